// Package retention deletes what the app no longer needs: expired sessions, spent sign-in codes,
// old idempotency records, rate-limit windows that have closed, push jobs that were never
// delivered, and read notifications older than 90 days. Every instance runs the sweep; several
// can run it at once: each batch is one short statement that deletes at most Batch rows and
// skips rows another transaction holds (FOR UPDATE SKIP LOCKED), so sweepers never wait on each
// other or on the app's own writes. See docs/retention.md.
package retention

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"
)

// The sweep's limits, in one place.
const (
	// Interval is how often each instance sweeps.
	Interval = 10 * time.Minute
	// Batch is the most rows one statement deletes; MaxBatches the most statements per table
	// and sweep (at most Batch × MaxBatches rows per table per sweep and instance).
	Batch      = 1000
	MaxBatches = 20
	// StatementTimeout bounds one batch.
	StatementTimeout = 30 * time.Second

	// NotificationAge: read notifications created longer ago go (unread ones stay).
	NotificationAge = 90 * 24 * time.Hour
	// IdempotencyAge: client-id records (idempotency_keys) older than this go. A replay of an
	// older offline vote is then applied afresh, and its client timestamp still loses to any
	// newer vote (vote_clocks).
	IdempotencyAge = 30 * 24 * time.Hour
	// SignInCodeGrace: sign-in codes expired or consumed longer ago go.
	SignInCodeGrace = time.Hour
	// RateLimitWindow is the longest rate-limit window in use (auth: the per-address failures'
	// UTC day); rows whose window started longer ago than this have closed.
	RateLimitWindow = 24 * time.Hour
	// PushJobAge: push jobs due longer ago than this were never delivered (a delivered or
	// abandoned job is deleted by the pusher at once) and will not be.
	PushJobAge = 7 * 24 * time.Hour
)

// Sweeper deletes expired rows. Now is the server's clock (CLOCK_OFFSET applies); SessionIdle
// is the sessions' idle timeout (a session unused for longer has expired).
type Sweeper struct {
	DB          bun.IDB
	Now         func() time.Time
	SessionIdle time.Duration
	Log         *slog.Logger
}

// rule is one table's expiry: where selects the expired rows, with its arguments.
type rule struct {
	table, where string
	args         []any
}

func (s *Sweeper) rules(now time.Time) []rule {
	idle := s.SessionIdle
	if idle <= 0 {
		idle = 14 * 24 * time.Hour
	}
	return []rule{
		// Expired (absolute or idle) or revoked sessions. Deleting one that was not revoked
		// tells every instance to close its sockets (sessions_delete_notify).
		{"sessions", "expires_at <= ? OR last_seen_at <= ? OR revoked_at <= ?", []any{now, now.Add(-idle), now}},
		{"sign_in_codes", "expires_at < ? OR consumed_at < ?", []any{now.Add(-SignInCodeGrace), now.Add(-SignInCodeGrace)}},
		{"idempotency_keys", "created_at < ?", []any{now.Add(-IdempotencyAge)}},
		{"rate_limits", "window_start < ?", []any{now.Add(-RateLimitWindow)}},
		{"push_jobs", "run_at < ?", []any{now.Add(-PushJobAge)}},
		{"notifications", "read_at IS NOT NULL AND created_at < ?", []any{now.Add(-NotificationAge)}},
	}
}

// Counts is how many rows a sweep deleted, by table.
type Counts map[string]int64

// Sweep deletes the expired rows once (at most Batch × MaxBatches per table) and returns how
// many went. A table whose batch fails is left for the next sweep; the others are swept.
func (s *Sweeper) Sweep(ctx context.Context) (Counts, error) {
	now := s.Now()
	out := Counts{}
	var first error
	for _, r := range s.rules(now) {
		for range MaxBatches {
			n, err := s.batch(ctx, r)
			out[r.table] += n
			if err != nil {
				if first == nil {
					first = fmt.Errorf("retention: %s: %w", r.table, err)
				}
				break
			}
			if n < Batch {
				break
			}
		}
	}
	return out, first
}

func (s *Sweeper) batch(ctx context.Context, r rule) (int64, error) {
	ctx, cancel := context.WithTimeout(ctx, StatementTimeout)
	defer cancel()
	args := append(append([]any{}, r.args...), Batch)
	res, err := s.DB.NewRaw(`DELETE FROM `+r.table+` WHERE ctid = ANY (ARRAY(
		SELECT ctid FROM `+r.table+` WHERE `+r.where+` LIMIT ? FOR UPDATE SKIP LOCKED))`, args...).Exec(ctx)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// Run sweeps every Interval (the first one Interval after the start, so that many instances
// starting together do not sweep together) until ctx ends.
func (s *Sweeper) Run(ctx context.Context) {
	t := time.NewTicker(Interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		n, err := s.Sweep(ctx)
		if err != nil && ctx.Err() == nil {
			s.Log.WarnContext(ctx, "retention: a sweep failed", "err", err.Error())
		}
		var total int64
		for _, k := range n {
			total += k
		}
		if total > 0 {
			s.Log.InfoContext(ctx, "retention: swept", "sessions", n["sessions"], "sign_in_codes", n["sign_in_codes"],
				"idempotency_keys", n["idempotency_keys"], "rate_limits", n["rate_limits"], "push_jobs", n["push_jobs"],
				"notifications", n["notifications"])
		}
	}
}
