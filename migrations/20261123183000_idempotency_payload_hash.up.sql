-- The payload a client id was first used with, hashed: the same id with a different payload
-- is a conflict, not a replay. Rows stored before this migration have none and replay as before.
ALTER TABLE idempotency_keys ADD COLUMN payload_hash bytea;
