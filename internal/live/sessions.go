package live

import (
	"context"
	"sync"

	"github.com/google/uuid"
)

// SessionChannel is the NOTIFY channel on which the database publishes the row id of each
// session that ends (revoked or deleted; see the migration session_revoked_notify).
const SessionChannel = "session_revoked"

// sessionWatches are this instance's open WebSockets by session, so that a session's end closes
// its sockets at once. Entries leave when their socket closes (the stop func) or their session
// ends, so the map holds at most one entry per open signed-in socket.
type sessionWatches struct {
	mu sync.Mutex
	m  map[uuid.UUID]map[*sessionWatch]struct{}
}

type sessionWatch struct{ end func() }

// WatchSession calls end once when session id ends: at once when its NOTIFY arrives (before any
// later notification is handled, so nothing changed after the revocation reaches the socket),
// or when the listener reconnects and SessionsEnded says it ended meanwhile. Call stop when the
// socket closes; it is safe to call more than once.
func (h *Hub) WatchSession(id uuid.UUID, end func()) (stop func()) {
	w := &sessionWatch{end: end}
	s := &h.sessions
	s.mu.Lock()
	if s.m == nil {
		s.m = map[uuid.UUID]map[*sessionWatch]struct{}{}
	}
	if s.m[id] == nil {
		s.m[id] = map[*sessionWatch]struct{}{}
	}
	s.m[id][w] = struct{}{}
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(s.m[id], w)
		if len(s.m[id]) == 0 {
			delete(s.m, id)
		}
	}
}

// WatchedSessions counts the sessions with a watched socket.
func (h *Hub) WatchedSessions() int {
	h.sessions.mu.Lock()
	defer h.sessions.mu.Unlock()
	return len(h.sessions.m)
}

// endSessions ends the watches of ids, synchronously.
func (h *Hub) endSessions(ids ...uuid.UUID) {
	var ends []func()
	s := &h.sessions
	s.mu.Lock()
	for _, id := range ids {
		for w := range s.m[id] {
			ends = append(ends, w.end)
		}
		delete(s.m, id)
	}
	s.mu.Unlock()
	for _, end := range ends {
		end()
	}
}

// recheckSessions asks SessionsEnded about every watched session and ends those that ended
// while the listener was away (their NOTIFY may have been missed), after a reconnect and every
// SessionCheckInterval. A failed check leaves them to the next.
func (h *Hub) recheckSessions(ctx context.Context) {
	if h.SessionsEnded == nil {
		return
	}
	h.sessions.mu.Lock()
	ids := make([]uuid.UUID, 0, len(h.sessions.m))
	for id := range h.sessions.m {
		ids = append(ids, id)
	}
	h.sessions.mu.Unlock()
	if len(ids) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, loadTimeout)
	defer cancel()
	ended, err := h.SessionsEnded(ctx, ids)
	if err != nil {
		h.Log.WarnContext(ctx, "live: re-checking sessions after a reconnect failed", "err", err.Error())
		return
	}
	h.endSessions(ended...)
}
