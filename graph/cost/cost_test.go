package cost_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/cost"
)

func loadSchema(t testing.TB, extra ...string) *ast.Schema {
	t.Helper()
	src, err := os.ReadFile("../../schema.graphqls")
	if err != nil {
		t.Fatal(err)
	}
	sources := []*ast.Source{{Name: "schema.graphqls", Input: string(src)}}
	for i, e := range extra {
		sources = append(sources, &ast.Source{Name: "extra" + string(rune('a'+i)), Input: e})
	}
	s, gerr := gqlparser.LoadSchema(sources...)
	if gerr != nil {
		t.Fatal(gerr)
	}
	return s
}

// measure validates query against schema (like the server does) and measures it.
func measure(t testing.TB, s *ast.Schema, query string, vars map[string]any) cost.Result {
	t.Helper()
	doc, errs := gqlparser.LoadQueryWithRules(s, query, nil)
	if len(errs) > 0 {
		t.Fatalf("invalid query %q: %v", query, errs)
	}
	name := ""
	if len(doc.Operations) > 0 {
		name = doc.Operations[0].Name
	}
	return cost.Measure(s, doc, name, vars, cost.Festival.WithSchema(s))
}

// spaOperations reads the text of every Relay operation the SPA sends (the committed
// artifacts' params.text).
func spaOperations(t testing.TB) map[string]string {
	t.Helper()
	files, err := filepath.Glob("../../frontend/src/__generated__/*.graphql.ts")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Relay artifacts found (%v)", err)
	}
	re := regexp.MustCompile(`(?m)^\s*"text": ("(?:[^"\\]|\\.)*")`)
	ops := map[string]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(raw), -1) {
			var text string
			if err := json.Unmarshal([]byte(m[1]), &text); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			ops[filepath.Base(f)] = text
		}
	}
	return ops
}

func introspectionQuery(t testing.TB) string {
	raw, err := os.ReadFile("testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// Every operation of the SPA (with unknown variables charged at their worst) and GraphiQL's
// introspection query pass the server's limits.
func TestSPAOperationsAndIntrospectionPass(t *testing.T) {
	s := loadSchema(t)
	ops := spaOperations(t)
	if len(ops) < 30 {
		t.Fatalf("found only %d operations", len(ops))
	}
	ops["introspection"] = introspectionQuery(t)
	names := make([]string, 0, len(ops))
	for n := range ops {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		doc, errs := gqlparser.LoadQueryWithRules(s, ops[n], nil)
		if len(errs) > 0 {
			t.Fatalf("%s does not validate: %v", n, errs)
		}
		op := doc.Operations[0]
		r := cost.Measure(s, doc, op.Name, nil, cost.Festival.WithSchema(s))
		limits, what := cost.QueryLimits, "operation"
		if op.Operation == ast.Subscription {
			limits, what = cost.SubscriptionLimits, "subscription"
		}
		t.Logf("%-45s introspection %d cost %6d depth %2d fields %3d aliases %d roots %d", n, r.IntrospectionCost, r.Cost, r.Depth, r.Fields, r.Aliases, r.RootFields)
		if err := r.Check(limits, what); err != nil {
			t.Errorf("%s refused: %v", n, err)
		}
	}
}

func TestAbusiveShapesAreRefused(t *testing.T) {
	s := loadSchema(t)
	nest := func(n int, open, leaf string) string {
		return strings.Repeat(open+" { ", n) + leaf + strings.Repeat(" }", n)
	}
	cases := map[string]struct {
		query, code string
	}{
		"doubling chain through editions": {
			`{ festivals { edges { node { ` + nest(3, "editions { festival", "editions { id }") + strings.Repeat(" }", 3) + ` } } } }`,
			cost.CodeComplexity,
		},
		"editions chain from one festival": {
			`{ festival(slug: "x") { ` + nest(4, "editions { festival", "editions { id }") + strings.Repeat(" }", 4) + ` } }`,
			cost.CodeComplexity,
		},
		"sets(first: 40) three deep": {
			`{ festival(slug: "x") { edition(slug: "y") { sets(first: 40) { edges { node { edition { sets(first: 40) { edges { node { edition { sets(first: 40) { edges { node { id name } } } } } } } } } } } } } }`,
			cost.CodeComplexity,
		},
		"300 aliases of timetable": {
			`{ festival(slug: "x") { edition(slug: "y") { ` + aliases(300, "timetable { id }") + ` } } }`,
			cost.CodeAliases,
		},
		"300 root aliases": {`{ ` + aliases(300, "musicGenres { id }") + ` }`, cost.CodeRootFields},
		"depth 50": {
			`{ festival(slug: "x") { ` + strings.Repeat("edition(slug: \"y\") { festival { ", 24) + "id" + strings.Repeat(" } }", 24) + ` } }`,
			cost.CodeDepth,
		},
		"fragments doubling": {
			`{ ...F0 } ` + fragments(20),
			cost.CodeRootFields,
		},
	}
	for name, c := range cases {
		r := measure(t, s, c.query, nil)
		err := r.Check(cost.QueryLimits, "operation")
		if err == nil {
			t.Errorf("%s: passed (%+v)", name, r)
			continue
		}
		if err.Extensions["code"] != c.code {
			t.Errorf("%s: refused with %v (%s), want %s", name, err.Extensions["code"], err.Message, c.code)
		}
		t.Logf("%s: %s", name, err.Message)
	}
}

func aliases(n int, sel string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(" a")
		b.WriteString(strings.Repeat("b", i%7))
		b.WriteString(string(rune('a' + i%26)))
		b.WriteString(string(rune('a' + i/26%26)))
		b.WriteString(": ")
		b.WriteString(sel)
	}
	return b.String()
}

// fragments builds F0..Fn where each uses the next twice: 2^n fields if expanded naively.
func fragments(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("fragment F" + itoa(i) + " on Query { ...F" + itoa(i+1) + " x" + itoa(i) + ": viewer { email } } ")
	}
	b.WriteString("fragment F" + itoa(n) + " on Query { musicGenres { id } }")
	return b.String()
}

func itoa(i int) string { return strconv.Itoa(i) }
