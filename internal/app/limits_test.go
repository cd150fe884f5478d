package app

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"festival/internal/db"
	"festival/internal/testdb"
)

func openURL(t *testing.T, url string) *db.DB {
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
	if len(r.Errors) != 1 || r.code(0) != "COMPLEXITY_LIMIT_EXCEEDED" || !strings.Contains(r.Errors[0].Message, "exceeds the limit of 3000") {
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
