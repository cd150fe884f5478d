-- Each set's vote counts, kept by triggers in the voting transaction itself, so that reading
-- a page of sets never counts the votes of a whole edition (a test recounts them after
-- concurrent votes, internal/voting), and the highest SoundCloud follower count of its artists
-- (the sorts' tie-break), kept when its artists or their counts change.
CREATE TABLE set_tallies (
    set_id        uuid PRIMARY KEY REFERENCES sets (id) ON DELETE CASCADE,
    must_go       integer NOT NULL DEFAULT 0 CHECK (must_go >= 0),
    interested    integer NOT NULL DEFAULT 0 CHECK (interested >= 0),
    wont_go       integer NOT NULL DEFAULT 0 CHECK (wont_go >= 0),
    max_followers integer NOT NULL DEFAULT 0
);

INSERT INTO set_tallies (set_id, must_go, interested, wont_go, max_followers)
SELECT s.id,
       (SELECT count(*) FROM votes v WHERE v.set_id = s.id AND v.vote_type = 2),
       (SELECT count(*) FROM votes v WHERE v.set_id = s.id AND v.vote_type = 1),
       (SELECT count(*) FROM votes v WHERE v.set_id = s.id AND v.vote_type = -1),
       coalesce((SELECT max(a.soundcloud_followers) FROM set_artists sa JOIN artists a ON a.id = sa.artist_id
                 WHERE sa.set_id = s.id), 0)
FROM sets s;

CREATE FUNCTION set_tallies_followers(set_ids uuid[]) RETURNS void LANGUAGE sql AS $$
    UPDATE set_tallies t SET max_followers = coalesce((SELECT max(a.soundcloud_followers)
        FROM set_artists sa JOIN artists a ON a.id = sa.artist_id WHERE sa.set_id = t.set_id), 0)
    WHERE t.set_id = ANY (set_ids);
$$;

CREATE FUNCTION set_tallies_set_artists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM set_tallies_followers(ARRAY[OLD.set_id]);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM set_tallies_followers(ARRAY[NEW.set_id]);
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER set_artists_followers AFTER INSERT OR UPDATE OR DELETE ON set_artists
    FOR EACH ROW EXECUTE FUNCTION set_tallies_set_artists();

CREATE FUNCTION set_tallies_artist_followers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_tallies_followers(ARRAY(SELECT set_id FROM set_artists WHERE artist_id = NEW.id));
    RETURN NULL;
END
$$;

CREATE TRIGGER artists_followers AFTER UPDATE OF soundcloud_followers ON artists
    FOR EACH ROW WHEN (OLD.soundcloud_followers IS DISTINCT FROM NEW.soundcloud_followers)
    EXECUTE FUNCTION set_tallies_artist_followers();

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
