package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/graph/relay"
	"festival/internal/auth"
	"festival/internal/mailtest"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// Faults. Neighbours: ops_test.go (a stopped PostgreSQL gives UNAVAILABLE, then recovery),
// pool_test.go (connections killed under read load, SIGTERM with requests stuck on the database).
// Here: a real PostgreSQL restart under voting with retries, SIGTERM with 500 subscribers and
// votes in flight, and the mail server down during sign-in.

// votersWithSessions makes n users with sessions directly in the database and returns their
// session tokens.
func votersWithSessions(t *testing.T, dbURL string, n int) []string {
	t.Helper()
	store := openURL(t, dbURL)
	tokens := make([]string, n)
	for i := range tokens {
		tokens[i] = auth.NewToken()
		if _, err := store.ExecContext(context.Background(), `WITH u AS (INSERT INTO users (email) VALUES (?) RETURNING id)
			INSERT INTO sessions (token_hash, user_id, last_seen_at, expires_at) SELECT ?, id, ?, ? FROM u`,
			fmt.Sprintf("voter%d@faults.test", i), auth.HashToken(tokens[i]), testclock.Now(), testclock.Now().Add(24*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	return tokens
}

// postAs posts one GraphQL request with a session cookie.
func postAs(hc *http.Client, base, token, query string, vars map[string]any) (gqlResponse, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", base+"/graphql", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.AddCookie(&http.Cookie{Name: auth.CookieName, Value: token})
	resp, err := hc.Do(req)
	if err != nil {
		return gqlResponse{}, err
	}
	defer resp.Body.Close()
	var out gqlResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return out, fmt.Errorf("status %d: %w", resp.StatusCode, err)
	}
	out.status = resp.StatusCode
	return out, nil
}

func setIDsOf(t *testing.T, s *testServer, slug string, n int) []string {
	t.Helper()
	r := s.gql(t, `query($f: String!, $n: Int) { festival(slug: $f) { edition(slug: "e") { sets(first: $n) { edges { node { id } } } } } }`,
		map[string]any{"f": slug, "n": n})
	var got struct {
		Festival struct {
			Edition struct {
				Sets struct {
					Edges []struct{ Node struct{ ID string } }
				}
			}
		}
	}
	mustJSON(t, r.Data, &got)
	var ids []string
	for _, e := range got.Festival.Edition.Sets.Edges {
		ids = append(ids, e.Node.ID)
	}
	if len(ids) != n {
		t.Fatalf("%d sets: %s %+v", len(ids), r.Data, r.Errors)
	}
	return ids
}

const voteWithID = `mutation($s: ID!, $v: VoteType, $c: String!) { setVote(input: {setId: $s, vote: $v, clientMutationId: $c}) { vote applied clientMutationId } }`

// PostgreSQL (a private cluster) is restarted while 20 clients vote at about 50 votes/s, each
// retrying a failed vote with the same clientMutationId like the SPA's outbox. Afterwards every
// acknowledged vote is what the database holds, the counters equal a recount, the same server
// process serves again, and a subscriber gets events again.
func TestPostgresRestartWhileVoting(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	tmp, err := os.MkdirTemp("", "festival-faults-")
	if err != nil {
		t.Fatal(err)
	}
	pc := privateCluster{Dir: filepath.Join(tmp, "pg"), Port: freePort(t), Out: io.Discard}
	t.Cleanup(func() { _ = pc.Stop(ctx); _ = os.RemoveAll(tmp) })
	if err := pc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	dbURL, err := ensureDatabase(ctx, pc.AdminURL(), "festival")
	if err != nil {
		t.Fatal(err)
	}
	s := startServer(t, map[string]string{"DATABASE_URL": dbURL, "DB_MAX_CONNS": "8", "REQUEST_TIMEOUT": "5s", "DB_ACQUIRE_TIMEOUT": "2s"})
	store := openURL(t, dbURL)
	editionWithSets(t, store.DB, "restart", 10)
	store.Close()
	sets := setIDsOf(t, s, "restart", 10)
	edition, _ := editionAndSet(t, s, "restart")
	const clients, perClient = 20, 15
	tokens := votersWithSessions(t, dbURL, clients)

	sub := dialWS(t, s.URL, "")
	subscribe(t, sub, "before", lightSubscription, map[string]any{"e": edition})

	acked := make([]map[string]string, clients) // per client: set -> last acknowledged vote
	var wg sync.WaitGroup
	var mu sync.Mutex
	retries := 0
	for c := 0; c < clients; c++ {
		acked[c] = map[string]string{}
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			hc := &http.Client{Timeout: 10 * time.Second}
			for i := 0; i < perClient; i++ {
				time.Sleep(400 * time.Millisecond) // 20 clients × 2.5/s = 50 votes/s
				set := sets[(c+i)%len(sets)]
				vote := []string{"MUST_GO", "INTERESTED", "WONT_GO"}[(c*7+i)%3]
				id := fmt.Sprintf("client%d-vote%d", c, i)
				for attempt := 0; ; attempt++ {
					r, err := postAs(hc, s.URL, tokens[c], voteWithID, map[string]any{"s": set, "v": vote, "c": id})
					if err == nil && len(r.Errors) == 0 {
						if !strings.Contains(string(r.Data), `"applied":true`) {
							t.Errorf("client %d vote %d not applied: %s", c, i, r.Data)
						}
						acked[c][set] = vote
						break
					}
					if err == nil && r.code(0) != "UNAVAILABLE" && r.code(0) != "INTERNAL" {
						t.Errorf("client %d vote %d: %+v", c, i, r.Errors)
						return
					}
					if attempt == 200 {
						t.Errorf("client %d vote %d never acknowledged: %v %+v", c, i, err, r.Errors)
						return
					}
					mu.Lock()
					retries++
					mu.Unlock()
					time.Sleep(100 * time.Millisecond)
				}
			}
		}(c)
	}
	time.Sleep(2 * time.Second)
	if err := pc.Stop(ctx); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	if err := pc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	t.Logf("%d retries during the restart", retries)
	if retries == 0 {
		t.Error("no vote failed during the restart: the restart did not happen under load")
	}

	store = openURL(t, dbURL)
	for c := 0; c < clients; c++ {
		for set, vote := range acked[c] {
			var stored int
			setID, _ := uuidOfGlobal(set)
			err := store.QueryRowContext(ctx, `SELECT v.vote_type FROM votes v JOIN users u ON u.id = v.user_id WHERE u.email = ? AND v.set_id = ?`,
				fmt.Sprintf("voter%d@faults.test", c), setID).Scan(&stored)
			want := map[string]int{"MUST_GO": 2, "INTERESTED": 1, "WONT_GO": -1}[vote]
			if err != nil || stored != want {
				t.Errorf("client %d set %s: stored %d (%v), acknowledged %s", c, set, stored, err, vote)
			}
		}
	}
	var wrong int
	if err := store.QueryRowContext(ctx, `SELECT count(*) FROM sets s LEFT JOIN set_tallies t ON t.set_id = s.id,
		LATERAL (SELECT count(*) FILTER (WHERE vote_type = 2) AS m, count(*) FILTER (WHERE vote_type = 1) AS i,
		                count(*) FILTER (WHERE vote_type = -1) AS w FROM votes v WHERE v.set_id = s.id) r
		WHERE (t.must_go, t.interested, t.wont_go) IS DISTINCT FROM (r.m::int, r.i::int, r.w::int)`).Scan(&wrong); err != nil || wrong != 0 {
		t.Errorf("%d sets whose counters differ from a recount (%v)", wrong, err)
	}

	// The subscription from before the restart was completed (it may have missed events);
	// a new one gets the next vote's event.
	_ = sub.SetReadDeadline(time.Now().Add(20 * time.Second))
	for {
		var m wsMsg
		if err := sub.ReadJSON(&m); err != nil {
			t.Fatalf("waiting for the old subscription to complete: %v", err)
		}
		if m.ID == "before" && m.Type == "complete" {
			break
		}
	}
	subscribe(t, sub, "after", lightSubscription, map[string]any{"e": edition})
	untilEvent(t, sub, "after", func(i int) {
		v := []any{nil, "MUST_GO"}[i%2]
		if r, err := postAs(http.DefaultClient, s.URL, tokens[0], voteWithID, map[string]any{"s": sets[0], "v": v, "c": fmt.Sprintf("after-restart-%d", i)}); err != nil || len(r.Errors) > 0 {
			t.Fatalf("vote after the restart: %v %+v", err, r.Errors)
		}
	})
}

func uuidOfGlobal(global string) (uuid.UUID, error) {
	_, id, ok := relay.ParseID(global)
	if !ok {
		return uuid.Nil, errors.New("bad id")
	}
	return id, nil
}

// SIGTERM on the real process with 500 subscribed sockets and votes in flight: every socket
// gets a close frame (1001) and the process exits 0 within 10 s.
func TestSIGTERMWith500SubscribersAndVotesInFlight(t *testing.T) {
	dbURL := testdb.URL(t)
	store := openURL(t, dbURL)
	editionWithSets(t, store.DB, "term500", 5)
	tokens := votersWithSessions(t, dbURL, 4)
	port := freePort(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "FESTIVAL_MAIN=1", "DATABASE_URL="+dbURL, fmt.Sprintf("PORT=%d", port), "SHUTDOWN_TIMEOUT=3s")
	var logs syncBuffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill() //nolint:errcheck // the server may have exited already
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(20 * time.Second)
	for statusOrZero(base+"/healthz") != 200 {
		if time.Now().After(deadline) {
			t.Fatalf("server did not start:\n%s", logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	ts := &testServer{URL: base}
	edition, _ := editionAndSet(t, ts, "term500")
	sets := setIDsOf(t, ts, "term500", 5)
	conns := make([]*websocket.Conn, 500)
	for i := range conns {
		conns[i] = dialWS(t, base, "")
		subscribe(t, conns[i], "1", lightSubscription, map[string]any{"e": edition})
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for v := range tokens {
		wg.Add(1)
		go func(v int) {
			defer wg.Done()
			hc := &http.Client{Timeout: 10 * time.Second}
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				_, _ = postAs(hc, base, tokens[v], voteWithID, map[string]any{"s": sets[i%len(sets)], "v": []string{"MUST_GO", "WONT_GO"}[i%2], "c": fmt.Sprintf("t%d-%d", v, i)})
				time.Sleep(10 * time.Millisecond)
			}
		}(v)
	}
	defer func() { close(stop); wg.Wait() }()
	time.Sleep(time.Second) // votes and events flowing

	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	var closed sync.WaitGroup
	var mu sync.Mutex
	missing := 0
	for _, c := range conns {
		closed.Add(1)
		go func(c *websocket.Conn) {
			defer closed.Done()
			_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
			var err error
			for err == nil {
				_, _, err = c.ReadMessage()
			}
			var ce *websocket.CloseError
			if !errors.As(err, &ce) || ce.Code != websocket.CloseGoingAway {
				mu.Lock()
				missing++
				mu.Unlock()
			}
		}(c)
	}
	closed.Wait()
	if missing > 0 {
		t.Errorf("%d of 500 sockets got no close frame 1001", missing)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit: %v\n%s", err, logs.String())
		}
	case <-time.After(10*time.Second - time.Since(start)):
		t.Fatalf("did not exit within 10 s of SIGTERM\n%s", logs.String())
	}
}

// smtpGate is a TCP port in front of a mail server that can be down (refusing connections) or up.
type smtpGate struct {
	addr, target string
	mu           sync.Mutex
	ln           net.Listener
}

func (g *smtpGate) up(t *testing.T) {
	ln, err := net.Listen("tcp", g.addr)
	if err != nil {
		t.Fatal(err)
	}
	g.mu.Lock()
	g.ln = ln
	g.mu.Unlock()
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				u, err := net.Dial("tcp", g.target)
				if err != nil {
					return
				}
				defer u.Close()
				go func() { _, _ = io.Copy(u, c) }()
				_, _ = io.Copy(c, u)
			}()
		}
	}()
}

