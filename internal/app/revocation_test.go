package app

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/auth"
	"festival/internal/mailtest"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// A session's end reaches its open sockets at once, on every instance: the revocation is
// published by the database and each instance's listener closes the sockets before it handles
// any later change. The periodic re-check (SOCKET_CHECK_INTERVAL) is an hour here, so it cannot
// be what closes them.

const voteMutation = `mutation($s: ID!, $v: VoteType) { setVote(input: {setId: $s, vote: $v}) { applied } }`

// setIDOf is the global id of set-<n> of the festival slug's edition e.
func setIDOf(t *testing.T, s *testServer, slug, setSlug string) string {
	t.Helper()
	r := s.gql(t, `query($f: String!, $s: String!) { festival(slug: $f) { edition(slug: "e") { set(slug: $s) { id } } } }`, map[string]any{"f": slug, "s": setSlug})
	var got struct {
		Festival struct {
			Edition struct{ Set struct{ ID string } }
		}
	}
	mustJSON(t, r.Data, &got)
	if got.Festival.Edition.Set.ID == "" {
		t.Fatalf("no set %s: %s %+v", setSlug, r.Data, r.Errors)
	}
	return got.Festival.Edition.Set.ID
}

// untilClosed reads c until it fails and returns how: it fails the test if an event naming
// forbidden arrives first.
func untilClosed(t *testing.T, c *websocket.Conn, forbidden string, within time.Duration) error {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(within))
	for {
		var m wsMsg
		if err := c.ReadJSON(&m); err != nil {
			return err
		}
		if m.Type == "next" && strings.Contains(string(m.Payload), forbidden) {
			t.Errorf("an event of a change made after the revocation reached the revoked socket: %s", m.Payload)
		}
	}
}

// wantSessionEndedClose fails unless err is the close frame 1000 "session ended".
func wantSessionEndedClose(t *testing.T, err error) {
	t.Helper()
	var ce *websocket.CloseError
	if !errors.As(err, &ce) || ce.Code != websocket.CloseNormalClosure || ce.Text != "session ended" {
		t.Fatalf("socket got %v, want the close frame 1000 \"session ended\"", err)
	}
}

func TestSignOutOnAnotherInstanceClosesTheSocketBeforeTheNextEvent(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "revoke2", 2)
	smtp := mailtest.Start(t)
	env := map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "SOCKET_CHECK_INTERVAL": "1h"}
	a, b := startServer(t, env), startServer(t, env)
	edition, before := editionAndSet(t, a, "revoke2")
	after := setIDOf(t, a, "revoke2", "set-2")
	fan := signIn(t, a, smtp, "fan@example.com")
	voter := signIn(t, b, smtp, "voter@example.com")

	// The fan's socket on A gets events, and so does an anonymous control socket on A.
	query := `subscription($e: ID!) { setUpdated(editionId: $e) { id myVote tally { total } } }`
	conn := dialWSWithCookie(t, a.URL, fan)
	subscribe(t, conn, "s", query, map[string]any{"e": edition})
	control := dialWS(t, a.URL, "")
	subscribe(t, control, "s", query, map[string]any{"e": edition})
	vote := func(set, v string) {
		t.Helper()
		if r, _ := voter.gql(t, voteMutation, map[string]any{"s": set, "v": v}); len(r.Errors) > 0 {
			t.Fatalf("vote: %+v", r.Errors)
		}
	}
	if m := untilEvent(t, conn, "s", func(i int) { vote(before, []string{"MUST_GO", "WONT_GO"}[i%2]) }); !strings.Contains(string(m.Payload), before) {
		t.Fatalf("event before the revocation: %s", m.Payload)
	}

	// The fan signs out through B (same cookie, the other instance); a vote follows at once.
	onB := &client{s: b, http: fan.http}
	if r, _ := onB.gql(t, `mutation { signOut { ok } }`, nil); string(r.Data) != `{"signOut":{"ok":true}}` {
		t.Fatalf("signOut through B: %s %+v", r.Data, r.Errors)
	}
	vote(after, "MUST_GO")

	wantSessionEndedClose(t, untilClosed(t, conn, after, 20*time.Second))
	// The vote's event did go out: the control socket on the same instance gets it.
	_ = control.SetReadDeadline(time.Now().Add(20 * time.Second))
	for {
		var m wsMsg
		if err := control.ReadJSON(&m); err != nil {
			t.Fatalf("the control socket never got the later vote's event: %v", err)
		}
		if m.Type == "next" && strings.Contains(string(m.Payload), after) {
			break
		}
	}
}

