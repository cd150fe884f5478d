package cost_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"festival/graph/cost"
)

// pathQuery walks the schema from Query, one field per byte of steps (the byte picks the field
// among the type's fields), giving every list a page size from the next byte, and returns the
// queries of every depth along the path: each one the previous with one more level.
func pathQuery(s *ast.Schema, steps []byte) []string {
	typ := s.Query
	var opens []string
	var out []string
	for i := 0; i < len(steps) && len(opens) < 30; i++ {
		var fields []*ast.FieldDefinition
		for _, f := range typ.Fields {
			if !strings.HasPrefix(f.Name, "__") && s.Types[f.Type.Name()].Kind == ast.Object {
				fields = append(fields, f)
			}
		}
		if len(fields) == 0 {
			break
		}
		f := fields[int(steps[i])%len(fields)]
		var args []string
		for _, a := range f.Arguments {
			switch {
			case a.Name == "first":
				args = append(args, fmt.Sprintf("first: %d", int(steps[(i+1)%len(steps)])%101))
			case a.Type.NonNull && a.Type.Name() == "ID" && a.Type.Elem == nil:
				args = append(args, a.Name+`: "x"`)
			case a.Type.NonNull && a.Type.Elem != nil:
				args = append(args, a.Name+`: ["x", "y"]`)
			case a.Type.NonNull && a.Type.Name() == "String":
				args = append(args, a.Name+`: "x"`)
			case a.Type.NonNull && a.Type.Name() == "Boolean":
				args = append(args, a.Name+`: true`)
			case a.Type.NonNull:
				return out // an input object: stop the path here
			}
		}
		open := f.Name
		if len(args) > 0 {
			open += "(" + strings.Join(args, ", ") + ")"
		}
		opens = append(opens, open)
		typ = s.Types[f.Type.Name()]
		if typ.Kind != ast.Object {
			break
		}
		q := strings.Join(opens, " { ") + " { __typename" + strings.Repeat(" }", len(opens)-1)
		out = append(out, "{ "+q+" } }")
	}
	return out
}

// FuzzDeeperNeverCheaper: along any path through the schema, a query one level deeper never
// costs less, is never shallower, and selects no fewer fields than the one before it; the
// calculator never panics on the way.
func FuzzDeeperNeverCheaper(f *testing.F) {
	s := loadSchema(f)
	cfg := cost.Festival.WithSchema(s)
	for _, seed := range [][]byte{{0, 1, 2, 3, 4, 5, 6, 7}, {3, 100, 0, 0, 2, 2, 9}, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {255, 254, 7, 7, 7}} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, steps []byte) {
		var prev cost.Result
		for i, q := range pathQuery(s, steps) {
			doc, err := parser.ParseQuery(&ast.Source{Input: q})
			if err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			r := cost.Measure(s, doc, "", nil, cfg)
			if i > 0 && (r.Cost < prev.Cost || r.Depth < prev.Depth || r.Fields < prev.Fields) {
				t.Fatalf("one level deeper is cheaper:\n%s\n%+v, before %+v", q, r, prev)
			}
			prev = r
		}
	})
}
