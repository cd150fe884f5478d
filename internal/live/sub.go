package live

import (
	"context"
	"sync"

	"github.com/google/uuid"
)

// Sub is one subscriber of an edition's set changes. Its pending events are a queue holding at
// most one event per set: a newer event of a set replaces the queued one (only a set's latest
// state matters to a client), so a subscriber that is behind never overflows and is never
// dropped for it; the queue is bounded by the edition's sets. Nothing waits on a Sub: the
// consumer takes events with Next and asks with Notify to be called when more arrive.
type Sub struct {
	edition uuid.UUID
	admin   bool
	closed  bool // the hub's, under the hub's lock
	// batches: the subscriber takes batches (Event.Batch), holding one at most; a newer batch
	// is merged into the one still pending (mergeBatches), so a subscriber that is behind
	// gets one batch with every set's latest state, never a backlog.
	batches bool

	mu    sync.Mutex
	queue []*Event
	ended bool
	wake  func()
}

// Edition is the edition s follows.
func (s *Sub) Edition() uuid.UUID { return s.edition }

// push queues ev, replacing a queued event of the same set (or merging a batch into the pending
// one), and wakes the consumer. Called under the hub's lock.
func (s *Sub) push(ev *Event) {
	s.mu.Lock()
	if s.ended {
		s.mu.Unlock()
		return
	}
	switch {
	case s.batches && len(s.queue) > 0:
		s.queue[0] = mergeBatches(s.queue[0], ev)
	case s.batches:
		s.queue = append(s.queue, ev)
	default:
		s.queueSet(ev)
	}
	wake := s.wake
	s.wake = nil
	s.mu.Unlock()
	if wake != nil {
		wake()
	}
}

// queueSet queues a set's event, replacing the set's queued one (under s.mu).
func (s *Sub) queueSet(ev *Event) {
	for i, q := range s.queue {
		if q.Card.Set.ID == ev.Card.Set.ID {
			if q.Content {
				ev = ev.withContent() // the content change must still reach the client
			}
			s.queue[i] = ev
			return
		}
	}
	s.queue = append(s.queue, ev)
}

// end completes the subscription: once its queue is taken, Next reports the end.
func (s *Sub) end() {
	s.mu.Lock()
	s.ended = true
	wake := s.wake
	s.wake = nil
	s.mu.Unlock()
	if wake != nil {
		wake()
	}
}

// Next takes the oldest queued event without waiting. ok is false when nothing is queued;
// done is true when nothing is queued and the subscription ended.
func (s *Sub) Next() (ev *Event, ok, done bool) { return s.NextWhere(nil) }

// NextWhere is Next, taking the oldest event for which prefer is true if there is one (events
// of different sets may go out of order; a set has one event queued at most).
func (s *Sub) NextWhere(prefer func(*Event) bool) (ev *Event, ok, done bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := s.pick(prefer)
	if i < 0 {
		return nil, false, s.ended
	}
	ev = s.queue[i]
	s.remove(i)
	return ev, true, false
}

// TakeIf takes the event NextWhere(prefer) would take if take(event) says so.
func (s *Sub) TakeIf(prefer, take func(*Event) bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := s.pick(prefer)
	if i < 0 || !take(s.queue[i]) {
		return false
	}
	s.remove(i)
	return true
}

func (s *Sub) remove(i int) {
	copy(s.queue[i:], s.queue[i+1:])
	s.queue[len(s.queue)-1] = nil
	s.queue = s.queue[:len(s.queue)-1]
	if len(s.queue) == 0 {
		s.queue = nil // an idle subscriber holds no queue
	}
}

func (s *Sub) pick(prefer func(*Event) bool) int {
	if len(s.queue) == 0 {
		return -1
	}
	if prefer != nil {
		for i, ev := range s.queue {
			if prefer(ev) {
				return i
			}
		}
	}
	return 0
}

// Any reports whether a queued event satisfies pred, or the subscription ended.
func (s *Sub) Any(pred func(*Event) bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return true
	}
	for _, ev := range s.queue {
		if pred(ev) {
			return true
		}
	}
	return false
}

// Notify returns true when an event or the end is pending; otherwise it arranges for wake to
// be called once (from the hub's goroutine: it must not block) when one is, replacing an
// earlier wake.
func (s *Sub) Notify(wake func()) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.queue) > 0 || s.ended {
		return true
	}
	s.wake = wake
	return false
}

// Wait waits until an event or the end is pending; false when ctx ended first.
func (s *Sub) Wait(ctx context.Context) bool {
	ready := make(chan struct{}, 1)
	if s.Notify(func() { ready <- struct{}{} }) {
		return true
	}
	select {
	case <-ready:
		return true
	case <-ctx.Done():
		return false
	}
}

// Recv waits for the next event (by NextWhere); false when the subscription ended or ctx did.
func (s *Sub) Recv(ctx context.Context, prefer func(*Event) bool) (*Event, bool) {
	for {
		ev, ok, done := s.NextWhere(prefer)
		if ok {
			return ev, true
		}
		if done || !s.Wait(ctx) {
			return nil, false
		}
	}
}
