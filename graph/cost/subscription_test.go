package cost_test

import (
	"testing"

	"festival/graph/cost"
)

// A subscription's selection may not reach connections or lists of other sets (issue 25): one
// event would cost a page per distinct selection. The set's own artists and genres, and the
// edition's stages, stay allowed (the SPA's subscription selects them; TestSPAOperationsAndIntrospectionPass).
func TestSubscriptionListsRefused(t *testing.T) {
	s := loadSchema(t)
	for q, refused := range map[string]bool{
		`subscription { setUpdated(editionId: "e") { edition { sets(first: 64) { edges { node { id } } } } } }`:   true,
		`subscription { setUpdated(editionId: "e") { edition { sets(first: 1) { totalCount } } } }`:               true,
		`subscription { setUpdated(editionId: "e") { edition { timetable { id } } } }`:                            true,
		`subscription { setUpdated(editionId: "e") { edition { festival { editions { id } } } } }`:                true,
		`subscription { setUpdated(editionId: "e") { a: edition { b: festival { c: editions { id } } } } }`:       true,
		`subscription { setUpdated(editionId: "e") { ...F } } fragment F on Set { edition { timetable { id } } }`: true,
		`subscription { setUpdated(editionId: "e") { id artists { id genres { id name } } tally { total } } }`:    false,
		`subscription { setUpdated(editionId: "e") { id edition { id dayStartHour stages { id name } } } }`:       false,
	} {
		r := measure(t, s, q, nil)
		err := r.Check(cost.SubscriptionLimits, "subscription")
		if !refused {
			if err != nil {
				t.Errorf("%s refused: %v", q, err)
			}
			continue
		}
		if err == nil || err.Extensions["code"] != cost.CodeListNotAllowed {
			t.Errorf("%s: got %v, want %s", q, err, cost.CodeListNotAllowed)
			continue
		}
		t.Logf("%s", err.Message)
	}
	// Queries keep their lists.
	r := measure(t, s, `{ festival(slug: "x") { edition(slug: "y") { timetable { id } } } }`, nil)
	if err := r.Check(cost.QueryLimits, "operation"); err != nil {
		t.Errorf("query refused: %v", err)
	}
}
