-- Walking between stages (issue 28): a stage's place on the edition's site map, in metres east
-- (x) and south (y) of the map's top-left corner, and the edition's walking speed and the
-- minutes assumed between stages that have no place.
ALTER TABLE stages ADD COLUMN pos_x double precision, ADD COLUMN pos_y double precision,
  ADD CONSTRAINT stages_position CHECK ((pos_x IS NULL) = (pos_y IS NULL)
    AND (pos_x IS NULL OR (pos_x BETWEEN 0 AND 100000 AND pos_y BETWEEN 0 AND 100000)));

ALTER TABLE festival_editions
  ADD COLUMN walking_meters_per_minute integer NOT NULL DEFAULT 70
    CONSTRAINT festival_editions_walking_speed CHECK (walking_meters_per_minute BETWEEN 1 AND 300),
  ADD COLUMN default_walk_minutes integer NOT NULL DEFAULT 10
    CONSTRAINT festival_editions_default_walk CHECK (default_walk_minutes BETWEEN 0 AND 120);
