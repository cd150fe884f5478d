ALTER TABLE festival_editions DROP CONSTRAINT festival_editions_map_size,
  DROP COLUMN map_url, DROP COLUMN map_width_px, DROP COLUMN map_height_px, DROP COLUMN map_width_meters;
