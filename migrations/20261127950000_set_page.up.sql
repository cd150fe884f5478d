-- The sets page reads one page of an edition's sets, not the whole edition. set_tallies carries
-- what the vote sorts order by: the set's edition, archived flag and name (kept from sets by
-- triggers), its popularity and average vote (generated from the counts), so that an index
-- per vote sort lists an edition's sets in the page's exact order (ties included: max
-- followers, then the name folded to lower case, the name, the id), and the first page is the
-- index's first rows. A vote now updates these indexes too (its update is no longer HOT). The
-- name and date sorts use indexes of sets, which votes do not touch.
ALTER TABLE set_tallies
    ADD COLUMN festival_edition_id uuid,
    ADD COLUMN archived boolean NOT NULL DEFAULT false,
    ADD COLUMN name text NOT NULL DEFAULT '',
    ADD COLUMN popularity integer GENERATED ALWAYS AS (2 * must_go + interested) STORED,
    ADD COLUMN average float8 GENERATED ALWAYS AS (CASE WHEN must_go + interested + wont_go = 0 THEN 0
        ELSE (2 * must_go + interested - wont_go)::float8 / (must_go + interested + wont_go) END) STORED;

UPDATE set_tallies t SET festival_edition_id = s.festival_edition_id, archived = s.archived, name = s.name
FROM sets s WHERE s.id = t.set_id;

ALTER TABLE set_tallies ALTER COLUMN festival_edition_id SET NOT NULL;

CREATE INDEX set_tallies_popularity_idx ON set_tallies (festival_edition_id, popularity DESC, max_followers DESC,
    (lower(name) COLLATE "C"), (name COLLATE "C"), set_id) WHERE NOT archived;
CREATE INDEX set_tallies_average_idx ON set_tallies (festival_edition_id, average DESC, max_followers DESC,
    (lower(name) COLLATE "C"), (name COLLATE "C"), set_id) WHERE NOT archived;
CREATE INDEX sets_edition_name_idx ON sets (festival_edition_id, (lower(name) COLLATE "C")) WHERE NOT archived;

CREATE OR REPLACE FUNCTION set_tallies_new_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO set_tallies (set_id, festival_edition_id, archived, name)
    VALUES (NEW.id, NEW.festival_edition_id, NEW.archived, NEW.name)
    ON CONFLICT (set_id) DO UPDATE SET festival_edition_id = EXCLUDED.festival_edition_id,
        archived = EXCLUDED.archived, name = EXCLUDED.name;
    RETURN NULL;
END
$$;

CREATE FUNCTION set_tallies_set_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE set_tallies SET festival_edition_id = NEW.festival_edition_id, archived = NEW.archived, name = NEW.name
    WHERE set_id = NEW.id;
    RETURN NULL;
END
$$;

CREATE TRIGGER sets_tally_sort AFTER UPDATE OF festival_edition_id, archived, name ON sets
    FOR EACH ROW WHEN (OLD.festival_edition_id IS DISTINCT FROM NEW.festival_edition_id
        OR OLD.archived IS DISTINCT FROM NEW.archived OR OLD.name IS DISTINCT FROM NEW.name)
    EXECUTE FUNCTION set_tallies_set_moved();

-- A vote changed on the same set (the common update) counts down and up in one UPDATE of its
-- row: each update of the row now also writes the vote sorts' indexes.
CREATE OR REPLACE FUNCTION set_tallies_count_vote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.set_id = NEW.set_id THEN
        UPDATE set_tallies SET
            must_go = must_go - (OLD.vote_type = 2)::int + (NEW.vote_type = 2)::int,
            interested = interested - (OLD.vote_type = 1)::int + (NEW.vote_type = 1)::int,
            wont_go = wont_go - (OLD.vote_type = -1)::int + (NEW.vote_type = -1)::int
        WHERE set_id = NEW.set_id;
        RETURN NULL;
    END IF;
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

-- The number of non-archived sets of each edition: the unfiltered page's total, without
-- counting the edition's sets. Kept by triggers on sets (insert, archive and restore, move to
-- another edition, delete). Writing sets of one edition at once serialises on its row.
CREATE TABLE edition_set_counts (
    festival_edition_id uuid PRIMARY KEY REFERENCES festival_editions (id) ON DELETE CASCADE,
    sets                integer NOT NULL DEFAULT 0 CHECK (sets >= 0)
);

INSERT INTO edition_set_counts (festival_edition_id, sets)
SELECT festival_edition_id, count(*) FROM sets WHERE NOT archived GROUP BY festival_edition_id;

CREATE FUNCTION edition_set_counts_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.archived THEN
        UPDATE edition_set_counts SET sets = sets - 1 WHERE festival_edition_id = OLD.festival_edition_id;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NOT NEW.archived THEN
        INSERT INTO edition_set_counts AS c (festival_edition_id, sets) VALUES (NEW.festival_edition_id, 1)
        ON CONFLICT (festival_edition_id) DO UPDATE SET sets = c.sets + 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER sets_edition_count_insert_delete AFTER INSERT OR DELETE ON sets
    FOR EACH ROW EXECUTE FUNCTION edition_set_counts_count();

CREATE TRIGGER sets_edition_count_update AFTER UPDATE OF festival_edition_id, archived ON sets
    FOR EACH ROW WHEN (OLD.festival_edition_id IS DISTINCT FROM NEW.festival_edition_id
        OR OLD.archived IS DISTINCT FROM NEW.archived)
    EXECUTE FUNCTION edition_set_counts_count();

CREATE FUNCTION edition_set_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE edition_set_counts SET sets = 0;
    RETURN NULL;
END
$$;

CREATE TRIGGER sets_edition_count_truncate AFTER TRUNCATE ON sets
    FOR EACH STATEMENT EXECUTE FUNCTION edition_set_counts_clear();
