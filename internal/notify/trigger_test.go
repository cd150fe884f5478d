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
