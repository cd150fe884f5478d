package app

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/graph/relay"
	"festival/internal/auth"
	"festival/internal/testdb"

	"github.com/google/uuid"
)

// BenchmarkCrewLocations: 5,000 members of 500 groups share their position, each updating every
// 30 s (167 updates a second), with one subscriber of memberLocationsChanged on every group.
// It reports the process's CPU per update (server and the benchmark's own clients together: an
// upper bound of the server's), the cores that load takes, and the delivery latency from an
// update's request to its group's event (p50, p99). ONSITE_BENCH_UPDATES sets how many updates
// are sent (default 1,500: 9 s of the load).
func BenchmarkCrewLocations(b *testing.B) {
	const groups, perGroup = 500, 10
	updates := 1500
	if v, err := strconv.Atoi(os.Getenv("ONSITE_BENCH_UPDATES")); err == nil && v > 0 {
		updates = v
	}
	rate := float64(groups*perGroup) / 30 // updates a second
	url := testdb.URL(b)
	store := openURL(b, url)
	editionWithSets(b, store.DB, "bench", 1)
	ctx := context.Background()
	tokens := make([]string, groups*perGroup)
	hashes := make([]string, len(tokens))
	for i := range tokens {
		tokens[i] = auth.NewToken()
		hashes[i] = hex.EncodeToString(auth.HashToken(tokens[i]))
	}
	groupID := func(g int) uuid.UUID { return uuid.MustParse(fmt.Sprintf("91000000-0000-4000-8000-%012d", g)) }
	_, err := store.DB.ExecContext(ctx, `
		INSERT INTO users (id, email, username) SELECT ('90000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
			'm' || n || '@bench.test', 'm' || n FROM generate_series(0, ?0 - 1) n;
		INSERT INTO groups (id, name, created_by) SELECT ('91000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'G' || g,
			('90000000-0000-4000-8000-' || lpad((g * ?1)::text, 12, '0'))::uuid FROM generate_series(0, ?2 - 1) g;
		INSERT INTO group_members (group_id, user_id, role) SELECT ('91000000-0000-4000-8000-' || lpad((n / ?1)::text, 12, '0'))::uuid,
			('90000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, CASE WHEN n % ?1 = 0 THEN 'creator' ELSE 'member' END
			FROM generate_series(0, ?0 - 1) n;
		INSERT INTO sessions (token_hash, user_id, expires_at)
			SELECT decode(h, 'hex'), ('90000000-0000-4000-8000-' || lpad((i - 1)::text, 12, '0'))::uuid, now() + interval '1 day'
			FROM unnest(?3::text[]) WITH ORDINALITY AS t(h, i);`, groups*perGroup, perGroup, groups, pgTextArray(hashes))
	if err != nil {
		b.Fatal(err)
	}
	s := startServer(b, map[string]string{"DATABASE_URL": url, "WS_MAX_PER_CLIENT": "2000"})
	edition, _ := editionAndSet(b, s, "bench")

	// One subscriber per group: its first member.
	var mu sync.Mutex
	sent := map[uuid.UUID]time.Time{} // group → its latest update's request time
	var latencies []time.Duration
	conns := make([]*websocket.Conn, groups)
	for g := range groups {
		h := http.Header{}
		h.Set("Cookie", auth.CookieName+"="+tokens[g*perGroup])
		d := websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 10 * time.Second}
		c, _, err := d.Dial(strings.Replace(s.URL, "http", "ws", 1)+"/graphql", h)
		if err != nil {
			b.Fatalf("dial %d: %v", g, err)
		}
		defer c.Close()
		_ = c.WriteJSON(wsMsg{Type: "connection_init"})
		nextOf(b, c, "connection_ack")
		subscribe(b, c, "l", `subscription($g: ID!, $e: ID!) { memberLocationsChanged(groupId: $g, editionId: $e) {
			name isViewer position { x y } at { latitude longitude } accuracyMeters approximate updatedAt expiresAt } }`,
			map[string]any{"g": relay.ID(relay.TypeGroup, groupID(g)), "e": edition})
		if m := nextOf(b, c, "next"); bytes.Contains(m.Payload, []byte(`"errors"`)) { // the current list
			b.Fatalf("subscribe: %s", m.Payload)
		}
		conns[g] = c
	}
	var readers sync.WaitGroup
	for g, c := range conns {
		readers.Add(1)
		go func() {
			defer readers.Done()
			for {
				_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
				var m wsMsg
				if err := c.ReadJSON(&m); err != nil || m.Type == "complete" || m.Type == "error" {
					return
				}
				if m.Type == "ping" {
					_ = c.WriteJSON(wsMsg{Type: "pong"})
				}
				if m.Type != "next" {
					continue
				}
				at := time.Now()
				mu.Lock()
				if t0, ok := sent[groupID(g)]; ok {
					latencies = append(latencies, at.Sub(t0))
					delete(sent, groupID(g))
				}
				mu.Unlock()
			}
		}()
	}

	client := &http.Client{Timeout: 30 * time.Second}
	share := func(member int) error {
		body, _ := json.Marshal(map[string]any{"query": `mutation($g: ID!, $lat: Float!) { shareLocation(input: {groupId: $g,
			at: {latitude: $lat, longitude: 4.0}, accuracyMeters: 10, minutes: 60}) { expiresAt } }`,
			"variables": map[string]any{"g": relay.ID(relay.TypeGroup, groupID(member/perGroup)), "lat": 52 + float64(member)/1e5}})
		req, _ := http.NewRequest("POST", s.URL+"/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.AddCookie(&http.Cookie{Name: auth.CookieName, Value: tokens[member]})
		mu.Lock()
		sent[groupID(member/perGroup)] = time.Now()
		mu.Unlock()
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		var r gqlResponse
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil || len(r.Errors) > 0 {
			return fmt.Errorf("share: %v %+v", err, r.Errors)
		}
		return nil
	}

	b.ResetTimer()
	cpu0, wall0 := cpuTime(), time.Now()
	work := make(chan int)
	errs := make(chan error, updates)
	var senders sync.WaitGroup
	for range 32 {
		senders.Add(1)
		go func() {
			defer senders.Done()
			for m := range work {
				if err := share(m); err != nil {
					errs <- err
				}
			}
		}()
	}
	interval := time.Duration(float64(time.Second) / rate)
	next := time.Now()
	for i := range updates {
		// Members in turn, the groups spread: member i%perGroup of group i/perGroup... shuffled by
		// a stride so consecutive updates hit different groups, none twice within 15 s.
		member := (i * 7919) % (groups * perGroup)
		time.Sleep(time.Until(next))
		next = next.Add(interval)
		work <- member
	}
	close(work)
	senders.Wait()
	// Let the last events arrive.
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		mu.Lock()
		left := len(sent)
		mu.Unlock()
		if left == 0 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	wall, cpu := time.Since(wall0), cpuTime()-cpu0
	b.StopTimer()
	close(errs)
	for err := range errs {
		b.Fatal(err)
	}
	mu.Lock()
	lat := append([]time.Duration(nil), latencies...)
	missing := len(sent)
	mu.Unlock()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	if len(lat) == 0 {
		b.Fatal("no deliveries")
	}
	pct := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	b.ReportMetric(float64(cpu.Microseconds())/float64(updates), "cpu-us/update")
	b.ReportMetric(cpu.Seconds()/wall.Seconds(), "cores")
	b.ReportMetric(pct(0.5), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(float64(len(lat)), "deliveries")
	b.ReportMetric(float64(missing), "undelivered")
	b.Logf("%d updates at %.0f/s over %v: %d deliveries measured (latest update per group; merged ones count once), %d waiting at the end",
		updates, rate, wall.Round(time.Millisecond), len(lat), missing)
	for _, c := range conns {
		_ = c.Close()
	}
	readers.Wait()
}

// pgTextArray is a PostgreSQL text[] literal of values without quotes or commas (hex tokens).
func pgTextArray(v []string) string { return "{" + strings.Join(v, ",") + "}" }
