DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['festivals', 'festival_editions', 'stages', 'music_genres'] LOOP
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_insert_content', t);
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_update_content', t);
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_delete_content', t);
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_truncate_content', t);
    END LOOP;
END $$;
DROP FUNCTION notify_content_changed();
