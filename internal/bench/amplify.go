package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"
)

// Issue 34's subscription setups, side by side with 2,000 identical subscriptions: each opens
// 100 sockets of 20 subscriptions (2,000) on a dedicated instance with the default caps, plus
// one ordinary subscriber (the SPA's setUpdated subscription, on its own socket and address),
// then casts votes one at a time and measures the instance's CPU per vote and the ordinary
// subscriber's event latency. Addresses come through X-Forwarded-For (the instance trusts the
// bench as its proxy), so "100 addresses" are really 100 to the server.
const (
	ampSockets, ampPerSocket = 100, 20
	ampVotes                 = 20
)

// ampCard is the set card without lists of other sets; %s is the alias of its id, which
// makes each subscription a distinct selection.
const ampCard = `subscription($editionId: ID!) { setUpdated(editionId: $editionId) { %sid name description timeStart timeEnd
	stage { id name } artists { id name genres { id name } }
	tally { mustGo interested wontGo total netScore popularity average } } }`

// ampPlan selects a plan inside setUpdated (issue 34's first attack; refused at subscribe time).
const ampPlan = `subscription($editionId: ID!) { setUpdated(editionId: $editionId) { %sid x0: edition { p0: plan { score } } } }`

// ampSetup is one setup: the subscription of socket s's j-th subscription (n counts them
// all), the socket's address, and whether it signs in.
type ampSetup struct {
	key, label string
	query      func(n int) string
	address    func(socket int) string
	signedIn   bool
}

var ampSetups = []ampSetup{
	{"identical", "2,000 identical subscriptions (the SPA's card selection), one address: the baseline",
		func(int) string { return fmt.Sprintf(ampCard, "") }, func(int) string { return "10.34.0.1" }, false},
	{"aliased", "2,000 aliased selections (each its own), one address (issue 25)",
		func(n int) string { return fmt.Sprintf(ampCard, fmt.Sprintf("a%d: ", n)) }, func(int) string { return "10.34.0.1" }, false},
	{"aliased-100", "2,000 aliased selections from 100 addresses, 20 each (issue 34: 1.6–2.7 s per vote before)",
		func(n int) string { return fmt.Sprintf(ampCard, fmt.Sprintf("a%d: ", n)) }, func(s int) string { return fmt.Sprintf("10.34.%d.%d", 1+s/200, 1+s%200) }, false},
	{"plan", "2,000 subscriptions selecting a plan in setUpdated, signed in (issue 34: 4.5 s per vote before)",
		func(n int) string { return fmt.Sprintf(ampPlan, fmt.Sprintf("a%d: ", n)) }, func(s int) string { return fmt.Sprintf("10.35.0.%d", 1+s) }, true},
}

// ampConn is one socket: its events ("next") and refusals ("error") are counted.
type ampConn struct {
	c              *websocket.Conn
	events, errors atomic.Int64
	lastEvent      atomic.Int64 // unix nanoseconds
	firstError     atomic.Value
	first          atomic.Value // the first message, for a failure's report
}

func ampDial(wsURL, address, token string) (*ampConn, error) {
	h := http.Header{"X-Forwarded-For": {address}}
	if token != "" {
		h.Set("Cookie", "festival_session="+token)
	}
	d := &websocket.Dialer{Subprotocols: []string{"graphql-transport-ws"}, HandshakeTimeout: 30 * time.Second}
	c, _, err := d.Dial(wsURL, h)
	if err != nil {
		return nil, err
	}
	_ = c.SetReadDeadline(time.Now().Add(30 * time.Second))
	if err := c.WriteMessage(websocket.TextMessage, []byte(`{"type":"connection_init","payload":{}}`)); err != nil {
		c.Close()
		return nil, err
	}
	if _, msg, err := c.ReadMessage(); err != nil || !bytes.Contains(msg, []byte(`"connection_ack"`)) {
		c.Close()
		return nil, fmt.Errorf("init: %s %v", msg, err)
	}
	_ = c.SetReadDeadline(time.Time{})
	a := &ampConn{c: c}
	go func() {
		for {
			_, m, err := c.ReadMessage()
			if err != nil {
				return
			}
			if a.first.Load() == nil {
				a.first.Store(string(m))
			}
			switch {
			case bytes.Contains(m, []byte(`"type":"next"`)) && !bytes.Contains(m, []byte(`"errors"`)):
				a.events.Add(1)
				a.lastEvent.Store(time.Now().UnixNano())
			case bytes.Contains(m, []byte(`"type":"error"`)) || bytes.Contains(m, []byte(`"type":"next"`)):
				a.errors.Add(1)
				if a.firstError.Load() == nil {
					a.firstError.Store(string(m))
				}
			}
		}
	}()
	return a, nil
}

