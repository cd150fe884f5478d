package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/rawio"
)

// deadline bounds every wait below: the tests wait for a state, and fail only when it never comes.
const deadline = 30 * time.Second

// idleServer serves GraphQLWS sockets (no operations: the tests only init, ping and close). Each
// socket's context, as Init sees it, is sent on ctxs.
func idleServer(t *testing.T, ping time.Duration) (*httptest.Server, *Websockets, chan context.Context) {
	t.Helper()
	ws := &Websockets{}
	ctxs := make(chan context.Context, 100)
	gws := &GraphQLWS{Sockets: ws, PingInterval: ping, Init: func(ctx context.Context, _ json.RawMessage) (context.Context, error) {
		select {
		case ctxs <- ctx:
		default: // a test that opens many sockets reads none
		}
		return ctx, nil
	}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { gws.Do(w, r, nil) }))
	t.Cleanup(func() {
		ws.CloseAll()
		srv.Close()
	})
	return srv, ws, ctxs
}

func dial(t *testing.T, srv *httptest.Server) *websocket.Conn {
	t.Helper()
	d := websocket.Dialer{Subprotocols: []string{Subprotocol}, HandshakeTimeout: deadline}
	c, _, err := d.Dial("ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// expect reads the next message and fails unless its type is want.
func expect(t *testing.T, c *websocket.Conn, want string) {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(deadline))
	var m message
	if err := c.ReadJSON(&m); err != nil {
		t.Fatalf("waiting for %s: %v", want, err)
	}
	if m.Type != want {
		t.Fatalf("got %s, want %s", m.Type, want)
	}
}

func send(t *testing.T, c *websocket.Conn, typ string) {
	t.Helper()
	if err := c.WriteJSON(message{Type: typ}); err != nil {
		t.Fatal(err)
	}
}

// waitFor polls ok until it holds, or fails with what it last said.
func waitFor(t *testing.T, what string, ok func() (bool, string)) {
	t.Helper()
	end := time.Now().Add(deadline)
	for {
		done, state := ok()
		if done {
			return
		}
		if time.Now().After(end) {
			t.Fatalf("%s: still %s", what, state)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// An idle socket holds no goroutine: it waits in the idle poller, which wakes it when the client
// sends again, and the client's close is seen there too.
func TestIdleSocketsHoldNoGoroutine(t *testing.T) {
	srv, ws, _ := idleServer(t, time.Minute)
	base := runtime.NumGoroutine() - IdleWorkers()
	const n = 50
	conns := make([]*websocket.Conn, n)
	for i := range conns {
		conns[i] = dial(t, srv)
		send(t, conns[i], "connection_init")
		expect(t, conns[i], "connection_ack")
	}
	idleGoroutines := func() (bool, string) {
		extra := runtime.NumGoroutine() - IdleWorkers() - base
		return extra <= n/10, "goroutines beyond the start: " + strconv.Itoa(extra) + " for " + strconv.Itoa(n) + " sockets"
	}
	waitFor(t, "the idle sockets park", idleGoroutines)

	for _, c := range conns { // a parked socket wakes for its client's message
		send(t, c, "ping")
		expect(t, c, "pong")
	}
	waitFor(t, "the sockets park again", idleGoroutines)

	for _, c := range conns {
		c.Close()
	}
	waitFor(t, "the server sees the clients' close", func() (bool, string) {
		return ws.Open() == 0, strconv.Itoa(ws.Open()) + " open"
	})
}

// Messages that arrive together (here in one TCP segment) are all read: a socket parks only when
// nothing of the next message is buffered.
func TestMessagesArrivingTogetherAreRead(t *testing.T) {
	srv, _, _ := idleServer(t, time.Minute)
	c := dial(t, srv)
	var both []byte
	for _, typ := range []string{"connection_init", "ping", "ping"} {
		both = append(both, maskedTextFrame([]byte(`{"type":"`+typ+`"}`))...)
	}
	if _, err := c.NetConn().Write(both); err != nil {
		t.Fatal(err)
	}
	expect(t, c, "connection_ack")
	expect(t, c, "pong")
	expect(t, c, "pong")
}

// A client silent for two ping intervals is closed although no goroutine reads its socket, and
// the socket's context ends (its operations with it).
func TestSilentParkedSocketIsClosed(t *testing.T) {
	srv, ws, ctxs := idleServer(t, 50*time.Millisecond)
	c := dial(t, srv)
	send(t, c, "connection_init")
	expect(t, c, "connection_ack")
	expectClosedForSilence(t, c, <-ctxs, ws)
}

// expectClosedForSilence reads the pings c leaves unanswered until the server closes the socket,
// then waits for the socket's context (ctx) to end and for no socket to be open.
func expectClosedForSilence(t *testing.T, c *websocket.Conn, ctx context.Context, ws *Websockets) {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(deadline))
	for {
		if _, _, err := c.ReadMessage(); err != nil {
			break
		}
	}
	select {
	case <-ctx.Done():
	case <-time.After(deadline):
		t.Fatal("the silent socket's context did not end")
	}
	waitFor(t, "the silent socket is closed", func() (bool, string) { return ws.Open() == 0, strconv.Itoa(ws.Open()) + " open" })
}

// A parked socket the server closes (shutdown; the same for a revoked session or a stuck write)
// ends its context, although no goroutine was reading it.
func TestServerClosingAParkedSocketEndsIt(t *testing.T) {
	srv, ws, ctxs := idleServer(t, time.Minute)
	c := dial(t, srv)
	send(t, c, "connection_init")
	expect(t, c, "connection_ack")
	ctx := <-ctxs
	p := idle()
	if p == nil {
		t.Fatal("no idle poller on Linux")
	}
	waitFor(t, "the socket parks", func() (bool, string) { return p.count() > 0, "nothing armed" })
	ws.CloseAll()
	_ = c.SetReadDeadline(time.Now().Add(deadline))
	_, _, err := c.ReadMessage()
	if !websocket.IsCloseError(err, websocket.CloseGoingAway) {
		t.Fatalf("got %v, want the going-away close", err)
	}
	select {
	case <-ctx.Done():
	case <-time.After(deadline):
		t.Fatal("the closed socket's context did not end")
	}
}

// maskedTextFrame is a client's text frame (clients mask what they send).
func maskedTextFrame(payload []byte) []byte {
	key := [4]byte{1, 2, 3, 4}
	f := []byte{0x81, 0x80 | byte(len(payload))} // payloads under 126 bytes
	f = append(f, key[:]...)
	for i, b := range payload {
		f = append(f, b^key[i%4])
	}
	return f
}

// A client that stops in the middle of a message is closed after two silent ping intervals too:
// its reader cannot park (part of the message is buffered) and waits in the socket, with no read
// deadline; the ping timer's close ends it, and the socket's context.
func TestClientStoppingMidMessageIsClosed(t *testing.T) {
	srv, ws, ctxs := idleServer(t, 50*time.Millisecond)
	c := dial(t, srv)
	send(t, c, "connection_init")
	expect(t, c, "connection_ack")
	ctx := <-ctxs
	frame := maskedTextFrame([]byte(`{"type":"ping","payload":{"note":"never finished"}}`))
	if _, err := c.UnderlyingConn().Write(frame[:len(frame)/2]); err != nil {
		t.Fatal(err)
	}
	expectClosedForSilence(t, c, ctx, ws)
}

// The server pings a socket only when it has not carried messages both ways within the ping
// interval: a client that answers pings but says nothing else is pinged every interval; one that
// talks (here: its own pings, each answered) is not pinged while it does.
func TestPingsOnlyQuietSockets(t *testing.T) {
	const interval = 2 * time.Second
	srv, _, _ := idleServer(t, interval)
	quiet, talking := dial(t, srv), dial(t, srv)
	for _, c := range []*websocket.Conn{quiet, talking} {
		send(t, c, "connection_init")
		expect(t, c, "connection_ack")
	}
	var pinged atomic.Int32
	go func() { // the quiet client answers each ping, and nothing else
		for {
			var m message
			if err := quiet.ReadJSON(&m); err != nil {
				return
			}
			if m.Type == "ping" {
				pinged.Add(1)
				if quiet.WriteJSON(message{Type: "pong"}) != nil {
					return
				}
			}
		}
	}()
	waitFor(t, "the quiet socket pinged twice (two intervals at least)", func() (bool, string) {
		send(t, talking, "ping")
		expect(t, talking, "pong") // a server ping here fails the test
		n := pinged.Load()
		return n >= 2, strconv.Itoa(int(n)) + " pings"
	})
}

func TestPingDue(t *testing.T) {
	const i = 10 * time.Second
	for _, c := range []struct {
		silent, quiet time.Duration
		pinged        bool
		want          pingAction
	}{
		{time.Second, time.Second, false, skipPing},
		{time.Second, i, false, sendPing},    // the server said nothing for an interval: proxies may time it out
		{i, time.Second, false, sendPing},    // the client said nothing for an interval
		{2 * i, time.Second, true, sendPing}, // not yet gone
		{2*i + 1, 0, true, closeSilent},      // a ping unanswered for an interval
		{2*i + 1, 0, false, sendPing},        // the last check skipped its ping: this one pings
	} {
		if got := pingDue(c.silent, c.quiet, i, c.pinged); got != c.want {
			t.Errorf("silent %v, quiet %v, pinged %v: %d, want %d", c.silent, c.quiet, c.pinged, got, c.want)
		}
	}
}

// A socket reads and writes with raw system calls (rawio): its connection is wrapped at the
// upgrade, and the writers still reach its descriptor for their non-blocking writes.
func TestSocketsReadAndWriteRaw(t *testing.T) {
	srv, ws, _ := idleServer(t, time.Minute)
	c := dial(t, srv)
	send(t, c, "connection_init")
	expect(t, c, "connection_ack")
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if len(ws.conns) != 1 {
		t.Fatalf("%d sockets open, want 1", len(ws.conns))
	}
	for conn := range ws.conns {
		if nc := conn.c.NetConn(); func() bool { _, ok := nc.(*rawio.Conn); return !ok }() {
			t.Fatalf("the socket's connection is a %T, not a rawio.Conn", nc)
		}
		if conn.raw == nil {
			t.Fatal("the socket has no descriptor for non-blocking writes")
		}
	}
}
