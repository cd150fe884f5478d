package app

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"festival/internal/auth"
	"festival/internal/testdb"
)

// withIPLimits makes the per-IP sign-in limits small for one test (zero keeps the default).
func withIPLimits(t *testing.T, request, verify auth.Limit) {
	t.Helper()
	old := signInIPLimits
	signInIPLimits.request, signInIPLimits.verify = request, verify
	t.Cleanup(func() { signInIPLimits = old })
}

// postFrom posts a GraphQL request carrying the given extra headers.
func postFrom(t *testing.T, s *testServer, headers map[string]string, query string, vars map[string]any) (gqlResponse, *http.Response) {
	t.Helper()
	req := graphqlRequest(s, query, vars)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	return doGraphQL(t, http.DefaultClient, req)
}

func TestConfigTrustedProxies(t *testing.T) {
	for _, bad := range []string{"10.0.0.0/40", "proxy.internal", "10.0.0.1:8080"} {
		_, err := LoadConfig(func(k string) string { return map[string]string{"TRUSTED_PROXIES": "127.0.0.1," + bad}[k] })
		if err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") || !strings.Contains(err.Error(), bad) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	cfg, err := LoadConfig(func(k string) string { return map[string]string{"TRUSTED_PROXIES": "10.0.0.0/8, 127.0.0.1, ::1"}[k] })
	if err != nil || cfg.TrustedProxies.Len() != 3 {
		t.Fatalf("valid list: %v", err)
	}
}

// Two people behind one proxy are limited separately when the proxy is trusted; otherwise
// X-Forwarded-For is ignored and they share the proxy's address.
func TestPerIPLimitsBehindATrustedProxy(t *testing.T) {
	withIPLimits(t, auth.Limit{N: 3, Window: 10 * time.Minute}, auth.Limit{})
	n := 0
	request := func(s *testServer, xff string, _ int) string {
		n++ // a new address each time, so only the per-IP limit applies
		r, _ := postFrom(t, s, map[string]string{"X-Forwarded-For": xff}, requestMutation,
			map[string]any{"e": "p" + string(rune('a'+n)) + "@example.com"})
		return r.code(0)
	}
	trusted, _ := startAuthServer(t, map[string]string{"TRUSTED_PROXIES": "127.0.0.1, ::1"})
	for i := 0; i < 3; i++ {
		if c := request(trusted, "6.6.6.6, 198.51.100.1", i); c != "" {
			t.Fatalf("user 1, request %d: %s", i+1, c)
		}
	}
	if c := request(trusted, "7.7.7.7, 198.51.100.1", 3); c != "RATE_LIMITED" {
		t.Fatalf("user 1, 4th request (spoofed left-most hop changed): %q", c)
	}
	if c := request(trusted, "198.51.100.2", 0); c != "" {
		t.Fatalf("user 2 behind the same proxy is limited by user 1: %s", c)
	}

	untrusted, _ := startAuthServer(t, nil)
	for i := 0; i < 3; i++ {
		if c := request(untrusted, "198.51.100.1", i); c != "" {
			t.Fatalf("untrusted: request %d: %s", i+1, c)
		}
	}
	if c := request(untrusted, "198.51.100.2", 0); c != "RATE_LIMITED" {
		t.Fatalf("without TRUSTED_PROXIES X-Forwarded-For must be ignored: %q", c)
	}
}

// X-Forwarded-Proto: https from a trusted proxy gives a Secure cookie and HSTS; from anyone
// else, neither.
func TestForwardedProtoFromTrustedProxiesOnly(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, proxies string
		secure        bool
	}{
		{"trusted", "127.0.0.1, ::1", true},
		{"untrusted", "10.0.0.0/8", false},
		{"unset", "", false},
	} {
		s, smtp := startAuthServer(t, map[string]string{"TRUSTED_PROXIES": tc.proxies})
		hdr := map[string]string{"X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.9"}
		email := tc.name + "@example.com"
		if r, _ := postFrom(t, s, hdr, requestMutation, map[string]any{"e": email}); len(r.Errors) > 0 {
			t.Fatalf("%s: request: %+v", tc.name, r.Errors)
		}
		code := mailCode.FindStringSubmatch(smtp.WaitFor(t, email).Text)[1]
		r, resp := postFrom(t, s, hdr, verifyMutation, map[string]any{"e": email, "c": code})
		if len(r.Errors) > 0 {
			t.Fatalf("%s: verify: %+v", tc.name, r.Errors)
		}
		cookie := resp.Header.Get("Set-Cookie")
		secure := strings.Contains(cookie, "; Secure")
		hsts := resp.Header.Get("Strict-Transport-Security") != ""
		if !strings.Contains(cookie, "festival_session=") || secure != tc.secure || hsts != tc.secure {
			t.Errorf("%s: cookie %q, HSTS %q; want secure=%v", tc.name, cookie, resp.Header.Get("Strict-Transport-Security"), tc.secure)
		}
		// Plain requests through the trusted proxy get no HSTS.
		_, resp = postFrom(t, s, map[string]string{"X-Forwarded-Proto": "http"}, `{ __typename }`, nil)
		if resp.Header.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS on an http request", tc.name)
		}
	}
}

// Every page, GraphiQL included, may connect only to the app's own origins and show images
// only from itself or data: URLs.
func TestContentSecurityPolicyOfPages(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "APP_DOMAIN": "festivals.example", "PUBLIC_URL": "https://festivals.example"})
	for _, path := range []string{"/", "/graphiql", "/festivals/x"} {
		resp, err := http.Get(s.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		csp := resp.Header.Get("Content-Security-Policy")
		for _, want := range []string{
			"connect-src 'self' https://festivals.example wss://festivals.example http://festivals.example ws://festivals.example " +
				"https://*.festivals.example wss://*.festivals.example http://*.festivals.example ws://*.festivals.example " +
				"https://festivals.example:" + strings.TrimPrefix(s.URL[strings.LastIndex(s.URL, ":"):], ":") + " ",
			"img-src 'self' data:;",
			"frame-ancestors 'none'",
		} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, " ws: ") || strings.Contains(csp, " https:;") || strings.Contains(csp, " https: ") {
			t.Errorf("%s: CSP allows any host: %q", path, csp)
		}
	}
}
