package plan

import (
	"testing"

	"github.com/google/uuid"
)

// Two Interested sets are worth one Must Go: among routes of the same score the planner takes
// fewer sets (less walking), both for the route into a set (the inner choice of the set before)
// and for the route's last set. The two-set route comes first in start order, so a planner
// without the tie-break "fewer sets" would keep it.
func TestEqualScoresPreferFewerSets(t *testing.T) {
	main, tent := uuid.New(), uuid.New()
	walk := func(a, b uuid.UUID) int { return WalkMinutes(a, b, nil, 70, 10) }
	first := Set{ID: uuid.New(), Stage: tent, Start: at(0), End: at(20), Value: Interested}
	second := Set{ID: uuid.New(), Stage: tent, Start: at(20), End: at(50), Value: Interested}
	// On another stage, 10 minutes' walk: it cannot follow first (20 + 10 > 25).
	headliner := Set{ID: uuid.New(), Stage: main, Start: at(25), End: at(60), Value: MustGo}
	closing := Set{ID: uuid.New(), Stage: main, Start: at(100), End: at(130), Value: Interested}

	ids := func(r Route) []uuid.UUID {
		var out []uuid.UUID
		for _, s := range r.Steps {
			out = append(out, s.Set.ID)
		}
		return out
	}
	same := func(got []uuid.UUID, want ...uuid.UUID) bool {
		if len(got) != len(want) {
			return false
		}
		for i := range got {
			if got[i] != want[i] {
				return false
			}
		}
		return true
	}

	// The route's last set: first→second (2, two sets) or the headliner alone (2, one set).
	r := Best([]Set{first, second, headliner}, walk)
	if r.Score != 2 || !same(ids(r), headliner.ID) {
		t.Fatalf("route %+v, want the headliner alone (score 2, one set)", r)
	}
	// The set before closing: second (score 3 over three sets) or the headliner (3 over two).
	r = Best([]Set{first, second, headliner, closing}, walk)
	if r.Score != 3 || !same(ids(r), headliner.ID, closing.ID) {
		t.Fatalf("route %+v, want headliner then closing (score 3, two sets)", r)
	}
	// Of two routes of the same score and size, the one found first in start order.
	early := Set{ID: uuid.New(), Stage: tent, Start: at(0), End: at(30), Value: MustGo}
	late := Set{ID: uuid.New(), Stage: main, Start: at(10), End: at(40), Value: MustGo}
	if r := Best([]Set{late, early}, walk); !same(ids(r), early.ID) {
		t.Fatalf("route %+v, want the earlier of two equal sets", r)
	}
}
