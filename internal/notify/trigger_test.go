package notify

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestChangesNotifyExactlyTheUsersConcerned(t *testing.T) {
	w := newWorld(t)
	// Not a notification: a description fix, a name fix.
	w.exec(t, `UPDATE sets SET description = 'typo fixed', name = 'Gentle Kites' WHERE id = ?`, w.set)
	if n := w.notes(t, ""); len(n) != 0 {
		t.Fatalf("a description fix notified: %v", n)
	}
	w.exec(t, `UPDATE sets SET time_start = ?, time_end = ? WHERE id = ?`, w.start.Add(90*time.Minute), w.start.Add(150*time.Minute), w.set)
	w.concerned(t, KindTimeChanged, "Gentle Kites moved: Sat 20:00 → 21:30, Main Stage")

	w.exec(t, `UPDATE notifications SET created_at = now() - interval '2 minutes'`) // outside the burst window
	w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
	w.concerned(t, KindStageChanged, "Gentle Kites moved: Main Stage → Tent, Sat 21:30")

	w.exec(t, `UPDATE notifications SET created_at = now() - interval '2 minutes'`)
	w.exec(t, `UPDATE sets SET archived = true WHERE id = ?`, w.set)
	w.concerned(t, KindCancelled, "Gentle Kites was cancelled (Sat 21:30, Tent)")
	// Edits of a cancelled set say nothing.
	w.exec(t, `UPDATE sets SET time_start = time_start + interval '1 hour', time_end = time_end + interval '1 hour' WHERE id = ?`, w.set)
	w.concerned(t, KindCancelled, "Gentle Kites was cancelled (Sat 21:30, Tent)")

	w.exec(t, `UPDATE notifications SET created_at = now() - interval '2 minutes'`)
	w.exec(t, `UPDATE sets SET archived = false WHERE id = ?`, w.set)
	w.concerned(t, KindRestored, "Gentle Kites is back on: Sat 22:30, Tent")

	all := w.notes(t, "")
	if len(all[w.wont]) != 0 || len(all[w.none]) != 0 {
		t.Fatalf("Won't Go or no vote was notified: %v %v", all[w.wont], all[w.none])
	}
}

