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

// watchLog records what the hub tells its ChangeWatcher.
type watchLog struct {
	mu        sync.Mutex
	listening bool
	changed   map[uuid.UUID]bool
}

func (w *watchLog) Listening(on bool) { w.mu.Lock(); w.listening = on; w.mu.Unlock() }
func (w *watchLog) SetChanged(set uuid.UUID) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.changed == nil {
		w.changed = map[uuid.UUID]bool{}
	}
	w.changed[set] = true
}
func (w *watchLog) seen(set uuid.UUID) bool { w.mu.Lock(); defer w.mu.Unlock(); return w.changed[set] }
func (w *watchLog) up() bool                { w.mu.Lock(); defer w.mu.Unlock(); return w.listening }

// CaughtUp returns only once the listener has handled every change committed before the call:
// the watcher (the card cache) has already dropped each of them. Changes of several sets in one
// message count for each.
func TestCaughtUpFollowsCommittedChanges(t *testing.T) {
	store := testdb.Open(t)
	w := &watchLog{}
	h := &live.Hub{Pool: store.Pool, Load: (&fakeLoad{}).load(uuid.New()), Watch: w,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Coalesce: 10 * time.Millisecond}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go h.Run(ctx)
	deadline := time.Now().Add(10 * time.Second)
	for !w.up() {
		if time.Now().After(deadline) {
			t.Fatal("the listener never came up")
		}
		time.Sleep(10 * time.Millisecond)
	}
	edition := uuid.New()
	for round := range 20 {
		a, b := uuid.New(), uuid.New()
		if _, err := store.ExecContext(ctx, "SELECT pg_notify(?, ?)", changes.Channel,
			edition.String()+" "+a.String()+" "+b.String()); err != nil {
			t.Fatal(err)
		}
		cctx, ccancel := context.WithTimeout(ctx, 10*time.Second)
		ok := h.CaughtUp(cctx)
		ccancel()
		if !ok || !w.seen(a) || !w.seen(b) {
			t.Fatalf("round %d: CaughtUp %v returned before the listener handled the change (seen %v %v)", round, ok, w.seen(a), w.seen(b))
		}
	}
}
