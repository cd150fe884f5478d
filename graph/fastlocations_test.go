package graph

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/model"
	"festival/internal/festival"
	"festival/internal/geo"
	"festival/internal/onsite"
)

// The hand-written memberLocationsChanged list (fastlocations.go) is byte for byte what gqlgen's
// generated marshaller writes: 600 random selections (fields in any order, aliases, repeats,
// inline and named fragments, @skip and @include with literals and variables, __typename at
// every level) over random lists (names that need escaping, invalid UTF-8, floats of every size,
// times in other zones, maps with and without a georeference, the viewer's own row).
func TestFastLocationsMatchGqlgen(t *testing.T) {
	schema := parsedSchema
	rnd := rand.New(rand.NewPCG(35, 7))
	es := &executableSchema{}
	for n := range 600 {
		query, vars := randomLocationsQuery(rnd)
		doc, errs := gqlparser.LoadQueryWithRules(schema, query, nil)
		if errs != nil {
			t.Fatalf("query %d does not validate: %v\n%s", n, errs, query)
		}
		op := &graphql.OperationContext{RawQuery: query, Variables: vars, Doc: doc, Operation: doc.Operations[0],
			RecoverFunc:        graphql.DefaultRecover,
			ResolverMiddleware: func(ctx context.Context, next graphql.Resolver) (any, error) { return next(ctx) },
		}
		fields := graphql.CollectFields(op, op.Operation.SelectionSet, subscriptionImplementors)
		if len(fields) != 1 {
			t.Fatalf("query %d: %d root fields", n, len(fields))
		}
		plan, ok := locationsPlan(op, fields[0].Selections)
		if !ok {
			t.Fatalf("query %d: the writer refuses a selection of MemberLocation's own fields:\n%s", n, query)
		}
		list := randomLocations(rnd)
		got, ok := appendLocations(nil, plan, list)
		if !ok {
			t.Fatalf("query %d: the writer refused finite values", n)
		}

		ctx := graphql.WithOperationContext(context.Background(), op)
		ctx = graphql.WithResponseContext(ctx, graphql.DefaultErrorPresenter, graphql.DefaultRecover)
		ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Subscription", Field: fields[0]})
		ec := newExecutionContext(op, es, nil)
		var want bytes.Buffer
		ec.marshalNMemberLocation2ᚕᚖfestivalᚋgraphᚋmodelᚐMemberLocationᚄ(ctx, fields[0].Selections, list).MarshalGQL(&want)
		if errs := graphql.GetErrors(ctx); len(errs) > 0 {
			t.Fatalf("query %d: gqlgen's errors %v", n, errs)
		}
		if !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("query %d differs:\n%s\nvariables %v\nfast:   %s\ngqlgen: %s", n, query, vars, got, want.Bytes())
		}
	}
}

// A field the writer does not know (one added to the schema later), and a value gqlgen would
// refuse, are left to gqlgen.
func TestFastLocationsLeaveTheRestToGqlgen(t *testing.T) {
	op := &graphql.OperationContext{}
	later := ast.SelectionSet{&ast.Field{Alias: "name", Name: "name"}, &ast.Field{Alias: "later", Name: "later"}}
	if _, ok := locationsPlan(op, later); ok {
		t.Fatal("a selection with a field the writer does not know was planned")
	}
	inAt := ast.SelectionSet{&ast.Field{Alias: "at", Name: "at", SelectionSet: ast.SelectionSet{&ast.Field{Alias: "altitude", Name: "altitude"}}}}
	if _, ok := locationsPlan(op, inAt); ok {
		t.Fatal("a GeoPoint field the writer does not know was planned")
	}
	at := time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)
	for name, l := range map[string]*onsite.Location{
		"a zero time":       {Name: "a", AccuracyMeters: 1, UpdatedAt: time.Time{}, ExpiresAt: at},
		"an infinite float": {Name: "a", AccuracyMeters: math.Inf(1), UpdatedAt: at, ExpiresAt: at},
		"NaN":               {Name: "a", AccuracyMeters: math.NaN(), UpdatedAt: at, ExpiresAt: at},
	} {
		plan := []locField{{alias: "accuracyMeters", name: "accuracyMeters"}, {alias: "updatedAt", name: "updatedAt"}}
		if _, ok := appendLocations(nil, plan, []*model.MemberLocation{{Location: l}}); ok {
			t.Errorf("%s was written; gqlgen refuses it", name)
		}
	}
}

const locationFieldsText = "name isViewer accuracyMeters approximate updatedAt expiresAt __typename"

