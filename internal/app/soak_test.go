//go:build soak

package app

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// TestSoak (make soak; build tag soak, so not in make test) runs a bounded mixed load for
// SOAK_DURATION (default 10m) against one in-process server: browsing with the SPA's queries,
// votes with client ids, notes, subscribers that come and go, and sign-ins through the test SMTP
// server. It fails on any unexpected error, on goroutines or heap that keep growing, and on
// broken database invariants, and prints the figures docs/soak.md records.
func TestSoak(t *testing.T) {
	duration := 10 * time.Minute
	if v := os.Getenv("SOAK_DURATION"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatal(err)
		}
		duration = d
	}
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "soak", 100)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "LOG_FORMAT": "json"})
	sets := setIDsOf(t, s, "soak", 100)
	edition, _ := editionAndSet(t, s, "soak")
	tokens := votersWithSessions(t, url, 60)
	page := spaOperation(t, "SetsRouteQuery")
	vote := spaOperation(t, "useSetVoteMutation")
	addNote := spaOperation(t, "useAddNoteMutation")
	setPage := spaOperation(t, "SetDetailRouteQuery") // the set page: details, group votes, notes
	sub := spaOperation(t, "useSetUpdatedSubscription")

	var mu sync.Mutex
	counts := map[string]int{}     // operation -> successes
	unexpected := map[string]int{} // operation: error -> count
	record := func(op string, r gqlResponse, err error, allowed ...string) {
		mu.Lock()
		defer mu.Unlock()
		switch {
		case err != nil:
			unexpected[op+": "+err.Error()]++
		case len(r.Errors) > 0:
			code := r.code(0)
			for _, a := range allowed {
				if code == a {
					counts[op+" "+code]++
					return
				}
			}
			unexpected[op+": "+code+" "+r.Errors[0].Message]++
		default:
			counts[op]++
		}
	}
	var events atomic.Int64
	var notesAdded atomic.Int64

	ctx, cancel := context.WithTimeout(context.Background(), duration)
	defer cancel()
	var wg sync.WaitGroup
	every := func(n int, pause time.Duration, work func(worker, i int)) {
		for w := 0; w < n; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := 0; ctx.Err() == nil; i++ {
					work(w, i)
					select {
					case <-ctx.Done():
					case <-time.After(pause):
					}
				}
			}(w)
		}
	}
	hc := &http.Client{Timeout: 15 * time.Second}
	sorts := []string{"POPULARITY_DESC", "NAME_ASC", "RATING_DESC", "DATE_ASC"}
	every(4, 100*time.Millisecond, func(w, i int) { // browsing, anonymous and signed in
		vars := map[string]any{"festivalSlug": "soak", "editionSlug": "e", "first": 30, "sort": sorts[i%len(sorts)]}
		if w%2 == 0 {
			r, err := postGQL(hc, s.URL, page, vars)
			record("sets page", r, err)
		} else {
			r, err := postAs(hc, s.URL, tokens[i%len(tokens)], page, vars)
			record("sets page (signed in)", r, err)
			r, err = postAs(hc, s.URL, tokens[i%len(tokens)], setPage, map[string]any{"festivalSlug": "soak", "editionSlug": "e", "setSlug": fmt.Sprintf("set-%d", 1+i%len(sets))})
			record("set page with notes", r, err)
		}
	})
	every(4, 100*time.Millisecond, func(w, i int) { // votes with client ids, sometimes replayed
		v := rand.IntN(len(tokens))
		input := map[string]any{"setId": sets[rand.IntN(len(sets))], "vote": []any{"MUST_GO", "INTERESTED", "WONT_GO", nil}[rand.IntN(4)],
			"clientMutationId": fmt.Sprintf("soak-%d-%d", w, i)}
		r, err := postAs(hc, s.URL, tokens[v], vote, map[string]any{"input": input})
		record("vote", r, err)
		if i%10 == 0 { // the outbox replays an acknowledged vote
			r, err = postAs(hc, s.URL, tokens[v], vote, map[string]any{"input": input})
			record("vote replay", r, err)
		}
	})
	every(1, time.Second, func(w, i int) { // notes, rotating authors (60 per 10 minutes each)
		r, err := postAs(hc, s.URL, tokens[i%len(tokens)], addNote, map[string]any{"input": map[string]any{
			"id": uuid.NewString(), "setId": sets[rand.IntN(len(sets))], "content": fmt.Sprintf("soak note %d", i)}})
		record("add note", r, err)
		if err == nil && len(r.Errors) == 0 {
			notesAdded.Add(1)
		}
	})
	every(1, 3*time.Second, func(w, i int) { // sign-ins through the SMTP server
		c := newClient(s)
		email := fmt.Sprintf("soak%d@example.com", i)
		r, _ := c.gql(t, requestMutation, map[string]any{"e": email})
		record("request code", r, nil)
		if len(r.Errors) > 0 {
			return
		}
		code := mailCode.FindStringSubmatch(smtp.WaitFor(t, email).Text)[1]
		r, _ = c.gql(t, verifyMutation, map[string]any{"e": email, "c": code})
		record("verify code", r, nil)
	})
	every(20, 30*time.Second, func(w, i int) { // subscribers: each socket lives 30 s, then a new one
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 10 * time.Second}
		c, _, err := d.DialContext(ctx, strings.Replace(s.URL, "http", "ws", 1)+"/graphql", nil)
		if err != nil {
			record("subscribe", gqlResponse{}, err)
			return
		}
		defer c.Close()
		_ = c.WriteJSON(wsMsg{Type: "connection_init"})
		subscribe(t, c, "1", sub, map[string]any{"editionId": edition})
		until := time.Now().Add(30 * time.Second)
		for time.Now().Before(until) && ctx.Err() == nil {
			_ = c.SetReadDeadline(until)
			var m wsMsg
			if c.ReadJSON(&m) != nil {
				break
			}
			if m.Type == "next" {
				events.Add(1)
			}
			if m.Type == "error" {
				record("subscribe", gqlResponse{}, fmt.Errorf("%s", m.Payload))
			}
		}
		record("subscribe", gqlResponse{}, nil)
	})

	type sample struct {
		at         time.Duration
		goroutines int
		heapKB     uint64
	}
	var samples []sample
	take := func(at time.Duration) {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		samples = append(samples, sample{at, runtime.NumGoroutine(), m.HeapAlloc >> 10})
	}
	start := time.Now()
	tick := time.NewTicker(duration / 10)
	for done := false; !done; {
		select {
		case <-ctx.Done():
			done = true
		case <-tick.C:
			take(time.Since(start).Round(time.Second))
		}
	}
	tick.Stop()
	wg.Wait()
	if path := os.Getenv("SOAK_HEAPPROFILE"); path != "" { // what the heap holds at the end
		writeHeapProfile(t, path)
	}

	// Figures.
	var ops []string
	for k := range counts {
		ops = append(ops, k)
	}
	sort.Strings(ops)
	for _, k := range ops {
		t.Logf("| %s | %d |", k, counts[k])
	}
	t.Logf("| subscription events received | %d |", events.Load())
	for _, smp := range samples {
		t.Logf("| %s | %d goroutines | %d KB heap |", smp.at, smp.goroutines, smp.heapKB)
	}
	for k, n := range unexpected {
		t.Errorf("unexpected: %s (%d times)", k, n)
	}
	// Flat: from the second sample on (everything warmed up) neither keeps growing.
	if len(samples) >= 3 {
		warm, last := samples[1], samples[len(samples)-1]
		if last.goroutines > warm.goroutines+30 {
			t.Errorf("goroutines grew from %d to %d", warm.goroutines, last.goroutines)
		}
		if last.heapKB > 2*warm.heapKB+16<<10 {
			t.Errorf("heap grew from %d KB to %d KB", warm.heapKB, last.heapKB)
		}
	}
	// Database invariants: counters equal a recount; every acknowledged note is stored.
	var wrong, stored int
	if err := store.QueryRowContext(context.Background(), `SELECT count(*) FROM sets s LEFT JOIN set_tallies t ON t.set_id = s.id,
		LATERAL (SELECT count(*) FILTER (WHERE vote_type = 2) AS m, count(*) FILTER (WHERE vote_type = 1) AS i,
		                count(*) FILTER (WHERE vote_type = -1) AS w FROM votes v WHERE v.set_id = s.id) r
		WHERE (t.must_go, t.interested, t.wont_go) IS DISTINCT FROM (r.m::int, r.i::int, r.w::int)`).Scan(&wrong); err != nil || wrong != 0 {
		t.Errorf("%d sets whose counters differ from a recount (%v)", wrong, err)
	}
	if err := store.QueryRowContext(context.Background(), `SELECT count(*) FROM notes WHERE note_content LIKE 'soak note %'`).Scan(&stored); err != nil || int64(stored) != notesAdded.Load() {
		t.Errorf("%d notes stored, %d acknowledged (%v)", stored, notesAdded.Load(), err)
	}
}

// writeHeapProfile writes the heap in use after a GC to path (go tool pprof -sample_index=inuse_space).
func writeHeapProfile(t *testing.T, path string) {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		t.Fatal(err)
	}
}
