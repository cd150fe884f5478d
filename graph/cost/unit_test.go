package cost_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"festival/graph/cost"
	"festival/internal/plan"
)

func TestCostModel(t *testing.T) {
	s := loadSchema(t)
	for _, c := range []struct {
		query string
		vars  map[string]any
		cost  int64
		depth int64
	}{
		// scalars 1, objects 1 + children
		{`{ viewer { email user { id username } } }`, nil, 5, 3},
		// musicGenres: bound 300 × (1 + 2)
		{`{ musicGenres { id name } }`, nil, 900, 2},
		// festivals: schema default first 50; edges 50 × (1 + node (1 + 1)) + 1 + pageInfo (1 + 1)
		{`{ festivals { edges { node { id } } pageInfo { hasNextPage } } }`, nil, 1 + 50*3 + 2, 4},
		// literal first
		{`{ festivals(first: 3) { edges { node { id } } } }`, nil, 1 + 3*3, 4},
		// variable first with a value, with only its default, and unknown (worst case: MaxPage)
		{`query($n: Int) { festivals(first: $n) { edges { cursor } } }`, map[string]any{"n": 7}, 1 + 7*2, 3},
		{`query($n: Int = 4) { festivals(first: $n) { edges { cursor } } }`, nil, 1 + 4*2, 3},
		{`query($n: Int) { festivals(first: $n) { edges { cursor } } }`, nil, 1 + 100*2, 3},
		// explicit null: the schema default
		{`query($n: Int) { festivals(first: $n) { edges { cursor } } }`, map[string]any{"n": nil}, 1 + 50*2, 3},
		// fragments and inline fragments count like inline selections
		{`{ ...Q } fragment Q on Query { festival(slug: "a") { ... on Festival { editions { id } } } }`, nil, 1 + 30*2, 3},
		// nodes sized by its ids; abstract types cost their most expensive concrete type
		{`{ nodes(ids: ["a", "b"]) { id ... on Set { artists { id } } ... on Stage { name } } }`, nil, 2 * (1 + 1 + 10*2), 3},
		{`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, map[string]any{"ids": []any{"a", "b", "c"}}, 3 * 2, 2},
		{`{ node(id: "x") { ... on Set { stage { name } } ... on Group { id } } }`, nil, 1 + 2, 3},
		{`{ __typename }`, nil, 1, 1},
	} {
		doc, errs := parseValid(t, s, c.query)
		if errs != "" {
			t.Fatalf("%s: %s", c.query, errs)
		}
		r := cost.Measure(s, doc, "", c.vars, cost.Festival.WithSchema(s))
		if r.Cost != c.cost || r.Depth != c.depth {
			t.Errorf("%s: cost %d depth %d, want %d %d", c.query, r.Cost, r.Depth, c.cost, c.depth)
		}
	}
}

func parseValid(t *testing.T, s *ast.Schema, q string) (*ast.QueryDocument, string) {
	t.Helper()
	r := measure(t, s, q, nil) // validates
	_ = r
	doc, err := parser.ParseQuery(&ast.Source{Input: q})
	if err != nil {
		return nil, err.Error()
	}
	return doc, ""
}

// Every list field of the schema is charged: by a declared bound, by `first` for connection
// edges, or by the default. A declared bound must name a real list field (no stale entries).
func TestEveryListFieldIsCharged(t *testing.T) {
	s := loadSchema(t)
	cfg := cost.Festival.WithSchema(s)
	lists := map[string]bool{}
	for _, typ := range s.Types {
		for _, f := range typ.Fields {
			if f.Type.Elem == nil {
				continue
			}
			key := typ.Name + "." + f.Name
			lists[key] = true
			b := cfg.Bound(typ.Name, f.Name)
			_, declared := cfg.Bounds[key]
			paged := strings.HasSuffix(typ.Name, "Connection") && f.Name == "edges"
			switch {
			case declared:
				t.Logf("%-28s bound %d", key, b)
			case paged:
				t.Logf("%-28s sized by first (default bound %d without one)", key, b)
			default:
				t.Logf("%-28s default bound %d", key, b)
			}
			if b < 2 && !(declared && b == 1) {
				t.Errorf("%s is charged %d", key, b)
			}
			if !declared && b != cfg.DefaultBound {
				t.Errorf("%s: undeclared but charged %d", key, b)
			}
		}
	}
	for key := range cfg.Bounds {
		if !lists[key] {
			t.Errorf("bound for %s, which is not a list field of the schema", key)
		}
	}
}

// A list field nobody declared still costs the default bound.
func TestNewListFieldIsNotFree(t *testing.T) {
	s := loadSchema(t, `extend type Set { neighbours: [Set!]! }`)
	r := measure(t, s, `{ node(id: "x") { ... on Set { neighbours { id } } } }`, nil)
	if want := int64(1 + cost.Festival.DefaultBound*2); r.Cost != want {
		t.Fatalf("cost %d, want %d", r.Cost, want)
	}
	r = measure(t, s, `{ node(id: "x") { ... on Set { neighbours { neighbours { neighbours { id } } } } } }`, nil)
	if err := r.Check(cost.QueryLimits, "operation"); err == nil || err.Extensions["code"] != cost.CodeComplexity {
		t.Fatalf("nested undeclared lists passed: %+v", r)
	}
}

// Checks report which limit was hit, with its value.
func TestCheckMessages(t *testing.T) {
	r := cost.Result{Cost: 60000, Depth: 3}
	err := r.Check(cost.QueryLimits, "operation")
	if err == nil || err.Message != "operation has complexity 60000, which exceeds the limit of 50000" || err.Extensions["code"] != "COMPLEXITY_LIMIT_EXCEEDED" {
		t.Fatalf("got %v", err)
	}
	r = cost.Result{Cost: 10, Depth: 16}
	if err := r.Check(cost.QueryLimits, "operation"); err == nil || err.Extensions["code"] != "DEPTH_LIMIT_EXCEEDED" || !strings.Contains(err.Message, "depth 16, which exceeds the limit of 15") {
		t.Fatalf("got %v", err)
	}
}

// Fragments that spread the next one twice, 60 deep (2^60 fields if expanded naively), are
// measured in linear time, at the root and below it, and refused.
func TestDoublingFragmentsMeasureFast(t *testing.T) {
	s := loadSchema(t)
	for _, on := range []string{"Query", "Festival"} {
		var b strings.Builder
		if on == "Query" {
			b.WriteString("{ ...F0 }")
		} else {
			b.WriteString(`{ festival(slug: "x") { ...F0 } }`)
		}
		for i := 0; i < 60; i++ {
			fmt.Fprintf(&b, " fragment F%d on %s { ...F%d ...F%d }", i, on, i+1, i+1)
		}
		if on == "Query" {
			b.WriteString(" fragment F60 on Query { musicGenres { id } }")
		} else {
			b.WriteString(" fragment F60 on Festival { editions { id } }")
		}
		doc, err := parser.ParseQuery(&ast.Source{Input: b.String()})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		r := cost.Measure(s, doc, "", nil, cost.Festival.WithSchema(s))
		if d := time.Since(start); d > time.Second {
			t.Fatalf("%s: took %s", on, d)
		}
		if err := r.Check(cost.QueryLimits, "operation"); err == nil {
			t.Fatalf("%s: passed: %+v", on, r)
		}
	}
}

// Issue 34: a plan is charged sets × people before it runs (the bounds: cost.PlanSets sets, one
// person or plan.MaxCrew), times the lists it sits in; one crew plan and one own plan fit a
// request, 13 aliased crew plans do not.
func TestPlanWorkIsCharged(t *testing.T) {
	if cost.MaxCrew != plan.MaxCrew {
		t.Fatalf("cost.MaxCrew %d, plan.MaxCrew %d", cost.MaxCrew, plan.MaxCrew)
	}
	s := loadSchema(t)
	own, crew := int64(cost.PlanSets), int64(cost.PlanSets*cost.MaxCrew)
	ed := func(sel string) string { return `{ festival(slug: "f") { edition(slug: "e") { ` + sel + ` } } }` }
	var aliases strings.Builder
	for i := 0; i < 13; i++ {
		fmt.Fprintf(&aliases, `p%d: plan(groupId: "g") { score } `, i)
	}
	for _, c := range []struct {
		query  string
		vars   map[string]any
		work   int64
		refuse bool
	}{
		{ed(`plan { score }`), nil, own, false},
		{ed(`plan(groupId: null) { score }`), nil, own, false},
		{ed(`plan(groupId: "g") { score }`), nil, crew, false},
		{`query($g: ID) { festival(slug: "f") { edition(slug: "e") { plan(groupId: $g) { score } } } }`, map[string]any{"g": "x"}, crew, false},
		{`query($g: ID) { festival(slug: "f") { edition(slug: "e") { plan(groupId: $g) { score } } } }`, map[string]any{"g": nil}, own, false},
		{`query($g: ID) { festival(slug: "f") { edition(slug: "e") { plan(groupId: $g) { score } } } }`, nil, crew, false},
		{ed(`a: plan(groupId: "g") { score } b: plan { score }`), nil, crew + own, false},
		{ed(`a: plan(groupId: "g") { score } b: plan(groupId: "h") { score }`), nil, 2 * crew, true},
		{ed(aliases.String()), nil, 13 * crew, true},
		// Through a list: each edition of the festival (bound 30) plans.
		{`{ festival(slug: "f") { editions { plan { score } } } }`, nil, 30 * own, false},
		{`{ festival(slug: "f") { editions { plan(groupId: "g") { score } } } }`, nil, 30 * crew, true},
		{`{ festival(slug: "f") { edition(slug: "e") { savedPlan { savedAt } } } }`, nil, 0, false},
	} {
		r := measure(t, s, c.query, c.vars)
		if r.Work != c.work {
			t.Errorf("%s %v: work %d, want %d", c.query, c.vars, r.Work, c.work)
		}
		err := r.Check(cost.QueryLimits, "operation")
		if refused := err != nil; refused != c.refuse {
			t.Errorf("%s %v: refused %v (%v), want %v", c.query, c.vars, refused, err, c.refuse)
		} else if refused && err.Extensions["code"] != cost.CodeComplexity {
			t.Errorf("%s: %v", c.query, err)
		}
	}
}
