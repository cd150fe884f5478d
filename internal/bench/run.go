package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Options are the knobs of one `make bench`.
type Options struct {
	Rounds                      int
	Warmup, Closed, Open, Write time.Duration
	Clients, OpenRate           int
	WriteRate, Voters           int
	Fanout                      []int
	FanoutCapped                string // the subscriber counts asked for but lowered to the open-file limit, and why
	FanoutVotes, FanoutRate     int
	Self                        string // this binary, for the fan-out client process
	Pin                         bool   // pin the fan-out client to the last core
	Only                        string // run only this part (read, write, fanout, plan, subscriptions, import, profile, frontend, scaling)
	Cache, Frontend, Bin        string
	Scale                       time.Duration // each scaling measurement
	ScaleSizes                  []int         // sets per edition in the scaling table
}

// Env is what the phases talk to.
type Env struct {
	Opt            Options
	Data           *Dataset
	A, B, PG, PG5  string         // GraphQL URLs: ours (two instances), PostGraphile 4 and 5
	Pids           map[string]int // "A", "B", "PG", "PG5" (the peers' masters)
	Postmaster     int            // PostgreSQL's postmaster
	DBURL          string
	Stats          *pgx.Conn // the bench's own connection for pg_stat_activity
	MetricsA       string    // base URLs of the metrics listeners
	MetricsB       string
	SetsQuery      string
	Subscription   string
	VoteMutation   string
	F              Figures
	Notes          []string
	ProfileRead    string // pprof -top excerpts
	ProfileWrite   string
	ProfileFanout  string
	FanoutDetail   []string
	firstReadError string
	LoadStart      string            // load average when the bench began
	heapProfiles   bool              // FanoutRun saves heap profiles before subscribing and when idle
	ProfileHeap    string            // what idle subscribers hold
	ampRefusal     map[string]string // per subscription setup: the refusals' code (amplify.go)
}

// Read-path variants. Ours on A (response cache on, the default): name sort and the SPA's
// default sort (popularity), anonymous. Ours on B (RESPONSE_CACHE_TTL=0): the SPA's default
// sort anonymous and signed in, the uncached rows of the race. The peer (PostGraphile, two
// workers): the same page sorted by name, anonymous and signed in. cpu marks the rows whose
// CPU per page is measured (the uncached ones) and which run again after the writes.
type variant struct {
	key, label string
	inst       string // "A", "B", "PG" (PostGraphile 4) or "PG5" (PostGraphile 5)
	signedIn   bool
	sort       string // ours: the SetSort
	cpu        bool
}

var variants = []variant{
	{"ours-name", "ours (A), name sort, anonymous, response cache", "A", false, "NAME_ASC", false},
	{"ours-pop", "ours (A), SPA default (popularity), anonymous, response cache", "A", false, "POPULARITY_DESC", false},
	{"ours-pop-nocache", "ours (B), SPA default (popularity), anonymous, no response cache", "B", false, "POPULARITY_DESC", true},
	{"ours-pop-signed", "ours (B), SPA default (popularity), signed in", "B", true, "POPULARITY_DESC", true},
	{"pg-name", "PostGraphile v4, 2 workers, name sort, anonymous", "PG", false, "", true},
	{"pg-name-signed", "PostGraphile v4, 2 workers, name sort, \"signed in\" (+ the user's votes)", "PG", true, "", true},
	{"pg5-name", "PostGraphile 5, 2 workers, name sort, anonymous", "PG5", false, "", true},
	{"pg5-name-signed", "PostGraphile 5, 2 workers, name sort, \"signed in\" (+ the user's votes)", "PG5", true, "", true},
}

func (v variant) ours() bool { return v.inst != "PG" && v.inst != "PG5" }

func (e *Env) url(v variant) string {
	return map[string]string{"A": e.A, "B": e.B, "PG": e.PG, "PG5": e.PG5}[v.inst]
}

func (e *Env) oursBody(sort string) []byte {
	b, _ := json.Marshal(map[string]any{"query": e.SetsQuery, "variables": map[string]any{
		"festivalSlug": e.Data.FestivalSlug, "editionSlug": e.Data.EditionSlug, "first": 30, "sort": sort, "filter": nil}})
	return b
}

// bodies is the variant's request body, or one per signed-in voter for the peer.
func (e *Env) bodies(v variant) [][]byte {
	if v.ours() {
		return [][]byte{e.oursBody(v.sort)}
	}
	return e.peerBodies(v.signedIn, v.inst == "PG5")
}

// cookies are ours signed in: the voters' sessions, one per request in turn.
func (e *Env) cookies(v variant) []string {
	if !v.signedIn || !v.ours() {
		return nil
	}
	var out []string
	for _, t := range e.Data.Tokens[:min(len(e.Data.Tokens), e.Opt.Voters)] {
		out = append(out, "festival_session="+t)
	}
	return out
}

