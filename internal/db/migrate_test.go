package db_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"festival/internal/db"
	"festival/internal/testdb"
)

// Instances started together on a fresh database all come up: the later migrators wait for the
// first instead of failing with bun's "migrations table is already locked".
func TestInstancesMigratingTogetherAllSucceed(t *testing.T) {
	url := testdb.EmptyURL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const n = 3
	applied := make([][]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			store, err := db.Open(ctx, url, 2)
			if err != nil {
				errs[i] = err
				return
			}
			defer store.Close()
			applied[i], errs[i] = db.Migrate(ctx, store)
		}()
	}
	wg.Wait()
	total := 0
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("instance %d: %v", i, errs[i])
		}
		total += len(applied[i])
	}
	store, err := db.Open(ctx, url, 2)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	pending, err := db.Pending(ctx, store)
	if err != nil || pending != 0 {
		t.Fatalf("pending after migrating = %d, %v", pending, err)
	}
	var rows int
	if err := store.Pool.QueryRow(ctx, "SELECT count(*) FROM bun_migrations").Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if total != rows {
		t.Fatalf("instances applied %d migrations in all, bun_migrations has %d: some ran twice or not at all", total, rows)
	}
}
