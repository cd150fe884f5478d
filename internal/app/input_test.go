package app

import (
	"encoding/base64"
	"strings"
	"testing"

	"festival/internal/testdb"
)

// Client mistakes in inputs are BAD_USER_INPUT (or, for the query text itself, a validation
// error), never INTERNAL, and nothing about them is logged at ERROR.
func TestClientInputErrorsAreBadUserInput(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "inp", 3)
	s, smtp := startAuthServer(t, map[string]string{"DATABASE_URL": url})
	c := signIn(t, s, smtp, "input@example.com")
	r, _ := c.gql(t, `{ festival(slug: "inp") { edition(slug: "e") { timetable { id } } } }`, nil)
	var got struct {
		Festival struct {
			Edition struct{ Timetable []struct{ ID string } }
		}
	}
	mustJSON(t, r.Data, &got)
	setID := got.Festival.Edition.Timetable[0].ID
	sets := func(after string) string {
		return `{ festival(slug: "inp") { edition(slug: "e") { sets(first: 2, after: "` + after + `") { edges { cursor } } } } }`
	}
	cursor := func(v string) string { return base64.RawURLEncoding.EncodeToString([]byte(v)) }

	cases := []struct {
		name, query string
		vars        map[string]any
		want        string
	}{
		{"enum in a variable", `mutation($s: ID!, $v: VoteType) { setVote(input: {setId: $s, vote: $v}) { applied } }`,
			map[string]any{"v": "MAYBE"}, "BAD_USER_INPUT"},
		{"enum inside an input variable", `mutation($i: SetVoteInput!) { setVote(input: $i) { applied } }`,
			map[string]any{"i": map[string]any{"setId": setID, "vote": "MAYBE"}}, "BAD_USER_INPUT"},
		{"enum literal (query validation)", `mutation { setVote(input: {setId: "x", vote: MAYBE}) { applied } }`,
			nil, "GRAPHQL_VALIDATION_FAILED"},
		{"Time in a variable", `mutation($s: ID!, $t: Time) { setVote(input: {setId: $s, clientTimestamp: $t}) { applied } }`,
			map[string]any{"t": "yesterday"}, "BAD_USER_INPUT"},
		{"Time literal", `mutation($s: ID!) { setVote(input: {setId: $s, clientTimestamp: "yesterday"}) { applied } }`,
			nil, "BAD_USER_INPUT"},
		{"Time of the wrong kind inside an input variable", `mutation($i: SetVoteInput!) { setVote(input: $i) { applied } }`,
			map[string]any{"i": map[string]any{"setId": setID, "clientTimestamp": 5}}, "BAD_USER_INPUT"},
		{"Int of the wrong kind in a variable", `query($f: Int) { festivals(first: $f) { edges { cursor } } }`,
			map[string]any{"f": "ten"}, "BAD_USER_INPUT"},
		{"NUL in a literal", `{ festival(slug: "inp\u0000x") { id } }`, nil, "BAD_USER_INPUT"},
		{"NUL in a variable", `query($x: String!) { festival(slug: $x) { id } }`, map[string]any{"x": "inp\x00"}, "BAD_USER_INPUT"},
		{"NUL inside an input variable", `mutation($i: RequestSignInCodeInput!) { requestSignInCode(input: $i) { email } }`,
			map[string]any{"i": map[string]any{"email": "a@example.com", "returnTo": "/x\x00y"}}, "BAD_USER_INPUT"},
		{"NUL in a literal inside a fragment", `query { ...F } fragment F on Query { festival(slug: "a\u0000") { id } }`,
			nil, "BAD_USER_INPUT"},
		{"garbage keyset cursor", `{ festivals(after: "garbage") { edges { cursor } } }`, nil, "BAD_USER_INPUT"},
		{"over-long keyset cursor", `{ festivals(after: "` + strings.Repeat("e30", 200) + `") { edges { cursor } } }`, nil, "BAD_USER_INPUT"},
		{"garbage position cursor", sets("garbage"), nil, "BAD_USER_INPUT"},
		{"negative position cursor", sets(cursor("-5")), nil, "BAD_USER_INPUT"},
		{"huge position cursor", sets(cursor("9223372036854775807")), nil, "BAD_USER_INPUT"},
		{"out-of-range position cursor", sets(cursor("99999999999999999999")), nil, "BAD_USER_INPUT"},
		{"negative first", `{ festivals(first: -1) { edges { cursor } } }`, nil, "BAD_USER_INPUT"},
		{"negative first in a variable", `query($f: Int) { festivals(first: $f) { edges { cursor } } }`, map[string]any{"f": -3}, "BAD_USER_INPUT"},
		{"first above the cap", `{ festivals(first: 101) { edges { cursor } } }`, nil, "BAD_USER_INPUT"},
	}
	for _, tc := range cases {
		vars := map[string]any{}
		for k, v := range tc.vars {
			vars[k] = v
		}
		if strings.Contains(tc.query, "$s: ID!") {
			vars["s"] = setID
		}
		r, _ := c.gql(t, tc.query, vars)
		if len(r.Errors) == 0 || r.code(0) != tc.want {
			t.Errorf("%s: %s %+v, want %s", tc.name, r.Data, r.Errors, tc.want)
		}
	}
	// A clientMutationId reused with another payload is CONFLICT; the same payload replays.
	vote := `mutation($s: ID!, $v: VoteType) { setVote(input: {setId: $s, vote: $v, clientMutationId: "dup-1",
		clientTimestamp: "2026-07-17T12:00:00Z"}) { applied vote } }`
	first, _ := c.gql(t, vote, map[string]any{"s": setID, "v": "MUST_GO"})
	again, _ := c.gql(t, vote, map[string]any{"s": setID, "v": "MUST_GO"})
	other, _ := c.gql(t, vote, map[string]any{"s": setID, "v": "WONT_GO"})
	if len(first.Errors) > 0 || string(again.Data) != string(first.Data) || other.code(0) != "CONFLICT" {
		t.Errorf("clientMutationId reuse: %s / %s / %s %+v", first.Data, again.Data, other.Data, other.Errors)
	}
	// A cursor of the list still works.
	r, _ = c.gql(t, sets(cursor("0")), nil)
	if len(r.Errors) > 0 || !strings.Contains(string(r.Data), "cursor") {
		t.Errorf("a real position cursor: %s %+v", r.Data, r.Errors)
	}
	r, _ = c.gql(t, `{ festivals(first: 1) { edges { cursor } } }`, nil)
	var fl struct {
		Festivals struct{ Edges []struct{ Cursor string } }
	}
	mustJSON(t, r.Data, &fl)
	if r, _ = c.gql(t, `query($a: String) { festivals(after: $a) { edges { cursor } } }`, map[string]any{"a": fl.Festivals.Edges[0].Cursor}); len(r.Errors) > 0 {
		t.Errorf("a real keyset cursor: %+v", r.Errors)
	}
	if logs := s.Logs.String(); strings.Contains(logs, `"level":"ERROR"`) {
		t.Errorf("client input errors logged at ERROR:\n%s", logs)
	}
}
