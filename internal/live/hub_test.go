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

func startHub(t *testing.T, f *fakeLoad, edition uuid.UUID) *live.Hub {
	t.Helper()
	store := testdb.Open(t)
	h := &live.Hub{Pool: store.Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Coalesce: 40 * time.Millisecond}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	return h
}

func recv(t *testing.T, s *live.Sub) *lineup.Set {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a deadline for a busy machine, not a budget
	defer cancel()
	ev, ok := s.Recv(ctx, nil)
	if !ok {
		t.Fatalf("no event (ended or timed out: %v)", ctx.Err())
	}
	return ev.Card.Set
}

// pending is the event queued on s now, if any.
func pending(s *live.Sub) *live.Event {
	ev, _, _ := s.Next()
	return ev
}

// One load per flush for all subscribers, who all get the very same value; a burst on one set
// is coalesced: the first change goes out at once, the rest of the burst in one more event.
func TestEventsAreLoadedOnceSharedAndCoalesced(t *testing.T) {
	f := &fakeLoad{}
	edition, set := uuid.New(), uuid.New()
	h := startHub(t, f, edition)
	subs := []*live.Sub{h.Subscribe(edition, false), h.Subscribe(edition, false), h.Subscribe(edition, false)}
	other := h.Subscribe(uuid.New(), false)
	for i := 0; i < 50; i++ {
		h.Publish(edition, set)
	}
	time.Sleep(150 * time.Millisecond)
	loads := f.calls.Load()
	if loads < 1 || loads > 2 {
		t.Fatalf("50 changes on one set caused %d loads, want 1 or 2 (the first change, then the rest)", loads)
	}
	// Each subscriber holds one event for the set (a later one replaces an earlier one it has
	// not taken), the very same value for all.
	first := recv(t, subs[0])
	for _, s := range subs[1:] {
		if got := recv(t, s); got != first {
			t.Fatal("subscribers got different values: the event was loaded more than once per flush")
		}
	}
	for _, s := range append(subs, other) {
		if extra := pending(s); extra != nil {
			t.Fatalf("unexpected extra event %v", extra)
		}
	}
}

// A change after a quiet spell is not held back by the coalescing window; one right after it is.
func TestChangeAfterQuietGoesOutAtOnce(t *testing.T) {
	f := &fakeLoad{}
	edition := uuid.New()
	h := &live.Hub{Pool: testdb.Open(t).Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Coalesce: 3 * time.Second}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	s := h.Subscribe(edition, false)
	start := time.Now()
	h.Publish(edition, uuid.New())
	recv(t, s)
	if took := time.Since(start); took >= 2*time.Second {
		t.Fatalf("the first event took %v, want it well before the 3 s window", took)
	}
	h.Publish(edition, uuid.New())
	recv(t, s)
	if took := time.Since(start); took < 3*time.Second {
		t.Fatalf("the second event came %v after the first change, want it after the 3 s window", took)
	}
}

// A subscriber that does not take its events is neither dropped nor blocking the others: it
// holds the latest event of each changed set, in the order the sets first changed.
func TestSlowSubscriberKeepsEachSetsLatestEvent(t *testing.T) {
	f := &fakeLoad{}
	edition := uuid.New()
	h := startHub(t, f, edition)
	slow, fast := h.Subscribe(edition, false), h.Subscribe(edition, false)
	sets := []uuid.UUID{uuid.New(), uuid.New(), uuid.New()}
	var last [3]*lineup.Set
	for i := 0; i < 30; i++ {
		h.Publish(edition, sets[i%3])
		last[i%3] = recv(t, fast)
	}
	for i := range sets {
		ev := pending(slow)
		if ev == nil || ev.Card.Set != last[i] {
			t.Fatalf("slow subscriber's event %d: %v, want the latest of set %v", i, ev, sets[i])
		}
	}
	if ev := pending(slow); ev != nil {
		t.Fatalf("slow subscriber holds more than one event per set: %v", ev)
	}
	if h.Subscribers() != 2 {
		t.Fatalf("%d subscribers left, want 2", h.Subscribers())
	}
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
	if _, err := tx.ExecContext(ctx, "SELECT pg_notify(?, ?)", changes.Channel, edition.String()+" "+set.String()); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if ev := pending(sub); ev != nil {
		t.Fatal("an uncommitted change was delivered")
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
		Coalesce: 20 * time.Millisecond,
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
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a deadline for a busy machine, not a budget
	defer cancel()
	for {
		if _, ok := s.Recv(ctx, nil); !ok {
			if ctx.Err() != nil {
				t.Fatal("subscription not completed")
			}
			return
		}
	}
}

// A slow subscriber's queue merges a vote's event into a content change it has not taken: the
// event it gets is the newest state and still says the content changed. A subscriber that took
// the content change gets the vote as votes only.
func TestQueueKeepsContentChangeWhenAVoteFollows(t *testing.T) {
	f := &fakeLoad{}
	edition, set := uuid.New(), uuid.New()
	h := startHub(t, f, edition)
	slow, fast := h.Subscribe(edition, false), h.Subscribe(edition, false)
	h.Publish(edition, set)
	if ev := recvEvent(t, fast); !ev.Content {
		t.Fatal("a content change's event does not say so")
	}
	h.PublishVotes(edition, set)
	voteEv := recvEvent(t, fast)
	if voteEv.Content {
		t.Fatal("a vote's event says the content changed")
	}
	// The flush reaches the subscribers one after another: wait until it reached the slow one.
	for deadline := time.Now().Add(30 * time.Second); !slow.Any(func(ev *live.Event) bool { return ev.Card == voteEv.Card }); {
		if time.Now().After(deadline) {
			t.Fatal("the vote's event never reached the slow subscriber's queue")
		}
		time.Sleep(time.Millisecond)
	}
	ev := pending(slow)
	if ev == nil || !ev.Content || ev.Card != voteEv.Card {
		t.Fatalf("slow subscriber's event: %+v, want the vote's state marked as a content change", ev)
	}
	if extra := pending(slow); extra != nil {
		t.Fatalf("slow subscriber holds more than one event for the set: %+v", extra)
	}
}

func recvEvent(t *testing.T, s *live.Sub) *live.Event {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a deadline for a busy machine, not a budget
	defer cancel()
	ev, ok := s.Recv(ctx, nil)
	if !ok {
		t.Fatalf("no event (ended or timed out: %v)", ctx.Err())
	}
	return ev
}
