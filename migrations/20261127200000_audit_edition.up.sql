-- The edition an entry belongs to (its sets, stages and the edition itself), so an edition's
-- audit log is one index range. No foreign key: an entry outlives what it describes.
ALTER TABLE audit_log ADD COLUMN edition_id uuid;

UPDATE audit_log SET edition_id = CASE
    WHEN entity_type = 'Edition' THEN entity_id
    ELSE (SELECT t.v::uuid FROM unnest(ARRAY[
            after ->> 'festival_edition_id', after ->> 'edition_id',
            before ->> 'festival_edition_id', before ->> 'edition_id']) WITH ORDINALITY AS t (v, n)
        WHERE t.v ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' ORDER BY t.n LIMIT 1)
    END;

CREATE INDEX audit_log_edition_idx ON audit_log (edition_id, created_at DESC, id DESC) WHERE edition_id IS NOT NULL;
