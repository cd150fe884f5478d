package onsite_test

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"festival/internal/geo"
	"festival/internal/onsite"
)

// Updates that arrive within the window are written by one statement (every row it wrote has
// the same transaction id), each answered for itself: a member's second update in the batch is
// refused by the rate limit, a non-member's is FORBIDDEN. An update the table refuses does not
// fail the others of its statement.
func TestUpdatesWrittenTogether(t *testing.T) {
	f := setup(t)
	f.s.ShareWindow = time.Hour // flushed by the test once all are queued
	ctx := context.Background()
	type update struct {
		user int
		lat  float64
	}
	run := func(updates []update, raw bool) []error {
		errs := make([]error, len(updates)+1)
		var wg sync.WaitGroup
		for i, u := range updates {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.s.Share(as(user(u.user)), onsite.ShareInput{GroupID: f.group,
					At: geo.GeoPoint{Latitude: u.lat, Longitude: 4.89}, AccuracyMeters: 8, Minutes: 60})
			}()
			// In order: the statement keeps a member's first update of the batch.
			waitForState(t, "update "+strconv.Itoa(i)+" queued", func() bool { return f.s.PendingShares() == i+1 })
		}
		if raw {
			wg.Add(1)
			go func() { defer wg.Done(); errs[len(updates)] = f.s.QueueRawShare(ctx, f.group, user(1), 95) }()
			waitForState(t, "the refused update queued", func() bool { return f.s.PendingShares() == len(updates)+1 })
		}
		f.s.FlushShares()
		wg.Wait()
		return errs
	}
	lat := func(u int) float64 {
		var v float64
		if err := f.db.NewRaw(`SELECT latitude FROM member_locations WHERE user_id = ?`, user(u)).Scan(ctx, &v); err != nil {
			t.Fatal(err)
		}
		return v
	}

	errs := run([]update{{1, 52.1}, {2, 52.2}, {3, 52.3}, {3, 52.33}, {4, 52.4}}, false)
	for i, want := range []string{"", "", "", "RATE_LIMITED", "FORBIDDEN"} {
		if code(errs[i]) != want {
			t.Fatalf("update %d: %v, want %q", i, errs[i], want)
		}
	}
	if n := f.rows(t); n != 3 {
		t.Fatalf("%d rows, want 3", n)
	}
	if v := lat(3); v != 52.3 {
		t.Fatalf("user 3's row has %v, want the first update's 52.3", v)
	}
	var statements int
	if err := f.db.NewRaw(`SELECT count(DISTINCT xmin::text) FROM member_locations`).Scan(ctx, &statements); err != nil {
		t.Fatal(err)
	}
	if statements != 1 {
		t.Fatalf("the rows were written by %d transactions, want 1", statements)
	}

	f.clock.Advance(onsite.MinUpdateInterval)
	errs = run([]update{{2, 52.22}, {3, 52.32}}, true)
	if errs[0] != nil || errs[1] != nil || errs[2] == nil {
		t.Fatalf("errors %v: want the two members' updates written and the refused one failed", errs)
	}
	if lat(2) != 52.22 || lat(3) != 52.32 || lat(1) != 52.1 {
		t.Fatalf("latitudes %v %v %v after the second batch", lat(1), lat(2), lat(3))
	}
}

// waitForState polls ok until it holds. The wall clock bounds the wait only (30 s: a deadline,
// not a figure); the services under test run on the fixture's settable clock.
func waitForState(t *testing.T, what string, ok func() bool) {
	t.Helper()
	end := time.Now().Add(30 * time.Second)
	for !ok() {
		if time.Now().After(end) {
			t.Fatalf("%s: not reached", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// Stopping while an update waits for its statement deletes the row after that update is
// written: no row is left behind the stop.
func TestStopAfterPendingUpdate(t *testing.T) {
	f := setup(t)
	f.s.ShareWindow = time.Hour // flushed by the test
	shared := make(chan error, 1)
	go func() {
		_, err := f.s.Share(as(user(2)), onsite.ShareInput{GroupID: f.group,
			At: geo.GeoPoint{Latitude: 52.2, Longitude: 4.89}, AccuracyMeters: 8, Minutes: 60})
		shared <- err
	}()
	waitForState(t, "the update queued", func() bool { return f.s.PendingShares() == 1 })
	stopped := make(chan error, 1)
	go func() { stopped <- f.s.Stop(as(user(2)), f.group) }()
	// The stop cannot end before the update is written; a stop that deleted first would have
	// ended by now on any machine that is not badly overloaded (then this test cannot see it).
	select {
	case err := <-stopped:
		t.Fatalf("the stop ended (%v) before the waiting update was written", err)
	case <-time.After(200 * time.Millisecond):
	}
	f.s.FlushShares()
	if err := <-shared; err != nil {
		t.Fatal(err)
	}
	if err := <-stopped; err != nil {
		t.Fatal(err)
	}
	if n := f.rows(t); n != 0 {
		t.Fatalf("%d rows after the stop, want 0", n)
	}
}
