package app

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/graph/relay"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testdb"
	"festival/internal/voting"
)

// Subscribers that stop reading while the sets they watch keep changing (their sockets'
// buffers are small, so the server's writes to them cannot complete) are not dropped and do not
// slow the others: once they read again they get every set's latest state. In between, the
// server holds only the newest event of each set for them. There are more of them than the
// instance has socket writers (one per core), so a writer that waited for a slow client would
// stall the fast one.
func TestSlowSubscriberGetsEverySetsLatestState(t *testing.T) {
	const sets, rounds = 10, 12
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "slow", sets)
	// The slow sockets read nothing until every round is written, which takes a few seconds on a
	// quiet machine and more than the default 10 s write timeout (the socket is cut) on a busy
	// one: this test is about holding events back, not about that timeout.
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url, "WS_WRITE_TIMEOUT": "5m"})
	edition, _ := editionAndSet(t, s, "slow")
	// The artists' descriptions make each event some 20 KB, so that a few events fill the
	// slow socket's buffers.
	if _, err := store.ExecContext(context.Background(), "UPDATE artists SET description = repeat('x', 20000)"); err != nil {
		t.Fatal(err)
	}
	query := `subscription($e: ID!) { setUpdated(editionId: $e) { id artists { description } tally { mustGo total } } }`

	slows := make([]*websocket.Conn, max(2, runtime.GOMAXPROCS(0))+1)
	for i := range slows {
		slows[i] = dialSmallBuffers(t, s.URL)
		subscribe(t, slows[i], "1", query, map[string]any{"e": edition})
	}
	fast := dialWS(t, s.URL, "")
	subscribe(t, fast, "1", query, map[string]any{"e": edition})
	deadline := time.Now().Add(60 * time.Second)
	for srv.Hub.Subscribers() < len(slows)+1 {
		if time.Now().After(deadline) {
			_ = fast.SetReadDeadline(time.Now().Add(time.Second))
			var m wsMsg
			_ = fast.ReadJSON(&m)
			t.Fatalf("subscribers not registered: %s %s", m.Type, m.Payload)
		}
		time.Sleep(20 * time.Millisecond)
	}

	// Round r: a new user votes MUST_GO on every set, so after round r each set's mustGo is
	// its count before plus r+1.
	ctx := context.Background()
	lineups := &lineup.Service{DB: store.DB}
	svc := &voting.Service{DB: store, Lineup: lineups, Now: time.Now}
	var setIDs []uuid.UUID
	if err := store.NewRaw("SELECT s.id FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'slow' ORDER BY s.name").Scan(ctx, &setIDs); err != nil || len(setIDs) != sets {
		t.Fatalf("sets: %d %v", len(setIDs), err)
	}
	before, err := lineups.Tallies(ctx, setIDs)
	if err != nil {
		t.Fatal(err)
	}
	after := func(r int) map[string]int {
		want := map[string]int{}
		for _, id := range setIDs {
			want[relay.ID(relay.TypeSet, id)] = before[id].MustGo + r
		}
		return want
	}
	fastLatest := map[string]int{}
	for r := 0; r < rounds; r++ {
		var user uuid.UUID
		if err := store.NewRaw("INSERT INTO users (email) VALUES (?) RETURNING id", fmt.Sprintf("slow-%d@x.io", r)).Scan(ctx, &user); err != nil {
			t.Fatal(err)
		}
		vctx := identity.With(ctx, &identity.Viewer{UserID: user})
		for _, id := range setIDs {
			v := 2
			if _, err := svc.SetVote(vctx, user, id, &v, nil, nil); err != nil {
				t.Fatal(err)
			}
		}
		// The fast subscriber keeps up meanwhile: the slow one holds nobody back.
		readUntil(t, fast, fastLatest, after(r+1))
	}

	// The slow ones read again: every set reaches its latest state, from fewer events than
	// were sent when the server had to hold some back.
	for i, slow := range slows {
		events := readUntil(t, slow, map[string]int{}, after(rounds))
		t.Logf("slow subscriber %d got %d events for %d changes", i, events, sets*rounds)
	}
	if n := srv.Hub.Subscribers(); n != len(slows)+1 {
		t.Fatalf("%d subscribers after the slow ones caught up, want %d", n, len(slows)+1)
	}
}

// dialSmallBuffers is dialWS with a 4 KB receive buffer, set before connecting (so the window
// stays small).
func dialSmallBuffers(t *testing.T, base string) *websocket.Conn {
	t.Helper()
	nd := &net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var serr error
		err := c.Control(func(fd uintptr) {
			serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
		})
		if err != nil {
			return err
		}
		return serr
	}}
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second,
		NetDialContext: nd.DialContext, ReadBufferSize: 1024}
	c, _, err := d.Dial(strings.Replace(base, "http", "ws", 1)+"/graphql", nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if err := c.WriteJSON(wsMsg{Type: "connection_init"}); err != nil {
		t.Fatal(err)
	}
	nextOf(t, c, "connection_ack")
	return c
}

// readUntil reads setUpdated events into latest (set id → mustGo) until it equals want; it
// returns how many events it read.
func readUntil(t *testing.T, c *websocket.Conn, latest, want map[string]int) int {
	return readMessages(t, c, latest, want, func(payload []byte) {
		var p struct {
			Data struct {
				SetUpdated struct {
					ID    string
					Tally struct{ MustGo int }
				} `json:"setUpdated"`
			}
		}
		if err := json.Unmarshal(payload, &p); err != nil {
			t.Fatal(err)
		}
		latest[p.Data.SetUpdated.ID] = p.Data.SetUpdated.Tally.MustGo
	})
}

// readMessages reads a socket's next messages, each given to apply (which updates latest),
// until latest equals want; it returns how many it read. Each read waits up to 20 s (a
// deadline for a busy machine, not a budget).
func readMessages(t *testing.T, c *websocket.Conn, latest, want map[string]int, apply func(payload []byte)) int {
	t.Helper()
	n := 0
	for !maps.Equal(latest, want) {
		_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
		var m wsMsg
		if err := c.ReadJSON(&m); err != nil {
			t.Fatalf("after %d messages: latest %v, want %v: %v", n, latest, want, err)
		}
		if m.Type == "ping" || m.Type == "pong" {
			continue
		}
		if m.Type != "next" {
			t.Fatalf("%s %s", m.Type, m.Payload)
		}
		apply(m.Payload)
		n++
	}
	return n
}
