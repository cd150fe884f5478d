package onsite

import (
	"context"
	"time"

	"github.com/google/uuid"
)

// PendingLoads is how many groups wait for the feed's next statement.
func (f *Feed) PendingLoads() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.pending)
}

// Flush runs the feed's next statement now.
func (f *Feed) Flush() { f.flush() }

// PendingVersion is the version the group's pending load will answer for (0: none pending).
func (f *Feed) PendingVersion(g uuid.UUID) uint64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, e := range f.pending {
		if e.group == g {
			return e.version
		}
	}
	return 0
}

// Held is how many groups the feed holds an entry for (pending or being loaded).
func (f *Feed) Held() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.m)
}

// PendingShares is how many updates wait for the next statement.
func (s *Service) PendingShares() int {
	s.shareMu.Lock()
	defer s.shareMu.Unlock()
	return len(s.shares.pending)
}

// FlushShares runs the next statement now.
func (s *Service) FlushShares() { s.flushShares() }

// QueueRawShare queues an update without Share's checks (a latitude the table refuses makes its
// statement fail) and returns its error once written.
func (s *Service) QueueRawShare(ctx context.Context, group, user uuid.UUID, lat float64) error {
	now := s.Now()
	e := &shareEntry{group: group, user: user, lat: lat, lon: 4.89, accuracy: 8, updatedAt: now, expiresAt: now.Add(time.Hour)}
	if err := s.write(ctx, e); err != nil {
		return err
	}
	return e.err
}
