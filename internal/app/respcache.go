package app

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/web"
)

// Bounds of the response cache: entries, their bytes, and the largest response kept.
const (
	respCacheEntries  = 1000
	respCacheBytes    = 32 << 20
	respCacheMaxEntry = 256 << 10
)

// cacheHeader tells whether a response came from the response cache (hit; stale when it is
// past its TTL and being refreshed) or was computed for it (miss); requests the cache does not
// serve carry none. withRequestLog counts it.
const cacheHeader = "X-Cache"

// responseCache keeps, for ttl, the answers of anonymous GraphQL queries (POST
// application/json, no viewer), keyed by host, Accept and the exact body. Only complete
// answers without errors are kept: a NOT_FOUND (a draft edition) never is, and signed-in
// requests neither read nor fill it. Identical misses in flight compute once; the others wait
// for that answer within their own deadline.
type responseCache struct {
	ttl time.Duration
	now func() time.Time

	mu      sync.Mutex
	entries map[cacheKey]*cacheEntry
	bytes   int
	flights map[cacheKey]*cacheFlight
}

type cacheKey [sha256.Size]byte

type cacheEntry struct {
	body        []byte
	contentType string
	expires     time.Time

	// gz is body as Gzip sends it, compressed on the first hit of a gzip client (nil: Gzip
	// would send it plain); every later gzip hit writes these bytes.
	gzOnce sync.Once
	gz     []byte
}

// gzipped returns the entry's gzip'd body, nil when it goes out plain.
func (e *cacheEntry) gzipped() []byte {
	e.gzOnce.Do(func() { e.gz = web.GzipBody(e.contentType, e.body) })
	return e.gz
}

// cacheFlight is one miss being computed; entry stays nil when its answer may not be shared.
type cacheFlight struct {
	done  chan struct{}
	entry *cacheEntry
}

func newResponseCache(ttl time.Duration) *responseCache {
	return &responseCache{ttl: ttl, now: time.Now, entries: map[cacheKey]*cacheEntry{}, flights: map[cacheKey]*cacheFlight{}}
}

// wrap serves next through the cache; with no TTL it is next itself.
func (c *responseCache) wrap(next http.Handler) http.Handler {
	if c.ttl <= 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !cacheable(r) {
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(r.Body)
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.MultiReader(bytes.NewReader(body), r.Body), r.Body} // a read error shows again
		if err != nil {
			next.ServeHTTP(w, r)
			return
		}
		key := c.key(r, body)
		if noCache(r) {
			// The client knows something changed (a live event): compute, and share that answer.
			if !isQueryBody(body) {
				next.ServeHTTP(w, r)
				return
			}
			w.Header().Set(cacheHeader, "miss")
			tee := &teeWriter{ResponseWriter: w}
			next.ServeHTTP(tee, r)
			if tee.keep() {
				c.mu.Lock()
				c.store(key, &cacheEntry{body: tee.buf.Bytes(), contentType: w.Header().Get("Content-Type"), expires: c.now().Add(c.ttl)})
				c.mu.Unlock()
			}
			return
		}
		e, fresh, f, leader := c.getOrJoin(key, isQueryBody(body))
		if e != nil {
			serveEntry(w, r, e, fresh)
			if !fresh {
				c.refresh(key, r, body, next)
			}
			return
		}
		if f == nil { // not a query: never shared
			next.ServeHTTP(w, r)
			return
		}
		if !leader {
			select {
			case <-f.done:
				if f.entry != nil {
					serveEntry(w, r, f.entry, true)
					return
				}
			case <-r.Context().Done():
			}
			next.ServeHTTP(w, r) // not shareable, or out of time: answer as without the cache
			return
		}
		defer c.land(key, f)
		w.Header().Set(cacheHeader, "miss")
		tee := &teeWriter{ResponseWriter: w}
		next.ServeHTTP(tee, r)
		if tee.keep() {
			f.entry = &cacheEntry{body: tee.buf.Bytes(), contentType: w.Header().Get("Content-Type"), expires: c.now().Add(c.ttl)}
		}
	})
}

