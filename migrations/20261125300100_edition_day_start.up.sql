-- A festival day runs from this local hour to the same hour the next day, so a set at 01:30 on
-- Saturday belongs to Friday's night (default 06:00).
ALTER TABLE festival_editions ADD COLUMN day_start_hour smallint NOT NULL DEFAULT 6
    CHECK (day_start_hour BETWEEN 0 AND 12);
