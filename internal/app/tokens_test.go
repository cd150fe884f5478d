package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/testdb"
)

const (
	createTokenMutation = `mutation($n: String!, $s: [AccessTokenScope!]!) { createAccessToken(input: {name: $n, scopes: $s, expiresInDays: 30}) {
		token accessToken { id name scopes active lastUsedAt } } }`
	revokeTokenMutation = `mutation($id: ID!) { revokeAccessToken(input: {accessTokenId: $id}) { accessToken { active revokedAt } } }`
	tokenVoteMutation   = `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`
)

// createToken makes a token as c's user and returns its value and global id.
func createToken(t *testing.T, c *client, name string, scopes ...string) (token, id string) {
	t.Helper()
	r, _ := c.gql(t, createTokenMutation, map[string]any{"n": name, "s": scopes})
	var got struct {
		CreateAccessToken struct {
			Token       string
			AccessToken struct{ ID string }
		}
	}
	mustJSON(t, r.Data, &got)
	if len(r.Errors) > 0 || !strings.HasPrefix(got.CreateAccessToken.Token, "fvt_") {
		t.Fatalf("create token: %s %+v", r.Data, r.Errors)
	}
	return got.CreateAccessToken.Token, got.CreateAccessToken.AccessToken.ID
}

// bearerGQL posts a GraphQL request with Authorization: Bearer token (and cookie, when given).
func bearerGQL(t *testing.T, s *testServer, token, cookie, query string, vars map[string]any) gqlResponse {
	t.Helper()
	req := graphqlRequest(s, query, vars)
	req.Header.Set("Authorization", "Bearer "+token)
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	r, resp := doGraphQL(t, http.DefaultClient, req)
	if resp.Header.Get("Set-Cookie") != "" {
		t.Fatalf("a bearer request set a cookie: %s", resp.Header.Get("Set-Cookie"))
	}
	return r
}

// refused fails unless r's first error is FORBIDDEN with a message naming why.
func refused(t *testing.T, what string, r gqlResponse, words string) {
	t.Helper()
	if len(r.Errors) == 0 || r.code(0) != "FORBIDDEN" || !strings.Contains(r.Errors[0].Message, words) {
		t.Fatalf("%s: %s %+v, want FORBIDDEN saying %q", what, r.Data, r.Errors, words)
	}
}

// A token works as its user over HTTP with its scopes: it reads, votes with VOTE, is refused a
// vote with READ and deleteAccount (and token management) with any scope, carries no cookie
// authority, and is refused once revoked.
func TestAccessTokensOverHTTP(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "tok", 1)
	s, smtp := startAuthServer(t, map[string]string{"DATABASE_URL": url})
	_, set := editionAndSet(t, s, "tok")
	dev := signIn(t, s, smtp, "dev@example.com")
	voteToken, voteID := createToken(t, dev, "voter", "VOTE")
	readToken, _ := createToken(t, dev, "reader", "READ")

	r := bearerGQL(t, s, readToken, "", `{ viewer { email accessTokens { name scopes lastUsedAt } } }`, nil)
	if len(r.Errors) > 0 || !contains(string(r.Data), `"email":"dev@example.com"`, `"name":"reader","scopes":["READ"]`, `"name":"voter","scopes":["READ","VOTE"]`) {
		t.Fatalf("viewer through a token: %s %+v", r.Data, r.Errors)
	}
	if r := bearerGQL(t, s, voteToken, "", tokenVoteMutation, map[string]any{"s": set}); len(r.Errors) > 0 || string(r.Data) != `{"setVote":{"applied":true}}` {
		t.Fatalf("vote with VOTE: %s %+v", r.Data, r.Errors)
	}
	refused(t, "vote with READ", bearerGQL(t, s, readToken, "", tokenVoteMutation, map[string]any{"s": set}), "READ scope only")
	for _, tok := range []string{readToken, voteToken} {
		refused(t, "deleteAccount", bearerGQL(t, s, tok, "", deleteAccountMutation, nil), "can never delete the account")
		refused(t, "createAccessToken", bearerGQL(t, s, tok, "", createTokenMutation, map[string]any{"n": "x", "s": []string{"READ"}}), "manage tokens")
		refused(t, "signOutEverywhere", bearerGQL(t, s, tok, "", `mutation { signOutEverywhere { revokedSessions } }`, nil), "Sign in on the site")
		refused(t, "a staff mutation", bearerGQL(t, s, tok, "", `mutation { createFestival(input: {name: "x"}) { festival { id } } }`, nil), "staff changes")
	}
	// The session cookie beside a READ token gives no more than the token.
	refused(t, "vote with READ and a cookie", bearerGQL(t, s, readToken, dev.cookieHeader(), tokenVoteMutation, map[string]any{"s": set}), "READ scope only")
	if r := bearerGQL(t, s, "fvt_nonsense", dev.cookieHeader(), `{ viewer { email } }`, nil); r.status != 401 || r.code(0) != "UNAUTHENTICATED" {
		t.Fatalf("an unknown token with a valid cookie: %d %s %+v", r.status, r.Data, r.Errors)
	}
	if r, _ := dev.gql(t, `{ viewer { email } }`, nil); !strings.Contains(string(r.Data), "dev@example.com") {
		t.Fatalf("the account must still exist: %s %+v", r.Data, r.Errors)
	}

	// A script exports its user's data with a token; the export lists the tokens, never their value.
	req, _ := http.NewRequest("GET", s.URL+"/account/export.json", nil)
	req.Header.Set("Authorization", "Bearer "+readToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	exported, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !contains(string(exported), `"accessTokens": [`, `"name": "voter"`, `"name": "reader"`) || strings.Contains(string(exported), readToken) {
		t.Fatalf("export with a token: %d %.500s", resp.StatusCode, exported)
	}

	if r, _ := dev.gql(t, revokeTokenMutation, map[string]any{"id": voteID}); len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"active":false`) {
		t.Fatalf("revoke: %s %+v", r.Data, r.Errors)
	}
	if r := bearerGQL(t, s, voteToken, "", `{ viewer { email } }`, nil); r.status != 401 || r.code(0) != "UNAUTHENTICATED" {
		t.Fatalf("a revoked token: %d %s %+v", r.status, r.Data, r.Errors)
	}
	r, _ = dev.gql(t, `{ viewer { accessTokens { name active revokedAt } } }`, nil)
	if !contains(string(r.Data), `{"name":"voter","active":false,"revokedAt":"`, `{"name":"reader","active":true,"revokedAt":null}`) {
		t.Fatalf("the profile lists the revoked token: %s", r.Data)
	}
}