func TestNotificationsAreWrittenInTheChangesTransaction(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	rollback := errors.New("roll back")
	err := w.db.RunInTx(ctx, nil, func(ctx context.Context, tx bunTx) error {
		if _, err := tx.NewRaw(`UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set).Exec(ctx); err != nil {
			return err
		}
		var n int
		if err := tx.NewRaw(`SELECT count(*) FROM notifications`).Scan(ctx, &n); err != nil {
			return err
		}
		if n != 3 {
			t.Errorf("inside the change's transaction: %d notifications, want 3", n)
		}
		return rollback
	})
	if !errors.Is(err, rollback) {
		t.Fatal(err)
	}
	if n := w.notes(t, ""); len(n) != 0 {
		t.Fatalf("a rolled back change left notifications: %v", n)
	}
}

func TestBurstMergesIntoOneNotification(t *testing.T) {
	w := newWorld(t)
	for i := 1; i <= 10; i++ {
		w.exec(t, `UPDATE sets SET time_start = ?, time_end = ? WHERE id = ?`,
			w.start.Add(time.Duration(i)*10*time.Minute), w.start.Add(time.Duration(i)*10*time.Minute+time.Hour), w.set)
	}
	w.concerned(t, KindTimeChanged, "Gentle Kites moved: Sat 20:00 → 21:40, Main Stage")
	// Read, it is no longer merged into.
	w.exec(t, `UPDATE notifications SET read_at = now() WHERE user_id = ?`, w.must)
	w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
	if got := w.notes(t, "")[w.must]; len(got) != 2 {
		t.Fatalf("after reading, a new change made %d notifications, want 2: %q", len(got), got)
	}
	if got := w.notes(t, "")[w.interested]; len(got) != 1 || got[0] != "Gentle Kites moved: Sat 20:00 → 21:40, Tent" {
		t.Fatalf("unread burst: %q", got)
	}
}

// The message says the day (and the date where the day name alone would mislead) whenever the
// date in the edition's zone (Europe/Berlin) differs; fixed dates, never the wall clock.
func TestTimeChangeMessageSaysTheDayWhenTheDateDiffers(t *testing.T) {
	w := newWorld(t)
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	at := func(y int, m time.Month, d, h, min int) time.Time { return time.Date(y, m, d, h, min, 0, 0, berlin) }
	for _, c := range []struct {
		name     string
		was, now time.Time
		want     string
	}{
		{"same date", at(2026, 7, 4, 20, 0), at(2026, 7, 4, 21, 30), "Sat 20:00 → 21:30"},
		{"same weekday a week apart", at(2026, 7, 4, 20, 0), at(2026, 7, 11, 20, 1), "Sat 4 Jul 20:00 → Sat 11 Jul 20:01"},
		{"the issue's move", at(2026, 11, 28, 11, 32), at(2026, 7, 4, 20, 1), "Sat 28 Nov 11:32 → Sat 4 Jul 20:01"},
		{"crossing midnight in the zone, not in UTC", at(2026, 7, 4, 23, 30), at(2026, 7, 5, 0, 30), "Sat 23:30 → Sun 00:30"},
		{"crossing midnight in UTC, not in the zone", at(2026, 7, 5, 1, 30), at(2026, 7, 5, 3, 0), "Sun 01:30 → 03:00"},
		{"four days on", at(2026, 7, 4, 20, 0), at(2026, 7, 8, 20, 0), "Sat 4 Jul 20:00 → Wed 8 Jul 20:00"},
		{"new year's night", at(2026, 12, 31, 23, 30), at(2027, 1, 1, 0, 30), "Thu 23:30 → Fri 00:30"},
		{"different years", at(2026, 7, 4, 20, 0), at(2027, 7, 3, 20, 0), "Sat 4 Jul 2026 20:00 → Sat 3 Jul 2027 20:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w.exec(t, `UPDATE sets SET time_start = ?, time_end = ? WHERE id = ?`, c.was, c.was.Add(time.Hour), w.set)
			w.exec(t, `DELETE FROM notifications`)
			w.exec(t, `UPDATE sets SET time_start = ?, time_end = ? WHERE id = ?`, c.now, c.now.Add(time.Hour), w.set)
			w.concerned(t, KindTimeChanged, "Gentle Kites moved: "+c.want+", Main Stage")
		})
	}
}

// Changes to a set of an unpublished (or archived) edition or festival notify nobody, and
// publishing afterwards sends nothing for them.
func TestNoNotificationWhileUnpublished(t *testing.T) {
	for _, c := range []struct{ hide, show string }{
		{`UPDATE festival_editions SET published = false`, `UPDATE festival_editions SET published = true`},
		{`UPDATE festivals SET published = false`, `UPDATE festivals SET published = true`},
		{`UPDATE festival_editions SET archived = true`, `UPDATE festival_editions SET archived = false`},
	} {
		t.Run(c.hide, func(t *testing.T) {
			w := newWorld(t)
			w.exec(t, c.hide)
			w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
			w.exec(t, `UPDATE sets SET time_start = time_start + interval '1 hour', time_end = time_end + interval '1 hour' WHERE id = ?`, w.set)
			w.exec(t, `UPDATE sets SET archived = true WHERE id = ?`, w.set)
			w.exec(t, `UPDATE sets SET archived = false WHERE id = ?`, w.set)
			if n := w.notes(t, ""); len(n) != 0 {
				t.Fatalf("changes while hidden notified: %v", n)
			}
			w.exec(t, c.show)
			var jobs int
			if err := w.db.NewRaw(`SELECT count(*) FROM push_jobs`).Scan(context.Background(), &jobs); err != nil {
				t.Fatal(err)
			}
			if n := w.notes(t, ""); len(n) != 0 || jobs != 0 {
				t.Fatalf("publishing sent the hidden changes: %v, %d push jobs", n, jobs)
			}
			// Once public, a change notifies as usual.
			w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.main, w.set)
			w.concerned(t, KindStageChanged, "Gentle Kites moved: Tent → Main Stage, Sat 21:00")
		})
	}
}
