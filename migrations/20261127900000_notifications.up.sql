-- Notifications that concern a user (issue 29): a set they voted Must Go or Interested on, or
-- have in a saved plan, changed time or stage, was cancelled (archived) or restored. Written by
-- the trigger below in the transaction of the change, whoever the writer is (admin, CSV import).
CREATE TABLE notifications (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    set_id       uuid REFERENCES sets (id) ON DELETE CASCADE,
    kind         text NOT NULL CHECK (kind IN ('SET_TIME_CHANGED', 'SET_STAGE_CHANGED', 'SET_CANCELLED', 'SET_RESTORED', 'REMINDER')),
    message      text NOT NULL,
    -- The set as it was before the first change of a burst (changes within a minute merge).
    old_start    timestamptz,
    old_stage_id uuid,
    old_archived boolean,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    read_at      timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, set_id) WHERE read_at IS NULL;

-- Per user: the reminder's lead time (NULL: off); no row means 15 minutes.
CREATE TABLE notification_settings (
    user_id          uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    reminder_minutes smallint CHECK (reminder_minutes IN (5, 10, 15, 30))
);

-- Reminders to send: made by a periodic scan when due, claimed by workers with
-- FOR UPDATE SKIP LOCKED; the key holds the set's start, so a moved set gets a reminder at its
-- new time and never two for one time.
CREATE TABLE reminder_jobs (
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    set_id     uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    set_start  timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    done_at    timestamptz,
    PRIMARY KEY (user_id, set_id, set_start)
);
-- The reminder scan looks for sets starting soon, across editions.
CREATE INDEX sets_start_soon_idx ON sets (time_start) WHERE NOT archived;
CREATE INDEX reminder_jobs_pending_idx ON reminder_jobs (created_at) WHERE done_at IS NULL;

-- Web Push subscriptions, one per device (endpoint).
CREATE TABLE push_subscriptions (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint   text NOT NULL UNIQUE CHECK (length(endpoint) <= 2000),
    p256dh     text NOT NULL CHECK (length(p256dh) <= 200),
    auth       text NOT NULL CHECK (length(auth) <= 100),
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- The push outbox: one row per notification and device, drained by workers at a bounded rate.
CREATE TABLE push_jobs (
    id              bigserial PRIMARY KEY,
    notification_id uuid NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
    subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    attempts        int NOT NULL DEFAULT 0,
    run_at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (notification_id, subscription_id)
);
CREATE INDEX push_jobs_run_idx ON push_jobs (run_at);
CREATE INDEX push_jobs_subscription_idx ON push_jobs (subscription_id);

-- The development VAPID key pair, made once when the environment gives none.
CREATE TABLE vapid_keys (
    id          boolean PRIMARY KEY DEFAULT true CHECK (id),
    public_key  text NOT NULL,
    private_key text NOT NULL
);

-- "Sat 20:00" in the edition's time zone.
CREATE FUNCTION notification_time(ts timestamptz, tz text) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN ts IS NULL THEN 'no time' ELSE to_char(ts AT TIME ZONE tz, 'Dy HH24:MI') END
$$;

-- The kind and message of a change from (old_start, old_stage, old_archived) to the set's
-- current state s.
CREATE FUNCTION notification_of(s sets, old_start timestamptz, old_stage uuid, old_archived boolean,
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
CREATE FUNCTION notify_set_change() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER sets_notify_users
    AFTER UPDATE OF time_start, time_end, stage_id, archived ON sets
    FOR EACH ROW WHEN (NOT (OLD.archived AND NEW.archived) AND (OLD.time_start IS DISTINCT FROM NEW.time_start
                    OR OLD.time_end IS DISTINCT FROM NEW.time_end
                    OR OLD.stage_id IS DISTINCT FROM NEW.stage_id
                    OR OLD.archived IS DISTINCT FROM NEW.archived))
    EXECUTE FUNCTION notify_set_change();
