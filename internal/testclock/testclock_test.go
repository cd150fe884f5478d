package testclock

import (
	"testing"
	"time"
)

func TestOffsetTo(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 400_000_000, time.UTC)
	for target, want := range map[string]time.Duration{
		"":                          0,
		"2026-11-28T13:30:00Z":      90 * time.Minute, // 89m59.6s, rounded to whole seconds
		"2026-11-28T12:00:00+01:00": -time.Hour,
		"2028-02-29T12:00:00Z":      (365 + 93) * 24 * time.Hour,
	} {
		got, err := OffsetTo(target, now)
		if err != nil || got != want {
			t.Errorf("OffsetTo(%q) = %v, %v; want %v", target, got, err, want)
		}
	}
	if _, err := OffsetTo("next saturday", now); err == nil {
		t.Error("a target that is no RFC 3339 instant was accepted")
	}
}

func TestNowFollowsTheOffset(t *testing.T) {
	if d := Now().Sub(time.Now().Add(Offset())); d < -time.Second || d > time.Second {
		t.Fatalf("Now is %v from the wall clock plus the offset", d)
	}
	if Offset() == 0 && ServerOffset(0) != "" {
		t.Errorf("ServerOffset(0) = %q without TEST_CLOCK", ServerOffset(0))
	}
	if got, want := ServerOffset(50*time.Minute), (Offset() + 50*time.Minute).String(); got != want {
		t.Errorf("ServerOffset(50m) = %q, want %q", got, want)
	}
}

func TestTargetsFromASaturday(t *testing.T) {
	got, err := Targets(time.Date(2026, 11, 28, 12, 57, 0, 0, time.UTC)) // a Saturday
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2026-12-05T10:00:00Z", "2026-11-29T22:30:00Z", "2027-10-31T00:30:00Z", "2026-12-31T23:59:00Z", "2028-02-29T12:00:00Z", "2026-11-29T00:10:00Z"}
	if len(got) != len(want) {
		t.Fatalf("%d targets", len(got))
	}
	ams, _ := time.LoadLocation("Europe/Amsterdam")
	for i, tg := range got {
		if s := tg.At.UTC().Format(time.RFC3339); s != want[i] {
			t.Errorf("%s: %s, want %s", tg.Name, s, want[i])
		}
	}
	if got[0].At.Weekday() != time.Saturday || got[1].At.In(ams).Weekday() != time.Sunday {
		t.Error("the Saturday or the Sunday is another day")
	}
	// Half an hour later the clocks have gone back: 02:30 CEST, then 02:00 CET.
	if a, b := got[2].At.In(ams).Format("15:04 MST"), got[2].At.Add(30*time.Minute).In(ams).Format("15:04 MST"); a != "02:30 CEST" || b != "02:00 CET" {
		t.Errorf("the summer time's end: %s, then %s", a, b)
	}
}

func TestTargetsAreAfterNow(t *testing.T) {
	for _, now := range []time.Time{
		time.Date(2027, 10, 31, 0, 45, 0, 0, time.UTC), // just after the clock change's target
		time.Date(2028, 2, 29, 13, 0, 0, 0, time.UTC),  // after the leap day's noon
		time.Date(2026, 12, 31, 23, 59, 30, 0, time.UTC),
		time.Date(2026, 11, 29, 22, 31, 0, 0, time.UTC), // just after Sunday 23:30 in Amsterdam
	} {
		got, err := Targets(now)
		if err != nil {
			t.Fatal(err)
		}
		for _, tg := range got {
			if !tg.At.After(now) || tg.At.Sub(now) > 4*366*24*time.Hour {
				t.Errorf("from %v: %s at %v", now, tg.Name, tg.At)
			}
		}
		if got[4].At.Month() != time.February || got[4].At.Day() != 29 {
			t.Errorf("from %v: the leap day is %v", now, got[4].At)
		}
	}
}
