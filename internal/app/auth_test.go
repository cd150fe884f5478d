package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/auth"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

var mailCode = regexp.MustCompile(`code is (\d{6})`)

// client is a browser-like HTTP client with a cookie jar.
type client struct {
	s    *testServer
	http *http.Client
}

func newClient(s *testServer) *client {
	jar, _ := cookiejar.New(nil)
	return &client{s: s, http: &http.Client{Jar: jar}}
}

func (c *client) gql(t testing.TB, query string, vars map[string]any) (gqlResponse, *http.Response) {
	t.Helper()
	return doGraphQL(t, c.http, graphqlRequest(c.s, query, vars))
}

func (c *client) cookieHeader() string {
	req, _ := http.NewRequest("GET", c.s.URL, nil)
	var parts []string
	for _, k := range c.http.Jar.Cookies(req.URL) {
		parts = append(parts, k.Name+"="+k.Value)
	}
	return strings.Join(parts, "; ")
}

const requestMutation = `mutation($e: String!) { requestSignInCode(input: {email: $e}) { email resendAfterSeconds } }`
const verifyMutation = `mutation($e: String!, $c: String!) { verifySignInCode(input: {email: $e, code: $c}) { viewer { email needsOnboarding isAdmin user { id username } } } }`

// signIn goes through request -> e-mail -> verify over HTTP and returns the signed-in client.
func signIn(t testing.TB, s *testServer, smtp *mailtest.Server, email string) *client {
	t.Helper()
	c := newClient(s)
	if r, _ := c.gql(t, requestMutation, map[string]any{"e": email}); len(r.Errors) > 0 {
		t.Fatalf("request: %+v", r.Errors)
	}
	code := mailCode.FindStringSubmatch(smtp.WaitFor(t, email).Text)[1]
	r, resp := c.gql(t, verifyMutation, map[string]any{"e": email, "c": code})
	if len(r.Errors) > 0 {
		t.Fatalf("verify: %+v", r.Errors)
	}
	setCookie := resp.Header.Get("Set-Cookie")
	if !contains(setCookie, "festival_session=", "HttpOnly", "SameSite=Lax", "Path=/") {
		t.Fatalf("cookie = %q", setCookie)
	}
	return c
}

func startAuthServer(t *testing.T, extra map[string]string) (*testServer, *mailtest.Server) {
	t.Helper()
	smtp := mailtest.Start(t)
	env := map[string]string{"DATABASE_URL": testdb.URL(t), "SMTP_URL": smtp.URL(), "SOCKET_CHECK_INTERVAL": "100ms"}
	for k, v := range extra {
		env[k] = v
	}
	return startServer(t, env), smtp
}

