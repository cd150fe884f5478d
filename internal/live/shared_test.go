package live_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph"
	"festival/graph/cost"
	"festival/internal/live"
)

// TestSharedFieldsDeclared fails when a field a subscription can reach is not declared in
// sharedFields (shared or per viewer): a field added to Set, Artist, … must be classified.
func TestSharedFieldsDeclared(t *testing.T) {
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	var missing []string
	seen := map[string]bool{}
	var walk func(typ *ast.Definition)
	walk = func(typ *ast.Definition) {
		if typ == nil || seen[typ.Name] {
			return
		}
		seen[typ.Name] = true
		for _, f := range typ.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			name := typ.Name + "." + f.Name
			shared, declared := live.Declared(name)
			if !declared {
				missing = append(missing, name)
				continue
			}
			if !shared || (f.Type.Elem != nil && !cost.SubscriptionLists[name]) {
				continue // per viewer (the whole response is), or a list no subscription may select
			}
			walk(schema.Types[f.Type.Name()])
		}
	}
	walk(schema.Subscription)
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("fields a subscription can reach are not declared in sharedFields (shared or per viewer):\n\t%s", strings.Join(missing, "\n\t"))
	}
	for _, name := range live.DeclaredFields() {
		typ, field, _ := strings.Cut(name, ".")
		if d := schema.Types[typ]; d == nil || d.Fields.ForName(field) == nil {
			t.Errorf("sharedFields declares %s, which the schema does not have", name)
		}
	}
}
