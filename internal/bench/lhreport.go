package bench

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// lighthouseReport is the frontend section's Lighthouse part: both states' figures, the target's
// verdict and the long tasks by what ran in them.
func lighthouseReport(fe FrontendFigures) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("\nLighthouse mobile on the sets page (`lighthouse@12.8.2`, its default mobile settings: simulated throttling, slow 4G, a 4× slower CPU), %d runs per state, median (range). Warm: instance A after one uncounted visit. Cold: a new instance started 10 s before each run (`internal/bench/lighthouse.go`).\n\n", LighthouseRuns)
	w("Lighthouse's throttling is simulated: it multiplies the tasks' observed wall time by 4, so a core taken by something else while the page loads counts as the page's own blocking time. Each run's trace gives the thread time (the CPU the page's main thread really used) beside it: *TBT from thread time* is Lighthouse's formula on it (Σ max(0, 4 × thread ms − 50) after the first contentful paint), what a quiet machine would show, and *performance with it* is the score with that TBT's score in place of the measured one (TBT is 30 %% of it; the other metrics stay as measured). The load average (1 minute) is read before each run.\n\n")
	w("| server | performance | FCP ms | LCP ms | TBT ms | longest task ms (Lighthouse, ×4) | TBT from thread time ms | performance with it | longest task, wall / thread ms | main-thread CPU ms | load average |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, state := range lighthouseStates {
		k := func(name string) string { return lhKey(state, name) }
		w("| %s | %s | %s | %s | %s | %s | %s | %s | %s / %s | %s | %s |\n", state, fe.F.Cell(k("score"), "%.0f"), fe.F.Cell(k("fcp"), "%.0f"), fe.F.Cell(k("lcp"), "%.0f"),
			fe.F.Cell(k("tbt"), "%.0f"), fe.F.Cell(k("longest-task"), "%.0f"), fe.F.Cell(k("tbt-thread"), "%.0f"), fe.F.Cell(k("score-thread"), "%.0f"), fe.F.Cell(k("longest-wall"), "%.0f"),
			fe.F.Cell(k("longest-thread"), "%.0f"), fe.F.Cell(k("busy-thread"), "%.0f"), fe.F.Cell(k("load"), "%.2f"))
	}
	verdict := "**not measured**"
	warm, cold := fe.F.Median("score"), fe.F.Median("cold/score")
	if fe.F.Has("score") && fe.F.Has("cold/score") {
		verdict = map[bool]string{true: "met", false: "**missed**"}[warm >= 95 && cold >= 95]
	}
	w("\nTarget (issue 38): performance ≥ 95 against both, medians: warm %.0f, cold %.0f: %s.\n", warm, cold, verdict)
	w("\nThe tasks Lighthouse counts as long (observed wall > 12.5 ms, so > 50 ms at 4×), from the navigation on (the first paint's own tasks included), by the script that ran in them (else their longest event; `jsx-runtime.js` is the chunk with React's scheduler: the render's slices), per run on average:\n\n| server | what ran | tasks | wall ms | thread ms |\n|---|---|---|---|---|\n")
	for _, state := range lighthouseStates {
		runs := float64(len(fe.F.vals[lhKey(state, "tbt-thread")]))
		if runs == 0 {
			continue
		}
		names := make([]string, 0, len(fe.LongTasks[state]))
		for what := range fe.LongTasks[state] {
			names = append(names, what)
		}
		slices.SortFunc(names, func(a, b string) int {
			return cmp.Compare(fe.LongTasks[state][b].WallMs, fe.LongTasks[state][a].WallMs)
		})
		var rest Cost
		for i, what := range names {
			c := fe.LongTasks[state][what]
			if i >= 8 {
				rest.N += c.N
				rest.WallMs += c.WallMs
				rest.CPUMs += c.CPUMs
				continue
			}
			w("| %s | %s | %.1f | %.0f | %.0f |\n", state, what, float64(c.N)/runs, c.WallMs/runs, c.CPUMs/runs)
		}
		if rest.N > 0 {
			w("| %s | everything else | %.1f | %.0f | %.0f |\n", state, float64(rest.N)/runs, rest.WallMs/runs, rest.CPUMs/runs)
		}
	}
	return b.String()
}