// Deleting the account and signing out everywhere close the sockets of every session at once,
// on the instance that did it and on the other; so does a session reaching its timeout.
func TestEverySessionEndClosesItsSocketsAtOnce(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "ends", 1)
	smtp := mailtest.Start(t)
	env := map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "SOCKET_CHECK_INTERVAL": "1h"}
	a, b := startServer(t, env), startServer(t, env)
	edition, _ := editionAndSet(t, a, "ends")
	query := `subscription($e: ID!) { setUpdated(editionId: $e) { id } }`
	store := openURL(t, url)

	for _, end := range []struct{ name, mutation string }{
		{"signOutEverywhere", `mutation { signOutEverywhere { revokedSessions } }`},
		{"deleteAccount", deleteAccountMutation},
		{"expiry", ""},
	} {
		t.Run(end.name, func(t *testing.T) {
			email := end.name + "@example.com"
			one := signIn(t, a, smtp, email)
			two := anotherDevice(t, b, email)
			if end.mutation == "" {
				execSQL(t, store, `UPDATE sessions SET expires_at = ?
					WHERE user_id = (SELECT id FROM users WHERE email = ?)`, testclock.Now().Add(2*time.Second), email)
			}
			onA, onB := dialWSWithCookie(t, a.URL, one), dialWSWithCookie(t, b.URL, two)
			for _, c := range []*websocket.Conn{onA, onB} {
				subscribe(t, c, "s", query, map[string]any{"e": edition})
			}
			if end.mutation != "" {
				if r, _ := one.gql(t, end.mutation, nil); len(r.Errors) > 0 {
					t.Fatalf("%s: %+v", end.name, r.Errors)
				}
			}
			for _, c := range []*websocket.Conn{onA, onB} {
				wantSessionEndedClose(t, untilClosed(t, c, "\x00", 20*time.Second))
			}
		})
	}
}

// The strictest order: sessions are revoked and a set changes in one transaction, so both
// notifications reach the listener together, the revocations first. None of the 12 revoked
// sockets may get the change's event (their session ended before it), each gets the close frame,
// and a socket without a session does get the event.
func TestRevocationAndChangeInOneTransaction(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "onetx", 2)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SOCKET_CHECK_INTERVAL": "1h"})
	edition, before := editionAndSet(t, s, "onetx")
	after := setIDOf(t, s, "onetx", "set-2")
	notify := func(set string) string {
		id, _ := uuidOfGlobal(set)
		return fmt.Sprintf(`SELECT pg_notify('set_changed', festival_edition_id::text || ' ' || id::text) FROM sets WHERE id = '%s'`, id)
	}
	tokens := votersWithSessions(t, url, 12)
	var conns []*websocket.Conn
	for _, token := range append(tokens, "") { // the last one, without a session, is the control
		h := http.Header{}
		if token != "" {
			h.Set("Cookie", auth.CookieName+"="+token)
		}
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
		c, _, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", h)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		_ = c.WriteJSON(wsMsg{Type: "connection_init"})
		nextOf(t, c, "connection_ack")
		subscribe(t, c, "s", lightSubscription, map[string]any{"e": edition})
		conns = append(conns, c)
	}
	for _, c := range conns { // every subscription is registered: each got an event of set-1
		untilEvent(t, c, "s", func(int) { execSQL(t, store, notify(before)) })
	}

	tx, err := store.BeginTx(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(context.Background(), `UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL`); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(context.Background(), notify(after)); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	control := conns[len(conns)-1]
	var wg sync.WaitGroup
	for _, c := range conns[:len(conns)-1] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := untilClosed(t, c, after, 20*time.Second)
			var ce *websocket.CloseError
			if !errors.As(err, &ce) || ce.Code != websocket.CloseNormalClosure || ce.Text != "session ended" {
				t.Errorf("socket got %v, want the close frame 1000 \"session ended\"", err)
			}
		}()
	}
	_ = control.SetReadDeadline(time.Now().Add(20 * time.Second))
	for {
		var m wsMsg
		if err := control.ReadJSON(&m); err != nil {
			t.Fatalf("the control socket never got the change's event: %v", err)
		}
		if m.Type == "next" && strings.Contains(string(m.Payload), after) {
			break
		}
	}
	wg.Wait()
}
