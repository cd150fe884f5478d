package notify

import (
	"context"
	"sync"
	"testing"
	"time"
)

func TestReminderSentOnceAcrossInstancesAndRestarts(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	// must: Must Go (default lead 15); planer: saved plan, lead 30; interested gets none.
	w.exec(t, `INSERT INTO notification_settings (user_id, reminder_minutes) VALUES (?, 30)`, w.planer)
	clock := w.start.Add(-40 * time.Minute)
	now := func() time.Time { return clock }
	a, b := &Reminders{DB: w.db, Now: now}, &Reminders{DB: w.db, Now: now}
	tick := func() {
		t.Helper()
		var wg sync.WaitGroup
		for _, r := range []*Reminders{a, b, a, b} {
			wg.Go(func() {
				if _, err := r.Tick(ctx); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
	}
	tick()
	if n := w.notes(t, KindReminder); len(n) != 0 {
		t.Fatalf("40 minutes before: %v", n)
	}
	clock = w.start.Add(-29 * time.Minute)
	tick()
	if n := w.notes(t, KindReminder); len(n) != 1 || len(n[w.planer]) != 1 || n[w.planer][0] != "Gentle Kites starts in 29 min: Sat 20:00, Main Stage" {
		t.Fatalf("29 minutes before: %v", n)
	}
	clock = w.start.Add(-14 * time.Minute)
	tick()
	// A restart: a new instance with nothing in memory.
	c := &Reminders{DB: w.db, Now: now}
	if _, err := c.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	n := w.notes(t, KindReminder)
	if len(n) != 2 || len(n[w.planer]) != 1 || len(n[w.must]) != 1 || len(n[w.interested]) != 0 {
		t.Fatalf("14 minutes before: %v", n)
	}

	// The set moves an hour later: the reminder moves with it.
	w.exec(t, `UPDATE sets SET time_start = time_start + interval '1 hour', time_end = time_end + interval '1 hour' WHERE id = ?`, w.set)
	tick()
	if got := len(w.notes(t, KindReminder)[w.must]); got != 1 {
		t.Fatalf("right after the move: %d reminders", got)
	}
	clock = w.start.Add(50 * time.Minute)
	tick()
	if got := w.notes(t, KindReminder)[w.must]; len(got) != 2 || got[1] != "Gentle Kites starts in 10 min: Sat 21:00, Main Stage" {
		t.Fatalf("10 minutes before the new time: %q", got)
	}
	// Reminders off: nothing for that user.
	w.exec(t, `INSERT INTO notification_settings (user_id, reminder_minutes) VALUES (?, NULL)`, w.interested)
	w.vote(t, w.interested, w.set, 2)
	tick()
	if got := w.notes(t, KindReminder)[w.interested]; len(got) != 0 {
		t.Fatalf("reminders off, still sent: %q", got)
	}
}

func TestReminderDroppedWhenTheSetMovedBeforeItWasSent(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	clock := w.start.Add(-10 * time.Minute)
	r := &Reminders{DB: w.db, Now: func() time.Time { return clock }}
	// Queued but not claimed (as if the instance died between the two statements).
	w.exec(t, `INSERT INTO reminder_jobs (user_id, set_id, set_start) VALUES (?, ?, ?)`, w.must, w.set, w.start)
	w.exec(t, `UPDATE sets SET time_start = time_start + interval '2 hours', time_end = time_end + interval '2 hours' WHERE id = ?`, w.set)
	if _, err := r.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if n := w.notes(t, KindReminder); len(n) != 0 {
		t.Fatalf("a reminder of the old time was sent: %v", n)
	}
}

func TestReminderIsQueuedForPush(t *testing.T) {
	w := newWorld(t)
	w.subscribe(t, w.must, "https://push.example.com/must", newDevice(t))
	clock := w.start.Add(-10 * time.Minute)
	r := &Reminders{DB: w.db, Now: func() time.Time { return clock }}
	if _, err := r.Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := w.count(t, `SELECT count(*) FROM push_jobs j JOIN notifications n ON n.id = j.notification_id
		WHERE n.kind = 'REMINDER' AND n.user_id = ?`, w.must); n != 1 {
		t.Fatalf("%d push jobs for the reminder, want 1", n)
	}
}
