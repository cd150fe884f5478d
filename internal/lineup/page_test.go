package lineup_test

import (
	"context"
	"database/sql"
	"fmt"
	"testing"

	"github.com/google/uuid"

	"festival/internal/identity"
	"festival/internal/lineup"
)

// ties adds 300 sets to the fixture's edition made to tie: few distinct vote counts, names that
// repeat in another case, shared start times and no time, shared follower counts, some archived.
const ties = `
INSERT INTO users (id, email) SELECT ('71000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, 't' || n || '@x.io'
FROM generate_series(1, 12) n;
INSERT INTO sets (festival_edition_id, stage_id, name, slug, time_start, time_end)
SELECT '20000000-0000-0000-0000-000000000001',
       CASE WHEN g % 3 = 0 THEN NULL ELSE '30000000-0000-0000-0000-000000000001'::uuid END,
       CASE g % 4 WHEN 0 THEN 'Tie ' || (g % 40) WHEN 1 THEN 'tie ' || (g % 40) WHEN 2 THEN 'TIE ' || (g % 40) ELSE 'Zed' END,
       'tie-' || g,
       CASE WHEN g % 5 = 0 THEN NULL ELSE '2026-07-17 18:00Z'::timestamptz + (g % 7) * interval '1 hour' END,
       CASE WHEN g % 5 = 0 THEN NULL ELSE '2026-07-17 19:00Z'::timestamptz + (g % 7) * interval '1 hour' END
FROM generate_series(1, 300) g;
UPDATE sets SET archived = true WHERE slug IN ('tie-7', 'tie-70', 'tie-170');
INSERT INTO set_artists (set_id, artist_id)
SELECT s.id, ('50000000-0000-0000-0000-00000000000' || (1 + abs(hashtext(s.slug)) % 4))::uuid
FROM sets s WHERE s.slug LIKE 'tie-%' AND abs(hashtext(s.slug || 'a')) % 3 <> 0;
INSERT INTO votes (user_id, set_id, vote_type)
SELECT u.id, s.id, (ARRAY[2, 1, -1])[1 + abs(hashtext(s.slug || u.email)) % 3]
FROM users u, sets s WHERE u.email LIKE 't%@x.io' AND s.slug LIKE 'tie-%' AND abs(hashtext(u.email || s.slug)) % 4 = 0;
`

// SetPage lists the same sets in the same order, with the same tallies, votes and totals, as
// SetCards, for every sort, filter, group perspective, viewer and page, through pgx and through
// database/sql.
func TestSetPageMatchesSetCards(t *testing.T) {
	store, svc := setup(t)
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, ties); err != nil {
		t.Fatal(err)
	}
	member := uuid.MustParse("71000000-0000-0000-0000-000000000003")
	svc.Groups = fakeGroups{member, uuid.MustParse("71000000-0000-0000-0000-000000000004")}
	group := uuid.New()
	main := uuid.MustParse("30000000-0000-0000-0000-000000000001")
	techno := uuid.MustParse("40000000-0000-0000-0000-000000000002")
	filters := []lineup.Filter{
		{}, {StageIDs: []uuid.UUID{main}}, {GenreIDs: []uuid.UUID{techno}}, {Query: "tie 1"}, {MinRating: 0.5},
		{AboveZero: true}, {Group: &group}, {Group: &group, MinRating: 1, StageIDs: []uuid.UUID{main}},
		{VoterIDs: []uuid.UUID{}}, {Query: "no such set"},
	}
	pages := [][2]int{{30, 0}, {30, 30}, {7, 287}, {30, 301}, {500, 0}}
	viewers := []context.Context{ctx, identity.With(ctx, &identity.Viewer{UserID: member})}
	pgxSvc := &lineup.Service{DB: store.DB, Pool: store.Pool, Groups: svc.Groups}
	checked := 0
	for _, sort := range []lineup.Sort{lineup.SortNameAsc, lineup.SortNameDesc, lineup.SortRatingDesc,
		lineup.SortPopularityDesc, lineup.SortDateAsc, "NO_SUCH_SORT"} {
		for fi, f := range filters {
			for vi, vctx := range viewers {
				for _, pg := range pages {
					want, err := svc.SetCards(vctx, edition, sort, f, pg[0], pg[1])
					if err != nil {
						t.Fatal(err)
					}
					for _, s := range []*lineup.Service{svc, pgxSvc} {
						got, err := s.SetPage(vctx, edition, sort, f, pg[0], pg[1])
						if err != nil {
							t.Fatalf("%s filter %d viewer %d page %v: %v", sort, fi, vi, pg, err)
						}
						if d := diff(want, got); d != "" {
							t.Fatalf("%s filter %d viewer %d page %v (pool %v): %s", sort, fi, vi, pg, s.Pool != nil, d)
						}
						checked++
					}
				}
			}
		}
	}
	// The fixture must be one that tells the sorts apart: the first page differs among them.
	first := map[string]bool{}
	for _, sort := range []lineup.Sort{lineup.SortNameAsc, lineup.SortNameDesc, lineup.SortRatingDesc,
		lineup.SortPopularityDesc, lineup.SortDateAsc} {
		p, err := pgxSvc.SetPage(ctx, edition, sort, lineup.Filter{}, 30, 0)
		if err != nil || len(p.Rows) != 30 || p.Total != 301 || !p.HasNext {
			t.Fatalf("%s: %+v, %v", sort, p, err)
		}
		first[fmt.Sprint(p.Rows)] = true
	}
	if len(first) != 5 {
		t.Fatalf("the five sorts give %d different first pages", len(first))
	}
	t.Logf("%d pages compared", checked)
}

