package lineup_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/uuid"

	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testdb"
)

// Fixed data: four sets with known votes, to check tallies, scores and the sort tie-breaks.
//
//	alpha: 2 Must Go, 1 Won't Go      -> popularity 4, net 3, average 1.0,   followers 500
//	bravo: 1 Must Go, 2 Interested    -> popularity 4, net 4, average 1.333, followers 900
//	charlie: 1 Must Go, 2 Interested  -> popularity 4, net 4, average 1.333, followers 900 (name breaks the tie)
//	delta: no votes, no time          -> popularity 0, average 0,          followers 100
const fixture = `
INSERT INTO festivals (id, name, slug, published) VALUES ('10000000-0000-0000-0000-000000000001', 'F', 'f', true);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published) VALUES
  ('20000000-0000-0000-0000-000000000001', '10000000-0000-0000-0000-000000000001', 'E', 'e', 2026, true);
INSERT INTO stages (id, festival_edition_id, name) VALUES
  ('30000000-0000-0000-0000-000000000001', '20000000-0000-0000-0000-000000000001', 'Main'),
  ('30000000-0000-0000-0000-000000000002', '20000000-0000-0000-0000-000000000001', 'Tent');
INSERT INTO music_genres (id, name) VALUES ('40000000-0000-0000-0000-000000000001', 'House'), ('40000000-0000-0000-0000-000000000002', 'Techno');
INSERT INTO artists (id, name, slug, soundcloud_followers) VALUES
  ('50000000-0000-0000-0000-000000000001', 'A', 'a', 500), ('50000000-0000-0000-0000-000000000002', 'B', 'b', 900),
  ('50000000-0000-0000-0000-000000000003', 'C', 'c', 900), ('50000000-0000-0000-0000-000000000004', 'D', 'd', 100),
  ('50000000-0000-0000-0000-000000000005', 'E2', 'e2', 10);
INSERT INTO artist_music_genres VALUES ('50000000-0000-0000-0000-000000000001', '40000000-0000-0000-0000-000000000001'),
  ('50000000-0000-0000-0000-000000000002', '40000000-0000-0000-0000-000000000002');
INSERT INTO sets (id, festival_edition_id, stage_id, name, slug, time_start, time_end) VALUES
  ('60000000-0000-0000-0000-000000000001', '20000000-0000-0000-0000-000000000001', '30000000-0000-0000-0000-000000000001', 'alpha', 'alpha', '2026-07-17 20:00Z', '2026-07-17 21:00Z'),
  ('60000000-0000-0000-0000-000000000002', '20000000-0000-0000-0000-000000000001', '30000000-0000-0000-0000-000000000002', 'bravo', 'bravo', '2026-07-17 18:00Z', '2026-07-17 19:00Z'),
  ('60000000-0000-0000-0000-000000000003', '20000000-0000-0000-0000-000000000001', '30000000-0000-0000-0000-000000000001', 'charlie', 'charlie', '2026-07-17 19:00Z', '2026-07-17 20:00Z'),
  ('60000000-0000-0000-0000-000000000004', '20000000-0000-0000-0000-000000000001', NULL, 'delta', 'delta', NULL, NULL),
  ('60000000-0000-0000-0000-000000000005', '20000000-0000-0000-0000-000000000001', NULL, 'archived', 'archived', NULL, NULL);
UPDATE sets SET archived = true WHERE slug = 'archived';
INSERT INTO set_artists (set_id, artist_id) VALUES
  ('60000000-0000-0000-0000-000000000001', '50000000-0000-0000-0000-000000000001'),
  ('60000000-0000-0000-0000-000000000002', '50000000-0000-0000-0000-000000000002'),
  ('60000000-0000-0000-0000-000000000002', '50000000-0000-0000-0000-000000000005'),
  ('60000000-0000-0000-0000-000000000003', '50000000-0000-0000-0000-000000000003'),
  ('60000000-0000-0000-0000-000000000004', '50000000-0000-0000-0000-000000000004');
INSERT INTO users (id, email) SELECT ('70000000-0000-0000-0000-00000000000' || n)::uuid, 'u' || n || '@x.io' FROM generate_series(1, 3) n;
INSERT INTO votes (user_id, set_id, vote_type) VALUES
  ('70000000-0000-0000-0000-000000000001', '60000000-0000-0000-0000-000000000001', 2),
  ('70000000-0000-0000-0000-000000000002', '60000000-0000-0000-0000-000000000001', 2),
  ('70000000-0000-0000-0000-000000000003', '60000000-0000-0000-0000-000000000001', -1),
  ('70000000-0000-0000-0000-000000000001', '60000000-0000-0000-0000-000000000002', 2),
  ('70000000-0000-0000-0000-000000000002', '60000000-0000-0000-0000-000000000002', 1),
  ('70000000-0000-0000-0000-000000000003', '60000000-0000-0000-0000-000000000002', 1),
  ('70000000-0000-0000-0000-000000000001', '60000000-0000-0000-0000-000000000003', 2),
  ('70000000-0000-0000-0000-000000000002', '60000000-0000-0000-0000-000000000003', 1),
  ('70000000-0000-0000-0000-000000000003', '60000000-0000-0000-0000-000000000003', 1);
`

