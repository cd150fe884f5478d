package app

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/graph/relay"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/mailtest"
	"festival/internal/testdb"
	"festival/internal/voting"
)

// readBatches reads editionTallies batches into latest (set id → mustGo) until it equals want;
// it returns how many batches it read. A set appears once per batch at most.
func readBatches(t *testing.T, c *websocket.Conn, latest, want map[string]int) int {
	t.Helper()
	return readMessages(t, c, latest, want, func(payload []byte) {
		var p struct {
			Data struct {
				EditionTallies struct {
					Changes []struct {
						Set struct {
							ID    string
							Tally struct{ MustGo int }
						}
					}
				} `json:"editionTallies"`
			}
		}
		if err := json.Unmarshal(payload, &p); err != nil {
			t.Fatal(err)
		}
		changes := p.Data.EditionTallies.Changes
		if len(changes) == 0 {
			t.Fatalf("an empty batch: %s", payload)
		}
		seen := map[string]bool{}
		for _, ch := range changes {
			if seen[ch.Set.ID] {
				t.Fatalf("set %s twice in one batch", ch.Set.ID)
			}
			seen[ch.Set.ID] = true
			latest[ch.Set.ID] = ch.Set.Tally.MustGo
		}
	})
}

// Sockets that stop reading while every set of the edition keeps changing, one window after
// another, get, once they read again, every set's last count, from a couple of batches: what
// the socket's buffers held and one merged batch, not one batch per window (no backlog). The
// fast subscriber meanwhile gets each window's batch. There are more slow sockets than socket
// writers, so a writer waiting on a slow client would stall the fast one.
func TestEditionTalliesSlowSocketGetsEverySetsLastCount(t *testing.T) {
	const sets, rounds = 10, 12
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "batchslow", sets)
	// Reading nothing for many windows takes longer than the default write timeout on a busy
	// machine (the socket would be cut): this test is about holding batches back.
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url, "WS_WRITE_TIMEOUT": "5m"})
	edition, _ := editionAndSet(t, s, "batchslow")
	// 500 KB per set (two artists of 250 KB): a batch of the 10 sets (5 MB) is more than a
	// socket's buffers hold (the server's send buffer grows up to 4 MB), so the slow sockets'
	// first write cannot complete until they read, and what comes meanwhile waits on the server.
	if _, err := store.ExecContext(context.Background(), "UPDATE artists SET description = repeat('x', 250000) WHERE slug LIKE 'batchslow-%'"); err != nil {
		t.Fatal(err)
	}
	query := `subscription($e: ID!) { editionTallies(editionId: $e) { changes { set { id artists { description } tally { mustGo } } } } }`
	slows := make([]*websocket.Conn, max(2, runtime.GOMAXPROCS(0))+1)
	for i := range slows {
		slows[i] = dialSmallBuffers(t, s.URL)
		subscribe(t, slows[i], "1", query, map[string]any{"e": edition})
	}
	fast := dialWS(t, s.URL, "")
	subscribe(t, fast, "1", query, map[string]any{"e": edition})
	waitSubscribers(t, srv, len(slows)+1)

	ctx := context.Background()
	lineups := &lineup.Service{DB: store.DB}
	svc := &voting.Service{DB: store, Lineup: lineups, Now: time.Now}
	var setIDs []uuid.UUID
	if err := store.NewRaw("SELECT s.id FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'batchslow'").Scan(ctx, &setIDs); err != nil || len(setIDs) != sets {
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
	sent := srv.Hub.BatchesSent()
	fastLatest := map[string]int{}
	for r := range rounds {
		var user uuid.UUID
		if err := store.NewRaw("INSERT INTO users (email) VALUES (?) RETURNING id", fmt.Sprintf("batchslow-%d@x.io", r)).Scan(ctx, &user); err != nil {
			t.Fatal(err)
		}
		vctx := identity.With(ctx, &identity.Viewer{UserID: user})
		for _, id := range setIDs {
			v := 2
			if _, err := svc.SetVote(vctx, user, id, &v, nil, nil); err != nil {
				t.Fatal(err)
			}
		}
		// The fast subscriber sees the round before the next starts: a window per round at least.
		readBatches(t, fast, fastLatest, after(r+1))
	}
	windows := srv.Hub.BatchesSent() - sent
	if windows < rounds {
		t.Fatalf("%d batches sent for %d rounds, each seen before the next", windows, rounds)
	}
	for i, slow := range slows {
		got := readBatches(t, slow, map[string]int{}, after(rounds))
		t.Logf("slow socket %d: every set's last count in %d batches (%d sent)", i, got, windows)
		if got >= rounds/2 {
			t.Errorf("slow socket %d read %d batches of %d sent: a backlog, not the newest batch", i, got, windows)
		}
	}
	if n := srv.Hub.Subscribers(); n != len(slows)+1 {
		t.Fatalf("%d subscribers after the slow ones caught up, want %d", n, len(slows)+1)
	}
}

