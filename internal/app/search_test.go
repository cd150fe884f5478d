package app

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"festival/internal/testclock"
	"festival/internal/testdb"
)

// searchEdition makes the published edition "search/e" with sets named to test folding: set
// names and artist names with accents and mixed case, an archived artist, and LIKE wildcards.
func searchEdition(t *testing.T, s *testServer) {
	t.Helper()
	store := openURL(t, s.dbURL)
	_, err := store.DB.ExecContext(context.Background(), `
		INSERT INTO festivals (name, slug, published) VALUES ('Search', 'search', true);
		INSERT INTO festival_editions (festival_id, name, slug, year, published)
			SELECT id, 'E', 'e', 2026, true FROM festivals WHERE slug = 'search';
		INSERT INTO sets (festival_edition_id, name, slug, time_start)
			SELECT e.id, v.name, v.slug, ?::timestamptz + v.n * interval '1 hour'
			FROM festival_editions e JOIN festivals f ON f.id = e.festival_id,
			     (VALUES (1, 'SIGUR RÓS', 'sigur'), (2, 'Night Shift', 'night'), (3, 'Café del Mar', 'cafe'),
			             (4, 'Plain', 'plain'), (5, '100% Techno', 'techno'), (6, 'Ghost', 'ghost')) v(n, name, slug)
			WHERE f.slug = 'search';
		INSERT INTO artists (name, slug, archived) VALUES ('Björk', 'bjork', false), ('Ólafur Arnalds', 'olafur', false),
			('Zoë Keating', 'zoe', true);
		INSERT INTO set_artists (set_id, artist_id, position)
			SELECT s.id, a.id, 0 FROM sets s, artists a
			WHERE (s.slug, a.slug) IN (('night', 'bjork'), ('plain', 'olafur'), ('ghost', 'zoe'));`, testclock.Now())
	if err != nil {
		t.Fatal(err)
	}
}

const searchSetsQuery = `query($q: String) { festival(slug: "search") { edition(slug: "e") {
	sets(first: 100, sort: NAME_ASC, filter: {q: $q}) { totalCount edges { node { slug } } } } } }`

const searchTimetableQuery = `query($q: String) { festival(slug: "search") { edition(slug: "e") { timetable(q: $q) { slug } } } }`

func searchSlugs(t *testing.T, s *testServer, query, q string) []string {
	t.Helper()
	r := s.gql(t, query, map[string]any{"q": q})
	if len(r.Errors) > 0 {
		t.Fatalf("q=%q: %+v", q, r.Errors)
	}
	var out struct {
		Festival struct {
			Edition struct {
				Sets struct {
					TotalCount int
					Edges      []struct{ Node struct{ Slug string } }
				}
				Timetable []struct{ Slug string }
			}
		}
	}
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	var slugs []string
	for _, e := range out.Festival.Edition.Sets.Edges {
		slugs = append(slugs, e.Node.Slug)
	}
	for _, e := range out.Festival.Edition.Timetable {
		slugs = append(slugs, e.Slug)
	}
	if strings.Contains(query, "sets(") && out.Festival.Edition.Sets.TotalCount != len(slugs) {
		t.Errorf("q=%q: totalCount %d for %d sets", q, out.Festival.Edition.Sets.TotalCount, len(slugs))
	}
	slices.Sort(slugs)
	return slugs
}

