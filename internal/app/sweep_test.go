package app

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/internal/auth"
	"festival/internal/testdb"
)

// The authorization sweep: every root field, mutation, subscription and node(id:) type found by
// introspection is called as every role, and each answer is compared with the policy declared
// in testdata/policy.json. A field or Node type without a policy fails the test, and so does a
// policy for something the schema no longer has.
//
// policy.json is a list of entries, called in file order (queries, node types, subscriptions,
// then mutations in an order that keeps the fixture usable; signOut last). Each entry names a schema item:
// "Query.<field>", "Mutation.<field>", "Subscription.<field>" or "Node.<Type>", and its cases:
//
//	{"name": "what it shows", "query": "...", "expect": {...}}   // a GraphQL document
//	{"node": "setUnpub", "expect": {...}}                          // node(id:) of a fixture row
//
// A Node type whose rows the fixture lacks can use the first form with a query of its own
// (root field node), e.g. after creating the row in an earlier mutation case.
//
// A query's variables are all the fixture's global ids by row name (see sweep_fixture_test.go),
// $inviteToken ("Crew"), $spareToken ("Spare"), and per role $probeEmail (an address of its
// own, for sign-in requests) and $probeUUID (a client id of its own, for addNote).
// A case with "upload" is sent as a GraphQL multipart request (with the X-Festival-Upload header)
// whose one file, the text given as upload.csv (or, after a "base64," prefix, the bytes it
// encodes as upload.png), is the variable $file; the query must declare $file: Upload!.
//
// expect maps a role, "admins" (admin and super_admin), "coreTeam" (moderator, admin and
// super_admin: the Core team, Viewer.canEditArtists), "signedIn" (everyone but anonymous)
// or "*" to the outcome, the first that applies in that order:
//
//	"ok"           data, no errors, and none of the hidden markers
//	"ok+xunpub"    data holding the marker(s) named, in the order xarch, xpriv, xunpub
//	"null"         the root field is null without an error
//	"CODE"         the first error's extensions.code
//	"complete"     (subscriptions) completed without an event
//
// Roles: anonymous; user (signed in, no group); nonmember (the creator of another group);
// member (of the group "Crew"); moderator, admin and super_admin (no group); creator (of "Crew").

type policyCase struct {
	Name   string            `json:"name"`
	Query  string            `json:"query"`
	Node   string            `json:"node"`
	Upload string            `json:"upload"`
	Expect map[string]string `json:"expect"`
}

type policyEntry struct {
	Field string       `json:"field"`
	Cases []policyCase `json:"cases"`
}

const nodeSelection = `{ __typename id ... on Festival { name } ... on Edition { name } ... on Stage { name }
	... on Set { name } ... on Artist { name } ... on Group { name } ... on GroupMember { email }
	... on Note { content } ... on GroupInvitation { groupName } ... on User { username } ... on Notification { message } ... on PointOfInterest { name } ... on AccessToken { name } }`

func loadPolicy(t *testing.T) []policyEntry {
	t.Helper()
	raw, err := os.ReadFile("testdata/policy.json")
	if err != nil {
		t.Fatal(err)
	}
	var p []policyEntry
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatalf("testdata/policy.json: %v", err)
	}
	return p
}

// schemaItems lists, by introspection, everything the sweep must have a policy for.
func schemaItems(t *testing.T, s *testServer) []string {
	t.Helper()
	r := s.gql(t, `{ __schema {
		queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } }
		types { name kind interfaces { name } } } }`, nil)
	var got struct {
		Schema struct {
			QueryType, MutationType, SubscriptionType struct{ Fields []struct{ Name string } }
			Types                                     []struct {
				Name, Kind string
				Interfaces []struct{ Name string }
			}
		} `json:"__schema"`
	}
	mustJSON(t, r.Data, &got)
	var items []string
	for prefix, fields := range map[string][]struct{ Name string }{
		"Query": got.Schema.QueryType.Fields, "Mutation": got.Schema.MutationType.Fields, "Subscription": got.Schema.SubscriptionType.Fields,
	} {
		for _, f := range fields {
			items = append(items, prefix+"."+f.Name)
		}
	}
	for _, ty := range got.Schema.Types {
		for _, i := range ty.Interfaces {
			if i.Name == "Node" && ty.Kind == "OBJECT" {
				items = append(items, "Node."+ty.Name)
			}
		}
	}
	sort.Strings(items)
	if len(items) < 20 {
		t.Fatalf("introspection found only %v", items)
	}
	return items
}

