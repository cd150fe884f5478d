-- Open WebSockets close as soon as their session ends: revoking a live session (sign out, sign
-- out everywhere) or deleting it (account deletion) publishes its row id on the channel
-- session_revoked inside the revoking transaction, so every instance's listener hears it at
-- commit (internal/live). The payload is the opaque row id, never the token.
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('session_revoked', OLD.id::text);
    RETURN NULL;
END
$$;

CREATE TRIGGER sessions_revoked_notify
    AFTER UPDATE OF revoked_at ON sessions
    FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
    EXECUTE FUNCTION notify_session_revoked();

CREATE TRIGGER sessions_delete_notify
    AFTER DELETE ON sessions
    FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
    EXECUTE FUNCTION notify_session_revoked();
