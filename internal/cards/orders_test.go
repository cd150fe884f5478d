package cards

import (
	"context"
	"slices"
	"testing"

	"github.com/google/uuid"

	"festival/internal/lineup"
)

// fakeLineup is an edition's rows as the database would return them.
type fakeLineup struct {
	rows  map[uuid.UUID]lineup.OrderRow
	asked [][]uuid.UUID // each Load's ids (nil: the whole edition)
	// during runs inside the next Load (a change committed while it reads).
	during func()
}

func (f *fakeLineup) load(_ context.Context, edition uuid.UUID, ids []uuid.UUID) ([]lineup.OrderRow, error) {
	f.asked = append(f.asked, ids)
	if d := f.during; d != nil {
		f.during = nil
		d()
	}
	var out []lineup.OrderRow
	for id, r := range f.rows {
		if ids == nil && r.EditionID == edition && !r.Archived || ids != nil && slices.Contains(ids, id) {
			out = append(out, r)
		}
	}
	return out, nil
}

func names(rows []lineup.OrderRow, order []int32) []string {
	var out []string
	for _, i := range order {
		out = append(out, rows[i].Name)
	}
	return out
}

// Orders reads an edition once, then only the rows of the sets announced since; a set archived
// or moved away leaves the order, one added joins it; a change announced during a read is read
// again; nothing is kept while not listening.
func TestOrdersReadOnlyChangedRows(t *testing.T) {
	ctx := context.Background()
	ed, other := uuid.New(), uuid.New()
	f := &fakeLineup{rows: map[uuid.UUID]lineup.OrderRow{}}
	ids := map[string]uuid.UUID{}
	add := func(name string, pop int) {
		id := uuid.New()
		ids[name] = id
		f.rows[id] = lineup.OrderRow{ID: id, EditionID: ed, Name: name, Lower: name, Popularity: pop}
	}
	add("a", 1)
	add("b", 2)
	add("c", 3)
	o := &Orders{Load: f.load}
	if _, _, ok, _ := o.Rows(ctx, ed, lineup.SortPopularityDesc); ok {
		t.Fatal("kept rows while not listening")
	}
	o.Listening(true)
	check := func(want ...string) {
		t.Helper()
		rows, order, ok, err := o.Rows(ctx, ed, lineup.SortPopularityDesc)
		if !ok || err != nil || !slices.Equal(names(rows, order), want) {
			t.Fatalf("order %v (%v %v), want %v", names(rows, order), ok, err, want)
		}
	}
	check("c", "b", "a")
	check("c", "b", "a")
	if len(f.asked) != 1 || f.asked[0] != nil {
		t.Fatalf("reads %v, want one of the whole edition", f.asked)
	}
	// A vote on a.
	r := f.rows[ids["a"]]
	r.Popularity = 9
	f.rows[ids["a"]] = r
	o.RowChanged(ed, ids["a"])
	check("a", "c", "b")
	if got := f.asked[len(f.asked)-1]; !slices.Equal(got, []uuid.UUID{ids["a"]}) {
		t.Fatalf("read %v, want a's row alone", got)
	}
	// b archived, c moved to another edition, d added.
	r = f.rows[ids["b"]]
	r.Archived = true
	f.rows[ids["b"]] = r
	r = f.rows[ids["c"]]
	r.EditionID = other
	f.rows[ids["c"]] = r
	add("d", 0)
	for _, n := range []string{"b", "c", "d"} {
		o.RowChanged(ed, ids[n])
	}
	check("a", "d")
	// A change announced while its row is being read is read again next time.
	f.during = func() {
		r := f.rows[ids["d"]]
		r.Popularity = 20
		f.rows[ids["d"]] = r
		o.RowChanged(ed, ids["d"])
	}
	o.RowChanged(ed, ids["a"])
	rows, order, _, _ := o.Rows(ctx, ed, lineup.SortPopularityDesc)
	_ = names(rows, order) // read before or after the change: either order is right here
	check("d", "a")
	// The listener going down drops everything.
	o.Listening(false)
	if _, _, ok, _ := o.Rows(ctx, ed, lineup.SortPopularityDesc); ok {
		t.Fatal("kept rows after the listener went down")
	}
}