// expected is the declared outcome of c for role.
func (c policyCase) expected(role string) (string, bool) {
	keys := []string{role}
	if role == "admin" || role == "super_admin" {
		keys = append(keys, "admins")
	}
	if role == "moderator" || role == "admin" || role == "super_admin" {
		keys = append(keys, "coreTeam")
	}
	if role != "anonymous" {
		keys = append(keys, "signedIn")
	}
	for _, k := range append(keys, "*") {
		if v, ok := c.Expect[k]; ok {
			return v, true
		}
	}
	return "", false
}

// withMarkers is "ok" plus the hidden markers data holds.
func withMarkers(data string) string {
	out := "ok"
	for _, m := range sweepMarkers {
		if strings.Contains(data, m) {
			out += "+" + m
		}
	}
	return out
}

// gqlOutcome classifies an HTTP answer for root field field.
func gqlOutcome(r gqlResponse, field string) string {
	if len(r.Errors) > 0 {
		if c := r.code(0); c != "" {
			return c
		}
		return "error without code: " + r.Errors[0].Message
	}
	var data map[string]json.RawMessage
	if json.Unmarshal(r.Data, &data) != nil || data == nil {
		return "no data"
	}
	if v, ok := data[field]; ok && string(v) == "null" {
		return "null"
	}
	return withMarkers(string(r.Data))
}

type sweep struct {
	t        *testing.T
	s        *testServer
	vars     map[string]any
	sessions map[string]string
	// notifyAll publishes a change of every fixture set.
	notifyAll func()
}

func (sw *sweep) varsFor(role string) map[string]any {
	v := map[string]any{
		"probeEmail": "probe-" + strings.ReplaceAll(role, "_", "-") + "@sweep.test",
		"probeUUID":  uuid.NewSHA1(uuid.NameSpaceOID, []byte(role)).String(),
	}
	for k, x := range sw.vars {
		v[k] = x
	}
	return v
}

