package notify

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/identity"
	"festival/internal/testdb"
)

// world is an edition in Europe/Berlin with two stages, one set "Gentle Kites" on Main Stage at
// Sat 20:00 (18:00 UTC), and users: must (Must Go), interested, wont (Won't Go), none (no vote),
// planner (the set in a saved plan, no vote).
type world struct {
	db                                   *bun.DB
	edition, main, tent, set             uuid.UUID
	must, interested, wont, none, planer uuid.UUID
	start                                time.Time
}

func newWorld(t testing.TB) *world {
	t.Helper()
	store := testdb.Open(t)
	w := &world{db: store.DB, start: time.Date(2026, 7, 4, 18, 0, 0, 0, time.UTC)}
	fest := uuid.New()
	w.edition, w.main, w.tent, w.set = uuid.New(), uuid.New(), uuid.New(), uuid.New()
	w.exec(t, `INSERT INTO festivals (id, name, slug, published) VALUES (?, 'F', 'f', true)`, fest)
	w.exec(t, `INSERT INTO festival_editions (id, festival_id, name, slug, year, time_zone, published) VALUES (?, ?, 'E', 'e', 2026, 'Europe/Berlin', true)`, w.edition, fest)
	w.exec(t, `INSERT INTO stages (id, festival_edition_id, name) VALUES (?, ?, 'Main Stage'), (?, ?, 'Tent')`, w.main, w.edition, w.tent, w.edition)
	w.exec(t, `INSERT INTO sets (id, festival_edition_id, stage_id, name, slug, time_start, time_end) VALUES (?, ?, ?, 'Gentle Kites', 'gentle-kites', ?, ?)`,
		w.set, w.edition, w.main, w.start, w.start.Add(time.Hour))
	for _, u := range []*uuid.UUID{&w.must, &w.interested, &w.wont, &w.none, &w.planer} {
		*u = w.user(t)
	}
	w.vote(t, w.must, w.set, 2)
	w.vote(t, w.interested, w.set, 1)
	w.vote(t, w.wont, w.set, -1)
	w.exec(t, `INSERT INTO saved_plans (user_id, edition_id, set_id, position) VALUES (?, ?, ?, 0)`, w.planer, w.edition, w.set)
	return w
}

func (w *world) user(t testing.TB) uuid.UUID {
	id := uuid.New()
	w.exec(t, `INSERT INTO users (id, email) VALUES (?, ?)`, id, id.String()+"@example.invalid")
	return id
}

func (w *world) vote(t testing.TB, user, set uuid.UUID, v int) {
	w.exec(t, `INSERT INTO votes (user_id, set_id, vote_type) VALUES (?, ?, ?) ON CONFLICT (user_id, set_id) DO UPDATE SET vote_type = EXCLUDED.vote_type`, user, set, v)
}

func (w *world) exec(t testing.TB, q string, args ...any) {
	t.Helper()
	if _, err := w.db.NewRaw(q, args...).Exec(context.Background()); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

// notes returns user → messages of kind (all kinds when "").
func (w *world) notes(t *testing.T, kind string) map[uuid.UUID][]string {
	t.Helper()
	var rows []struct {
		UserID  uuid.UUID `bun:"user_id"`
		Message string    `bun:"message"`
	}
	q := w.db.NewSelect().Table("notifications").Column("user_id", "message").Order("created_at")
	if kind != "" {
		q = q.Where("kind = ?", kind)
	}
	if err := q.Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	out := map[uuid.UUID][]string{}
	for _, r := range rows {
		out[r.UserID] = append(out[r.UserID], r.Message)
	}
	return out
}

// concerned checks that exactly must, interested and planer have one notification of kind
// with message.
func (w *world) concerned(t *testing.T, kind, message string) {
	t.Helper()
	got := w.notes(t, kind)
	if len(got) != 3 {
		t.Fatalf("%s: notified %d users, want 3 (must, interested, planner): %v", kind, len(got), got)
	}
	for _, u := range []uuid.UUID{w.must, w.interested, w.planer} {
		if len(got[u]) != 1 || got[u][0] != message {
			t.Fatalf("%s: user's notifications %q, want [%q]", kind, got[u], message)
		}
	}
}

func identityCtx(user uuid.UUID) context.Context {
	return identity.With(context.Background(), &identity.Viewer{UserID: user})
}