func (a *ampConn) subscribe(id, query, edition string) error {
	msg, _ := json.Marshal(map[string]any{"id": id, "type": "subscribe",
		"payload": map[string]any{"query": query, "variables": map[string]any{"editionId": edition}}})
	return a.c.WriteMessage(websocket.TextMessage, msg)
}

// SubscriptionSetups runs issue 34's setups on a dedicated instance (port, metrics) started
// from the bench's binary, and the 13 aliased crew plans over HTTP.
func (e *Env) SubscriptionSetups(ctx context.Context, port, metrics string) error {
	p, err := Start("c", filepath.Join(e.Opt.Cache, "server-c.log"), []string{"DATABASE_URL=" + e.DBURL, "PORT=" + port,
		"METRICS_ADDR=" + metrics, "APP_ENV=production", "LOG_FORMAT=json", "RESPONSE_CACHE_TTL=0", "TRUSTED_PROXIES=127.0.0.1/32,::1/128"}, e.Opt.Bin, "serve")
	if err != nil {
		return err
	}
	defer p.Stop()
	e.Pids["C"] = p.Pid()
	if e.ampRefusal == nil {
		e.ampRefusal = map[string]string{}
	}
	base := "http://127.0.0.1:" + port
	if err := WaitReady(base+"/readyz", nil); err != nil {
		return err
	}
	for r := 0; r < max(1, e.Opt.Rounds); r++ {
		for _, s := range ampSetups {
			if err := e.ampRun(base, "http://"+metrics+"/metrics", s); err != nil {
				e.Notes = append(e.Notes, fmt.Sprintf("subscription setup %s round %d failed: %v", s.key, r+1, err))
				log.Printf("subscription setup %s: %v", s.key, err)
			}
		}
		if err := e.ampHTTPPlans(base); err != nil {
			return err
		}
	}
	return nil
}

// ampVote casts one vote (cycling Must Go, Interested, Won't Go on one set, so each is a
// change and one event per subscription) as the last session of the data.
func (e *Env) ampVote(base string, n int) error {
	body, _ := json.Marshal(map[string]any{"query": e.VoteMutation, "variables": map[string]any{"input": map[string]any{
		"setId": GlobalID("Set", e.Data.SetIDs[0]), "vote": []string{"MUST_GO", "INTERESTED", "WONT_GO"}[n%3],
		"clientMutationId": uuid.NewString(), "clientTimestamp": time.Now().UTC().Format(time.RFC3339Nano)}}})
	out, err := Post(base+"/graphql", body, "festival_session="+e.Data.Tokens[len(e.Data.Tokens)-1])
	if err == nil && bytes.Contains(out, []byte(`"errors"`)) {
		err = fmt.Errorf("vote: %.300s", out)
	}
	return err
}

