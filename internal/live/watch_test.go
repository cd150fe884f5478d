package live_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/changes"
	"festival/internal/live"
	"festival/internal/testdb"
)

// watcher records what the hub tells the card cache.
type watcher struct {
	mu        sync.Mutex
	listening []bool
	changed   []uuid.UUID
	kick      chan struct{}
}

func (w *watcher) note(f func()) {
	w.mu.Lock()
	f()
	w.mu.Unlock()
	select {
	case w.kick <- struct{}{}:
	default:
	}
}
func (w *watcher) Listening(on bool) { w.note(func() { w.listening = append(w.listening, on) }) }
func (w *watcher) SetChanged(s uuid.UUID) {
	w.note(func() { w.changed = append(w.changed, s) })
}

// until waits (10 s at most) for cond, checked under the watcher's lock after each call.
func (w *watcher) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		w.mu.Lock()
		ok := cond()
		w.mu.Unlock()
		if ok {
			return
		}
		select {
		case <-w.kick:
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// The listener tells the card cache when it starts and stops hearing changes, and which sets'
// content changed; a change of votes only leaves the cache alone.
func TestListenerTellsTheCardCacheWhatChanged(t *testing.T) {
	store := testdb.Open(t)
	w := &watcher{kick: make(chan struct{}, 1)}
	f := &fakeLoad{}
	edition, voted, edited := uuid.New(), uuid.New(), uuid.New()
	h := &live.Hub{Pool: store.Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Coalesce: 10 * time.Millisecond, Watch: w}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { h.Run(ctx); close(done) }()
	w.until(t, "the listener to start", func() bool { return len(w.listening) == 1 && w.listening[0] })

	// Handled in commit order: once the content change is heard, the votes-only one before it was too.
	for _, payload := range []string{edition.String() + " " + voted.String() + " " + changes.VotesKind, edition.String() + " " + edited.String()} {
		if _, err := store.ExecContext(ctx, `SELECT pg_notify(?, ?)`, changes.Channel, payload); err != nil {
			t.Fatal(err)
		}
	}
	w.until(t, "the edited set's change", func() bool { return len(w.changed) > 0 })
	w.mu.Lock()
	if len(w.changed) != 1 || w.changed[0] != edited {
		t.Errorf("the cache was told of %v, want only %v", w.changed, edited)
	}
	w.mu.Unlock()

	cancel()
	<-done
	w.until(t, "the listener to stop", func() bool { return len(w.listening) == 2 && !w.listening[1] })
}
