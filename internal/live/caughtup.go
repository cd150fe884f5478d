package live

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
)

// catchUp is the hub's read-your-writes barrier (CaughtUp): each instance LISTENs on a channel
// of its own as well, and a marker it sends there comes back after every notification that
// committed before it (PostgreSQL delivers a listener's notifications in commit order, and the
// listener handles them one at a time).
type catchUp struct {
	channel   string // "live_sync_" and 32 hex digits, made once
	listening bool
	next      uint64
	waiters   map[uint64]chan struct{}
}

func newCatchUp() catchUp {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	return catchUp{channel: "live_sync_" + hex.EncodeToString(b), waiters: map[uint64]chan struct{}{}}
}

// CaughtUp waits until this instance's listener has handled every set change committed before
// the call, so that the card cache (Watch) no longer holds what those changes replaced: a
// writer's next read on this instance shows its write without waiting on luck. It costs one
// NOTIFY round trip. It returns true at once while the listener is down (the cache keeps
// nothing then), and false when ctx ends first or the marker could not be sent.
func (h *Hub) CaughtUp(ctx context.Context) bool {
	h.init()
	h.mu.Lock()
	if !h.sync.listening {
		h.mu.Unlock()
		return true
	}
	h.sync.next++
	n := h.sync.next
	done := make(chan struct{})
	h.sync.waiters[n] = done
	channel := h.sync.channel
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		delete(h.sync.waiters, n)
		h.mu.Unlock()
	}()
	if _, err := h.Pool.Exec(ctx, "SELECT pg_notify($1, $2)", channel, strconv.FormatUint(n, 10)); err != nil {
		return false
	}
	select {
	case <-done:
		return true
	case <-ctx.Done():
		return false
	}
}

// caughtUpTo releases the waiters up to the marker payload.
func (h *Hub) caughtUpTo(payload string) {
	n, err := strconv.ParseUint(payload, 10, 64)
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for k, ch := range h.sync.waiters {
		if k <= n {
			close(ch)
			delete(h.sync.waiters, k)
		}
	}
}

// Listening reports whether the listener is up (the caches keep what they load only then).
func (h *Hub) Listening() bool {
	h.init()
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.sync.listening
}

// syncListening records whether the listener is up; when it goes down, every waiter is released
// (the card cache has been emptied: Watch.Listening(false) runs first).
func (h *Hub) syncListening(on bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.sync.listening = on
	if !on {
		for k, ch := range h.sync.waiters {
			close(ch)
			delete(h.sync.waiters, k)
		}
	}
}