// The mail server is down during sign-in: a clear error, no code or account left behind (so no
// "wait a minute" either), and once it is back the same request works at once.
func TestSignInWhileMailServerIsDown(t *testing.T) {
	smtp := mailtest.Start(t)
	gate := &smtpGate{addr: fmt.Sprintf("127.0.0.1:%d", freePort(t)), target: smtp.Addr}
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "SMTP_URL": "smtp://" + gate.addr})
	store := openURL(t, s.dbURL)
	c := newClient(s)
	const email = "mailless@example.com"
	r, _ := c.gql(t, requestMutation, map[string]any{"e": email})
	if len(r.Errors) != 1 || r.Errors[0].Message != auth.MsgMailFailed || r.code(0) != "INTERNAL" {
		t.Fatalf("mail down: %+v", r.Errors)
	}
	var codes, users int
	if err := store.QueryRowContext(context.Background(), `SELECT (SELECT count(*) FROM sign_in_codes), (SELECT count(*) FROM users)`).Scan(&codes, &users); err != nil {
		t.Fatal(err)
	}
	if codes != 0 || users != 0 {
		t.Fatalf("mail down left %d codes and %d users", codes, users)
	}
	if strings.Contains(s.Logs.String(), "code is") {
		t.Fatal("the code was logged")
	}
	gate.up(t)
	signIn(t, s, smtp, email) // requests again at once, gets the e-mail, signs in
}
