package app

import (
	"testing"
)

// Archiving a set keeps its votes (the admin's archive dialog says so): a CSV import of the same
// stage and name brings the set back with them.
func TestArchivedSetKeepsItsVotes(t *testing.T) {
	t.Parallel()
	w := newRoleWorld(t)
	execSQL(t, w.store, `INSERT INTO festivals (name, slug, published) VALUES ('Keep', 'keep', true);
		INSERT INTO festival_editions (festival_id, name, slug, year, time_zone, published)
		SELECT id, 'Keep 2026', '2026', 2026, 'Europe/Berlin', true FROM festivals`)
	var ed struct {
		Festival struct{ Edition struct{ ID string } }
	}
	mustJSON(t, w.admin.run(t, `{ festival(slug: "keep") { edition(slug: "2026") { id } } }`, nil).Data, &ed)
	e := ed.Festival.Edition.ID
	mod := w.clients["mod"]
	sets := []byte("artist_names,stage_name,name\nEcho Lane,Main Stage,Echo Lane Live\n")
	if r := importFile(t, mod, w.s.URL, e, "STAGES", "stages.csv", []byte("name\nMain Stage\n")); len(r.Errors) > 0 {
		t.Fatalf("stages: %+v", r.Errors)
	}
	if r := importFile(t, mod, w.s.URL, e, "SETS", "sets.csv", sets); len(r.Errors) > 0 {
		t.Fatalf("sets: %+v", r.Errors)
	}
	const list = `{ festival(slug: "keep") { edition(slug: "2026") { sets(first: 10) { totalCount edges { node { id name } tally { mustGo } } } } } }`
	type listed struct {
		Festival struct {
			Edition struct {
				Sets struct {
					TotalCount int
					Edges      []struct {
						Node  struct{ ID, Name string }
						Tally struct{ MustGo int }
					}
				}
			}
		}
	}
	var before listed
	mustJSON(t, w.user.run(t, list, nil).Data, &before)
	if len(before.Festival.Edition.Sets.Edges) != 1 {
		t.Fatalf("imported sets: %+v", before)
	}
	id := before.Festival.Edition.Sets.Edges[0].Node.ID
	for _, voter := range []actor{w.user, w.admin} {
		ok(t, voter.run(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { vote } }`, map[string]any{"s": id}), nil)
	}

	ok(t, w.moderator.run(t, `mutation($s: ID!) { archiveSet(input: {setId: $s}) { archivedSetId } }`, map[string]any{"s": id}), nil)
	var gone listed
	mustJSON(t, w.user.run(t, list, nil).Data, &gone)
	if gone.Festival.Edition.Sets.TotalCount != 0 {
		t.Fatalf("archived set still listed: %+v", gone)
	}
	var kept int
	if err := w.store.NewRaw(`SELECT count(*) FROM votes WHERE set_id = (SELECT id FROM sets WHERE name = 'Echo Lane Live')`).Scan(t.Context(), &kept); err != nil {
		t.Fatal(err)
	}
	if kept != 2 {
		t.Fatalf("votes of the archived set = %d, want 2", kept)
	}

	// Imported again: the same set, with its votes.
	if r := importFile(t, mod, w.s.URL, e, "SETS", "sets.csv", sets); len(r.Errors) > 0 {
		t.Fatalf("sets again: %+v", r.Errors)
	}
	var back listed
	mustJSON(t, w.user.run(t, list, nil).Data, &back)
	edges := back.Festival.Edition.Sets.Edges
	if len(edges) != 1 || edges[0].Node.ID != id || edges[0].Tally.MustGo != 2 {
		t.Fatalf("restored set = %+v, want %s with 2 Must Go votes", edges, id)
	}
}