// statements is the SQL statements the instance serving v counted for /graphql requests so
// far (sum, count).
func (e *Env) statements(v variant) (float64, float64) {
	base := e.MetricsA
	if v.inst == "B" {
		base = e.MetricsB
	}
	m, err := Metrics(base + "/metrics")
	if err != nil {
		return 0, 0
	}
	return m[`http_request_sql_statements_sum{route="/graphql"}`], m[`http_request_sql_statements_count{route="/graphql"}`]
}

// Check sends each variant's request once and fails on an error, so wrk never measures errors.
func (e *Env) Check() error {
	for _, v := range variants {
		cookie := ""
		if c := e.cookies(v); len(c) > 0 {
			cookie = c[0]
		}
		out, err := Post(e.url(v), e.bodies(v)[0], cookie)
		if err != nil {
			return fmt.Errorf("%s: %w", v.key, err)
		}
		if !bytes.Contains(out, []byte(`"mustGo"`)) {
			return fmt.Errorf("%s: no sets in the answer: %.300s", v.key, out)
		}
	}
	return nil
}

// CheckFastPath fails unless the SPA's own sets and timetable queries (their committed texts,
// the sets page and the timetable's first and repeat visits) take the fast path on B
// (graph.FastPages, by B's graphql_fast_pages_total): a schema or query change that silently
// sends them to gqlgen fails the bench instead of measuring another path.
func (e *Env) CheckFastPath() error {
	sync, err := SPAOperation(e.Opt.Frontend, "timetableSyncQuery")
	if err != nil {
		return err
	}
	slugs := map[string]any{"festivalSlug": e.Data.FestivalSlug, "editionSlug": e.Data.EditionSlug}
	with := func(k string, v any) map[string]any {
		out := map[string]any{k: v}
		for k, v := range slugs {
			out[k] = v
		}
		return out
	}
	watermark := ""
	for _, q := range []struct {
		name, query string
		vars        func() map[string]any
	}{
		{"SetsRouteQuery", e.SetsQuery, func() map[string]any {
			v := with("first", 30)
			v["sort"], v["filter"] = "POPULARITY_DESC", nil
			return v
		}},
		{"timetableSyncQuery (first visit)", sync, func() map[string]any { return with("since", nil) }},
		{"timetableSyncQuery (repeat visit)", sync, func() map[string]any { return with("since", watermark) }},
	} {
		before, err := Metrics(e.MetricsB + "/metrics")
		if err != nil {
			return err
		}
		body, _ := json.Marshal(map[string]any{"query": q.query, "variables": q.vars()})
		out, err := Post(e.B, body, "")
		if err != nil {
			return fmt.Errorf("%s: %w", q.name, err)
		}
		after, err := Metrics(e.MetricsB + "/metrics")
		if err != nil {
			return err
		}
		const fast = `graphql_fast_pages_total{result="fast"}`
		if after[fast] != before[fast]+1 || bytes.Contains(out, []byte(`"errors"`)) {
			return fmt.Errorf("the SPA's %s did not take the fast path (graph.FastPages): %.300s", q.name, out)
		}
		var a struct {
			Data struct {
				Festival struct {
					Edition struct{ TimetableChanges struct{ Watermark string } }
				}
			}
		}
		if json.Unmarshal(out, &a) == nil && a.Data.Festival.Edition.TimetableChanges.Watermark != "" {
			watermark = a.Data.Festival.Edition.TimetableChanges.Watermark
		}
	}
	return nil
}

// Round runs every phase once; odd rounds run the read variants in reverse, so ours and
// PostGraphile alternate positions. The reads run twice: on the vacuumed votes table, and
// after the write phase's votes (autovacuum is off for votes and set_tallies during the run).
func (e *Env) Round(ctx context.Context, r int) error {
	order := append([]variant(nil), variants...)
	if r%2 == 1 {
		slices.Reverse(order)
	}
	peers := e.Opt.Only == "peers" // the race alone: ours uncached and both peers, closed loops
	read := e.Opt.Only == "" || e.Opt.Only == "read" || peers
	if peers {
		order = slices.DeleteFunc(order, func(v variant) bool { return !v.cpu })
	}
	if read {
		if err := e.Vacuum(ctx); err != nil {
			return err
		}
		if err := e.closedReads(r, order, stateVacuumed); err != nil {
			return err
		}
		if !peers {
			e.openReads(ctx, r, order)
		}
	}
	if e.Opt.Only == "" || e.Opt.Only == "write" {
		e.writePhase(ctx, r)
	} else if read {
		e.Writes(ctx, e.Opt.Write) // only to reach the "after writes" state
	}
	if read {
		var cpu []variant
		for _, v := range order {
			if v.cpu {
				cpu = append(cpu, v)
			}
		}
		if err := e.closedReads(r, cpu, stateWritten); err != nil {
			return err
		}
	}
	if e.Opt.Only == "" || e.Opt.Only == "fanout" {
		for _, n := range e.Opt.Fanout {
			for _, cross := range []bool{false, true} {
				if err := e.FanoutRun(ctx, r, n, cross); err != nil {
					e.Notes = append(e.Notes, fmt.Sprintf("fan-out %d (cross %v) round %d failed: %v", n, cross, r+1, err))
					log.Printf("fan-out %d failed: %v", n, err)
				}
			}
		}
	}
	return nil
}

