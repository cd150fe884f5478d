package app

import (
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/testdb"
)

// closeCode reads until the server closes c and returns the close frame's code (0: none).
func closeCode(t *testing.T, c *websocket.Conn) int {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	for {
		if _, _, err := c.ReadMessage(); err != nil {
			var ce *websocket.CloseError
			if errors.As(err, &ce) {
				return ce.Code
			}
			return 0
		}
	}
}

// The graphql-transport-ws rules the server enforces: ping is answered with pong; subscribing
// before connection_init closes 4401, a second connection_init 4429, a running operation's id
// used again 4409, a message that is not one of the protocol's 4400, and an upgrade without
// the protocol 4406.
func TestGraphQLTransportWSProtocolRules(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	raw := func(protocols ...string) *websocket.Conn {
		d := websocket.Dialer{Subprotocols: protocols, HandshakeTimeout: 5 * time.Second}
		c, _, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", http.Header{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}

	c := dialWS(t, s.URL, "")
	_ = c.WriteJSON(wsMsg{Type: "ping", Payload: []byte(`{"n":1}`)})
	if m := readWS(t, c); m.Type != "pong" || string(m.Payload) != `{"n":1}` {
		t.Fatalf("ping answered with %+v", m)
	}

	c = raw("graphql-transport-ws")
	subscribe(t, c, "1", `{ __typename }`, nil)
	if code := closeCode(t, c); code != 4401 {
		t.Fatalf("subscribe before init: close %d, want 4401", code)
	}

	c = dialWS(t, s.URL, "")
	_ = c.WriteJSON(wsMsg{Type: "connection_init"})
	if code := closeCode(t, c); code != 4429 {
		t.Fatalf("second init: close %d, want 4429", code)
	}

	editionWithSets(t, openURL(t, s.dbURL).DB, "proto", 1)
	edition, _ := editionAndSet(t, s, "proto")
	c = dialWS(t, s.URL, "")
	subscribe(t, c, "same", lightSubscription, map[string]any{"e": edition})
	subscribe(t, c, "same", lightSubscription, map[string]any{"e": edition})
	if code := closeCode(t, c); code != 4409 {
		t.Fatalf("duplicate id: close %d, want 4409", code)
	}

	c = dialWS(t, s.URL, "")
	_ = c.WriteMessage(websocket.TextMessage, []byte(`{"type":"bogus"}`))
	if code := closeCode(t, c); code != 4400 {
		t.Fatalf("unknown message: close %d, want 4400", code)
	}

	c = raw()
	if code := closeCode(t, c); code != 4406 {
		t.Fatalf("no subprotocol: close %d, want 4406", code)
	}
}
