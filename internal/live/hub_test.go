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

	"festival/internal/festival"
	"festival/internal/lineup"
	"festival/internal/live"
	"festival/internal/testdb"
)

type fakeLoad struct {
	calls atomic.Int32
	mu    sync.Mutex
	ids   [][]uuid.UUID
}

func (f *fakeLoad) load(edition uuid.UUID) func(context.Context, []uuid.UUID) ([]*lineup.Card, error) {
	return func(_ context.Context, ids []uuid.UUID) ([]*lineup.Card, error) {
		f.calls.Add(1)
		f.mu.Lock()
		f.ids = append(f.ids, ids)
		f.mu.Unlock()
		out := make([]*lineup.Card, len(ids))
		for i, id := range ids {
			out[i] = &lineup.Card{Set: &lineup.Set{ID: id, FestivalEditionID: edition}}
		}
		return out, nil
	}
}

func startHub(t *testing.T, f *fakeLoad, edition uuid.UUID, buffer int) *live.Hub {
	t.Helper()
	store := testdb.Open(t)
	h := &live.Hub{Pool: store.Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Coalesce: 40 * time.Millisecond, Buffer: buffer}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	return h
}

func recv(t *testing.T, s *live.Sub) *lineup.Set {
	t.Helper()
	select {
	case ev, ok := <-s.C:
		if !ok {
			t.Fatal("subscription closed")
		}
		return ev.Card.Set
	case <-time.After(5 * time.Second):
		t.Fatal("no event")
	}
	return nil
}

// One load per event for all subscribers, who all get the very same value; a burst on one set
// is coalesced into one event.
func TestEventsAreLoadedOnceSharedAndCoalesced(t *testing.T) {
	f := &fakeLoad{}
	edition, set := uuid.New(), uuid.New()
	h := startHub(t, f, edition, 8)
	subs := []*live.Sub{h.Subscribe(edition, false), h.Subscribe(edition, false), h.Subscribe(edition, false)}
	other := h.Subscribe(uuid.New(), false)
	for i := 0; i < 50; i++ {
		h.Publish(edition, set)
	}
	first := recv(t, subs[0])
	for _, s := range subs[1:] {
		if got := recv(t, s); got != first {
			t.Fatal("subscribers got different values: the event was loaded more than once")
		}
	}
	time.Sleep(150 * time.Millisecond)
	if n := f.calls.Load(); n != 1 {
		t.Fatalf("50 changes on one set caused %d loads, want 1", n)
	}
	for _, s := range append(subs, other) {
		select {
		case extra := <-s.C:
			t.Fatalf("unexpected extra event %v", extra)
		default:
		}
	}
}

// A subscriber that does not read is dropped; the others keep receiving.
func TestSlowSubscriberIsDroppedWithoutBlockingOthers(t *testing.T) {
	f := &fakeLoad{}
	edition := uuid.New()
	h := startHub(t, f, edition, 2)
	slow, fast := h.Subscribe(edition, false), h.Subscribe(edition, false)
	for i := 0; i < 5; i++ {
		h.Publish(edition, uuid.New())
		recv(t, fast)
	}
	drained := 0
	for range slow.C { // closed by the hub after its buffer of 2 filled
		drained++
	}
	if drained != 2 {
		t.Fatalf("slow subscriber held %d events before being dropped, want 2", drained)
	}
	if h.Subscribers() != 1 {
		t.Fatalf("%d subscribers left, want 1", h.Subscribers())
	}
	h.Unsubscribe(slow) // safe after a drop
}

// Events travel through PostgreSQL: a NOTIFY committed by any connection reaches the hub.
func TestNotifyReachesSubscribers(t *testing.T) {
	f := &fakeLoad{}
	edition, set := uuid.New(), uuid.New()
	store := testdb.Open(t)
	h := &live.Hub{Pool: store.Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Coalesce: 10 * time.Millisecond}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go h.Run(ctx)
	sub := h.Subscribe(edition, false)
	time.Sleep(200 * time.Millisecond) // let LISTEN start

	tx, err := store.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := live.NotifySetChanged(ctx, tx, edition, set); err != nil {
		t.Fatal(err)
	}
	select {
	case <-sub.C:
		t.Fatal("an uncommitted change was delivered")
	case <-time.After(200 * time.Millisecond):
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := recv(t, sub); got.ID != set {
		t.Fatalf("got %v", got.ID)
	}
}

// One event's Memo computes a value once for all its subscribers, and a failed computation is
// retried by the next.
func TestEventMemoComputesOnce(t *testing.T) {
	ev := &live.Event{}
	var calls atomic.Int32
	var wg sync.WaitGroup
	results := make(chan any, 50)
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, ok := ev.Memo(context.Background(), "k", func() (any, bool) {
				calls.Add(1)
				time.Sleep(20 * time.Millisecond)
				return "value", true
			})
			if !ok {
				t.Error("memo failed")
			}
			results <- v
		}()
	}
	wg.Wait()
	close(results)
	for v := range results {
		if v != "value" {
			t.Fatalf("got %v", v)
		}
	}
	if n := calls.Load(); n != 1 {
		t.Fatalf("computed %d times, want 1", n)
	}
	if _, ok := ev.Memo(context.Background(), "bad", func() (any, bool) { return nil, false }); ok {
		t.Fatal("a failed computation was reported ok")
	}
	if v, ok := ev.Memo(context.Background(), "bad", func() (any, bool) { return 2, true }); !ok || v != 2 {
		t.Fatalf("retry after failure: %v %v", v, ok)
	}
}

// A visibility event completes the subscribers who may no longer see the edition: everyone
// when archived, all but admins when unpublished.
func TestSubscribersCompletedWhenEditionHidden(t *testing.T) {
	f := &fakeLoad{}
	edition := uuid.New()
	var mu sync.Mutex
	vis := festival.Visibility{Admins: true, Public: true}
	h := &live.Hub{Pool: testdb.Open(t).Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Coalesce: 20 * time.Millisecond, Buffer: 8,
		Visible: func(_ context.Context, ids []uuid.UUID) (map[uuid.UUID]festival.Visibility, error) {
			mu.Lock()
			defer mu.Unlock()
			return map[uuid.UUID]festival.Visibility{edition: vis}, nil
		}}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	public, admin := h.Subscribe(edition, false), h.Subscribe(edition, true)
	h.Publish(edition, live.EditionChanged)
	time.Sleep(150 * time.Millisecond)
	if h.Subscribers() != 2 || f.calls.Load() != 0 {
		t.Fatalf("visible edition: %d subscribers, %d loads", h.Subscribers(), f.calls.Load())
	}
	mu.Lock()
	vis = festival.Visibility{Admins: true, Public: false} // unpublished
	mu.Unlock()
	h.Publish(edition, uuid.New())
	waitClosed(t, public)
	if got := recv(t, admin); got == nil { // admins keep receiving
		t.Fatal("admin got nothing")
	}
	mu.Lock()
	vis = festival.Visibility{} // archived
	mu.Unlock()
	h.Publish(edition, uuid.New())
	waitClosed(t, admin)
}

func waitClosed(t *testing.T, s *live.Sub) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		select {
		case _, ok := <-s.C:
			if !ok {
				return
			}
		case <-deadline:
			t.Fatal("subscription not completed")
		}
	}
}
