package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"festival/internal/testclock"
)

// TestMain lets a test re-run this binary as the real server (FESTIVAL_MAIN=1), so process-level
// behaviour such as SIGTERM is tested on a real process.
func TestMain(m *testing.M) {
	if os.Getenv("FESTIVAL_MAIN") == "1" {
		if err := Run(context.Background(), []string{"festival", "serve"}, os.Getenv, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, "error:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// syncBuffer collects logs written from several goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

type testServer struct {
	URL  string
	Logs *syncBuffer
	// dbURL is the server's DATABASE_URL.
	dbURL string
	// metricsAddr is the server's METRICS_ADDR (/metrics): a free port unless the test names one.
	metricsAddr string
	stop        func() error
}

// waitSubscriptions waits until the server's hub holds at least n subscriptions to set changes
// (the graphql_subscriptions gauge): a change committed after it reaches them. A subscribe
// message has no answer in graphql-transport-ws, so a test reads this before the change.
func (s *testServer) waitSubscriptions(t testing.TB, n int) {
	t.Helper()
	held := -1
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		r, err := http.Get("http://" + s.metricsAddr + "/metrics")
		if err != nil {
			t.Fatalf("metrics: %v", err)
		}
		body, _ := io.ReadAll(r.Body)
		r.Body.Close()
		if m := regexp.MustCompile(`(?m)^graphql_subscriptions (\d+)$`).FindSubmatch(body); m != nil {
			held, _ = strconv.Atoi(string(m[1]))
		}
		if held >= n {
			return
		}
	}
	t.Fatalf("the server holds %d subscriptions after 60 s, want %d", held, n)
}

// startServer runs the real server through Run on a free port and waits for /healthz.
func startServer(t testing.TB, env map[string]string) *testServer {
	t.Helper()
	// A free port can be taken by someone else before the server binds it (other packages'
	// tests and their client sockets share the ephemeral range): then try another one.
	for attempt := 1; ; attempt++ {
		s, bindErr := tryStartServer(t, env)
		if s != nil {
			return s
		}
		if env["PORT"] != "" || attempt == 5 {
			t.Fatalf("server exited: %v", bindErr)
		}
	}
}

// tryStartServer starts the server, or returns the error of a server that could not bind its port.
func tryStartServer(t testing.TB, env map[string]string) (*testServer, error) {
	t.Helper()
	port := freePort(t)
	// The response cache is off unless a test turns it on (respcache_test.go): other tests read
	// their own writes anonymously at once.
	// The server's clock is the tests' (testclock: TEST_CLOCK, set by make test-clocks). It does
	// not warm itself unless a test asks (warm_test.go): its own requests would count in the
	// figures tests read (statements, fast-path answers, cache hits).
	vars := map[string]string{"PORT": fmt.Sprint(port), "APP_DOMAIN": "localhost", "RESPONSE_CACHE_TTL": "0", "WARM_UP": "off", "CLOCK_OFFSET": testclock.ServerOffset(0),
		"METRICS_ADDR": fmt.Sprintf("127.0.0.1:%d", freePort(t))}
	for k, v := range env {
		vars[k] = v
	}
	getenv := func(k string) string { return vars[k] }
	ctx, cancel := context.WithCancel(context.Background())
	logs := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- Run(ctx, []string{"festival", "serve"}, getenv, logs, logs) }()
	s := &testServer{URL: fmt.Sprintf("http://127.0.0.1:%d", port), Logs: logs, dbURL: vars["DATABASE_URL"], metricsAddr: vars["METRICS_ADDR"]}
	var once sync.Once
	var stopErr error
	s.stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case stopErr = <-done:
			case <-time.After(15 * time.Second):
				stopErr = fmt.Errorf("server did not stop")
			}
		})
		return stopErr
	}
	// Migrating (nothing to do on testdb's copies) and starting take well under a second on a
	// quiet machine; a busy one (load average 10-30 on two cores, under -race) gets a minute.
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-done:
			cancel()
			if err != nil && strings.Contains(err.Error(), "address already in use") {
				return nil, err
			}
			t.Fatalf("server exited: %v\n%s", err, logs)
		default:
		}
		if r, err := http.Get(s.URL + "/healthz"); err == nil {
			r.Body.Close()
			if r.StatusCode == 200 {
				t.Cleanup(func() { _ = s.stop() })
				return s, nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	t.Fatalf("server did not become healthy\n%s", logs)
	return nil, nil
}

type gqlResponse struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
	status int
}

func (r gqlResponse) code(i int) string {
	if i >= len(r.Errors) {
		return ""
	}
	c, _ := r.Errors[i].Extensions["code"].(string)
	return c
}

// gql posts a GraphQL request and decodes the answer.
func (s *testServer) gql(t testing.TB, query string, vars map[string]any) gqlResponse {
	t.Helper()
	out, _ := doGraphQL(t, http.DefaultClient, graphqlRequest(s, query, vars))
	return out
}

// graphqlRequest is a POST of query and vars to s's /graphql, to add headers to before sending.
func graphqlRequest(s *testServer, query string, vars map[string]any) *http.Request {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", s.URL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	return req
}

// doGraphQL sends req with client and decodes the answer (its status included); the response
// is returned for its headers (the body is read and closed).
func doGraphQL(t testing.TB, client *http.Client, req *http.Request) (gqlResponse, *http.Response) {
	t.Helper()
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("decode %q: %v", raw, err)
	}
	out.status = resp.StatusCode
	return out, resp
}

func mustJSON(t testing.TB, raw json.RawMessage, v any) {
	t.Helper()
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("decode %s: %v", raw, err)
	}
}

func contains(s string, subs ...string) bool {
	for _, x := range subs {
		if !strings.Contains(s, x) {
			return false
		}
	}
	return true
}
