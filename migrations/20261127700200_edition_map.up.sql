-- An edition's site map (issue 28): the stored image (its URL, and its size in pixels, so
-- clients place pins before the image loads) and the real width in metres it shows.
ALTER TABLE festival_editions
  ADD COLUMN map_url text,
  ADD COLUMN map_width_px integer,
  ADD COLUMN map_height_px integer,
  ADD COLUMN map_width_meters double precision
    CONSTRAINT festival_editions_map_width CHECK (map_width_meters BETWEEN 1 AND 100000),
  ADD CONSTRAINT festival_editions_map_size CHECK ((map_url IS NULL) = (map_width_px IS NULL)
    AND (map_url IS NULL) = (map_height_px IS NULL));
