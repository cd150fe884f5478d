package web

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func serve(t *testing.T, h http.Handler, hdr map[string]string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest("GET", "/x", nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	Gzip(h).ServeHTTP(rec, req)
	resp := rec.Result()
	body := rec.Body.Bytes()
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatal(err)
		}
		if body, err = io.ReadAll(zr); err != nil {
			t.Fatal(err)
		}
	}
	return resp, string(body)
}

func TestGzipCompressesLargeTextForClientsThatAskOnly(t *testing.T) {
	big := strings.Repeat(`{"name":"Set","tally":{"mustGo":1}},`, 200)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("ETag", `"v1"`)
		_, _ = io.WriteString(w, big[:len(big)/2])
		_, _ = io.WriteString(w, big[len(big)/2:])
	})
	resp, body := serve(t, h, map[string]string{"Accept-Encoding": "br, gzip;q=0.8"})
	if resp.Header.Get("Content-Encoding") != "gzip" || body != big {
		t.Fatalf("encoding %q, body intact %v", resp.Header.Get("Content-Encoding"), body == big)
	}
	if resp.Header.Get("Vary") != "Accept-Encoding" || resp.Header.Get("ETag") != `W/"v1"` || resp.Header.Get("Content-Length") != "" {
		t.Fatalf("headers %v", resp.Header)
	}
	for _, ae := range []string{"", "identity", "gzip;q=0", "br"} {
		resp, body = serve(t, h, map[string]string{"Accept-Encoding": ae})
		if resp.Header.Get("Content-Encoding") != "" || body != big {
			t.Fatalf("Accept-Encoding %q: encoding %q", ae, resp.Header.Get("Content-Encoding"))
		}
	}
	resp, _ = serve(t, h, map[string]string{"Accept-Encoding": "gzip", "Range": "bytes=0-10"})
	if resp.Header.Get("Content-Encoding") != "" {
		t.Fatal("a range request was compressed")
	}
}

func TestGzipLeavesSmallAndBinaryBodiesAlone(t *testing.T) {
	for name, h := range map[string]http.HandlerFunc{
		"small": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusCreated)
			_, _ = io.WriteString(w, `{"ok":true}`)
		},
		"png": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "image/png")
			_, _ = w.Write(make([]byte, 4096))
		},
		"encoded": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain")
			w.Header().Set("Content-Encoding", "br")
			_, _ = w.Write(make([]byte, 4096))
		},
	} {
		resp, body := serve(t, h, map[string]string{"Accept-Encoding": "gzip"})
		if got := resp.Header.Get("Content-Encoding"); got == "gzip" {
			t.Errorf("%s: compressed", name)
		}
		if name == "small" && (resp.StatusCode != http.StatusCreated || body != `{"ok":true}`) {
			t.Errorf("small: %d %q", resp.StatusCode, body)
		}
		if name != "small" && len(body) != 4096 {
			t.Errorf("%s: %d bytes", name, len(body))
		}
	}
}
