package bench

import (
	"fmt"
	"strings"
)

// writeReads is the report's read path: the closed and open loops of every variant, the CPU
// per page of the race in both states of the votes table, and the scaling table.
func (e *Env) writeReads(b *strings.Builder) {
	f, o := &e.F, e.Opt
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("## Read path: the sets page\n\n")
	w("Our request is the SPA's `SetsRouteQuery` (its committed text: viewer, festival by slug, its edition by slug with its stages, every music genre, and a page of 30 sets with stage, artists with genres, counts by vote value, the viewer's vote and the total count; `filter: null`), sorted by popularity, the SPA's default (rows on A also by name). ")
	w("PostGraphile's asks for the same data (`allFestivals` and `festivalEditionsByFestivalId` with a `condition` on the slug, as both slugs are unique only among rows not archived; the edition's stages; `allMusicGenres`; 30 sets with stage, artists with genres, the counts by value through `votesBySetId(condition: {voteType: 2}) { totalCount }` ×3, and the total count), sorted by **name**: PostGraphile has no popularity order. ")
	w("**Signed in**, ours sends the voters' session cookies in turn; PostGraphile has no sessions, so its \"signed-in\" request is the same request plus, per set, the viewer's own votes through `votesBySetId(condition: {userId: $user})`, the user id in the variables (the voters' ids in turn): the client names the user, nothing checks it.\n\n")
	w("Closed loop: wrk, %d connections, %s warm-up then %s (short, to keep `make bench` under 25 minutes). Open loop: %d requests/s for %s, latency from each request's scheduled send time (Go generator). Statements: the server's `http_request_sql_statements` over the closed-loop phase.\n\n",
		o.Clients, o.Warmup, o.Closed, o.OpenRate, o.Open)
	w("**States of the votes table.** *Vacuumed*: `VACUUM (ANALYZE) %s` right before the reads. *After writes*: right after the write phase's %d votes (%d/s for %s), not vacuumed. Autovacuum is off for `votes` and `set_tallies` during the whole run (`ALTER TABLE … SET (autovacuum_enabled = off)`, reset at the end), so the second state is really the unvacuumed one. Each run: reads (vacuumed), writes, the race's rows again (after writes).\n\n",
		voteTables, int(float64(o.WriteRate)*o.Write.Seconds()), o.WriteRate, o.Write)
	w("### Vacuumed\n\n| request | req/s at %d clients | p50 ms | p99 ms | errors | p50 ms at %d/s | p99 ms at %d/s | errors at %d/s | SQL statements per request |\n|---|---|---|---|---|---|---|---|---|\n", o.Clients, o.OpenRate, o.OpenRate, o.OpenRate)
	for _, v := range variants {
		st := "–"
		if v.ours() {
			st = f.Cell(v.key+"/statements", "%.2f")
		}
		w("| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", v.label, f.Cell(v.key+"/rps", "%.0f"), f.Cell(v.key+"/p50", "%.1f"), f.Cell(v.key+"/p99", "%.1f"),
			f.Cell(v.key+"/errors", "%.0f"), f.Cell(v.key+"/open-p50", "%.1f"), f.Cell(v.key+"/open-p99", "%.1f"), f.Cell(v.key+"/open-errors", "%.0f"), st)
	}
	w("\nThe response cache's rows beside the anonymous peer (throughput, same run): name sort %s; popularity %s.\n\n", f.Cell("ratio-name", "%.2f×"), f.Cell("ratio-pop", "%.2f×"))
	w("### After writes\n\n| request | req/s at %d clients | p50 ms | p99 ms | errors |\n|---|---|---|---|---|\n", o.Clients)
	for _, v := range variants {
		if k := stateWritten + "/" + v.key; v.cpu {
			w("| %s | %s | %s | %s | %s |\n", v.label, f.Cell(k+"/rps", "%.0f"), f.Cell(k+"/p50", "%.1f"), f.Cell(k+"/p99", "%.1f"), f.Cell(k+"/errors", "%.0f"))
		}
	}

	w("\n## CPU per page: ours against the two-worker peer\n\n")
	w("Uncached (ours on B, `RESPONSE_CACHE_TTL=0`). Over each closed-loop phase above (after its warm-up): the serving side's user+sys CPU from `/proc/<pid>/stat` (ours: the instance's process; the peer: its master and both workers, every process of its tree plus the CPU of children they reaped), and PostgreSQL's (every process of the cluster: utime+stime of the postmaster and all its children, plus the postmaster's cutime+cstime, where exited backends' CPU lands), divided by the requests wrk counted. No profiler runs meanwhile. The PostgreSQL cluster is the machine's one: other databases' work in the same seconds counts too (an upper bound on a shared machine; the load average is in the header).\n\n")
	w("The last column counts only the bench database's client backends (their utime+stime by pid, from `pg_stat_activity` at the phase's start and end): other databases' work does not count there, background processes are left out, and a backend that exits during the phase loses its last part (the pools keep their connections while busy). On a quiet machine the two PostgreSQL columns should nearly agree; where they differ, the machine was shared.\n\n")
	w("| state | request | server CPU ms/page | PostgreSQL CPU ms/page | total ms/page | req/s | PostgreSQL CPU ms/page, bench database's backends only |\n|---|---|---|---|---|---|---|\n")
	for _, st := range []string{stateVacuumed, stateWritten} {
		for _, v := range variants {
			if k := st + "/" + v.key; v.cpu {
				w("| %s | %s | %s | %s | %s | %s | %s |\n", stateName(st), v.label, f.Cell(k+"/cpu-server", "%.2f"), f.Cell(k+"/cpu-pg", "%.2f"), f.Cell(k+"/cpu-total", "%.2f"), f.Cell(k+"/rps-cpu", "%.0f"), f.Cell(k+"/cpu-pg-bench", "%.2f"))
			}
		}
	}
	w("\n| state | CPU per page, ours ÷ peer, anonymous | signed in | the same with the bench database's backends only, anonymous | signed in | throughput, ours ÷ peer, anonymous | signed in |\n|---|---|---|---|---|---|---|\n")
	for _, st := range []string{stateVacuumed, stateWritten} {
		w("| %s | %s | %s | %s | %s | %s | %s |\n", stateName(st), f.Cell(st+"/ratio-cpu-anon", "%.2f×"), f.Cell(st+"/ratio-cpu-signed", "%.2f×"),
			f.Cell(st+"/ratio-cpu-bench-anon", "%.2f×"), f.Cell(st+"/ratio-cpu-bench-signed", "%.2f×"),
			f.Cell(st+"/ratio-rps-anon", "%.2f×"), f.Cell(st+"/ratio-rps-signed", "%.2f×"))
	}
	w("\nAgainst PostGraphile 5 (library mode, Amber preset, `PgIndexBehaviorsPlugin` disabled, two `node:cluster` workers, pool 20 in all, Node 22):\n\n")
	w("| state | CPU per page, ours ÷ PostGraphile 5, anonymous | signed in | the same with the bench database's backends only, anonymous | signed in | throughput, ours ÷ PostGraphile 5, anonymous | signed in |\n|---|---|---|---|---|---|---|\n")
	for _, st := range []string{stateVacuumed, stateWritten} {
		w("| %s | %s | %s | %s | %s | %s | %s |\n", stateName(st), f.Cell(st+"/ratio5-cpu-anon", "%.2f×"), f.Cell(st+"/ratio5-cpu-signed", "%.2f×"),
			f.Cell(st+"/ratio5-cpu-bench-anon", "%.2f×"), f.Cell(st+"/ratio5-cpu-bench-signed", "%.2f×"),
			f.Cell(st+"/ratio5-rps-anon", "%.2f×"), f.Cell(st+"/ratio5-rps-signed", "%.2f×"))
	}
	w("\nEach ratio is taken within one run, then the median over runs. The targets are judged on the first two columns (the whole cluster, as the issue defines CPU per page). Sorts differ: ours by popularity (the SPA's default), the peers by name. Before the runs the bench checks that PostGraphile 4 and 5 answer the same page (the same 30 sets in the same order, the same counts by vote value, the same viewer's votes and total), anonymous and signed in.\n\n")
	e.writeFloor(b)
	e.writeScaling(b)
}

