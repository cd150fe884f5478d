package app

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"festival/internal/auth"
	"festival/internal/seed"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// exampleVars fills an example's variables by name from the seeded data.
type exampleVars map[string]any

// The example operations of docs/examples (the playground's tabs) run green against the demo
// seed: each query and mutation answers data without errors through a personal access token,
// and the subscription delivers an event after a vote.
func TestExampleOperationsRunAgainstTheSeed(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	ctx := context.Background()
	if seeded, err := seed.IfEmpty(ctx, store.DB, testclock.Now()); err != nil || !seeded {
		t.Fatalf("seed: %v %v", seeded, err)
	}
	// A token of Demo Crew's creator, as created in the profile (stored hashed).
	var creator uuid.UUID
	if err := store.DB.NewRaw(`SELECT created_by FROM groups WHERE name = 'Demo Crew'`).Scan(ctx, &creator); err != nil {
		t.Fatal(err)
	}
	token := "fvt_examples-" + uuid.NewString()
	if _, err := store.DB.ExecContext(ctx, `INSERT INTO access_tokens (user_id, name, token_hash, scopes, created_at, expires_at)
		VALUES (?, 'examples', ?, ARRAY['read','vote'], ?, ?)`, creator, auth.HashToken(token), testclock.Now(), testclock.Now().AddDate(0, 0, 30)); err != nil {
		t.Fatal(err)
	}
	s := startServer(t, map[string]string{"DATABASE_URL": url})

	files, err := filepath.Glob("../../docs/examples/*.graphql")
	if err != nil || len(files) < 5 {
		t.Fatalf("examples: %v %v", files, err)
	}
	ops := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ops[strings.TrimSuffix(filepath.Base(f), ".graphql")] = string(b)
	}
	run := func(name string, vars exampleVars) json.RawMessage {
		t.Helper()
		r := bearerGQL(t, s, token, "", ops[name], vars)
		if len(r.Errors) > 0 || len(r.Data) == 0 || string(r.Data) == "null" {
			t.Fatalf("example %s: %s %+v", name, r.Data, r.Errors)
		}
		return r.Data
	}
	var lineup struct {
		Festival struct {
			Editions []struct {
				ID   string
				Sets struct {
					Edges []struct{ Node struct{ ID string } }
				}
			}
		}
	}
	mustJSON(t, run("lineup", nil), &lineup)
	var edition, set string
	for _, e := range lineup.Festival.Editions {
		if len(e.Sets.Edges) > 0 {
			edition, set = e.ID, e.Sets.Edges[0].Node.ID
		}
	}
	if set == "" {
		t.Fatalf("the lineup lists no set: %+v", lineup)
	}
	var groups struct {
		Viewer struct {
			Groups struct {
				Edges []struct{ Node struct{ ID, Name string } }
			}
		}
	}
	mustJSON(t, bearerGQL(t, s, token, "", `{ viewer { groups(first: 5) { edges { node { id name } } } } }`, nil).Data, &groups)
	group := ""
	for _, e := range groups.Viewer.Groups.Edges {
		if e.Node.Name == "Demo Crew" {
			group = e.Node.ID
		}
	}
	vars := exampleVars{"setId": set, "editionId": edition, "groupId": group}

	c, ack, err := dialWSToken(t, s.URL, token)
	if err != nil || ack.Type != "connection_ack" {
		t.Fatalf("socket: %+v %v", ack, err)
	}
	subscribe(t, c, "live", ops["live-tallies"], only(vars, ops["live-tallies"]))
	s.waitSubscriptions(t, 1) // held before the vote, or its event is not sent to it
	ran := map[string]bool{"lineup": true, "live-tallies": true}
	for _, name := range []string{"vote", "group-tallies", "notifications"} {
		run(name, only(vars, ops[name]))
		ran[name] = true
	}
	if m := nextOf(t, c, "next"); !strings.Contains(string(m.Payload), `"setTallies"`) {
		t.Fatalf("live tallies: %s", m.Payload)
	}
	for name := range ops {
		if !ran[name] {
			t.Errorf("docs/examples/%s.graphql is not run by this test: add it", name)
		}
	}
}

// only keeps the variables op declares.
func only(vars exampleVars, op string) exampleVars {
	doc, err := parser.ParseQuery(&ast.Source{Input: op})
	if err != nil {
		panic(err)
	}
	out := exampleVars{}
	for _, v := range doc.Operations[0].VariableDefinitions {
		if x, ok := vars[v.Variable]; ok {
			out[v.Variable] = x
		}
	}
	return out
}

// GET /schema.graphql serves the contract: the same bytes as schema.graphqls.
func TestSchemaSDLIsTheContract(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	status, body, h := getBody(t, http.DefaultClient, s.URL+"/schema.graphql")
	want, err := os.ReadFile("../../schema.graphqls")
	if err != nil {
		t.Fatal(err)
	}
	if status != 200 || body != string(want) || !strings.HasPrefix(h.Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /schema.graphql: %d %s, %d bytes; schema.graphqls has %d", status, h.Get("Content-Type"), len(body), len(want))
	}
}
