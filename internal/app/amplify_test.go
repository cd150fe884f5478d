package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/graph/relay"
	"festival/internal/live"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// aliasedSubscription is one of many selections that differ only by an alias.
func aliasedSubscription(i int) string {
	return fmt.Sprintf(`subscription($e: ID!) { setUpdated(editionId: $e) { a%d: id tally { total } } }`, i)
}

// Issue 25: aliases made every subscription a distinct selection, resolved once per event each.
// One client address may now hold at most live.MaxSelectionsPerClient distinct selections per edition
// (the rest are refused at subscribe time), so an event from such a crowd costs at most that
// many resolutions, while any number of identical subscriptions costs one. A selection that
// reaches the edition's sets is refused outright.
func TestAliasedSubscriptionsCannotAmplifyAWrite(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "amp", 2)
	smtp := mailtest.Start(t)
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	edition, set := editionAndSet(t, s, "amp")
	vars := map[string]any{"e": edition}

	// The attacker's selection: every event would load a page of the edition's sets.
	c := dialWS(t, s.URL, "")
	subscribe(t, c, "sets", `subscription($e: ID!) { setUpdated(editionId: $e) { edition { sets(first: 64) { edges { node { id name } } } } } }`, vars)
	if m := nextOf(t, c, "next"); m.ID != "sets" || !strings.Contains(string(m.Payload), `"LIST_NOT_ALLOWED"`) {
		t.Fatalf("a selection of the edition's sets: %s", m.Payload)
	}

	const sockets, perSocket = 5, 8
	want := sockets * perSocket
	conns := make([]*websocket.Conn, sockets)
	for i := range conns {
		conns[i] = dialWS(t, s.URL, "")
	}
	// Identical selections: all accepted, one resolution per event.
	for i, c := range conns {
		for j := 0; j < perSocket; j++ {
			subscribe(t, c, fmt.Sprintf("same%d-%d", i, j), lightSubscription, vars)
		}
	}
	waitSubscribers(t, srv, want)
	voter := signIn(t, s, smtp, "amp@example.com")
	vote := func(v string) {
		t.Helper()
		if r, _ := voter.gql(t, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { applied } }`, map[string]any{"s": set, "v": v}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
	}
	before := srv.share.Resolutions()
	vote("MUST_GO")
	for _, c := range conns {
		for j := 0; j < perSocket; j++ {
			nextOf(t, c, "next")
		}
	}
	identical := srv.share.Resolutions() - before
	if identical != 1 {
		t.Errorf("%d identical subscriptions: %d resolutions for one event, want 1", want, identical)
	}
	for i, c := range conns {
		for j := 0; j < perSocket; j++ {
			if err := c.WriteJSON(wsMsg{ID: fmt.Sprintf("same%d-%d", i, j), Type: "complete"}); err != nil {
				t.Fatal(err)
			}
		}
	}
	waitSubscribers(t, srv, 0)

	// Aliased selections from the same address: past the cap, refused at subscribe time.
	refused := 0
	n := 0
	for _, c := range conns {
		for j := 0; j < perSocket; j++ {
			subscribe(t, c, fmt.Sprintf("alias%d", n), aliasedSubscription(n), vars)
			n++
		}
	}
	for _, c := range conns {
		// Accepted subscriptions answer nothing until an event; a refusal answers at once.
		for {
			_ = c.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
			var m wsMsg
			if err := c.ReadJSON(&m); err != nil {
				break
			}
			if m.Type == "next" && strings.HasPrefix(m.ID, "alias") {
				if !strings.Contains(string(m.Payload), `"SELECTION_LIMIT_EXCEEDED"`) {
					t.Fatalf("%s: %s", m.ID, m.Payload)
				}
				refused++
			}
		}
	}
	if refused != want-live.MaxSelectionsPerClient {
		t.Fatalf("%d of %d aliased selections refused, want %d", refused, want, want-live.MaxSelectionsPerClient)
	}
	waitSubscribers(t, srv, live.MaxSelectionsPerClient)
	before = srv.share.Resolutions()
	vote("INTERESTED")
	deadline := time.Now().Add(60 * time.Second)
	for srv.share.Resolutions()-before < live.MaxSelectionsPerClient && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	aliased := srv.share.Resolutions() - before
	t.Logf("one event: %d identical subscriptions -> %d resolution(s); %d aliased ones -> %d accepted, %d resolutions", want, identical, want, want-refused, aliased)
	if aliased > live.MaxSelectionsPerClient {
		t.Errorf("%d resolutions of one event for one address's aliased selections, want at most %d", aliased, live.MaxSelectionsPerClient)
	}
	// Another client address is not affected by this one's selections.
	id, _ := relay.ParseIDOf(relay.TypeEdition, edition)
	if _, err := srv.share.Selections.Take(live.Holder{Client: "198.51.100.1"}, id, "another shape"); err != nil {
		t.Errorf("another address refused: %v", err)
	}
}

func waitSubscribers(t *testing.T, srv *Server, n int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for srv.Hub.Subscribers() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d subscribers registered, want %d", srv.Hub.Subscribers(), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The SPA's own subscription (its committed text) is shared by everyone who may see the edition,
// anonymous or signed in: one resolution per event, not one per signed-in viewer.
func TestSPASubscriptionSharedAcrossViewers(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "spa", 2)
	smtp := mailtest.Start(t)
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	edition, set := editionAndSet(t, s, "spa")
	q := spaOperation(t, "useSetUpdatedSubscription")
	vars := map[string]any{"editionId": edition}
	conns := []*websocket.Conn{dialWS(t, s.URL, "")}
	for _, email := range []string{"one@example.com", "two@example.com"} {
		conns = append(conns, dialWSWithCookie(t, s.URL, signIn(t, s, smtp, email)))
	}
	for _, c := range conns {
		subscribe(t, c, "live", q, vars)
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
			t.Fatalf("viewers got different events:\n%s\n%s", first, m.Payload)
		}
	}
	if !strings.Contains(first, `"dayStartHour"`) {
		t.Fatalf("event: %s", first)
	}
	if n := srv.share.Resolutions() - before; n != 1 {
		t.Errorf("the SPA's subscription was resolved %d times for one event by 3 viewers, want 1", n)
	}
}

// Issue 34: anonymous visitors together hold at most Selections.AnonymousLimit distinct
// selections per edition, over all addresses. Past it a new selection is refused at subscribe
// time, a selection already held is accepted, and every subscriber keeps receiving. A
// selection of a plan is refused outright (FIELD_NOT_ALLOWED_IN_SUBSCRIPTION).
func TestAnonymousSelectionCeiling(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "ceil", 2)
	smtp := mailtest.Start(t)
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	srv.share.Selections.AnonymousLimit = 3
	edition, set := editionAndSet(t, s, "ceil")
	vars := map[string]any{"e": edition}
	c := dialWS(t, s.URL, "")
	subscribe(t, c, "plan", `subscription($e: ID!) { setUpdated(editionId: $e) { id x0: edition { p0: plan { score } } } }`, vars)
	if m := nextOf(t, c, "next"); m.ID != "plan" || !strings.Contains(string(m.Payload), `"FIELD_NOT_ALLOWED_IN_SUBSCRIPTION"`) {
		t.Fatalf("a plan in a subscription: %s", m.Payload)
	}
	nextOf(t, c, "complete")
	for i := 0; i < 3; i++ {
		subscribe(t, c, fmt.Sprint("a", i), aliasedSubscription(i), vars)
	}
	waitSubscribers(t, srv, 3)
	subscribe(t, c, "over", aliasedSubscription(3), vars)
	if m := nextOf(t, c, "next"); m.ID != "over" || !strings.Contains(string(m.Payload), `"SELECTION_LIMIT_EXCEEDED"`) || !strings.Contains(string(m.Payload), `"anonymous"`) {
		t.Fatalf("a fourth anonymous selection: %s", m.Payload)
	}
	nextOf(t, c, "complete")
	other := dialWS(t, s.URL, "")
	subscribe(t, other, "held", aliasedSubscription(0), vars) // held already: accepted
	waitSubscribers(t, srv, 4)
	voter := signIn(t, s, smtp, "ceil@example.com")
	if r, _ := voter.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`, map[string]any{"s": set}); len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	got := map[string]bool{}
	for len(got) < 3 {
		m := nextOf(t, c, "next")
		if !strings.Contains(string(m.Payload), `"setUpdated"`) {
			t.Fatalf("%s: %s", m.ID, m.Payload)
		}
		got[m.ID] = true
	}
	if m := nextOf(t, other, "next"); m.ID != "held" || !strings.Contains(string(m.Payload), `"setUpdated"`) {
		t.Fatalf("the held selection: %s", m.Payload)
	}
}
