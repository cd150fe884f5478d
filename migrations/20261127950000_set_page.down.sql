DROP TRIGGER IF EXISTS sets_edition_count_truncate ON sets;
DROP TRIGGER IF EXISTS sets_edition_count_update ON sets;
DROP TRIGGER IF EXISTS sets_edition_count_insert_delete ON sets;
DROP FUNCTION IF EXISTS edition_set_counts_clear();
DROP FUNCTION IF EXISTS edition_set_counts_count();
DROP TABLE IF EXISTS edition_set_counts;

DROP TRIGGER IF EXISTS sets_tally_sort ON sets;
DROP FUNCTION IF EXISTS set_tallies_set_moved();
CREATE OR REPLACE FUNCTION set_tallies_new_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO set_tallies (set_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION set_tallies_count_vote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE set_tallies SET
            must_go = must_go - (OLD.vote_type = 2)::int,
            interested = interested - (OLD.vote_type = 1)::int,
            wont_go = wont_go - (OLD.vote_type = -1)::int
        WHERE set_id = OLD.set_id;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        UPDATE set_tallies SET
            must_go = must_go + (NEW.vote_type = 2)::int,
            interested = interested + (NEW.vote_type = 1)::int,
            wont_go = wont_go + (NEW.vote_type = -1)::int
        WHERE set_id = NEW.set_id;
    END IF;
    RETURN NULL;
END
$$;

DROP INDEX IF EXISTS sets_edition_name_idx;
DROP INDEX IF EXISTS set_tallies_average_idx;
DROP INDEX IF EXISTS set_tallies_popularity_idx;
ALTER TABLE set_tallies DROP COLUMN IF EXISTS average, DROP COLUMN IF EXISTS popularity,
    DROP COLUMN IF EXISTS name, DROP COLUMN IF EXISTS archived, DROP COLUMN IF EXISTS festival_edition_id;
