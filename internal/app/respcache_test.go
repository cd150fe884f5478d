package app

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"festival/internal/testdb"
)

// cachePost posts a GraphQL body (with a cookie header when not "") and returns the answer
// with its X-Cache header.
func cachePost(t *testing.T, s *testServer, host, cookie, query string, vars map[string]any) (gqlResponse, string) {
	t.Helper()
	h := http.Header{}
	if cookie != "" {
		h.Set("Cookie", cookie)
	}
	return cachePostWith(t, s, host, h, query, vars)
}

// cachePostWith is cachePost with any request headers.
func cachePostWith(t *testing.T, s *testServer, host string, h http.Header, query string, vars map[string]any) (gqlResponse, string) {
	t.Helper()
	req := graphqlRequest(s, query, vars)
	for k, vs := range h {
		req.Header[k] = vs
	}
	req.Header.Set("Content-Type", "application/json")
	if host != "" {
		req.Host = host
	}
	out, resp := doGraphQL(t, http.DefaultClient, req)
	return out, resp.Header.Get(cacheHeader)
}

const cacheTallyQuery = `query($f: String!, $s: String!) { festival(slug: $f) { edition(slug: "e") { set(slug: $s) { tally { mustGo interested wontGo } } } } }`

// Anonymous queries are shared for RESPONSE_CACHE_TTL: a hit runs no SQL; a different host or
// variables is a miss; a signed-in request neither reads nor fills the cache (an invalid cookie
// is anonymous); a vote shows once the TTL has passed; mutations are never cached.
func TestResponseCacheAnonymousQueries(t *testing.T) {
	const ttl = 5 * time.Second
	s, smtp := startAuthServer(t, map[string]string{"RESPONSE_CACHE_TTL": ttl.String()})
	store := openURL(t, s.dbURL)
	editionWithSets(t, store.DB, "rc", 3)
	fan := signIn(t, s, smtp, "rc@example.com")
	vars := map[string]any{"f": "rc", "s": "set-1"}

	first, x := cachePost(t, s, "", "", cacheTallyQuery, vars)
	if len(first.Errors) > 0 || x != "miss" {
		t.Fatalf("first: X-Cache %q %+v", x, first.Errors)
	}
	if n := lastStatements(t, s); n == 0 {
		t.Errorf("a miss ran no SQL statement")
	}
	again, x := cachePost(t, s, "", "", cacheTallyQuery, vars)
	if x != "hit" || string(again.Data) != string(first.Data) {
		t.Fatalf("second: X-Cache %q, %s vs %s", x, again.Data, first.Data)
	}
	if n := lastStatements(t, s); n != 0 {
		t.Errorf("a hit ran %d SQL statements", n)
	}
	if _, x := cachePost(t, s, "", "festival_session=not-a-session", cacheTallyQuery, vars); x != "hit" {
		t.Errorf("invalid cookie (anonymous): X-Cache %q, want hit", x)
	}
	if _, x := cachePost(t, s, "other.localhost:1", "", cacheTallyQuery, vars); x != "miss" {
		t.Errorf("other host: X-Cache %q, want miss", x)
	}
	if _, x := cachePost(t, s, "", "", cacheTallyQuery, map[string]any{"f": "rc", "s": "set-2"}); x != "miss" {
		t.Errorf("other variables: X-Cache %q, want miss", x)
	}

	// Signed in: never from the cache, and never into it.
	if _, x := cachePost(t, s, "", fan.cookieHeader(), cacheTallyQuery, vars); x != "" {
		t.Errorf("signed in: X-Cache %q, want none", x)
	}
	viewerQuery := `{ viewer { email } festival(slug: "rc") { name } }`
	if r, x := cachePost(t, s, "", fan.cookieHeader(), viewerQuery, nil); x != "" || !strings.Contains(string(r.Data), "rc@example.com") {
		t.Fatalf("signed in: X-Cache %q, %s", x, r.Data)
	}
	if r, x := cachePost(t, s, "", "", viewerQuery, nil); x != "miss" || strings.Contains(string(r.Data), "rc@example.com") {
		t.Errorf("anonymous after signed in: X-Cache %q, %s", x, r.Data)
	}

	// A vote: within the TTL anonymous visitors see the old tally, after it the new one.
	var before struct {
		Festival struct {
			Edition struct {
				Set struct{ Tally struct{ MustGo int } }
			}
		}
	}
	mustJSON(t, first.Data, &before)
	var set struct {
		Festival struct {
			Edition struct{ Set struct{ ID string } }
		}
	}
	r, _ := fan.gql(t, `{ festival(slug: "rc") { edition(slug: "e") { set(slug: "set-1") { id } } } }`, nil)
	mustJSON(t, r.Data, &set)
	voted := time.Now()
	if r, _ := fan.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`,
		map[string]any{"s": set.Festival.Edition.Set.ID}); len(r.Errors) > 0 {
		t.Fatalf("vote: %+v", r.Errors)
	}
	// Past the TTL the old answer is served once more (stale) while it is computed again in the
	// background; the new tally follows without anyone waiting for it.
	mustGo := func(r gqlResponse) int {
		var got struct {
			Festival struct {
				Edition struct {
					Set struct{ Tally struct{ MustGo int } }
				}
			}
		}
		mustJSON(t, r.Data, &got)
		return got.Festival.Edition.Set.Tally.MustGo
	}
	time.Sleep(time.Until(voted.Add(ttl + 100*time.Millisecond)))
	if stale, x := cachePost(t, s, "", "", cacheTallyQuery, vars); x != "stale" || mustGo(stale) != before.Festival.Edition.Set.Tally.MustGo {
		t.Errorf("just after the TTL: X-Cache %q, mustGo %d, want stale %d", x, mustGo(stale), before.Festival.Edition.Set.Tally.MustGo)
	}
	for deadline := time.Now().Add(ttl - time.Second); ; time.Sleep(50 * time.Millisecond) {
		after, x := cachePost(t, s, "", "", cacheTallyQuery, vars)
		if x == "hit" && mustGo(after) == before.Festival.Edition.Set.Tally.MustGo+1 {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("after the refresh: X-Cache %q, mustGo %d, want a hit with %d", x, mustGo(after), before.Festival.Edition.Set.Tally.MustGo+1)
			break
		}
	}

	// A client that asks for a fresh answer (Cache-Control: no-cache, as the SPA does after a live
	// event it refetches for) gets one at once, and that answer is what the next visitors share.
	fan2 := signIn(t, s, smtp, "rc2@example.com")
	if r, _ := fan2.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`,
		map[string]any{"s": set.Festival.Edition.Set.ID}); len(r.Errors) > 0 {
		t.Fatalf("second vote: %+v", r.Errors)
	}
	want := before.Festival.Edition.Set.Tally.MustGo + 2
	if fresh, x := cachePostWith(t, s, "", http.Header{"Cache-Control": {"no-cache"}}, cacheTallyQuery, vars); x != "miss" || mustGo(fresh) != want {
		t.Errorf("no-cache: X-Cache %q, mustGo %d, want a miss with %d", x, mustGo(fresh), want)
	}
	if next, x := cachePost(t, s, "", "", cacheTallyQuery, vars); x != "hit" || mustGo(next) != want {
		t.Errorf("after no-cache: X-Cache %q, mustGo %d, want a hit with %d", x, mustGo(next), want)
	}

	// Mutations pass by the cache.
	for range 2 {
		if _, x := cachePost(t, s, "", "", requestMutation, map[string]any{"e": "rc2@example.com"}); x != "" {
			t.Errorf("mutation: X-Cache %q, want none", x)
		}
	}

	// Identical misses in flight compute once.
	var wg sync.WaitGroup
	results := make(chan string, 8)
	for range 8 {
		wg.Go(func() {
			_, x := cachePost(t, s, "", "", cacheTallyQuery, map[string]any{"f": "rc", "s": "set-3"})
			results <- x
		})
	}
	wg.Wait()
	close(results)
	misses := 0
	for x := range results {
		if x == "miss" {
			misses++
		} else if x != "hit" {
			t.Errorf("concurrent: X-Cache %q", x)
		}
	}
	if misses != 1 {
		t.Errorf("8 identical concurrent requests: %d misses, want 1", misses)
	}
}

