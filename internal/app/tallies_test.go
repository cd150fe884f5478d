package app

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/graph/relay"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testdb"
	"festival/internal/voting"
)

const talliesSubscription = `subscription($e: ID!) { setTallies(editionId: $e) {
	set { id tally { mustGo interested wontGo total netScore } } card { id name archived } } }`

type tallyEvent struct {
	Data struct {
		SetTallies struct {
			Set struct {
				ID    string
				Tally struct{ MustGo, Interested, WontGo, Total, NetScore int }
			}
			Card *struct {
				ID, Name string
				Archived bool
			}
		} `json:"setTallies"`
	}
}

// nextTally reads the next setTallies event (skipping pings) and the size of its message.
func nextTally(t *testing.T, c *websocket.Conn) (tallyEvent, int) {
	t.Helper()
	for {
		_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
		_, raw, err := c.ReadMessage()
		if err != nil {
			t.Fatalf("read: %v", err)
		}
		var m wsMsg
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if m.Type == "ping" || m.Type == "pong" {
			continue
		}
		if m.Type != "next" {
			t.Fatalf("got %s %s", m.Type, m.Payload)
		}
		var ev tallyEvent
		if err := json.Unmarshal(m.Payload, &ev); err != nil || ev.Data.SetTallies.Set.ID == "" {
			t.Fatalf("event %s: %v", m.Payload, err)
		}
		return ev, len(raw)
	}
}

// talliesFixture is an edition with sets, a server, one setTallies subscriber, and voters.
type talliesFixture struct {
	store   *db.DB
	srv     *Server
	conn    *websocket.Conn
	edition uuid.UUID
	sets    []uuid.UUID
	voters  []uuid.UUID
	url     string // the server's
}

func newTalliesFixture(t *testing.T, slug string, sets, voters int, configure func(*Server)) *talliesFixture {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, slug, sets)
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url})
	if configure != nil {
		configure(srv)
	}
	edition, _ := editionAndSet(t, s, slug)
	f := &talliesFixture{store: store, srv: srv, url: s.URL}
	ctx := context.Background()
	if err := store.NewRaw(`SELECT s.id FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id
		JOIN festivals f ON f.id = e.festival_id WHERE f.slug = ? ORDER BY s.slug`, slug).Scan(ctx, &f.sets); err != nil {
		t.Fatal(err)
	}
	f.edition, _ = relay.ParseIDOf(relay.TypeEdition, edition)
	for i := range voters {
		var id uuid.UUID
		if err := store.NewRaw("INSERT INTO users (email) VALUES (?) RETURNING id", fmt.Sprintf("%s-%d@x.io", slug, i)).Scan(ctx, &id); err != nil {
			t.Fatal(err)
		}
		f.voters = append(f.voters, id)
	}
	f.conn = dialWS(t, s.URL, "")
	subscribe(t, f.conn, "1", talliesSubscription, map[string]any{"e": edition})
	deadline := time.Now().Add(10 * time.Second)
	for srv.Hub.Subscribers() < 1 {
		if time.Now().After(deadline) {
			t.Fatal("the subscription did not register")
		}
		time.Sleep(10 * time.Millisecond)
	}
	return f
}

// votes counts set's votes now.
func (f *talliesFixture) votes(t *testing.T, set uuid.UUID) int {
	t.Helper()
	var n int
	if err := f.store.NewRaw("SELECT count(*) FROM votes WHERE set_id = ?", set).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// vote casts voter's Must Go on set.
func (f *talliesFixture) vote(t *testing.T, voter, set uuid.UUID) {
	t.Helper()
	svc := &voting.Service{DB: f.store, Lineup: &lineup.Service{DB: f.store.DB}, Now: time.Now}
	v := 2
	if _, err := svc.SetVote(identity.With(context.Background(), &identity.Viewer{UserID: voter}), voter, set, &v, nil, nil); err != nil {
		t.Fatal(err)
	}
}

// A vote sends the set's id and counts only (no card); a change to the set's content sends the
// whole card too.
func TestSetTalliesCompactOnVoteCardOnContentChange(t *testing.T) {
	f := newTalliesFixture(t, "tallies", 2, 1, nil)
	set := relay.ID(relay.TypeSet, f.sets[0])

	f.vote(t, f.voters[0], f.sets[0])
	ev, size := nextTally(t, f.conn)
	got := ev.Data.SetTallies
	want := f.votes(t, f.sets[0])
	if tl := got.Set.Tally; got.Set.ID != set || tl.Total != want || tl.MustGo+tl.Interested+tl.WontGo != want || tl.NetScore != 2*tl.MustGo+tl.Interested-tl.WontGo {
		t.Fatalf("vote event: %+v", got)
	}
	if got.Card != nil {
		t.Errorf("a vote's event carries the card: %+v", got.Card)
	}
	t.Logf("a vote's message: %d bytes", size)
	if size > 300 {
		t.Errorf("a vote's message is %d bytes, want a compact one", size)
	}

	ctx := context.Background()
	tx, err := f.store.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "UPDATE sets SET name = 'Renamed' WHERE id = ?", f.sets[0]); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	ev, _ = nextTally(t, f.conn)
	got = ev.Data.SetTallies
	if got.Set.ID != set || got.Card == nil || got.Card.Name != "Renamed" || got.Set.Tally.Total != want {
		t.Fatalf("content change event: %+v", got)
	}
}

