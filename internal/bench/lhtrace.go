package bench

import (
	"encoding/json"
	"os"
	"path"
	"regexp"
	"strings"
)

// TraceTasks is what the page's main thread did in one Lighthouse run, read from the run's trace
// (saved with --save-assets): every top-level task after the page's navigation start, with its
// wall time (dur) and its thread time (tdur, the CPU the thread really had).
//
// Lighthouse's default mobile throttling is simulated: it multiplies each task's observed wall
// time by 4 (its CPU slowdown). On a busy machine the renderer waits for a core in the middle of
// its tasks, and that wait is multiplied too. The thread time is what the page's own code costs;
// TBTThread is Lighthouse's total blocking time computed from it (Σ max(0, 4 × thread ms − 50)
// over the tasks after the first contentful paint), the figure a quiet machine would show.
type TraceTasks struct {
	BusyThreadMs    float64         // all tasks' thread time
	LongestWallMs   float64         // the longest task, wall
	LongestThreadMs float64         // the longest task by thread time
	TBTWall         float64         // Σ max(0, 4 × wall − 50) after FCP (Lighthouse's view, roughly)
	TBTThread       float64         // Σ max(0, 4 × thread − 50) after FCP
	Long            map[string]Cost // tasks long under 4× (wall > 12.5 ms), by what ran in them
}

// Cost sums a group of tasks.
type Cost struct {
	N             int
	WallMs, CPUMs float64
}

type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`
	Ts   float64 `json:"ts"`
	Dur  float64 `json:"dur"`
	TDur float64 `json:"tdur"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Args struct {
		Data struct {
			URL               string `json:"url"`
			FunctionName      string `json:"functionName"`
			DocumentLoaderURL string `json:"documentLoaderURL"`
			IsLoadingMain     bool   `json:"isLoadingMainFrame"`
		} `json:"data"`
	} `json:"args"`
}

// scriptEvents are the trace events that name the script a task ran.
var scriptEvents = map[string]bool{"FunctionCall": true, "EvaluateScript": true, "v8.evaluateModule": true, "TimerFire": true,
	"FireAnimationFrame": true, "EventDispatch": true, "RunMicrotasks": true, "v8.callFunction": true}

var assetHash = regexp.MustCompile(`-[\w-]{8}\.js$`)

// ReadTraceTasks reads a Lighthouse trace file.
func ReadTraceTasks(file string) (TraceTasks, error) {
	var t TraceTasks
	raw, err := os.ReadFile(file)
	if err != nil {
		return t, err
	}
	var tr struct{ TraceEvents []traceEvent }
	if err := json.Unmarshal(raw, &tr); err != nil {
		return t, err
	}
	var nav *traceEvent
	for i, e := range tr.TraceEvents {
		if e.Name == "navigationStart" && e.Args.Data.IsLoadingMain && strings.HasPrefix(e.Args.Data.DocumentLoaderURL, "http") {
			nav = &tr.TraceEvents[i]
		}
	}
	if nav == nil {
		return t, os.ErrNotExist
	}
	fcp := nav.Ts
	for _, e := range tr.TraceEvents {
		if e.Name == "firstContentfulPaint" && e.Pid == nav.Pid && e.Ts >= nav.Ts {
			fcp = e.Ts
			break
		}
	}
	var main []traceEvent
	for _, e := range tr.TraceEvents {
		if e.Pid == nav.Pid && e.Tid == nav.Tid && e.Ph == "X" && e.Ts >= nav.Ts {
			main = append(main, e)
		}
	}
	t.Long = map[string]Cost{}
	for _, top := range main {
		if top.Name != "RunTask" && top.Name != "ThreadControllerImpl::RunTask" {
			continue
		}
		wall, cpu := top.Dur/1000, top.TDur/1000
		if top.TDur == 0 {
			cpu = wall
		}
		t.BusyThreadMs += cpu
		t.LongestWallMs, t.LongestThreadMs = max(t.LongestWallMs, wall), max(t.LongestThreadMs, cpu)
		if top.Ts >= fcp {
			t.TBTWall += max(0, 4*wall-50)
			t.TBTThread += max(0, 4*cpu-50)
		}
		if 4*wall <= 50 {
			continue
		}
		what := taskScript(main, top)
		c := t.Long[what]
		c.N++
		c.WallMs += wall
		c.CPUMs += cpu
		t.Long[what] = c
	}
	return t, nil
}

// taskScript names what ran in a task: the script file (hash dropped) of its first script event
// that names one, else its longest child event (Layout, ParseHTML, ...), else "other".
func taskScript(main []traceEvent, top traceEvent) string {
	longest, name := 0.0, "other"
	for _, e := range main {
		if e.Ts < top.Ts || e.Ts+e.Dur > top.Ts+top.Dur || e.Ts == top.Ts && e.Name == top.Name {
			continue
		}
		if scriptEvents[e.Name] && e.Args.Data.URL != "" {
			u := e.Args.Data.URL
			if i := strings.IndexAny(u, "?#"); i >= 0 {
				u = u[:i]
			}
			file := assetHash.ReplaceAllString(path.Base(u), ".js")
			if !strings.HasSuffix(file, ".js") {
				file = "inline script of " + file
			}
			return file
		}
		if e.Dur > longest && !strings.Contains(e.Name, "RunTask") {
			longest, name = e.Dur, e.Name
		}
	}
	return name
}
