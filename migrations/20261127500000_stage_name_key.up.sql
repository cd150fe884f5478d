-- Stage names are unique within an edition ignoring case and surrounding or repeated white
-- space, among non-archived stages ("Main Stage", "main  stage" and " MAIN STAGE" are one name).
-- Archived stages are outside the key: a stage deleted (archived) earlier may share its name with
-- a live one, and createStage or an import brings an archived stage back only when no live stage
-- has that name. The exact-name key over all rows (archived ones included) is replaced by it.
--
-- Existing duplicates are MERGED before the key is enforced: in each edition, of the live stages
-- whose names have the same key, the one with the most live sets is kept (then the oldest, then
-- the smallest id); every set of the others (archived sets too) moves to the kept stage, and the
-- others are archived with their names unchanged. Nothing is deleted, and votes stay with their
-- sets. Each merged stage is reported with RAISE NOTICE and recorded in audit_log (action
-- stage.merge, via 'migration'). Then every stage name is stored trimmed with inner runs of white
-- space collapsed to one space, each such rename reported the same way (action stage.rename).

-- The key of a stage name (admin.StageKey is the same in Go).
CREATE FUNCTION stage_key(name text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN lower(btrim(regexp_replace(name, '\s+', ' ', 'g')));

-- merge_duplicate_stages merges the live stages of each edition that share a key (see above)
-- and returns how many stages it archived. The migration runs it once; tests run it on a
-- database with duplicates.
CREATE FUNCTION merge_duplicate_stages() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
    d record;
    moved int;
    merged int := 0;
BEGIN
    FOR d IN
        WITH ranked AS (
            SELECT st.id, st.festival_edition_id, st.name,
                   first_value(st.id) OVER w AS keep_id,
                   first_value(st.name) OVER w AS keep_name,
                   row_number() OVER w AS n
            FROM stages st
            WHERE NOT st.archived
            WINDOW w AS (PARTITION BY st.festival_edition_id, stage_key(st.name)
                         ORDER BY (SELECT count(*) FROM sets s WHERE s.stage_id = st.id AND NOT s.archived) DESC,
                                  st.created_at, st.id)
        )
        SELECT * FROM ranked WHERE n > 1 ORDER BY festival_edition_id, keep_id, n
    LOOP
        UPDATE sets SET stage_id = d.keep_id, updated_at = now() WHERE stage_id = d.id;
        GET DIAGNOSTICS moved = ROW_COUNT;
        INSERT INTO audit_log (action, entity_type, entity_id, before, after, via)
        SELECT 'stage.merge', 'Stage', st.id, to_jsonb(st),
               to_jsonb(st) || jsonb_build_object('archived', true, 'merged_into', d.keep_id, 'sets_moved', moved),
               'migration'
        FROM stages st WHERE st.id = d.id;
        UPDATE stages SET archived = true WHERE id = d.id;
        RAISE NOTICE 'stage % "%" (edition %) merged into stage % "%": % sets moved, stage archived',
            d.id, d.name, d.festival_edition_id, d.keep_id, d.keep_name, moved;
        merged := merged + 1;
    END LOOP;
    RETURN merged;
END $$;

-- clean_stage_names stores every stage name trimmed with inner runs of white space collapsed,
-- and returns how many it renamed.
CREATE FUNCTION clean_stage_names() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
    st record;
    renamed int := 0;
BEGIN
    FOR st IN
        SELECT id, festival_edition_id, name, btrim(regexp_replace(name, '\s+', ' ', 'g')) AS clean
        FROM stages
        WHERE name <> btrim(regexp_replace(name, '\s+', ' ', 'g')) AND btrim(regexp_replace(name, '\s+', ' ', 'g')) <> ''
        ORDER BY id
    LOOP
        INSERT INTO audit_log (action, entity_type, entity_id, before, after, via)
        SELECT 'stage.rename', 'Stage', s.id, to_jsonb(s), to_jsonb(s) || jsonb_build_object('name', st.clean), 'migration'
        FROM stages s WHERE s.id = st.id;
        UPDATE stages SET name = st.clean WHERE id = st.id;
        RAISE NOTICE 'stage % (edition %) renamed from "%" to "%" (spaces trimmed and collapsed)',
            st.id, st.festival_edition_id, st.name, st.clean;
        renamed := renamed + 1;
    END LOOP;
    RETURN renamed;
END $$;

ALTER TABLE stages DROP CONSTRAINT stages_festival_edition_id_name_key;
SELECT merge_duplicate_stages();
SELECT clean_stage_names();
CREATE UNIQUE INDEX stages_name_key ON stages (festival_edition_id, stage_key(name)) WHERE NOT archived;
-- Archived stages by key (createStage and the import bring one back).
CREATE INDEX stages_archived_name_idx ON stages (festival_edition_id, stage_key(name)) WHERE archived;
