-- The edition's map content (its georeference, map image and size, walking settings, and its
-- points of interest) is announced on edition_map_changed ('<edition>') in the writing
-- transaction, whoever writes it (the admin forms, psql, a migration): visitors' open Map tabs
-- follow it through Subscription.editionMapChanged. Once per edition and statement.
CREATE FUNCTION notify_edition_map_poi() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('edition_map_changed', e::text) FROM (SELECT DISTINCT festival_edition_id AS e FROM new_rows) d;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('edition_map_changed', e::text) FROM (SELECT DISTINCT festival_edition_id AS e FROM old_rows) d;
    ELSE
        -- An update announces the edition before and after (a row moved between editions).
        PERFORM pg_notify('edition_map_changed', e::text) FROM (
            SELECT festival_edition_id AS e FROM new_rows UNION SELECT festival_edition_id FROM old_rows) d;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER points_of_interest_insert_map_notify AFTER INSERT ON points_of_interest
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_edition_map_poi();
CREATE TRIGGER points_of_interest_update_map_notify AFTER UPDATE ON points_of_interest
    REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_edition_map_poi();
CREATE TRIGGER points_of_interest_delete_map_notify AFTER DELETE ON points_of_interest
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_edition_map_poi();

CREATE FUNCTION notify_edition_map_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('edition_map_changed', NEW.id::text);
    RETURN NULL;
END $$;

CREATE TRIGGER festival_editions_map_notify AFTER UPDATE ON festival_editions
    FOR EACH ROW WHEN (
        OLD.georeference IS DISTINCT FROM NEW.georeference
        OR OLD.map_url IS DISTINCT FROM NEW.map_url
        OR OLD.map_width_px IS DISTINCT FROM NEW.map_width_px
        OR OLD.map_height_px IS DISTINCT FROM NEW.map_height_px
        OR OLD.map_width_meters IS DISTINCT FROM NEW.map_width_meters
        OR OLD.walking_meters_per_minute IS DISTINCT FROM NEW.walking_meters_per_minute
        OR OLD.default_walk_minutes IS DISTINCT FROM NEW.default_walk_minutes)
    EXECUTE FUNCTION notify_edition_map_row();
