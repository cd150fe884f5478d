// Package testclock is the tests' one clock. It is the wall clock unless TEST_CLOCK names an
// instant (RFC 3339, e.g. 2028-02-29T12:00:00Z): then the clock reads that instant when the test
// binary starts and runs on from there at the wall clock's pace. Tests build their data from
// Now (never from time.Now or SQL now()), and servers a test starts take Offset as their
// CLOCK_OFFSET, so the tests, the servers and the fixtures agree on "now". `make test-clocks`
// runs the time-dependent tests at chosen instants (scripts/test-clocks).
package testclock

import (
	"fmt"
	"os"
	"time"
)

var offset = mustOffset(os.Getenv("TEST_CLOCK"), time.Now())

// OffsetTo is how far the instant target (RFC 3339) lies from now; empty means no offset.
func OffsetTo(target string, now time.Time) (time.Duration, error) {
	if target == "" {
		return 0, nil
	}
	at, err := time.Parse(time.RFC3339, target)
	if err != nil {
		return 0, fmt.Errorf("TEST_CLOCK must be an RFC 3339 instant such as 2028-02-29T12:00:00Z, got %q", target)
	}
	// Whole seconds: the offset travels as a Go duration (CLOCK_OFFSET) to servers.
	return at.Sub(now).Round(time.Second), nil
}

func mustOffset(target string, now time.Time) time.Duration {
	d, err := OffsetTo(target, now)
	if err != nil {
		panic(err)
	}
	return d
}

// Now is the tests' "now": the wall clock shifted to TEST_CLOCK.
func Now() time.Time { return time.Now().Add(offset) }

// Offset is how far the tests' clock runs ahead of the wall clock (zero without TEST_CLOCK).
func Offset() time.Duration { return offset }

// ServerOffset is the CLOCK_OFFSET for a server a test starts, extra ahead of the tests' clock
// ("" when that is the wall clock).
func ServerOffset(extra time.Duration) string {
	if d := offset + extra; d != 0 {
		return d.String()
	}
	return ""
}

// Target is one instant `make test-clocks` runs the time-dependent tests at.
type Target struct {
	At   time.Time
	Name string
}

// Targets are the instants of `make test-clocks`, each the next one after now, so the offsets
// only ever move the clock forward (rows the database stamps with its own now() stay in the
// servers' past): a Saturday; a Sunday 23:30 in the demo festival's zone (Europe/Amsterdam);
// the day that zone leaves summer time, half an hour before the clocks go back; 31 December
// 23:59 UTC; 29 February; and ten past midnight UTC.
func Targets(now time.Time) ([]Target, error) {
	ams, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		return nil, err
	}
	now = now.UTC()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	// next is the first of the instants at(0), at(1), ... after now.
	next := func(at func(i int) time.Time) time.Time {
		for i := 0; ; i++ {
			if t := at(i); t.After(now) {
				return t
			}
		}
	}
	saturday := next(func(i int) time.Time {
		d := day.AddDate(0, 0, i)
		for d.Weekday() != time.Saturday {
			d = d.AddDate(0, 0, 1)
		}
		return d.Add(10 * time.Hour)
	})
	sunday := next(func(i int) time.Time {
		d := day.In(ams).AddDate(0, 0, i)
		for d.Weekday() != time.Sunday {
			d = d.AddDate(0, 0, 1)
		}
		return time.Date(d.Year(), d.Month(), d.Day(), 23, 30, 0, 0, ams)
	})
	summerEnds := next(func(i int) time.Time {
		// The last Sunday of October, 02:30 summer time: 00:30 UTC.
		d := time.Date(now.Year()+i, 10, 31, 0, 0, 0, 0, time.UTC)
		for d.Weekday() != time.Sunday {
			d = d.AddDate(0, 0, -1)
		}
		return d.Add(30 * time.Minute)
	})
	newYear := next(func(i int) time.Time { return time.Date(now.Year()+i, 12, 31, 23, 59, 0, 0, time.UTC) })
	// Ten minutes into a day in UTC, the tests' editions' zone: "today" has only just begun.
	afterMidnight := next(func(i int) time.Time { return day.AddDate(0, 0, i).Add(10 * time.Minute) })
	leapDay := next(func(i int) time.Time {
		t := time.Date(now.Year()+i, 2, 29, 12, 0, 0, 0, time.UTC)
		if t.Month() != time.February {
			return time.Time{} // no 29 February that year
		}
		return t
	})
	return []Target{
		{saturday, "a Saturday"},
		{sunday, "a Sunday 23:30 in Europe/Amsterdam"},
		{summerEnds, "Europe/Amsterdam leaves summer time (02:30 CEST)"},
		{newYear, "31 December 23:59 UTC"},
		{leapDay, "29 February"},
		{afterMidnight, "00:10 UTC"},
	}, nil
}