// diff describes how an id page differs from a card page ("" when it does not).
func diff(want *lineup.CardPage, got *lineup.IDPage) string {
	if got.Total != want.Total || got.HasNext != want.HasNext || got.GroupIgnored != want.GroupIgnored || len(got.Rows) != len(want.Cards) {
		return fmt.Sprintf("total %d next %v ignored %v rows %d, want %d %v %v %d", got.Total, got.HasNext, got.GroupIgnored,
			len(got.Rows), want.Total, want.HasNext, want.GroupIgnored, len(want.Cards))
	}
	for i, c := range want.Cards {
		r := got.Rows[i]
		if r.ID != c.Set.ID || r.Tally != c.Tally || r.ListTally != c.ListTally || (r.MyVote == nil) != (c.MyVote == nil) ||
			(r.MyVote != nil && *r.MyVote != *c.MyVote) {
			return fmt.Sprintf("row %d: %+v, want %s %+v %+v %v", i, r, c.Set.Name, c.Tally, c.ListTally, c.MyVote)
		}
	}
	return ""
}

// reference orders the edition's sets by sort from the votes and artists themselves (not the
// counters), in the spec's order: the sort's key, then the higher max followers, the name
// without regard to case, the name, the id.
func reference(t *testing.T, store interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, sort lineup.Sort) ([]uuid.UUID, map[uuid.UUID]lineup.Tally) {
	t.Helper()
	key := map[lineup.Sort]string{
		lineup.SortPopularityDesc: "2 * v.m + v.i DESC",
		lineup.SortRatingDesc:     "CASE WHEN v.m + v.i + v.w = 0 THEN 0 ELSE (2 * v.m + v.i - v.w)::float8 / (v.m + v.i + v.w) END DESC",
		lineup.SortNameAsc:        `lower(s.name) COLLATE "C"`,
		lineup.SortNameDesc:       `lower(s.name) COLLATE "C" DESC`,
		lineup.SortDateAsc:        "s.time_start NULLS LAST",
	}[sort]
	rows, err := store.QueryContext(context.Background(), `SELECT s.id, v.m, v.i, v.w FROM sets s
		CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE vote_type = 2) AS m, count(*) FILTER (WHERE vote_type = 1) AS i,
			count(*) FILTER (WHERE vote_type = -1) AS w FROM votes WHERE set_id = s.id) v
		CROSS JOIN LATERAL (SELECT coalesce(max(a.soundcloud_followers), 0) AS f FROM set_artists sa
			JOIN artists a ON a.id = sa.artist_id WHERE sa.set_id = s.id) mf
		WHERE s.festival_edition_id = $1 AND NOT s.archived
		ORDER BY `+key+`, mf.f DESC, lower(s.name) COLLATE "C", s.name COLLATE "C", s.id`, edition)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []uuid.UUID
	tallies := map[uuid.UUID]lineup.Tally{}
	for rows.Next() {
		var id uuid.UUID
		var tl lineup.Tally
		if err := rows.Scan(&id, &tl.MustGo, &tl.Interested, &tl.WontGo); err != nil {
			t.Fatal(err)
		}
		ids, tallies[id] = append(ids, id), tl
	}
	return ids, tallies
}

