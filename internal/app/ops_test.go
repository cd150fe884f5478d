package app

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"festival/internal/testdb"
)

func TestHealthReadyMetricsHeadersAndRequestIDs(t *testing.T) {
	metricsAddr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "METRICS_ADDR": metricsAddr})
	ops := "http://" + metricsAddr
	for url, want := range map[string]int{
		s.URL + "/healthz": 200, s.URL + "/readyz": 200,
		// operations endpoints are not on the public port
		s.URL + "/metrics": 404, s.URL + "/debug/pprof/": 404, s.URL + "/debug/pprof/heap": 404,
		ops + "/metrics": 200, ops + "/debug/pprof/": 200, ops + "/debug/pprof/cmdline": 200,
		ops + "/graphql": 404,
	} {
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("%s = %d %.200s", url, resp.StatusCode, body)
		}
		if url == ops+"/metrics" && !strings.Contains(string(body), "http_requests_total") {
			t.Errorf("/metrics lacks http_requests_total")
		}
	}
	resp, err := http.Get(s.URL + "/festivals/x")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	for _, h := range []string{"Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy"} {
		if resp.Header.Get(h) == "" {
			t.Errorf("missing header %s", h)
		}
	}
	// Metrics are labelled by the mux pattern that served the request, not by its path. A
	// request is counted once its handler has returned, which can be after the client has its
	// answer (the SPA's page is written whole before that): read until it is there.
	var metrics []byte
	labels := []string{`route="GET /healthz"`, `route="GET /readyz"`, `route="/"`}
	all := func() bool {
		for _, label := range labels {
			if !strings.Contains(string(metrics), label) {
				return false
			}
		}
		return true
	}
	for deadline := time.Now().Add(30 * time.Second); !all() && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		mresp, err := http.Get(ops + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		metrics, _ = io.ReadAll(mresp.Body)
		mresp.Body.Close()
	}
	for _, label := range labels {
		if !strings.Contains(string(metrics), label) {
			t.Errorf("/metrics lacks %s", label)
		}
	}
	if strings.Contains(string(metrics), `route="/festivals/x"`) {
		t.Error("a path became a route label")
	}
	id := resp.Header.Get("X-Request-ID")
	if id == "" || !strings.Contains(s.Logs.String(), `"request_id":"`+id+`"`) {
		t.Errorf("request id %q not in the JSON logs:\n%s", id, s.Logs)
	}
}

// Stopping PostgreSQL under a running server: /readyz says 503, GraphQL gives a clean,
// retryable UNAVAILABLE error without database text, and once PostgreSQL is back the same server serves again.
func TestDatabaseOutageAndRecovery(t *testing.T) {
	t.Parallel()
	if _, err := pgBinary("pg_ctl"); err != nil {
		t.Skip("no PostgreSQL server binaries on this machine")
	}
	ctx := context.Background()
	tmp, err := os.MkdirTemp("", "festival-pg-")
	if err != nil {
		t.Fatal(err)
	}
	pc := privateCluster{Dir: filepath.Join(tmp, "pg"), Port: freePort(t), Out: io.Discard}
	t.Cleanup(func() { _ = pc.Stop(ctx); _ = os.RemoveAll(tmp) })
	if err := pc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	url, err := ensureDatabase(ctx, pc.AdminURL(), "festival")
	if err != nil {
		t.Fatal(err)
	}
	s := startServer(t, map[string]string{"DATABASE_URL": url})
	const q = `{ festivals { edges { node { name } } } }`
	if r := s.gql(t, q, nil); len(r.Errors) != 0 {
		t.Fatalf("before outage: %+v", r.Errors)
	}

	if err := pc.Stop(ctx); err != nil {
		t.Fatal(err)
	}
	if code := statusOf(t, s.URL+"/readyz"); code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz during outage = %d, want 503", code)
	}
	r := s.gql(t, q, nil)
	if len(r.Errors) == 0 || r.code(0) != "UNAVAILABLE" {
		t.Fatalf("during outage: %+v", r.Errors)
	}
	msg := strings.ToLower(r.Errors[0].Message)
	for _, leak := range []string{"postgres", "dial", "connect", "sqlstate", "127.0.0.1", "pgx", "select"} {
		if strings.Contains(msg, leak) {
			t.Fatalf("error message leaks %q: %s", leak, r.Errors[0].Message)
		}
	}

	if err := pc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		r := s.gql(t, q, nil)
		if len(r.Errors) == 0 && statusOf(t, s.URL+"/readyz") == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("server did not recover: %+v", r.Errors)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func statusOf(t *testing.T, url string) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}
