package lineup_test

import (
	"context"
	"testing"

	"github.com/google/uuid"

	"festival/internal/admin"
	"festival/internal/csvimport"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testclock"
)

// countersOff counts the editions whose set counter differs from a count of their live sets,
// and the sets whose copy of their edition, archived flag and name in set_tallies is stale.
func countersOff(t *testing.T, store *db.DB) (editions, sets int) {
	t.Helper()
	err := store.NewRaw(`SELECT
		(SELECT count(*) FROM festival_editions e LEFT JOIN edition_set_counts c ON c.festival_edition_id = e.id
		 WHERE coalesce(c.sets, 0) <> (SELECT count(*) FROM sets s WHERE s.festival_edition_id = e.id AND NOT s.archived)),
		(SELECT count(*) FROM sets s LEFT JOIN set_tallies t ON t.set_id = s.id
		 WHERE (t.festival_edition_id, t.archived, t.name) IS DISTINCT FROM (s.festival_edition_id, s.archived, s.name))`).
		Scan(context.Background(), &editions, &sets)
	if err != nil {
		t.Fatal(err)
	}
	return editions, sets
}

// The per-edition set counter (the unfiltered page's total) and the sort columns copied into
// set_tallies follow every change of an edition's sets: create, archive, rename, move to another
// edition, delete, a CSV import, its undo and a re-import that restores archived sets.
func TestEditionSetCounterFollowsTheSets(t *testing.T) {
	store, svc := setup(t)
	svc.Pool = store.Pool
	ctx := identity.With(context.Background(), &identity.Viewer{UserID: uuid.MustParse("70000000-0000-0000-0000-000000000001"), Role: "core"})
	adm := &admin.Service{DB: store.DB, Now: testclock.Now}
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	other := uuid.New()
	check := func(step string, want int) {
		t.Helper()
		if e, s := countersOff(t, store); e != 0 || s != 0 {
			t.Fatalf("after %s: %d editions' counters and %d sets' copies are stale", step, e, s)
		}
		p, err := svc.SetPage(ctx, edition, lineup.SortPopularityDesc, lineup.Filter{}, 100, 0)
		if err != nil {
			t.Fatal(err)
		}
		if p.Total != want || len(p.Rows) != want {
			t.Fatalf("after %s: total %d, %d rows, want %d", step, p.Total, len(p.Rows), want)
		}
	}
	check("the fixture", 4)
	name := "new set"
	set, err := adm.CreateSet(ctx, edition, admin.SetInput{Name: &name, ArtistIDs: []uuid.UUID{uuid.MustParse("50000000-0000-0000-0000-000000000001")}})
	if err != nil {
		t.Fatal(err)
	}
	check("a create", 5)
	if _, err := adm.UpdateSet(ctx, set.ID, admin.SetPatch{Name: ptr("Renamed")}); err != nil {
		t.Fatal(err)
	}
	check("a rename", 5)
	if err := adm.ArchiveSet(ctx, set.ID); err != nil {
		t.Fatal(err)
	}
	check("an archive", 4)
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := store.ExecContext(context.Background(), q, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`INSERT INTO festival_editions (id, festival_id, name, slug, year) VALUES (?, '10000000-0000-0000-0000-000000000001', 'E2', 'e2', 2027)`, other)
	exec(`UPDATE sets SET festival_edition_id = ?, stage_id = NULL WHERE slug = 'alpha'`, other)
	check("a move to another edition", 3)
	exec(`UPDATE sets SET festival_edition_id = ? WHERE id = ?`, other, set.ID) // archived: no count moves
	check("an archived set's move", 3)
	exec(`DELETE FROM sets WHERE slug = 'delta'`)
	check("a delete", 2)
	exec(`UPDATE sets SET archived = false WHERE slug = 'archived'`)
	check("a restore", 3)

	to, err := im.Edition(context.Background(), edition)
	if err != nil {
		t.Fatal(err)
	}
	data := []byte("artist_names,stage_name,name,time_start,description\nAda,Main,Imported one,,\nBo,Main,Imported two,,\n")
	apply := func() *csvimport.Result {
		t.Helper()
		p, err := im.Preview(context.Background(), csvimport.Sets, to, data)
		if err != nil {
			t.Fatal(err)
		}
		res, err := im.Apply(context.Background(), csvimport.Sets, to, "test.csv", data, p.Token)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res := apply()
	check("an import", 5)
	if _, err := im.Undo(context.Background(), res.Import.ID); err != nil {
		t.Fatal(err)
	}
	check("its undo", 3)
	apply()
	check("a re-import", 5)
}

func ptr[T any](v T) *T { return &v }