var edition = uuid.MustParse("20000000-0000-0000-0000-000000000001")

func setup(t *testing.T) (*db.DB, *lineup.Service) {
	t.Helper()
	store := testdb.Open(t)
	if _, err := store.ExecContext(context.Background(), fixture); err != nil {
		t.Fatal(err)
	}
	return store, &lineup.Service{DB: store.DB}
}

func names(p *lineup.SetPage) []string {
	var out []string
	for _, s := range p.Sets {
		out = append(out, s.Name)
	}
	return out
}

func TestTalliesAndScores(t *testing.T) {
	_, svc := setup(t)
	p, err := svc.Sets(context.Background(), edition, lineup.SortNameAsc, lineup.Filter{}, 100, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		mg, in, wg, net, pop, total int
		avg                         float64
		maxF                        int
	}{
		"alpha":   {2, 0, 1, 3, 4, 3, 1.0, 500},
		"bravo":   {1, 2, 0, 4, 4, 3, 4.0 / 3, 900},
		"charlie": {1, 2, 0, 4, 4, 3, 4.0 / 3, 900},
		"delta":   {0, 0, 0, 0, 0, 0, 0, 100},
	}
	if len(p.Sets) != 4 || p.Total != 4 {
		t.Fatalf("sets = %v (archived must be hidden), total %d", names(p), p.Total)
	}
	for _, s := range p.Sets {
		w := want[s.Name]
		tl := p.Tallies[s.ID]
		if tl.MustGo != w.mg || tl.Interested != w.in || tl.WontGo != w.wg || tl.NetScore() != w.net ||
			tl.Popularity() != w.pop || tl.Total() != w.total || tl.Average() != w.avg || s.MaxFollowers != w.maxF {
			t.Errorf("%s: tally %+v net %d pop %d avg %v followers %d", s.Name, tl, tl.NetScore(), tl.Popularity(), tl.Average(), s.MaxFollowers)
		}
	}
	// The loader path gives the same tallies as the list query.
	ts, err := svc.Tallies(context.Background(), []uuid.UUID{p.Sets[0].ID})
	if err != nil || ts[p.Sets[0].ID] != p.Tallies[p.Sets[0].ID] {
		t.Fatalf("Tallies = %+v, %v", ts, err)
	}
}

