package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/testdb"
)

type wsMsg struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// dialWS opens a graphql-transport-ws connection and completes the init handshake.
func dialWS(t testing.TB, base, origin string) *websocket.Conn {
	t.Helper()
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
	c, resp, err := d.Dial(strings.Replace(base, "http", "ws", 1)+"/graphql", h)
	if err != nil {
		status := 0
		if resp != nil {
			status = resp.StatusCode
		}
		t.Fatalf("dial: %v (status %d)", err, status)
	}
	t.Cleanup(func() { c.Close() })
	if err := c.WriteJSON(wsMsg{Type: "connection_init"}); err != nil {
		t.Fatal(err)
	}
	if m := readWS(t, c); m.Type != "connection_ack" {
		t.Fatalf("got %+v, want connection_ack", m)
	}
	return c
}

func readWS(t testing.TB, c *websocket.Conn) wsMsg {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(30 * time.Second)) // a deadline for a busy machine
	var m wsMsg
	if err := c.ReadJSON(&m); err != nil {
		t.Fatalf("read: %v", err)
	}
	return m
}

func TestWebSocketRunsOperations(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	c := dialWS(t, s.URL, "http://localhost:1234")
	p, _ := json.Marshal(map[string]any{"query": `{ festivals { edges { cursor } } }`})
	if err := c.WriteJSON(wsMsg{ID: "1", Type: "subscribe", Payload: p}); err != nil {
		t.Fatal(err)
	}
	m := readWS(t, c)
	if m.Type != "next" || !bytes.Contains(m.Payload, []byte(`"festivals":{"edges":[]}`)) {
		t.Fatalf("got %+v %s", m, m.Payload)
	}
	if m := readWS(t, c); m.Type != "complete" {
		t.Fatalf("got %+v", m)
	}
}

func TestWebSocketRefusesForeignOrigin(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "APP_DOMAIN": "festivals.example"})
	for origin, ok := range map[string]bool{
		"https://evil.example":             false,
		"https://festivals.example.evil":   false,
		"https://notfestivals.example":     false,
		"https://festivals.example":        true,
		"https://aurora.festivals.example": true,
	} {
		h := http.Header{"Origin": {origin}}
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}}
		c, resp, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", h)
		if ok && err != nil {
			t.Errorf("%s refused: %v", origin, err)
		}
		if !ok && (err == nil || resp == nil || resp.StatusCode != http.StatusForbidden) {
			t.Errorf("%s allowed (err %v)", origin, err)
		}
		if c != nil {
			c.Close()
		}
	}
}

// SIGTERM on the real process: it exits 0 within 10 s and open sockets get a close frame.
func TestSIGTERMClosesWebSocketsAndExits(t *testing.T) {
	port := freePort(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "FESTIVAL_MAIN=1", "DATABASE_URL="+testdb.URL(t), fmt.Sprintf("PORT=%d", port))
	var logs syncBuffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill() //nolint:errcheck // the server may have exited already; nothing to do about it
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(20 * time.Second)
	for statusOrZero(base+"/healthz") != 200 {
		if time.Now().After(deadline) {
			t.Fatalf("server did not start:\n%s", logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	c := dialWS(t, base, "")

	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, _, err := c.ReadMessage()
	var ce *websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != websocket.CloseGoingAway {
		t.Fatalf("socket got %v, want a close frame 1001", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v\n%s", err, logs.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("did not exit within 10 s")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("took %s", d)
	}
}

func statusOrZero(url string) int {
	resp, err := http.Get(url)
	if err != nil {
		return 0
	}
	resp.Body.Close()
	return resp.StatusCode
}
