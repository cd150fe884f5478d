package live_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/changes"
	"festival/internal/lineup"
	"festival/internal/live"
	"festival/internal/testdb"
)

// A session's NOTIFY ends exactly its watches, and stopped or ended watches leave nothing
// behind. After the listener reconnects, every watched session is checked again (its NOTIFY
// may have been missed) and those that ended are ended.
func TestSessionEndsReachTheirWatches(t *testing.T) {
	store := testdb.Open(t)
	gone := uuid.New()
	var asked atomic.Int32
	h := &live.Hub{Pool: store.Pool, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Coalesce: 10 * time.Millisecond,
		SessionsEnded: func(_ context.Context, ids []uuid.UUID) ([]uuid.UUID, error) {
			asked.Add(1)
			for _, id := range ids {
				if id == gone {
					return []uuid.UUID{gone}, nil
				}
			}
			return nil, nil
		}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go h.Run(ctx)

	revoked, other := uuid.New(), uuid.New()
	ended := make(chan uuid.UUID, 10)
	watch := func(id uuid.UUID) func() { return h.WatchSession(id, func() { ended <- id }) }
	watch(revoked)
	watch(revoked) // a second socket of the same session
	stopOther := watch(other)
	time.Sleep(200 * time.Millisecond) // let LISTEN start

	if _, err := store.ExecContext(ctx, "SELECT pg_notify(?, ?)", live.SessionChannel, revoked.String()); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		select {
		case id := <-ended:
			if id != revoked {
				t.Fatalf("ended %v, want only %v", id, revoked)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the revoked session's watches were not ended")
		}
	}
	stopOther()
	if n := h.WatchedSessions(); n != 0 {
		t.Fatalf("%d sessions still watched after their sockets' end", n)
	}

	// The listener loses its connection; meanwhile gone ended without a NOTIFY heard.
	watch(gone)
	defer watch(uuid.New())()
	before := asked.Load()
	if _, err := store.ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`); err != nil {
		t.Fatal(err)
	}
	select {
	case id := <-ended:
		if id != gone {
			t.Fatalf("ended %v after the reconnect, want %v", id, gone)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("no session ended after the reconnect (asked %d times before, %d after)", before, asked.Load())
	}
	if n := h.WatchedSessions(); n != 1 {
		t.Fatalf("%d sessions watched, want the one still live", n)
	}
}

// A session's end is handled before any notification that follows it: with the revocation and
// a set change in one transaction, the watch's end (made slow here) has returned before the
// hub loads the change for its subscribers. Handled on the side, the load would come first and
// the change could reach the revoked socket.
func TestSessionEndIsHandledBeforeLaterChanges(t *testing.T) {
	store := testdb.Open(t)
	edition, set, session := uuid.New(), uuid.New(), uuid.New()
	var mu sync.Mutex
	var order []string
	record := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		order = append(order, s)
	}
	f := &fakeLoad{}
	load := f.load(edition)
	h := &live.Hub{Pool: store.Pool, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Coalesce: 10 * time.Millisecond,
		Load: func(ctx context.Context, ids []uuid.UUID) ([]*lineup.Card, error) {
			record("load")
			return load(ctx, ids)
		}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go h.Run(ctx)
	sub := h.Subscribe(edition, false)
	h.WatchSession(session, func() {
		time.Sleep(200 * time.Millisecond)
		record("end")
	})
	time.Sleep(200 * time.Millisecond) // let LISTEN start

	tx, err := store.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "SELECT pg_notify(?, ?)", live.SessionChannel, session.String()); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "SELECT pg_notify(?, ?)", changes.Channel, edition.String()+" "+set.String()); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := recv(t, sub); got.ID != set {
		t.Fatalf("got %v", got.ID)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(order) != 2 || order[0] != "end" {
		t.Fatalf("order %v, want the session's end before the change's load", order)
	}
}

// Every SessionCheckInterval the hub asks about all watched sessions in one call, and ends the
// watches of those that ended, though no NOTIFY came and the listener never reconnected.
func TestWatchedSessionsAreCheckedTogether(t *testing.T) {
	store := testdb.Open(t)
	gone := uuid.New()
	calls := make(chan []uuid.UUID, 100)
	h := &live.Hub{Pool: store.Pool, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Coalesce: 10 * time.Millisecond,
		SessionCheckInterval: 50 * time.Millisecond,
		SessionsEnded: func(_ context.Context, ids []uuid.UUID) ([]uuid.UUID, error) {
			calls <- ids
			for _, id := range ids {
				if id == gone {
					return []uuid.UUID{gone}, nil
				}
			}
			return nil, nil
		}}
	ended := make(chan uuid.UUID, 10)
	watch := func(id uuid.UUID) func() { return h.WatchSession(id, func() { ended <- id }) }
	watch(gone)
	watch(gone) // a second socket of the same session
	defer watch(uuid.New())()
	defer watch(uuid.New())()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go h.Run(ctx)

	select {
	case ids := <-calls:
		if len(ids) != 3 {
			t.Fatalf("one check asked about %d sessions, want all 3 watched", len(ids))
		}
	case <-time.After(30 * time.Second):
		t.Fatal("no periodic check of the watched sessions")
	}
	for range 2 {
		select {
		case id := <-ended:
			if id != gone {
				t.Fatalf("ended %v, want only %v", id, gone)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the ended session's watches were not ended by the periodic check")
		}
	}
}
