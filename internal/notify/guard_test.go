package notify

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// The push client checks every connection's address as it is dialled, whatever the check before
// the send found: a host that resolves to a refused address at dial time (DNS rebinding: public
// when CheckEndpoint asked, loopback now) gets no connection. "localhost" stands for such a
// host; the request never reaches the server.
func TestPushClientRefusesAPrivateAddressAtDialTime(t *testing.T) {
	srv, got := endpoint(t, http.StatusCreated)
	u, err := url.Parse(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	pool := srvPool(srv)
	post := func(c *http.Client, target string) error {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, target, strings.NewReader("x"))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := c.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		return err
	}
	// With loopback allowed the same client reaches the server: the refusals below are the dial
	// check's, not a certificate's or a timeout's.
	if err := post(guardedClient(true, pool, 5*time.Second), srv.URL+"/push/ok"); err != nil || len(got()) != 1 {
		t.Fatalf("loopback allowed: %v, %d requests", err, len(got()))
	}
	refused := guardedClient(false, pool, 5*time.Second)
	for _, target := range []string{srv.URL + "/push/ip", "https://localhost:" + u.Port() + "/push/name"} {
		if err := post(refused, target); !errors.Is(err, ErrRefusedAddress) {
			t.Errorf("%s: %v, want the dial refused", target, err)
		}
	}
	if n := len(got()); n != 1 {
		t.Fatalf("%d requests reached the server, want only the allowed one", n)
	}
}
