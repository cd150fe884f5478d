package app

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"festival/internal/testdb"
)

// GraphQL abuse against one running server: each shape is refused before anything runs (no SQL
// statement, no data) with its code, and the SPA's own sets page passes before and after.
// limits_test.go covers neighbouring shapes one limit at a time (depth 50, the doubling chain
// through editions, 300 aliases, fragments spreading twice, 21 root fields, the 2 MiB body);
// this suite adds the rest of the list and checks them side by side with a normal page.
func TestGraphQLAbuseRefusedWhileNormalPagesPass(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "abuse2", 5)
	s, _, hook, _ := startHookedServer(t, url, nil)
	page := spaOperation(t, "SetsRouteQuery")
	pageVars := map[string]any{"festivalSlug": "abuse2", "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC"}
	normalPage := func(when string) {
		t.Helper()
		r := s.gql(t, page, pageVars)
		if len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"totalCount":5`) {
			t.Fatalf("the SPA's sets page %s: %s %+v", when, r.Data, r.Errors)
		}
	}
	normalPage("before the abuse")

	var aliases strings.Builder
	aliases.WriteString(`{ festival(slug: "abuse2") {`)
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&aliases, " a%d: name", i)
	}
	aliases.WriteString(" } }")
	// A 1 MB query under the 1 MiB body cap: whitespace and one field, so only the token cap
	// or the size refuses it.
	oneMB := `{ festival(slug: "abuse2") { ` + strings.Repeat("name ", 200_000) + `} }`
	nested := `{ festivals(first: 100) { edges { node { editions { sets(first: 100) { edges { node { notes(first: 50) { edges { node { set { artists { genres { id } } } } } } } } } } } } } }`

	for _, c := range []struct{ name, query, code string }{
		{"depth 50", `{ festival(slug: "abuse2") { ` + strings.Repeat(`edition(slug: "e") { festival { `, 24) + "id" + strings.Repeat(" } }", 24) + ` } }`,
			"DEPTH_LIMIT_EXCEEDED"},
		{"first: 99999999", `{ festival(slug: "abuse2") { edition(slug: "e") { sets(first: 99999999) { edges { node { id } } } } } }`,
			"BAD_USER_INPUT"},
		{"10,000 aliases", aliases.String(), "GRAPHQL_PARSE_FAILED"},
		{"a 1 MB query", oneMB, "GRAPHQL_PARSE_FAILED"},
		{"the cyclic doubling chain", doublingFragments(30), "ROOT_FIELD_LIMIT_EXCEEDED"},
		{"nested connections", nested, "COMPLEXITY_LIMIT_EXCEEDED"},
	} {
		hook.n.Store(0)
		r := s.gql(t, c.query, nil)
		if len(r.Errors) == 0 || r.code(0) != c.code {
			t.Errorf("%s: got %+v, want %s", c.name, r.Errors, c.code)
		} else {
			t.Logf("%s: %s %s", c.name, r.code(0), r.Errors[0].Message)
		}
		if string(r.Data) != "" && string(r.Data) != "null" {
			t.Errorf("%s: data must be absent when refused before running, got %.200s", c.name, r.Data)
		}
		if n := hook.n.Load(); n != 0 {
			t.Errorf("%s: %d SQL statements ran", c.name, n)
		}
	}

	// A batched array body: one request carrying many operations is not accepted at all.
	hook.n.Store(0)
	batch := `[` + strings.TrimSuffix(strings.Repeat(`{"query":"{ festivals { edges { node { id } } } }"},`, 100), ",") + `]`
	resp, err := http.Post(s.URL+"/graphql", "application/json", strings.NewReader(batch))
	if err != nil {
		t.Fatal(err)
	}
	var answer gqlResponse
	_ = json.NewDecoder(resp.Body).Decode(&answer)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest || answer.code(0) != "BAD_REQUEST" || answer.Data != nil {
		t.Errorf("a batched array answered %d %+v %s", resp.StatusCode, answer.Errors, answer.Data)
	}
	if n := hook.n.Load(); n != 0 {
		t.Errorf("a batched array ran %d SQL statements", n)
	}

	// A heavy subscription selection is refused over the socket before it starts.
	edition, _ := editionAndSet(t, s, "abuse2")
	ws := dialWS(t, s.URL, "")
	hook.n.Store(0)
	subscribe(t, ws, "h", `subscription($e: ID!) { setUpdated(editionId: $e) { id edition { festival { editions { timetable { id name artists { name } } } } } } }`,
		map[string]any{"e": edition})
	for {
		m := readWS(t, ws)
		if m.Type == "ping" {
			continue
		}
		// Its lists of other sets are refused before its cost is (issue 25).
		if (m.Type != "error" && m.Type != "next") || !strings.Contains(string(m.Payload), "LIST_NOT_ALLOWED") ||
			strings.Contains(string(m.Payload), `"setUpdated":{`) {
			t.Errorf("heavy subscription: got %s %s", m.Type, m.Payload)
		}
		break
	}
	if n := hook.n.Load(); n != 0 {
		t.Errorf("heavy subscription: %d SQL statements ran", n)
	}
	normalPage("after the abuse")
}
