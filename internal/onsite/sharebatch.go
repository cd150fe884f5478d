package onsite

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// The members' updates are written together: the updates that arrive within ShareWindow share
// one statement (shareSQL), whatever their groups. At a festival's peak (5,000 members sending
// every 30 s) a statement per update was a tenth of the update's CPU on the server and most of
// PostgreSQL's (docs/on-site.md, "Updates written together").
const (
	// ShareWindow is how long the first update waits for others to share its statement: an
	// update is answered, and its dot shown to the crew, up to this much later.
	ShareWindow = 50 * time.Millisecond
	// shareTimeout bounds one statement.
	shareTimeout = 5 * time.Second
	// shareBatch bounds the updates of one statement.
	shareBatch = 500
)

// shareEntry is one update waiting for its statement.
type shareEntry struct {
	group, user                    uuid.UUID
	lat, lon, accuracy             float64
	updatedAt, expiresAt           time.Time
	done                           chan struct{}
	written                        bool // the row was written: no rate limit and a member
	sharedUpdatedAt, sharedExpires time.Time
	err                            error
}

// shareBatcher collects the updates of one window.
type shareBatcher struct {
	pending []*shareEntry
	armed   bool
}

// write queues e for the next statement and waits for it (or for ctx: the update may still be
// written then).
func (s *Service) write(ctx context.Context, e *shareEntry) error {
	e.done = make(chan struct{})
	s.shareMu.Lock()
	s.shares.pending = append(s.shares.pending, e)
	if s.unwritten == nil {
		s.unwritten = map[shareKey]*shareEntry{}
	}
	s.unwritten[shareKey{e.group, e.user}] = e
	armWindow(&s.shares.armed, s.ShareWindow, ShareWindow, s.flushShares)
	s.shareMu.Unlock()
	select {
	case <-e.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// flushShares writes every pending update, at most shareBatch a statement.
func (s *Service) flushShares() {
	s.shareMu.Lock()
	batch := s.shares.pending
	s.shares = shareBatcher{}
	s.shareMu.Unlock()
	for len(batch) > 0 {
		n := min(len(batch), shareBatch)
		part := batch[:n]
		batch = batch[n:]
		if err := s.writeShares(part); err != nil && len(part) > 1 {
			// One update's failure (its group deleted meanwhile, a deadlock with the expiry's
			// delete) must not fail the others: each goes again alone.
			for _, e := range part {
				e.err = s.writeShares([]*shareEntry{e})
			}
		} else {
			for _, e := range part {
				e.err = err
			}
		}
		s.shareMu.Lock()
		for _, e := range part {
			close(e.done)
			if key := (shareKey{e.group, e.user}); s.unwritten[key] == e {
				delete(s.unwritten, key)
			}
		}
		s.shareMu.Unlock()
	}
}

// settle waits until the member's last update queued on this instance is written (or refused):
// stopping must delete the row after it, not before (an update still in its window would write
// the row again after the stop).
func (s *Service) settle(ctx context.Context, group, user uuid.UUID) error {
	s.shareMu.Lock()
	e := s.unwritten[shareKey{group, user}]
	s.shareMu.Unlock()
	if e == nil {
		return nil
	}
	select {
	case <-e.done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// armWindow starts a window (window, or def when it is 0) at whose end flush runs, unless one is
// armed already; the caller holds the lock that guards armed, and flush clears it.
func armWindow(armed *bool, window, def time.Duration, flush func()) {
	if *armed {
		return
	}
	*armed = true
	if window <= 0 {
		window = def
	}
	time.AfterFunc(window, flush)
}

// shareKey is a member's row.
type shareKey struct{ group, user uuid.UUID }

// writeShares runs one statement for part and marks each written entry.
func (s *Service) writeShares(part []*shareEntry) error {
	n := len(part)
	groups, users := make([]uuid.UUID, n), make([]uuid.UUID, n)
	lats, lons, accs := make([]float64, n), make([]float64, n), make([]float64, n)
	updated, expires := make([]time.Time, n), make([]time.Time, n)
	for i, e := range part {
		groups[i], users[i], lats[i], lons[i], accs[i] = e.group, e.user, e.lat, e.lon, e.accuracy
		updated[i], expires[i] = e.updatedAt, e.expiresAt
	}
	ctx, cancel := context.WithTimeout(context.Background(), shareTimeout)
	defer cancel()
	rows, err := s.Pool.Query(ctx, shareSQL, pgx.QueryExecModeCacheStatement,
		groups, users, lats, lons, accs, updated, expires, MinUpdateInterval.Microseconds())
	if err != nil {
		return err
	}
	written := make(map[shareKey][2]time.Time, n)
	var k shareKey
	var at [2]time.Time
	if _, err := pgx.ForEachRow(rows, []any{&k.group, &k.user, &at[0], &at[1]}, func() error {
		written[k] = at
		return nil
	}); err != nil {
		return err
	}
	// A member's second update in one statement was not written (the statement keeps the first):
	// it is refused by the rate limit like any update within MinUpdateInterval.
	for _, e := range part {
		key := shareKey{e.group, e.user}
		if at, ok := written[key]; ok {
			e.written, e.sharedUpdatedAt, e.sharedExpires = true, at[0], at[1]
			delete(written, key)
		}
	}
	return nil
}
