package web

import (
	"bytes"
	"net/http"
	"strings"

	"github.com/klauspost/compress/gzip"
)

// gzipMinSize is the smallest body worth compressing; smaller ones go out as they are.
const gzipMinSize = 1024

// Static files (built once, fetched often) get the default level; API answers, made per
// request, get the fastest one: at level 6 compressing a sets page took a tenth of the
// server's CPU. klauspost/compress (already a dependency, through Prometheus) is a drop-in
// gzip: a 32 KB sets page took 55 µs at its level 1, 258 µs at the standard library's level 1
// and 681 µs at its level 6.
var (
	gzipWriters    = newGzipFree(gzip.DefaultCompression, 16)
	gzipFastWriter = newGzipFree(gzip.BestSpeed, 16)
)

// gzipFree keeps up to cap(ch) idle writers of one level for reuse. Not a sync.Pool: that is
// emptied every other GC, which a sets page's garbage brings every few requests, so most
// requests built a new compressor (about 150 KB) anyway.
type gzipFree struct {
	level int
	ch    chan *gzip.Writer
}

func newGzipFree(level, n int) *gzipFree {
	return &gzipFree{level: level, ch: make(chan *gzip.Writer, n)}
}

func (f *gzipFree) get() *gzip.Writer {
	select {
	case w := <-f.ch:
		return w
	default:
		w, _ := gzip.NewWriterLevel(nil, f.level)
		return w
	}
}

func (f *gzipFree) put(w *gzip.Writer) {
	select {
	case f.ch <- w:
	default:
	}
}

// AcceptsGzip tells whether the request's client takes gzip'd answers (Gzip would compress
// them).
func AcceptsGzip(r *http.Request) bool {
	return r.Method != http.MethodHead && r.Header.Get("Range") == "" && accepts(r.Header.Get("Accept-Encoding"), "gzip")
}

// GzipBody compresses a body of contentType as Gzip would send it; nil when Gzip would send it
// as it is (too small, or not compressible). A handler that writes the result with
// Content-Encoding: gzip passes through Gzip untouched, so bytes kept for many answers are
// compressed once.
func GzipBody(contentType string, body []byte) []byte {
	if len(body) < gzipMinSize || !compressible(contentType) {
		return nil
	}
	free := gzipWriters
	if isJSON(contentType) {
		free = gzipFastWriter
	}
	var out bytes.Buffer
	gz := free.get()
	gz.Reset(&out)
	_, _ = gz.Write(body)
	_ = gz.Close()
	gz.Reset(nil)
	free.put(gz)
	return out.Bytes()
}

// mediaType is a Content-Type without its parameters, in lower case.
func mediaType(contentType string) string {
	ct, _, _ := strings.Cut(strings.ToLower(contentType), ";")
	return strings.TrimSpace(ct)
}

func isJSON(contentType string) bool {
	ct := mediaType(contentType)
	return ct == "application/json" || ct == "application/graphql-response+json"
}

// Gzip compresses responses for clients that accept gzip: text, JSON, JavaScript, CSS and SVG
// bodies of at least 1 KB. WebSocket upgrades, HEAD and range requests pass through untouched,
// as do bodies a handler already encoded.
func Gzip(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodHead || r.Header.Get("Range") != "" ||
			strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Add("Vary", "Accept-Encoding")
		if !accepts(r.Header.Get("Accept-Encoding"), "gzip") {
			next.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w}
		defer gw.finish()
		next.ServeHTTP(gw, r)
	})
}

// accepts reads an Accept-Encoding header: coding (or *) listed without q=0.
func accepts(h, coding string) bool {
	for _, part := range strings.Split(h, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.ToLower(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

func compressible(contentType string) bool {
	ct := mediaType(contentType)
	return strings.HasPrefix(ct, "text/") || isJSON(ct) ||
		ct == "application/javascript" || ct == "application/manifest+json" || ct == "image/svg+xml"
}

// gzipWriter holds back the first bytes until it knows whether the body is worth compressing.
type gzipWriter struct {
	http.ResponseWriter
	status  int
	decided bool
	plain   bool // pass through
	buf     []byte
	gz      *gzip.Writer
	free    *gzipFree // gz's
}

func (g *gzipWriter) WriteHeader(code int) {
	if g.status != 0 {
		return
	}
	g.status = code
	h := g.Header()
	if code < 200 || code == http.StatusNoContent || code == http.StatusNotModified ||
		h.Get("Content-Encoding") != "" || !compressible(h.Get("Content-Type")) {
		g.passThrough()
	}
}

func (g *gzipWriter) passThrough() {
	g.decided, g.plain = true, true
	g.ResponseWriter.WriteHeader(g.status)
}

func (g *gzipWriter) Write(p []byte) (int, error) {
	if g.status == 0 {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(p))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.plain {
		return g.ResponseWriter.Write(p)
	}
	if g.gz != nil {
		return g.gz.Write(p)
	}
	g.buf = append(g.buf, p...)
	if len(g.buf) >= gzipMinSize {
		if err := g.startGzip(); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

func (g *gzipWriter) startGzip() error {
	h := g.Header()
	h.Set("Content-Encoding", "gzip")
	h.Del("Content-Length")
	if et := h.Get("ETag"); et != "" && !strings.HasPrefix(et, "W/") {
		h.Set("ETag", "W/"+et)
	}
	g.decided = true
	g.ResponseWriter.WriteHeader(g.status)
	g.free = gzipWriters
	if isJSON(h.Get("Content-Type")) {
		g.free = gzipFastWriter
	}
	g.gz = g.free.get()
	g.gz.Reset(g.ResponseWriter)
	_, err := g.gz.Write(g.buf)
	g.buf = nil
	return err
}

// finish sends what was held back: a small body as it is, or the end of the gzip stream.
func (g *gzipWriter) finish() {
	switch {
	case g.gz != nil:
		_ = g.gz.Close()
		g.gz.Reset(nil)
		g.free.put(g.gz)
		g.gz = nil
	case g.status != 0 && !g.decided:
		g.passThrough()
		_, _ = g.ResponseWriter.Write(g.buf)
	}
}

// Flush sends what is buffered, compressing from then on if the body is eligible.
func (g *gzipWriter) Flush() {
	if g.status != 0 && !g.decided {
		if err := g.startGzip(); err != nil {
			return
		}
	}
	if g.gz != nil {
		_ = g.gz.Flush()
	}
	if f, ok := g.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (g *gzipWriter) Unwrap() http.ResponseWriter { return g.ResponseWriter }
