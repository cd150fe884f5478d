package app

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/gorilla/websocket"
)

// Cross-site requests a browser could send without a preflight, with the victim's session
// cookie attached (the worst case: SameSite=Lax would keep it off most of them): none runs a
// mutation, checked in the database. limits_test.go checks the status codes of non-JSON posts;
// this suite checks that nothing changed.
func TestCrossSiteRequestsRunNoMutation(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	victim := signIn(t, s, smtp, "victim@example.com")
	store := openURL(t, s.dbURL)
	state := func() string {
		var groups int
		var username *string
		if err := store.QueryRowContext(context.Background(), `SELECT (SELECT count(*) FROM groups), (SELECT username FROM users WHERE email = 'victim@example.com')`).
			Scan(&groups, &username); err != nil {
			t.Fatal(err)
		}
		u := "<none>"
		if username != nil {
			u = *username
		}
		return fmt.Sprintf("%s / %d groups", u, groups)
	}
	if victim.cookieHeader() == "" {
		t.Fatal("no session cookie")
	}
	before := state()
	const mutation = `mutation { createGroup(input: {name: "pwned"}) { group { id } } u: updateProfile(input: {username: "pwned"}) { viewer { email } } }`
	jsonBody := `{"query":` + quoteJSON(mutation) + `}`

	var multi bytes.Buffer
	mw := multipart.NewWriter(&multi)
	_ = mw.WriteField("operations", jsonBody)
	_ = mw.WriteField("map", "{}")
	_ = mw.Close()

	for _, c := range []struct {
		name, method, ctype, body string
	}{
		{"form POST, urlencoded", "POST", "application/x-www-form-urlencoded", "query=" + url.QueryEscape(mutation)},
		// fetch(..., {mode: "no-cors"}) sends any body with these types without a preflight.
		{"no-cors fetch, urlencoded raw query", "POST", "application/x-www-form-urlencoded", "query=" + mutation},
		{"no-cors fetch, urlencoded holding JSON", "POST", "application/x-www-form-urlencoded", jsonBody},
		{"form POST, text/plain holding JSON", "POST", "text/plain", jsonBody},
		{"form POST, text/plain; charset", "POST", "text/plain;charset=UTF-8", jsonBody},
		{"multipart without the JSON content type", "POST", mw.FormDataContentType(), multi.String()},
		{"GET", "GET", "", ""},
	} {
		target := s.URL + "/graphql"
		if c.method == "GET" {
			target += "?query=" + url.QueryEscape(mutation)
		}
		req, _ := http.NewRequest(c.method, target, strings.NewReader(c.body))
		if c.ctype != "" {
			req.Header.Set("Content-Type", c.ctype)
		}
		req.Header.Set("Origin", "https://evil.example")
		req.Header.Set("Cookie", victim.cookieHeader())
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode < 400 {
			t.Errorf("%s answered %d", c.name, resp.StatusCode)
		}
		if got := state(); got != before {
			t.Fatalf("%s ran the mutation: %s, before %s", c.name, got, before)
		}
	}
	// The same mutation as the SPA sends it runs, so the check above can see a change.
	if r, _ := victim.gql(t, mutation, nil); len(r.Errors) > 0 || state() == before {
		t.Fatalf("the SPA's request did not run: %+v %s", r.Errors, state())
	}
}

func quoteJSON(s string) string {
	var b bytes.Buffer
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteByte('"')
	return b.String()
}

// WebSocket upgrades carry the cookie whatever the page's origin, so the Origin decides:
// foreign sites, the opaque "null" origin (sandboxed frames, file://) and look-alike hosts are
// refused before any message is read. websocket_test.go covers other look-alikes.
func TestWebSocketUpgradeRefusedFromForeignOrigins(t *testing.T) {
	s, smtp := startAuthServer(t, nil) // APP_DOMAIN=localhost: the cookie is host-only, sent to 127.0.0.1
	victim := signIn(t, s, smtp, "victim@example.com")
	if victim.cookieHeader() == "" {
		t.Fatal("no session cookie")
	}
	for _, origin := range []string{"https://evil.example", "null", "http://localhost.evil.example",
		"https://localhost.evil.example:8080", "http://xlocalhost", "http://evil.example/localhost"} {
		h := http.Header{"Origin": {origin}, "Cookie": {victim.cookieHeader()}}
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}}
		c, resp, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", h)
		if err == nil {
			c.Close()
			t.Errorf("upgrade from %s accepted", origin)
			continue
		}
		if resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Errorf("upgrade from %s: %v, want 403", origin, err)
		}
	}
	// The site itself is accepted with the same cookie.
	h := http.Header{"Origin": {"http://localhost:8080"}, "Cookie": {victim.cookieHeader()}}
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}}
	c, _, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", h)
	if err != nil {
		t.Fatalf("the site's own origin refused: %v", err)
	}
	c.Close()
}
