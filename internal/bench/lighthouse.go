package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// LighthouseRuns is how many Lighthouse runs each state of the server gets (issue 38).
const LighthouseRuns = 5

// ColdServer starts a new instance of the server on the bench's database and returns the sets
// page's address on it and a function that stops it.
type ColdServer func() (setsURL string, stop func(), err error)

// lighthouseStates are the two states the sets page is measured in: "warm" is instance A after a
// first, uncounted visit; "cold" is a new instance started 10 s before each run. The warm state's
// figures keep their plain keys (score, tbt, ...); the cold state's are prefixed "cold/".
var lighthouseStates = []string{"warm", "cold"}

func lhKey(state, name string) string {
	if state == "warm" {
		return name
	}
	return state + "/" + name
}

// MeasureLighthouse runs Lighthouse mobile, its default settings (simulated throttling: slow 4G,
// a 4× slower CPU), LighthouseRuns times per state, and reads each run's trace (TraceTasks).
func MeasureLighthouse(ctx context.Context, o Options, warmURL string, cold ColdServer, giOnly []string, fe *FrontendFigures) {
	fe.LongTasks = map[string]map[string]Cost{}
	if _, err := lighthouseRun(ctx, o, warmURL, "warm-up"); err != nil { // the warm state's first visit, not counted
		fe.Err = err.Error()
		log.Print(fe.Err)
	}
	for _, state := range lighthouseStates {
		fe.LongTasks[state] = map[string]Cost{}
		for i := 0; i < LighthouseRuns; i++ {
			url, stop := warmURL, func() {}
			if state == "cold" {
				began := time.Now()
				var err error
				if url, stop, err = cold(); err != nil {
					fe.Err = "cold server: " + err.Error()
					log.Print(fe.Err)
					break
				}
				select {
				case <-time.After(time.Until(began.Add(10 * time.Second))):
				case <-ctx.Done():
				}
			}
			load := loadAverage1()
			r, err := lighthouseRun(ctx, o, url, fmt.Sprintf("%s-%d", state, i))
			stop()
			if err != nil {
				fe.Err = err.Error()
				log.Print(fe.Err)
				continue
			}
			k := func(name string) string { return lhKey(state, name) }
			fe.F.Add(k("load"), load)
			fe.F.Add(k("score"), r.score)
			fe.F.Add(k("fcp"), r.fcp)
			fe.F.Add(k("lcp"), r.lcp)
			fe.F.Add(k("tbt"), r.tbt)
			fe.F.Add(k("longest-task"), r.longestTask)
			fe.F.Add(k("js-transfer"), r.jsKB)
			for _, s := range r.scripts {
				if slices.Contains(giOnly, s) && !slices.Contains(fe.GraphiQLLoaded, s) {
					fe.GraphiQLLoaded = append(fe.GraphiQLLoaded, s)
				}
			}
			if r.tasksErr == nil {
				fe.F.Add(k("busy-thread"), r.tasks.BusyThreadMs)
				fe.F.Add(k("longest-wall"), r.tasks.LongestWallMs)
				fe.F.Add(k("longest-thread"), r.tasks.LongestThreadMs)
				fe.F.Add(k("tbt-thread"), r.tasks.TBTThread)
				fe.F.Add(k("score-thread"), r.score+30*(tbtScore(r.tasks.TBTThread)-r.tbtScore))
				for what, c := range r.tasks.Long {
					sum := fe.LongTasks[state][what]
					sum.N += c.N
					sum.WallMs += c.WallMs
					sum.CPUMs += c.CPUMs
					fe.LongTasks[state][what] = sum
				}
			}
			log.Printf("lighthouse %s %d (load %.2f): score %.0f, TBT %.0f ms (from thread time %.0f), longest task %.0f ms",
				state, i+1, load, r.score, r.tbt, r.tasks.TBTThread, r.longestTask)
		}
	}
}

