package lineup_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/uuid"

	"festival/internal/identity"
	"festival/internal/lineup"
)

// An unfiltered page made from the edition's order rows, sorted in Go (what cards.Orders keeps
// per instance), is SetPage's page: the same sets in the same order with the same counts,
// total and viewer's votes, on the fixture made to tie (names differing only in case or
// accents, equal counts and followers), every sort, anonymous and signed in, past the end too.
func TestKeptPageMatchesSetPage(t *testing.T) {
	store, _ := setup(t)
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, ties); err != nil {
		t.Fatal(err)
	}
	svc := &lineup.Service{DB: store.DB, Pool: store.Pool}
	member := uuid.MustParse("71000000-0000-0000-0000-000000000003")
	rows, err := svc.OrderRows(ctx, edition, nil)
	if err != nil || len(rows) != 301 {
		t.Fatalf("%d rows, %v", len(rows), err)
	}
	viewers := []context.Context{ctx, identity.With(ctx, &identity.Viewer{UserID: member})}
	for _, sort := range []lineup.Sort{lineup.SortNameAsc, lineup.SortNameDesc, lineup.SortRatingDesc,
		lineup.SortPopularityDesc, lineup.SortDateAsc, "NO_SUCH_SORT"} {
		order := lineup.SortOrderRows(rows, sort)
		for vi, vctx := range viewers {
			for _, pg := range [][2]int{{30, 0}, {30, 30}, {7, 287}, {30, 301}, {0, 0}, {0, 5}, {500, 0}} {
				want, err := svc.SetPage(vctx, edition, sort, lineup.Filter{}, pg[0], pg[1])
				if err != nil {
					t.Fatal(err)
				}
				got, err := svc.KeptPage(vctx, rows, order, pg[0], pg[1])
				if err != nil {
					t.Fatal(err)
				}
				if d := idDiff(want, got); d != "" {
					t.Fatalf("%s viewer %d page %v: %s", sort, vi, pg, d)
				}
			}
		}
	}
	// The rows of a few sets, wherever they are.
	some, err := svc.OrderRows(ctx, edition, []uuid.UUID{rows[0].ID, rows[5].ID, uuid.New()})
	if err != nil || len(some) != 2 {
		t.Fatalf("%d rows for 2 sets and an unknown id: %v", len(some), err)
	}
}

func idDiff(want, got *lineup.IDPage) string {
	if got.Total != want.Total || got.HasNext != want.HasNext || len(got.Rows) != len(want.Rows) {
		return fmt.Sprintf("total %d next %v rows %d, want %d %v %d", got.Total, got.HasNext, len(got.Rows), want.Total, want.HasNext, len(want.Rows))
	}
	for i, w := range want.Rows {
		r := got.Rows[i]
		if r.ID != w.ID || r.Tally != w.Tally || r.ListTally != w.ListTally || (r.MyVote == nil) != (w.MyVote == nil) ||
			(r.MyVote != nil && *r.MyVote != *w.MyVote) {
			return fmt.Sprintf("row %d: %+v, want %+v", i, r, w)
		}
	}
	return ""
}