// dialWSToken opens a socket (no cookie, no Origin: a script) and sends connection_init with
// the token in its payload; it returns the socket and the server's first answer.
func dialWSToken(t *testing.T, base, token string) (*websocket.Conn, wsMsg, error) {
	t.Helper()
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
	c, _, err := d.Dial(strings.Replace(base, "http", "ws", 1)+"/graphql", nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	p, _ := json.Marshal(map[string]any{"Authorization": "Bearer " + token})
	if err := c.WriteJSON(wsMsg{Type: "connection_init", Payload: p}); err != nil {
		t.Fatal(err)
	}
	_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
	var m wsMsg
	err = c.ReadJSON(&m)
	return c, m, err
}

// wsOp runs one operation on c and returns its one result.
func wsOp(t *testing.T, c *websocket.Conn, id, query string, vars map[string]any) gqlResponse {
	t.Helper()
	subscribe(t, c, id, query, vars)
	m := nextOf(t, c, "next")
	var r gqlResponse
	mustJSON(t, m.Payload, &r)
	nextOf(t, c, "complete")
	return r
}

// The same over a WebSocket: the token comes in connection_init's payload.
func TestAccessTokensOverWebSocket(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "tokws", 1)
	s, smtp := startAuthServer(t, map[string]string{"DATABASE_URL": url})
	edition, set := editionAndSet(t, s, "tokws")
	dev := signIn(t, s, smtp, "ws@example.com")
	voteToken, voteID := createToken(t, dev, "voter", "VOTE")
	readToken, _ := createToken(t, dev, "reader", "READ")

	vc, ack, err := dialWSToken(t, s.URL, voteToken)
	if err != nil || ack.Type != "connection_ack" {
		t.Fatalf("init with a token: %+v %v", ack, err)
	}
	if r := wsOp(t, vc, "1", `{ viewer { email } }`, nil); !strings.Contains(string(r.Data), "ws@example.com") {
		t.Fatalf("viewer over the socket: %s %+v", r.Data, r.Errors)
	}
	if r := wsOp(t, vc, "2", tokenVoteMutation, map[string]any{"s": set}); string(r.Data) != `{"setVote":{"applied":true}}` {
		t.Fatalf("vote with VOTE over the socket: %s %+v", r.Data, r.Errors)
	}
	rc, ack, err := dialWSToken(t, s.URL, readToken)
	if err != nil || ack.Type != "connection_ack" {
		t.Fatalf("init with a READ token: %+v %v", ack, err)
	}
	if r := wsOp(t, rc, "1", tokenVoteMutation, map[string]any{"s": set}); r.code(0) != "FORBIDDEN" {
		t.Fatalf("vote with READ over the socket: %s %+v", r.Data, r.Errors)
	}
	for i, c := range []*websocket.Conn{vc, rc} {
		if r := wsOp(t, c, "del", deleteAccountMutation, nil); r.code(0) != "FORBIDDEN" || !strings.Contains(r.Errors[0].Message, "delete the account") {
			t.Fatalf("deleteAccount over socket %d: %s %+v", i, r.Data, r.Errors)
		}
	}
	// A subscription through the token, then its revocation closes the socket.
	subscribe(t, vc, "live", `subscription($e: ID!) { setTallies(editionId: $e) { set { id } } }`, map[string]any{"e": edition})
	if r, _ := dev.gql(t, revokeTokenMutation, map[string]any{"id": voteID}); len(r.Errors) > 0 {
		t.Fatalf("revoke: %+v", r.Errors)
	}
	_ = vc.SetReadDeadline(time.Now().Add(30 * time.Second))
	for {
		var m wsMsg
		if err := vc.ReadJSON(&m); err != nil {
			var ce *websocket.CloseError
			if !errors.As(err, &ce) {
				t.Fatalf("the revoked token's socket: %v, want a close", err)
			}
			break
		}
	}
	_, m, err := dialWSToken(t, s.URL, voteToken)
	var ce *websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != 4403 || !strings.Contains(ce.Text, "revoked") {
		t.Fatalf("init with a revoked token: %+v %v, want close 4403", m, err)
	}
	if r, _ := dev.gql(t, `{ viewer { email } }`, nil); !bytes.Contains(r.Data, []byte("ws@example.com")) {
		t.Fatalf("the account must still exist: %s", r.Data)
	}
}