// A draft edition, visible to the Core team only, never reaches an anonymous visitor through
// the cache: an admin's requests neither fill it nor read it, before or after an anonymous one.
func TestResponseCacheNeverSharesDrafts(t *testing.T) {
	s, smtp := startAuthServer(t, map[string]string{"RESPONSE_CACHE_TTL": "1m"})
	store := openURL(t, s.dbURL)
	admin := signIn(t, s, smtp, "core@example.com")
	if _, err := store.DB.Exec(`INSERT INTO admin_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = 'core@example.com'`); err != nil {
		t.Fatal(err)
	}
	adminDraft(t, actor{"admin", func(t *testing.T, q string, v map[string]any) gqlResponse { r, _ := admin.gql(t, q, v); return r }}, "Draft Fest", false)
	q := func(n int) string {
		return `query { festival(slug: "draft-fest") { edition(slug: "e") { published sets { totalCount } } } a` +
			strings.Repeat(" ", n) + `: __typename }`
	}
	hidden := func(who string, r gqlResponse) {
		t.Helper()
		if len(r.Errors) > 0 || strings.Contains(string(r.Data), "totalCount") {
			t.Errorf("%s sees the draft: %s %+v", who, r.Data, r.Errors)
		}
	}
	// Anonymous first, then the admin, then anonymous again.
	r, x := cachePost(t, s, "", "", q(0), nil)
	hidden("anonymous", r)
	if x != "miss" {
		t.Errorf("anonymous: X-Cache %q", x)
	}
	if r, x := cachePost(t, s, "", admin.cookieHeader(), q(0), nil); x != "" || !strings.Contains(string(r.Data), `"totalCount":1`) {
		t.Errorf("admin: X-Cache %q, %s %+v", x, r.Data, r.Errors)
	}
	r, _ = cachePost(t, s, "", "", q(0), nil)
	hidden("anonymous after the admin", r)
	// The admin first, on a query nobody asked yet.
	if r, x := cachePost(t, s, "", admin.cookieHeader(), q(1), nil); x != "" || !strings.Contains(string(r.Data), `"totalCount":1`) {
		t.Errorf("admin: X-Cache %q, %s %+v", x, r.Data, r.Errors)
	}
	r, x = cachePost(t, s, "", "", q(1), nil)
	hidden("anonymous after the admin first", r)
	if x != "miss" {
		t.Errorf("anonymous after the admin first: X-Cache %q, want miss", x)
	}
}

