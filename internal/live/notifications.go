package live

import (
	"strings"
	"sync"

	"github.com/google/uuid"
)

// NotificationChannel is the NOTIFY channel on which the database announces each notification
// written or merged for a user ('<user> <notification>'; see the migration notifications).
const NotificationChannel = "notification_added"

// notificationWatches are this instance's notificationAdded subscriptions by user.
type notificationWatches struct {
	mu sync.Mutex
	m  map[uuid.UUID]map[chan uuid.UUID]struct{}
}

// WatchNotifications returns a channel of the ids of user's notifications as they are written
// (a full channel skips ids: the next event's refetch shows them). The channel is closed when
// the listener reconnects (events may have been missed; the client resubscribes and refetches)
// or by stop.
func (h *Hub) WatchNotifications(user uuid.UUID) (<-chan uuid.UUID, func()) {
	ch := make(chan uuid.UUID, 16)
	w := &h.notes
	w.mu.Lock()
	if w.m == nil {
		w.m = map[uuid.UUID]map[chan uuid.UUID]struct{}{}
	}
	if w.m[user] == nil {
		w.m[user] = map[chan uuid.UUID]struct{}{}
	}
	w.m[user][ch] = struct{}{}
	w.mu.Unlock()
	return ch, func() {
		w.mu.Lock()
		defer w.mu.Unlock()
		if _, ok := w.m[user][ch]; ok {
			delete(w.m[user], ch)
			close(ch)
			if len(w.m[user]) == 0 {
				delete(w.m, user)
			}
		}
	}
}

// notificationAdded hands a notification id to its user's watchers on this instance.
func (h *Hub) notificationAdded(payload string) {
	u, n, ok := strings.Cut(payload, " ")
	user, err1 := uuid.Parse(u)
	id, err2 := uuid.Parse(n)
	if !ok || err1 != nil || err2 != nil {
		return
	}
	w := &h.notes
	w.mu.Lock()
	defer w.mu.Unlock()
	for ch := range w.m[user] {
		select {
		case ch <- id:
		default:
		}
	}
}

// endNotificationWatches closes every watch (after a reconnect).
func (h *Hub) endNotificationWatches() {
	w := &h.notes
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, chans := range w.m {
		for ch := range chans {
			close(ch)
		}
	}
	w.m = nil
}
