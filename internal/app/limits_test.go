package app

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"

	"festival/internal/db"
	"festival/internal/testdb"
)

func openURL(t testing.TB, url string) *db.DB {
	t.Helper()
	store, err := db.Open(context.Background(), url, 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	return store
}

func TestPageSizeCapRefusedBeforeRunning(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	for _, q := range []struct {
		query string
		vars  map[string]any
	}{
		{`{ festivals(first: 101) { edges { node { id } } } }`, nil},
		{`query($n: Int) { festivals(first: $n) { edges { node { id } } } }`, map[string]any{"n": 5000}},
		{`query { ...F } fragment F on Query { festivals(first: 1000) { edges { cursor } } }`, nil},
	} {
		r := s.gql(t, q.query, q.vars)
		if len(r.Errors) != 1 || r.code(0) != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "between 0 and 100") {
			t.Fatalf("%s: errors = %+v", q.query, r.Errors)
		}
		if string(r.Data) != "" && string(r.Data) != "null" {
			t.Fatalf("%s: data must be absent when refused before running, got %s", q.query, r.Data)
		}
	}
	if r := s.gql(t, `{ festivals(first: 100) { edges { cursor } } }`, nil); len(r.Errors) != 0 {
		t.Fatalf("first: 100 must pass, got %+v", r.Errors)
	}
}

func TestComplexityLimitRefusedBeforeRunning(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	var b strings.Builder
	b.WriteString("{")
	for i := 0; i < 12; i++ {
		b.WriteString(" a")
		b.WriteString(strings.Repeat("x", i+1))
		b.WriteString(": festivals(first: 100) { edges { node { id name editions { id name } } } }")
	}
	b.WriteString(" }")
	r := s.gql(t, b.String(), nil)
	if len(r.Errors) != 1 || r.code(0) != "COMPLEXITY_LIMIT_EXCEEDED" || !strings.Contains(r.Errors[0].Message, "exceeds the limit of 50000") {
		t.Fatalf("errors = %+v", r.Errors)
	}
	if string(r.Data) != "" && string(r.Data) != "null" {
		t.Fatalf("data = %s", r.Data)
	}
}

func TestTransportsRefuseNonJSON(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	for _, c := range []struct{ method, ctype, body string }{
		{"POST", "application/x-www-form-urlencoded", "query=%7B__typename%7D"},
		{"POST", "text/plain", `{"query":"{__typename}"}`},
		{"GET", "", ""},
	} {
		req, _ := http.NewRequest(c.method, s.URL+"/graphql?query=%7B__typename%7D", strings.NewReader(c.body))
		if c.ctype != "" {
			req.Header.Set("Content-Type", c.ctype)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode < 400 {
			t.Errorf("%s %s answered %d, want a refusal", c.method, c.ctype, resp.StatusCode)
		}
	}
}

func TestBodyCap(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	big := `{"query":"{ __typename }","variables":{"x":"` + strings.Repeat("a", 2<<20) + `"}}`
	resp, err := http.Post(s.URL+"/graphql", "application/json", strings.NewReader(big))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode < 400 {
		t.Fatalf("a 2 MiB body answered %d", resp.StatusCode)
	}
}

// Abusive shapes are refused before anything runs, each with the code and value of the limit
// it hit; the cyclic paths cannot multiply.
func TestAbusiveQueriesRefusedBeforeRunning(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "abuse", 3)
	// The server runs on the hooked connection, so the hook sees every statement it sends.
	s, _, hook, _ := startHookedServer(t, url, nil)
	var timetables strings.Builder
	for i := 0; i < 300; i++ {
		fmt.Fprintf(&timetables, " t%d: timetable { id name }", i)
	}
	nest := func(n int, open, leaf string) string {
		return strings.Repeat(open+" { ", n) + leaf + strings.Repeat(" }", n)
	}
	for _, c := range []struct{ name, query, code, msg string }{
		{"doubling chain through editions",
			`{ festivals { edges { node { editions { festival { editions { festival { editions { festival { editions { id name } } } } } } } } } } }`,
			"COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 50000"},
		{"sets(first: 40) three deep via set.edition.sets",
			`{ festival(slug: "abuse") { edition(slug: "e") { sets(first: 40) { edges { node { edition { sets(first: 40) { edges { node { edition { sets(first: 40) { edges { node { id name } } } } } } } } } } } } } }`,
			"COMPLEXITY_LIMIT_EXCEEDED", "exceeds the limit of 50000"},
		{"300 aliases of timetable",
			`{ festival(slug: "abuse") { edition(slug: "e") {` + timetables.String() + ` } } }`,
			"ALIAS_LIMIT_EXCEEDED", "uses 300 aliases, which exceeds the limit of 30"},
		{"depth 50",
			`{ festival(slug: "abuse") { ` + nest(24, `edition(slug: "e") { festival`, "id") + strings.Repeat(" }", 24) + ` } }`,
			"DEPTH_LIMIT_EXCEEDED", "has depth 50, which exceeds the limit of 15"},
		{"fragments spreading the next twice, 40 deep", doublingFragments(40),
			"ROOT_FIELD_LIMIT_EXCEEDED", "which exceeds the limit of 20"},
		{"21 root fields",
			`{ ` + strings.Repeat(`musicGenres { id } `, 1) + nest(0, "", "") + rootAliases(21) + ` }`,
			"ROOT_FIELD_LIMIT_EXCEEDED", "which exceeds the limit of 20"},
	} {
		hook.n.Store(0)
		r := s.gql(t, c.query, nil)
		if len(r.Errors) != 1 || r.code(0) != c.code || !strings.Contains(r.Errors[0].Message, c.msg) {
			t.Errorf("%s: errors = %+v", c.name, r.Errors)
			continue
		}
		if string(r.Data) != "" && string(r.Data) != "null" {
			t.Errorf("%s: data must be absent when refused before running, got %s", c.name, r.Data)
		}
		if n := hook.n.Load(); n != 0 {
			t.Errorf("%s: %d SQL statements ran", c.name, n)
		}
		t.Logf("%s: %s", c.name, r.Errors[0].Message)
	}
	// The shallow versions of the same shapes pass.
	for _, q := range []string{
		`{ festivals(first: 5) { edges { node { editions { festival { editions { id name } } } } } } }`,
		`{ festival(slug: "abuse") { edition(slug: "e") { sets(first: 40) { edges { node { edition { sets(first: 40) { edges { node { id name } } } } } } } } } }`,
	} {
		if r := s.gql(t, q, nil); len(r.Errors) != 0 {
			t.Errorf("%s: %+v", q, r.Errors)
		}
	}
}

func doublingFragments(n int) string {
	var b strings.Builder
	b.WriteString("{ ...F0 }")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, " fragment F%d on Query { ...F%d ...F%d }", i, i+1, i+1)
	}
	fmt.Fprintf(&b, " fragment F%d on Query { musicGenres { id } }", n)
	return b.String()
}

func rootAliases(n int) string {
	var b strings.Builder
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, " g%d: musicGenres { id }", i)
	}
	return b.String()
}

// GraphiQL's full introspection query passes.
func TestIntrospectionPasses(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	q, err := os.ReadFile("../../graph/cost/testdata/introspection.graphql")
	if err != nil {
		t.Fatal(err)
	}
	r := s.gql(t, string(q), nil)
	if len(r.Errors) != 0 || !strings.Contains(string(r.Data), `"setUpdated"`) {
		t.Fatalf("introspection: %+v", r.Errors)
	}
}
