package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Request is one HTTP request of a load phase; Body and Cookie may vary per request.
type Request func(i int) (body []byte, cookie string)

// Result is one load phase.
type Result struct {
	Requests, Errors int
	Elapsed          time.Duration
	P50, P99, Max    time.Duration
	FirstError       string
}

// quantile of sorted latencies (0 when none).
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(q*float64(len(sorted))))]
}

// Throughput is answered requests per second.
func (r Result) Throughput() float64 { return float64(r.Requests-r.Errors) / r.Elapsed.Seconds() }

var client = &http.Client{
	Timeout:   10 * time.Second,
	Transport: &http.Transport{MaxIdleConnsPerHost: 1024, MaxConnsPerHost: 0, DisableCompression: false},
}

// Post sends one GraphQL request and fails on a non-200 status or a GraphQL error.
func Post(url string, body []byte, cookie string) ([]byte, error) {
	req, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != 200 || bytes.Contains(out, []byte(`"errors"`)) {
		return out, fmt.Errorf("status %d: %.300s", resp.StatusCode, out)
	}
	return out, nil
}

// OpenLoop sends rate requests per second for d, each on its own schedule whatever the
// answers; a request's latency counts from its scheduled send time, so a slow server cannot
// hide queueing by slowing the generator down. A failed request counts as an error.
func OpenLoop(ctx context.Context, url string, rate int, d time.Duration, req Request) Result {
	n := int(float64(rate) * d.Seconds())
	interval := time.Second / time.Duration(rate)
	var mu sync.Mutex
	var wg sync.WaitGroup
	var lats []time.Duration
	res := Result{Requests: n}
	start := time.Now()
	for i := 0; i < n && ctx.Err() == nil; i++ {
		at := start.Add(time.Duration(i) * interval)
		time.Sleep(time.Until(at))
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			body, cookie := req(i)
			_, err := Post(url, body, cookie)
			lat := time.Since(at)
			mu.Lock()
			defer mu.Unlock()
			lats = append(lats, lat)
			if err != nil {
				res.Errors++
				if res.FirstError == "" {
					res.FirstError = err.Error()
				}
			}
		}(i)
	}
	wg.Wait()
	res.Elapsed = time.Since(start)
	slices.Sort(lats)
	res.P50, res.P99, res.Max = quantile(lats, 0.5), quantile(lats, 0.99), quantile(lats, 1)
	return res
}

// Wrk runs wrk with clients connections for d against url, posting the bodies in turn with
// one of cookies per request (none when empty), asking for gzip like a browser. It returns
// requests, errors (non-2xx and socket errors) and the p50/p99 wrk reports.
func Wrk(url string, bodies [][]byte, cookies []string, clients int, d time.Duration, dir string) (Result, error) {
	var lua strings.Builder
	fmt.Fprintf(&lua, "wrk.method = \"POST\"\nwrk.body = %s\nwrk.headers[\"Content-Type\"] = \"application/json\"\nwrk.headers[\"Accept-Encoding\"] = \"gzip\"\n", luaString(string(bodies[0])))
	if len(cookies) > 0 || len(bodies) > 1 {
		lua.WriteString("local cookies = {")
		for _, c := range cookies {
			lua.WriteString(luaString(c) + ",")
		}
		lua.WriteString("}\nlocal bodies = {")
		for _, b := range bodies {
			lua.WriteString(luaString(string(b)) + ",")
		}
		lua.WriteString("}\nlocal n = 0\nrequest = function()\n  n = n + 1\n  if #cookies > 0 then wrk.headers[\"Cookie\"] = cookies[(n % #cookies) + 1] end\n  return wrk.format(nil, nil, nil, bodies[(n % #bodies) + 1])\nend\n")
	}
	script := dir + "/wrk.lua"
	if err := os.WriteFile(script, []byte(lua.String()), 0o644); err != nil {
		return Result{}, err
	}
	threads := min(2, clients)
	out, err := exec.Command("wrk", "-t", strconv.Itoa(threads), "-c", strconv.Itoa(clients),
		"-d", fmt.Sprintf("%ds", max(1, int(d.Seconds()))), "--timeout", "10s", "--latency", "-s", script, url).CombinedOutput()
	if err != nil {
		return Result{}, fmt.Errorf("wrk: %v: %s", err, out)
	}
	return parseWrk(string(out), d)
}

func luaString(s string) string { return strconv.Quote(s) }

var (
	wrkTotal   = regexp.MustCompile(`(\d+) requests in`)
	wrkNon2xx  = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
	wrkSocket  = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
	wrkPercent = regexp.MustCompile(`(?m)^\s+(50|99)(?:\.000)?%\s+([\d.]+)(us|ms|s)\s*$`)
)

func parseWrk(out string, d time.Duration) (Result, error) {
	m := wrkTotal.FindStringSubmatch(out)
	if m == nil {
		return Result{}, fmt.Errorf("wrk output: %s", out)
	}
	res := Result{Elapsed: d}
	res.Requests, _ = strconv.Atoi(m[1])
	if m := wrkNon2xx.FindStringSubmatch(out); m != nil {
		n, _ := strconv.Atoi(m[1])
		res.Errors += n
	}
	if m := wrkSocket.FindStringSubmatch(out); m != nil {
		for _, s := range m[1:] {
			n, _ := strconv.Atoi(s)
			res.Errors += n
		}
	}
	ps := map[string]time.Duration{}
	for _, m := range wrkPercent.FindAllStringSubmatch(out, -1) {
		v, _ := strconv.ParseFloat(m[2], 64)
		unit := map[string]time.Duration{"us": time.Microsecond, "ms": time.Millisecond, "s": time.Second}[m[3]]
		ps[m[1]] = time.Duration(v * float64(unit))
	}
	res.P50, res.P99 = ps["50"], ps["99"]
	return res, nil
}
