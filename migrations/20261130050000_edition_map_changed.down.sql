DROP TRIGGER IF EXISTS festival_editions_map_notify ON festival_editions;
DROP FUNCTION IF EXISTS notify_edition_map_row();
DROP TRIGGER IF EXISTS points_of_interest_insert_map_notify ON points_of_interest;
DROP TRIGGER IF EXISTS points_of_interest_update_map_notify ON points_of_interest;
DROP TRIGGER IF EXISTS points_of_interest_delete_map_notify ON points_of_interest;
DROP FUNCTION IF EXISTS notify_edition_map_poi();
