ALTER TABLE audit_log DROP COLUMN edition_id;
