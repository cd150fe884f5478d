package bench

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// Wrk's script sends every body and every cookie in turn (the peer's signed-in bodies, ours'
// session cookies).
func TestWrkSendsEveryBodyAndCookie(t *testing.T) {
	if _, err := exec.LookPath("wrk"); err != nil {
		t.Fatal("wrk is not installed: make test installs it (make wrk)")
	}
	var mu sync.Mutex
	bodies, cookies := map[string]int{}, map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies[string(b)]++
		cookies[r.Header.Get("Cookie")]++
		mu.Unlock()
		_, _ = w.Write([]byte(`{"data":{}}`))
	}))
	defer srv.Close()
	res, err := Wrk(srv.URL, [][]byte{[]byte(`{"a":1}`), []byte(`{"b":"x\"y"}`), []byte(`{"c":3}`)}, []string{"s=1", "s=2"}, 1, time.Second, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if res.Requests == 0 || res.Errors != 0 {
		t.Fatalf("requests %d, errors %d", res.Requests, res.Errors)
	}
	for _, b := range []string{`{"a":1}`, `{"b":"x\"y"}`, `{"c":3}`} {
		if bodies[b] == 0 {
			t.Errorf("body %s never sent; sent %v", b, bodies)
		}
	}
	if cookies["s=1"] == 0 || cookies["s=2"] == 0 || len(cookies) != 2 {
		t.Errorf("cookies sent: %v", cookies)
	}
}
