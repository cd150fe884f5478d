package bench

import (
	"os"
	"path/filepath"
	"testing"
)

// A trace of one page load: a task before the first contentful paint (not blocking time), a long
// one of the app's script that waited for a core most of its wall time, and a short one.
const sampleTrace = `{"traceEvents":[
{"name":"navigationStart","ph":"R","pid":1,"tid":1,"ts":1000,"args":{"data":{"documentLoaderURL":"http://x/sets","isLoadingMainFrame":true}}},
{"name":"firstContentfulPaint","ph":"R","pid":1,"tid":1,"ts":200000},
{"name":"RunTask","ph":"X","pid":1,"tid":1,"ts":100000,"dur":40000,"tdur":40000},
{"name":"ParseHTML","ph":"X","pid":1,"tid":1,"ts":100001,"dur":39000,"tdur":39000,"args":{"data":{"url":"http://x/sets"}}},
{"name":"RunTask","ph":"X","pid":1,"tid":1,"ts":300000,"dur":100000,"tdur":20000},
{"name":"FunctionCall","ph":"X","pid":1,"tid":1,"ts":300010,"dur":99000,"tdur":19000,"args":{"data":{"url":"http://x/assets/main-AbCd1234.js","functionName":"start"}}},
{"name":"RunTask","ph":"X","pid":1,"tid":1,"ts":500000,"dur":5000,"tdur":5000},
{"name":"RunTask","ph":"X","pid":2,"tid":2,"ts":500000,"dur":900000,"tdur":900000}
]}`

func TestReadTraceTasksSeparatesWaitFromWork(t *testing.T) {
	file := filepath.Join(t.TempDir(), "trace.json")
	if err := os.WriteFile(file, []byte(sampleTrace), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadTraceTasks(file)
	if err != nil {
		t.Fatal(err)
	}
	if got.BusyThreadMs != 65 {
		t.Errorf("busy thread ms = %v, want 65 (the page's three tasks, not the other process's)", got.BusyThreadMs)
	}
	// After FCP: the 100 ms task counts 4 × 100 − 50 = 350 ms from wall time, 4 × 20 − 50 = 30 from
	// thread time; the 5 ms task counts nothing; the 40 ms one is before FCP.
	if got.TBTWall != 350 || got.TBTThread != 30 {
		t.Errorf("TBT wall %v, thread %v; want 350, 30", got.TBTWall, got.TBTThread)
	}
	if got.LongestWallMs != 100 || got.LongestThreadMs != 40 {
		t.Errorf("longest wall %v, thread %v; want 100, 40", got.LongestWallMs, got.LongestThreadMs)
	}
	want := map[string]Cost{"main.js": {N: 1, WallMs: 100, CPUMs: 20}, "ParseHTML": {N: 1, WallMs: 40, CPUMs: 40}}
	if len(got.Long) != len(want) {
		t.Errorf("long tasks %v, want %v", got.Long, want)
	}
	for k, c := range want {
		if got.Long[k] != c {
			t.Errorf("long tasks of %q = %+v, want %+v (all: %v)", k, got.Long[k], c, got.Long)
		}
	}
}

// Lighthouse 12's mobile TBT curve: 200 ms scores 0.9, 600 ms 0.5; the values checked against
// lighthouse/shared/statistics.js's getLogNormalScore.
func TestTBTScoreFollowsLighthouseCurve(t *testing.T) {
	for _, c := range []struct{ ms, want float64 }{{0, 1}, {104, 0.9795}, {200, 0.9}, {600, 0.5}, {2000, 0.0801}} {
		if got := tbtScore(c.ms); got < c.want-0.002 || got > c.want+0.002 {
			t.Errorf("tbtScore(%v) = %.4f, want %.4f", c.ms, got, c.want)
		}
	}
}
