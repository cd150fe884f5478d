DROP TRIGGER IF EXISTS meeting_points_insert_notify ON meeting_points;
DROP TRIGGER IF EXISTS meeting_points_update_notify ON meeting_points;
DROP TRIGGER IF EXISTS meeting_points_delete_notify ON meeting_points;
DROP FUNCTION IF EXISTS notify_meeting_points();
