package bench

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// serverMemory is what a server's /metrics says about its memory and goroutines, after a GC
// (asked through /debug/pprof/heap?gc=1, so heap figures are live data, not garbage).
type serverMemory struct{ RSS, Heap, Goroutines, Sockets float64 }

func readMemory(metrics string) (serverMemory, error) {
	if resp, err := http.Get(metrics + "/debug/pprof/heap?gc=1"); err == nil {
		resp.Body.Close()
	}
	m, err := Metrics(metrics + "/metrics")
	if err != nil {
		return serverMemory{}, err
	}
	return serverMemory{m["process_resident_memory_bytes"], m["go_memstats_heap_inuse_bytes"], m["go_goroutines"], m["websocket_connections"]}, nil
}

// FanoutRun opens n subscriptions in the client process (pinned to the last core with taskset
// where there is more than one), on instance A or, cross, on B, votes through A, and records
// latency, missed events, and the server's memory and goroutines per subscriber.
func (e *Env) FanoutRun(ctx context.Context, r, n int, cross bool) error {
	ws, metrics, mode := e.A, e.MetricsA, "1 instance"
	if cross {
		ws, metrics, mode = e.B, e.MetricsB, "2 instances"
	}
	key := fmt.Sprintf("fanout-%d-%v", n, cross)
	// Each run votes on its own sets with its own voter, so every vote changes something.
	runs := 2 * len(e.Opt.Fanout) * e.Opt.Rounds
	idx := (r*len(e.Opt.Fanout)*2 + indexOf(e.Opt.Fanout, n)*2 + map[bool]int{false: 0, true: 1}[cross]) % runs
	var sets, quoted []string
	for i := 0; i < e.Opt.FanoutVotes; i++ {
		id := e.Data.SetIDs[(idx*e.Opt.FanoutVotes+i)%len(e.Data.SetIDs)]
		sets, quoted = append(sets, GlobalID("Set", id)), append(quoted, "'"+id.String()+"'")
	}
	// The voter is one of the data's users, who may hold a vote on some of these sets already
	// (the same vote again changes nothing, and nothing is sent): those go first.
	voter := e.Data.UserIDs[len(e.Data.Tokens)-1-idx]
	if err := execSQL(ctx, e.DBURL, fmt.Sprintf("DELETE FROM votes WHERE user_id = '%s' AND set_id IN (%s)", voter, strings.Join(quoted, ","))); err != nil {
		return err
	}
	// The SPA's edition screens subscribe to the batched stream (each window's changed sets).
	subscription, err := SPAOperation(e.Opt.Frontend, "useEditionTalliesSubscription")
	if err != nil {
		return err
	}
	cfg := FanoutConfig{WSURL: "ws" + strings.TrimPrefix(ws, "http"), VoteURL: e.A, Subscribers: n,
		EditionID: GlobalID("Edition", e.Data.EditionID), Subscription: subscription, Vote: e.VoteMutation,
		Sets: sets, Rate: e.Opt.FanoutRate, Token: e.Data.Tokens[len(e.Data.Tokens)-1-idx]}
	cfgPath := e.Opt.Cache + "/fanout.json"
	b, _ := json.Marshal(cfg)
	if err := os.WriteFile(cfgPath, b, 0o644); err != nil {
		return err
	}
	before, err := readMemory(metrics)
	if err != nil {
		return err
	}
	if e.heapProfiles {
		e.saveHeap(metrics, "fanout-heap-before")
	}
	args := []string{e.Opt.Self, "fanout-client", cfgPath}
	if _, err := exec.LookPath("taskset"); err == nil && runtime.NumCPU() > 1 && e.Opt.Pin {
		args = append([]string{"taskset", "-c", fmt.Sprint(runtime.NumCPU() - 1)}, args...)
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stderr = os.Stderr
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := false
	defer func() {
		if !exited {
			_ = cmd.Wait()
		}
	}()
	lines := bufio.NewScanner(stdout)
	expect := func(want string) error {
		if !lines.Scan() || !strings.HasPrefix(lines.Text(), want) {
			_ = cmd.Process.Kill()
			return fmt.Errorf("fan-out client: want %q, got %q", want, lines.Text())
		}
		return nil
	}
	t0 := time.Now()
	if err := expect("subscribed"); err != nil {
		return err
	}
	connect := time.Since(t0)
	// Idle: 10 s after the last subscription started. The runtime returns the garbage of the
	// connecting to the system over several seconds after a GC (each reading runs one); read at
	// 2 s, RSS still holds it: 37 KB per subscriber at 10,000, 22 KB at 10 s.
	for range 2 {
		time.Sleep(2 * time.Second)
		if _, err := readMemory(metrics); err != nil {
			return err
		}
	}
	time.Sleep(6 * time.Second)
	idle, err := readMemory(metrics)
	if err != nil {
		return err
	}
	if e.heapProfiles {
		e.saveHeap(metrics, "fanout-heap-idle")
	}
	cost0, err := readDelivery(metrics)
	if err != nil {
		return err
	}
	// A CPU profile of the subscribing instance over the burst's first 10 s (cache folder:
	// fanout-cpu-N-instances.pprof): where a delivered event's CPU goes.
	profiled := make(chan struct{})
	go func() {
		defer close(profiled)
		resp, err := http.Get(fmt.Sprintf("%s/debug/pprof/profile?seconds=10", metrics))
		if err != nil {
			return
		}
		defer resp.Body.Close()
		if f, err := os.Create(fmt.Sprintf("%s/fanout-cpu-%d-%d.pprof", e.Opt.Cache, n, map[bool]int{false: 1, true: 2}[cross])); err == nil {
			_, _ = f.ReadFrom(resp.Body)
			f.Close()
		}
	}()
	defer func() { <-profiled }()
	fmt.Fprintln(stdin, "vote")
	if err := expect("{"); err != nil {
		return err
	}
	cost1, err := readDelivery(metrics)
	if err != nil {
		return err
	}
	var res FanoutResult
	if err := json.Unmarshal(lines.Bytes(), &res); err != nil {
		return err
	}
	fmt.Fprintln(stdin, "close")
	if err := expect("closed"); err != nil {
		return err
	}
	_ = stdin.Close()
	_ = cmd.Wait()
	exited = true
	clientCPU := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	var after serverMemory
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(500 * time.Millisecond) {
		if after, err = readMemory(metrics); err != nil || (after.Sockets == 0 && after.Goroutines <= before.Goroutines+5) || time.Now().After(deadline) {
			break
		}
	}
	// The runtime returns freed memory to the OS over seconds: read (each reading a GC) every 2 s
	// until RSS stops falling, for at most 30 s.
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		time.Sleep(2 * time.Second)
		prev := after.RSS
		if after, err = readMemory(metrics); err != nil {
			return err
		}
		if after.RSS > prev*0.99 {
			break
		}
	}
	missed := res.Expected - res.Received
	cpu, writes, merged := cost1.CPU-cost0.CPU, cost1.Writes-cost0.Writes, cost1.Merged-cost0.Merged
	if res.Received > 0 {
		e.F.Add(key+"/cpu-per-event-us", cpu/float64(res.Received)*1e6)
		e.F.Add(key+"/writes-per-event", writes/float64(res.Received))
	}
	if res.Burst > 0 {
		e.F.Add(key+"/server-cores", cpu/res.Burst.Seconds())
	}
	if writes > 0 {
		e.F.Add(key+"/merged-share", merged/writes)
	}
	log.Printf("round %d fan-out %d (%s): server CPU %.2f s over a %v burst (%.2f cores), %.1f µs per delivered event; %.0f socket writes (%.0f merged) for %d events",
		r, n, mode, cpu, res.Burst.Round(time.Millisecond), cpu/max(res.Burst.Seconds(), 1e-9), cpu/max(float64(res.Received), 1)*1e6, writes, merged, res.Received)
	log.Printf("round %d fan-out %d (%s): client CPU %v, connect %v, p50 %v p99 %v max %v, missed %d of %d, completed %d, vote errors %d (vote p50 %v, max %v); per subscriber %.1f KB RSS %.1f KB heap %.2f goroutines; RSS %.0f→%.0f→%.0f MB",
		r, n, mode, clientCPU.Round(time.Millisecond), connect.Round(time.Millisecond), res.P50, res.P99, res.Max, missed, res.Expected, res.Completed, res.VoteErrors, res.VoteP50, res.VoteMax,
		(idle.RSS-before.RSS)/float64(n)/1024, (idle.Heap-before.Heap)/float64(n)/1024, (idle.Goroutines-before.Goroutines)/float64(n),
		before.RSS/1e6, idle.RSS/1e6, after.RSS/1e6)
	e.F.AddDuration(key+"/p50", res.P50)
	e.F.AddDuration(key+"/p99", res.P99)
	e.F.AddDuration(key+"/max", res.Max)
	e.F.Add(key+"/missed", float64(missed))
	e.F.Add(key+"/completed", float64(res.Completed))
	e.F.Add(key+"/vote-errors", float64(res.VoteErrors))
	e.F.Add(key+"/rss-per-sub", (idle.RSS-before.RSS)/float64(n)/1024)
	e.F.Add(key+"/heap-per-sub", (idle.Heap-before.Heap)/float64(n)/1024)
	e.F.Add(key+"/goroutines-per-sub", (idle.Goroutines-before.Goroutines)/float64(n))
	e.F.Add(key+"/rss-before", before.RSS/1e6)
	e.F.Add(key+"/rss-idle", idle.RSS/1e6)
	e.F.Add(key+"/rss-after", after.RSS/1e6)
	e.F.Add(key+"/heap-before", before.Heap/1e6)
	e.F.Add(key+"/heap-after", after.Heap/1e6)
	e.F.Add(key+"/connect", connect.Seconds())
	e.F.Add(key+"/client-cpu", clientCPU.Seconds())
	return nil
}