func TestSortsAndTieBreaks(t *testing.T) {
	_, svc := setup(t)
	cases := map[lineup.Sort][]string{
		// 4-4-4: bravo and charlie tie on followers (900) so the name decides; alpha has 500.
		lineup.SortPopularityDesc: {"bravo", "charlie", "alpha", "delta"},
		lineup.SortRatingDesc:     {"bravo", "charlie", "alpha", "delta"},
		lineup.SortNameAsc:        {"alpha", "bravo", "charlie", "delta"},
		lineup.SortNameDesc:       {"delta", "charlie", "bravo", "alpha"},
		lineup.SortDateAsc:        {"bravo", "charlie", "alpha", "delta"}, // no time sorts last
	}
	// Names compare without regard to case ("Daan" before "DJ Misol").
	if _, err := svc.DB.ExecContext(context.Background(), "UPDATE sets SET name = 'DELTA' WHERE slug = 'delta'; UPDATE sets SET name = 'Bravo' WHERE slug = 'bravo'"); err != nil {
		t.Fatal(err)
	}
	cases[lineup.SortNameAsc] = []string{"alpha", "Bravo", "charlie", "DELTA"}
	cases[lineup.SortNameDesc] = []string{"DELTA", "charlie", "Bravo", "alpha"}
	cases[lineup.SortPopularityDesc] = []string{"Bravo", "charlie", "alpha", "DELTA"}
	cases[lineup.SortRatingDesc] = []string{"Bravo", "charlie", "alpha", "DELTA"}
	cases[lineup.SortDateAsc] = []string{"Bravo", "charlie", "alpha", "DELTA"}
	for sort, want := range cases {
		p, err := svc.Sets(context.Background(), edition, sort, lineup.Filter{}, 100, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(p); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
			t.Errorf("%s: %v, want %v", sort, got, want)
		}
	}
}

