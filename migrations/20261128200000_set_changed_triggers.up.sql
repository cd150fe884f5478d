-- Set changes are announced by the database (issue 33): triggers on every table a set card
-- reads send the set_changed events in the writing transaction (pg_notify is delivered at
-- commit, and only if the transaction commits), whoever the writer is: our Go code, an import,
-- an operator's SQL, a migration. No Go writer announces anything by hand any more.
--
-- Payloads on set_changed (read by internal/live):
--   "<edition> <set> [<set> ...]"  those sets of the edition changed (content: name, times,
--                                   stage, artists, genres, archived, the edition or festival);
--                                   at most 100 sets per message (under the 8000-byte limit)
--   "<edition> <set> votes"        only that set's vote counts changed
--   "<edition> 00000000-…-000000"  re-check the edition's visibility (20261123190000)
-- PostgreSQL drops a notification identical to one already sent in the same transaction, so a
-- set written by several statements of one transaction is mostly announced once.
--
-- Content triggers are per statement (transition tables): a stage rename or an import of 600
-- sets is one trigger call and 6 messages, not 600. A change reached through another table
-- (stage, artist, genre, edition, festival) announces only the sets that are not archived:
-- nothing shows an archived set's card, and restoring one announces it.

-- Announces sets (ids[i] of editions[i]): one message per edition and 100 sets.
CREATE FUNCTION set_changed_announce(editions uuid[], ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('set_changed', p.payload)
    FROM (SELECT c.e::text || ' ' || string_agg(c.s::text, ' ' ORDER BY c.s) AS payload
          FROM (SELECT d.e, d.s, (row_number() OVER (PARTITION BY d.e ORDER BY d.s) - 1) / 100 AS chunk
                FROM (SELECT DISTINCT u.e, u.s FROM unnest(editions, ids) AS u(e, s)
                      WHERE u.e IS NOT NULL AND u.s IS NOT NULL) d) c
          GROUP BY c.e, c.chunk) p;
END $$;

-- Announces the sets among ids that are not archived.
CREATE FUNCTION set_changed_announce_live(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_announce(array_agg(s.festival_edition_id), array_agg(s.id))
    FROM sets s WHERE s.id = ANY (ids) AND NOT s.archived;
END $$;

-- sets: every set inserted or deleted; an update whose row changed in more than its
-- bookkeeping (updated_at, and changed_xid, which the timetable triggers stamp after a change
-- that is announced where it was made). A set moved to another edition is announced in both.
CREATE FUNCTION set_changed_sets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM set_changed_announce(array_agg(n.festival_edition_id), array_agg(n.id)) FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM set_changed_announce(array_agg(o.festival_edition_id), array_agg(o.id)) FROM old_rows o;
    ELSE
        PERFORM set_changed_announce(array_agg(x.e), array_agg(x.id))
        FROM (SELECT unnest(ARRAY[n.festival_edition_id, o.festival_edition_id]) AS e, n.id
              FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE (to_jsonb(o) - '{updated_at,changed_xid}'::text[])
                    IS DISTINCT FROM (to_jsonb(n) - '{updated_at,changed_xid}'::text[])) x;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER sets_changed_insert AFTER INSERT ON sets
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_sets();
CREATE TRIGGER sets_changed_update AFTER UPDATE ON sets
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_sets();
CREATE TRIGGER sets_changed_delete AFTER DELETE ON sets
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_sets();

-- set_artists: the sets whose artists were added, removed or reordered.
CREATE FUNCTION set_changed_set_artists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM set_changed_announce_live(ARRAY(SELECT DISTINCT n.set_id FROM new_rows n));
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM set_changed_announce_live(ARRAY(SELECT DISTINCT o.set_id FROM old_rows o));
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER set_artists_changed_insert AFTER INSERT ON set_artists
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_set_artists();
CREATE TRIGGER set_artists_changed_update AFTER UPDATE ON set_artists
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_set_artists();
CREATE TRIGGER set_artists_changed_delete AFTER DELETE ON set_artists
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_set_artists();

-- Announces the sets the artists among ids play.
CREATE FUNCTION set_changed_artists_sets(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_announce_live(ARRAY(SELECT DISTINCT sa.set_id FROM set_artists sa WHERE sa.artist_id = ANY (ids)));
END $$;

-- artists: an artist whose row changed (name, links, followers, archived, ...): its sets.
-- (Inserting one changes no set; deleting one deletes its set_artists rows, announced there.)
CREATE FUNCTION set_changed_artists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_artists_sets(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (to_jsonb(o) - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'updated_at')));
    RETURN NULL;
END $$;

CREATE TRIGGER artists_changed_update AFTER UPDATE ON artists
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_artists();

-- artist_music_genres: the sets of the artists whose genres changed.
CREATE FUNCTION set_changed_artist_genres() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM set_changed_artists_sets(ARRAY(SELECT DISTINCT n.artist_id FROM new_rows n));
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM set_changed_artists_sets(ARRAY(SELECT DISTINCT o.artist_id FROM old_rows o));
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER artist_genres_changed_insert AFTER INSERT ON artist_music_genres
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_artist_genres();
CREATE TRIGGER artist_genres_changed_update AFTER UPDATE ON artist_music_genres
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_artist_genres();
CREATE TRIGGER artist_genres_changed_delete AFTER DELETE ON artist_music_genres
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_artist_genres();

-- music_genres: a genre renamed: the sets of the artists that have it.
CREATE FUNCTION set_changed_genres() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_artists_sets(ARRAY(SELECT DISTINCT ag.artist_id FROM artist_music_genres ag
        JOIN new_rows n ON n.id = ag.music_genre_id JOIN old_rows o ON o.id = n.id
        WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n)));
    RETURN NULL;
END $$;

CREATE TRIGGER music_genres_changed_update AFTER UPDATE ON music_genres
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_genres();

-- stages: a stage whose row changed (name, archived, map position): its sets. (Deleting one
-- updates or deletes its sets, announced there.)
CREATE FUNCTION set_changed_stages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_announce_live(ARRAY(SELECT s.id FROM sets s WHERE s.stage_id IN (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n))));
    RETURN NULL;
