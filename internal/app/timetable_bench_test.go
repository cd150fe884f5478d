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
	"festival/internal/mail"
	"festival/internal/testdb"
)

// BenchmarkTimetable2400 measures the schedule's timetable (every set with its stage and the
// viewer's vote, timetableOnly) of an edition of 2,400 sets through the whole HTTP + GraphQL
// stack, response cache off: through the fast path (card cache) and through gqlgen
// (FAST_PAGES=off), anonymous and signed in (a user with a vote on every set), and the
// schedule's whole query (savedPlan and calendar fields: gqlgen's part of a split answer).
func BenchmarkTimetable2400(b *testing.B) {
	fast, slow, cookie := timetableBenchServers(b, "tt")

	body := func(q string) []byte {
		raw, _ := json.Marshal(map[string]any{"query": q, "variables": map[string]any{
			"f": "tt", "e": "e", "festivalSlug": "tt", "editionSlug": "e", "q": nil, "search": false}})
		return raw
	}
	for _, c := range []struct {
		name   string
		h      http.Handler
		query  string
		cookie string
	}{
		{"fast", fast, timetableOnly, ""},
		{"gqlgen", slow, timetableOnly, ""},
		{"fast/signed-in", fast, timetableOnly, cookie},
		{"gqlgen/signed-in", slow, timetableOnly, cookie},
		{"split/schedule-signed-in", fast, scheduleQuery, cookie},
		{"gqlgen/schedule-signed-in", slow, scheduleQuery, cookie},
	} {
		b.Run(c.name, func(b *testing.B) {
			// Every answer holds the whole timetable (and, signed in, the viewer's votes).
			benchPostsWith(b, c.h, body(c.query), true, c.cookie, func(rec *httptest.ResponseRecorder) bool {
				return rec.Header().Get("Content-Encoding") == "gzip" && rec.Header().Get(cacheHeader) == ""
			})
		})
	}
	// Both answer the same (checked once, outside the timings).
	for _, q := range []string{timetableOnly, scheduleQuery} {
		a, g := benchAnswer(b, fast, body(q), cookie), benchAnswer(b, slow, body(q), cookie)
		if !bytes.Equal(a, g) || bytes.Count(a, []byte(`"slug":"set-`)) != 2400 || !bytes.Contains(a, []byte(`"myVote":"`)) {
			b.Fatalf("answers differ or lack sets or votes: %.300s", a)
		}
	}
}

func benchAnswer(b *testing.B, h http.Handler, body []byte, cookie string) []byte {
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Cookie", cookie)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("%d %.300s", rec.Code, rec.Body.String())
	}
	return rec.Body.Bytes()
}

// timetableBenchServers are two servers on one fresh edition of 2,400 sets named slug,
// response cache off: fast (the fast path, with the live hub running so the card cache keeps
// cards) and slow (FAST_PAGES=off), and the session cookie of a user with a vote on every set.
func timetableBenchServers(b *testing.B, slug string) (fast, slow http.Handler, cookie string) {
	store := openURL(&testing.T{}, testdb.URL(b))
	editionWithSets(&testing.T{}, store.DB, slug, 2400)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mailer, _ := mail.New("", "x@localhost", log)
	ctx, cancel := context.WithCancel(context.Background())
	b.Cleanup(cancel)
	server := func(env map[string]string) http.Handler {
		cfg, _ := LoadConfig(func(k string) string { return uncachedEnv(env)[k] })
		srv := NewServer(cfg, store, mailer, log)
		go srv.Hub.Run(ctx) // the card cache keeps cards while the hub listens
		return srv.Handler
	}
	fast, slow = server(nil), server(map[string]string{"FAST_PAGES": "off"})

	var user uuid.UUID
	if err := store.DB.NewRaw(`SELECT id FROM users WHERE email = ?`, slug+"1@x.io").Scan(ctx, &user); err != nil {
		b.Fatal(err)
	}
	sessions := &auth.Sessions{DB: store.DB, Pool: store.Pool, Now: time.Now, Absolute: time.Hour, Idle: time.Hour}
	token, _, err := sessions.Create(ctx, store.DB, user, "bench")
	if err != nil {
		b.Fatal(err)
	}
	return fast, slow, auth.CookieName + "=" + token
}
