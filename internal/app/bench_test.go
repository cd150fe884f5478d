package app

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/mail"
	"festival/internal/testdb"
	"festival/internal/voting"
)

// benchServer is the whole HTTP + GraphQL stack on a fresh edition of n sets named slug, with
// the environment env (unset variables take their defaults).
func benchServer(b *testing.B, slug string, n int, env map[string]string) http.Handler {
	h, _ := benchServerDB(b, slug, n, env)
	return h
}

// benchServerDB is benchServer with its database.
func benchServerDB(b *testing.B, slug string, n int, env map[string]string) (http.Handler, *db.DB) {
	store := openURL(&testing.T{}, testdb.URL(b))
	editionWithSets(&testing.T{}, store.DB, slug, n)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mailer, _ := mail.New("", "x@localhost", log)
	cfg, _ := LoadConfig(func(k string) string { return env[k] })
	srv := NewServer(cfg, store, mailer, log)
	// The live hub runs, as in a real instance: the set card cache keeps cards while it listens.
	ctx, cancel := context.WithCancel(context.Background())
	b.Cleanup(cancel)
	go srv.Hub.Run(ctx)
	return srv.Handler, store
}

// benchPosts posts the GraphQL request body b.N times; ok checks every answer.
func benchPosts(b *testing.B, h http.Handler, body []byte, gzip bool, ok func(*httptest.ResponseRecorder) bool) {
	benchPostsWith(b, h, body, gzip, "", ok)
}

// benchPostsWith is benchPosts with a Cookie header (when not ""). Besides ns/op it reports
// cpu-ms/op: the process's user and system CPU (all goroutines, PostgreSQL's not) per request,
// steadier than wall-clock time on a busy machine.
func benchPostsWith(b *testing.B, h http.Handler, body []byte, gzip bool, cookie string, ok func(*httptest.ResponseRecorder) bool) {
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	defer func() { b.ReportMetric(float64(cpuTime()-cpu)/1e6/float64(b.N), "cpu-ms/op") }()
	for i := 0; i < b.N; i++ {
		req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		if gzip {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || !ok(rec) {
			b.Fatalf("%d %s", rec.Code, rec.Body.String()[:min(300, rec.Body.Len())])
		}
	}
}

// BenchmarkSetsPage measures one sets page (100 sets with artists, genres, stage and tallies)
// through the whole HTTP + GraphQL stack, on an edition of 600 sets.
func BenchmarkSetsPage(b *testing.B) {
	h := benchServer(b, "bench", 600, nil)
	body, _ := json.Marshal(map[string]any{"query": setsQuery, "variables": map[string]any{"f": "bench"}})
	benchPosts(b, h, body, false, func(rec *httptest.ResponseRecorder) bool {
		return !bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`))
	})
}

// BenchmarkSPASetsPage measures the SPA's own sets page request as the bench sends it (its
// committed query text, 30 sets by popularity, anonymous, gzip), on an edition of 600 sets.
func BenchmarkSPASetsPage(b *testing.B) {
	h := benchServer(b, "spa", 600, nil)
	body, _ := json.Marshal(map[string]any{"query": spaOperation(&testing.T{}, "SetsRouteQuery"), "variables": map[string]any{
		"festivalSlug": "spa", "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": nil}})
	benchPosts(b, h, body, true, func(rec *httptest.ResponseRecorder) bool {
		return rec.Header().Get("Content-Encoding") == "gzip"
	})
}

// BenchmarkSetsPageUncached is BenchmarkSetsPage with the response cache off: every request
// is executed.
func BenchmarkSetsPageUncached(b *testing.B) {
	h := benchServer(b, "benchu", 600, map[string]string{"RESPONSE_CACHE_TTL": "0"})
	body, _ := json.Marshal(map[string]any{"query": setsQuery, "variables": map[string]any{"f": "benchu"}})
	benchPosts(b, h, body, false, func(rec *httptest.ResponseRecorder) bool {
		return !bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`))
	})
}

// BenchmarkSPASetsPageUncached is BenchmarkSPASetsPage with the response cache off: every
// request is executed (the uncached page of the profile), through the fast path.
func BenchmarkSPASetsPageUncached(b *testing.B) {
	benchSPAUncached(b, "spau", nil)
}

// BenchmarkSPASetsPageUncachedGqlgen is BenchmarkSPASetsPageUncached through gqlgen's
// execution (FAST_PAGES=off), for comparison.
func BenchmarkSPASetsPageUncachedGqlgen(b *testing.B) {
	benchSPAUncached(b, "spag", map[string]string{"FAST_PAGES": "off"})
}

// BenchmarkSPASetsPageSignedIn is BenchmarkSPASetsPageUncached signed in (a user with a vote
// on every set): the viewer's votes are part of the page.
func BenchmarkSPASetsPageSignedIn(b *testing.B) {
	benchSPASignedIn(b, "spas", nil)
}

