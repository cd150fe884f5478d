package cost_test

import (
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"festival/graph/cost"
)

// FuzzCost: Measure never panics and never loops, on any parsable document, validated or not
// (unknown fields, fragment cycles, absurd page sizes, wrong argument types).
func FuzzCost(f *testing.F) {
	s := loadSchema(f)
	cfg := cost.Festival.WithSchema(s)
	for _, q := range []string{
		`{ festivals(first: 5) { edges { node { editions { festival { editions { id } } } } } } }`,
		`query($n: Int) { festivals(first: $n) { edges { node { id } } } }`,
		`{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }`,
		`{ nodes(ids: ["a"]) { ... on Set { artists { genres { id } } } } }`,
		`{ festivals(first: 99999999999999999999) { edges { cursor } } }`,
		`{ festivals(first: "x") { edges { cursor } } }`,
		`subscription { setUpdated(editionId: "e") { tally { total } } }`,
		`{ __schema { types { fields { type { ofType { name } } } } } }`,
	} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, q string) {
		doc, err := parser.ParseQuery(&ast.Source{Input: q})
		if err != nil {
			return
		}
		for _, op := range doc.Operations {
			r := cost.Measure(s, doc, op.Name, map[string]any{"n": 3.5, "ids": []any{1, "x"}}, cfg)
			if r.Cost < 0 || r.Depth < 0 || r.Fields < 0 {
				t.Fatalf("negative result %+v", r)
			}
			_ = r.Check(cost.QueryLimits, "operation")
		}
	})
}
