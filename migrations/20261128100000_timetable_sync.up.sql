-- Timetable sync (Edition.timetableChanges): a client keeps a watermark and asks only for the
-- sets that changed after it.
--
-- The watermark is a per-edition change counter, not a time. Every write that changes what a
-- timetable shows (a set, its stage, its artists and their genres) takes the next value of its
-- edition's counter (timetable_seqs) and stamps it on the sets concerned (sets.changed_seq).
-- Taking a value updates the counter's row, which stays locked until the writing transaction
-- ends: a second writer of the same edition waits, and takes its value only after the first has
-- committed. So per edition, values are handed out in commit order, and a reader that sees
-- counter value W in its snapshot sees every change stamped <= W; a change it does not see yet
-- is stamped > W and comes with the next sync after W. A clock (now(), updated_at) has no such
-- order: a transaction that started earlier and commits later carries an earlier time than a
-- change already synced past, and would be missed. A plain SEQUENCE has the same hole (values
-- are taken at write time, not commit time).
--
-- Sets that leave an edition (deleted, or moved to another edition) leave a tombstone here, with
-- their own stamp; archived sets keep their row, stamped, and are told as removed ids only.
CREATE TABLE timetable_seqs (
    festival_edition_id uuid PRIMARY KEY REFERENCES festival_editions (id) ON DELETE CASCADE,
    seq                 bigint NOT NULL
);

CREATE TABLE timetable_removals (
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    set_id              uuid NOT NULL,
    seq                 bigint NOT NULL,
    PRIMARY KEY (festival_edition_id, set_id)
);
CREATE INDEX timetable_removals_seq_idx ON timetable_removals (festival_edition_id, seq);

ALTER TABLE sets ADD COLUMN changed_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX sets_edition_changed_idx ON sets (festival_edition_id, changed_seq);

-- The existing editions start at 1, every set stamped 1 (a client's first sync is a full one).
INSERT INTO timetable_seqs (festival_edition_id, seq) SELECT id, 1 FROM festival_editions;
UPDATE sets SET changed_seq = 1;

-- The next value of an edition's counter; the counter's row stays locked until commit.
CREATE FUNCTION timetable_next_seq(edition uuid) RETURNS bigint LANGUAGE sql AS $$
    INSERT INTO timetable_seqs AS t (festival_edition_id, seq) VALUES (edition, 1)
    ON CONFLICT (festival_edition_id) DO UPDATE SET seq = t.seq + 1
    RETURNING seq;
$$;

-- Stamps the sets among ids, one value per edition (editions in id order, so two writers lock
-- counters in the same order). Only changed_seq is written: no other trigger on sets fires.
CREATE FUNCTION timetable_touch_sets(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    e uuid;
    v bigint;
BEGIN
    FOR e IN SELECT DISTINCT festival_edition_id FROM sets WHERE id = ANY (ids) ORDER BY 1 LOOP
        v := timetable_next_seq(e);
        UPDATE sets SET changed_seq = v WHERE id = ANY (ids) AND festival_edition_id = e;
    END LOOP;
END $$;

-- A set written: stamped. Moved to another edition: a tombstone in the edition it left.
CREATE FUNCTION timetable_set_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.festival_edition_id <> NEW.festival_edition_id THEN
        INSERT INTO timetable_removals AS r (festival_edition_id, set_id, seq)
        VALUES (OLD.festival_edition_id, OLD.id, timetable_next_seq(OLD.festival_edition_id))
        ON CONFLICT (festival_edition_id, set_id) DO UPDATE SET seq = EXCLUDED.seq;
    END IF;
    NEW.changed_seq := timetable_next_seq(NEW.festival_edition_id);
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
    INSERT INTO timetable_removals AS r (festival_edition_id, set_id, seq)
    SELECT d.festival_edition_id, d.id, timetable_next_seq(d.festival_edition_id)
    FROM (SELECT DISTINCT ON (festival_edition_id, id) festival_edition_id, id FROM old_rows ORDER BY 1, 2) d
    ON CONFLICT (festival_edition_id, set_id) DO UPDATE SET seq = EXCLUDED.seq;
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
