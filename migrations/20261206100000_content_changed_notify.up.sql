-- What nearly every page reads around its set cards (festivals with their editions, stages,
-- music genres) is kept in memory by each instance (internal/kept) until a change of these
-- tables is announced on content_changed, in the writing transaction, whoever writes (an admin,
-- an import, a cascade, psql). Once per statement that touched a row; the payload names the
-- table. Any such change drops everything kept: they are rare.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- One branch per operation: a statement naming a transition table the trigger lacks is
    -- planned only if it runs.
    IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('content_changed', TG_TABLE_NAME);
    ELSIF TG_OP = 'DELETE' THEN
        IF EXISTS (SELECT 1 FROM old_rows) THEN
            PERFORM pg_notify('content_changed', TG_TABLE_NAME);
        END IF;
    ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
        PERFORM pg_notify('content_changed', TG_TABLE_NAME);
    END IF;
    RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['festivals', 'festival_editions', 'stages', 'music_genres'] LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_insert_content', t);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_update_content', t);
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_delete_content', t);
        EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
            FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', t || '_truncate_content', t);
    END LOOP;
END $$;
