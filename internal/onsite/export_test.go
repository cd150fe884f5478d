package onsite

import "github.com/google/uuid"

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
