-- Personal access tokens (issue 37): a developer's script acts as its user with the scopes the
-- token was given (READ; VOTE for votes, notes and plans), until it expires or is revoked. Only
-- the token's SHA-256 is kept; the token itself is shown once, when it is created.
CREATE TABLE access_tokens (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    token_hash   bytea NOT NULL UNIQUE,
    scopes       text[] NOT NULL CHECK (scopes <@ ARRAY['read', 'vote']::text[] AND cardinality(scopes) > 0),
    created_at   timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at   timestamptz
);
CREATE INDEX access_tokens_user_idx ON access_tokens (user_id, created_at);

-- A revoked or deleted token closes the WebSockets it opened, like a session (the same channel;
-- the payload is the row id, never the token).
CREATE TRIGGER access_tokens_revoked_notify
    AFTER UPDATE OF revoked_at ON access_tokens
    FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
    EXECUTE FUNCTION notify_session_revoked();

CREATE TRIGGER access_tokens_delete_notify
    AFTER DELETE ON access_tokens
    FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
    EXECUTE FUNCTION notify_session_revoked();
