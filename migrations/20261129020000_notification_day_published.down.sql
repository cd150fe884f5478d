-- Back to the functions of 20261127900000_notifications.
-- The kind and message of a change from (old_start, old_stage, old_archived) to the set's
-- current state s.
CREATE OR REPLACE FUNCTION notification_of(s sets, old_start timestamptz, old_stage uuid, old_archived boolean,
                                OUT kind text, OUT message text) LANGUAGE plpgsql STABLE AS $$
DECLARE
    tz    text;
    stage text;
    was   text;
    now_t text;
BEGIN
    SELECT e.time_zone INTO tz FROM festival_editions e WHERE e.id = s.festival_edition_id;
    SELECT st.name INTO stage FROM stages st WHERE st.id = s.stage_id;
    stage := coalesce(stage, 'no stage');
    now_t := notification_time(s.time_start, tz);
    IF s.archived AND NOT old_archived THEN
        kind := 'SET_CANCELLED';
        message := s.name || ' was cancelled (' || notification_time(old_start, tz) || ', ' ||
            coalesce((SELECT name FROM stages WHERE id = old_stage), 'no stage') || ')';
    ELSIF old_archived AND NOT s.archived THEN
        kind := 'SET_RESTORED';
        message := s.name || ' is back on: ' || now_t || ', ' || stage;
    ELSIF old_start IS DISTINCT FROM s.time_start THEN
        kind := 'SET_TIME_CHANGED';
        was := notification_time(old_start, tz);
        -- "Sat 20:00 → 21:30": the day is said again only when it changed.
        IF s.time_start IS NOT NULL AND old_start IS NOT NULL AND left(was, 3) = left(now_t, 3) THEN
            now_t := to_char(s.time_start AT TIME ZONE tz, 'HH24:MI');
        END IF;
        message := s.name || ' moved: ' || was || ' → ' || now_t || ', ' || stage;
    ELSIF old_stage IS DISTINCT FROM s.stage_id THEN
        kind := 'SET_STAGE_CHANGED';
        message := s.name || ' moved: ' ||
            coalesce((SELECT name FROM stages WHERE id = old_stage), 'no stage') || ' → ' || stage || ', ' || now_t;
    ELSE
        kind := 'SET_TIME_CHANGED';
        message := s.name || ' changed: ends ' || coalesce(to_char(s.time_end AT TIME ZONE tz, 'Dy HH24:MI'), 'open') || ', ' || stage;
    END IF;
END
$$;

-- One notification per concerned user (Must Go or Interested vote, or the set in a saved plan)
-- in one statement; a user's unread notification of the set made within the last minute is
-- updated instead (bursts merge). Each is announced on notification_added ('<user> <id>') and
-- queued for each of the user's push subscriptions. Nothing for an archived set's other edits.
CREATE OR REPLACE FUNCTION notify_set_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    k text;
    m text;
BEGIN
    SELECT * INTO k, m FROM notification_of(NEW, OLD.time_start, OLD.stage_id, OLD.archived);
    WITH concerned AS (
        SELECT user_id FROM votes WHERE set_id = NEW.id AND vote_type > 0
        UNION
        SELECT user_id FROM saved_plans WHERE set_id = NEW.id
    ), merged AS (
        UPDATE notifications n
           SET (kind, message) = (SELECT * FROM notification_of(NEW, n.old_start, n.old_stage_id, n.old_archived)),
               updated_at = now()
         WHERE n.set_id = NEW.id AND n.read_at IS NULL AND n.kind <> 'REMINDER'
           AND n.created_at > now() - interval '1 minute'
           AND n.user_id IN (SELECT user_id FROM concerned)
        RETURNING n.id, n.user_id
    ), added AS (
        INSERT INTO notifications (user_id, set_id, kind, message, old_start, old_stage_id, old_archived)
        SELECT c.user_id, NEW.id, k, m, OLD.time_start, OLD.stage_id, OLD.archived
          FROM concerned c
         WHERE c.user_id NOT IN (SELECT user_id FROM merged)
        RETURNING id, user_id
    ), all_rows AS (
        SELECT id, user_id FROM merged UNION ALL SELECT id, user_id FROM added
    ), pushes AS (
        INSERT INTO push_jobs (notification_id, subscription_id)
        SELECT a.id, p.id FROM all_rows a JOIN push_subscriptions p ON p.user_id = a.user_id
        ON CONFLICT DO NOTHING
    )
    SELECT count(pg_notify('notification_added', a.user_id::text || ' ' || a.id::text)) INTO k FROM all_rows a;
    RETURN NULL;
END
$$;

DROP FUNCTION IF EXISTS notification_move(timestamptz, timestamptz, text);
