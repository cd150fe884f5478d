package db_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"festival/internal/db"
	"festival/internal/testdb"
)

// A pipeline's statements run in one implicit transaction, and its named statements are
// prepared once per connection (not once per call, not per value).
func TestPipelinePreparesOnceAndRunsAsOneTransaction(t *testing.T) {
	ctx := context.Background()
	store, err := db.Open(ctx, testdb.URL(t), 1) // one connection: every call runs on it
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	double := db.Statement{Name: "test_double", SQL: "SELECT $1::int * 2"}
	for i := 0; i < 20; i++ {
		b := &pgx.Batch{}
		b.Queue("SELECT pg_advisory_xact_lock(42)")
		b.Queue(double.Name, i)
		b.Queue("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()")
		var got, locks int
		err := store.Pipeline(ctx, []db.Statement{double}, b, func(br pgx.BatchResults) error {
			if _, err := br.Exec(); err != nil {
				return err
			}
			if err := br.QueryRow().Scan(&got); err != nil {
				return err
			}
			return br.QueryRow().Scan(&locks)
		})
		if err != nil || got != 2*i {
			t.Fatalf("call %d: %d %v", i, got, err)
		}
		if locks != 1 { // the transaction-level lock still held by the third statement
			t.Fatalf("call %d: %d advisory locks held inside the pipeline, want 1", i, locks)
		}
	}
	var prepared []struct {
		Name  string `bun:"name"`
		Plans int    `bun:"plans"`
	}
	if err := store.NewRaw("SELECT name, generic_plans + custom_plans AS plans FROM pg_prepared_statements").Scan(ctx, &prepared); err != nil {
		t.Fatal(err)
	}
	if len(prepared) != 1 || prepared[0].Name != double.Name || prepared[0].Plans != 20 {
		t.Fatalf("prepared statements after 20 calls: %+v, want %s run 20 times", prepared, double.Name)
	}
	var held int
	// Only this test's database: the server is shared with other work, whose locks are not ours.
	if err := store.NewRaw(`SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(ctx, &held); err != nil || held != 0 {
		t.Fatalf("%d advisory locks left after the pipelines (%v): the transaction did not end", held, err)
	}
}