// BenchmarkSPASetsPageSignedInGqlgen is BenchmarkSPASetsPageSignedIn through gqlgen's execution.
func BenchmarkSPASetsPageSignedInGqlgen(b *testing.B) {
	benchSPASignedIn(b, "spasg", map[string]string{"FAST_PAGES": "off"})
}

func benchSPAUncached(b *testing.B, slug string, env map[string]string) {
	h := benchServer(b, slug, 600, uncachedEnv(env))
	benchPosts(b, h, spaBody(slug), true, func(rec *httptest.ResponseRecorder) bool {
		return rec.Header().Get("Content-Encoding") == "gzip"
	})
}

func benchSPASignedIn(b *testing.B, slug string, env map[string]string) {
	h, store := benchServerDB(b, slug, 600, uncachedEnv(env))
	var user uuid.UUID
	if err := store.DB.NewRaw(`SELECT id FROM users WHERE email = ?`, slug+"1@x.io").Scan(context.Background(), &user); err != nil {
		b.Fatal(err)
	}
	sessions := &auth.Sessions{DB: store.DB, Pool: store.Pool, Now: time.Now, Absolute: time.Hour, Idle: time.Hour}
	token, _, err := sessions.Create(context.Background(), store.DB, user, "bench")
	if err != nil {
		b.Fatal(err)
	}
	cookie := auth.CookieName + "=" + token
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(spaBody(slug)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Cookie", cookie)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if !bytes.Contains(rec.Body.Bytes(), []byte(`"viewer":{"user":{"id":`)) || !bytes.Contains(rec.Body.Bytes(), []byte(`"myVote":"`)) {
		b.Fatalf("not signed in, or no votes: %.300s", rec.Body.String())
	}
	benchPostsWith(b, h, spaBody(slug), true, cookie, func(rec *httptest.ResponseRecorder) bool {
		return rec.Header().Get("Content-Encoding") == "gzip" && rec.Header().Get(cacheHeader) == ""
	})
}

func uncachedEnv(env map[string]string) map[string]string {
	vars := map[string]string{"RESPONSE_CACHE_TTL": "0"}
	for k, v := range env {
		vars[k] = v
	}
	return vars
}

func spaBody(slug string) []byte {
	body, _ := json.Marshal(map[string]any{"query": spaOperation(&testing.T{}, "SetsRouteQuery"), "variables": map[string]any{
		"festivalSlug": slug, "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": nil}})
	return body
}

// BenchmarkSetVote measures one vote change (clock row, upsert, NOTIFY) in its transaction.
func BenchmarkSetVote(b *testing.B) {
	store := openURL(&testing.T{}, testdb.URL(b))
	editionWithSets(&testing.T{}, store.DB, "benchvote", 10)
	var set uuid.UUID
	var user uuid.UUID
	ctx := context.Background()
	if err := store.NewRaw("SELECT id FROM sets WHERE slug = 'set-1' LIMIT 1").Scan(ctx, &set); err != nil {
		b.Fatal(err)
	}
	if err := store.NewRaw("INSERT INTO users (email) VALUES ('bench@x.io') RETURNING id").Scan(ctx, &user); err != nil {
		b.Fatal(err)
	}
	svc := &voting.Service{DB: store, Lineup: &lineup.Service{DB: store.DB}, Now: time.Now}
	vctx := identity.With(ctx, &identity.Viewer{UserID: user})
	values := []int{2, 1, -1}
	for _, idempotent := range []bool{false, true} {
		name := "plain"
		if idempotent {
			name = "clientMutationId" // as the SPA sends it
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				v := values[i%3]
				var id *string
				var ts *time.Time
				if idempotent {
					s, now := uuid.NewString(), time.Now()
					id, ts = &s, &now
				}
				if _, err := svc.SetVote(vctx, user, set, &v, id, ts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSearchSets measures the SPA's sets page request with a search typed with an accent
// and in capitals ("ÁRTIST 42": eleven artists, their sets), on an edition of 600 sets, beside
// the same request without a search, both without the anonymous response cache, so each request
// runs its statements.
func BenchmarkSearchSets(b *testing.B) {
	h := benchServer(b, "find", 600, map[string]string{"RESPONSE_CACHE_TTL": "0"})
	for _, c := range []struct {
		name   string
		filter any
	}{{"no search", nil}, {"search", map[string]any{"q": "ÁRTIST 42"}}} {
		b.Run(c.name, func(b *testing.B) {
			body, _ := json.Marshal(map[string]any{"query": spaOperation(&testing.T{}, "SetsRouteQuery"), "variables": map[string]any{
				"festivalSlug": "find", "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": c.filter}})
			benchPosts(b, h, body, false, func(rec *httptest.ResponseRecorder) bool {
				return bytes.Contains(rec.Body.Bytes(), []byte(`"totalCount":`)) && !bytes.Contains(rec.Body.Bytes(), []byte(`"totalCount":0`))
			})
		})
	}
}
