DROP TRIGGER sets_slug_history ON sets;
DROP FUNCTION set_slug_history_record();
DROP TABLE set_slug_history;
