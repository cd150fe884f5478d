-- Issue 36 item 4 (Day and night): the viewer's theme, kept on the server so it follows the
-- account to another device (each device also keeps its own copy, for the first paint).
-- 'system' follows the device's prefers-color-scheme; 'light' and 'dark' fix the theme.
-- theme_changed_at is when it was last chosen (null: never): a device adopts the server's theme
-- only when it is newer than the one it knows, so an older copy (a saved offline store) never
-- overrides a newer choice.
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system'
    CONSTRAINT users_theme_check CHECK (theme IN ('system', 'light', 'dark'));
ALTER TABLE users ADD COLUMN theme_changed_at timestamptz;
