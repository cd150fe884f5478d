ALTER TABLE set_tallies RESET (fillfactor, autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold);
ALTER INDEX set_tallies_pkey RESET (fillfactor);
