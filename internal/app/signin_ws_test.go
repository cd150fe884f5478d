package app

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"festival/internal/auth"
)

var mailLinkToken = regexp.MustCompile(`/auth/magic#token=([A-Za-z0-9_-]+)`)

// Sign-in needs a response to set its cookie on: over a WebSocket both ways of completing it
// are refused before they touch the code, and no session is created.
func TestSignInOverWebSocketIsRefused(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	const email = "socketsignin@example.com"
	c := newClient(s)
	if r, _ := c.gql(t, requestMutation, map[string]any{"e": email}); len(r.Errors) > 0 {
		t.Fatalf("request: %+v", r.Errors)
	}
	text := smtp.WaitFor(t, email).Text
	code := mailCode.FindStringSubmatch(text)[1]
	token := mailLinkToken.FindStringSubmatch(text)[1]

	ws := dialWS(t, s.URL, "")
	for id, op := range map[string]struct {
		query string
		vars  map[string]any
	}{
		"code": {verifyMutation, map[string]any{"e": email, "c": code}},
		"link": {`mutation($t: String!) { verifyMagicLink(input: {token: $t}) { viewer { email } } }`, map[string]any{"t": token}},
	} {
		p, _ := json.Marshal(map[string]any{"query": op.query, "variables": op.vars})
		if err := ws.WriteJSON(wsMsg{ID: id, Type: "subscribe", Payload: p}); err != nil {
			t.Fatal(err)
		}
		var answer string
		for {
			m := readWS(t, ws)
			if m.ID != id {
				continue
			}
			if m.Type == "complete" {
				break
			}
			answer += string(m.Payload)
		}
		if !strings.Contains(answer, auth.MsgNeedsHTTP) || !strings.Contains(answer, `"BAD_USER_INPUT"`) || strings.Contains(answer, email) {
			t.Errorf("%s over a WebSocket answered %s", id, answer)
		}
	}

	store := openURL(t, s.dbURL)
	var sessions, live int
	ctx := context.Background()
	if err := store.NewRaw("SELECT count(*) FROM sessions").Scan(ctx, &sessions); err != nil || sessions != 0 {
		t.Fatalf("%d sessions (%v), want none", sessions, err)
	}
	if err := store.NewRaw("SELECT count(*) FROM sign_in_codes WHERE consumed_at IS NULL AND attempts = 0").Scan(ctx, &live); err != nil || live != 1 {
		t.Fatalf("%d untouched codes (%v): the refused tries must not use up the code", live, err)
	}
	// The same code still signs in over HTTP.
	if r, _ := c.gql(t, verifyMutation, map[string]any{"e": email, "c": code}); len(r.Errors) > 0 {
		t.Fatalf("verify over HTTP after the refused tries: %+v", r.Errors)
	}
}
