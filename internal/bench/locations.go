package bench

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/internal/auth"
)

// Crew locations (issue 35): 5,000 members of 500 groups share their position, each updating
// every 30 s (5,000 ÷ 30 = 167 updates a second), with a memberLocationsChanged subscriber on
// every group, all against instance A (the real binary, over HTTP and WebSockets). Each round
// is one 30-s period: every member sends one update (the SPA's update mutation), members in a
// fixed shuffled order so consecutive updates hit different groups and a member's updates are
// 30 s apart (the server's rate limit is 15 s). Target: ≤ 0.1 core for the whole load.
const (
	locGroups    = 500
	locPerGroup  = 10
	locPeriod    = 30 * time.Second
	locStride    = 7919 // coprime with 5,000: a permutation of the members
	locNamespace = "10c0"
)

// locGroup is the bench's fixed id for group g.
func locGroup(g int) uuid.UUID {
	return uuid.MustParse(fmt.Sprintf("%s0001-0000-4000-8000-%012d", locNamespace, g))
}

// locSetup makes the members, groups, sessions and a shared location for every member (an
// hour old, so the rounds measure the steady state: updates of existing rows). It returns each
// member's session token.
func (e *Env) locSetup(ctx context.Context) ([]string, error) {
	n := locGroups * locPerGroup
	tokens := make([]string, n)
	hashes := make([]string, n)
	for i := range tokens {
		tokens[i] = auth.NewToken()
		hashes[i] = hex.EncodeToString(auth.HashToken(tokens[i]))
	}
	u := func(expr string) string {
		return "('" + locNamespace + "0000-0000-4000-8000-' || lpad((" + expr + ")::text, 12, '0'))::uuid"
	}
	g := func(expr string) string {
		return "('" + locNamespace + "0001-0000-4000-8000-' || lpad((" + expr + ")::text, 12, '0'))::uuid"
	}
	for _, q := range []string{
		`INSERT INTO users (id, email, username, completed_onboarding)
			SELECT ` + u("n") + `, 'loc' || n || '@bench.invalid', 'loc' || n, true FROM generate_series(0, %[1]d - 1) n`,
		`INSERT INTO groups (id, name, created_by) SELECT ` + g("k") + `, 'Crew ' || k, ` + u("k * %[2]d") + ` FROM generate_series(0, %[3]d - 1) k`,
		`INSERT INTO group_members (group_id, user_id, role) SELECT ` + g("n / %[2]d") + `, ` + u("n") + `,
			CASE WHEN mod(n, %[2]d) = 0 THEN 'creator' ELSE 'member' END FROM generate_series(0, %[1]d - 1) n`,
		`INSERT INTO sessions (token_hash, user_id, expires_at)
			SELECT decode(h, 'hex'), ` + u("i - 1") + `, now() + interval '1 day' FROM unnest($1::text[]) WITH ORDINALITY AS t(h, i)`,
		`INSERT INTO member_locations (group_id, user_id, latitude, longitude, accuracy_meters, updated_at, expires_at)
			SELECT ` + g("n / %[2]d") + `, ` + u("n") + `, 52, 4, 10, now() - interval '1 hour', now() + interval '4 hours' FROM generate_series(0, %[1]d - 1) n`,
	} {
		var args []any
		if strings.Contains(q, "$1") {
			args = append(args, hashes)
		} else {
			q = fmt.Sprintf(q, n, locPerGroup, locGroups)
		}
		if _, err := e.Stats.Exec(ctx, q, args...); err != nil {
			return nil, fmt.Errorf("locations setup: %w", err)
		}
	}
	return tokens, nil
}

// locPending is an update waiting for its group's event: the event carries its latitude.
type locPending struct {
	needle []byte
	sent   time.Time
}

// locRun is one round's state.
type locRun struct {
	mu        sync.Mutex
	pending   map[int][]locPending // by group
	latencies []time.Duration
	errors    atomic.Int64
	firstErr  atomic.Value
}

func (r *locRun) fail(err error) {
	r.errors.Add(1)
	r.firstErr.CompareAndSwap(nil, err.Error())
}