// RESPONSE_CACHE_TTL=0 turns the cache off.
func TestResponseCacheOff(t *testing.T) {
	s, _ := startAuthServer(t, map[string]string{"RESPONSE_CACHE_TTL": "0"})
	store := openURL(t, s.dbURL)
	editionWithSets(t, store.DB, "off", 1)
	for i := range 2 {
		if r, x := cachePost(t, s, "", "", cacheTallyQuery, map[string]any{"f": "off", "s": "set-1"}); x != "" || len(r.Errors) > 0 {
			t.Fatalf("request %d: X-Cache %q %+v", i, x, r.Errors)
		}
		if n := lastStatements(t, s); n == 0 {
			t.Errorf("request %d ran no SQL statement", i)
		}
	}
}

// An entry is fresh for the TTL, served stale (while refreshed) for one more TTL, then gone:
// nothing older than two TTLs is ever served.
func TestResponseCacheFreshStaleGone(t *testing.T) {
	start := time.Date(2026, 7, 17, 20, 0, 0, 0, time.UTC)
	now := start
	c := newResponseCache(time.Second)
	c.now = func() time.Time { return now }
	var key cacheKey
	f, leader := c.join(key)
	if !leader {
		t.Fatal("the first join must lead")
	}
	f.entry = &cacheEntry{body: []byte(`{"data":{}}`), expires: start.Add(time.Second)}
	c.land(key, f)
	for _, step := range []struct {
		at            time.Duration
		served, fresh bool
	}{
		{0, true, true},
		{999 * time.Millisecond, true, true},
		{time.Second, true, false},
		{1999 * time.Millisecond, true, false},
		{2 * time.Second, false, false},
	} {
		now = start.Add(step.at)
		e, fresh := c.get(key)
		if (e != nil) != step.served || fresh != step.fresh {
			t.Errorf("at +%v: served %v fresh %v, want %v %v", step.at, e != nil, fresh, step.served, step.fresh)
		}
	}
}

// A hit for a gzip client is the entry's gzip'd bytes, compressed once and written as they are
// (Content-Encoding: gzip); a client without gzip gets the plain bytes.
func TestResponseCacheKeepsGzipBytes(t *testing.T) {
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "RESPONSE_CACHE_TTL": "5s"})
	editionWithSets(t, openURL(t, s.dbURL).DB, "gz", 20)
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	get := func(gz bool) (body []byte, encoding, xcache string) {
		t.Helper()
		req := graphqlRequest(s, setsQuery, map[string]any{"f": "gz"})
		req.Header.Set("Content-Type", "application/json")
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		resp, err := raw.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ = io.ReadAll(resp.Body)
		return body, resp.Header.Get("Content-Encoding"), resp.Header.Get(cacheHeader)
	}
	plain := func(b []byte) []byte {
		t.Helper()
		r, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		out, err := io.ReadAll(r)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	miss, enc, x := get(true)
	if x != "miss" || enc != "gzip" {
		t.Fatalf("first: X-Cache %q, Content-Encoding %q", x, enc)
	}
	hit, enc, x := get(true)
	if x != "hit" || enc != "gzip" || !bytes.Equal(plain(hit), plain(miss)) {
		t.Fatalf("gzip hit: X-Cache %q, Content-Encoding %q, %s", x, enc, plain(hit))
	}
	again, _, _ := get(true)
	if !bytes.Equal(again, hit) {
		t.Fatalf("second gzip hit differs from the first")
	}
	body, enc, x := get(false)
	if x != "hit" || enc != "" || !bytes.Equal(body, plain(miss)) {
		t.Fatalf("plain hit: X-Cache %q, Content-Encoding %q, %.200s", x, enc, body)
	}

	// The entry compresses once: every gzip hit writes the same stored bytes.
	e := &cacheEntry{body: body, contentType: "application/json"}
	var first []byte
	for i := range 3 {
		req := httptest.NewRequest("POST", "/graphql", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		rec := httptest.NewRecorder()
		serveEntry(rec, req, e, true)
		if rec.Header().Get("Content-Encoding") != "gzip" || !bytes.Equal(plain(rec.Body.Bytes()), body) {
			t.Fatalf("serveEntry: %v", rec.Header())
		}
		if i == 0 {
			first = e.gz
		} else if &e.gz[0] != &first[0] {
			t.Fatalf("the entry was compressed again")
		}
	}
}
