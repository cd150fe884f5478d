package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph"
	"festival/internal/cards"
)

// TestCardFieldsDeclared fails when a field of Set, Artist, Stage or MusicGenre (the types a set
// card shows) is not declared in cards.Fields as card, per request or elsewhere, or when the
// declaration names a field the schema lacks. Card fields must take no arguments, and their
// object types must be card types too (their fields declared).
func TestCardFieldsDeclared(t *testing.T) {
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	types := []string{"Set", "Artist", "Stage", "MusicGenre"}
	var missing []string
	for _, name := range types {
		for _, f := range schema.Types[name].Fields {
			field := name + "." + f.Name
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			switch cards.KindOf(field) {
			case cards.Undeclared:
				missing = append(missing, field)
			case cards.Card:
				if len(f.Arguments) > 0 {
					t.Errorf("card field %s takes arguments: its bytes would depend on them", field)
				}
				if d := schema.Types[f.Type.Name()]; d.Kind == ast.Object && !slices.Contains(types, d.Name) {
					t.Errorf("card field %s is of type %s, whose fields are not declared", field, d.Name)
				}
			}
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("fields of the types a set card shows are not declared in cards.Fields (card, per request or elsewhere):\n\t%s", strings.Join(missing, "\n\t"))
	}
	for field := range cards.Fields {
		typ, name, _ := strings.Cut(field, ".")
		if d := schema.Types[typ]; !slices.Contains(types, typ) || d == nil || (d.Fields.ForName(name) == nil && name != "__typename") {
			t.Errorf("cards.Fields declares %s, which the schema's card types do not have", field)
		}
	}
}
