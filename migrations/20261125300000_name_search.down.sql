DROP INDEX IF EXISTS artists_name_search_idx;
DROP INDEX IF EXISTS sets_name_search_idx;
DROP FUNCTION IF EXISTS search_fold(text);