func TestSignInProfileAndSignOutOverHTTP(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	c := signIn(t, s, smtp, "fan@example.com")

	r, _ := c.gql(t, `{ viewer { email needsOnboarding completedOnboarding isAdmin canEditArtists role user { username } } }`, nil)
	if string(r.Data) != `{"viewer":{"email":"fan@example.com","needsOnboarding":true,"completedOnboarding":false,"isAdmin":false,"canEditArtists":false,"role":null,"user":{"username":null}}}` {
		t.Fatalf("viewer = %s", r.Data)
	}
	r, _ = c.gql(t, `mutation { updateProfile(input: {username: " Fan_1 ", completedOnboarding: true}) { viewer { needsOnboarding user { username } } } }`, nil)
	if string(r.Data) != `{"updateProfile":{"viewer":{"needsOnboarding":false,"user":{"username":"Fan_1"}}}}` {
		t.Fatalf("updateProfile = %s %+v", r.Data, r.Errors)
	}
	r, _ = c.gql(t, `mutation { updateProfile(input: {username: "x"}) { viewer { email } } }`, nil)
	if len(r.Errors) != 1 || r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Message != "Username must be at least 2 characters" {
		t.Fatalf("bad username: %+v", r.Errors)
	}

	old := c.cookieHeader()
	r, resp := c.gql(t, `mutation { signOut { ok } }`, nil)
	if string(r.Data) != `{"signOut":{"ok":true}}` || !strings.Contains(resp.Header.Get("Set-Cookie"), "Max-Age=0") {
		t.Fatalf("signOut = %s, cookie %q", r.Data, resp.Header.Get("Set-Cookie"))
	}
	// The old token is revoked on the server, not only forgotten by the browser.
	req, _ := http.NewRequest("POST", s.URL+"/graphql", strings.NewReader(`{"query":"{ viewer { email } }"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Cookie", old)
	raw, _ := http.DefaultClient.Do(req)
	body, _ := io.ReadAll(raw.Body)
	raw.Body.Close()
	if !strings.Contains(string(body), `"viewer":null`) {
		t.Fatalf("revoked session still works: %s", body)
	}
	if strings.Contains(s.Logs.String(), strings.TrimPrefix(old, "festival_session=")) {
		t.Fatal("the session token appears in the logs")
	}
}

func TestAnonymousCannotUpdateProfile(t *testing.T) {
	s, _ := startAuthServer(t, nil)
	r := s.gql(t, `mutation { updateProfile(input: {completedOnboarding: true}) { viewer { email } } }`, nil)
	if len(r.Errors) != 1 || r.code(0) != "UNAUTHENTICATED" {
		t.Fatalf("errors = %+v", r.Errors)
	}
}

// Aliased verify fields are tries each: 100 tries in 5 requests of 20 aliases (the root-field
// cap refuses more in one request before anything runs): the code dies after 5, the per-IP
// limit stops the rest, and a right code hidden among them does not get through.
func TestAliasedVerificationsCountAsTries(t *testing.T) {
	withIPLimits(t, auth.Limit{}, auth.Limit{N: 30, Window: 10 * time.Minute})
	s, smtp := startAuthServer(t, nil)
	c := newClient(s)
	c.gql(t, requestMutation, map[string]any{"e": "alias@example.com"})
	code := mailCode.FindStringSubmatch(smtp.WaitFor(t, "alias@example.com").Text)[1]
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	batch := func(from, n int) string {
		var b strings.Builder
		b.WriteString("mutation {")
		for i := from; i < from+n; i++ {
			try := wrong
			if i == 7 {
				try = code
			}
			fmt.Fprintf(&b, ` v%d: verifySignInCode(input: {email: "alias@example.com", code: "%s"}) { viewer { email } }`, i, try)
		}
		b.WriteString(" }")
		return b.String()
	}
	if r, _ := c.gql(t, batch(100, 100), nil); len(r.Errors) != 1 || r.code(0) != "ROOT_FIELD_LIMIT_EXCEEDED" {
		t.Fatalf("100 aliases in one request: %+v", r.Errors)
	}
	var limited int
	for from := 0; from < 100; from += 20 {
		r, resp := c.gql(t, batch(from, 20), nil)
		if len(r.Errors) != 20 {
			t.Fatalf("%d errors, want 20: %s", len(r.Errors), r.Data)
		}
		if resp.Header.Get("Set-Cookie") != "" {
			t.Fatal("a session was created")
		}
		for i := range r.Errors {
			if r.code(i) == "RATE_LIMITED" {
				limited++
			}
		}
	}
	if limited != 70 {
		t.Fatalf("%d rate-limited tries, want 70 (30 allowed per IP)", limited)
	}
}

func TestRevokedSessionIsRefusedOnTheWebSocket(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	c := signIn(t, s, smtp, "socket@example.com")
	cookie := c.cookieHeader()

	dial := func() *websocket.Conn {
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}}
		conn, _, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", http.Header{"Cookie": {cookie}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() })
		_ = conn.WriteJSON(wsMsg{Type: "connection_init"})
		if m := readWS(t, conn); m.Type != "connection_ack" {
			t.Fatalf("%+v", m)
		}
		return conn
	}
	viewerOver := func(conn *websocket.Conn) string {
		p, _ := json.Marshal(map[string]any{"query": `{ viewer { email } }`})
		_ = conn.WriteJSON(wsMsg{ID: "v", Type: "subscribe", Payload: p})
		for {
			m := readWS(t, conn)
			if m.Type == "next" {
				return string(m.Payload)
			}
		}
	}
	open := dial()
	if got := viewerOver(open); !strings.Contains(got, "socket@example.com") {
		t.Fatalf("socket viewer = %s", got)
	}

	c.gql(t, `mutation { signOut { ok } }`, nil)
	// The server closes the socket with a close frame once its session check sees the session
	// ended; a read deadline passing (the socket left open) is not that.
	_ = open.SetReadDeadline(time.Now().Add(5 * time.Second))
	var err error
	for err == nil {
		_, _, err = open.ReadMessage()
	}
	var ce *websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != websocket.CloseNormalClosure {
		t.Fatalf("socket got %v, want a close frame %d after the session ended", err, websocket.CloseNormalClosure)
	}
	if got := viewerOver(dial()); !strings.Contains(got, `"viewer":null`) {
		t.Fatalf("a new socket with the revoked cookie sees %s", got)
	}
}

func TestAdminGrantCommandAndBootstrap(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "BOOTSTRAP_SUPER_ADMIN_EMAIL": "Boss@Example.com"})
	boss := signIn(t, s, smtp, "boss@example.com")
	if r, _ := boss.gql(t, `{ viewer { isAdmin role } }`, nil); string(r.Data) != `{"viewer":{"isAdmin":true,"role":"SUPER_ADMIN"}}` {
		t.Fatalf("bootstrap: %s", r.Data)
	}

	var out bytes.Buffer
	getenv := func(k string) string { return map[string]string{"DATABASE_URL": url}[k] }
	if err := Run(context.Background(), []string{"festival", "admin", "grant", "--email", "mod@example.com", "--role", "moderator"}, getenv, &out, &out); err != nil {
		t.Fatalf("grant: %v %s", err, out.String())
	}
	mod := signIn(t, s, smtp, "mod@example.com")
	if r, _ := mod.gql(t, `{ viewer { isAdmin canEditArtists role } }`, nil); string(r.Data) != `{"viewer":{"isAdmin":false,"canEditArtists":true,"role":"MODERATOR"}}` {
		t.Fatalf("moderator: %s", r.Data)
	}
	if err := Run(context.Background(), []string{"festival", "admin", "grant", "--email", "x@example.com", "--role", "king"}, getenv, &out, &out); err == nil {
		t.Fatal("an unknown role must be refused")
	}
	if err := Run(context.Background(), []string{"festival", "admin", "revoke", "--email", "mod@example.com"}, getenv, &out, &out); err != nil {
		t.Fatal(err)
	}
}
