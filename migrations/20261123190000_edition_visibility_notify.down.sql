DROP TRIGGER IF EXISTS festivals_visibility_notify ON festivals;
DROP TRIGGER IF EXISTS festival_editions_delete_notify ON festival_editions;
DROP TRIGGER IF EXISTS festival_editions_visibility_notify ON festival_editions;
DROP FUNCTION IF EXISTS notify_edition_visibility();
