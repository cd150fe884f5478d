ALTER TABLE festival_editions DROP COLUMN IF EXISTS day_start_hour;