// Two instances on one database: votes through A, one of them while B's window holds the first,
// reach B's subscriber, each set at its last count.
func TestEditionTalliesVoteDuringWindowReachesOtherInstance(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "batchtwin", 3)
	smtp := mailtest.Start(t)
	a := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	b, bsrv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url})
	// A long window, so the second vote surely lands in the one the first vote opened.
	bsrv.Hub.SetBatchWindow(2 * time.Second)

	r := b.gql(t, `{ festival(slug: "batchtwin") { edition(slug: "e") { id
		one: set(slug: "set-1") { id tally { mustGo } } two: set(slug: "set-2") { id tally { mustGo } } } } }`, nil)
	type set struct {
		ID    string
		Tally struct{ MustGo int }
	}
	var got struct {
		Festival struct {
			Edition struct {
				ID       string
				One, Two set
			}
		}
	}
	mustJSON(t, r.Data, &got)
	ed := got.Festival.Edition
	edition, _ := relay.ParseIDOf(relay.TypeEdition, ed.ID)

	conn := dialWS(t, b.URL, "")
	subscribe(t, conn, "t", spaOperation(t, "useEditionTalliesSubscription"), map[string]any{"editionId": ed.ID})
	waitSubscribers(t, bsrv, 1) // registered before the votes

	voter := signIn(t, a, smtp, "voter@example.com")
	vote := func(s string) {
		if vr, _ := voter.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`, map[string]any{"s": s}); len(vr.Errors) > 0 {
			t.Fatal(vr.Errors)
		}
	}
	vote(ed.One.ID)
	for deadline := time.Now().Add(30 * time.Second); !bsrv.Hub.BatchOpen(edition); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the first vote opened no window on B:\n%s", b.Logs)
		}
	}
	vote(ed.Two.ID) // while B's window is open
	t.Logf("B's window still open after the second vote: %v", bsrv.Hub.BatchOpen(edition))
	want := map[string]int{ed.One.ID: ed.One.Tally.MustGo + 1, ed.Two.ID: ed.Two.Tally.MustGo + 1}
	n := readBatches(t, conn, map[string]int{}, want)
	t.Logf("both votes reached B's subscriber in %d batch(es)", n)
}

// The SPA's batch subscription (its committed text) is shared by anonymous and signed-in
// viewers: one resolution per batch, the same message for all.
func TestSPABatchSubscriptionSharedAcrossViewers(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "batchspa", 2)
	smtp := mailtest.Start(t)
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	edition, set := editionAndSet(t, s, "batchspa")
	q := spaOperation(t, "useEditionTalliesSubscription")
	conns := []*websocket.Conn{dialWS(t, s.URL, "")}
	for _, email := range []string{"one@example.com", "two@example.com"} {
		conns = append(conns, dialWSWithCookie(t, s.URL, signIn(t, s, smtp, email)))
	}
	for _, c := range conns {
		subscribe(t, c, "live", q, map[string]any{"editionId": edition})
	}
	waitSubscribers(t, srv, len(conns))
	voter := signIn(t, s, smtp, "voter@example.com")
	before := srv.share.Resolutions()
	if r, _ := voter.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`, map[string]any{"s": set}); len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	var first string
	for i, c := range conns {
		m := nextOf(t, c, "next")
		if i == 0 {
			first = string(m.Payload)
		} else if string(m.Payload) != first {
			t.Fatalf("viewers got different batches:\n%s\n%s", first, m.Payload)
		}
	}
	if !strings.Contains(first, `"changes":[{"set":{"id":"`+set+`"`) {
		t.Fatalf("batch: %s", first)
	}
	if n := srv.share.Resolutions() - before; n != 1 {
		t.Errorf("the SPA's batch subscription was resolved %d times for one batch by 3 viewers, want 1", n)
	}
}
