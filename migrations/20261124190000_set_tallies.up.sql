-- Each set's vote counts, kept by triggers in the voting transaction itself, so that reading
-- a page of sets never counts the votes of a whole edition. A test recounts them after
-- concurrent votes (internal/voting).
CREATE TABLE set_tallies (
    set_id     uuid PRIMARY KEY REFERENCES sets (id) ON DELETE CASCADE,
    must_go    integer NOT NULL DEFAULT 0 CHECK (must_go >= 0),
    interested integer NOT NULL DEFAULT 0 CHECK (interested >= 0),
    wont_go    integer NOT NULL DEFAULT 0 CHECK (wont_go >= 0)
);

INSERT INTO set_tallies (set_id, must_go, interested, wont_go)
SELECT s.id,
       count(v.set_id) FILTER (WHERE v.vote_type = 2),
       count(v.set_id) FILTER (WHERE v.vote_type = 1),
       count(v.set_id) FILTER (WHERE v.vote_type = -1)
FROM sets s LEFT JOIN votes v ON v.set_id = s.id
GROUP BY s.id;

CREATE FUNCTION set_tallies_new_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO set_tallies (set_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;

CREATE TRIGGER sets_tally_row AFTER INSERT ON sets
    FOR EACH ROW EXECUTE FUNCTION set_tallies_new_set();

-- A vote row leaving a set (delete, or the old side of an update) counts down; one arriving
-- counts up. The row of a set being deleted may already be gone: the UPDATE then does nothing.
CREATE FUNCTION set_tallies_count_vote() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER votes_tally_insert_delete AFTER INSERT OR DELETE ON votes
    FOR EACH ROW EXECUTE FUNCTION set_tallies_count_vote();

CREATE TRIGGER votes_tally_update AFTER UPDATE OF vote_type, set_id ON votes
    FOR EACH ROW WHEN (OLD.vote_type IS DISTINCT FROM NEW.vote_type OR OLD.set_id IS DISTINCT FROM NEW.set_id)
    EXECUTE FUNCTION set_tallies_count_vote();

-- Votes cleared in bulk (TRUNCATE) clear the counts too.
CREATE FUNCTION set_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE set_tallies SET must_go = 0, interested = 0, wont_go = 0;
    RETURN NULL;
END
$$;

CREATE TRIGGER votes_tally_truncate AFTER TRUNCATE ON votes
    FOR EACH STATEMENT EXECUTE FUNCTION set_tallies_clear();
