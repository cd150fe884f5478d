-- Issue 33 item 4 and issue 34 item 3: the notification trigger's message says the day whenever
-- the date in the edition's zone differs (not only when the weekday names differ: Saturday
-- 28 November → Saturday 4 July read "Sat 11:32 → 20:01"), and nothing is written while the
-- edition or its festival is unpublished or archived (so publishing later sends nothing).

-- "was → now" in the edition's zone:
--   same date:                 "Sat 20:00 → 21:30"
--   within three days:         "Sat 23:30 → Sun 00:30"
--   further apart, same year:  "Sat 28 Nov 11:32 → Sat 4 Jul 20:01"
--   different years:           "Sat 28 Nov 2026 11:32 → Sat 4 Jul 2027 20:01"
CREATE FUNCTION notification_move(was timestamptz, now_ts timestamptz, tz text) RETURNS text
LANGUAGE sql STABLE AS $$
    SELECT CASE
        WHEN was IS NULL OR now_ts IS NULL THEN
            notification_time(was, tz) || ' → ' || notification_time(now_ts, tz)
        WHEN (was AT TIME ZONE tz)::date = (now_ts AT TIME ZONE tz)::date THEN
            to_char(was AT TIME ZONE tz, 'Dy HH24:MI') || ' → ' || to_char(now_ts AT TIME ZONE tz, 'HH24:MI')
        WHEN abs((now_ts AT TIME ZONE tz)::date - (was AT TIME ZONE tz)::date) <= 3 THEN
            to_char(was AT TIME ZONE tz, 'Dy HH24:MI') || ' → ' || to_char(now_ts AT TIME ZONE tz, 'Dy HH24:MI')
        WHEN date_part('year', was AT TIME ZONE tz) = date_part('year', now_ts AT TIME ZONE tz) THEN
            to_char(was AT TIME ZONE tz, 'Dy FMDD Mon HH24:MI') || ' → ' || to_char(now_ts AT TIME ZONE tz, 'Dy FMDD Mon HH24:MI')
        ELSE
            to_char(was AT TIME ZONE tz, 'Dy FMDD Mon YYYY HH24:MI') || ' → ' || to_char(now_ts AT TIME ZONE tz, 'Dy FMDD Mon YYYY HH24:MI')
    END
$$;

CREATE OR REPLACE FUNCTION notification_of(s sets, old_start timestamptz, old_stage uuid, old_archived boolean,
                                           OUT kind text, OUT message text) LANGUAGE plpgsql STABLE AS $$
DECLARE
    tz    text;
    stage text;
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
        message := s.name || ' moved: ' || notification_move(old_start, s.time_start, tz) || ', ' || stage;
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

CREATE OR REPLACE FUNCTION notify_set_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    k text;
    m text;
BEGIN
    -- Fans see nothing of an edition that is not public (the reminder scan checks the same).
    IF NOT EXISTS (SELECT 1 FROM festival_editions e JOIN festivals f ON f.id = e.festival_id
                    WHERE e.id = NEW.festival_edition_id
                      AND e.published AND NOT e.archived AND f.published AND NOT f.archived) THEN
        RETURN NULL;
    END IF;
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