// WarmUp runs each uncached variant once for a few seconds before the first run, so both
// sides start with their pools' connections open, their backends' catalog caches filled and
// (for the peer) Node's JIT warm; each phase still has its own short warm-up.
func (e *Env) WarmUp() error {
	for _, v := range variants {
		if v.cpu {
			if _, err := Wrk(e.url(v), e.bodies(v), e.cookies(v), e.Opt.Clients, warmUpOnce, e.Opt.Cache); err != nil {
				return err
			}
		}
	}
	return nil
}

const warmUpOnce = 5 * time.Second

// The two states of the votes table the read figures are taken in.
const (
	stateVacuumed = "vacuumed"
	stateWritten  = "after-writes"
)

// closedReads runs each variant's closed loop (wrk), with its CPU per page for the cpu
// variants. Figures of the vacuumed state keep their plain keys (v.key+"/rps"); CPU figures
// and every figure of the after-writes state are under state+"/".
func (e *Env) closedReads(r int, order []variant, state string) error {
	for _, v := range order {
		cookies, bodies := e.cookies(v), e.bodies(v)
		if _, err := Wrk(e.url(v), bodies, cookies, e.Opt.Clients, e.Opt.Warmup, e.Opt.Cache); err != nil {
			return err
		}
		s0, c0 := e.statements(v)
		var res Result
		cpu, err := e.measureCPU(v.inst, func() error {
			var err error
			res, err = Wrk(e.url(v), bodies, cookies, e.Opt.Clients, e.Opt.Closed, e.Opt.Cache)
			return err
		})
		if err != nil {
			return err
		}
		s1, c1 := e.statements(v)
		key := v.key
		if state != stateVacuumed {
			key = state + "/" + v.key
		}
		log.Printf("round %d closed %s %s: %.0f req/s p50 %v p99 %v errors %d", r, state, v.key, res.Throughput(), res.P50, res.P99, res.Errors)
		e.F.Add(key+"/rps", res.Throughput())
		e.F.AddDuration(key+"/p50", res.P50)
		e.F.AddDuration(key+"/p99", res.P99)
		e.F.Add(key+"/errors", float64(res.Errors))
		if v.ours() && c1 > c0 {
			e.F.Add(key+"/statements", (s1-s0)/(c1-c0))
		}
		if served := res.Requests - res.Errors; v.cpu && served > 0 && cpu.ok {
			per := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) / float64(served) }
			k := state + "/" + v.key
			e.F.Add(k+"/cpu-server", per(cpu.server))
			e.F.Add(k+"/cpu-pg", per(cpu.pg))
			e.F.Add(k+"/cpu-pg-bench", per(cpu.benchPG))
			e.F.Add(k+"/cpu-total-bench", per(cpu.server+cpu.benchPG))
			e.F.Add(k+"/cpu-total", per(cpu.server+cpu.pg))
			e.F.Add(k+"/rps-cpu", res.Throughput())
			log.Printf("  CPU per page: server %.2f ms + PostgreSQL %.2f ms", per(cpu.server), per(cpu.pg))
		}
	}
	e.addRatios(r, state)
	return nil
}

