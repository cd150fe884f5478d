DROP TRIGGER IF EXISTS sets_notify_users ON sets;
DROP FUNCTION IF EXISTS notify_set_change();
DROP FUNCTION IF EXISTS notification_of(sets, timestamptz, uuid, boolean);
DROP FUNCTION IF EXISTS notification_time(timestamptz, text);
DROP INDEX IF EXISTS sets_start_soon_idx;
DROP TABLE IF EXISTS vapid_keys, push_jobs, push_subscriptions, reminder_jobs, notification_settings, notifications;
