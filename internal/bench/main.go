package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// Main is `make bench` (bin/bench): prepare the database, start ours (two instances) and
// PostGraphile, run the rounds, profile, measure the frontend, and write the report.
func Main(args []string) error {
	if len(args) > 1 && args[1] == "fanout-client" {
		return FanoutClientMain(args[2])
	}
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	var o Options
	var fanout, admin, dbName, data, out, sizes string
	var ports int
	fs.IntVar(&o.Rounds, "rounds", 3, "runs of every figure")
	fs.DurationVar(&o.Warmup, "warmup", 2*time.Second, "warm-up before each closed-loop phase")
	fs.DurationVar(&o.Closed, "closed", 10*time.Second, "closed-loop phase")
	fs.DurationVar(&o.Open, "open", 10*time.Second, "open-loop read phase")
	fs.DurationVar(&o.Write, "write", 15*time.Second, "write phase")
	fs.IntVar(&o.Clients, "clients", 32, "closed-loop connections")
	fs.IntVar(&o.OpenRate, "open-rate", 100, "open-loop reads per second")
	fs.IntVar(&o.WriteRate, "write-rate", 200, "votes per second")
	fs.IntVar(&o.Voters, "voters", 500, "users voting in the write phase")
	fs.StringVar(&fanout, "fanout", "1000,10000,30000", "fan-out subscriber counts (each lowered to what the open-file limit allows)")
	fs.IntVar(&o.FanoutVotes, "fanout-votes", 100, "votes per fan-out run")
	fs.IntVar(&o.FanoutRate, "fanout-rate", 50, "fan-out votes per second")
	fs.StringVar(&o.Bin, "bin", "bin/festival", "server binary")
	fs.StringVar(&o.Cache, "cache", ".cache/bench", "tools and logs")
	fs.StringVar(&o.Frontend, "frontend", "frontend", "frontend folder (dist and Relay artifacts)")
	fs.StringVar(&admin, "admin", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "admin connection")
	fs.StringVar(&dbName, "db", "festival_bench", "benchmark database (dropped and created)")
	fs.StringVar(&data, "data", "testdata/lineup-large", "lineup folder")
	fs.StringVar(&out, "out", "docs/benchmarks.md", "report")
	fs.BoolVar(&o.Pin, "pin", true, "pin the fan-out client to the last core (taskset)")
	fs.IntVar(&ports, "ports", 0, "added to every port the bench listens on (18081–18083, 18085, 18090, 18091, 19091–19093, 19095), so two benches can share a machine")
	fs.DurationVar(&o.Scale, "scale", 5*time.Second, "each closed-loop measurement of the scaling table")
	fs.StringVar(&sizes, "scale-sizes", "150,600,2400", "sets per edition in the scaling table")
	fs.StringVar(&o.Only, "only", "", "run only read, write, fanout, plan, subscriptions, share, locations, import, profile, frontend, scaling, peers (ours uncached against PostGraphile 4 and 5, closed loops, both states of the votes table, and the floor), or floor (the uncached page beside its SQL alone, pgbench); the report then holds only that part's figures: write it elsewhere with -out")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	for _, s := range strings.Split(fanout, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n > 0 {
			o.Fanout = append(o.Fanout, n)
		}
	}
	o.Fanout, o.FanoutCapped = capToOpenFiles(o.Fanout)
	for _, s := range strings.Split(sizes, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n > 0 {
			o.ScaleSizes = append(o.ScaleSizes, n)
		}
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	o.Self = self
	raiseFileLimit()
	ctx := context.Background()
	began, loadStart := time.Now(), loadAverage()

	dbURL, err := freshDatabase(ctx, admin, dbName)
	if err != nil {
		return err
	}
	migrate := exec.Command(o.Bin, "migrate")
	migrate.Env = append(os.Environ(), "DATABASE_URL="+dbURL)
	if out, err := migrate.CombinedOutput(); err != nil {
		return fmt.Errorf("migrate: %v %s", err, out)
	}
	log.Printf("loading %s, %d users, %d votes", data, 5000, 50000)
	d, err := Load(ctx, dbURL, data, 5000, 50000, o.Voters)
	if err != nil {
		return fmt.Errorf("load: %w", err)
	}
	// Autovacuum stays off for the votes tables during the run, so "after writes" is really
	// the unvacuumed state; the reads' "vacuumed" state is a VACUUM (ANALYZE) right before.
	if err := Autovacuum(ctx, dbURL, false); err != nil {
		return err
	}
	defer func() {
		if err := Autovacuum(ctx, dbURL, true); err != nil {
			log.Printf("autovacuum back on: %v", err)
		}
	}()
	postmaster, err := postmasterPID(ctx, dbURL)
	if err != nil {
		return err
	}
	stats, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer stats.Close(ctx)
	port := func(p int) string { return strconv.Itoa(p + ports) }
	local := "http://127.0.0.1:"
	e := &Env{Opt: o, Data: d, LoadStart: loadStart, A: local + port(18081) + "/graphql", B: local + port(18082) + "/graphql",
		PG: local + port(18090) + "/graphql", PG5: local + port(18091) + "/graphql", MetricsA: local + port(19091), MetricsB: local + port(19092),
		Pids: map[string]int{}, Postmaster: postmaster, DBURL: dbURL, Stats: stats}
	for _, op := range []struct {
		name string
		to   *string
	}{{"SetsRouteQuery", &e.SetsQuery}, {"useSetUpdatedSubscription", &e.Subscription}, {"useSetVoteMutation", &e.VoteMutation}} {
		if *op.to, err = SPAOperation(o.Frontend, op.name); err != nil {
			return err
		}
	}

	// B runs without the response cache: the read path's uncached row (WebSockets, B's part
	// in the fan-out, never use the cache). The fan-out's sockets all come from this machine's
	// one address: no cap on sockets per client.
	env := func(port, metrics, cacheTTL string) []string {
		return []string{"DATABASE_URL=" + dbURL, "PORT=" + port, "METRICS_ADDR=" + metrics, "APP_ENV=production", "LOG_FORMAT=json", "RESPONSE_CACHE_TTL=" + cacheTTL, "WS_MAX_PER_CLIENT=0"}
	}
	var procs []*Process
	defer func() {
		for _, p := range procs {
			p.Stop()
		}
	}()
	for _, s := range []struct{ name, port, metrics, cacheTTL string }{{"a", port(18081), "127.0.0.1:" + port(19091), "1s"}, {"b", port(18082), "127.0.0.1:" + port(19092), "0"}} {
		// One after the other: each instance migrates at start, and the migration lock
		// refuses a second migrator instead of waiting for it.
		p, err := Start(s.name, filepath.Join(o.Cache, "server-"+s.name+".log"), env(s.port, s.metrics, s.cacheTTL), o.Bin, "serve")
		if err != nil {
			return err
		}
		procs = append(procs, p)
		e.Pids[strings.ToUpper(s.name)] = p.Pid()
		if err := WaitReady("http://127.0.0.1:"+s.port+"/readyz", nil); err != nil {
			return err
		}
	}
	if o.Only == "" || o.Only == "read" || o.Only == "peers" { // only the reads compare with PostGraphile
		pg, err := startPeer(o.Cache, dbURL, port(18090))
		if err != nil {
			return err
		}
		procs = append(procs, pg)
		e.Pids["PG"] = pg.Pid()
		if err := WaitReady(e.PG, []byte(`{"query":"{ __typename }"}`)); err != nil {
			return err
		}
		pg5, err := startPeer5(o.Cache, dbURL, port(18091))
		if err != nil {
			return err
		}
		procs = append(procs, pg5)
		e.Pids["PG5"] = pg5.Pid()
		if err := WaitReady(e.PG5, []byte(`{"query":"{ __typename }"}`)); err != nil {
			return err
		}
		if err := e.Check(); err != nil {
			return err
		}
		if err := e.CheckPeersAgree(); err != nil {
			return err
		}
	}
	if err := e.CheckFastPath(); err != nil {
		return err
	}

	if o.Only == "" || o.Only == "read" || o.Only == "peers" {
		if err := e.WarmUp(); err != nil {
			return err
		}
	}
	for r := 0; r < o.Rounds; r++ {
		if err := e.Round(ctx, r); err != nil {
			return err
		}
	}
	if o.Only == "" || o.Only == "peers" || o.Only == "floor" {
		e.Floor(ctx) // the uncached page beside its SQL alone (pgbench)
	}
	if o.Only == "" || o.Only == "plan" {
		own, crew, err := PlanTimes(ctx, dbURL, d.EditionID, 50)
		if err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("plans failed: %v", err))
		} else {
			e.F.AddDuration("plan-own/p50", own[0])
			e.F.AddDuration("plan-own/max", own[1])
			e.F.AddDuration("plan-crew/p50", crew[0])
			e.F.AddDuration("plan-crew/max", crew[1])
		}
		// Issue 34's crew: 50 members who voted on each of 2,400 sets.
		wall, cpu, err := CrewPlanTimes(ctx, dbURL, data, d.FestivalSlug, 2400, 50, 20)
		if err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("crew plan 2400 × 50 failed: %v", err))
		} else {
			e.F.AddDuration("plan-crew2400/p50", wall[0])
			e.F.AddDuration("plan-crew2400/max", wall[1])
			e.F.AddDuration("plan-crew2400/cpu", cpu)
		}
	}
	if o.Only == "" || o.Only == "share" {
		page, image, err := ShareTimes(ctx, dbURL, local+port(18081), d.EditionID, 200)
		if err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("shared plan failed: %v", err))
		} else {
			e.F.AddDuration("share-page/p50", page[0])
			e.F.AddDuration("share-page/max", page[1])
			e.F.AddDuration("share-image/p50", image[0])
			e.F.AddDuration("share-image/max", image[1])
		}
	}
	if o.Only == "" || o.Only == "subscriptions" {
		// A third instance with the default caps, trusting the bench as its proxy.
		if err := e.SubscriptionSetups(ctx, port(18083), "127.0.0.1:"+port(19093)); err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("subscription setups failed: %v", err))
			log.Printf("subscription setups: %v", err)
		}
	}
	if o.Only == "" || o.Only == "locations" {
		if err := e.Locations(ctx); err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("crew locations failed: %v", err))
			log.Printf("crew locations: %v", err)
		}
	}
	if o.Only == "" || o.Only == "import" {
		for r := 0; r < o.Rounds; r++ {
			e.Imports(ctx, dbURL, data, r)
		}
	}
	if o.Only == "" || o.Only == "profile" {
		e.Profiles(ctx)
	}
	var fe FrontendFigures
	if o.Only == "" || o.Only == "frontend" {
		token := ""
		if len(d.Tokens) > 0 {
			token = d.Tokens[0]
		}
		setsPath := "/festivals/" + d.FestivalSlug + "/editions/" + d.EditionSlug + "/sets"
		// The cold state: a new instance, like A, on a port of its own.
		cold := func() (string, func(), error) {
			p, err := Start("cold", filepath.Join(o.Cache, "server-cold.log"), env(port(18085), "127.0.0.1:"+port(19095), "1s"), o.Bin, "serve")
			if err != nil {
				return "", nil, err
			}
			if err := WaitReady(local+port(18085)+"/readyz", nil); err != nil {
				p.Stop()
				return "", nil, err
			}
			return local + port(18085) + setsPath, p.Stop, nil
		}
		fe = MeasureFrontend(ctx, o, local+port(18081)+setsPath, cold, token, o.Rounds)
	}
	if o.Only == "" || o.Only == "scaling" {
		if err := e.Scaling(ctx, data); err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("scaling failed: %v", err))
			log.Printf("scaling: %v", err)
		}
	}
	report := e.Report(fe, dbURL, time.Since(began))
	fmt.Print(report)
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	if raw, err := json.MarshalIndent(map[string]any{"figures": e.F.vals, "frontend": fe.F.vals}, "", " "); err == nil {
		_ = os.WriteFile(filepath.Join(o.Cache, "figures.json"), raw, 0o644) // every run's values, for a second look
	}
	return os.WriteFile(out, []byte(report), 0o644)
}

