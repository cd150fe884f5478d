package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// Scale-out behind a real load balancer: three server processes on one database, Debian's
// HAProxy in front (round robin for HTTP and WebSockets, health checks on /healthz), and every
// client talking to the balancer only. sets_test.go checks one vote crossing two in-process
// servers; this is the deployment the README describes, including losing an instance.

const haproxyBin = "/usr/sbin/haproxy"

// ensureHAProxy installs Debian's haproxy when missing and running as root, like the browser
// journeys' chromium; anyone else is told the command.
func ensureHAProxy(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(haproxyBin); err == nil {
		return
	}
	if os.Geteuid() != 0 {
		t.Fatal("the scale-out test needs Debian's haproxy. Install it with:\n  sudo apt-get update && sudo apt-get install -y haproxy")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(ctx, "apt-get", "install", "-y", "-qq", "haproxy").CombinedOutput(); err != nil {
		if out2, err2 := exec.CommandContext(ctx, "sh", "-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy").CombinedOutput(); err2 != nil {
			t.Fatalf("apt-get install haproxy: %v\n%s\n%s", err2, out, out2)
		}
	}
}

// instance is one server process.
type instance struct {
	name string
	cmd  *exec.Cmd
	logs *syncBuffer
	url  string
}

func startInstance(t *testing.T, name string, env ...string) *instance {
	t.Helper()
	port := freePort(t)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), "FESTIVAL_MAIN=1", fmt.Sprintf("PORT=%d", port)), env...)
	in := &instance{name: name, cmd: cmd, logs: &syncBuffer{}, url: fmt.Sprintf("http://127.0.0.1:%d", port)}
	cmd.Stdout, cmd.Stderr = in.logs, in.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	deadline := time.Now().Add(30 * time.Second)
	for statusOrZero(in.url+"/readyz") != 200 {
		if time.Now().After(deadline) {
			t.Fatalf("%s did not start:\n%s", name, in.logs)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return in
}

// startBalancer runs HAProxy in the foreground in front of the instances. It connects to them
// from 127.0.0.2, the only trusted proxy, so clients on 127.0.0.1 stay untrusted clients.
func startBalancer(t *testing.T, backends []*instance) string {
	t.Helper()
	port := freePort(t)
	var servers strings.Builder
	for _, b := range backends {
		fmt.Fprintf(&servers, "  server %s %s check\n", b.name, strings.TrimPrefix(b.url, "http://"))
	}
	cfg := fmt.Sprintf(`global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option redispatch
  retries 3
frontend web
  bind 127.0.0.1:%d
  default_backend festival
backend festival
  balance roundrobin
  option forwardfor
  option httpchk GET /healthz
  http-response set-header X-Served-By %%s
  default-server inter 200ms fall 2 rise 2 source 127.0.0.2
%s`, port, servers.String())
	dir := t.TempDir()
	path := filepath.Join(dir, "haproxy.cfg")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	logs := &syncBuffer{}
	cmd := exec.Command(haproxyBin, "-f", path, "-db")
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	deadline := time.Now().Add(10 * time.Second)
	for statusOrZero(url+"/healthz") != 200 {
		if time.Now().After(deadline) {
			t.Fatalf("haproxy did not start:\n%s", logs)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return url
}

// liveClient is a subscriber that keeps its view of the edition's tallies current the way the
// SPA does: events update it; after a lost connection it reconnects through the balancer,
// resubscribes and refetches.
type liveClient struct {
	mu         sync.Mutex
	tallies    map[string]string // set id -> tally JSON
	servedBy   map[string]bool   // instances it was connected to
	reconnects int
}

const tallyQuery = `query($f: String!) { festival(slug: $f) { edition(slug: "e") { sets(first: 100) { edges { node { id tally { mustGo interested wontGo } } } } } } }`

// freshReads asks for answers computed afresh (Cache-Control: no-cache), as the SPA does after
// a reconnect: the instances' anonymous response cache would otherwise answer a refetch with
// tallies up to two RESPONSE_CACHE_TTLs old, and events of that gap would stay missed.
type freshReads struct{}

func (freshReads) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Cache-Control", "no-cache")
	return http.DefaultTransport.RoundTrip(r)
}

// currentTallies reads every set's tally through url.
func currentTallies(url, slug string) (map[string]string, error) {
	r, err := postGQL(&http.Client{Timeout: 10 * time.Second, Transport: freshReads{}}, url, tallyQuery, map[string]any{"f": slug})
	if err != nil || len(r.Errors) > 0 {
		return nil, fmt.Errorf("refetch: %v %+v", err, r.Errors)
	}
	var got struct {
		Festival struct {
			Edition struct {
				Sets struct {
					Edges []struct {
						Node struct {
							ID    string
							Tally json.RawMessage
						}
					}
				}
			}
		}
	}
	if err := json.Unmarshal(r.Data, &got); err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, e := range got.Festival.Edition.Sets.Edges {
		out[e.Node.ID] = string(e.Node.Tally)
	}
	return out, nil
}

// run keeps the client connected until ctx ends.
func (c *liveClient) run(ctx context.Context, t *testing.T, balancer, slug, edition string, ready chan<- string) {
	wsURL := strings.Replace(balancer, "http", "ws", 1) + "/graphql"
	sub, _ := json.Marshal(map[string]any{"variables": map[string]any{"e": edition},
		"query": `subscription($e: ID!) { setUpdated(editionId: $e) { id tally { mustGo interested wontGo } } }`})
	first := true
	for ctx.Err() == nil {
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 5 * time.Second}
		conn, resp, err := d.DialContext(ctx, wsURL, nil)
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		server := resp.Header.Get("X-Served-By")
		stop := context.AfterFunc(ctx, func() { conn.Close() })
		_ = conn.WriteJSON(wsMsg{Type: "connection_init"})
		_ = conn.WriteJSON(wsMsg{ID: "s", Type: "subscribe", Payload: sub})
		var ack wsMsg
		_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		if conn.ReadJSON(&ack) != nil || ack.Type != "connection_ack" {
			stop()
			conn.Close()
			continue
		}
		time.Sleep(200 * time.Millisecond) // subscribed (events from here on), then refetch
		fresh, err := currentTallies(balancer, slug)
		if err != nil {
			stop()
			conn.Close()
			continue
		}
		c.mu.Lock()
		for k, v := range fresh {
			c.tallies[k] = v
		}
		c.servedBy[server] = true
		if !first {
			c.reconnects++
		}
		c.mu.Unlock()
		if first {
			ready <- server
			first = false
		}
		_ = conn.SetReadDeadline(time.Time{})
		for {
			var m wsMsg
			if err := conn.ReadJSON(&m); err != nil {
				break
			}
			if m.Type == "complete" { // dropped by the server (buffer full, listener reconnect)
				break
			}
			if m.Type != "next" {
				continue
			}
			var ev struct {
				Data struct {
					SetUpdated struct {
						ID    string
						Tally json.RawMessage
					}
				}
			}
			if json.Unmarshal(m.Payload, &ev) == nil && ev.Data.SetUpdated.ID != "" {
				c.mu.Lock()
				c.tallies[ev.Data.SetUpdated.ID] = string(ev.Data.SetUpdated.Tally)
				c.mu.Unlock()
			}
		}
		stop()
		conn.Close()
	}
}

func TestThreeInstancesBehindHAProxy(t *testing.T) {
	t.Parallel()
	ensureHAProxy(t)
	dbURL := testdb.URL(t)
	store := openURL(t, dbURL)
	editionWithSets(t, store.DB, "scale", 6)
	smtp := mailtest.Start(t)
	env := []string{"DATABASE_URL=" + dbURL, "SMTP_URL=" + smtp.URL(), "TRUSTED_PROXIES=127.0.0.2", "DB_MAX_CONNS=5",
		"SOCKET_CHECK_INTERVAL=200ms", "SHUTDOWN_TIMEOUT=2s"}
	instances := []*instance{startInstance(t, "s1", env...), startInstance(t, "s2", env...), startInstance(t, "s3", env...)}
	lb := startBalancer(t, instances)
	api := &testServer{URL: lb}

	// Sign-in, sessions and rate limits are the same whichever instance answers: the code is
	// requested through one instance and verified through the next, the session works on all,
	// the once-a-minute rule holds across them, and sign-out ends the session everywhere.
	fan := signIn(t, api, smtp, "fan@example.com")
	served := map[string]bool{}
	for i := 0; i < 6; i++ {
		r, resp := fan.gql(t, `{ viewer { email } }`, nil)
		if string(r.Data) != `{"viewer":{"email":"fan@example.com"}}` {
			t.Fatalf("viewer through %s: %s %+v", resp.Header.Get("X-Served-By"), r.Data, r.Errors)
		}
		served[resp.Header.Get("X-Served-By")] = true
	}
	if len(served) != 3 {
		t.Fatalf("requests reached %v, want all three instances", served)
	}
	for i := 0; i < 3; i++ {
		r, _ := newClient(api).gql(t, requestMutation, map[string]any{"e": "fan@example.com"})
		if r.code(0) != "RATE_LIMITED" {
			t.Fatalf("a second code within a minute, request %d: %+v", i, r.Errors)
		}
	}
	// The per-IP limits count the client, not the balancer (TRUSTED_PROXIES), in one counter
	// shared by the instances: the four code requests and the one verification above, whichever
	// instance answered each.
	var perIP []string
	if err := store.NewRaw(`SELECT key || '=' || sum(count) FROM rate_limits WHERE key LIKE 'signin-%:ip:%' GROUP BY key ORDER BY key`).
		Scan(context.Background(), &perIP); err != nil {
		t.Fatal(err)
	}
	if want := []string{"signin-request:ip:127.0.0.1=4", "signin-verify:ip:127.0.0.1=1"}; strings.Join(perIP, " ") != strings.Join(want, " ") {
		t.Fatalf("per-IP counters %v, want %v", perIP, want)
	}
	// Subscribers through the balancer land on every instance.
	edition, _ := editionAndSet(t, api, "scale")
	sets := setIDsOf(t, api, "scale", 6)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const subscribers = 9
	clients := make([]*liveClient, subscribers)
	ready := make(chan string, subscribers)
	var wg sync.WaitGroup
	for i := range clients {
		clients[i] = &liveClient{tallies: map[string]string{}, servedBy: map[string]bool{}}
		wg.Add(1)
		go func(c *liveClient) { defer wg.Done(); c.run(ctx, t, lb, "scale", edition, ready) }(clients[i])
	}
	onInstance := map[string]int{}
	for range clients {
		select {
		case s := <-ready:
			onInstance[s]++
		case <-time.After(20 * time.Second):
			t.Fatal("subscribers did not connect")
		}
	}
	if len(onInstance) != 3 {
		t.Fatalf("subscribers per instance %v, want all three", onInstance)
	}

	// Voters vote through the balancer, retrying with the same clientMutationId; one instance
	// is killed with SIGKILL in the middle.
	tokens := votersWithSessions(t, dbURL, 6)
	acked := make([]map[string]string, len(tokens))
	var votes sync.WaitGroup
	for v := range tokens {
		acked[v] = map[string]string{}
		votes.Add(1)
		go func(v int) {
			defer votes.Done()
			hc := &http.Client{Timeout: 10 * time.Second}
			for i := 0; i < 30; i++ {
				time.Sleep(100 * time.Millisecond)
				set, vote := sets[(v+i)%len(sets)], []string{"MUST_GO", "INTERESTED", "WONT_GO"}[(v+i/3)%3]
				for attempt := 0; ; attempt++ {
					r, err := postAs(hc, lb, tokens[v], voteWithID, map[string]any{"s": set, "v": vote, "c": fmt.Sprintf("v%d-%d", v, i)})
					if err == nil && len(r.Errors) == 0 {
						acked[v][set] = vote
						break
					}
					if attempt == 100 {
						t.Errorf("voter %d vote %d never acknowledged: %v %+v", v, i, err, r.Errors)
						return
					}
					time.Sleep(100 * time.Millisecond)
				}
			}
		}(v)
	}
	time.Sleep(1500 * time.Millisecond)
	victim := instances[1]
	if err := victim.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	votes.Wait()

	// Every acknowledged vote is stored.
	for v := range tokens {
		for set, vote := range acked[v] {
			id, _ := uuidOfGlobal(set)
			var stored int
			err := store.QueryRowContext(context.Background(), `SELECT v.vote_type FROM votes v JOIN users u ON u.id = v.user_id WHERE u.email = ? AND v.set_id = ?`,
				fmt.Sprintf("voter%d@faults.test", v), id).Scan(&stored)
			if want := map[string]int{"MUST_GO": 2, "INTERESTED": 1, "WONT_GO": -1}[vote]; err != nil || stored != want {
				t.Errorf("voter %d set %s: stored %d (%v), acknowledged %s", v, set, stored, err, vote)
			}
		}
	}
	// Every subscriber, including those of the killed instance (reconnected through the
	// balancer), ends up showing the final tallies.
	want, err := currentTallies(lb, "scale")
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		var behind []string
		for i, c := range clients {
			c.mu.Lock()
			for set, tally := range want {
				if c.tallies[set] != tally {
					behind = append(behind, fmt.Sprintf("client %d (on %v) set %s: %s, want %s", i, c.servedBy, set, c.tallies[set], tally))
					break
				}
			}
			c.mu.Unlock()
		}
		if len(behind) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("subscribers behind the final tallies:\n%s", strings.Join(behind, "\n"))
		}
		time.Sleep(200 * time.Millisecond)
	}
	reconnected := 0
	for _, c := range clients {
		c.mu.Lock()
		if c.reconnects > 0 {
			reconnected++
		}
		c.mu.Unlock()
	}
	if reconnected < onInstance[victim.name] {
		t.Errorf("%d subscribers reconnected, want at least the %d of the killed instance", reconnected, onInstance[victim.name])
	}
	// The session still works on the surviving instances; signing out ends it on all.
	cookie := fan.cookieHeader()
	if r, _ := fan.gql(t, `mutation { signOut { ok } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("sign out: %+v", r.Errors)
	}
	for i := 0; i < 4; i++ {
		req, _ := http.NewRequest("POST", lb+"/graphql", strings.NewReader(`{"query":"{ viewer { email } }"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Cookie", cookie)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var r gqlResponse
		_ = json.NewDecoder(resp.Body).Decode(&r)
		resp.Body.Close()
		if string(r.Data) != `{"viewer":null}` {
			t.Fatalf("the signed-out cookie through %s: %s %+v", resp.Header.Get("X-Served-By"), r.Data, r.Errors)
		}
	}
	cancel()
	wg.Wait()
}
