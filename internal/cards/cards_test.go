package cards_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"

	"festival/internal/cards"
	"festival/internal/lineup"
	"festival/internal/testdb"
)

const fixture = `
INSERT INTO festivals (id, name, slug, published) VALUES ('10000000-0000-0000-0000-000000000001', 'F', 'f', true);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published) VALUES
  ('20000000-0000-0000-0000-000000000001', '10000000-0000-0000-0000-000000000001', 'E', 'e', 2026, true);
INSERT INTO stages (id, festival_edition_id, name) VALUES
  ('30000000-0000-0000-0000-000000000001', '20000000-0000-0000-0000-000000000001', 'Main');
INSERT INTO artists (id, name, slug) VALUES ('50000000-0000-0000-0000-000000000001', 'A', 'a');
INSERT INTO sets (id, festival_edition_id, stage_id, name, slug) VALUES
  ('60000000-0000-0000-0000-000000000001', '20000000-0000-0000-0000-000000000001', '30000000-0000-0000-0000-000000000001', 'alpha', 'alpha'),
  ('60000000-0000-0000-0000-000000000002', '20000000-0000-0000-0000-000000000001', NULL, 'bravo', 'bravo');
INSERT INTO set_artists (set_id, artist_id) VALUES ('60000000-0000-0000-0000-000000000001', '50000000-0000-0000-0000-000000000001');
`

var (
	alpha = uuid.MustParse("60000000-0000-0000-0000-000000000001")
	bravo = uuid.MustParse("60000000-0000-0000-0000-000000000002")
)

func setup(t *testing.T) (*lineup.Service, func(string, ...any)) {
	t.Helper()
	store := testdb.Open(t)
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := store.DB.ExecContext(context.Background(), q, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(fixture)
	return &lineup.Service{DB: store.DB}, exec
}

func names(t *testing.T, c *cards.Cache, ids ...uuid.UUID) []string {
	t.Helper()
	es, err := c.Get(context.Background(), ids)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Card.Set.Name)
	}
	return out
}

// Entries are kept only while listening, dropped on a change, and carry no tallies.
func TestCacheKeepsWhileListeningAndDropsChanged(t *testing.T) {
	svc, exec := setup(t)
	c := &cards.Cache{Load: svc.CardsByIDs}
	names(t, c, alpha, bravo)
	names(t, c, alpha, bravo)
	if hits, misses := c.Stats(); hits != 0 || misses != 4 {
		t.Fatalf("not listening: %d hits, %d misses; want 0, 4", hits, misses)
	}
	c.Listening(true)
	names(t, c, alpha, bravo)
	got := names(t, c, bravo, alpha)
	if hits, misses := c.Stats(); hits != 2 || misses != 6 || got[0] != "bravo" || got[1] != "alpha" {
		t.Fatalf("listening: %d hits, %d misses, %v", hits, misses, got)
	}
	exec(`UPDATE sets SET name = 'renamed' WHERE id = ?`, alpha)
	if got := names(t, c, alpha); got[0] != "alpha" {
		t.Fatalf("before its change is heard: %v", got)
	}
	c.SetChanged(alpha)
	if got := names(t, c, alpha, bravo); got[0] != "renamed" || got[1] != "bravo" {
		t.Fatalf("after its change: %v", got)
	}
	es, _ := c.Get(context.Background(), []uuid.UUID{alpha})
	if card := es[0].Card; card.Tally != (lineup.Tally{}) || card.MyVote != nil || card.Stage == nil || len(card.Artists) != 1 {
		t.Fatalf("entry = %+v", card)
	}
	c.Listening(false)
	_, before := c.Stats()
	names(t, c, alpha)
	if _, after := c.Stats(); after != before+1 {
		t.Fatalf("after the listener went down, the entry was still served")
	}
	if _, err := c.Get(context.Background(), []uuid.UUID{uuid.New()}); err != cards.ErrMissing {
		t.Fatalf("unknown set: %v", err)
	}
}

// A load that read the set before its change was heard is not kept.
func TestCacheDoesNotKeepWhatChangedWhileLoading(t *testing.T) {
	svc, exec := setup(t)
	read, release := make(chan struct{}), make(chan struct{})
	c := &cards.Cache{}
	c.Load = func(ctx context.Context, ids []uuid.UUID) ([]*lineup.Card, error) {
		cs, err := svc.CardsByIDs(ctx, ids)
		if read != nil {
			close(read)
			<-release
		}
		return cs, err
	}
	c.Listening(true)
	done := make(chan []string)
	go func() { done <- names(t, c, alpha) }()
	<-read
	exec(`UPDATE sets SET name = 'renamed' WHERE id = ?`, alpha)
	c.SetChanged(alpha)
	read = nil
	close(release)
	if got := <-done; got[0] != "alpha" {
		t.Fatalf("the load in flight read %v", got)
	}
	if got := names(t, c, alpha); got[0] != "renamed" {
		t.Fatalf("kept the stale load: %v", got)
	}
}

// An entry's bytes are built once per selection shape; a failed build keeps nothing.
func TestEntryPartsOncePerShape(t *testing.T) {
	svc, _ := setup(t)
	c := &cards.Cache{Load: svc.CardsByIDs}
	c.Listening(true)
	builds := 0
	build := func(card *lineup.Card) ([][]byte, error) { builds++; return [][]byte{[]byte(card.Set.Name)}, nil }
	fail := func(*lineup.Card) ([][]byte, error) { builds++; return nil, errors.New("no") }
	for range 3 {
		es, err := c.Get(context.Background(), []uuid.UUID{alpha})
		if err != nil {
			t.Fatal(err)
		}
		if p, err := es[0].Parts("a", build); err != nil || string(p[0]) != "alpha" {
			t.Fatalf("parts = %q, %v", p, err)
		}
		if _, err := es[0].Parts("b", build); err != nil {
			t.Fatal(err)
		}
		if _, err := es[0].Parts("c", fail); err == nil {
			t.Fatal("a failed build gave no error")
		}
	}
	if builds != 5 {
		t.Fatalf("%d builds for 2 shapes and 3 failures", builds)
	}
}
