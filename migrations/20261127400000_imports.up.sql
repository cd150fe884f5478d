-- Applied CSV imports of an edition, so the last one can be undone for 24 hours: what each
-- changed row was before (import_rows.before, the audit snapshot), and which rows it created.
CREATE TABLE imports (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    kind                text NOT NULL CHECK (kind IN ('stages', 'sets')),
    file_name           text NOT NULL CHECK (length(file_name) <= 255),
    actor_id            uuid REFERENCES users (id) ON DELETE SET NULL,
    via                 text,
    rows                int NOT NULL CHECK (rows >= 0),
    created             int NOT NULL CHECK (created >= 0),
    changed             int NOT NULL CHECK (changed >= 0),
    unchanged           int NOT NULL CHECK (unchanged >= 0),
    applied_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
    undone_at           timestamptz
);
CREATE INDEX imports_edition_idx ON imports (festival_edition_id, applied_at DESC);

CREATE TABLE import_rows (
    import_id   uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
    position    int NOT NULL,
    entity_type text NOT NULL CHECK (entity_type IN ('Stage', 'Set', 'Artist')),
    entity_id   uuid NOT NULL,
    action      text NOT NULL CHECK (action IN ('created', 'changed')),
    before      jsonb,
    PRIMARY KEY (import_id, position)
);
