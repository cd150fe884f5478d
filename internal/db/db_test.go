package db_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"festival/internal/db"
	"festival/internal/testdb"
)

// A request pool that is fully taken neither blocks the readiness probe nor the LISTEN
// connection, and a query that cannot get a connection fails within the acquire timeout
// (even with no deadline of its own) with an error classified as unavailable.
func TestFullPoolStarvesNobody(t *testing.T) {
	ctx := context.Background()
	store, err := db.OpenWith(ctx, testdb.URL(t), db.Options{MaxConns: 2, AcquireTimeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var txs []*sql.Tx
	for i := 0; i < 2; i++ { // take every connection of the pool through bun
		tx, err := store.DB.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tx.ExecContext(ctx, "SELECT 1"); err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx.Tx)
	}
	defer func() { // before store.Close, which waits for every connection
		for _, tx := range txs {
			_ = tx.Rollback()
		}
	}()

	rctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	if err := db.Ready(rctx, store); err != nil {
		t.Fatalf("readiness with a full pool: %v", err)
	}
	l, err := db.ConnectListener(rctx, store.Pool)
	if err != nil {
		t.Fatalf("listener with a full pool: %v", err)
	}
	_ = l.Close(ctx)

	done := make(chan error, 1)
	go func() {
		var n int
		done <- store.NewRaw("SELECT 1").Scan(ctx, &n)
	}()
	select {
	case err := <-done:
		if err == nil || !db.IsUnavailable(err) {
			t.Fatalf("query with a full pool: %v, want an unavailable error", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a query waited for a connection without bound")
	}
}

func TestIsUnavailable(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{sql.ErrNoRows, false},
		{errors.New("boom"), false},
		{&pgconn.PgError{Code: "23505"}, false},
		{context.DeadlineExceeded, true},
		{fmt.Errorf("lookup session: %w", context.DeadlineExceeded), true},
		{&pgconn.PgError{Code: "57P01"}, true},
		{&pgconn.PgError{Code: "08006"}, true},
		{&pgconn.PgError{Code: "53300"}, true},
	} {
		if got := db.IsUnavailable(c.err); got != c.want {
			t.Errorf("IsUnavailable(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}
