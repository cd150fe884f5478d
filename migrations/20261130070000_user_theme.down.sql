ALTER TABLE users DROP COLUMN theme_changed_at;
ALTER TABLE users DROP COLUMN theme;
