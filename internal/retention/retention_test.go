package retention_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"festival/internal/db"
	"festival/internal/retention"
	"festival/internal/testdb"
)

// now is the sweep's clock in these tests: a fixed instant, never the wall clock.
var now = time.Date(2027, time.March, 1, 12, 0, 0, 0, time.UTC)

func sweeper(store *db.DB) *retention.Sweeper {
	return &retention.Sweeper{DB: store.DB, Now: func() time.Time { return now }, SessionIdle: 14 * 24 * time.Hour,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
}

func exec(t *testing.T, store *db.DB, sql string, args ...any) {
	t.Helper()
	if _, err := store.DB.ExecContext(context.Background(), sql, args...); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// left lists the labels of the rows of table still there.
func left(t *testing.T, store *db.DB, table, label string) string {
	t.Helper()
	var got []string
	if err := store.DB.NewRaw(`SELECT `+label+` FROM `+table).Scan(context.Background(), &got); err != nil {
		t.Fatal(err)
	}
	sort.Strings(got)
	return strings.Join(got, ",")
}

// Each table keeps the rows on the near side of its cutoff and loses the ones past it, judged
// by the sweeper's clock.
func TestSweepDeletesOnlyExpiredRows(t *testing.T) {
	store := testdb.Open(t)
	h := func(d time.Duration) time.Time { return now.Add(d) }
	const day = 24 * time.Hour
	exec(t, store, `INSERT INTO users (id, email) VALUES ('00000000-0000-0000-0000-000000000001', 'u@x.io')`)
	u := "00000000-0000-0000-0000-000000000001"
	// Sessions: the user agent is the label.
	for _, s := range []struct {
		label         string
		expires, seen time.Time
		revoked       *time.Time
	}{
		{"keep-live", h(time.Minute), h(-13 * day), nil},
		{"keep-revoked-later", h(day), h(-time.Hour), ptr(h(time.Minute))},
		{"gone-expired", h(-time.Minute), h(-time.Hour), nil},
		{"gone-idle", h(day), h(-14*day - time.Minute), nil},
		{"gone-revoked", h(day), h(-time.Hour), ptr(h(-time.Minute))},
	} {
		exec(t, store, `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, revoked_at, user_agent)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, []byte(s.label), u, h(-30*day), s.seen, s.expires, s.revoked, s.label)
	}
	// Sign-in codes: the return path is the label.
	for _, c := range []struct {
		label    string
		expires  time.Time
		consumed *time.Time
	}{
		{"keep-fresh", h(5 * time.Minute), nil},
		{"keep-expired-within-grace", h(-59 * time.Minute), nil},
		{"keep-used-within-grace", h(5 * time.Minute), ptr(h(-59 * time.Minute))},
		{"gone-expired", h(-61 * time.Minute), nil},
		{"gone-used", h(5 * time.Minute), ptr(h(-61 * time.Minute))},
	} {
		exec(t, store, `INSERT INTO sign_in_codes (email, code_hash, link_hash, return_to, created_at, expires_at, consumed_at)
			VALUES ('u@x.io', ?, ?, ?, ?, ?, ?)`, []byte(c.label), []byte(c.label), c.label, c.expires.Add(-10*time.Minute), c.expires, c.consumed)
	}
	// Idempotency records: the client id is the label.
	exec(t, store, `INSERT INTO idempotency_keys (user_id, client_id, operation, result, created_at)
		VALUES (?0, 'keep-29d', 'setVote', '{}', ?1), (?0, 'gone-31d', 'setVote', '{}', ?2)`, u, h(-29*day), h(-31*day))
	// Rate-limit windows: the key is the label.
	exec(t, store, `INSERT INTO rate_limits (key, window_start, count)
		VALUES ('keep-23h', ?, 1), ('gone-25h', ?, 1)`, h(-23*time.Hour), h(-25*time.Hour))
	// Notifications: the message is the label; push jobs hang on the ones that stay.
	exec(t, store, `INSERT INTO notifications (id, user_id, kind, message, created_at, read_at) VALUES
		('00000000-0000-0000-0000-0000000000a1', ?0, 'REMINDER', 'keep-unread-100d', ?1, NULL),
		('00000000-0000-0000-0000-0000000000a2', ?0, 'REMINDER', 'keep-read-89d', ?2, ?2),
		('00000000-0000-0000-0000-0000000000a3', ?0, 'REMINDER', 'gone-read-91d', ?3, ?2)`,
		u, h(-100*day), h(-89*day), h(-91*day))
	exec(t, store, `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth)
		VALUES ('00000000-0000-0000-0000-0000000000b1', ?, 'https://push.example/1', 'k', 'a')`, u)
	exec(t, store, `INSERT INTO push_jobs (id, notification_id, subscription_id, run_at) VALUES
		(1, '00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-0000000000b1', ?),
		(2, '00000000-0000-0000-0000-0000000000a2', '00000000-0000-0000-0000-0000000000b1', ?)`, h(-6*day), h(-8*day))

	n, err := sweeper(store).Sweep(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ table, label, want string }{
		{"sessions", "user_agent", "keep-live,keep-revoked-later"},
		{"sign_in_codes", "return_to", "keep-expired-within-grace,keep-fresh,keep-used-within-grace"},
		{"idempotency_keys", "client_id", "keep-29d"},
		{"rate_limits", "key", "keep-23h"},
		{"notifications", "message", "keep-read-89d,keep-unread-100d"},
		{"push_jobs", "id::text", "1"},
	} {
		if got := left(t, store, c.table, c.label); got != c.want {
			t.Errorf("%s left %q, want %q", c.table, got, c.want)
		}
	}
	want := retention.Counts{"sessions": 3, "sign_in_codes": 2, "idempotency_keys": 1, "rate_limits": 1, "push_jobs": 1, "notifications": 1}
	if fmt.Sprint(n) != fmt.Sprint(want) {
		t.Errorf("counted %v, want %v", n, want)
	}
	// Nothing else is expired: a second sweep deletes nothing.
	if n, err := sweeper(store).Sweep(context.Background()); err != nil || fmt.Sprint(n) != fmt.Sprint(retention.Counts{
		"sessions": 0, "sign_in_codes": 0, "idempotency_keys": 0, "rate_limits": 0, "push_jobs": 0, "notifications": 0}) {
		t.Errorf("second sweep: %v %v", n, err)
	}
}

// Sweepers on several instances at once each delete their own batches: together they delete
// every expired row once, and none fails waiting for another.
func TestConcurrentSweepsShareTheWork(t *testing.T) {
	store := testdb.Open(t)
	const rows = 2*retention.Batch + 500
	exec(t, store, `INSERT INTO rate_limits (key, window_start, count)
		SELECT 'old-' || g, ?, 1 FROM generate_series(1, ?) g`, now.Add(-48*time.Hour), rows)
	exec(t, store, `INSERT INTO rate_limits (key, window_start, count) VALUES ('current', ?, 1)`, now.Add(-time.Hour))
	var wg sync.WaitGroup
	counts := make([]retention.Counts, 3)
	errs := make([]error, 3)
	for i := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			counts[i], errs[i] = sweeper(store).Sweep(context.Background())
		}()
	}
	wg.Wait()
	var total int64
	for i := range counts {
		if errs[i] != nil {
			t.Fatalf("sweeper %d: %v", i, errs[i])
		}
		total += counts[i]["rate_limits"]
	}
	if total != rows {
		t.Errorf("the sweepers deleted %d rows together, want %d", total, rows)
	}
	if got := left(t, store, "rate_limits", "key"); got != "current" {
		t.Errorf("left %q", got)
	}
}

// One sweep deletes at most Batch × MaxBatches rows of a table; the next one goes on.
func TestSweepIsBounded(t *testing.T) {
	store := testdb.Open(t)
	const rows = retention.Batch*retention.MaxBatches + 10
	exec(t, store, `INSERT INTO rate_limits (key, window_start, count)
		SELECT 'old-' || g, ?, 1 FROM generate_series(1, ?) g`, now.Add(-48*time.Hour), rows)
	n, err := sweeper(store).Sweep(context.Background())
	if err != nil || n["rate_limits"] != retention.Batch*retention.MaxBatches {
		t.Fatalf("first sweep: %v %v", n, err)
	}
	if n, err := sweeper(store).Sweep(context.Background()); err != nil || n["rate_limits"] != 10 {
		t.Fatalf("second sweep: %v %v", n, err)
	}
}

func ptr[T any](v T) *T { return &v }
