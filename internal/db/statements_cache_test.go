package db_test

import (
	"context"
	"testing"

	"festival/internal/db"
	"festival/internal/testdb"
)

// bun writes every argument into the SQL text, so nearly every query is a text of its own. With
// pgx's default mode each would be prepared on the server and kept in the connection's
// statement cache (up to 512 per connection, on both sides): memory that grows with traffic
// until the caches are full (the soak's heap drift). Queries run unprepared instead.
func TestDistinctQueriesLeaveNoPreparedStatements(t *testing.T) {
	ctx := context.Background()
	store, err := db.Open(ctx, testdb.URL(t), 1) // one connection: every query runs on it
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for i := 0; i < 50; i++ {
		var n int
		if err := store.NewSelect().ColumnExpr("?::int", i).Scan(ctx, &n); err != nil || n != i {
			t.Fatalf("select %d: %d %v", i, n, err)
		}
	}
	var prepared int
	if err := store.NewRaw("SELECT count(*) FROM pg_prepared_statements").Scan(ctx, &prepared); err != nil {
		t.Fatal(err)
	}
	if prepared != 0 {
		t.Fatalf("%d prepared statements kept on the connection after 50 distinct queries, want none", prepared)
	}
}
