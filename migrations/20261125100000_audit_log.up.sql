-- Every admin write: who, what, when, and the object's row before and after (JSONB), written
-- in the write's own transaction (internal/audit).
CREATE TABLE audit_log (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    actor_id    uuid REFERENCES users (id) ON DELETE SET NULL,
    action      text NOT NULL CHECK (action <> ''),
    entity_type text NOT NULL CHECK (entity_type <> ''),
    entity_id   uuid NOT NULL,
    before      jsonb,
    after       jsonb,
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