// addRatios records this run's ours ÷ peer: throughput (higher is better for ours) and CPU
// per page (lower is better), anonymous and signed in; and, in the vacuumed state, the
// cached rows' throughput against the anonymous peer.
func (e *Env) addRatios(r int, state string) {
	last := func(k string) float64 {
		if v := e.F.vals[k]; len(v) > 0 {
			return v[len(v)-1]
		}
		return 0
	}
	ratio := func(key string, a, b float64) {
		if a > 0 && b > 0 {
			e.F.Add(key, a/b)
		}
	}
	// Against PostGraphile 4 under "ratio-…", against PostGraphile 5 under "ratio5-…".
	for _, who := range []struct{ prefix, name, ours, peer string }{
		{"ratio", "anon", "ours-pop-nocache", "pg-name"}, {"ratio", "signed", "ours-pop-signed", "pg-name-signed"},
		{"ratio5", "anon", "ours-pop-nocache", "pg5-name"}, {"ratio5", "signed", "ours-pop-signed", "pg5-name-signed"},
	} {
		p := state + "/" + who.prefix
		ratio(p+"-rps-"+who.name, last(state+"/"+who.ours+"/rps-cpu"), last(state+"/"+who.peer+"/rps-cpu"))
		ratio(p+"-cpu-"+who.name, last(state+"/"+who.ours+"/cpu-total"), last(state+"/"+who.peer+"/cpu-total"))
		ratio(p+"-cpu-bench-"+who.name, last(state+"/"+who.ours+"/cpu-total-bench"), last(state+"/"+who.peer+"/cpu-total-bench"))
	}
	if state == stateVacuumed {
		ratio("ratio-name", last("ours-name/rps"), last("pg-name/rps"))
		ratio("ratio-pop", last("ours-pop/rps"), last("pg-name/rps"))
	}
}

// openReads runs each variant's open loop (fixed rate) in the vacuumed state.
func (e *Env) openReads(ctx context.Context, r int, order []variant) {
	for _, v := range order {
		cookies, bodies := e.cookies(v), e.bodies(v)
		res := OpenLoop(ctx, e.url(v), e.Opt.OpenRate, e.Opt.Open, func(i int) ([]byte, string) {
			body := bodies[i%len(bodies)]
			if len(cookies) == 0 {
				return body, ""
			}
			return body, cookies[i%len(cookies)]
		})
		log.Printf("round %d open %s: p50 %v p99 %v max %v errors %d %s", r, v.key, res.P50, res.P99, res.Max, res.Errors, res.FirstError)
		e.F.AddDuration(v.key+"/open-p50", res.P50)
		e.F.AddDuration(v.key+"/open-p99", res.P99)
		e.F.Add(v.key+"/open-errors", float64(res.Errors))
		if res.FirstError != "" && e.firstReadError == "" {
			e.firstReadError = res.FirstError
			e.Notes = append(e.Notes, fmt.Sprintf("first open-loop read error (%s, run %d): %.300s", v.key, r+1, res.FirstError))
		}
	}
}

func (e *Env) writePhase(ctx context.Context, r int) {
	var res Result
	cpu, _ := e.measureCPU("A", func() error { res = e.Writes(ctx, e.Opt.Write); return nil })
	if served := res.Requests - res.Errors; served > 0 && cpu.ok {
		// CPU per vote: instance A's process and the whole PostgreSQL cluster (the vote's
		// transaction, its triggers and NOTIFY), divided by the votes that succeeded.
		per := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(served) }
		e.F.Add("write/cpu-server", per(cpu.server))
		e.F.Add("write/cpu-pg", per(cpu.pg))
		e.F.Add("write/cpu-total", per(cpu.server+cpu.pg))
	}
	log.Printf("round %d write: p50 %v p99 %v max %v errors %d %s", r, res.P50, res.P99, res.Max, res.Errors, res.FirstError)
	e.F.AddDuration("write/p50", res.P50)
	e.F.AddDuration("write/p99", res.P99)
	e.F.Add("write/errors", float64(res.Errors))
	if res.FirstError != "" {
		e.Notes = append(e.Notes, "setVote error in round "+fmt.Sprint(r+1)+": "+res.FirstError)
	}
}

// Writes posts the SPA's setVote at the write rate from the voters, on random sets with
// random values (clearing included), each with a client id and timestamp as the SPA sends.
func (e *Env) Writes(ctx context.Context, d time.Duration) Result {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	voters := e.Data.Tokens[:min(len(e.Data.Tokens), e.Opt.Voters)]
	type vote struct {
		body   []byte
		cookie string
	}
	n := int(float64(e.Opt.WriteRate) * d.Seconds())
	votes := make([]vote, n)
	for i := range votes {
		var value any = []string{"MUST_GO", "INTERESTED", "WONT_GO", "INTERESTED"}[rng.IntN(4)]
		if rng.IntN(10) == 0 {
			value = nil
		}
		b, _ := json.Marshal(map[string]any{"query": e.VoteMutation, "variables": map[string]any{"input": map[string]any{
			"setId": GlobalID("Set", e.Data.SetIDs[rng.IntN(len(e.Data.SetIDs))]), "vote": value,
			"clientMutationId": uuid.NewString(), "clientTimestamp": time.Now().UTC().Format(time.RFC3339Nano)}}})
		votes[i] = vote{b, "festival_session=" + voters[i%len(voters)]}
	}
	return OpenLoop(ctx, e.A, e.Opt.WriteRate, d, func(i int) ([]byte, string) { return votes[i].body, votes[i].cookie })
}