// The unfiltered page (SetPage, and SetCards which reads the same index) lists the sets in the
// order and with the tallies of a recount, page after page, for every sort, also after votes,
// renames, follower changes, archiving and a move change the order.
func TestSetPageOrderIsTheSpecs(t *testing.T) {
	store, svc := setup(t)
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, ties); err != nil {
		t.Fatal(err)
	}
	svc.Pool = store.Pool
	check := func(stage string) {
		t.Helper()
		for _, sort := range []lineup.Sort{lineup.SortNameAsc, lineup.SortNameDesc, lineup.SortRatingDesc,
			lineup.SortPopularityDesc, lineup.SortDateAsc} {
			want, tallies := reference(t, store.DB.DB, sort)
			var got []uuid.UUID
			for offset := 0; ; offset += 30 {
				p, err := svc.SetPage(ctx, edition, sort, lineup.Filter{}, 30, offset)
				if err != nil {
					t.Fatal(err)
				}
				if p.Total != len(want) && len(p.Rows) > 0 {
					t.Fatalf("%s, %s: total %d, want %d", stage, sort, p.Total, len(want))
				}
				for _, r := range p.Rows {
					if r.Tally != tallies[r.ID] || r.ListTally != r.Tally {
						t.Fatalf("%s, %s: tally %+v / %+v, recount %+v", stage, sort, r.Tally, r.ListTally, tallies[r.ID])
					}
					got = append(got, r.ID)
				}
				if !p.HasNext {
					break
				}
			}
			cards, err := svc.SetCards(ctx, edition, sort, lineup.Filter{}, 1000, 0)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) || len(cards.Cards) != len(want) {
				t.Fatalf("%s, %s: SetPage's order differs from the recount's (%d sets, %d)", stage, sort, len(got), len(want))
			}
			for i, c := range cards.Cards {
				if c.Set.ID != want[i] || c.Tally != tallies[c.Set.ID] || cards.Total != len(want) {
					t.Fatalf("%s, %s: SetCards' card %d differs from the recount's", stage, sort, i)
				}
			}
		}
	}
	check("fixture")
	other := uuid.New()
	_, err := store.ExecContext(ctx, `
		INSERT INTO festival_editions (id, festival_id, name, slug, year) VALUES (?, '10000000-0000-0000-0000-000000000001', 'E2', 'e2', 2027);
		UPDATE votes SET vote_type = 2 WHERE set_id IN (SELECT id FROM sets WHERE slug LIKE 'tie-1%') AND vote_type = -1;
		DELETE FROM votes WHERE set_id IN (SELECT id FROM sets WHERE slug LIKE 'tie-2%');
		UPDATE sets SET name = 'aaa ' || slug WHERE slug LIKE 'tie-3%';
		UPDATE artists SET soundcloud_followers = 5 WHERE slug = 'c';
		UPDATE sets SET archived = true WHERE slug LIKE 'tie-4%';
		UPDATE sets SET archived = false WHERE slug = 'tie-7';
		UPDATE sets SET festival_edition_id = ?, stage_id = NULL WHERE slug LIKE 'tie-5%';`, other, other)
	if err != nil {
		t.Fatal(err)
	}
	check("after changes")
}