// delivered records every pending update of group g whose latitude the event carries.
func (r *locRun) delivered(g int, msg []byte, at time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	left := r.pending[g][:0]
	for _, p := range r.pending[g] {
		if bytes.Contains(msg, p.needle) {
			r.latencies = append(r.latencies, at.Sub(p.sent))
		} else {
			left = append(left, p)
		}
	}
	r.pending[g] = left
}

func (r *locRun) waiting() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, p := range r.pending {
		n += len(p)
	}
	return n
}

// Locations runs the crew-locations section: setup, one subscriber per group, then rounds of
// one update per member in locPeriod.
func (e *Env) Locations(ctx context.Context) error {
	share, err := SPAOperation(e.Opt.Frontend, "useShareLocationMutationsUpdateMutation")
	if err != nil {
		return err
	}
	watch, err := SPAOperation(e.Opt.Frontend, "useMemberLocationsSubscription")
	if err != nil {
		return err
	}
	tokens, err := e.locSetup(ctx)
	if err != nil {
		return err
	}
	edition := GlobalID("Edition", e.Data.EditionID)
	var run atomic.Pointer[locRun]
	wsURL := strings.Replace(e.A, "http", "ws", 1)
	var conns []*websocket.Conn
	defer func() {
		for _, c := range conns {
			_ = c.Close()
		}
	}()
	for g := range locGroups {
		h := http.Header{"Cookie": {auth.CookieName + "=" + tokens[g*locPerGroup]}}
		d := &websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 30 * time.Second}
		c, _, err := d.Dial(wsURL, h)
		if err != nil {
			return fmt.Errorf("locations: dial %d: %w", g, err)
		}
		conns = append(conns, c)
		sub, _ := json.Marshal(map[string]any{"id": "l", "type": "subscribe", "payload": map[string]any{"query": watch,
			"variables": map[string]any{"groupId": GlobalID("Group", locGroup(g)), "editionId": edition}}})
		_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
		for _, m := range [][]byte{[]byte(`{"type":"connection_init","payload":{}}`), sub} {
			if err := c.WriteMessage(websocket.TextMessage, m); err != nil {
				return err
			}
		}
		for _, want := range []string{`"connection_ack"`, `"memberLocationsChanged"`} { // the ack, then the current list
			if _, m, err := c.ReadMessage(); err != nil || !bytes.Contains(m, []byte(want)) {
				return fmt.Errorf("locations: subscribe %d: %s %v", g, m, err)
			}
		}
		_ = c.SetReadDeadline(time.Time{})
		go func() {
			for {
				_, m, err := c.ReadMessage()
				if err != nil {
					return
				}
				at := time.Now()
				switch {
				case bytes.Contains(m, []byte(`"type":"ping"`)):
					_ = c.WriteMessage(websocket.TextMessage, []byte(`{"type":"pong"}`))
				case bytes.Contains(m, []byte(`"errors"`)) || !bytes.Contains(m, []byte(`"type":"next"`)):
					if r := run.Load(); r != nil {
						r.fail(fmt.Errorf("group %d: %s", g, m))
					}
				default:
					if r := run.Load(); r != nil {
						r.delivered(g, m, at)
					}
				}
			}
		}()
	}
	log.Printf("crew locations: %d subscribers ready", locGroups)
	members, err := locDialMembers(wsURL, tokens, &run)
	defer func() {
		for _, m := range members {
			if m != nil {
				_ = m.c.Close()
			}
		}
	}()
	if err != nil {
		return err
	}
	log.Printf("crew locations: %d members' sockets ready", len(members))
	seq := 0
	for round := range e.Opt.Rounds {
		r := &locRun{pending: map[int][]locPending{}}
		run.Store(r)
		n := locGroups * locPerGroup
		interval := locPeriod / time.Duration(n)
		var sendWall time.Duration
		writes0, werr := Metrics(e.MetricsA + "/metrics")
		use, err := e.measureCPU("A", func() error {
			start := time.Now()
			for i := range n {
				seq++
				time.Sleep(time.Until(start.Add(time.Duration(i) * interval)))
				member := (i * locStride) % n
				members[member].send(share, member, seq, r)
			}
			sendWall = time.Since(start)
			for deadline := time.Now().Add(10 * time.Second); r.waiting() > 0 && time.Now().Before(deadline); {
				time.Sleep(20 * time.Millisecond)
			}
			return nil
		})
		if err != nil {
			return err
		}
		if writes1, err := Metrics(e.MetricsA + "/metrics"); err == nil && werr == nil {
			// Every socket write of A over the run: answers, events, and the pings of the
			// 5,500 sockets (a write is one system call of one or more messages).
			e.F.Add("locations/writes", (writes1["websocket_writes_total"]-writes0["websocket_writes_total"])/float64(n))
		}
		r.mu.Lock()
		lat := slices.Clone(r.latencies)
		r.mu.Unlock()
		missed := r.waiting()
		if msg, ok := r.firstErr.Load().(string); ok {
			e.Notes = append(e.Notes, fmt.Sprintf("crew locations round %d: %d errors, the first: %s", round+1, r.errors.Load(), msg))
		}
		slices.Sort(lat)
		pct := func(p float64) time.Duration {
			if len(lat) == 0 {
				return 0
			}
			return lat[int(p*float64(len(lat)-1))]
		}
		e.F.Add("locations/updates", float64(n))
		e.F.Add("locations/errors", float64(r.errors.Load()))
		e.F.Add("locations/missed", float64(missed))
		e.F.AddDuration("locations/p50", pct(0.5))
		e.F.AddDuration("locations/p99", pct(0.99))
		e.F.AddDuration("locations/max", pct(1))
		e.F.Add("locations/send-s", sendWall.Seconds())
		if use.ok {
			perUpdate := use.server / time.Duration(n)
			e.F.Add("locations/cpu-server-us", float64(perUpdate.Microseconds()))
			e.F.Add("locations/cpu-pg-us", float64((use.benchPG / time.Duration(n)).Microseconds()))
			// The load's cores: CPU per update × updates a second (5,000 ÷ 30 s).
			e.F.Add("locations/cores-server", perUpdate.Seconds()*float64(n)/locPeriod.Seconds())
			e.F.Add("locations/cores-pg", (use.benchPG/time.Duration(n)).Seconds()*float64(n)/locPeriod.Seconds())
		}
		log.Printf("crew locations round %d: %d updates in %v, %d delivered, %d missed, %d errors, server CPU %v, PostgreSQL (bench backends) %v",
			round+1, n, sendWall.Round(time.Millisecond), len(lat), missed, r.errors.Load(), use.server, use.benchPG)
	}
	return nil
}

