package app

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"festival/graph"
	"festival/graph/cost"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

type costExt struct {
	Requested           int64
	Limit               int
	RemainingThisWindow *int64
	ResetAt             *time.Time
	DryRun              bool
}

// costOf posts query (with the token, dry or not) and returns data and extensions.cost.
func costOf(t *testing.T, s *testServer, token string, dry bool, query string, vars map[string]any) (json.RawMessage, costExt, gqlResponse) {
	t.Helper()
	req := graphqlRequest(s, query, vars)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if dry {
		req.Header.Set(DryRunHeader, "1")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Data       json.RawMessage
		Errors     json.RawMessage
		Extensions struct{ Cost *costExt }
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	if out.Extensions.Cost == nil {
		t.Fatalf("no extensions.cost: %s %s", out.Data, out.Errors)
	}
	var r gqlResponse
	r.Data = out.Data
	_ = json.Unmarshal(out.Errors, &r.Errors)
	return out.Data, *out.Extensions.Cost, r
}

// measured is what the cost model charges query (no variables).
func measured(t *testing.T, query string) int64 {
	t.Helper()
	schema := graph.NewExecutableSchema(graph.Config{Resolvers: &graph.Resolver{}}).Schema()
	doc, err := parser.ParseQuery(&ast.Source{Input: query})
	if err != nil {
		t.Fatal(err)
	}
	return cost.Measure(schema, doc, "", nil, cost.Festival.WithSchema(schema)).Cost
}

// Every answer reports its cost from the cost model; a dry run reports it without running; a
// token's answers count down its window budget, and a token past it is refused RATE_LIMITED.
func TestCostInEveryAnswer(t *testing.T) {
	saved := tokenBudget
	tokenBudget.budget = 3000
	t.Cleanup(func() { tokenBudget = saved })
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "cost", 3)
	s, smtp := startAuthServer(t, map[string]string{"DATABASE_URL": url})
	_, set := editionAndSet(t, s, "cost")

	const page = `{ festival(slug: "cost") { edition(slug: "e") { sets(first: 10) { edges { node { name artists { name } } } } } } }`
	want := measured(t, page)
	if want < 100 {
		t.Fatalf("the model charges the page %d", want)
	}
	data, c, _ := costOf(t, s, "", false, page, nil)
	if c.Requested != want || c.Limit != cost.QueryLimits.Cost || c.RemainingThisWindow != nil || c.ResetAt != nil || string(data) == "null" {
		t.Fatalf("anonymous: %+v %s, want requested %d", c, data, want)
	}
	if data, c, _ := costOf(t, s, "", true, page, nil); c.Requested != want || !c.DryRun || string(data) != "null" {
		t.Fatalf("anonymous dry run: %+v %s", c, data)
	}

	dev := signIn(t, s, smtp, "cost@example.com")
	token, _ := createToken(t, dev, "budget", "VOTE")
	_, c, _ = costOf(t, s, token, false, page, nil)
	if c.RemainingThisWindow == nil || *c.RemainingThisWindow != 3000-want || c.ResetAt == nil || !c.ResetAt.After(testclock.Now().Add(-2*time.Hour)) {
		t.Fatalf("token: %+v", c)
	}
	left := *c.RemainingThisWindow
	// A dry run of a vote neither votes nor spends.
	vote := `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`
	if data, c, _ := costOf(t, s, token, true, vote, map[string]any{"s": set}); string(data) != "null" || *c.RemainingThisWindow != left || c.Requested != measured(t, `mutation { setVote(input: {setId: "x", vote: MUST_GO}) { applied } }`) {
		t.Fatalf("dry-run vote: %s %+v", data, c)
	}
	data, c, _ = costOf(t, s, token, false, `query($s: ID!) { node(id: $s) { ... on Set { myVote } } }`, map[string]any{"s": set})
	if string(data) != `{"node":{"myVote":null}}` {
		t.Fatalf("the dry-run vote was applied: %s", data)
	}
	if *c.RemainingThisWindow >= left {
		t.Fatalf("a query must spend: %+v", c)
	}
	// Spend the rest: the next page is refused with the report, before it runs.
	var r gqlResponse
	for spent := int64(0); spent <= 3000; spent += want {
		if data, c, r = costOf(t, s, token, false, page, nil); r.code(0) == "RATE_LIMITED" {
			break
		}
	}
	if r.code(0) != "RATE_LIMITED" || string(data) != "null" || c.RemainingThisWindow == nil || *c.RemainingThisWindow >= want {
		t.Fatalf("over budget: %s %+v %+v", r.Data, r.Errors, c)
	}
	// A refusal by the cost limit carries the report too.
	heavy := `{ festivals(first: 100) { edges { node { editions { sets(first: 100) { edges { node { artists { genres { name } } } } } } } } } }`
	if _, c, r := costOf(t, s, "", false, heavy, nil); r.code(0) != "COMPLEXITY_LIMIT_EXCEEDED" || c.Requested <= int64(c.Limit) {
		t.Fatalf("refused by the limit: %+v %+v", r.Errors, c)
	}
}