// delivery is what the subscribing instance's /metrics says about its delivery's cost: its CPU
// (user+system, process_cpu_seconds_total: /proc/<pid>/stat's utime+stime) and its socket writes.
type delivery struct{ CPU, Writes, Merged float64 }

func readDelivery(metrics string) (delivery, error) {
	m, err := Metrics(metrics + "/metrics")
	if err != nil {
		return delivery{}, err
	}
	return delivery{m["process_cpu_seconds_total"], m["websocket_writes_total"], m["websocket_merged_writes_total"]}, nil
}

// FanoutCostTable is the fan-out's cost per delivered event (report.go prints it under the
// fan-out table): the subscribing instance's CPU (user+system) from just before the first vote
// to the client's report, divided by the events delivered, and divided by the burst's length
// (first vote sent → last event received) for the cores it used on average.
func (e *Env) FanoutCostTable() string {
	var b strings.Builder
	b.WriteString("\nServer cost of the burst (the subscribing instance's user+system CPU from `/metrics`' `process_cpu_seconds_total`, from just before the first vote to the client's report; cores = CPU ÷ the burst, first vote sent → last event received; a write is one system call of one or more messages; merged = writes of a socket that was behind, after which its next write waited for the merge window). Targets at 10,000: ≤ 1 core, p99 ≤ 1 s; at 1,000: p99 ≤ 50 ms.\n\n")
	b.WriteString("| N | instances | server CPU per delivered event µs | server cores during the burst | socket writes per event | merged writes share |\n|---|---|---|---|---|---|\n")
	for _, n := range e.Opt.Fanout {
		for _, cross := range []bool{false, true} {
			k := fmt.Sprintf("fanout-%d-%v", n, cross)
			if !e.F.Has(k + "/p99") {
				continue
			}
			inst := map[bool]string{false: "1 (A)", true: "2 (votes A, subscribers B)"}[cross]
			fmt.Fprintf(&b, "| %d | %s | %s | %s | %s | %s |\n", n, inst, e.F.Cell(k+"/cpu-per-event-us", "%.1f"), e.F.Cell(k+"/server-cores", "%.2f"),
				e.F.Cell(k+"/writes-per-event", "%.2f"), e.F.Cell(k+"/merged-share", "%.2f"))
		}
	}
	return b.String()
}

// saveHeap stores a heap profile (after a GC) of the server at metrics in the cache folder.
func (e *Env) saveHeap(metrics, name string) {
	resp, err := http.Get(metrics + "/debug/pprof/heap?gc=1")
	if err != nil {
		return
	}
	defer resp.Body.Close()
	if f, err := os.Create(e.Opt.Cache + "/" + name + ".pprof"); err == nil {
		_, _ = f.ReadFrom(resp.Body)
		f.Close()
	}
}

func indexOf(list []int, n int) int {
	for i, v := range list {
		if v == n {
			return i
		}
	}
	return 0
}

// FanoutClientMain is the fan-out client process: its config is a JSON file.
func FanoutClientMain(path string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var cfg FanoutConfig
	if err := json.Unmarshal(raw, &cfg); err != nil {
		return err
	}
	return RunFanout(cfg, os.Stdin, os.Stdout)
}
