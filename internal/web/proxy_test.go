package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestParseProxies(t *testing.T) {
	p, err := ParseProxies(" 10.0.0.0/8, 192.168.1.7 ,fd00::/8, ::1,, 10.1.2.3/8")
	if err != nil || p.Len() != 5 {
		t.Fatalf("valid list: %v, %d networks", err, p.Len())
	}
	for _, in := range []string{"10.0.0.1", "10.255.0.1", "192.168.1.7", "fd12::1", "::1", "::ffff:10.0.0.9"} {
		a, _ := parseHop(in)
		if !p.trusted(a) {
			t.Errorf("%s should be trusted", in)
		}
	}
	for _, in := range []string{"192.168.1.8", "11.0.0.1", "fe80::1", "::2"} {
		a, _ := parseHop(in)
		if p.trusted(a) {
			t.Errorf("%s should not be trusted", in)
		}
	}
	if p, err := ParseProxies(""); err != nil || p.Len() != 0 {
		t.Fatalf("empty list: %v %d", err, p.Len())
	}
	for _, bad := range []string{"10.0.0.0/33", "proxy.example", "10.0.0", "fe80::1%eth0", "10.0.0.1/8/8", "1.2.3.4:80", "*"} {
		if _, err := ParseProxies("10.0.0.1," + bad); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}

func TestClientAddr(t *testing.T) {
	p, err := ParseProxies("10.0.0.0/8, 2001:db8::/48")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, remote string
		xff          []string
		want         string
	}{
		{"no proxy in front", "203.0.113.5:4000", nil, "203.0.113.5"},
		{"untrusted peer: header ignored", "203.0.113.5:4000", []string{"198.51.100.1"}, "203.0.113.5"},
		{"trusted peer, one hop", "10.0.0.2:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"trusted peer, no header", "10.0.0.2:4000", nil, "10.0.0.2"},
		{"spoofed left-most entries", "10.0.0.2:4000", []string{"1.1.1.1, 2.2.2.2, 198.51.100.1"}, "198.51.100.1"},
		{"spoofed entries across header lines", "10.0.0.2:4000", []string{"1.1.1.1", "198.51.100.1"}, "198.51.100.1"},
		{"chain of trusted proxies", "10.0.0.2:4000", []string{"1.1.1.1, 198.51.100.1, 10.9.9.9, 10.0.0.3"}, "198.51.100.1"},
		{"all hops trusted: left-most", "10.0.0.2:4000", []string{"10.1.1.1, 10.2.2.2"}, "10.1.1.1"},
		{"garbage right of the client: stop at the nearest good hop", "10.0.0.2:4000", []string{"198.51.100.1, garbage, 10.0.0.3"}, "10.0.0.3"},
		{"garbage left of the client is never reached", "10.0.0.2:4000", []string{"<script>, 198.51.100.1"}, "198.51.100.1"},
		{"only garbage", "10.0.0.2:4000", []string{"unknown"}, "10.0.0.2"},
		{"empty entries", "10.0.0.2:4000", []string{" , "}, "10.0.0.2"},
		{"port forms", "10.0.0.2:4000", []string{"198.51.100.1:5555"}, "198.51.100.1"},
		{"IPv6 client", "10.0.0.2:4000", []string{"2001:db9::1"}, "2001:db9::1"},
		{"IPv6 client with port", "10.0.0.2:4000", []string{"[2001:db9::1]:443"}, "2001:db9::1"},
		{"IPv6 client in brackets", "10.0.0.2:4000", []string{"[2001:db9::1]"}, "2001:db9::1"},
		{"IPv6 trusted peer", "[2001:db8::7]:4000", []string{"198.51.100.1, 2001:db8::8"}, "198.51.100.1"},
		{"IPv6 untrusted peer", "[2001:db9::7]:4000", []string{"198.51.100.1"}, "2001:db9::7"},
		{"IPv4-mapped peer", "[::ffff:10.0.0.2]:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"IPv4-mapped client", "10.0.0.2:4000", []string{"::ffff:198.51.100.1"}, "198.51.100.1"},
		{"zones are garbage", "10.0.0.2:4000", []string{"fe80::1%eth0"}, "10.0.0.2"},
	}
	for _, c := range cases {
		if got := p.ClientAddr(c.remote, c.xff); got != c.want {
			t.Errorf("%s: %s %q -> %s, want %s", c.name, c.remote, c.xff, got, c.want)
		}
	}
	var none *Proxies
	if got := none.ClientAddr("10.0.0.2:4000", []string{"198.51.100.1"}); got != "10.0.0.2" {
		t.Errorf("no TRUSTED_PROXIES: %s", got)
	}
}

func TestForwardedProtoAndHSTS(t *testing.T) {
	p, _ := ParseProxies("10.0.0.0/8")
	h := p.Middleware(SecurityHeaders("default-src 'self'", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := ClientOf(r)
		w.Header().Set("X-Test-Client", c.IP)
		if c.HTTPS {
			w.Header().Set("X-Test-HTTPS", "yes")
		}
	})))
	cases := []struct {
		remote, proto string
		https         bool
	}{
		{"10.0.0.2:1", "https", true},
		{"10.0.0.2:1", "HTTPS", true},
		{"10.0.0.2:1", "http", false},
		{"10.0.0.2:1", "", false},
		{"10.0.0.2:1", "http, https", true},
		{"10.0.0.2:1", "https, http", false},
		{"203.0.113.5:1", "https", false},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		if c.proto != "" {
			r.Header.Set("X-Forwarded-Proto", c.proto)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		hsts := rec.Header().Get("Strict-Transport-Security") != ""
		if hsts != c.https || (rec.Header().Get("X-Test-HTTPS") == "yes") != c.https {
			t.Errorf("%s proto %q: hsts %v, want https=%v", c.remote, c.proto, hsts, c.https)
		}
	}
}

func TestContentSecurityPolicyValues(t *testing.T) {
	directive := func(csp, name string) string {
		for _, d := range strings.Split(csp, ";") {
			d = strings.TrimSpace(d)
			if strings.HasPrefix(d, name+" ") {
				return d
			}
		}
		return ""
	}
	dev := ContentSecurityPolicy("localhost", 8080, "http://localhost:8080")
	if got := directive(dev, "connect-src"); got != "connect-src 'self' http://localhost:8080 ws://localhost:8080 "+
		"https://localhost:8080 wss://localhost:8080 https://*.localhost:8080 wss://*.localhost:8080 http://*.localhost:8080 ws://*.localhost:8080" {
		t.Errorf("dev connect-src: %s", got)
	}
	prod := ContentSecurityPolicy("festivals.example", 8080, "https://www.festivals.example")
	if got := directive(prod, "connect-src"); got != "connect-src 'self' https://www.festivals.example wss://www.festivals.example "+
		"https://festivals.example wss://festivals.example http://festivals.example ws://festivals.example "+
		"https://*.festivals.example wss://*.festivals.example http://*.festivals.example ws://*.festivals.example "+
		"https://festivals.example:8080 wss://festivals.example:8080 http://festivals.example:8080 ws://festivals.example:8080 "+
		"https://*.festivals.example:8080 wss://*.festivals.example:8080 http://*.festivals.example:8080 ws://*.festivals.example:8080" {
		t.Errorf("prod connect-src: %s", got)
	}
	for _, csp := range []string{dev, prod} {
		if got := directive(csp, "img-src"); got != "img-src 'self' data:" {
			t.Errorf("img-src: %s", got)
		}
		for _, src := range strings.Fields(strings.ReplaceAll(csp, ";", " ")) {
			if src == "ws:" || src == "wss:" || src == "http:" || src == "https:" || src == "*" {
				t.Errorf("a bare scheme source %s is left: %s", src, csp)
			}
		}
		// The service worker (sw.js) and the web app manifest are our own files.
		if directive(csp, "frame-ancestors") != "frame-ancestors 'none'" || directive(csp, "worker-src") != "worker-src 'self' blob:" ||
			directive(csp, "manifest-src") != "manifest-src 'self'" {
			t.Errorf("other directives: %s", csp)
		}
	}
}
