package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"festival/internal/auth"
	"festival/internal/mailtest"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// Sign-in abuse. With the feature: aliased tries counted one by one and the per-IP try limit
// (auth_test.go TestAliasedVerificationsCountAsTries), sign-in over a WebSocket refused before
// it touches the code (signin_ws_test.go), per-IP limits behind a proxy (proxy_test.go).
// Here: parallel brute force across several codes of one address, mail flooding, replays,
// expired and cross-user codes and links, and answers, timings and work that do not tell whether
// an account exists.

// aliasedTries is one request of n aliased verifySignInCode tries with codes from first on.
func aliasedTries(email string, first, n int) string {
	var b strings.Builder
	b.WriteString("mutation {")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, ` t%d: verifySignInCode(input: {email: %q, code: "%06d"}) { viewer { email } }`, i, email, first+i)
	}
	b.WriteString(" }")
	return b.String()
}

// Parallel aliased guessing across five successive codes of one address, over HTTP and a
// WebSocket: the address locks
// after 20 wrong codes in all, every code after 5 tries, and then even the right code of a new
// e-mail is refused while its magic link still signs in. No guess gets a session.
func TestParallelBruteForceAcrossCodesOfOneAddress(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	store := openURL(t, s.dbURL)
	const email = "target@example.com"
	attacker := newClient(s)
	var codes []string
	var mu sync.Mutex
	wrong := 0
	for round := 0; round < 5; round++ {
		// The attacker may ask for a new code once a minute: age the last one instead of waiting.
		if _, err := store.ExecContext(context.Background(), `UPDATE sign_in_codes SET created_at = created_at - interval '2 minutes' WHERE email = ?`, email); err != nil {
			t.Fatal(err)
		}
		if r, _ := attacker.gql(t, requestMutation, map[string]any{"e": email}); len(r.Errors) > 0 {
			t.Fatalf("round %d: request: %+v", round, r.Errors)
		}
		deadline := time.Now().Add(10 * time.Second)
		for len(smtpMessagesTo(smtp, email)) < round+1 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		code := mailCode.FindStringSubmatch(smtp.WaitFor(t, email).Text)[1]
		codes = append(codes, code)
		// The same guesses over a WebSocket are refused before they touch the code: were they
		// counted, fewer than 5 HTTP guesses per code would be checked below.
		ws := dialWS(t, s.URL, "")
		subscribe(t, ws, "ws", aliasedTries(email, 200000+round*1000, 5), nil)
		for m := readWS(t, ws); m.Type != "complete"; m = readWS(t, ws) {
			if m.Type == "next" && !strings.Contains(string(m.Payload), auth.MsgNeedsHTTP) {
				t.Fatalf("a guess over a WebSocket: %s", m.Payload)
			}
		}
		ws.Close()
		var wg sync.WaitGroup
		for g := 0; g < 4; g++ { // 4 clients × 5 aliases, each guessing a block of codes
			wg.Add(1)
			go func(g int) {
				defer wg.Done()
				first := 100000 + round*1000 + g*5
				if c := atoi(code); c >= first && c < first+5 {
					first += 500 // never the right code by chance: that is checked below
				}
				r, err := postGQL(attacker.http, s.URL, aliasedTries(email, first, 5), nil)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				defer mu.Unlock()
				for i := range r.Errors {
					if r.Errors[i].Message == auth.MsgCodeWrong {
						wrong++
					}
				}
			}(g)
		}
		wg.Wait()
	}
	if wrong != auth.MaxFailuresPerAddress {
		t.Fatalf("%d guesses were checked against a code, want exactly %d (5 per code, 20 a day)", wrong, auth.MaxFailuresPerAddress)
	}
	// The right code of the last e-mail is refused now: the address is locked for codes.
	r, resp := attacker.gql(t, verifyMutation, map[string]any{"e": email, "c": codes[len(codes)-1]})
	if len(r.Errors) != 1 || r.Errors[0].Message != auth.MsgCodesLocked || resp.Header.Get("Set-Cookie") != "" {
		t.Fatalf("right code after the lock: %+v", r.Errors)
	}
	var n int
	if err := store.QueryRowContext(context.Background(), `SELECT count(*) FROM sessions`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("%d sessions (%v)", n, err)
	}
	// The owner's magic link still works.
	token := mailLinkToken.FindStringSubmatch(smtp.WaitFor(t, email).Text)[1]
	owner := newClient(s)
	if r, _ := owner.gql(t, `mutation($t: String!) { verifyMagicLink(input: {token: $t}) { viewer { email } } }`, map[string]any{"t": token}); len(r.Errors) > 0 {
		t.Fatalf("magic link after the lock: %+v", r.Errors)
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func smtpMessagesTo(smtp *mailtest.Server, addr string) []mailtest.Message {
	var out []mailtest.Message
	for _, m := range smtp.Messages() {
		if strings.EqualFold(m.To, addr) {
			out = append(out, m)
		}
	}
	return out
}

// Mail flooding: one address gets one e-mail a minute however often it is asked for, and one
// IP gets only its quota of e-mails to many addresses.
func TestSignInMailFlooding(t *testing.T) {
	withIPLimits(t, auth.Limit{N: 15, Window: 10 * time.Minute}, auth.Limit{})
	// The limits count in fixed 10-minute windows on the server's clock: every request below
	// must fall in one, so in a window's last 2 minutes (the server's start included) the
	// server's clock starts at the next one (ahead only, as testclock's offsets go).
	now, ahead := testclock.Now(), time.Duration(0)
	if next := now.Truncate(10 * time.Minute).Add(10 * time.Minute); next.Sub(now) < 2*time.Minute {
		ahead = next.Sub(now)
	}
	s, smtp := startAuthServer(t, map[string]string{"CLOCK_OFFSET": testclock.ServerOffset(ahead)})
	c := newClient(s)
	var wg sync.WaitGroup
	var mu sync.Mutex
	limited := 0
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := postGQL(c.http, s.URL, `mutation { requestSignInCode(input: {email: "flood@example.com"}) { email } }`, nil)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			defer mu.Unlock()
			if r.code(0) == "RATE_LIMITED" {
				limited++
			}
		}()
	}
	wg.Wait()
	time.Sleep(500 * time.Millisecond) // any extra e-mail would be on its way
	if got := len(smtpMessagesTo(smtp, "flood@example.com")); got != 1 || limited != 9 {
		t.Fatalf("10 parallel requests for one address: %d e-mails, %d refused; want 1 and 9", got, limited)
	}
	// The same IP asks for many addresses: every request above counted, so 5 more pass (15 per
	// IP) and the rest are refused.
	for i := 0; i < 10; i++ {
		r, _ := c.gql(t, requestMutation, map[string]any{"e": fmt.Sprintf("spray%d@example.com", i)})
		if i < 5 && len(r.Errors) > 0 || i >= 5 && r.code(0) != "RATE_LIMITED" {
			t.Fatalf("request %d from one IP: %+v", i, r.Errors)
		}
	}
	time.Sleep(500 * time.Millisecond)
	if got := len(smtp.Messages()); got != 6 {
		t.Fatalf("%d e-mails sent from one IP, want 6", got)
	}
}

