package live_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/lineup"
	"festival/internal/live"
	"festival/internal/testdb"
)

// startBatchHub is startHub with a short batch window.
func startBatchHub(t *testing.T, f *fakeLoad, edition uuid.UUID) *live.Hub {
	t.Helper()
	h := &live.Hub{Pool: testdb.Open(t).Pool, Load: f.load(edition), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Coalesce: 10 * time.Millisecond}
	h.SetBatchWindow(30 * time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go h.Run(ctx)
	return h
}

// recvBatch takes s's next batch (waiting for it).
func recvBatch(t *testing.T, s *live.Sub) []*live.Event {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a deadline for a busy machine, not a budget
	defer cancel()
	ev, ok := s.Recv(ctx, nil)
	if !ok {
		t.Fatalf("no batch (ended or timed out: %v)", ctx.Err())
	}
	if ev.Card != nil || len(ev.Batch) == 0 {
		t.Fatalf("a batch subscriber got %+v", ev)
	}
	return ev.Batch
}

// A batch subscriber that takes nothing for several windows holds one batch, not a backlog:
// every set changed meanwhile once, at its latest state (the last one the fast subscriber
// saw), still marked as a content change if any of its changes was one. Subscribers of single
// set events still get theirs.
func TestSlowBatchSubscriberHoldsOneMergedBatch(t *testing.T) {
	f := &fakeLoad{}
	edition := uuid.New()
	h := startBatchHub(t, f, edition)
	slow, fast := h.SubscribeBatches(edition, false), h.SubscribeBatches(edition, false)
	single := h.Subscribe(edition, false)
	a, b, c := uuid.New(), uuid.New(), uuid.New()
	latest := map[uuid.UUID]*lineup.Set{}
	content := map[uuid.UUID]bool{}
	window := func(publish func()) {
		publish()
		for _, ev := range recvBatch(t, fast) {
			latest[ev.Card.Set.ID] = ev.Card.Set
		}
	}
	window(func() { h.PublishVotes(edition, a) })
	window(func() { h.Publish(edition, b); h.PublishVotes(edition, a) })
	content[b] = true
	window(func() { h.PublishVotes(edition, b); h.PublishVotes(edition, c) })
	window(func() { h.PublishVotes(edition, a) })
	h.WaitPushed(edition) // fast may have the last batch before slow does
	if n := h.BatchesSent(); n < 4 {
		t.Fatalf("%d batches sent, want one per window (4)", n)
	}

	batch := recvBatch(t, slow)
	got := map[uuid.UUID]bool{}
	for _, ev := range batch {
		id := ev.Card.Set.ID
		if got[id] {
			t.Fatalf("set %v twice in one batch", id)
		}
		got[id] = true
		if ev.Card.Set != latest[id] {
			t.Errorf("set %v: not its latest state", id)
		}
		if ev.Content != content[id] {
			t.Errorf("set %v: content %v, want %v", id, ev.Content, content[id])
		}
	}
	if len(got) != 3 {
		t.Fatalf("the slow subscriber's batch has %d sets, want 3 (a, b, c)", len(got))
	}
	if extra := pending(slow); extra != nil {
		t.Fatalf("a second batch was held: %+v", extra)
	}
	for range 3 { // a's, b's and c's single set events (at most one each, the latest)
		if ev := pending(single); ev == nil || ev.Card.Set != latest[ev.Card.Set.ID] {
			t.Fatalf("single set subscriber: %+v", ev)
		}
	}
	if h.Subscribers() != 3 {
		t.Fatalf("%d subscribers, want 3", h.Subscribers())
	}
	h.Unsubscribe(slow)
	h.Unsubscribe(fast)
	if h.Subscribers() != 1 {
		t.Fatalf("%d subscribers after two left, want 1", h.Subscribers())
	}
}

// Subscribers that are behind by the same batches share one merge (and so one rendering).
func TestSubscribersBehindShareTheMergedBatch(t *testing.T) {
	f := &fakeLoad{}
	edition := uuid.New()
	h := startBatchHub(t, f, edition)
	s1, s2, fast := h.SubscribeBatches(edition, false), h.SubscribeBatches(edition, false), h.SubscribeBatches(edition, false)
	h.PublishVotes(edition, uuid.New())
	recvBatch(t, fast)
	h.PublishVotes(edition, uuid.New())
	recvBatch(t, fast)
	h.WaitPushed(edition) // fast may have the batch before the two others do
	e1, ok1, _ := s1.Next()
	e2, ok2, _ := s2.Next()
	if !ok1 || !ok2 || e1 != e2 || len(e1.Batch) != 2 {
		t.Fatalf("merged batches: %v %v, the same value: %v", ok1, ok2, e1 == e2)
	}
}
