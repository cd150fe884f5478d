//go:build linux

package db_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"festival/internal/db"
	"festival/internal/rawio"
	"festival/internal/testdb"
)

// The pool's connections and the listener's read and write with raw system calls (rawio), and
// a query cancelled while PostgreSQL runs it still ends at once: pgx interrupts the read with a
// deadline, which the wrapped connection honours. The connection then serves the next query.
func TestConnectionsReadRaw(t *testing.T) {
	ctx := context.Background()
	store, err := db.OpenWith(ctx, testdb.URL(t), db.Options{MaxConns: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	conn, err := store.Pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	if c := conn.Conn().PgConn().Conn(); func() bool { _, ok := c.(*rawio.Conn); return !ok }() {
		t.Fatalf("a pool connection is a %T, not a rawio.Conn", c)
	}
	listener, err := db.ConnectListener(ctx, store.Pool)
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close(ctx)
	if c := listener.PgConn().Conn(); func() bool { _, ok := c.(*rawio.Conn); return !ok }() {
		t.Fatalf("the listener's connection is a %T, not a rawio.Conn", c)
	}

	var pid int
	if err := conn.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
		t.Fatal(err)
	}
	qctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() {
		_, err := conn.Exec(qctx, "SELECT pg_sleep(60)")
		done <- err
	}()
	// Cancel once PostgreSQL runs the sleep (the wait for that state is bounded, not timed).
	wctx, stop := context.WithTimeout(ctx, 30*time.Second)
	defer stop()
	for running := false; !running; time.Sleep(10 * time.Millisecond) {
		if err := listener.QueryRow(wctx, "SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%' AND state = 'active')", pid).Scan(&running); err != nil {
			t.Fatalf("waiting for the query to run: %v", err)
		}
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("the cancelled query ended with %v; want context.Canceled", err)
		}
	case <-time.After(30 * time.Second): // far longer than pgx's cancel takes; the sleep is 60 s
		t.Fatal("the cancelled query did not end")
	}
	// The pool's connection may have been closed by the cancellation; the pool serves the next query.
	conn.Release()
	var one int
	if err := store.Pool.QueryRow(ctx, "SELECT 1").Scan(&one); err != nil || one != 1 {
		t.Fatalf("the next query = %d, %v", one, err)
	}
}
