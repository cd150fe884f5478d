ALTER TABLE festival_editions DROP COLUMN walking_meters_per_minute, DROP COLUMN default_walk_minutes;
ALTER TABLE stages DROP CONSTRAINT stages_position, DROP COLUMN pos_x, DROP COLUMN pos_y;
