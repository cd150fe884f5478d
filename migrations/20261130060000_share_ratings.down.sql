ALTER TABLE festival_editions DROP COLUMN ratings_public;
DROP TABLE set_ratings;
DROP TABLE plan_shares;