// cacheable tells the requests the cache may answer: anonymous JSON POSTs.
func cacheable(r *http.Request) bool {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return r.Method == http.MethodPost && mt == "application/json" && !isWebSocketUpgrade(r) && r.Header.Get(DryRunHeader) == "" &&
		identity.From(r.Context()) == nil && sessionLookupFailed(r.Context()) == nil
}

// noCache tells whether the client asks for a fresh answer (Cache-Control: no-cache, as the SPA
// sends after a live event it must refetch for).
func noCache(r *http.Request) bool {
	for _, v := range r.Header.Values("Cache-Control") {
		for _, d := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(d), "no-cache") {
				return true
			}
		}
	}
	return false
}

func (c *responseCache) key(r *http.Request, body []byte) cacheKey {
	h := sha256.New()
	for _, s := range []string{r.Host, r.Header.Get("Accept")} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	h.Write(body)
	var k cacheKey
	h.Sum(k[:0])
	return k
}

// get returns key's entry while it may be served, and whether it is still fresh. An entry is
// served for one more TTL after it expires (stale), while one refresh runs in the background:
// no visitor waits for a recomputation of a popular page, and nothing served is older than two
// TTLs plus one computation.
func (c *responseCache) get(key cacheKey) (e *cacheEntry, fresh bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.getLocked(key)
}

// getOrJoin is get and, when nothing may be served and the request may be shared (joinable),
// join, under one lock: a flight that lands between the two is seen as its entry (two
// identical misses never both compute). f is nil when an entry is served or the request is
// not joinable.
func (c *responseCache) getOrJoin(key cacheKey, joinable bool) (e *cacheEntry, fresh bool, f *cacheFlight, leader bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, fresh = c.getLocked(key); e != nil || !joinable {
		return e, fresh, nil, false
	}
	f, leader = c.joinLocked(key)
	return nil, false, f, leader
}

// getLocked is get with c.mu held.
func (c *responseCache) getLocked(key cacheKey) (e *cacheEntry, fresh bool) {
	e = c.entries[key]
	now := c.now()
	if e == nil || !now.Before(e.expires.Add(c.ttl)) {
		return nil, false
	}
	return e, now.Before(e.expires)
}

// refresh recomputes a stale entry of key in the background, unless a computation of it is
// already under way. It runs r again (its body, no cancellation of its own, the request
// deadline) and keeps the answer under the same rules as a miss.
func (c *responseCache) refresh(key cacheKey, r *http.Request, body []byte, next http.Handler) {
	f, leader := c.join(key)
	if !leader {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), refreshTimeout)
	ctx = context.WithValue(ctx, routeKey{}, &route{})
	ctx, _ = db.CountStatements(ctx) // not counted to the request that was served
	r2 := r.Clone(ctx)
	r2.Body = io.NopCloser(bytes.NewReader(body))
	go func() {
		defer cancel()
		defer c.land(key, f)
		tee := &teeWriter{ResponseWriter: &discardWriter{header: http.Header{}}}
		next.ServeHTTP(tee, r2)
		if tee.keep() {
			f.entry = &cacheEntry{body: tee.buf.Bytes(), contentType: tee.Header().Get("Content-Type"), expires: c.now().Add(c.ttl)}
		}
	}()
}

// refreshTimeout bounds a background refresh.
const refreshTimeout = 10 * time.Second

// discardWriter is the response of a background refresh: only the copy the cache keeps counts.
type discardWriter struct{ header http.Header }

