-- Live subscriptions end when their edition is no longer visible: a change of an edition's or
-- its festival's published/archived flag (or deleting an edition) notifies the hubs with the
-- nil set id, which means "re-check this edition's visibility" (internal/live).
CREATE FUNCTION notify_edition_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'festivals' THEN
        PERFORM pg_notify('set_changed', e.id::text || ' 00000000-0000-0000-0000-000000000000')
        FROM festival_editions e WHERE e.festival_id = OLD.id;
    ELSE
        PERFORM pg_notify('set_changed', OLD.id::text || ' 00000000-0000-0000-0000-000000000000');
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER festival_editions_visibility_notify
    AFTER UPDATE OF published, archived ON festival_editions
    FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.archived IS DISTINCT FROM NEW.archived)
    EXECUTE FUNCTION notify_edition_visibility();

CREATE TRIGGER festival_editions_delete_notify
    AFTER DELETE ON festival_editions
    FOR EACH ROW EXECUTE FUNCTION notify_edition_visibility();

CREATE TRIGGER festivals_visibility_notify
    AFTER UPDATE OF published, archived ON festivals
    FOR EACH ROW WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.archived IS DISTINCT FROM NEW.archived)
    EXECUTE FUNCTION notify_edition_visibility();