// Search finds sets by their own name or an artist's, whatever the case and accents on either
// side; archived artists and LIKE wildcards find nothing extra; the sets list and the timetable
// answer the same.
func TestSearchSetsAndArtistsByName(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	searchEdition(t, s)
	cases := map[string][]string{
		"bjork":          {"night"},  // artist, accent typed without it
		"BJÖRK":          {"night"},  // upper case with the accent
		"sigur ros":      {"sigur"},  // set name in capitals with an accent
		"  Sigur   Rós ": {"sigur"},  // spaces are trimmed and collapsed
		"olafur arn":     {"plain"},  // artist prefix
		"cafe":           {"cafe"},   // é in the data, e typed
		"CAFÉ":           {"cafe"},   // É typed
		"zoe":            nil,        // the only artist of "ghost" is archived
		"%":              {"techno"}, // a wildcard is a character, not "everything"
		"c%r":            nil,        // ... so it does not join "Café del Mar"
		"c_fe":           nil,        // the other wildcard
		"":               {"cafe", "ghost", "night", "plain", "sigur", "techno"},
		"o":              {"ghost", "night", "plain", "sigur", "techno"}, // one letter: Ghost, Björk, Ólafur, RÓS, Techno
	}
	for q, want := range cases {
		for _, query := range []string{searchSetsQuery, searchTimetableQuery} {
			if got := searchSlugs(t, s, query, q); !slices.Equal(got, want) {
				t.Errorf("q=%q (%s): got %v, want %v", q, query[40:60], got, want)
			}
		}
	}
	// Festival days start at 06:00 unless the edition says otherwise.
	r := s.gql(t, `{ festival(slug: "search") { edition(slug: "e") { dayStartHour } } }`, nil)
	if string(r.Data) != `{"festival":{"edition":{"dayStartHour":6}}}` {
		t.Errorf("dayStartHour: %s %+v", r.Data, r.Errors)
	}
	r = s.gql(t, searchSetsQuery, map[string]any{"q": strings.Repeat("a", 101)})
	if r.code(0) != "BAD_USER_INPUT" {
		t.Errorf("101 characters: %s %+v, want BAD_USER_INPUT", r.Data, r.Errors)
	}
	r = s.gql(t, searchTimetableQuery, map[string]any{"q": strings.Repeat("é", 101)})
	if r.code(0) != "BAD_USER_INPUT" {
		t.Errorf("101 characters in the timetable: %s %+v, want BAD_USER_INPUT", r.Data, r.Errors)
	}
}

// The search is part of the filtered sets page's one rows statement (an unfiltered page reads
// its rows from the instance's kept order, cards.Orders: one statement fewer), and the planner
// can answer it from the trigram indexes.
func TestSearchStatementsAndIndexes(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	searchEdition(t, s)
	store := openURL(t, s.dbURL)
	editionWithSets(t, store.DB, "searchbig", 300)
	query := spaOperation(t, "SetsRouteQuery")
	// Each page is counted the second time it is asked for: the first also loads its set cards
	// into the instance's card cache (once its listener is up).
	count := func(f string, filter map[string]any) int {
		for range 2 {
			r := s.gql(t, query, map[string]any{"festivalSlug": f, "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": filter})
			if len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"totalCount"`) {
				t.Fatalf("%s: %s %+v", f, r.Data, r.Errors)
			}
		}
		return lastStatements(t, s)
	}
	// Once the instance's listener is up, the plain page takes its rows from the kept order.
	plain := count("searchbig", nil)
	for deadline := time.Now().Add(30 * time.Second); plain > 3 && time.Now().Before(deadline); {
		plain = count("searchbig", nil)
	}
	if plain > 3 {
		t.Fatalf("the plain page takes %d statements (budget 3)", plain)
	}
	for _, q := range []string{"artist 1", "set", "zzz", "bjork"} {
		if n := count("searchbig", map[string]any{"q": q}); n != plain+1 {
			t.Errorf("q=%q: %d statements, %d without a search", q, n, plain)
		}
	}
	if n := count("search", map[string]any{"q": "bjork"}); n != plain+1 {
		t.Errorf("%d statements with a search, %d without (budget 4)", n, plain)
	}

	// With sequential scans priced out, both names are read through their trigram indexes:
	// the indexes exist and match the expression the search uses.
	ctx := context.Background()
	tx, err := store.DB.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback() }()
	if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
		t.Fatal(err)
	}
	for table, index := range map[string]string{"sets": "sets_name_search_idx", "artists": "artists_name_search_idx"} {
		var plan []string
		if err := tx.NewRaw("EXPLAIN SELECT id FROM "+table+" WHERE search_fold(name) LIKE search_fold(?)", "%bjork%").Scan(ctx, &plan); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(plan, "\n"), index) {
			t.Errorf("%s: plan does not use %s:\n%s", table, index, strings.Join(plan, "\n"))
		}
	}
}
