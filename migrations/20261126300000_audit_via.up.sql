-- Who made a change when no signed-in user did: "command line", "sign-in bootstrap",
-- "account deletion". NULL for changes made by a signed-in user (actor_id).
ALTER TABLE audit_log ADD COLUMN via text;