func (d *discardWriter) Header() http.Header         { return d.header }
func (d *discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (d *discardWriter) WriteHeader(int)             {}

// join returns the flight of key, and whether the caller starts it (and must land it).
func (c *responseCache) join(key cacheKey) (*cacheFlight, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.joinLocked(key)
}

// joinLocked is join with c.mu held.
func (c *responseCache) joinLocked(key cacheKey) (*cacheFlight, bool) {
	if f := c.flights[key]; f != nil {
		return f, false
	}
	f := &cacheFlight{done: make(chan struct{})}
	c.flights[key] = f
	return f, true
}

// land ends a flight: its entry (if any) is stored within the bounds, and waiters are woken.
func (c *responseCache) land(key cacheKey, f *cacheFlight) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.flights, key)
	close(f.done)
	if f.entry != nil {
		c.store(key, f.entry)
	}
}

// store keeps e as key's answer within the bounds (c.mu held).
func (c *responseCache) store(key cacheKey, e *cacheEntry) {
	if c.entries[key] != nil {
		c.drop(key)
	}
	size := len(e.body)
	full := func() bool { return len(c.entries) >= respCacheEntries || c.bytes+size > respCacheBytes }
	if full() {
		now := c.now()
		for k, e := range c.entries {
			if !now.Before(e.expires) {
				c.drop(k)
			}
		}
	}
	for k := range c.entries { // still full: drop any, until the new one fits
		if !full() {
			break
		}
		c.drop(k)
	}
	c.entries[key] = e
	c.bytes += size
}

func (c *responseCache) drop(k cacheKey) {
	c.bytes -= len(c.entries[k].body)
	delete(c.entries, k)
}

// serveEntry answers r with e: X-Cache says hit, or stale for an expired entry being refreshed.
// A client that takes gzip gets the entry's gzip'd bytes, compressed once for all its hits (web.Gzip
// passes an answer with a Content-Encoding through).
func serveEntry(w http.ResponseWriter, r *http.Request, e *cacheEntry, fresh bool) {
	h := w.Header()
	h.Set("Content-Type", e.contentType)
	if fresh {
		h.Set(cacheHeader, "hit")
	} else {
		h.Set(cacheHeader, "stale")
	}
	body := e.body
	if web.AcceptsGzip(r) {
		if gz := e.gzipped(); gz != nil {
			h.Set("Content-Encoding", "gzip")
			body = gz
		}
	}
	_, _ = w.Write(body)
}

// isQueryBody tells whether a GraphQL request body asks for a query operation (not a
// mutation, a subscription, or something that does not parse).
func isQueryBody(body []byte) bool {
	var p struct {
		Query         string `json:"query"`
		OperationName string `json:"operationName"`
	}
	if json.Unmarshal(body, &p) != nil {
		return false
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: p.Query}, parserTokenLimit)
	if err != nil {
		return false
	}
	op := doc.Operations.ForName(p.OperationName)
	return op != nil && op.Operation == ast.Query
}

// teeWriter passes a response through and keeps a copy while it may still be cached.
type teeWriter struct {
	http.ResponseWriter
	status int
	buf    bytes.Buffer
	over   bool
}

func (t *teeWriter) WriteHeader(code int) {
	if t.status == 0 {
		t.status = code
	}
	t.ResponseWriter.WriteHeader(code)
}

func (t *teeWriter) Write(p []byte) (int, error) {
	if t.status == 0 {
		t.status = http.StatusOK
	}
	if !t.over {
		if t.buf.Len()+len(p) > respCacheMaxEntry {
			t.over, t.buf = true, bytes.Buffer{}
		} else {
			t.buf.Write(p)
		}
	}
	return t.ResponseWriter.Write(p)
}

func (t *teeWriter) Unwrap() http.ResponseWriter { return t.ResponseWriter }

// keep tells whether the answer may be shared: 200, small enough, no cookie, and data without
// errors (gqlgen writes "errors" before "data").
func (t *teeWriter) keep() bool {
	return t.status == http.StatusOK && !t.over && t.Header().Get("Set-Cookie") == "" &&
		bytes.HasPrefix(t.buf.Bytes(), []byte(`{"data":`))
}
