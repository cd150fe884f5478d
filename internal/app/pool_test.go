package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/jackc/pgx/v5"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// postGQL is gql for goroutines: it reports failures instead of failing the test.
func postGQL(hc *http.Client, base, query string, vars map[string]any) (gqlResponse, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return gqlResponse{}, err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		return out, fmt.Errorf("decode %q: %w", raw, err)
	}
	out.status = resp.StatusCode
	return out, nil
}

// okOrUnavailable is nil for a clean answer or one whose errors are all the retryable
// UNAVAILABLE (never a hang, never INTERNAL, never database text).
func okOrUnavailable(r gqlResponse) error {
	for i, e := range r.Errors {
		if r.code(i) != "UNAVAILABLE" || !strings.Contains(e.Message, "Please try again") {
			return fmt.Errorf("error %q (%v)", e.Message, e.Extensions)
		}
	}
	return nil
}

// aliasQuery asks for the same festival under n aliases: gqlgen resolves them concurrently,
// so one request can want n connections at once.
func aliasQuery(n int) string {
	var b strings.Builder
	b.WriteString("query($f: String!) {")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, ` a%d: festival(slug: $f) { name edition(slug: "e") { name stages { name } } }`, i)
	}
	b.WriteString(" }")
	return b.String()
}

// adminConn connects to the test cluster as the admin (outside every server's pool).
func adminConn(t *testing.T) *pgx.Conn {
	t.Helper()
	c, err := pgx.Connect(context.Background(), testdb.AdminURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	return c
}

func dbName(t *testing.T, dbURL string) string {
	t.Helper()
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimPrefix(u.Path, "/")
}

// terminateBackends is a PostgreSQL restart as the server sees it: every connection to the
// database is killed.
func terminateBackends(t *testing.T, admin *pgx.Conn, name string) int {
	t.Helper()
	var n int
	err := admin.QueryRow(context.Background(), `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = $1 AND pid <> pg_backend_pid()`, name).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// lockFestivals makes every query on festivals wait (as a pool full of slow queries would)
// until the returned release is called.
func lockFestivals(t *testing.T, dbURL string) (release func()) {
	t.Helper()
	ctx := context.Background()
	c, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := c.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "LOCK TABLE festivals IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	release = func() {
		once.Do(func() {
			_ = tx.Rollback(ctx)
			_ = c.Close(ctx)
		})
	}
	t.Cleanup(release)
	return release
}

// readyWithin1s asserts the issue's own figure: /readyz answers 200 within one second.
func readyWithin1s(t *testing.T, base string) {
	t.Helper()
	hc := &http.Client{Timeout: 5 * time.Second}
	start := time.Now()
	resp, err := hc.Get(base + "/readyz")
	d := time.Since(start)
	if err != nil {
		t.Fatalf("/readyz: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || d > time.Second {
		t.Fatalf("/readyz = %d %q after %s, want 200 within 1 s", resp.StatusCode, body, d)
	}
}

// A small pool under 200 concurrent heavy requests (pages of 100 sets with tallies, requests
// with 20 aliases, the root-field cap): every request gets an answer (data or the retryable UNAVAILABLE), /readyz
// stays ready within 1 s, and a request that cannot get a connection in time fails with
// UNAVAILABLE instead of hanging.
func TestSmallPoolUnderLoadNeverStarvesOrHangs(t *testing.T) {
	dbURL := testdb.URL(t)
	editionWithSets(t, openURL(t, dbURL).DB, "load", 120)
	s := startServer(t, map[string]string{"DATABASE_URL": dbURL, "DB_MAX_CONNS": "4", "REQUEST_TIMEOUT": "2s"})

	hc := &http.Client{Timeout: 30 * time.Second}
	alias := aliasQuery(20)
	var wg sync.WaitGroup
	var unavailable, ok atomic.Int32
	errs := make(chan error, 200)
	for i := 0; i < 200; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			q := setsQuery
			if i%4 == 0 {
				q = alias
			}
			r, err := postGQL(hc, s.URL, q, map[string]any{"f": "load"})
			if err == nil {
				err = okOrUnavailable(r)
			}
			if err != nil {
				errs <- err
				return
			}
			if len(r.Errors) > 0 {
				unavailable.Add(1)
			} else {
				ok.Add(1)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("under load: %v", err)
	}
	t.Logf("200 heavy requests: %d answered, %d UNAVAILABLE", ok.Load(), unavailable.Load())
	readyWithin1s(t, s.URL)

	// Every connection busy on a slow statement: more requests than connections arrive.
	release := lockFestivals(t, dbURL)
	results := make(chan error, 8)
	for i := 0; i < 8; i++ {
		go func() {
			r, err := postGQL(&http.Client{Timeout: 15 * time.Second}, s.URL, `{ festivals { edges { node { name } } } }`, nil)
			if err == nil && (len(r.Errors) == 0 || okOrUnavailable(r) != nil) {
				err = fmt.Errorf("got %s %+v, want UNAVAILABLE", r.Data, r.Errors)
			}
			results <- err
		}()
	}
	readyWithin1s(t, s.URL) // the probe does not wait behind a full pool
	for i := 0; i < 8; i++ {
		if err := <-results; err != nil {
			t.Fatalf("pool exhausted: %v", err)
		}
	}
	// A query over a WebSocket (no HTTP deadline there) has the same execution deadline.
	ws := dialWS(t, s.URL, "")
	p, _ := json.Marshal(map[string]any{"query": `{ festivals { edges { node { name } } } }`})
	if err := ws.WriteJSON(wsMsg{ID: "q", Type: "subscribe", Payload: p}); err != nil {
		t.Fatal(err)
	}
	if m := readWS(t, ws); m.Type != "next" || !strings.Contains(string(m.Payload), `"code":"UNAVAILABLE"`) {
		t.Fatalf("query over a socket: %+v %s", m, m.Payload)
	}
	release()
	if r := s.gql(t, `{ festivals { edges { node { name } } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("after the slow statements: %+v", r.Errors)
	}
}

// PostgreSQL "restarts" under load (every server connection killed): the live listener
// reconnects, completes the subscriptions that may have missed events, and a vote made after
// the restart reaches a new subscriber.
func TestListenerReconnectsAfterRestartUnderLoad(t *testing.T) {
	dbURL := testdb.URL(t)
	seedStore := openURL(t, dbURL)
	editionWithSets(t, seedStore.DB, "restart", 100)
	seedStore.Close()
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": dbURL, "SMTP_URL": smtp.URL(), "DB_MAX_CONNS": "4", "REQUEST_TIMEOUT": "5s"})
	voter := signIn(t, s, smtp, "voter@example.com")

	r := s.gql(t, `{ festival(slug: "restart") { edition(slug: "e") { id set(slug: "set-2") { id } } } }`, nil)
	var got struct {
		Festival struct {
			Edition struct {
				ID  string
				Set struct{ ID string }
			}
		}
	}
	mustJSON(t, r.Data, &got)
	edition, set := got.Festival.Edition.ID, got.Festival.Edition.Set.ID
	subscribe := func(c *websocket.Conn, id string) {
		t.Helper()
		p, _ := json.Marshal(map[string]any{
			"query":     `subscription($e: ID!) { setUpdated(editionId: $e) { id tally { mustGo } } }`,
			"variables": map[string]any{"e": edition},
		})
		if err := c.WriteJSON(wsMsg{ID: id, Type: "subscribe", Payload: p}); err != nil {
			t.Fatal(err)
		}
	}
	conn := dialWS(t, s.URL, "")
	subscribe(conn, "before")
	s.waitSubscriptions(t, 1) // registered before the restart

	// Load: 16 clients asking for pages of 100 sets, before, during and after the restart.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hc := &http.Client{Timeout: 30 * time.Second}
			for {
				select {
				case <-stop:
					return
				default:
				}
				_, _ = postGQL(hc, s.URL, setsQuery, map[string]any{"f": "restart"})
			}
		}()
	}
	stopLoad := func() {
		select {
		case <-stop:
		default:
			close(stop)
		}
		wg.Wait()
	}
	t.Cleanup(stopLoad)
	time.Sleep(500 * time.Millisecond)
	admin := adminConn(t)
	if n := terminateBackends(t, admin, dbName(t, dbURL)); n == 0 {
		t.Fatal("no server connections to terminate")
	}
	time.Sleep(500 * time.Millisecond)
	stopLoad()

	// The old subscription may have missed events: it is completed once the listener is back.
	_ = conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	for {
		var m wsMsg
		if err := conn.ReadJSON(&m); err != nil {
			t.Fatalf("waiting for the listener to reconnect (subscription complete): %v\n%s", err, s.Logs)
		}
		if m.ID == "before" && m.Type == "complete" {
			break
		}
	}

	subscribe(conn, "after")
	time.Sleep(300 * time.Millisecond)
	vote := `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`
	var vr gqlResponse
	for i := 0; i < 20; i++ { // the first requests after a restart may meet a dead connection
		vr, _ = voter.gql(t, vote, map[string]any{"s": set})
		if len(vr.Errors) == 0 || vr.code(0) != "UNAVAILABLE" {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if string(vr.Data) != `{"setVote":{"applied":true}}` {
		t.Fatalf("vote after restart: %s %+v", vr.Data, vr.Errors)
	}
	_ = conn.SetReadDeadline(time.Now().Add(15 * time.Second))
	for {
		var m wsMsg
		if err := conn.ReadJSON(&m); err != nil {
			t.Fatalf("waiting for the vote's event: %v\n%s", err, s.Logs)
		}
		if m.ID == "after" && m.Type == "next" {
			if !strings.Contains(string(m.Payload), set) {
				t.Fatalf("event %s, want set %s", m.Payload, set)
			}
			return
		}
	}
}

// SIGTERM on the real process while requests are stuck on the database and others keep
// coming: open sockets get 1001 and the process exits 0.
func TestSIGTERMUnderLoadExitsZero(t *testing.T) {
	dbURL := testdb.URL(t)
	seedStore := openURL(t, dbURL)
	editionWithSets(t, seedStore.DB, "term", 50)
	seedStore.Close()
	port := freePort(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "FESTIVAL_MAIN=1", "DATABASE_URL="+dbURL, fmt.Sprintf("PORT=%d", port),
		"DB_MAX_CONNS=4", "SHUTDOWN_TIMEOUT=2s", "REQUEST_TIMEOUT=30s")
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

	release := lockFestivals(t, dbURL) // these requests would never finish by themselves
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < 12; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			hc := &http.Client{Timeout: 30 * time.Second}
			q := setsQuery
			if i%2 == 0 {
				q = `{ festivals { edges { node { name } } } }`
			}
			for {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := postGQL(hc, base, q, map[string]any{"f": "term"}); err != nil {
					time.Sleep(20 * time.Millisecond) // refused once the listener is closed
				}
			}
		}(i)
	}
	defer func() { close(stop); release(); wg.Wait() }()
	time.Sleep(500 * time.Millisecond)

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
	case <-time.After(20 * time.Second):
		t.Fatalf("did not exit\n%s", logs.String())
	}
}

// With the database refusing connections, a signed-in viewer query answers the retryable
// UNAVAILABLE, not "viewer: null" (signed out), and the session cookie survives: once the
// database is back, the same client is signed in again.
func TestDatabaseOutageIsUnavailableNotSignedOut(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	c := signIn(t, s, smtp, "fan@example.com")
	const q = `{ viewer { email } }`
	if r, _ := c.gql(t, q, nil); string(r.Data) != `{"viewer":{"email":"fan@example.com"}}` {
		t.Fatalf("before: %s %+v", r.Data, r.Errors)
	}
	dsn := s.dbURL
	name := dbName(t, dsn)
	admin := adminConn(t)
	ctx := context.Background()
	if _, err := admin.Exec(ctx, fmt.Sprintf("ALTER DATABASE %s ALLOW_CONNECTIONS false", name)); err != nil {
		t.Fatal(err)
	}
	restore := func() {
		_, _ = admin.Exec(ctx, fmt.Sprintf("ALTER DATABASE %s ALLOW_CONNECTIONS true", name))
	}
	t.Cleanup(restore)
	terminateBackends(t, admin, name)

	for i := 0; i < 3; i++ {
		r, resp := c.gql(t, q, nil)
		if len(r.Errors) != 1 || r.code(0) != "UNAVAILABLE" || r.Errors[0].Message != "The service is busy or temporarily unavailable. Please try again." {
			t.Fatalf("during outage: %s %+v", r.Data, r.Errors)
		}
		if sc := resp.Header.Get("Set-Cookie"); sc != "" {
			t.Fatalf("the cookie was touched during the outage: %q", sc)
		}
	}
	// A WebSocket upgrade with the cookie is refused with 503 (the client retries), rather
	// than opening an anonymous socket.
	h := http.Header{"Cookie": {c.cookieHeader()}}
	d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 10 * time.Second}
	if ws, resp, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", h); err == nil {
		ws.Close()
		t.Fatal("socket opened during the outage")
	} else if resp == nil || resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("upgrade during outage: %v", err)
	}

	restore()
	deadline := time.Now().Add(15 * time.Second)
	for {
		r, _ := c.gql(t, q, nil)
		if string(r.Data) == `{"viewer":{"email":"fan@example.com"}}` {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the outage: %s %+v", r.Data, r.Errors)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestServerTimeoutsAndDefaults(t *testing.T) {
	hs := newHTTPServer(http.NotFoundHandler(), nil)
	if hs.ReadHeaderTimeout <= 0 || hs.ReadTimeout <= 0 || hs.IdleTimeout <= 0 {
		t.Fatalf("timeouts: header %s, read %s, idle %s", hs.ReadHeaderTimeout, hs.ReadTimeout, hs.IdleTimeout)
	}
	cfg, err := LoadConfig(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.RequestTimeout != 10*time.Second || cfg.MetricsAddr != "" || cfg.DBAcquireTimeout <= 0 || cfg.ShutdownTimeout <= 0 {
		t.Fatalf("defaults: %+v", cfg)
	}
	if _, err := LoadConfig(func(k string) string { return map[string]string{"REQUEST_TIMEOUT": "soon"}[k] }); err == nil {
		t.Fatal("REQUEST_TIMEOUT=soon accepted")
	}
}

// A role granted or revoked directly in the database counts from the very next request.
func TestRoleChangesInTheDatabaseCountAtOnce(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	c := signIn(t, s, smtp, "crew@example.com")
	store := openURL(t, s.dbURL)
	const q = `{ viewer { isAdmin role } }`
	check := func(want string) {
		t.Helper()
		r, _ := c.gql(t, q, nil)
		if string(r.Data) != want {
			t.Fatalf("viewer = %s %+v, want %s", r.Data, r.Errors, want)
		}
	}
	check(`{"viewer":{"isAdmin":false,"role":null}}`)
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, `INSERT INTO admin_roles (user_id, role)
		SELECT id, 'admin' FROM users WHERE email = 'crew@example.com'`); err != nil {
		t.Fatal(err)
	}
	check(`{"viewer":{"isAdmin":true,"role":"ADMIN"}}`)
	if _, err := store.ExecContext(ctx, `DELETE FROM admin_roles`); err != nil {
		t.Fatal(err)
	}
	check(`{"viewer":{"isAdmin":false,"role":null}}`)
}