// locMember is a member's own socket, opened with their session's cookie and initialised: the
// SPA sends its position updates over the socket it keeps open for the crew's live dots
// (frontend/src/relay/environment.ts), so an update carries no HTTP request and no session
// lookup.
type locMember struct {
	c  *websocket.Conn
	mu sync.Mutex // one writer at a time: the rounds' updates and the reader's pongs
}

func (m *locMember) write(b []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.c.WriteMessage(websocket.TextMessage, b)
}

// locDialMembers opens every member's socket, 32 at a time. Each socket's reader answers pings
// and counts an update's errors against the round running.
func locDialMembers(wsURL string, tokens []string, run *atomic.Pointer[locRun]) ([]*locMember, error) {
	members := make([]*locMember, len(tokens))
	var firstErr atomic.Value
	var wg sync.WaitGroup
	next := atomic.Int64{}
	for range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(tokens); i = int(next.Add(1) - 1) {
				d := &websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 30 * time.Second, ReadBufferSize: 1024, WriteBufferSize: 1024}
				c, _, err := d.Dial(wsURL, http.Header{"Cookie": {auth.CookieName + "=" + tokens[i]}})
				if err != nil {
					firstErr.CompareAndSwap(nil, fmt.Errorf("locations: dial member %d: %w", i, err))
					return
				}
				m := &locMember{c: c}
				members[i] = m
				_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
				if err := m.write([]byte(`{"type":"connection_init","payload":{}}`)); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				if _, b, err := c.ReadMessage(); err != nil || !bytes.Contains(b, []byte(`"connection_ack"`)) {
					firstErr.CompareAndSwap(nil, fmt.Errorf("locations: init member %d: %s %v", i, b, err))
					return
				}
				_ = c.SetReadDeadline(time.Time{})
				go m.read(run)
			}
		}()
	}
	wg.Wait()
	if err, ok := firstErr.Load().(error); ok {
		return members, err
	}
	return members, nil
}

