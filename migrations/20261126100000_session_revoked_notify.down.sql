DROP TRIGGER IF EXISTS sessions_delete_notify ON sessions;
DROP TRIGGER IF EXISTS sessions_revoked_notify ON sessions;
DROP FUNCTION IF EXISTS notify_session_revoked();
