package app

import (
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// Secret hygiene: the sign-in, voting, invite and calendar journeys run against one server; then
// everything it logged and its /metrics must hold none of the secrets they handled: session
// tokens, sign-in codes, magic-link tokens, invite tokens and calendar feed tokens. Failed
// sign-ins (a wrong code, a dead link, an unknown invite) are part of the journeys, since
// error paths are where secrets tend to get logged.
func TestNoSecretsInLogsOrMetrics(t *testing.T) {
	t.Parallel()
	smtp := mailtest.Start(t)
	metricsAddr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "secret", 2)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "METRICS_ADDR": metricsAddr, "LOG_FORMAT": "json"})
	var secrets []string

	// Sign-in with a code, with a wrong code first, and with a magic link.
	fan := newClient(s)
	fan.gql(t, requestMutation, map[string]any{"e": "fan@example.com"})
	text := smtp.WaitFor(t, "fan@example.com").Text
	code, link := mailCode.FindStringSubmatch(text)[1], mailLinkToken.FindStringSubmatch(text)[1]
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	fan.gql(t, verifyMutation, map[string]any{"e": "fan@example.com", "c": wrong})
	if r, _ := fan.gql(t, verifyMutation, map[string]any{"e": "fan@example.com", "c": code}); len(r.Errors) > 0 {
		t.Fatalf("verify: %+v", r.Errors)
	}
	fan.gql(t, `mutation($t: String!) { verifyMagicLink(input: {token: $t}) { viewer { email } } }`, map[string]any{"t": link}) // used up: an error path
	secrets = append(secrets, code, link, strings.TrimPrefix(fan.cookieHeader(), "festival_session="))

	other := newClient(s)
	other.gql(t, requestMutation, map[string]any{"e": "other@example.com"})
	text = smtp.WaitFor(t, "other@example.com").Text
	code2, link2 := mailCode.FindStringSubmatch(text)[1], mailLinkToken.FindStringSubmatch(text)[1]
	if r, _ := other.gql(t, `mutation($t: String!) { verifyMagicLink(input: {token: $t}) { viewer { email } } }`, map[string]any{"t": link2}); len(r.Errors) > 0 {
		t.Fatalf("magic link: %+v", r.Errors)
	}
	secrets = append(secrets, code2, link2, strings.TrimPrefix(other.cookieHeader(), "festival_session="))

	// Voting, over HTTP and a socket, with a client id.
	edition, set := editionAndSet(t, s, "secret")
	ws := dialWSWithCookie(t, s.URL, fan)
	subscribe(t, ws, "s", lightSubscription, map[string]any{"e": edition})
	untilEvent(t, ws, "s", func(i int) {
		fan.gql(t, voteWithID, map[string]any{"s": set, "v": []string{"MUST_GO", "WONT_GO"}[i%2], "c": fmt.Sprintf("outbox-%d", i)})
	})

	// An invite link: created, checked, redeemed, and a wrong one.
	var created struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	r, _ := fan.gql(t, `mutation { createGroup(input: {name: "Crew"}) { group { id } } }`, nil)
	mustJSON(t, r.Data, &created)
	var inv struct {
		CreateGroupInvite struct{ Token string }
	}
	r, _ = fan.gql(t, `mutation($g: ID!) { createGroupInvite(input: {groupId: $g}) { token } }`, map[string]any{"g": created.CreateGroup.Group.ID})
	mustJSON(t, r.Data, &inv)
	token := inv.CreateGroupInvite.Token
	other.gql(t, `query($t: String!) { inviteInfo(token: $t) { isValid } }`, map[string]any{"t": token})
	other.gql(t, `mutation($t: String!) { redeemInvite(input: {token: $t}) { success } }`, map[string]any{"t": token})
	other.gql(t, `mutation($t: String!) { redeemInvite(input: {token: $t}) { success } }`, map[string]any{"t": token + "x"})
	secrets = append(secrets, token)

	// A calendar feed, fetched.
	r, _ = fan.gql(t, `mutation($e: ID!) { enableCalendarFeed(input: {editionId: $e}) { url } }`, map[string]any{"e": edition})
	feed := regexp.MustCompile(`/calendar/([^".]+)`).FindStringSubmatch(string(r.Data))
	if feed == nil {
		t.Fatalf("no feed URL: %s %+v", r.Data, r.Errors)
	}
	if resp, err := http.Get(s.URL + "/calendar/" + feed[1] + ".ics"); err == nil {
		resp.Body.Close()
	}
	secrets = append(secrets, feed[1])

	resp, err := http.Get("http://" + metricsAddr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	metrics, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	logs := s.Logs.String()
	if !strings.Contains(logs, "http request") || !strings.Contains(string(metrics), "http_request") {
		t.Fatalf("nothing to scan: %d bytes of logs, %d of metrics", len(logs), len(metrics))
	}
	for name, out := range map[string]string{"the logs": logs, "/metrics": string(metrics)} {
		for _, secret := range secrets {
			if len(secret) < 6 {
				t.Fatalf("a secret too short to look for: %q", secret)
			}
			// Codes are 6 digits: look for them as whole numbers (not inside longer ones).
			if regexp.MustCompile(`(^|[^0-9.])` + regexp.QuoteMeta(secret) + `($|[^0-9])`).MatchString(out) {
				t.Errorf("%s hold the secret %q", name, secret)
			}
		}
	}
}
