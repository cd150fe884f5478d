-- Timetable sync (Edition.timetableChanges): a client keeps a watermark and asks only for the
-- sets that changed after it.
--
-- Every write that changes what a timetable shows (a set, its stage, its artists and their
-- genres) stamps the sets concerned with the writing transaction's id (sets.changed_xid,
-- pg_current_xact_id(): 64 bits, no wraparound). A reader's watermark is the xmin of its own
-- snapshot: every transaction with a smaller id had ended when the snapshot was taken, so its
-- writes were visible then, and any write the reader did not see (not committed yet) carries an
-- id >= xmin. The next sync asks for stamps >= the watermark: it gets every such write, whatever
-- the order of commits, plus at times a few sets it already had (ids between xmin and the
-- snapshot's end, which the merge takes again). Nothing is locked to hand out a stamp.
--
-- A clock (now(), updated_at) would miss writes: a transaction that started earlier and commits
-- later carries an earlier time than a change already synced past. A per-edition counter bumped
-- by the writers is exact only if held until commit, which serializes an edition's writers and
-- deadlocks a writer of many sets (an import, a stage rename) against one editing a single set.
--
-- Sets that leave an edition (deleted, or moved to another edition) leave a tombstone here,
-- stamped alike; archived sets keep their row, stamped, and are told as removed ids only.
CREATE TABLE timetable_removals (
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    set_id              uuid NOT NULL,
    changed_xid         xid8 NOT NULL,
    PRIMARY KEY (festival_edition_id, set_id)
);
CREATE INDEX timetable_removals_changed_idx ON timetable_removals (festival_edition_id, changed_xid);

-- Existing sets carry this migration's stamp (a client's first sync is a full one anyway).
ALTER TABLE sets ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX sets_edition_changed_idx ON sets (festival_edition_id, changed_xid);

-- Stamps the sets among ids that this transaction has not stamped yet. Only changed_xid is
-- written: no other trigger on sets fires.
CREATE FUNCTION timetable_touch_sets(ids uuid[]) RETURNS void LANGUAGE sql AS $$
    UPDATE sets SET changed_xid = pg_current_xact_id()
    WHERE id = ANY (ids) AND changed_xid <> pg_current_xact_id();
$$;

-- A set written: stamped. Moved to another edition: a tombstone in the edition it left.
CREATE FUNCTION timetable_set_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.festival_edition_id <> NEW.festival_edition_id THEN
        INSERT INTO timetable_removals (festival_edition_id, set_id, changed_xid)
        VALUES (OLD.festival_edition_id, OLD.id, pg_current_xact_id())
        ON CONFLICT (festival_edition_id, set_id) DO UPDATE SET changed_xid = EXCLUDED.changed_xid;
    END IF;
    NEW.changed_xid := pg_current_xact_id();
    RETURN NEW;
END $$;

CREATE TRIGGER sets_timetable_insert BEFORE INSERT ON sets
    FOR EACH ROW EXECUTE FUNCTION timetable_set_written();
CREATE TRIGGER sets_timetable_update
    BEFORE UPDATE OF festival_edition_id, stage_id, name, slug, description, time_start, time_end, archived ON sets
    FOR EACH ROW WHEN ((OLD.festival_edition_id, OLD.stage_id, OLD.name, OLD.slug, OLD.description, OLD.time_start,
                        OLD.time_end, OLD.archived)
        IS DISTINCT FROM (NEW.festival_edition_id, NEW.stage_id, NEW.name, NEW.slug, NEW.description, NEW.time_start,
                          NEW.time_end, NEW.archived))
    EXECUTE FUNCTION timetable_set_written();

CREATE FUNCTION timetable_set_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO timetable_removals (festival_edition_id, set_id, changed_xid)
    SELECT DISTINCT festival_edition_id, id, pg_current_xact_id() FROM old_rows
    ON CONFLICT (festival_edition_id, set_id) DO UPDATE SET changed_xid = EXCLUDED.changed_xid;
    RETURN NULL;
END $$;

CREATE TRIGGER sets_timetable_delete AFTER DELETE ON sets
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION timetable_set_deleted();

-- A stage renamed or archived: its sets show it.
CREATE FUNCTION timetable_stage_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM timetable_touch_sets(ARRAY(SELECT id FROM sets WHERE stage_id = NEW.id));
    RETURN NULL;
END $$;

CREATE TRIGGER stages_timetable AFTER UPDATE OF name, archived ON stages
    FOR EACH ROW WHEN ((OLD.name, OLD.archived) IS DISTINCT FROM (NEW.name, NEW.archived))
    EXECUTE FUNCTION timetable_stage_written();

-- A set's artists added, removed or reordered (per statement: an import adds many at once).
CREATE FUNCTION timetable_set_artists_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM timetable_touch_sets(ARRAY(SELECT DISTINCT set_id FROM new_rows));
    RETURN NULL;
END $$;

CREATE FUNCTION timetable_set_artists_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM timetable_touch_sets(ARRAY(SELECT DISTINCT set_id FROM old_rows));
    RETURN NULL;
END $$;

CREATE TRIGGER set_artists_timetable_insert AFTER INSERT ON set_artists
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timetable_set_artists_new();
CREATE TRIGGER set_artists_timetable_update AFTER UPDATE ON set_artists
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timetable_set_artists_new();
CREATE TRIGGER set_artists_timetable_delete AFTER DELETE ON set_artists
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION timetable_set_artists_old();

-- An artist's shown fields or genres changed: every set it plays.
CREATE FUNCTION timetable_artist_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM timetable_touch_sets(ARRAY(SELECT set_id FROM set_artists WHERE artist_id = NEW.id));
    RETURN NULL;
END $$;

CREATE TRIGGER artists_timetable
    AFTER UPDATE OF name, slug, description, image_url, spotify_url, soundcloud_url, soundcloud_followers, archived ON artists
    FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.description, OLD.image_url, OLD.spotify_url, OLD.soundcloud_url,
                        OLD.soundcloud_followers, OLD.archived)
        IS DISTINCT FROM (NEW.name, NEW.slug, NEW.description, NEW.image_url, NEW.spotify_url, NEW.soundcloud_url,
                          NEW.soundcloud_followers, NEW.archived))
    EXECUTE FUNCTION timetable_artist_written();

CREATE FUNCTION timetable_artist_genres_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM timetable_touch_sets(ARRAY(SELECT DISTINCT sa.set_id FROM set_artists sa JOIN new_rows n ON n.artist_id = sa.artist_id));
    RETURN NULL;
END $$;

CREATE FUNCTION timetable_artist_genres_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM timetable_touch_sets(ARRAY(SELECT DISTINCT sa.set_id FROM set_artists sa JOIN old_rows o ON o.artist_id = sa.artist_id));
    RETURN NULL;
END $$;

CREATE TRIGGER artist_genres_timetable_insert AFTER INSERT ON artist_music_genres
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timetable_artist_genres_new();
CREATE TRIGGER artist_genres_timetable_delete AFTER DELETE ON artist_music_genres
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION timetable_artist_genres_old();