// randomLocationsQuery is a valid memberLocationsChanged subscription with a random selection,
// and its variables (the booleans of @skip and @include).
func randomLocationsQuery(r *rand.Rand) (string, map[string]any) {
	vars := map[string]any{}
	var frags []string
	var sel func(depth int, typ string) string
	leaves := map[string][]string{
		"MemberLocation": strings.Fields(locationFieldsText),
		"StagePosition":  {"x", "y", "__typename"},
		"GeoPoint":       {"latitude", "longitude", "__typename"},
	}
	// An alias names one field only (two fields under one alias do not validate).
	alias := func(field string) string {
		if r.IntN(4) == 0 {
			return fmt.Sprintf("%s_%d: ", strings.TrimLeft(field, "_"), r.IntN(2))
		}
		return ""
	}
	directive := func() string {
		switch r.IntN(8) {
		case 0:
			return fmt.Sprintf(" @skip(if: %v)", r.IntN(2) == 0)
		case 1:
			return fmt.Sprintf(" @include(if: %v)", r.IntN(2) == 0)
		case 2:
			name := fmt.Sprintf("v%d", len(vars))
			vars[name] = r.IntN(2) == 0
			return fmt.Sprintf(" @include(if: $%s)", name)
		}
		return ""
	}
	sel = func(depth int, typ string) string {
		var parts []string
		for range 1 + r.IntN(6) {
			switch k := r.IntN(10); {
			case k < 6 || depth > 2:
				leaf := leaves[typ][r.IntN(len(leaves[typ]))]
				parts = append(parts, alias(leaf)+leaf+directive())
			case k < 8 && typ == "MemberLocation":
				// A repeat of one alias merges its selections.
				if r.IntN(2) == 0 {
					parts = append(parts, alias("position")+"position"+directive()+" { "+sel(depth+1, "StagePosition")+" }")
				} else {
					parts = append(parts, alias("at")+"at"+directive()+" { "+sel(depth+1, "GeoPoint")+" }")
				}
			case k == 8:
				parts = append(parts, "... on "+typ+directive()+" { "+sel(depth+1, typ)+" }")
			default:
				name := fmt.Sprintf("F%d", len(frags))
				frags = append(frags, "") // reserve the name before its body (which may add more)
				frags[len(frags)-1] = "fragment " + name + " on " + typ + " { " + sel(depth+1, typ) + " }"
				parts = append(parts, "..."+name+directive())
			}
		}
		return strings.Join(parts, " ")
	}
	body := sel(0, "MemberLocation")
	var decl []string
	for name := range vars {
		decl = append(decl, "$"+name+": Boolean!")
	}
	head := "subscription"
	if len(decl) > 0 {
		head += "(" + strings.Join(decl, ", ") + ")"
	}
	q := head + ` { memberLocationsChanged(groupId: "g", editionId: "e") { ` + body + ` } }`
	for _, f := range frags {
		q += "\n" + f
	}
	return q, vars
}

// randomLocations is a list of 0-12 locations as the subscription's resolver makes them.
func randomLocations(r *rand.Rand) []*model.MemberLocation {
	names := []string{"Sam", `quote " and \ backslash`, "tab\tnew\nline\r", "ctrl \x01\x1f", "émoji 🎶", "bad \xff utf8", "A group member", ""}
	floats := func() float64 {
		switch r.IntN(6) {
		case 0:
			return 0
		case 1:
			return r.Float64() * 1e-9
		case 2:
			return r.Float64() * 1e22
		case 3:
			return -r.Float64() * 180
		default:
			return float64(r.IntN(200)) + 0.5
		}
	}
	var edition *festival.Edition
	if r.IntN(2) == 0 {
		g, err := geo.Fit([]geo.Anchor{
			{Map: geo.MapPoint{X: 0, Y: 0}, At: geo.GeoPoint{Latitude: 52.37, Longitude: 4.89}},
			{Map: geo.MapPoint{X: 500, Y: 300}, At: geo.GeoPoint{Latitude: 52.3673, Longitude: 4.8973}},
		})
		if err == nil {
			edition = &festival.Edition{Georeference: g}
		}
	} else if r.IntN(2) == 0 {
		edition = &festival.Edition{}
	}
	viewer := uuid.New()
	zones := []*time.Location{time.UTC, time.FixedZone("CEST", 2*3600), time.FixedZone("NST", -(3*3600 + 1800))}
	out := make([]*model.MemberLocation, r.IntN(13))
	for i := range out {
		user := uuid.New()
		if r.IntN(5) == 0 {
			user = viewer
		}
		at := time.Date(2026, 7, 1+r.IntN(3), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(3)*r.IntN(1e9), zones[r.IntN(len(zones))])
		out[i] = &model.MemberLocation{
			Location: &onsite.Location{
				UserID: user, Name: names[r.IntN(len(names))],
				Latitude: 52.36 + r.Float64()/100, Longitude: 4.88 + r.Float64()/100, AccuracyMeters: floats(),
				UpdatedAt: at, ExpiresAt: at.Add(time.Duration(r.IntN(1440)) * time.Minute),
			},
			Edition: edition,
			Viewer:  viewer,
		}
		if r.IntN(4) == 0 {
			out[i].Latitude = floats()
		}
	}
	return out
}