// An idle socket gets each event by itself, in order: a vote waits for the previous one's event.
func TestSetTalliesIdleSocketGetsEachEvent(t *testing.T) {
	f := newTalliesFixture(t, "idle", 1, 5, nil)
	base := f.votes(t, f.sets[0])
	for i, voter := range f.voters {
		f.vote(t, voter, f.sets[0])
		ev, _ := nextTally(t, f.conn)
		if n := ev.Data.SetTallies.Set.Tally.Total; n != base+i+1 {
			t.Fatalf("event %d: total %d, want %d", i, n, base+i+1)
		}
	}
}

// A socket that is behind merges: with every write counting as behind and a long window, a
// burst of votes on two sets reaches the client as far fewer events than votes, each set's
// counts only ever growing (the newest state per set, never an older one after a newer), and
// ending at the final counts.
func TestSetTalliesSocketBehindMergesNewestState(t *testing.T) {
	const votes = 20
	f := newTalliesFixture(t, "merge", 2, votes, func(srv *Server) {
		srv.Websockets.MergeAfter = time.Nanosecond
		srv.Websockets.MergeWindow = time.Second
	})
	_, mergedBefore := f.srv.Websockets.Writes()
	a, b := relay.ID(relay.TypeSet, f.sets[0]), relay.ID(relay.TypeSet, f.sets[1])
	final := map[string]int{a: f.votes(t, f.sets[0]) + votes, b: f.votes(t, f.sets[1]) + votes}
	for _, voter := range f.voters {
		f.vote(t, voter, f.sets[0])
		f.vote(t, voter, f.sets[1])
	}
	last := map[string]int{}
	events := 0
	for last[a] < final[a] || last[b] < final[b] {
		ev, _ := nextTally(t, f.conn)
		events++
		got := ev.Data.SetTallies.Set
		if got.Tally.Total <= last[got.ID] {
			t.Fatalf("set %s: total %d after %d (an older state after a newer one)", got.ID, got.Tally.Total, last[got.ID])
		}
		last[got.ID] = got.Tally.Total
	}
	_, merged := f.srv.Websockets.Writes()
	t.Logf("%d votes on 2 sets reached the socket as %d events; %d merged writes", 2*votes, events, merged-mergedBefore)
	if events >= 2*votes {
		t.Errorf("%d events for %d votes: nothing merged", events, 2*votes)
	}
	if merged == mergedBefore {
		t.Error("no write was held for a merge window")
	}
}

// Sockets that are all behind still merge: after a merge window, one write carries every set
// that changed meanwhile, although nobody has rendered those events yet (the first socket to
// write renders them, the others reuse its renderings). 12 votes on 12 sets reach 3
// subscribers of the same selection in a few writes each, not one write per set.
func TestSocketsBehindWriteEveryPendingSetAtOnce(t *testing.T) {
	const sets, sockets = 12, 3
	f := newTalliesFixture(t, "behind", sets, 1, func(srv *Server) {
		srv.Websockets.MergeAfter = time.Nanosecond
		srv.Websockets.MergeWindow = 500 * time.Millisecond
	})
	conns := []*websocket.Conn{f.conn}
	edition := relay.ID(relay.TypeEdition, f.edition)
	for len(conns) < sockets {
		c := dialWS(t, f.url, "")
		subscribe(t, c, "1", talliesSubscription, map[string]any{"e": edition})
		conns = append(conns, c)
	}
	for deadline := time.Now().Add(10 * time.Second); f.srv.Hub.Subscribers() < sockets; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the subscriptions did not register")
		}
	}
	before, _ := f.srv.Websockets.Writes()
	for _, set := range f.sets {
		f.vote(t, f.voters[0], set)
	}
	for i, c := range conns {
		seen := map[string]bool{}
		for len(seen) < sets {
			ev, _ := nextTally(t, c)
			seen[ev.Data.SetTallies.Set.ID] = true
		}
		t.Logf("socket %d has every set", i)
	}
	after, _ := f.srv.Websockets.Writes()
	t.Logf("%d sets reached %d sockets in %d writes", sets, sockets, after-before)
	if after-before > 4*sockets {
		t.Errorf("%d writes for %d sets on %d sockets: a write carried about one set", after-before, sets, sockets)
	}
}

// A query's answer over a socket and its complete go out in one write. 20 queries, one after
// another, take 20 writes (pings of the fixture's two sockets aside), not 40.
func TestSocketAnswerAndCompleteInOneWrite(t *testing.T) {
	const queries = 20
	f := newTalliesFixture(t, "answer", 1, 1, nil)
	c := dialWS(t, f.url, "")
	before, _ := f.srv.Websockets.Writes()
	for i := range queries {
		id := strconv.Itoa(i)
		subscribe(t, c, id, `{ __typename }`, nil)
		if m := nextOf(t, c, "next"); m.ID != id || !strings.Contains(string(m.Payload), `"Query"`) {
			t.Fatalf("answer %s: %s %s", id, m.ID, m.Payload)
		}
		if m := nextOf(t, c, "complete"); m.ID != id {
			t.Fatalf("complete of %s: %s", id, m.ID)
		}
	}
	after, _ := f.srv.Websockets.Writes()
	t.Logf("%d queries answered in %d writes", queries, after-before)
	if writes := after - before; writes > queries+2 {
		t.Errorf("%d queries answered in %d writes", queries, writes)
	}
}