type lighthouseResult struct {
	score, fcp, lcp, tbt, longestTask, jsKB float64
	tbtScore                                float64  // the TBT audit's score (0–1; 30 % of the performance score)
	scripts                                 []string // file names of the scripts loaded
	tasks                                   TraceTasks
	tasksErr                                error
}

// lighthouseRun runs Lighthouse once on url, its report and trace in the cache folder under name.
func lighthouseRun(ctx context.Context, o Options, url, name string) (lighthouseResult, error) {
	var r lighthouseResult
	cli := filepath.Join(o.Cache, "node_modules/lighthouse/cli/index.js")
	report := filepath.Join(o.Cache, "lighthouse-"+name+".json")
	profile, _ := os.MkdirTemp("", "bench-chromium-")
	defer os.RemoveAll(profile)
	cmd := exec.CommandContext(ctx, "node", cli, url, "--only-categories=performance", "--output=json", "--save-assets",
		"--output-path="+report, "--quiet", "--chrome-flags=--headless=new --no-sandbox --disable-background-networking "+
			"--disable-component-update --disable-sync --no-first-run --disable-quic --user-data-dir="+profile)
	cmd.Env = append(os.Environ(), "CHROME_PATH=/usr/bin/chromium")
	if out, err := cmd.CombinedOutput(); err != nil {
		return r, fmt.Errorf("lighthouse: %v %.500s", err, out)
	}
	var lh struct {
		Categories map[string]struct{ Score float64 }
		Audits     map[string]json.RawMessage
	}
	raw, _ := os.ReadFile(report)
	if err := json.Unmarshal(raw, &lh); err != nil {
		return r, fmt.Errorf("lighthouse report: %w", err)
	}
	type audit struct {
		NumericValue float64
		Details      struct {
			Items []struct {
				URL          string
				ResourceType string
				TransferSize float64
				Duration     float64
			}
		}
	}
	type scored struct{ Score float64 }
	var tbtAudit scored
	_ = json.Unmarshal(lh.Audits["total-blocking-time"], &tbtAudit)
	r.tbtScore = tbtAudit.Score
	audits := map[string]audit{}
	for _, name := range []string{"first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "network-requests", "long-tasks"} {
		var a audit
		_ = json.Unmarshal(lh.Audits[name], &a)
		audits[name] = a
	}
	r.score = lh.Categories["performance"].Score * 100
	r.fcp, r.lcp = audits["first-contentful-paint"].NumericValue, audits["largest-contentful-paint"].NumericValue
	r.tbt = audits["total-blocking-time"].NumericValue
	for _, it := range audits["long-tasks"].Details.Items {
		r.longestTask = max(r.longestTask, it.Duration)
	}
	for _, it := range audits["network-requests"].Details.Items {
		if it.ResourceType == "Script" {
			r.jsKB += it.TransferSize / 1024
			r.scripts = append(r.scripts, it.URL[strings.LastIndex(it.URL, "/")+1:])
		}
	}
	r.tasks, r.tasksErr = ReadTraceTasks(strings.TrimSuffix(report, ".json") + "-0.trace.json")
	return r, nil
}

// loadAverage1 is the machine's 1-minute load average (0 when unknown).
func loadAverage1() float64 {
	raw, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(raw))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}

// tbtScore is Lighthouse 12's score of a mobile total blocking time: a log-normal curve with its
// 10th percentile at 200 ms (score 0.9) and its median at 600 ms (0.5), clamped to the band the
// value falls in (lighthouse/shared/statistics.js, getLogNormalScore).
func tbtScore(ms float64) float64 {
	const p10, median = 200.0, 600.0
	if ms <= 0 {
		return 1
	}
	const inverseErfcOneFifth = 0.9061938024368232
	x := math.Log(ms/median) * inverseErfcOneFifth / -math.Log(p10/median)
	s := (1 - math.Erf(x)) / 2
	switch {
	case ms <= p10:
		return max(0.9, min(1, s))
	case ms <= median:
		return max(0.5, min(0.8999999999999999, s))
	}
	return max(0, min(0.49999999999999994, s))
}