func (e *Env) ampRun(base, metrics string, s ampSetup) error {
	wsURL := "ws" + strings.TrimPrefix(base, "http") + "/graphql"
	edition := GlobalID("Edition", e.Data.EditionID)
	var conns []*ampConn
	defer func() {
		for _, c := range conns {
			c.c.Close()
		}
		// Until the instance has let every socket go (their selections with them).
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			if m, err := Metrics(metrics); err == nil && m["websocket_connections"] == 0 {
				return
			}
			time.Sleep(200 * time.Millisecond)
		}
	}()
	ordinary, err := ampDial(wsURL, "10.99.0.1", "")
	if err != nil {
		return err
	}
	conns = append(conns, ordinary)
	if err := ordinary.subscribe("ordinary", e.Subscription, edition); err != nil {
		return err
	}
	n := 0
	for i := 0; i < ampSockets; i++ {
		token := ""
		if s.signedIn {
			token = e.Data.Tokens[i%len(e.Data.Tokens)]
		}
		c, err := ampDial(wsURL, s.address(i), token)
		if err != nil {
			return fmt.Errorf("socket %d: %w", i, err)
		}
		conns = append(conns, c)
		for j := 0; j < ampPerSocket; j++ {
			if err := c.subscribe(fmt.Sprint(j), s.query(n), edition); err != nil {
				return err
			}
			n++
		}
	}
	sum := func(f func(*ampConn) int64) int64 {
		var t int64
		for _, c := range conns[1:] {
			t += f(c)
		}
		return t
	}
	// The refusals arrive at once; wait until their count stops moving.
	refused := int64(-1)
	for stable := 0; stable < 5; stable++ {
		time.Sleep(200 * time.Millisecond)
		if now := sum(func(c *ampConn) int64 { return c.errors.Load() }); now != refused {
			refused, stable = now, 0
		}
	}
	accepted := int64(n) - refused
	var why string
	for _, c := range conns[1:] {
		if v, ok := c.firstError.Load().(string); ok {
			why = v
			break
		}
	}
	wait := func(want int64, after int64) error {
		deadline := time.Now().Add(30 * time.Second)
		for sum(func(c *ampConn) int64 { return c.events.Load() }) < want || ordinary.lastEvent.Load() < after {
			if time.Now().After(deadline) {
				return fmt.Errorf("%d of %d events, ordinary subscriber's last at %d (vote at %d), its first message %.300v, a subscriber's %.300v", sum(func(c *ampConn) int64 { return c.events.Load() }), want, ordinary.lastEvent.Load(), after, ordinary.first.Load(), conns[len(conns)-1].first.Load())
			}
			time.Sleep(time.Millisecond)
		}
		return nil
	}
	// One vote to warm up (connections, prepared statements, the selection's first run).
	sent := time.Now().UnixNano()
	if err := e.ampVote(base, 0); err != nil {
		return err
	}
	if err := wait(accepted, sent); err != nil {
		return err
	}
	m0, err := Metrics(metrics)
	if err != nil {
		return err
	}
	lat := make([]time.Duration, 0, ampVotes)
	cpu, err := e.measureCPU("C", func() error {
		for i := 1; i <= ampVotes; i++ {
			sent := time.Now().UnixNano()
			if err := e.ampVote(base, i); err != nil {
				return err
			}
			if err := wait(accepted*int64(i+1), sent); err != nil {
				return err
			}
			lat = append(lat, time.Duration(ordinary.lastEvent.Load()-sent))
		}
		return nil
	})
	if err != nil {
		return err
	}
	m1, err := Metrics(metrics)
	if err != nil {
		return err
	}
	slices.Sort(lat)
	k := "subs/" + s.key
	e.F.Add(k+"/sent", float64(n))
	e.F.Add(k+"/accepted", float64(accepted))
	e.F.Add(k+"/resolutions", (m1["graphql_subscription_resolutions_total"]-m0["graphql_subscription_resolutions_total"])/ampVotes)
	if cpu.ok {
		e.F.Add(k+"/cpu", float64(cpu.server.Microseconds())/1000/ampVotes)
		e.F.Add(k+"/cpu-pg", float64(cpu.benchPG.Microseconds())/1000/ampVotes)
	}
	e.F.AddDuration(k+"/ordinary-p50", lat[len(lat)/2])
	e.F.AddDuration(k+"/ordinary-max", lat[len(lat)-1])
	if why != "" {
		e.ampRefusal[s.key] = refusalCode(why)
	}
	log.Printf("subscriptions %s: %d of %d accepted, CPU per vote %v, ordinary event p50 %v max %v", s.key, accepted, n, cpu.server/ampVotes, lat[len(lat)/2], lat[len(lat)-1])
	return nil
}

