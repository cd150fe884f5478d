package app

import (
	"context"
	"encoding/json"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/testdb"
)

// WebSocket hygiene. Neighbouring checks live with the transport: the init timeout's 4408
// (subscriptions_test.go TestWebSocketInitTimeoutCloses4408), the protocol's close codes
// (wsprotocol_test.go), the message rate (TestWebSocketMessageRateLimit) and a revoked session
// closing an idle socket (auth_test.go). These add the oversized message, a revoked session
// with a running subscription, and many connections coming and going.

// A message over the per-socket read limit (64 KiB) closes the socket (1009) before it is parsed.
func TestOversizedWebSocketMessageClosesTheSocket(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	c := dialWS(t, s.URL, "")
	big := `{"id":"1","type":"subscribe","payload":{"query":"{ __typename }","variables":{"x":"` + strings.Repeat("a", 100<<10) + `"}}}`
	_ = c.WriteMessage(websocket.TextMessage, []byte(big))
	if code := closeCode(t, c); code != websocket.CloseMessageTooBig {
		t.Fatalf("oversized message: close %d, want %d", code, websocket.CloseMessageTooBig)
	}
	// The server is fine, and a normal message on a new socket is answered.
	c = dialWS(t, s.URL, "")
	subscribe(t, c, "ok", `{ __typename }`, nil)
	if m := nextOf(t, c, "next"); !strings.Contains(string(m.Payload), "Query") {
		t.Fatalf("after the oversized message: %s", m.Payload)
	}
}

// A socket with a running subscription whose session is revoked gets a close frame (1000),
// and nothing after the revocation: no event of the votes that keep coming (on set-2, which
// nobody votes on before). The periodic session check is an hour away, so the revocation's own
// NOTIFY is what closes the socket.
func TestRevokedSessionEndsItsSubscriptions(t *testing.T) {
	s, smtp := startAuthServer(t, map[string]string{"SOCKET_CHECK_INTERVAL": "1h"})
	store := openURL(t, s.dbURL)
	editionWithSets(t, store.DB, "revoke", 2)
	edition, set := editionAndSet(t, s, "revoke")
	later := setIDOf(t, s, "revoke", "set-2")
	fan := signIn(t, s, smtp, "fan@example.com")
	voter := signIn(t, s, smtp, "voter@example.com")

	conn := dialWSWithCookie(t, s.URL, fan)
	subscribe(t, conn, "s", `subscription($e: ID!) { setUpdated(editionId: $e) { id myVote tally { total } } }`, map[string]any{"e": edition})
	m := untilEvent(t, conn, "s", func(i int) {
		if r, _ := voter.gql(t, voteMutation, map[string]any{"s": set, "v": []string{"MUST_GO", "WONT_GO"}[i%2]}); len(r.Errors) > 0 {
			t.Fatalf("vote: %+v", r.Errors)
		}
	})
	if !strings.Contains(string(m.Payload), set) {
		t.Fatalf("event before the revocation: %s", m.Payload)
	}

	if _, err := store.ExecContext(context.Background(), `UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'fan@example.com')`); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // votes keep coming after the revocation
		defer wg.Done()
		for i := 0; ; i++ {
			v := []string{"INTERESTED", "WONT_GO", "MUST_GO"}[i%3]
			_, _ = postGQLWithCookie(voter, voteMutation, map[string]any{"s": later, "v": v})
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	defer func() { close(stop); wg.Wait() }()
	wantSessionEndedClose(t, untilClosed(t, conn, later, 10*time.Second))
	// After the close frame the connection carries nothing more.
	_ = conn.SetReadDeadline(time.Now().Add(500 * time.Millisecond))
	if _, p, err := conn.ReadMessage(); err == nil {
		t.Fatalf("a message after the close frame: %s", p)
	}
}

// untilEvent calls change(0), change(1)... once a second until subscription id on c gets an
// event: a subscription registers asynchronously, so a change made right after subscribing may
// come before it. It returns the event. One goroutine reads (a gorilla connection is broken by
// a read that times out).
func untilEvent(t *testing.T, c *websocket.Conn, id string, change func(i int)) wsMsg {
	t.Helper()
	got := make(chan wsMsg, 1)
	go func() {
		_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
		for {
			var m wsMsg
			if c.ReadJSON(&m) != nil {
				close(got)
				return
			}
			if m.ID == id && m.Type == "next" {
				got <- m
				return
			}
		}
	}()
	for i := 0; i < 20; i++ {
		change(i)
		select {
		case m, ok := <-got:
			if !ok {
				t.Fatal("the socket closed before the event")
			}
			_ = c.SetReadDeadline(time.Time{})
			return m
		case <-time.After(time.Second):
		}
	}
	t.Fatal("no event after 20 changes")
	return wsMsg{}
}

func postGQLWithCookie(c *client, query string, vars map[string]any) (gqlResponse, error) {
	hc := &http.Client{Jar: c.http.Jar, Timeout: 10 * time.Second}
	return postGQL(hc, c.s.URL, query, vars)
}

// 1,000 sockets connect, subscribe and go away (half with a close frame, half by dropping the
// TCP connection): the server's goroutines and heap come back to where they were.
func TestManyConnectsAndDisconnectsLeaveNoResidue(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "churn", 1)
	s, srv, _, _ := startHookedServer(t, url, nil)
	edition, _ := editionAndSet(t, s, "churn")
	var n atomic.Int64
	wsURL := strings.Replace(s.URL, "http", "ws", 1) + "/graphql"
	sub, _ := json.Marshal(map[string]any{"query": lightSubscription, "variables": map[string]any{"e": edition}})
	cycle := func() { // runs on many goroutines: errors, not t.Fatal
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 10 * time.Second}
		c, _, err := d.Dial(wsURL, nil)
		if err != nil {
			t.Error(err)
			return
		}
		defer c.Close()
		_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
		var ack wsMsg
		if c.WriteJSON(wsMsg{Type: "connection_init"}) != nil || c.ReadJSON(&ack) != nil || ack.Type != "connection_ack" {
			t.Errorf("no connection_ack: %+v", ack)
			return
		}
		_ = c.WriteJSON(wsMsg{ID: "1", Type: "subscribe", Payload: sub})
		if n.Add(1)%2 == 0 {
			_ = c.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""))
		}
	}
	for i := 0; i < 20; i++ { // warm up pools and buffers
		cycle()
	}
	heap := func() uint64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	time.Sleep(200 * time.Millisecond)
	baseG, baseHeap := goroutinesSettled(0), heap()

	var wg sync.WaitGroup
	work := make(chan struct{})
	for w := 0; w < 10; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range work {
				cycle()
			}
		}()
	}
	for i := 0; i < 1000; i++ {
		work <- struct{}{}
	}
	close(work)
	wg.Wait()

	deadline := time.Now().Add(10 * time.Second)
	for srv.Hub.Subscribers() > 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := srv.Hub.Subscribers(); n != 0 {
		t.Errorf("%d subscriptions still registered after every socket went away", n)
	}
	g := goroutinesSettled(baseG + 10)
	h := heap()
	t.Logf("goroutines %d -> %d, heap %d KB -> %d KB", baseG, g, baseHeap>>10, h>>10)
	if g > baseG+10 {
		t.Errorf("goroutines %d after 1,000 sockets, baseline %d", g, baseG)
	}
	if h > baseHeap+32<<20 {
		t.Errorf("heap %d KB after 1,000 sockets, baseline %d KB", h>>10, baseHeap>>10)
	}
}
