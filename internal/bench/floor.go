package bench

import (
	"context"
	"encoding/hex"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"festival/internal/auth"
)

// floorPhase is how long pgbench replays a page's statements; floorClients its connections
// (the servers' pools hold 80 of the cluster's 100).
const (
	floorPhase   = 10 * time.Second
	floorClients = 8
)

// Floor measures what the uncached sets page costs PostgreSQL at the least: the statements
// instance B sends for one page (anonymous, then signed in), sampled from pg_stat_activity
// while wrk asks B for the page, replayed alone by pgbench (one transaction per page), with
// PostgreSQL's CPU per page (the bench database's backends) and pages per second, beside the
// page itself measured right before. The Go side's floor is a Go benchmark (docs/benchmarks.md).
func (e *Env) Floor(ctx context.Context) {
	if e.Opt.Only == "floor" {
		if err := e.Vacuum(ctx); err != nil { // the race's "vacuumed" state
			e.Notes = append(e.Notes, fmt.Sprintf("vacuum failed: %v", err))
		}
	}
	for _, v := range variants {
		if v.inst != "B" {
			continue
		}
		key := "floor/anon"
		if v.signedIn {
			key = "floor/signed"
		}
		texts, err := e.sampleStatements(ctx, v)
		if err == nil {
			err = e.pageAlone(key, v)
		}
		if err == nil {
			err = e.runFloor(ctx, key, texts, v.signedIn)
		}
		if err != nil {
			e.Notes = append(e.Notes, fmt.Sprintf("%s failed: %v", key, err))
			log.Printf("%s: %v", key, err)
		}
	}
}

// pageAlone measures v's page on B right before its SQL alone: wrk for floorPhase, the CPU per
// page of B and of the bench database's backends.
func (e *Env) pageAlone(key string, v variant) error {
	var res Result
	cpu, err := e.measureCPU(v.inst, func() error {
		var err error
		res, err = Wrk(e.url(v), e.bodies(v), e.cookies(v), e.Opt.Clients, floorPhase, e.Opt.Cache)
		return err
	})
	if err != nil {
		return err
	}
	if served := res.Requests - res.Errors; served > 0 && cpu.ok {
		per := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) / float64(served) }
		e.F.Add(key+"/page-server", per(cpu.server))
		e.F.Add(key+"/page-pg-bench", per(cpu.benchPG))
		e.F.Add(key+"/page-rps", res.Throughput())
	}
	return nil
}

// sampleStatements returns the statements B's backends run for v's page: active queries on
// the bench database while wrk runs v on B alone (the peers and A are idle), the reads seen at
// least 3 times (the background workers' statements carry the time in their text).
func (e *Env) sampleStatements(ctx context.Context, v variant) ([]string, error) {
	conn, err := pgx.Connect(ctx, e.DBURL)
	if err != nil {
		return nil, err
	}
	defer conn.Close(ctx)
	seen := map[string]int{}
	done := make(chan error, 1)
	go func() {
		_, err := Wrk(e.url(v), e.bodies(v), e.cookies(v), e.Opt.Clients, 3*time.Second, e.Opt.Cache)
		done <- err
	}()
	for {
		select {
		case err := <-done:
			var out []string
			for q, n := range seen {
				// The page's statements are reads; the background workers' (push jobs) are not.
				if n >= 3 && strings.HasPrefix(strings.ToUpper(q), "SELECT") {
					out = append(out, q)
				}
			}
			sort.Strings(out)
			return out, err
		default:
		}
		rows, err := conn.Query(ctx, `SELECT query FROM pg_stat_activity WHERE datname = current_database()
			AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`)
		if err != nil {
			return nil, err
		}
		qs, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return nil, err
		}
		for _, q := range qs {
			seen[strings.TrimSpace(q)]++
		}
	}
}

var param = regexp.MustCompile(`\$(\d+)`)

