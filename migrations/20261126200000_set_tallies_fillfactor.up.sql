-- Every vote updates its set's counter row. At the default fillfactor (100) the 600 rows of an
-- edition fill a few pages, so almost no update finds room on its page: it is not HOT, and the
-- table and its key index grow with dead versions until autovacuum comes (the benchmark load
-- left 41,763 dead rows in 379 pages, and the sets page read all of them). Leaving four fifths
-- of each page free keeps the updates HOT, so each page prunes its own dead versions; CLUSTER
-- rewrites the table once at the new fillfactor.
ALTER TABLE set_tallies SET (fillfactor = 20, autovacuum_vacuum_scale_factor = 0.0,
    autovacuum_vacuum_threshold = 1000);
ALTER INDEX set_tallies_pkey SET (fillfactor = 50);
CLUSTER set_tallies USING set_tallies_pkey;
