DROP TRIGGER IF EXISTS votes_tally_truncate ON votes;
DROP TRIGGER IF EXISTS votes_tally_update ON votes;
DROP TRIGGER IF EXISTS votes_tally_insert_delete ON votes;
DROP TRIGGER IF EXISTS sets_tally_row ON sets;
DROP FUNCTION IF EXISTS set_tallies_clear();
DROP FUNCTION IF EXISTS set_tallies_count_vote();
DROP FUNCTION IF EXISTS set_tallies_new_set();
DROP TABLE IF EXISTS set_tallies;