// writeFloor is the uncached page beside its SQL alone (Floor).
func (e *Env) writeFloor(b *strings.Builder) {
	f := &e.F
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("### The page beside its SQL alone (floor)\n\n")
	w("The statements B sends for one uncached page (the reads seen at least 3 times in `pg_stat_activity` while wrk asks B for the page for 3 s), replayed alone by pgbench: `-M simple` (each statement parsed and planned every time, as the server's unprepared ones are; the session lookup and the viewer's votes, which the server prepares, with a voter's values written in), %d clients, %s, one transaction per page. Right before, the page itself: wrk on B, %d connections, %s. PostgreSQL CPU: the bench database's backends (pgbench's sampled every 100 ms during its run, as they exit with it). The Go side's floor (no PostgreSQL work counted) is `BenchmarkSPASetsPageUncached` / `BenchmarkSPASetsPageSignedIn` (`cpu-ms/op`), beside these rows in docs/benchmarks.md.\n\n", floorClients, floorPhase, e.Opt.Clients, floorPhase)
	w("| request | statements | the page: server CPU ms/page | the page: PostgreSQL CPU ms/page | the page: req/s | SQL alone: PostgreSQL CPU ms/page | SQL alone: pages/s | the page's PostgreSQL CPU ÷ its SQL alone |\n|---|---|---|---|---|---|---|---|\n")
	for _, r := range []struct{ label, key string }{{"ours (B), anonymous", "floor/anon"}, {"ours (B), signed in", "floor/signed"}} {
		ratio := "–"
		if f.Has(r.key+"/page-pg-bench") && f.Has(r.key+"/cpu-pg-bench") && f.Median(r.key+"/cpu-pg-bench") > 0 {
			ratio = fmt.Sprintf("%.2f×", f.Median(r.key+"/page-pg-bench")/f.Median(r.key+"/cpu-pg-bench"))
		}
		w("| %s | %s | %s | %s | %s | %s | %s | %s |\n", r.label, f.Cell(r.key+"/statements", "%.0f"), f.Cell(r.key+"/page-server", "%.3f"), f.Cell(r.key+"/page-pg-bench", "%.3f"),
			f.Cell(r.key+"/page-rps", "%.0f"), f.Cell(r.key+"/cpu-pg-bench", "%.3f"), f.Cell(r.key+"/tps", "%.0f"), ratio)
	}
	w("\n")
}