func TestFiltersAndPaging(t *testing.T) {
	_, svc := setup(t)
	ctx := context.Background()
	main := uuid.MustParse("30000000-0000-0000-0000-000000000001")
	techno := uuid.MustParse("40000000-0000-0000-0000-000000000002")
	check := func(f lineup.Filter, want ...string) {
		t.Helper()
		p, err := svc.Sets(ctx, edition, lineup.SortNameAsc, f, 100, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(p); len(got) != len(want) || (len(got) > 0 && got[0] != want[0]) {
			t.Errorf("filter %+v: %v, want %v", f, got, want)
		}
	}
	check(lineup.Filter{StageIDs: []uuid.UUID{main}}, "alpha", "charlie")
	check(lineup.Filter{GenreIDs: []uuid.UUID{techno}}, "bravo")
	check(lineup.Filter{MinRating: 1}, "alpha", "bravo", "charlie")
	check(lineup.Filter{MinRating: 2})
	// Group perspective: only user 3's votes count (alpha -1, bravo 1, charlie 1).
	check(lineup.Filter{MinRating: 1, VoterIDs: []uuid.UUID{uuid.MustParse("70000000-0000-0000-0000-000000000003")}}, "bravo", "charlie")

	p1, _ := svc.Sets(ctx, edition, lineup.SortNameAsc, lineup.Filter{}, 3, 0)
	p2, _ := svc.Sets(ctx, edition, lineup.SortNameAsc, lineup.Filter{}, 3, 3)
	if !p1.HasNextPage || p2.HasNextPage || len(p2.Sets) != 1 || p2.Sets[0].Name != "delta" {
		t.Fatalf("paging: %v %v / %v %v", names(p1), p1.HasNextPage, names(p2), p2.HasNextPage)
	}
}

func TestCardsByIDsLoadEverythingOnce(t *testing.T) {
	_, svc := setup(t)
	cards, err := svc.CardsByIDs(context.Background(), []uuid.UUID{
		uuid.MustParse("60000000-0000-0000-0000-000000000002"), uuid.MustParse("60000000-0000-0000-0000-000000000005"),
	})
	if err != nil {
		t.Fatal(err)
	}
	// An archived set comes too, flagged, so that live subscribers learn it was removed.
	if len(cards) != 2 {
		t.Fatalf("cards = %d, want the set and the archived one", len(cards))
	}
	if cards[0].Set.Archived {
		cards[0], cards[1] = cards[1], cards[0]
	}
	if cards[0].Set.Archived || !cards[1].Set.Archived {
		t.Fatalf("archived flags = %v, %v", cards[0].Set.Archived, cards[1].Set.Archived)
	}
	p := cards[0]
	if p == nil || p.Stage == nil || p.Stage.Name != "Tent" || len(p.Artists) != 2 || p.Tally.Interested != 2 ||
		p.Set.MaxFollowers != 900 || len(p.Artists[0].Genres) != 1 || p.Artists[0].Genres[0].Name != "Techno" {
		t.Fatalf("card = %+v", p)
	}
	// The artists' JSON comes along as PostgreSQL built it, the same artists in the same order.
	var raw []struct {
		Name   string `json:"name"`
		Genres []struct {
			Name string `json:"name"`
		} `json:"genres"`
	}
	if err := json.Unmarshal(p.ArtistsJSON, &raw); err != nil || len(raw) != 2 || raw[0].Name != p.Artists[0].Name ||
		raw[1].Name != p.Artists[1].Name || len(raw[0].Genres) != 1 || raw[0].Genres[0].Name != "Techno" {
		t.Fatalf("artists JSON %s: %v", p.ArtistsJSON, err)
	}
}

type fakeGroups []uuid.UUID

func (g fakeGroups) MemberUserIDs(context.Context, uuid.UUID) ([]uuid.UUID, error) { return g, nil }

// A card page carries the viewer's votes, everyone's tallies and the list's perspective, also
// with every filter (their placeholders sit around the viewer's).
func TestSetCardsWithViewerFiltersAndGroup(t *testing.T) {
	_, svc := setup(t)
	user3 := uuid.MustParse("70000000-0000-0000-0000-000000000003")
	svc.Groups = fakeGroups{user3}
	ctx := identity.With(context.Background(), &identity.Viewer{UserID: user3})
	main := uuid.MustParse("30000000-0000-0000-0000-000000000001")
	group := uuid.New()
	page, err := svc.SetCards(ctx, edition, lineup.SortNameAsc,
		lineup.Filter{StageIDs: []uuid.UUID{main}, MinRating: 1, Group: &group}, 10, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Under user 3's perspective on the main stage only charlie (user 3: Interested) has >= 1.
	if len(page.Cards) != 1 || page.Total != 1 {
		t.Fatalf("cards: %d, total %d", len(page.Cards), page.Total)
	}
	c := page.Cards[0]
	if c.Set.Name != "charlie" || c.MyVote == nil || *c.MyVote != lineup.Interested ||
		c.ListTally != (lineup.Tally{Interested: 1}) || c.Tally != (lineup.Tally{MustGo: 1, Interested: 2}) ||
		c.Stage == nil || c.Stage.Name != "Main" || len(c.Artists) != 1 || c.Set.MaxFollowers != 900 {
		t.Fatalf("card %+v (set %+v)", c, c.Set)
	}
	anon, err := svc.SetCards(context.Background(), edition, lineup.SortNameAsc, lineup.Filter{}, 10, 0)
	if err != nil || len(anon.Cards) != 4 || anon.Cards[0].MyVote != nil || anon.Cards[0].Tally != anon.Cards[0].ListTally {
		t.Fatalf("anonymous page: %+v %v", anon, err)
	}
}

// The per-set counters follow every change behind them: votes (inserted, changed, deleted,
// truncated), a set's artists and an artist's follower count, so the page agrees with a recount.
func TestSetCountersFollowTheirSources(t *testing.T) {
	store, svc := setup(t)
	ctx := context.Background()
	exec := func(q string) {
		t.Helper()
		if _, err := store.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	followers := func(slug string) int {
		t.Helper()
		p, err := svc.Sets(ctx, edition, lineup.SortNameAsc, lineup.Filter{}, 100, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range p.Sets {
			if s.Slug == slug {
				return s.MaxFollowers
			}
		}
		t.Fatalf("no set %s", slug)
		return 0
	}
	exec(`UPDATE artists SET soundcloud_followers = 7000 WHERE slug = 'e2'`) // bravo's second artist
	if got := followers("bravo"); got != 7000 {
		t.Fatalf("after an artist's count changed: %d, want 7000", got)
	}
	exec(`DELETE FROM set_artists WHERE artist_id = '50000000-0000-0000-0000-000000000005'`)
	if got := followers("bravo"); got != 900 {
		t.Fatalf("after an artist left the set: %d, want 900", got)
	}
	exec(`INSERT INTO set_artists (set_id, artist_id) VALUES ('60000000-0000-0000-0000-000000000004', '50000000-0000-0000-0000-000000000001')`)
	if got := followers("delta"); got != 500 {
		t.Fatalf("after an artist joined the set: %d, want 500", got)
	}

	exec(`UPDATE votes SET vote_type = -1 WHERE set_id = '60000000-0000-0000-0000-000000000002' AND vote_type = 1;
		DELETE FROM votes WHERE set_id = '60000000-0000-0000-0000-000000000001' AND vote_type = 2;
		INSERT INTO votes (user_id, set_id, vote_type) VALUES ('70000000-0000-0000-0000-000000000001', '60000000-0000-0000-0000-000000000004', 1)`)
	var bad int
	recount := `SELECT count(*) FROM set_tallies t JOIN LATERAL (SELECT count(*) FILTER (WHERE v.vote_type = 2) AS m,
		count(*) FILTER (WHERE v.vote_type = 1) AS i, count(*) FILTER (WHERE v.vote_type = -1) AS w
		FROM votes v WHERE v.set_id = t.set_id) r ON true WHERE (t.must_go, t.interested, t.wont_go) <> (r.m, r.i, r.w)`
	if err := store.NewRaw(recount).Scan(ctx, &bad); err != nil || bad != 0 {
		t.Fatalf("%d sets' counters differ from a recount (%v)", bad, err)
	}
	exec(`TRUNCATE votes`)
	if err := store.NewRaw(recount).Scan(ctx, &bad); err != nil || bad != 0 {
		t.Fatalf("after TRUNCATE, %d sets' counters differ from a recount (%v)", bad, err)
	}
}

// The default list (no filter), anonymous or for any viewer, is one statement text per sort:
// each connection prepares it once and runs it prepared; a filtered list runs unprepared.
func TestDefaultListIsPreparedOncePerConnection(t *testing.T) {
	ctx := context.Background()
	url := testdb.URL(t)
	store, err := db.Open(ctx, url, 1) // one connection: every statement runs on it
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if _, err := store.ExecContext(ctx, fixture); err != nil {
		t.Fatal(err)
	}
	svc := &lineup.Service{DB: store.DB}
	viewers := []uuid.UUID{uuid.MustParse("70000000-0000-0000-0000-000000000001"), uuid.MustParse("70000000-0000-0000-0000-000000000002")}
	for i := 0; i < 6; i++ {
		vctx := identity.With(ctx, &identity.Viewer{UserID: viewers[i%2]})
		for _, c := range []context.Context{ctx, vctx} {
			if _, err := svc.Sets(c, edition, lineup.SortPopularityDesc, lineup.Filter{}, 2, i%2); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := svc.Sets(ctx, edition, lineup.SortPopularityDesc, lineup.Filter{Query: fmt.Sprint("set ", i)}, 2, 0); err != nil {
			t.Fatal(err)
		}
	}
	var runs []int
	if err := store.NewRaw("SELECT generic_plans + custom_plans FROM pg_prepared_statements ORDER BY 1").Scan(ctx, &runs); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(runs) != "[6 6]" {
		t.Fatalf("prepared statements' runs: %v, want two statements (anonymous, signed in) run 6 times each", runs)
	}
}