func (sw *sweep) call(role, query, upload string) gqlResponse {
	sw.t.Helper()
	var req *http.Request
	if upload == "" {
		body, _ := json.Marshal(map[string]any{"query": query, "variables": sw.varsFor(role)})
		req, _ = http.NewRequest("POST", sw.s.URL+"/graphql", strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
	} else {
		req = sw.multipart(role, query, upload)
	}
	if tok := sw.sessions[role]; tok != "" {
		req.AddCookie(&http.Cookie{Name: auth.CookieName, Value: tok})
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		sw.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out gqlResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		sw.t.Fatalf("%s: decode: %v", query, err)
	}
	return out
}

// multipart builds a GraphQL multipart request whose file (upload, see policyCase) is $file.
func (sw *sweep) multipart(role, query, upload string) *http.Request {
	file, name := []byte(upload), "upload.csv"
	if b64, ok := strings.CutPrefix(upload, "base64,"); ok {
		name = "upload.png"
		var err error
		if file, err = base64.StdEncoding.DecodeString(b64); err != nil {
			sw.t.Fatalf("upload: %v", err)
		}
	}
	vars := sw.varsFor(role)
	vars["file"] = nil
	ops, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.WriteField("operations", string(ops))
	_ = w.WriteField("map", `{"0": ["variables.file"]}`)
	part, _ := w.CreateFormFile("0", name)
	_, _ = part.Write(file)
	_ = w.Close()
	req, _ := http.NewRequest("POST", sw.s.URL+"/graphql", &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("X-Festival-Upload", "1")
	return req
}

// subscribeAll starts query on one socket per role, sends a change of every fixture set, and
// returns each role's outcome: the first event's markers, an error code, or "complete".
func (sw *sweep) subscribeAll(query string) map[string]string {
	t := sw.t
	conns := map[string]*websocket.Conn{}
	for _, role := range sweepRoles {
		h := http.Header{}
		if tok := sw.sessions[role]; tok != "" {
			h.Set("Cookie", auth.CookieName+"="+tok)
		}
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
		c, _, err := d.Dial(strings.Replace(sw.s.URL, "http", "ws", 1)+"/graphql", h)
		if err != nil {
			t.Fatalf("%s: dial: %v", role, err)
		}
		defer c.Close()
		_ = c.WriteJSON(wsMsg{Type: "connection_init"})
		if m := readWS(t, c); m.Type != "connection_ack" {
			t.Fatalf("%s: %+v", role, m)
		}
		subscribe(t, c, "1", query, sw.varsFor(role))
		conns[role] = c
	}
	// Subscriptions register asynchronously: repeat the changes until every socket has answered.
	answered := make(chan struct{})
	go func() {
		for {
			sw.notifyAll()
			select {
			case <-answered:
				return
			case <-time.After(500 * time.Millisecond):
			}
		}
	}()
	defer close(answered)
	out := map[string]string{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for role, c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got, events := "no event within 5 s", ""
			_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
			for {
				var m wsMsg
				if err := c.ReadJSON(&m); err != nil {
					break
				}
				if m.Type == "next" { // collect the events that follow closely, for their markers
					var r gqlResponse
					_ = json.Unmarshal(m.Payload, &r)
					if len(r.Errors) > 0 {
						got = gqlOutcome(r, "setUpdated")
						break
					}
					if events == "" { // and those of the next second
						_ = c.SetReadDeadline(time.Now().Add(time.Second))
					}
					events += string(m.Payload)
					got = withMarkers(events)
					continue
				}
				if m.Type == "error" {
					var errs []struct{ Extensions map[string]any }
					_ = json.Unmarshal(m.Payload, &errs)
					got = "error without code"
					if len(errs) > 0 {
						if code, ok := errs[0].Extensions["code"].(string); ok {
							got = code
						}
					}
					break
				}
				if m.Type == "complete" {
					if events == "" {
						got = "complete"
					}
					break
				}
			}
			mu.Lock()
			out[role] = got
			mu.Unlock()
		}()
	}
	wg.Wait()
	return out
}

func TestAuthorizationSweep(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	vars, sessions := loadSweepFixture(t, store)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "STORAGE_DIR": t.TempDir()})
	sw := &sweep{t: t, s: s, vars: vars, sessions: sessions, notifyAll: func() {
		if _, err := store.ExecContext(context.Background(),
			`SELECT pg_notify('set_changed', festival_edition_id::text || ' ' || id::text) FROM sets;
			SELECT pg_notify('notification_added', user_id::text || ' ' || id::text) FROM notifications;
			SELECT pg_notify('edition_map_changed', id::text) FROM festival_editions`); err != nil {
			t.Error(err) // called from a goroutine
		}
	}}
	policy := loadPolicy(t)

	declared := map[string]bool{}
	for _, e := range policy {
		declared[e.Field] = true
	}
	inSchema := map[string]bool{}
	for _, item := range schemaItems(t, s) {
		inSchema[item] = true
		if !declared[item] {
			t.Errorf("%s has no policy: add an entry {\"field\": %q, \"cases\": [...]} to internal/app/testdata/policy.json", item, item)
		}
	}
	for item := range declared {
		if !inSchema[item] {
			t.Errorf("testdata/policy.json declares %s, which the schema does not have", item)
		}
	}
	if t.Failed() {
		t.FailNow()
	}

	for _, e := range policy {
		kind, field, _ := strings.Cut(e.Field, ".")
		if len(e.Cases) == 0 {
			t.Errorf("%s: a policy needs at least one case", e.Field)
		}
		for _, c := range e.Cases {
			query, root, label := c.Query, field, e.Field+" "+c.Name
			if kind == "Node" && c.Query != "" {
				root, label = "node", e.Field+" "+c.Name
			} else if kind == "Node" {
				if _, ok := sweepNodeTypes[c.Node]; !ok {
					t.Fatalf("%s: node %q is not a fixture row", e.Field, c.Node)
				}
				query, root, label = `query($`+c.Node+`: ID!) { node(id: $`+c.Node+`) `+nodeSelection+` }`, "node", e.Field+" "+c.Node
			}
			var got map[string]string
			if kind == "Subscription" {
				got = sw.subscribeAll(query)
			} else {
				got = map[string]string{}
				for _, role := range sweepRoles {
					got[role] = gqlOutcome(sw.call(role, query, c.Upload), root)
				}
			}
			for _, role := range sweepRoles {
				want, ok := c.expected(role)
				if !ok {
					t.Errorf("%s: no declared outcome for %s (got %s)", label, role, got[role])
				} else if got[role] != want {
					t.Errorf("%s as %s: got %s, policy says %s", label, role, got[role], want)
				}
			}
		}
	}
}
