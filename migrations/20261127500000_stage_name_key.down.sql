-- Back to the exact-name key over all rows. Merged stages stay archived and their sets stay on
-- the kept stage; cleaned names stay cleaned.
DROP INDEX stages_archived_name_idx;
DROP INDEX stages_name_key;
ALTER TABLE stages ADD CONSTRAINT stages_festival_edition_id_name_key UNIQUE (festival_edition_id, name);
DROP FUNCTION clean_stage_names();
DROP FUNCTION merge_duplicate_stages();
DROP FUNCTION stage_key(text);
