package auth

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"festival/internal/apperr"
)

// Limiter counts events in fixed windows stored in PostgreSQL, so every instance shares them.
type Limiter struct {
	DB  bun.IDB
	Now func() time.Time
}

// MsgRateLimited is the answer to too many attempts.
const MsgRateLimited = "Too many attempts. Please wait a few minutes and try again."

// Allow records one event for key and fails with RATE_LIMITED once more than limit events fall
// in the current window; the error's RetryAfter is the time until the window ends.
func (l *Limiter) Allow(ctx context.Context, key string, limit int, window time.Duration) error {
	now := l.Now()
	start := now.Truncate(window)
	var count int
	err := l.DB.NewRaw(`INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
		ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
		RETURNING count`, key, start).Scan(ctx, &count)
	if err != nil {
		return fmt.Errorf("rate limit: %w", err)
	}
	if count == 1 && now.Second()%10 == 0 {
		// Now and then, drop windows older than a day.
		_, _ = l.DB.NewDelete().Table("rate_limits").Where("window_start < ?", now.Add(-24*time.Hour)).Exec(ctx)
	}
	if count > limit {
		return &apperr.Error{Code: apperr.RateLimited, Message: MsgRateLimited, RetryAfter: start.Add(window).Sub(now)}
	}
	return nil
}

// Reserve records one event for key unless lim.N events already fall in the current window,
// in one statement, so concurrent callers never take more than lim.N. ok is false when the
// window is full. release gives the event back (for an attempt that turned out not to count).
func (l *Limiter) Reserve(ctx context.Context, key string, lim Limit) (release func(context.Context) error, ok bool, err error) {
	start := l.Now().Truncate(lim.Window)
	var count []int
	err = l.DB.NewRaw(`INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
		ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
		WHERE rate_limits.count < ?
		RETURNING count`, key, start, lim.N).Scan(ctx, &count)
	if err != nil {
		return nil, false, fmt.Errorf("rate limit: %w", err)
	}
	if len(count) != 1 || count[0] > lim.N {
		return nil, false, nil
	}
	release = func(ctx context.Context) error {
		_, err := l.DB.NewRaw(`UPDATE rate_limits SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0`,
			key, start).Exec(ctx)
		if err != nil {
			return fmt.Errorf("rate limit release: %w", err)
		}
		return nil
	}
	return release, true, nil
}

// Spend adds amount to key's counter in the current window unless that would take it past
// limit, in one statement; it returns the counter after (or as it stands, when refused), ok, and
// when the window ends. amount 0 only reads the counter (a dry run).
func (l *Limiter) Spend(ctx context.Context, key string, amount int64, limit int64, window time.Duration) (used int64, ok bool, resets time.Time, err error) {
	start := l.Now().Truncate(window)
	resets = start.Add(window)
	var got []int64
	if amount > 0 {
		err = l.DB.NewRaw(`INSERT INTO rate_limits (key, window_start, count) SELECT ?0, ?1, ?2 WHERE ?2 <= ?3
			ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + EXCLUDED.count
			WHERE rate_limits.count + EXCLUDED.count <= ?3
			RETURNING count`, key, start, amount, limit).Scan(ctx, &got)
		if err != nil {
			return 0, false, resets, fmt.Errorf("spend budget: %w", err)
		}
		if len(got) == 1 {
			return got[0], true, resets, nil
		}
	}
	err = l.DB.NewRaw(`SELECT count FROM rate_limits WHERE key = ? AND window_start = ?`, key, start).Scan(ctx, &got)
	if err != nil {
		return 0, false, resets, fmt.Errorf("read budget: %w", err)
	}
	if len(got) == 1 {
		used = got[0]
	}
	return used, amount == 0 && used <= limit, resets, nil
}