func stateName(st string) string {
	return map[string]string{stateVacuumed: "vacuumed", stateWritten: "after writes"}[st]
}

// writeScaling is the scaling table.
func (e *Env) writeScaling(b *strings.Builder) {
	f, o := &e.F, e.Opt
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("## Scaling: the lineup's size\n\n")
	w("Editions of %s sets added to the bench festival (`ScaleEditions`: under the lineup's 600 sets, every n-th set of `testdata/lineup-large`, so the edition spans the lineup's days; beyond, copies of the lineup on copies of its stages, at the same times), with votes in proportion (50,000 ÷ 600 per set, from the same users), generated after the other phases. On B (no response cache), anonymous, one connection in a closed loop for %s each: the sets page (the SPA's `SetsRouteQuery`, popularity, 30 sets), the timetable's first visit (the SPA's `timetableSyncQuery` with `since: null`: the whole timetable) and a repeat visit (`since`: the watermark the first visit returned, nothing changed since: the watermark, the viewer's votes and no sets). ",
		intList(o.ScaleSizes), o.Scale)
	w("SQL time per request: the bench database's `pg_stat_database.active_time` (time its backends spent executing statements) over the phase, read after PostgreSQL's statistics flush (%s), divided by the requests; `pg_stat_statements` is not loaded on this server (it needs `shared_preload_libraries`). PostgreSQL CPU per request: the bench database's backends only, as in the race's last column above (with one connection, the whole cluster's CPU would be mostly other work on a shared machine). Measured once (not per run). Sizes: one answer, as JSON and as gzip on the wire.\n\n", statsFlush)
	w("| sets | votes | sets page p50 ms | sets page SQL ms/request | sets page PostgreSQL CPU ms/request (bench backends) | timetable p50 ms | timetable SQL ms/request | timetable KB (gzip KB) | repeat visit p50 ms | repeat visit SQL ms/request | repeat visit KB (gzip KB) |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	// One run (the phase runs once): the value alone.
	cell := func(k, format string) string {
		if !f.Has(k) {
			return "–"
		}
		return fmt.Sprintf(format, f.Median(k))
	}
	for _, n := range o.ScaleSizes {
		k := fmt.Sprintf("scale-%d/", n)
		w("| %d | %s | %s | %s | %s | %s | %s | %s (%s) | %s | %s | %s (%s) |\n", n, cell(k+"votes", "%.0f"), cell(k+"sets/p50", "%.2f"), cell(k+"sets/sql", "%.2f"), cell(k+"sets/cpu-pg", "%.2f"),
			cell(k+"timetable/p50", "%.1f"), cell(k+"timetable/sql", "%.2f"), cell(k+"timetable/kb", "%.0f"), cell(k+"timetable/kb-gzip", "%.0f"),
			cell(k+"timetable-sync/p50", "%.2f"), cell(k+"timetable-sync/sql", "%.2f"), cell(k+"timetable-sync/kb", "%.1f"), cell(k+"timetable-sync/kb-gzip", "%.1f"))
	}
	w("\n")
}

func intList(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, fmt.Sprintf("%d", n))
	}
	return strings.Join(s, ", ")
}