END $$;

CREATE TRIGGER stages_changed_update AFTER UPDATE ON stages
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_stages();

-- festival_editions: an edition whose row changed (a set shows its edition: name, time zone,
-- ...): all its sets. Its visibility has its own event (20261123190000); deleting it deletes
-- its sets, announced there.
CREATE FUNCTION set_changed_editions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_announce_live(ARRAY(SELECT s.id FROM sets s WHERE s.festival_edition_id IN (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (to_jsonb(o) - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'updated_at'))));
    RETURN NULL;
END $$;

CREATE TRIGGER festival_editions_changed_update AFTER UPDATE ON festival_editions
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_editions();

-- festivals: a festival whose row changed: the sets of all its editions.
CREATE FUNCTION set_changed_festivals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM set_changed_announce_live(ARRAY(SELECT s.id FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id
        WHERE e.festival_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE (to_jsonb(o) - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'updated_at'))));
    RETURN NULL;
END $$;

CREATE TRIGGER festivals_changed_update AFTER UPDATE ON festivals
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION set_changed_festivals();

-- Votes: the counts of a set that is not archived changed (set_tallies follows every vote
-- written or deleted, by trigger): the compact "votes" event, so list screens get the counts
-- alone. Per row: a vote writes one row, and the row carries its edition.
CREATE FUNCTION set_changed_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('set_changed', NEW.festival_edition_id::text || ' ' || NEW.set_id::text || ' votes');
    RETURN NULL;
END $$;

CREATE TRIGGER set_tallies_changed AFTER UPDATE OF must_go, interested, wont_go ON set_tallies
    FOR EACH ROW WHEN (NOT NEW.archived AND (OLD.must_go, OLD.interested, OLD.wont_go)
        IS DISTINCT FROM (NEW.must_go, NEW.interested, NEW.wont_go))
    EXECUTE FUNCTION set_changed_votes();
