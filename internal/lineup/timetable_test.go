package lineup_test

import (
	"context"
	"encoding/base64"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
)

var (
	setAlpha   = uuid.MustParse("60000000-0000-0000-0000-000000000001")
	setBravo   = uuid.MustParse("60000000-0000-0000-0000-000000000002")
	setCharlie = uuid.MustParse("60000000-0000-0000-0000-000000000003")
)

// settle waits until every transaction that wrote the lineup has ended (the snapshot's xmin is
// past its stamps): a sync then resends nothing it gave before, and its answers are exact.
// Transactions of other databases of the cluster hold xmin back while they run.
func settle(t *testing.T, store *db.DB) {
	t.Helper()
	for range 600 {
		var past bool
		err := store.NewRaw(`SELECT pg_snapshot_xmin(pg_current_snapshot()) > greatest(
			(SELECT changed_xid FROM sets ORDER BY changed_xid DESC LIMIT 1),
			(SELECT changed_xid FROM timetable_removals ORDER BY changed_xid DESC LIMIT 1))`).Scan(context.Background(), &past)
		if err != nil {
			t.Fatal(err)
		}
		if past {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("a transaction of the cluster kept running for a minute")
}

// sync syncs after since, once the writes so far have settled.
func sync(t *testing.T, store *db.DB, svc *lineup.Service, since *lineup.Watermark) *lineup.TimetableChanges {
	t.Helper()
	settle(t, store)
	return syncNow(t, svc, since)
}

func syncNow(t *testing.T, svc *lineup.Service, since *lineup.Watermark) *lineup.TimetableChanges {
	t.Helper()
	c, err := svc.TimetableChanges(context.Background(), edition, since)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cardNames(c *lineup.TimetableChanges) []string {
	out := []string{}
	for _, card := range c.Cards {
		out = append(out, card.Set.Name)
	}
	return out
}

func exec(t *testing.T, store *db.DB, q string, args ...any) {
	t.Helper()
	if _, err := store.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatal(err)
	}
}

// A first sync is the whole timetable with a watermark; after it, only what changed comes:
// an edited set, an archived set's id (no content), a deleted set's id, the sets of a renamed
// stage or artist, and nothing at all when nothing changed.
func TestTimetableChangesSinceWatermark(t *testing.T) {
	store, svc := setup(t)
	full := sync(t, store, svc, nil)
	if !full.Complete || !slices.Equal(cardNames(full), []string{"bravo", "charlie", "alpha", "delta"}) || len(full.RemovedIDs) != 0 {
		t.Fatalf("full sync: complete %v, sets %v, removed %v", full.Complete, cardNames(full), full.RemovedIDs)
	}
	if full.Cards[0].Stage == nil || full.Cards[0].Stage.Name != "Tent" || len(full.Cards[0].Artists) != 2 {
		t.Errorf("full sync card: stage %+v, artists %d", full.Cards[0].Stage, len(full.Cards[0].Artists))
	}
	w := full.Watermark

	none := sync(t, store, svc, &w)
	if none.Complete || len(none.Cards) != 0 || len(none.RemovedIDs) != 0 {
		t.Fatalf("no change: %+v", none)
	}

	exec(t, store, `UPDATE sets SET name = 'alpha two', updated_at = now() WHERE id = ?`, setAlpha)
	edited := sync(t, store, svc, &w)
	if edited.Complete || !slices.Equal(cardNames(edited), []string{"alpha two"}) || len(edited.RemovedIDs) != 0 {
		t.Fatalf("after an edit: complete %v, sets %v, removed %v", edited.Complete, cardNames(edited), edited.RemovedIDs)
	}
	if edited.Watermark.Xmin <= w.Xmin {
		t.Errorf("watermark did not move: %d after %d", edited.Watermark.Xmin, w.Xmin)
	}
	w = edited.Watermark

	exec(t, store, `UPDATE sets SET archived = true WHERE id = ?`, setCharlie)
	archived := sync(t, store, svc, &w)
	if len(archived.Cards) != 0 || !slices.Equal(archived.RemovedIDs, []uuid.UUID{setCharlie}) {
		t.Fatalf("after an archive: sets %v, removed %v", cardNames(archived), archived.RemovedIDs)
	}
	w = archived.Watermark

	exec(t, store, `UPDATE stages SET name = 'Big Tent' WHERE id = '30000000-0000-0000-0000-000000000002'`)
	stage := sync(t, store, svc, &w)
	if !slices.Equal(cardNames(stage), []string{"bravo"}) || stage.Cards[0].Stage.Name != "Big Tent" {
		t.Fatalf("after a stage rename: sets %v", cardNames(stage))
	}
	w = stage.Watermark

	exec(t, store, `UPDATE artists SET name = 'D renamed' WHERE id = '50000000-0000-0000-0000-000000000004'`)
	artist := sync(t, store, svc, &w)
	if !slices.Equal(cardNames(artist), []string{"delta"}) || artist.Cards[0].Artists[0].Name != "D renamed" {
		t.Fatalf("after an artist rename: sets %v", cardNames(artist))
	}
	w = artist.Watermark

	exec(t, store, `DELETE FROM set_artists WHERE set_id = ?; DELETE FROM votes WHERE set_id = ?; DELETE FROM sets WHERE id = ?`,
		setBravo, setBravo, setBravo)
	deleted := sync(t, store, svc, &w)
	if len(deleted.Cards) != 0 || !slices.Equal(deleted.RemovedIDs, []uuid.UUID{setBravo}) {
		t.Fatalf("after a delete: sets %v, removed %v", cardNames(deleted), deleted.RemovedIDs)
	}

	// Votes are no timetable change.
	w = deleted.Watermark
	exec(t, store, `UPDATE votes SET vote_type = -1 WHERE set_id = ?`, setAlpha)
	if v := sync(t, store, svc, &w); len(v.Cards) != 0 || len(v.RemovedIDs) != 0 {
		t.Errorf("a vote made a change: %v", cardNames(v))
	}
}

// A watermark of another edition or viewer (the sets carry the viewer's votes), or one past
// every transaction id given out (another database's), gives the whole timetable; text that is no watermark is refused as bad input.
func TestTimetableChangesUnknownWatermark(t *testing.T) {
	store, svc := setup(t)
	w := sync(t, store, svc, nil).Watermark
	for _, since := range []lineup.Watermark{{Edition: uuid.New(), Xmin: w.Xmin}, {Edition: edition, Xmin: w.Xmin + 1<<40},
		{Edition: edition, Viewer: uuid.New(), Xmin: w.Xmin}} {
		if c := sync(t, store, svc, &since); !c.Complete || len(c.Cards) != 4 {
			t.Errorf("since %+v: complete %v, %d sets", since, c.Complete, len(c.Cards))
		}
	}
	if back, err := lineup.ParseWatermark(w.String()); err != nil || back != w {
		t.Errorf("round trip: %+v, %v", back, err)
	}
	for _, bad := range []string{"", "12", "not base64!", w.String() + "!", base64.RawURLEncoding.EncodeToString([]byte("timetable:" + edition.String() + ":7")), lineup.Watermark{Edition: edition, Xmin: -1}.String()} {
		if _, err := lineup.ParseWatermark(bad); apperr.CodeOf(err) != apperr.BadUserInput {
			t.Errorf("ParseWatermark(%q) = %v, want BAD_USER_INPUT", bad, err)
		}
	}
}

// Exact across concurrent writes: a transaction that started before another, and commits after
// it (and after a client synced past the other's change), is still caught by the next sync. A
// watermark from a clock (now(), updated_at: the transaction's start) misses it. And a change
// not committed yet is not in a sync, and the watermark stays at or below its stamp.
func TestTimetableChangesConcurrentWrites(t *testing.T) {
	store, svc := setup(t)
	ctx := context.Background()
	w0 := sync(t, store, svc, nil).Watermark

	early, err := store.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = early.Rollback() }()
	if _, err := early.ExecContext(ctx, `SELECT now()`); err != nil { // its clock starts here
		t.Fatal(err)
	}
	exec(t, store, `UPDATE sets SET name = 'bravo late', updated_at = now() WHERE id = ?`, setBravo) // starts and commits later
	first := sync(t, store, svc, &w0)
	if !slices.Equal(cardNames(first), []string{"bravo late"}) {
		t.Fatalf("first sync: %v", cardNames(first))
	}
	var stamp int64
	if err := early.NewRaw(`UPDATE sets SET name = 'alpha early', updated_at = now() WHERE id = ?
		RETURNING changed_xid::text::bigint`, setAlpha).Scan(ctx, &stamp); err != nil {
		t.Fatal(err)
	}
	// Not committed: not in a sync, and the watermark stays at or below its stamp.
	pending := syncNow(t, svc, &first.Watermark)
	if len(pending.Cards) != 0 || pending.Watermark.Xmin > stamp {
		t.Fatalf("uncommitted change: sets %v, watermark %d past its stamp %d", cardNames(pending), pending.Watermark.Xmin, stamp)
	}
	if err := early.Commit(); err != nil {
		t.Fatal(err)
	}
	second := sync(t, store, svc, &pending.Watermark)
	if !slices.Equal(cardNames(second), []string{"alpha early"}) {
		t.Fatalf("the earlier-started, later-committed change was missed: %v", cardNames(second))
	}
	// The clock would have missed it: its time is before the change already synced past.
	var missedByClock bool
	if err := store.NewRaw(`SELECT (SELECT updated_at FROM sets WHERE id = ?) < (SELECT updated_at FROM sets WHERE id = ?)`,
		setAlpha, setBravo).Scan(ctx, &missedByClock); err != nil {
		t.Fatal(err)
	}
	if !missedByClock {
		t.Error("the test's writes did not reproduce the clock's blind spot")
	}
}

// A signed-in viewer's sync lists all their votes on the edition's visible sets, whatever the
// watermark (votes made on another device show); a signed-out one lists none.
func TestTimetableChangesMyVotes(t *testing.T) {
	store, svc := setup(t)
	user := uuid.MustParse("70000000-0000-0000-0000-000000000002")
	ctx := identity.With(context.Background(), &identity.Viewer{UserID: user})
	exec(t, store, `INSERT INTO votes (user_id, set_id, vote_type) VALUES (?, '60000000-0000-0000-0000-000000000005', 2)`, user) // archived
	settle(t, store)
	full, err := svc.TimetableChanges(ctx, edition, nil)
	if err != nil {
		t.Fatal(err)
	}
	exec(t, store, `DELETE FROM votes WHERE user_id = ? AND set_id = ?`, user, setBravo)
	settle(t, store)
	later, err := svc.TimetableChanges(ctx, edition, &full.Watermark)
	if err != nil {
		t.Fatal(err)
	}
	want := []lineup.SetVote{{SetID: setAlpha, Vote: 2}, {SetID: setCharlie, Vote: 1}}
	if later.Complete || len(later.Cards) != 0 || !slices.Equal(later.MyVotes, want) {
		t.Errorf("after a vote removed elsewhere: complete %v, sets %v, votes %+v, want %+v", later.Complete, cardNames(later), later.MyVotes, want)
	}
	if anon := sync(t, store, svc, nil); len(anon.MyVotes) != 0 {
		t.Errorf("signed out: votes %+v", anon.MyVotes)
	}
}
