package bench

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// FrontendFigures are the JavaScript sizes of the built SPA and Lighthouse's verdict.
type FrontendFigures struct {
	FirstRouteKB, AllRoutesKB, GraphiQLOnlyKB float64 // gzip, from frontend/dist
	FirstRouteFiles                           int
	GraphiQLInMain                            []string                   // GraphiQL files reachable from the app's entry (want none)
	GraphiQLLoaded                            []string                   // GraphiQL files the sets page loaded in Lighthouse (want none)
	F                                         Figures                    // lighthouse score, transferred JS, FCP, LCP (cold/ for the cold server); T9's offline-reload
	LongTasks                                 map[string]map[string]Cost // state → what ran → the runs' tasks long under 4× (wall > 12.5 ms)
	Err                                       string
	OfflineErr                                string // T9's problem, if any
}

var (
	entryScript = regexp.MustCompile(`<script[^>]+src="/assets/([\w.-]+\.js)"`)
	staticJS    = regexp.MustCompile(`(?:from|import)\s*["']\./([\w.-]+\.js)["']`)
	dynamicJS   = regexp.MustCompile(`import\(\s*["']\./([\w.-]+\.js)["']\s*\)`)
	mappedJS    = regexp.MustCompile(`["']assets/([\w.-]+\.js)["']`)
	graphiqlJS  = regexp.MustCompile(`^(graphiql|editor\.worker|graphql\.worker|json\.worker|graphqlMode|jsonMode)`)
)

// closure is every chunk reachable from roots: static imports only, or dynamic ones too.
func closure(assets string, roots []string, dynamic bool) []string {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(f string) {
		if seen[f] {
			return
		}
		seen[f] = true
		src, err := os.ReadFile(filepath.Join(assets, f))
		if err != nil {
			return
		}
		res := []*regexp.Regexp{staticJS}
		if dynamic {
			res = append(res, dynamicJS, mappedJS)
		}
		for _, re := range res {
			for _, m := range re.FindAllSubmatch(src, -1) {
				walk(string(m[1]))
			}
		}
	}
	for _, r := range roots {
		walk(r)
	}
	out := make([]string, 0, len(seen))
	for f := range seen {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

func gzipKB(assets string, files []string) float64 {
	total := 0
	for _, f := range files {
		src, err := os.ReadFile(filepath.Join(assets, f))
		if err != nil {
			continue
		}
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, gzip.DefaultCompression)
		_, _ = w.Write(src)
		_ = w.Close()
		total += b.Len()
	}
	return float64(total) / 1024
}

func entries(html string) []string {
	src, _ := os.ReadFile(html)
	var out []string
	for _, m := range entryScript.FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	return out
}

// MeasureFrontend sizes the first route (the app's entry and the sets route's chunk, static
// imports only), all routes (everything the app's entry can load) and GraphiQL's own files,
// then runs Lighthouse mobile on the sets page (MeasureLighthouse: a warm server and one started
// 10 s before), and T9 (MeasureOfflineReload).
func MeasureFrontend(ctx context.Context, o Options, setsURL string, cold ColdServer, token string, runs int) FrontendFigures {
	var fe FrontendFigures
	dist := filepath.Join(o.Frontend, "dist")
	assets := filepath.Join(dist, "assets")
	main := entries(filepath.Join(dist, "index.html"))
	all := closure(assets, main, true)
	setsChunk := ""
	for _, f := range all {
		if strings.HasPrefix(f, "SetsRoute-") {
			setsChunk = f
		}
	}
	first := closure(assets, append(slices.Clone(main), setsChunk), false)
	fe.FirstRouteFiles = len(first)
	fe.FirstRouteKB, fe.AllRoutesKB = gzipKB(assets, first), gzipKB(assets, all)
	var giOnly []string
	for _, f := range closure(assets, entries(filepath.Join(dist, "graphiql.html")), true) {
		if !slices.Contains(all, f) {
			giOnly = append(giOnly, f)
		}
	}
	fe.GraphiQLOnlyKB = gzipKB(assets, giOnly)
	for _, f := range all {
		if graphiqlJS.MatchString(f) {
			fe.GraphiQLInMain = append(fe.GraphiQLInMain, f)
		}
	}

	MeasureLighthouse(ctx, o, setsURL, cold, giOnly, &fe)
	MeasureOfflineReload(ctx, o, setsURL, token, max(runs, 5), &fe)
	MeasureMapRender(ctx, o, setsURL, token, max(runs, 5), &fe)
	return fe
}

// MeasureMapRender is issue 28's Map tab figure: a signed-in visitor on the sets page opens the
// Map tab; from the click to the Map screen on screen, and from the Map query's answer to it
// (frontend/scripts/bench-map-render.mjs).
func MeasureMapRender(ctx context.Context, o Options, setsURL, token string, runs int, fe *FrontendFigures) {
	script := filepath.Join(o.Frontend, "scripts", "bench-map-render.mjs")
	out, err := exec.CommandContext(ctx, "node", script, setsURL, token, fmt.Sprint(runs)).Output()
	var res struct{ Total, Render []float64 }
	if err == nil {
		err = json.Unmarshal(out, &res)
	}
	if err != nil || len(res.Total) == 0 {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		log.Printf("map render: %v %.500s", err, stderr)
		return
	}
	for _, ms := range res.Total {
		fe.F.Add("map-total", ms)
	}
	for _, ms := range res.Render {
		fe.F.Add("map-render", ms)
	}
	log.Printf("map render: total %v ms, render %v ms", res.Total, res.Render)
}

// MeasureOfflineReload is T9: a signed-in visitor's cold reload of the sets page with no network,
// until the first set card is rendered (frontend/scripts/bench-offline-reload.mjs drives Chromium
// through playwright-core; the service worker and the saved Relay store answer). One figure per
// reload, in ms from the new document's navigation start.
func MeasureOfflineReload(ctx context.Context, o Options, setsURL, token string, runs int, fe *FrontendFigures) {
	script := filepath.Join(o.Frontend, "scripts", "bench-offline-reload.mjs")
	out, err := exec.CommandContext(ctx, "node", script, setsURL, token, fmt.Sprint(runs)).Output()
	var res struct{ Ms []float64 }
	if err == nil {
		err = json.Unmarshal(out, &res)
	}
	if err != nil || len(res.Ms) == 0 {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		fe.OfflineErr = fmt.Sprintf("offline reload: %v %.500s", err, stderr)
		log.Print(fe.OfflineErr)
		return
	}
	for _, ms := range res.Ms {
		fe.F.Add("offline-reload", ms)
	}
	log.Printf("offline reload: %v ms", res.Ms)
}
