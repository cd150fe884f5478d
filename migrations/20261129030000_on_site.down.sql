DELETE FROM notifications WHERE kind = 'MEETING_POINT';
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
    CHECK (kind IN ('SET_TIME_CHANGED', 'SET_STAGE_CHANGED', 'SET_CANCELLED', 'SET_RESTORED', 'REMINDER'));
DROP TRIGGER IF EXISTS groups_archived_forget_places ON groups;
DROP FUNCTION IF EXISTS group_archived_forget_places();
DROP TABLE IF EXISTS meeting_points;
DROP TABLE IF EXISTS member_locations;
DROP FUNCTION IF EXISTS notify_member_locations();
DROP TABLE IF EXISTS private_pins;
DROP TABLE IF EXISTS points_of_interest;
ALTER TABLE festival_editions DROP COLUMN IF EXISTS georeference;