// runFloor writes the page's statements as a pgbench script and runs it. Statements with
// parameters are the prepared ones: the session lookup (a voter's token hash, now), the
// viewer's votes (the voter and the popularity page's 30 sets); any other is left out (noted).
func (e *Env) runFloor(ctx context.Context, key string, texts []string, signedIn bool) error {
	var ids []string
	if signedIn {
		conn, err := pgx.Connect(ctx, e.DBURL)
		if err != nil {
			return err
		}
		rows, _ := conn.Query(ctx, `SELECT set_id::text FROM set_tallies WHERE festival_edition_id = $1 AND NOT archived
			ORDER BY popularity DESC LIMIT 30`, e.Data.EditionID)
		ids, err = pgx.CollectRows(rows, pgx.RowTo[string])
		conn.Close(ctx)
		if err != nil {
			return err
		}
	}
	var script []string
	for _, q := range texts {
		var vals []string
		switch {
		case !strings.Contains(q, "$"):
		case signedIn && strings.Contains(q, "FROM sessions s"):
			vals = []string{`'\x` + hex.EncodeToString(auth.HashToken(e.Data.Tokens[0])) + `'::bytea`, "now()", "now() - interval '30 days'"}
		case signedIn && strings.Contains(q, "FROM votes v WHERE v.user_id = $1"):
			vals = []string{"'" + e.Data.UserIDs[0].String() + "'::uuid", "'{" + strings.Join(ids, ",") + "}'"}
		default:
			e.Notes = append(e.Notes, fmt.Sprintf("%s: a statement with parameters left out of the replay: %.120s", key, q))
			continue
		}
		q = param.ReplaceAllStringFunc(q, func(m string) string {
			n, _ := strconv.Atoi(m[1:])
			if n >= 1 && n <= len(vals) {
				return vals[n-1]
			}
			return m
		})
		script = append(script, strings.Join(strings.Fields(q), " ")+";")
	}
	if len(script) == 0 {
		// The page sends no statement (what it reads is kept in memory: cards.Orders,
		// internal/kept): its floor is the Go work alone.
		e.F.Add(key+"/statements", 0)
		return nil
	}
	path := filepath.Join(e.Opt.Cache, strings.ReplaceAll(key, "/", "-")+".sql")
	if err := os.WriteFile(path, []byte(strings.Join(script, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	e.F.Add(key+"/statements", float64(len(script)))
	// The backends' CPU is sampled during the run (pgbench's backends exit with it), on the
	// bench's one stats connection: before first, then only by the sampler.
	before := e.backendsCPU()
	peak := map[int]time.Duration{}
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			for pid, c := range e.backendsCPU() {
				peak[pid] = max(peak[pid], c)
			}
			select {
			case <-stop:
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}()
	out, err := exec.CommandContext(ctx, "pgbench", "-n", "-M", "simple", "-c", strconv.Itoa(floorClients), "-j", "2",
		"-T", strconv.Itoa(int(floorPhase.Seconds())), "-f", path, e.DBURL).CombinedOutput()
	close(stop)
	<-sampled
	if err != nil {
		return fmt.Errorf("pgbench: %v %s", err, out)
	}
	m := regexp.MustCompile(`number of transactions actually processed: (\d+)`).FindSubmatch(out)
	tps := regexp.MustCompile(`tps = ([0-9.]+)`).FindSubmatch(out)
	if m == nil || tps == nil {
		return fmt.Errorf("pgbench output: %s", out)
	}
	n, _ := strconv.Atoi(string(m[1]))
	rate, _ := strconv.ParseFloat(string(tps[1]), 64)
	var cpu time.Duration
	for pid, c := range peak {
		cpu += c - before[pid]
	}
	if n > 0 {
		e.F.Add(key+"/cpu-pg-bench", float64(cpu)/float64(time.Millisecond)/float64(n))
		e.F.Add(key+"/tps", rate)
	}
	log.Printf("%s: %d statements, %.0f pages/s, PostgreSQL %.3f ms/page (script %s)", key, len(script), rate, float64(cpu)/float64(time.Millisecond)/float64(max(n, 1)), path)
	return nil
}
