package cost_test

import (
	"slices"
	"strings"
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

// Issue 34: a field whose work grows with the edition and the viewer (a crew plan, a saved
// plan, a timetable sync) is refused in a subscription at subscribe time, however it is
// reached: under the event's set, through the edition's festival, in a fragment, aliased.
func TestSubscriptionEditionWideFieldsRefused(t *testing.T) {
	s := loadSchema(t)
	for q, field := range map[string]string{
		`subscription { setUpdated(editionId: "e") { id x0: edition { p0: plan(groupId: "g") { score } } } }`:                  "Edition.plan",
		`subscription { setUpdated(editionId: "e") { edition { plan { score } } } }`:                                           "Edition.plan",
		`subscription { setUpdated(editionId: "e") { edition { savedPlan { savedAt } } } }`:                                    "Edition.savedPlan",
		`subscription { setUpdated(editionId: "e") { edition { timetableChanges(since: null) { watermark } } } }`:              "Edition.timetableChanges",
		`subscription { setUpdated(editionId: "e") { edition { festival { edition(slug: "x") { plan { score } } } } } }`:       "Edition.plan",
		`subscription { setTallies(editionId: "e") { set { edition { plan { score } } } } }`:                                   "Edition.plan",
		`subscription { notificationAdded { set { edition { savedPlan { savedAt } } } } }`:                                     "Edition.savedPlan",
		`subscription { setUpdated(editionId: "e") { ...F } } fragment F on Set { edition { timetableChanges { complete } } }`: "Edition.timetableChanges",
		`subscription { setUpdated(editionId: "e") { edition { walkMinutes(from: "a", to: "b") } } }`:                          "Edition.walkMinutes",
	} {
		r := measure(t, s, q, nil)
		err := r.Check(cost.SubscriptionLimits, "subscription")
		if err == nil || err.Extensions["code"] != cost.CodeFieldNotAllowed {
			t.Errorf("%s: got %v, want %s", q, err, cost.CodeFieldNotAllowed)
			continue
		}
		if f, _ := err.Extensions["fields"].([]string); !slices.Contains(f, field) {
			t.Errorf("%s: refused %v, want %s", q, err.Extensions["fields"], field)
		}
		// Queries keep them.
		if r := measure(t, s, `{ festival(slug: "f") { edition(slug: "e") { plan { score } savedPlan { savedAt } } } }`, nil); r.Check(cost.QueryLimits, "operation") != nil {
			t.Errorf("a query of the plans refused: %v", r.Check(cost.QueryLimits, "operation"))
		}
	}
}

// TestSubscriptionFieldsDeclared fails when a field a subscription can reach is not declared
// cheap per event or refused in cost.SubscriptionFields, or when a declaration is stale. A
// field added later (here, to Set and to Stage) is caught by the walk, and refused at
// subscribe time until it is declared.
func TestSubscriptionFieldsDeclared(t *testing.T) {
	missing, stale := cost.UndeclaredSubscriptionFields(loadSchema(t))
	if len(missing) > 0 {
		t.Errorf("fields a subscription can reach are not declared in cost.SubscriptionFields (cheap per event, or refused):\n\t%s", strings.Join(missing, "\n\t"))
	}
	if len(stale) > 0 {
		t.Errorf("cost.SubscriptionFields declares fields no subscription can reach:\n\t%s", strings.Join(stale, "\n\t"))
	}
	s := loadSchema(t, `extend type Set { crewScore(groupId: ID!): Int }`, `extend type Stage { busiest: Set }`)
	missing, _ = cost.UndeclaredSubscriptionFields(s)
	if strings.Join(missing, " ") != "Set.crewScore Stage.busiest" {
		t.Errorf("new fields not caught: %v", missing)
	}
	for _, q := range []string{
		`subscription { setUpdated(editionId: "e") { crewScore(groupId: "g") } }`,
		`subscription { setUpdated(editionId: "e") { stage { busiest { id } } } }`,
	} {
		if err := measure(t, s, q, nil).Check(cost.SubscriptionLimits, "subscription"); err == nil || err.Extensions["code"] != cost.CodeFieldNotAllowed {
			t.Errorf("%s: got %v, want %s", q, err, cost.CodeFieldNotAllowed)
		}
	}
}