// Replayed, expired and cross-user codes and links are refused and create no session.
func TestReplayedExpiredAndCrossUserCodesAndLinks(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	store := openURL(t, s.dbURL)
	const link = `mutation($t: String!) { verifyMagicLink(input: {token: $t}) { viewer { email } } }`
	mailOf := func(email string) (code, token string) {
		c := newClient(s)
		if r, _ := c.gql(t, requestMutation, map[string]any{"e": email}); len(r.Errors) > 0 {
			t.Fatalf("request: %+v", r.Errors)
		}
		text := smtp.WaitFor(t, email).Text
		return mailCode.FindStringSubmatch(text)[1], mailLinkToken.FindStringSubmatch(text)[1]
	}
	refused := func(name string, r gqlResponse, resp interface{ Get(string) string }, msg string) {
		t.Helper()
		if len(r.Errors) != 1 || r.Errors[0].Message != msg || resp.Get("Set-Cookie") != "" {
			t.Errorf("%s: %+v, want %q and no cookie", name, r.Errors, msg)
		}
	}

	codeA, linkA := mailOf("a@example.com")
	_, linkB := mailOf("b@example.com")
	// Cross-user: A's code with B's address.
	r, resp := newClient(s).gql(t, verifyMutation, map[string]any{"e": "b@example.com", "c": codeA})
	refused("A's code for B", r, resp.Header, auth.MsgCodeWrong)
	// A signs in with the code; the code and A's link are then used up (one e-mail, one sign-in).
	if r, _ := newClient(s).gql(t, verifyMutation, map[string]any{"e": "a@example.com", "c": codeA}); len(r.Errors) > 0 {
		t.Fatalf("A's code: %+v", r.Errors)
	}
	r, resp = newClient(s).gql(t, verifyMutation, map[string]any{"e": "a@example.com", "c": codeA})
	refused("replayed code", r, resp.Header, auth.MsgCodeDead)
	r, resp = newClient(s).gql(t, link, map[string]any{"t": linkA})
	refused("the link of a used code", r, resp.Header, auth.MsgLinkDead)
	// B's link works once.
	if r, _ := newClient(s).gql(t, link, map[string]any{"t": linkB}); len(r.Errors) > 0 || !strings.Contains(string(r.Data), "b@example.com") {
		t.Fatalf("B's link: %s %+v", r.Data, r.Errors)
	}
	r, resp = newClient(s).gql(t, link, map[string]any{"t": linkB})
	refused("replayed link", r, resp.Header, auth.MsgLinkDead)

	// Expired: a fresh code and link for C, aged past their ten minutes.
	if _, err := store.ExecContext(context.Background(), `UPDATE sign_in_codes SET created_at = created_at - interval '2 minutes' WHERE email = 'a@example.com'`); err != nil {
		t.Fatal(err)
	}
	codeC, linkC := mailOf("c@example.com")
	if _, err := store.ExecContext(context.Background(), `UPDATE sign_in_codes SET expires_at = ? WHERE email = 'c@example.com'`, testclock.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	r, resp = newClient(s).gql(t, verifyMutation, map[string]any{"e": "c@example.com", "c": codeC})
	refused("expired code", r, resp.Header, auth.MsgCodeDead)
	r, resp = newClient(s).gql(t, link, map[string]any{"t": linkC})
	refused("expired link", r, resp.Header, auth.MsgLinkDead)

	var users int
	if err := store.QueryRowContext(context.Background(), `SELECT count(*) FROM users WHERE email = 'c@example.com'`).Scan(&users); err != nil || users != 0 {
		t.Fatalf("the expired tries created %d accounts (%v)", users, err)
	}
}

// Whether an address has an account changes no answer: requesting a code, a wrong code, a
// dead link, and the rate limit read the same byte for byte (the address itself aside).
func TestSignInAnswersDoNotRevealAccounts(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	signIn(t, s, smtp, "known@example.com")
	store := openURL(t, s.dbURL)
	// The known address's last code is long gone; both addresses start from the same state.
	if _, err := store.ExecContext(context.Background(), `DELETE FROM sign_in_codes`); err != nil {
		t.Fatal(err)
	}
	raw := func(query, email string) string {
		c := newClient(s)
		r, resp := c.gql(t, query, map[string]any{"e": email, "c": "123456"})
		out := fmt.Sprintf("%d %s %+v", resp.StatusCode, r.Data, r.Errors)
		return strings.ReplaceAll(out, email, "<email>")
	}
	for _, step := range []struct{ name, query string }{
		{"request", requestMutation},
		{"request again (rate limited)", requestMutation},
		{"wrong code", verifyMutation},
	} {
		known, unknown := raw(step.query, "known@example.com"), raw(step.query, "nobody@example.com")
		if known != unknown {
			t.Errorf("%s: the answers differ:\n known:   %s\n unknown: %s", step.name, known, unknown)
		}
	}
}

// Nor does the time an answer takes, nor the work behind it. 80 addresses with an account and
// 80 without (names of the same length) ask for a code and then try a wrong one, in pairs whose
// order alternates, so that drift on a busy machine hits both alike. Each address gets its
// e-mail; the requests run the same number of SQL statements; and neither kind of address is
// answered faster in clearly more pairs than chance allows (a sign test: at most 60 of 80 pairs
// one way, p < 0.0001 when nothing differs; sending no e-mail to unknown addresses, ~2 ms of
// ~8, is faster in nearly every pair).
func TestSignInTimingDoesNotRevealAccounts(t *testing.T) {
	url := testdb.URL(t)
	smtp := mailtest.Start(t)
	s, _, hook, store := startHookedServer(t, url, map[string]string{"SMTP_URL": smtp.URL()})
	const pairs = 80
	for i := 0; i < pairs; i++ {
		execSQL(t, store, `INSERT INTO users (email) VALUES (?)`, fmt.Sprintf("known%03d@example.com", i))
	}
	c := newClient(s)
	// A first request starts the rate-limit windows (and their clean-up) outside the pairs.
	if r, _ := c.gql(t, requestMutation, map[string]any{"e": "warm-up@example.com"}); len(r.Errors) > 0 {
		t.Fatalf("request: %+v", r.Errors)
	}
	type sample struct {
		d     time.Duration
		stmts int64
	}
	measure := func(query string) (known, unknown []sample) {
		for i := 0; i < pairs; i++ {
			order := []string{"known", "unkno"}
			if i%2 == 1 {
				order[0], order[1] = order[1], order[0]
			}
			for _, who := range order {
				before, start := hook.n.Load(), time.Now()
				r, _ := c.gql(t, query, map[string]any{"e": fmt.Sprintf("%s%03d@example.com", who, i), "c": "000000"})
				got := sample{time.Since(start), hook.n.Load() - before}
				if query == requestMutation && len(r.Errors) > 0 || query == verifyMutation && r.code(0) != "BAD_USER_INPUT" {
					t.Fatalf("%s%03d: %+v", who, i, r.Errors)
				}
				if who == "known" {
					known = append(known, got)
				} else {
					unknown = append(unknown, got)
				}
			}
		}
		return known, unknown
	}
	mode := func(xs []sample) int64 {
		n := map[int64]int{}
		best := int64(-1)
		for _, x := range xs {
			if n[x.stmts]++; best < 0 || n[x.stmts] > n[best] {
				best = x.stmts
			}
		}
		return best
	}
	for _, step := range []struct{ name, query string }{{"request a code", requestMutation}, {"a wrong code", verifyMutation}} {
		known, unknown := measure(step.query)
		if mk, mu := mode(known), mode(unknown); mk != mu {
			t.Errorf("%s: %d SQL statements for an address with an account, %d without", step.name, mk, mu)
		}
		faster := 0 // pairs in which the address with an account was answered faster
		var dk, du []time.Duration
		for i := range known {
			if known[i].d < unknown[i].d {
				faster++
			}
			dk, du = append(dk, known[i].d), append(du, unknown[i].d)
		}
		slices.Sort(dk)
		slices.Sort(du)
		t.Logf("%s: median %v with an account, %v without; faster with one in %d of %d pairs", step.name, dk[pairs/2], du[pairs/2], faster, pairs)
		if faster > 60 || faster < pairs-60 {
			t.Errorf("%s: the address with an account was answered faster in %d of %d pairs (median %v, without one %v): the time tells",
				step.name, faster, pairs, dk[pairs/2], du[pairs/2])
		}
	}
	time.Sleep(300 * time.Millisecond) // any e-mail still on its way
	for i := 0; i < pairs; i++ {
		for _, who := range []string{"known", "unkno"} {
			if addr := fmt.Sprintf("%s%03d@example.com", who, i); len(smtpMessagesTo(smtp, addr)) != 1 {
				t.Fatalf("%s got %d e-mails, want 1 (with an account or not)", addr, len(smtpMessagesTo(smtp, addr)))
			}
		}
	}
}