// read answers pings and records an update refused (an error message or errors in its answer).
func (m *locMember) read(run *atomic.Pointer[locRun]) {
	for {
		_, b, err := m.c.ReadMessage()
		if err != nil {
			return
		}
		switch {
		case bytes.Contains(b, []byte(`"type":"ping"`)):
			_ = m.write([]byte(`{"type":"pong"}`))
		case bytes.Contains(b, []byte(`"type":"error"`)) || bytes.Contains(b, []byte(`"errors"`)):
			if r := run.Load(); r != nil {
				r.fail(fmt.Errorf("update: %s", b))
			}
		}
	}
}

// send sends member's update number seq over their socket: its latitude encodes seq, so the
// event that carries it is recognised.
func (m *locMember) send(query string, member, seq int, r *locRun) {
	g := member / locPerGroup
	lat, _ := strconv.ParseFloat(fmt.Sprintf("52.%05d", seq%100000), 64)
	msg, _ := json.Marshal(map[string]any{"id": "u" + strconv.Itoa(seq), "type": "subscribe", "payload": map[string]any{
		"query": query, "operationName": "useShareLocationMutationsUpdateMutation",
		"variables": map[string]any{"input": map[string]any{
			"groupId": GlobalID("Group", locGroup(g)), "at": map[string]any{"latitude": lat, "longitude": 4.0},
			"accuracyMeters": 8, "minutes": 240}}}})
	r.mu.Lock()
	r.pending[g] = append(r.pending[g], locPending{needle: []byte(fmt.Sprintf(`"latitude":%g,`, lat)), sent: time.Now()})
	r.mu.Unlock()
	if err := m.write(msg); err != nil {
		r.fail(err)
	}
}

// locationsTable is the crew-locations section of the report.
func (e *Env) locationsTable() string {
	f := &e.F
	if !f.Has("locations/updates") {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "## Crew locations (issue 35)\n\n5,000 members of 500 groups (10 each) share their position, each updating every 30 s (167 updates a second), with a `memberLocationsChanged` subscriber on every group (one socket each, the SPA's `useMemberLocationsSubscription`, a member's session), all on instance A. Each run is one 30-s period in which every member sends one update (the SPA's `useShareLocationMutationsUpdateMutation`, sent as the SPA sends it: over the member's own socket, opened with their session and initialised before the run, 5,000 sockets; open loop on a fixed schedule), members in a shuffled order so consecutive updates hit different groups; every member already shares (a row an hour old), so each update replaces its row. CPU per update: A's user+sys over the run (the deliveries until the last event arrived included) ÷ updates; PostgreSQL: the bench database's backends. Cores = CPU per update × 167/s. Socket writes: A's `websocket_writes_total` over the run ÷ updates (each update's answer and its group's event, and the pings of sockets that carried no messages both ways within the ping interval: the groups' subscribers). Delivery: from an update's send to the event carrying its position on its group's subscriber (the latitude encodes the update; the update waits up to 50 ms for its statement, `onsite.ShareWindow`, and the group's load up to 100 ms for its, `onsite.FeedWindow`). `bin/bench -only locations -out FILE` runs this section alone; `go test -run '^$' -bench CrewLocations ./internal/app/` measures the updates over HTTP instead, in one process. Target: ≤ 0.1 core (server) for the whole load.\n\n")
	fmt.Fprintf(&b, "| updates per run | errors | undelivered | server CPU per update µs | server cores | PostgreSQL CPU per update µs | PostgreSQL cores | socket writes per update | delivery p50 ms | p99 ms | max ms | verdict (≤ 0.1 core) |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	verdict := "**missed**"
	if f.Median("locations/cores-server") <= 0.1 && f.Median("locations/missed") == 0 && f.Median("locations/errors") == 0 {
		verdict = "met"
	}
	fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n\n", f.Cell("locations/updates", "%.0f"), f.Cell("locations/errors", "%.0f"), f.Cell("locations/missed", "%.0f"),
		f.Cell("locations/cpu-server-us", "%.0f"), f.Cell("locations/cores-server", "%.3f"), f.Cell("locations/cpu-pg-us", "%.0f"), f.Cell("locations/cores-pg", "%.3f"), f.Cell("locations/writes", "%.2f"),
		f.Cell("locations/p50", "%.1f"), f.Cell("locations/p99", "%.1f"), f.Cell("locations/max", "%.0f"), verdict)
	return b.String()
}