// freshDatabase drops and creates the benchmark database and returns its URL.
func freshDatabase(ctx context.Context, admin, name string) (string, error) {
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return "", err
	}
	defer conn.Close(ctx)
	ident := pgx.Identifier{name}.Sanitize()
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+ident+" WITH (FORCE)"); err != nil {
		return "", err
	}
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+ident); err != nil {
		return "", err
	}
	cfg := conn.Config()
	return fmt.Sprintf("postgres://%s@%s:%d/%s?sslmode=disable", cfg.User, cfg.Host, cfg.Port, name), nil
}

// raiseFileLimit lifts the open-file limit to its hard maximum; children (servers, the
// fan-out client) inherit it.
func raiseFileLimit() {
	var l syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l) == nil && l.Cur < l.Max {
		l.Cur = l.Max
		_ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l)
	}
}

// Profiles takes a 10 s CPU profile of instance A under the read load and under the write
// load (an extra phase each, so the figures above are not taxed by profiling).
func (e *Env) Profiles(ctx context.Context) {
	take := func(name string, seconds int, load func()) string {
		path := filepath.Join(e.Opt.Cache, name+".pprof")
		done := make(chan error, 1)
		go func() {
			resp, err := http.Get(e.MetricsA + "/debug/pprof/profile?seconds=" + fmt.Sprint(seconds))
			if err != nil {
				done <- err
				return
			}
			defer resp.Body.Close()
			f, err := os.Create(path)
			if err == nil {
				_, err = f.ReadFrom(resp.Body)
				f.Close()
			}
			done <- err
		}()
		load()
		if err := <-done; err != nil {
			return "profile failed: " + err.Error()
		}
		flat, err := exec.Command("go", "tool", "pprof", "-top", "-nodecount=12", e.Opt.Bin, path).CombinedOutput()
		if err != nil {
			return "pprof failed: " + err.Error()
		}
		cum, _ := exec.Command("go", "tool", "pprof", "-top", "-cum", "-nodecount=30", e.Opt.Bin, path).CombinedOutput()
		if i := bytes.Index(cum, []byte("      flat")); i >= 0 {
			cum = cum[i:]
		}
		return string(flat) + "\n--- by cumulative cost ---\n" + string(cum)
	}
	v := variants[1] // popularity, anonymous, on A
	e.ProfileRead = take("read", 10, func() { _, _ = Wrk(e.url(v), e.bodies(v), nil, e.Opt.Clients, 12*time.Second, e.Opt.Cache) })
	e.ProfileWrite = take("write", 10, func() { e.Writes(ctx, 12*time.Second) })
	// Fan-out: 1,000 subscribers on A, the profile covering the subscribing and the votes.
	saved := e.F
	e.F, e.heapProfiles = Figures{}, true
	e.ProfileFanout = take("fanout", 20, func() {
		if err := e.FanoutRun(ctx, 0, e.Opt.Fanout[0], false); err != nil {
			log.Printf("fan-out profile: %v", err)
		}
	})
	e.F, e.heapProfiles = saved, false
	heap, err := exec.Command("go", "tool", "pprof", "-top", "-sample_index=inuse_space", "-nodecount=15",
		"-base", filepath.Join(e.Opt.Cache, "fanout-heap-before.pprof"), e.Opt.Bin, filepath.Join(e.Opt.Cache, "fanout-heap-idle.pprof")).CombinedOutput()
	if err != nil {
		heap = []byte("pprof failed: " + err.Error())
	}
	e.ProfileHeap = string(heap)
}
