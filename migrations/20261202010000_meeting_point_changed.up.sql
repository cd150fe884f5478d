-- A group's meeting points are announced on meeting_point ('<group>') in the writing
-- transaction, whoever writes them (a drop, a delete, the expiry sweep, a cascade when the group
-- or an account goes, psql): members' open Map tabs follow them through
-- Subscription.meetingPointsChanged. Once per group and statement; the payload names the group
-- only.
CREATE FUNCTION notify_meeting_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM pg_notify('meeting_point', g::text) FROM (SELECT DISTINCT group_id AS g FROM new_rows) d;
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('meeting_point', g::text) FROM (SELECT DISTINCT group_id AS g FROM old_rows) d;
    ELSE
        PERFORM pg_notify('meeting_point', g::text) FROM (
            SELECT group_id AS g FROM new_rows UNION SELECT group_id FROM old_rows) d;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER meeting_points_insert_notify AFTER INSERT ON meeting_points
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_meeting_points();
CREATE TRIGGER meeting_points_update_notify AFTER UPDATE ON meeting_points
    REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_meeting_points();
CREATE TRIGGER meeting_points_delete_notify AFTER DELETE ON meeting_points
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_meeting_points();
