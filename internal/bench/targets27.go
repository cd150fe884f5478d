package bench

import (
	"fmt"
	"strings"
)

// Figures the fan-out phase records when it measures them (another part of issue 27): the
// subscribing instance's average cores over the run, and its CPU per delivered event in µs.
const (
	fanoutCoresKey       = "fanout-%d-false/server-cores"
	fanoutCPUPerEventKey = "fanout-%d-false/cpu-per-event-us"
)

// writeTargets27 is issue 27's target table with this run's medians.
func (e *Env) writeTargets27(b *strings.Builder, fe FrontendFigures) {
	f := &e.F
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	verdict := func(measured, ok bool) string {
		switch {
		case !measured:
			return "**not measured**"
		case ok:
			return "met"
		}
		return "**missed**"
	}
	w("\n## Targets (issue 27)\n\n| # | figure | target | measured (medians) | verdict |\n|---|---|---|---|---|\n")

	// The race: both states, anonymous and signed in.
	var cpuCells, rpsCells []string
	cpuOK, rpsOK, raceMeasured := true, true, true
	for _, st := range []string{stateVacuumed, stateWritten} {
		for _, who := range []string{"anon", "signed"} {
			c, r := st+"/ratio-cpu-"+who, st+"/ratio-rps-"+who
			raceMeasured = raceMeasured && f.Has(c) && f.Has(r)
			cpuOK = cpuOK && f.Median(c) <= 0.5
			rpsOK = rpsOK && f.Median(r) >= 2
			name := map[string]string{"anon": "anonymous", "signed": "signed in"}[who]
			cpuCells = append(cpuCells, fmt.Sprintf("%s, %s: %.2f×", stateName(st), name, f.Median(c)))
			rpsCells = append(rpsCells, fmt.Sprintf("%s, %s: %.2f×", stateName(st), name, f.Median(r)))
		}
	}
	w("| P1 | CPU per sets page (server + PostgreSQL), uncached, ours ÷ PostGraphile with two workers | ≤ 0.5×, anonymous and signed in, both states | %s | %s |\n", strings.Join(cpuCells, "; "), verdict(raceMeasured, cpuOK))
	w("| P2 | sets-page throughput, uncached, ours ÷ PostGraphile with two workers | ≥ 2×, anonymous and signed in, both states | %s | %s |\n", strings.Join(rpsCells, "; "), verdict(raceMeasured, rpsOK))
	p99, errs := f.Median("ours-pop-signed/open-p99"), f.Median("ours-pop-signed/open-errors")
	w("| P3 | sets-page p99 at a fixed %d requests/s, signed in | ≤ 50 ms | %.1f ms, %.0f errors | %s |\n", e.Opt.OpenRate, p99, errs, verdict(f.Has("ours-pop-signed/open-p99"), p99 <= 50 && errs == 0))

	// Scaling: flat means the largest edition within 1.5× of the smallest, and ≤ 1.5 ms of SQL.
	sizes := e.Opt.ScaleSizes
	if len(sizes) > 0 {
		lo, hi := fmt.Sprintf("scale-%d/", sizes[0]), fmt.Sprintf("scale-%d/", sizes[len(sizes)-1])
		measured := f.Has(lo+"sets/p50") && f.Has(hi+"sets/p50")
		p50lo, p50hi, sqlLo, sqlHi := f.Median(lo+"sets/p50"), f.Median(hi+"sets/p50"), f.Median(lo+"sets/sql"), f.Median(hi+"sets/sql")
		w("| P4 | sets page as the lineup grows (%d → %d sets) | flat (p50 and SQL time at %d within 1.5× of %d's), SQL ≤ 1.5 ms at %d | %s | %s |\n",
			sizes[0], sizes[len(sizes)-1], sizes[len(sizes)-1], sizes[0], sizes[len(sizes)-1],
			orNotMeasured(measured, fmt.Sprintf("p50 %.2f → %.2f ms, SQL %.2f → %.2f ms per request", p50lo, p50hi, sqlLo, sqlHi)),
			verdict(measured, p50hi <= 1.5*p50lo && sqlHi <= 1.5*max(sqlLo, 0.01) && sqlHi <= 1.5))
		tt, hasTT := f.Median(hi+"timetable/p50"), f.Has(hi+"timetable/p50")
		w("| P5 | timetable at %d sets, p50 | ≤ 30 ms | %s | %s |\n", sizes[len(sizes)-1],
			orNotMeasured(hasTT, fmt.Sprintf("%.1f ms (%.0f KB, %.0f KB gzip)", tt, f.Median(hi+"timetable/kb"), f.Median(hi+"timetable/kb-gzip"))), verdict(hasTT, tt <= 30))
	}

	// Fan-out, measured by the fan-out phase.
	fan := func(n int, what string) (float64, bool) {
		k := fmt.Sprintf("fanout-%d-false/%s", n, what)
		return f.Median(k), f.Has(k)
	}
	p10k, has10k := fan(10000, "p99")
	miss10k, _ := fan(10000, "missed")
	cores, hasCores := f.Median(fmt.Sprintf(fanoutCoresKey, 10000)), f.Has(fmt.Sprintf(fanoutCoresKey, 10000))
	coresCell := "server cores not measured"
	if hasCores {
		coresCell = fmt.Sprintf("%.2f cores", cores)
	}
	w("| P6 | 10,000 subscribers at %d votes/s, one instance | p99 ≤ 1 s, 0 missed, ≤ 1 core | %s | %s |\n", e.Opt.FanoutRate,
		orNotMeasured(has10k, fmt.Sprintf("%.0f ms, %.0f missed, %s", p10k, miss10k, coresCell)), verdict(has10k && hasCores, p10k <= 1000 && miss10k == 0 && cores <= 1))
	p1k, has1k := fan(1000, "p99")
	miss1k, _ := fan(1000, "missed")
	w("| P7 | 1,000 subscribers at %d votes/s | p99 ≤ 50 ms, 0 missed | %s | %s |\n", e.Opt.FanoutRate, orNotMeasured(has1k, fmt.Sprintf("%.1f ms, %.0f missed", p1k, miss1k)), verdict(has1k, p1k <= 50 && miss1k == 0))
	var perEvent []string
	for _, n := range e.Opt.Fanout {
		if k := fmt.Sprintf(fanoutCPUPerEventKey, n); f.Has(k) {
			perEvent = append(perEvent, fmt.Sprintf("%d subscribers: %.1f µs", n, f.Median(k)))
		}
	}
	w("| P8 | server CPU per delivered event | reported | %s | – |\n", orNotMeasured(len(perEvent) > 0, strings.Join(perEvent, "; ")))

	// Frontend.
	score, lcp := fe.F.Median("score"), fe.F.Median("lcp")
	w("| P9 | Lighthouse mobile performance (median of the runs); LCP on the sets route | ≥ 95; ≤ 2.0 s | %s | %s |\n",
		orNotMeasured(fe.F.Has("score"), fmt.Sprintf("%.0f; %.0f ms", score, lcp)), verdict(fe.F.Has("score") && fe.F.Has("lcp"), score >= 95 && lcp <= 2000))
	w("| P10 | first route's JavaScript, gzip | ≤ 197 KB | %s | %s |\n", orNotMeasured(fe.FirstRouteKB > 0, fmt.Sprintf("%.1f KB", fe.FirstRouteKB)), verdict(fe.FirstRouteKB > 0, fe.FirstRouteKB <= 197))
}

func orNotMeasured(ok bool, s string) string {
	if ok {
		return s
	}
	return "not measured"
}