// refusalCode is the extensions.code of a refusal in graphql-transport-ws: an "error"
// message (payload: the errors) or a "next" whose payload holds errors.
func refusalCode(msg string) string {
	type gqlError struct {
		Extensions struct {
			Code string `json:"code"`
		} `json:"extensions"`
	}
	var m struct {
		Type    string          `json:"type"`
		Payload json.RawMessage `json:"payload"`
	}
	if json.Unmarshal([]byte(msg), &m) != nil {
		return "?"
	}
	var errs []gqlError
	if m.Type == "next" {
		var p struct {
			Errors []gqlError `json:"errors"`
		}
		_ = json.Unmarshal(m.Payload, &p)
		errs = p.Errors
	} else {
		_ = json.Unmarshal(m.Payload, &errs)
	}
	if len(errs) == 0 {
		return "?"
	}
	return errs[0].Extensions.Code
}

// ampHTTPPlans sends issue 34's third attack, 13 aliased crew plans in one request (4.25 s of
// CPU before), 20 times, signed in, and records the answer's code and the instance's CPU per
// request.
func (e *Env) ampHTTPPlans(base string) error {
	var q strings.Builder
	q.WriteString(`query($f: String!, $e: String!, $g: ID) { festival(slug: $f) { edition(slug: $e) {`)
	for i := 0; i < 13; i++ {
		fmt.Fprintf(&q, " p%d: plan(groupId: $g) { score }", i)
	}
	q.WriteString(` } } }`)
	body, _ := json.Marshal(map[string]any{"query": q.String(), "variables": map[string]any{"f": e.Data.FestivalSlug, "e": e.Data.EditionSlug, "g": GlobalID("Group", uuid.New())}})
	const runs = 20
	var answer []byte
	cpu, err := e.measureCPU("C", func() error {
		for i := 0; i < runs; i++ {
			out, err := Post(base+"/graphql", body, "festival_session="+e.Data.Tokens[0])
			if out == nil { // an answer with errors is what this measures
				return err
			}
			answer = out
		}
		return nil
	})
	if err != nil {
		return err
	}
	if cpu.ok {
		e.F.Add("subs/http-plans/cpu", float64(cpu.server.Microseconds())/1000/runs)
	}
	var m struct {
		Errors []struct {
			Extensions struct {
				Code string `json:"code"`
			} `json:"extensions"`
		} `json:"errors"`
	}
	if json.Unmarshal(answer, &m) == nil && len(m.Errors) > 0 {
		e.ampRefusal["http-plans"] = m.Errors[0].Extensions.Code
	} else {
		e.ampRefusal["http-plans"] = fmt.Sprintf("answered: %.200s", answer)
	}
	return nil
}

// subscriptionTable is the section's table.
func (e *Env) subscriptionTable() string {
	f := &e.F
	var b strings.Builder
	fmt.Fprintf(&b, "| setup | subscriptions sent / accepted | refused with | resolutions per vote | CPU per vote ms: instance | PostgreSQL (bench database) | ordinary subscriber's event ms: median | slowest |\n|---|---|---|---|---|---|---|---|\n")
	for _, s := range ampSetups {
		k := "subs/" + s.key
		refused := e.ampRefusal[s.key]
		if refused == "" {
			refused = "–"
		}
		fmt.Fprintf(&b, "| %s | %s / %s | %s | %s | %s | %s | %s | %s |\n", s.label, f.Cell(k+"/sent", "%.0f"), f.Cell(k+"/accepted", "%.0f"), refused,
			f.Cell(k+"/resolutions", "%.0f"), f.Cell(k+"/cpu", "%.1f"), f.Cell(k+"/cpu-pg", "%.1f"), f.Cell(k+"/ordinary-p50", "%.1f"), f.Cell(k+"/ordinary-max", "%.1f"))
	}
	code := e.ampRefusal["http-plans"]
	if code == "" {
		code = "–"
	}
	fmt.Fprintf(&b, "| 13 aliased crew plans in one request over HTTP, 20 requests (issue 34: 4.25 s of CPU each before) | – | %s | – | %s per request | – | – | – |\n\n", code, f.Cell("subs/http-plans/cpu", "%.1f"))
	return b.String()
}
