package app

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// dialRaw opens a WebSocket with header and returns it, or the HTTP status and body of a refusal.
func dialRaw(t *testing.T, base string, header http.Header) (*websocket.Conn, int, string) {
	t.Helper()
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
	c, resp, err := d.Dial(strings.Replace(base, "http", "ws", 1)+"/graphql", header)
	if err != nil {
		if resp == nil {
			t.Fatalf("dial: %v", err)
		}
		b, _ := io.ReadAll(resp.Body)
		return nil, resp.StatusCode, string(b)
	}
	t.Cleanup(func() { c.Close() })
	return c, http.StatusSwitchingProtocols, ""
}

func wantSocketRefused(t *testing.T, what string, status int, body string, limit int) {
	t.Helper()
	var got struct {
		Errors []struct {
			Message    string
			Extensions struct {
				Code  string
				Limit int
			}
		}
	}
	if status != http.StatusTooManyRequests || json.Unmarshal([]byte(body), &got) != nil || len(got.Errors) != 1 ||
		got.Errors[0].Extensions.Code != "SOCKET_LIMIT_EXCEEDED" || got.Errors[0].Extensions.Limit != limit {
		t.Fatalf("%s: status %d %s, want 429 SOCKET_LIMIT_EXCEEDED with limit %d", what, status, body, limit)
	}
}

// One client address and one session may hold only so many sockets (issue 25): the next
// upgrade is refused with 429 and a JSON reason; a closed socket makes room again.
func TestSocketsPerClientAndSessionCapped(t *testing.T) {
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "SMTP_URL": smtp.URL(), "WS_MAX_PER_CLIENT": "4", "WS_MAX_PER_SESSION": "2"})
	voter := signIn(t, s, smtp, "sockets@example.com")
	withCookie := http.Header{"Cookie": {voter.cookieHeader()}}

	var mine []*websocket.Conn
	for i := 0; i < 2; i++ {
		c, status, body := dialRaw(t, s.URL, withCookie)
		if c == nil {
			t.Fatalf("session socket %d refused: %d %s", i+1, status, body)
		}
		mine = append(mine, c)
	}
	_, status, body := dialRaw(t, s.URL, withCookie)
	wantSocketRefused(t, "third socket of one session", status, body, 2)

	for i := 0; i < 2; i++ {
		if c, status, body := dialRaw(t, s.URL, nil); c == nil {
			t.Fatalf("anonymous socket %d refused: %d %s", i+1, status, body)
		}
	}
	_, status, body = dialRaw(t, s.URL, nil)
	wantSocketRefused(t, "fifth socket of one address", status, body, 4)

	// A socket that closes gives its place back (the server notices the close at once).
	mine[0].Close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, status, body := dialRaw(t, s.URL, withCookie)
		if c != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after a close, still refused: %d %s", status, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Behind a trusted proxy the cap counts the forwarded client address, not the proxy's.
func TestSocketsPerClientCountForwardedAddress(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "WS_MAX_PER_CLIENT": "2", "TRUSTED_PROXIES": "127.0.0.1"})
	from := func(ip string) http.Header { return http.Header{"X-Forwarded-For": {ip}} }
	for i := 0; i < 2; i++ {
		if c, status, body := dialRaw(t, s.URL, from("203.0.113.7")); c == nil {
			t.Fatalf("socket %d refused: %d %s", i+1, status, body)
		}
	}
	_, status, body := dialRaw(t, s.URL, from("203.0.113.7"))
	wantSocketRefused(t, "third socket of 203.0.113.7", status, body, 2)
	// IPv6 clients count by /64.
	for i, ip := range []string{"2001:db8:1:2::1", "2001:db8:1:2::2"} {
		if c, status, body := dialRaw(t, s.URL, from(ip)); c == nil {
			t.Fatalf("IPv6 socket %d refused: %d %s", i+1, status, body)
		}
	}
	_, status, body = dialRaw(t, s.URL, from("2001:db8:1:2::3"))
	wantSocketRefused(t, "third socket of one /64", status, body, 2)
	if c, status, body := dialRaw(t, s.URL, from("203.0.113.8")); c == nil {
		t.Fatalf("another address refused: %d %s", status, body)
	}
}
