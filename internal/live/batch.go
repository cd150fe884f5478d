package live

import (
	"sync"
	"time"

	"github.com/google/uuid"
)

// BatchWindow is how long an instance collects an edition's set changes before it sends them to
// the edition's batch subscribers (Subscription.editionTallies) as one event: every set that
// changed in the window, once, with its latest state. The event is resolved and marshalled once
// per distinct selection and written to every subscriber, so the fan-out costs subscribers ×
// windows, whatever the rate of votes. The window opens with the first change after a quiet
// spell: a change waits at most this long (plus the hub's flush) before it goes out.
const BatchWindow = 250 * time.Millisecond

// editionBatch is an edition's batch subscribers and the changes of its open window (under the
// hub's lock).
type editionBatch struct {
	subs map[*Sub]struct{}
	// sets are the window's changes, one event per set (the newest), in order of first change.
	sets  []*Event
	index map[uuid.UUID]int // set id → its place in sets
	timer *time.Timer       // the open window's end (nil: no window open)

	// sending is held while a window's event is pushed to the subscribers (outside the hub's
	// lock): the edition's windows reach each subscriber one after the other, in order, and
	// merging (mergeBatches) never runs twice at once for one edition. to is the push's list of
	// subscribers, kept for the next window (under sending).
	sending sync.Mutex
	to      []*Sub
}

// SubscribeBatches starts queueing the edition's batches on the returned Sub: one event per
// window (Event.Batch), and a subscriber that is behind holds one, merged with the newer ones.
// admin says whether the subscriber may still see the edition while it is unpublished.
func (h *Hub) SubscribeBatches(edition uuid.UUID, admin bool) *Sub {
	h.init()
	s := &Sub{edition: edition, admin: admin, batches: true}
	h.mu.Lock()
	b := h.batches[edition]
	if b == nil {
		b = &editionBatch{subs: map[*Sub]struct{}{}}
		h.batches[edition] = b
	}
	b.subs[s] = struct{}{}
	h.mu.Unlock()
	return s
}

// SetBatchWindow replaces BatchWindow for the windows opened from now on (tests lengthen or
// shorten it); 0 restores it.
func (h *Hub) SetBatchWindow(d time.Duration) {
	h.init()
	h.mu.Lock()
	h.batchWindow = d
	h.mu.Unlock()
}

// window returns the window's length (under the hub's lock).
func (h *Hub) window() time.Duration {
	if h.batchWindow > 0 {
		return h.batchWindow
	}
	return BatchWindow
}

// BatchOpen reports whether a window of edition's changes is open (changes wait in it).
func (h *Hub) BatchOpen(edition uuid.UUID) bool {
	h.init()
	h.mu.Lock()
	defer h.mu.Unlock()
	b := h.batches[edition]
	return b != nil && b.timer != nil
}

// addToBatch (under the hub's lock) puts a flush's event of a set into its edition's open
// window, opening one if none is: a newer event of a set replaces the one the window holds,
// keeping it marked as a content change if it was one.
func (h *Hub) addToBatch(edition uuid.UUID, ev *Event) {
	b := h.batches[edition]
	if b == nil {
		return
	}
	if i, ok := b.index[ev.Card.Set.ID]; ok {
		if b.sets[i].Content {
			ev = ev.withContent()
		}
		b.sets[i] = ev
	} else {
		if b.index == nil {
			b.index = map[uuid.UUID]int{}
		}
		b.index[ev.Card.Set.ID] = len(b.sets)
		b.sets = append(b.sets, ev)
	}
	if b.timer == nil {
		b.timer = time.AfterFunc(h.window(), func() { h.sendBatch(edition, b) })
	}
}

// sendBatch closes edition's window: its changes go to every batch subscriber as one event.
// The subscribers are pushed to outside the hub's lock: with a crowd that takes tens of
// milliseconds, and the listener (each vote's read-your-writes wait among what it serves) and
// other editions would wait behind it. A subscriber that leaves meanwhile takes nothing (Sub.push),
// one that joins meanwhile gets the next window.
func (h *Hub) sendBatch(edition uuid.UUID, b *editionBatch) {
	b.sending.Lock() // before the hub's lock: the next window opens only after this one is taken
	defer b.sending.Unlock()
	h.mu.Lock()
	if h.batches[edition] != b { // every subscriber left meanwhile
		h.mu.Unlock()
		return
	}
	ev := &Event{Batch: b.sets}
	b.sets, b.index, b.timer = nil, nil, nil
	h.batchesSent.Add(1)
	to := b.to[:0]
	for s := range b.subs {
		to = append(to, s)
	}
	h.mu.Unlock()
	for _, s := range to {
		s.push(ev)
	}
	clear(to)
	if cap(to) > 4*len(to) {
		to = nil // a crowd that left is not kept for good
	}
	b.to = to
}

// WaitPushed returns once no window of edition is being pushed to its subscribers: a batch one
// subscriber has received has then reached every other.
func (h *Hub) WaitPushed(edition uuid.UUID) {
	h.init()
	h.mu.Lock()
	b := h.batches[edition]
	h.mu.Unlock()
	if b != nil {
		b.sending.Lock()
		//lint:ignore SA2001 an empty critical section: waiting for the push is the point
		b.sending.Unlock()
	}
}

// BatchesSent counts the batches sent so far (one per edition and window).
func (h *Hub) BatchesSent() int64 { return h.batchesSent.Load() }

// mergeBatches is the one event a subscriber holds when batch next arrives while older is still
// pending: every set of both, each at its newest (marked a content change if either was), in
// order of first change. Under the hub's lock. Subscribers that are behind together merge the
// same two events: the merge is made once and kept on older, so they share it, and with it its
// rendering (Event.Memo).
func mergeBatches(older, next *Event) *Event {
	if older.mergedWith == next {
		return older.merged
	}
	index := make(map[uuid.UUID]int, len(older.Batch)+len(next.Batch))
	sets := make([]*Event, 0, len(older.Batch)+len(next.Batch))
	for _, ev := range older.Batch {
		index[ev.Card.Set.ID] = len(sets)
		sets = append(sets, ev)
	}
	for _, ev := range next.Batch {
		i, ok := index[ev.Card.Set.ID]
		if !ok {
			sets = append(sets, ev)
			continue
		}
		if sets[i].Content {
			ev = ev.withContent()
		}
		sets[i] = ev
	}
	merged := &Event{Batch: sets}
	older.mergedWith, older.merged = next, merged
	return merged
}

// endBatchesLocked stops edition's window when its last batch subscriber leaves.
func (h *Hub) endBatchesLocked(s *Sub) {
	b := h.batches[s.edition]
	if b == nil {
		return
	}
	delete(b.subs, s)
	if len(b.subs) == 0 {
		if b.timer != nil {
			b.timer.Stop()
		}
		delete(h.batches, s.edition)
	}
}
