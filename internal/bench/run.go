package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"math/rand/v2"
	"time"

	"github.com/google/uuid"
)

// Options are the knobs of one `make bench`.
type Options struct {
	Rounds                      int
	Warmup, Closed, Open, Write time.Duration
	Clients, OpenRate           int
	WriteRate, Voters           int
	Fanout                      []int
	FanoutVotes, FanoutRate     int
	Self                        string // this binary, for the fan-out client process
	Pin                         bool   // pin the fan-out client to the last core
	Only                        string // run only this part (read, write, fanout, frontend)
	Cache, Frontend, Bin        string
}

// Env is what the phases talk to.
type Env struct {
	Opt            Options
	Data           *Dataset
	A, B, PG       string // GraphQL URLs: ours (two instances) and PostGraphile
	MetricsA       string // base URLs of the metrics listeners
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
	LoadStart      string // load average when the bench began
	heapProfiles   bool   // FanoutRun saves heap profiles before subscribing and when idle
	ProfileHeap    string // what idle subscribers hold
}

// Read-path variants: ours with the SPA's default sort anonymous and signed in, ours sorted by
// name, and PostGraphile sorted by name; all of ours on A (response cache on, the default),
// and the anonymous default sort once more on B, which runs without it.
type variant struct {
	key, label string
	url        func(e *Env) string
	body       func(e *Env) []byte
	signedIn   bool
	ours       bool
}

func (e *Env) oursBody(sort string) []byte {
	b, _ := json.Marshal(map[string]any{"query": e.SetsQuery, "variables": map[string]any{
		"festivalSlug": e.Data.FestivalSlug, "editionSlug": e.Data.EditionSlug, "first": 30, "sort": sort, "filter": nil}})
	return b
}

var variants = []variant{
	{"ours-name", "ours, name sort, anonymous", func(e *Env) string { return e.A }, func(e *Env) []byte { return e.oursBody("NAME_ASC") }, false, true},
	{"pg-name", "PostGraphile v4, name sort", func(e *Env) string { return e.PG }, func(e *Env) []byte {
		b, _ := json.Marshal(map[string]any{"query": PostGraphileQuery, "variables": map[string]any{"edition": e.Data.EditionID, "first": 30}})
		return b
	}, false, false},
	{"ours-pop", "ours, SPA default (popularity), anonymous", func(e *Env) string { return e.A }, func(e *Env) []byte { return e.oursBody("POPULARITY_DESC") }, false, true},
	{"ours-pop-signed", "ours, SPA default (popularity), signed in", func(e *Env) string { return e.A }, func(e *Env) []byte { return e.oursBody("POPULARITY_DESC") }, true, true},
	{"ours-pop-nocache", "ours, SPA default (popularity), anonymous, no response cache", func(e *Env) string { return e.B }, func(e *Env) []byte { return e.oursBody("POPULARITY_DESC") }, false, true},
}

func (e *Env) cookies(v variant) []string {
	if !v.signedIn {
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
	if v.url(e) == e.B {
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
		out, err := Post(v.url(e), v.body(e), cookie)
		if err != nil {
			return fmt.Errorf("%s: %w", v.key, err)
		}
		if v.signedIn && !json.Valid(out) {
			return fmt.Errorf("%s: bad answer", v.key)
		}
	}
	return nil
}

// Round runs every phase once; odd rounds run the read variants in reverse, so ours and
// PostGraphile alternate positions.
func (e *Env) Round(ctx context.Context, r int) error {
	order := append([]variant(nil), variants...)
	if r%2 == 1 {
		for i, j := 0, len(order)-1; i < j; i, j = i+1, j-1 {
			order[i], order[j] = order[j], order[i]
		}
	}
	if e.Opt.Only == "" || e.Opt.Only == "read" {
		if err := e.reads(ctx, r, order); err != nil {
			return err
		}
	}
	if e.Opt.Only == "" || e.Opt.Only == "write" {
		e.writePhase(ctx, r)
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

// reads runs the closed-loop, then the open-loop phase of every read variant.
func (e *Env) reads(ctx context.Context, r int, order []variant) error {
	for _, v := range order {
		cookies := e.cookies(v)
		if _, err := Wrk(v.url(e), v.body(e), cookies, e.Opt.Clients, e.Opt.Warmup, e.Opt.Cache); err != nil {
			return err
		}
		s0, c0 := e.statements(v)
		res, err := Wrk(v.url(e), v.body(e), cookies, e.Opt.Clients, e.Opt.Closed, e.Opt.Cache)
		if err != nil {
			return err
		}
		s1, c1 := e.statements(v)
		log.Printf("round %d closed %s: %.0f req/s p50 %v p99 %v errors %d", r, v.key, res.Throughput(), res.P50, res.P99, res.Errors)
		e.F.Add(v.key+"/rps", res.Throughput())
		e.F.AddDuration(v.key+"/p50", res.P50)
		e.F.AddDuration(v.key+"/p99", res.P99)
		e.F.Add(v.key+"/errors", float64(res.Errors))
		if v.ours && c1 > c0 {
			e.F.Add(v.key+"/statements", (s1-s0)/(c1-c0))
		}
	}
	if e.F.Median("pg-name/rps") > 0 {
		e.F.Add("ratio-name", e.F.vals["ours-name/rps"][r]/e.F.vals["pg-name/rps"][r])
		e.F.Add("ratio-pop", e.F.vals["ours-pop/rps"][r]/e.F.vals["pg-name/rps"][r])
		e.F.Add("ratio-pop-nocache", e.F.vals["ours-pop-nocache/rps"][r]/e.F.vals["pg-name/rps"][r])
	}
	for _, v := range order {
		cookies := e.cookies(v)
		body := v.body(e)
		res := OpenLoop(ctx, v.url(e), e.Opt.OpenRate, e.Opt.Open, func(i int) ([]byte, string) {
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
	return nil
}

func (e *Env) writePhase(ctx context.Context, r int) {
	res := e.Writes(ctx, e.Opt.Write)
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
