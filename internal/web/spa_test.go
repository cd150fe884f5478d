package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSPACachingAndFallback(t *testing.T) {
	spa := NewSPA(fstest.MapFS{
		"index.html":           {Data: []byte(`<meta name="app-domain" content="__APP_DOMAIN__">`)},
		"graphiql.html":        {Data: []byte(`<title>GraphiQL</title>`)},
		"assets/app-abc123.js": {Data: []byte(`console.log(1)`)},
		"favicon.svg":          {Data: []byte(`<svg/>`)},
	}, "festivals.example")
	h := SecurityHeaders(ContentSecurityPolicy("festivals.example", 8080, "https://festivals.example"), spa)

	cases := []struct {
		path, wantBody, wantCache string
		wantStatus                int
	}{
		{"/", `content="festivals.example"`, "no-cache", 200},
		{"/festivals/aurora/editions/2026/sets", `content="festivals.example"`, "no-cache", 200},
		{"/index.html", `content="festivals.example"`, "no-cache", 200},
		{"/assets/app-abc123.js", `console.log(1)`, "immutable", 200},
		{"/assets/missing.js", "", "", 404},
		{"/favicon.svg", `<svg/>`, "max-age=3600", 200},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != c.wantStatus {
			t.Errorf("%s: status %d", c.path, rec.Code)
			continue
		}
		if !strings.Contains(rec.Body.String(), c.wantBody) {
			t.Errorf("%s: body %q", c.path, rec.Body.String())
		}
		if !strings.Contains(rec.Header().Get("Cache-Control"), c.wantCache) {
			t.Errorf("%s: Cache-Control %q, want %q", c.path, rec.Header().Get("Cache-Control"), c.wantCache)
		}
		if rec.Header().Get("Content-Security-Policy") == "" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: security headers missing", c.path)
		}
	}
	rec := httptest.NewRecorder()
	spa.GraphiQL(rec, httptest.NewRequest("GET", "/graphiql", nil))
	if !strings.Contains(rec.Body.String(), "GraphiQL") {
		t.Errorf("graphiql page: %q", rec.Body.String())
	}
	rec = httptest.NewRecorder()
	spa.ServeHTTP(rec, httptest.NewRequest("POST", "/", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST / = %d", rec.Code)
	}
}

// The app shell's service worker files: the browser must see a new deployment's worker and
// manifest on the next visit (no-cache), with the types it accepts.
func TestSPAServiceWorkerFiles(t *testing.T) {
	spa := NewSPA(fstest.MapFS{
		"index.html":            {Data: []byte(`<title>app</title>`)},
		"sw.js":                 {Data: []byte(`self.skipWaiting()`)},
		"workbox-1c53b24d.js":   {Data: []byte(`define([],()=>{})`)},
		"sw-keep-assets.js":     {Data: []byte(`self.addEventListener('install', () => {})`)},
		"manifest.webmanifest":  {Data: []byte(`{"name":"Festival Voting"}`)},
		"icons/icon-192.png":    {Data: []byte("\x89PNG\r\n\x1a\n")},
		"assets/main-abc123.js": {Data: []byte(`1`)},
	}, "localhost")
	cases := []struct{ path, wantType, wantCache string }{
		{"/sw.js", "text/javascript; charset=utf-8", "no-cache"},
		{"/workbox-1c53b24d.js", "text/javascript; charset=utf-8", "no-cache"},
		{"/sw-keep-assets.js", "text/javascript; charset=utf-8", "no-cache"},
		{"/manifest.webmanifest", "application/manifest+json", "no-cache"},
		{"/icons/icon-192.png", "image/png", "public, max-age=3600"},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		spa.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != c.wantType || rec.Header().Get("Cache-Control") != c.wantCache {
			t.Errorf("%s: %d, Content-Type %q, Cache-Control %q; want %q, %q", c.path, rec.Code,
				rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"), c.wantType, c.wantCache)
		}
	}
}

func TestSPAWithoutBuildSaysSo(t *testing.T) {
	spa := NewSPA(fstest.MapFS{}, "localhost")
	rec := httptest.NewRecorder()
	spa.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "not built") {
		t.Fatalf("%d %q", rec.Code, rec.Body.String())
	}
}

func TestSameSiteOrigin(t *testing.T) {
	allow := SameSiteOrigin("festivals.example")
	r := httptest.NewRequest("GET", "http://127.0.0.1:9999/graphql", nil)
	for origin, want := range map[string]bool{
		"https://festivals.example":         true,
		"https://www.festivals.example":     true,
		"https://aurora.festivals.example":  true,
		"http://127.0.0.1:9999":             true, // the request's own host
		"https://festivals.example.evil.io": false,
		"https://evilfestivals.example":     false,
		"http://127.0.0.1:1":                false,
	} {
		u, _ := url.Parse(origin)
		if got := allow(u, r); got != want {
			t.Errorf("%s: %v, want %v", origin, got, want)
		}
	}
}

func TestSPABrotliAssets(t *testing.T) {
	spa := NewSPA(fstest.MapFS{
		"index.html":              {Data: []byte(`<html></html>`)},
		"assets/app-abc123.js":    {Data: []byte(`console.log(1)`)},
		"assets/app-abc123.js.br": {Data: []byte("brotli bytes")},
		"assets/app-def456.css":   {Data: []byte(`body{}`)},
	}, "festivals.example")
	h := Gzip(spa)
	get := func(path, acceptEncoding, rangeHeader string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", path, nil)
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		if rangeHeader != "" {
			req.Header.Set("Range", rangeHeader)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}

	rec := get("/assets/app-abc123.js", "gzip, deflate, br, zstd", "")
	if rec.Body.String() != "brotli bytes" || rec.Header().Get("Content-Encoding") != "br" {
		t.Errorf("br accepted: encoding %q body %q", rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
	if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("br accepted: Content-Type %q", ct)
	}
	if !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") || rec.Header().Values("Vary")[0] != "Accept-Encoding" || len(rec.Header().Values("Vary")) != 1 {
		t.Errorf("br accepted: Cache-Control %q, Vary %q", rec.Header().Get("Cache-Control"), rec.Header().Values("Vary"))
	}
	for _, c := range []struct{ accept, rangeHeader string }{{"gzip, deflate", ""}, {"br;q=0", ""}, {"", ""}, {"br", "bytes=0-3"}} {
		rec := get("/assets/app-abc123.js", c.accept, c.rangeHeader)
		if rec.Header().Get("Content-Encoding") == "br" || strings.Contains(rec.Body.String(), "brotli") {
			t.Errorf("Accept-Encoding %q, Range %q: got the brotli copy", c.accept, c.rangeHeader)
		}
	}
	// A file without a brotli copy is served as it is.
	if rec := get("/assets/app-def456.css", "br", ""); rec.Body.String() != "body{}" || rec.Header().Get("Content-Encoding") != "" {
		t.Errorf("no copy: encoding %q body %q", rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
}
