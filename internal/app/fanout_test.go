package app

import (
	"context"
	"encoding/json"
	"runtime"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testdb"
	"festival/internal/voting"
	"festival/internal/web"
)

// goroutinesSettled waits until the goroutine count stops falling to at most want, and returns it.
// The goroutines idle in the sockets' operation pool (bounded, kept for the next operation) are
// not counted.
// A baseline (want 0) gives what earlier work left two seconds to end; a bound waits up to a
// minute (a busy machine), returning as soon as the count is down to it.
func goroutinesSettled(want int) int {
	count := func() int { return runtime.NumGoroutine() - web.IdleWorkers() }
	n := count()
	limit := 100
	if want > 0 {
		limit = 3000
	}
	for i := 0; i < limit && n > want; i++ {
		time.Sleep(20 * time.Millisecond)
		n = count()
	}
	return n
}

// 200 sockets subscribe with the SPA's own subscription; 20 votes on 20 sets, cast at about
// 20 per second through the voting service, each reach every subscriber (no event missed).
// Each socket costs the server at most 2 goroutines, and all of them end when the sockets close.
func TestEverySubscriberReceivesEveryEvent(t *testing.T) {
	fanOut(t, "crowd", 20, 50*time.Millisecond)
}

// The same with a burst: 50 votes on 50 sets, one right after the other. Nobody is dropped for
// being a few events behind; every subscriber gets every set.
func TestEverySubscriberReceivesEveryEventOfABurst(t *testing.T) {
	fanOut(t, "burst", 50, 0)
}

// fanOut has 200 subscribers receive votes on sets, one vote per set, pause apart.
func fanOut(t *testing.T, slug string, votes int, pause time.Duration) {
	const subscribers = 200
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, slug, votes)
	s, srv, _, _ := startHookedServer(t, url, map[string]string{"DATABASE_URL": url})
	edition, _ := editionAndSet(t, s, slug)
	query := spaOperation(t, "useSetUpdatedSubscription")

	base := goroutinesSettled(0)
	conns := make([]*websocket.Conn, subscribers)
	for i := range conns {
		conns[i] = dialWS(t, s.URL, "")
		subscribe(t, conns[i], "1", query, map[string]any{"editionId": edition})
	}
	deadline := time.Now().Add(20 * time.Second)
	for srv.Hub.Subscribers() < subscribers {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d subscribers registered", srv.Hub.Subscribers(), subscribers)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// A few goroutines come and go on their own (timers firing, the pool's health check).
	extra := goroutinesSettled(base+2*subscribers+5) - base
	t.Logf("server goroutines per subscribed socket: %.2f", float64(extra)/subscribers)
	if extra > 2*subscribers+5 {
		t.Errorf("%d more goroutines for %d subscribed sockets, want at most 2 per socket", extra, subscribers)
	}

	ctx := context.Background()
	var user uuid.UUID
	if err := store.NewRaw("INSERT INTO users (email) VALUES (?) RETURNING id", slug+"-voter@x.io").Scan(ctx, &user); err != nil {
		t.Fatal(err)
	}
	svc := &voting.Service{DB: store, Lineup: &lineup.Service{DB: store.DB}, Now: time.Now}
	vctx := identity.With(ctx, &identity.Viewer{UserID: user})
	var rows []struct {
		ID uuid.UUID `bun:"id"`
	}
	if err := store.NewRaw("SELECT s.id FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id JOIN festivals f ON f.id = e.festival_id WHERE f.slug = ?", slug).Scan(ctx, &rows); err != nil || len(rows) != votes {
		t.Fatalf("sets: %d %v", len(rows), err)
	}
	for i, r := range rows {
		v := []int{2, 1, -1}[i%3]
		if _, err := svc.SetVote(vctx, user, r.ID, &v, nil, nil); err != nil {
			t.Fatal(err)
		}
		time.Sleep(pause)
	}

	for i, c := range conns {
		seen := map[string]bool{}
		for len(seen) < votes {
			_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
			var m wsMsg
			if err := c.ReadJSON(&m); err != nil {
				t.Fatalf("subscriber %d: %d of %d events, then %v", i, len(seen), votes, err)
			}
			if m.Type == "ping" || m.Type == "pong" {
				continue
			}
			if m.Type != "next" {
				t.Fatalf("subscriber %d: %s %s", i, m.Type, m.Payload)
			}
			var p struct {
				Data struct {
					SetUpdated struct{ ID string } `json:"setUpdated"`
				}
			}
			if err := json.Unmarshal(m.Payload, &p); err != nil || p.Data.SetUpdated.ID == "" {
				t.Fatalf("subscriber %d: %s", i, m.Payload)
			}
			seen[p.Data.SetUpdated.ID] = true
		}
	}

	for _, c := range conns {
		_ = c.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""))
		c.Close()
	}
	deadline = time.Now().Add(10 * time.Second)
	for srv.Hub.Subscribers() > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := srv.Hub.Subscribers(); n > 0 {
		t.Fatalf("%d subscribers left after every socket closed", n)
	}
	if n := goroutinesSettled(base + 5); n > base+5 {
		t.Errorf("%d goroutines after every socket closed, %d before they opened", n, base)
	}
}
