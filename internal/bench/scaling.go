package bench

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5"
)

// statsFlush is how long PostgreSQL 15 may hold a backend's statistics before they reach
// pg_stat_database: a backend flushes when it goes idle, at most once a second, and
// otherwise 10 s later.
const statsFlush = 11 * time.Second

// Scaling adds editions of each size (ScaleEditions) and measures, on instance B (no response
// cache), anonymous: the sets page (the SPA's SetsRouteQuery, popularity, 30 sets) and the
// timetable (the SPA's ScheduleRouteQuery): each with one connection in a closed loop for
// Opt.Scale, its p50, its SQL time per request (pg_stat_database.active_time of the bench
// database: time its backends spent executing statements) and its backends' CPU per request;
// the timetable's answer size too.
func (e *Env) Scaling(ctx context.Context, dir string) error {
	schedule, err := SPAOperation(e.Opt.Frontend, "ScheduleRouteQuery")
	if err != nil {
		return err
	}
	log.Printf("scaling: generating editions of %v sets", e.Opt.ScaleSizes)
	eds, err := ScaleEditions(ctx, e.DBURL, dir, e.Data.FestivalSlug, e.Opt.ScaleSizes, 50000.0/600)
	if err != nil {
		return err
	}
	stats, err := pgx.Connect(ctx, e.DBURL)
	if err != nil {
		return err
	}
	defer stats.Close(ctx)
	active := func() float64 {
		var ms float64
		if err := stats.QueryRow(ctx, "SELECT coalesce(active_time, 0) FROM pg_stat_database WHERE datname = current_database()").Scan(&ms); err != nil {
			log.Printf("scaling: pg_stat_database: %v", err)
		}
		return ms
	}
	type request struct {
		key  string
		body []byte
	}
	var reqs []request
	for _, ed := range eds {
		sets, _ := json.Marshal(map[string]any{"query": e.SetsQuery, "variables": map[string]any{
			"festivalSlug": e.Data.FestivalSlug, "editionSlug": ed.Slug, "first": 30, "sort": "POPULARITY_DESC", "filter": nil}})
		tt, _ := json.Marshal(map[string]any{"query": schedule, "variables": map[string]any{
			"festivalSlug": e.Data.FestivalSlug, "editionSlug": ed.Slug, "q": nil, "search": false}})
		reqs = append(reqs, request{fmt.Sprintf("scale-%d/sets", ed.Sets), sets}, request{fmt.Sprintf("scale-%d/timetable", ed.Sets), tt})
		e.F.Add(fmt.Sprintf("scale-%d/votes", ed.Sets), float64(ed.Votes))
	}
	for _, q := range reqs { // each once: it answers, its size, and a warm cache
		raw, gz, err := answerSize(e.B, q.body)
		if err != nil {
			return fmt.Errorf("%s: %w", q.key, err)
		}
		e.F.Add(q.key+"/kb", float64(raw)/1024)
		e.F.Add(q.key+"/kb-gzip", float64(gz)/1024)
	}
	time.Sleep(statsFlush)
	before := active()
	for _, q := range reqs {
		var res Result
		cpu, err := e.measureCPU("B", func() error {
			var err error
			res, err = Wrk(e.B, [][]byte{q.body}, nil, 1, e.Opt.Scale, e.Opt.Cache)
			return err
		})
		if err != nil {
			return err
		}
		time.Sleep(statsFlush)
		after := active()
		served := float64(res.Requests - res.Errors)
		if served == 0 {
			return fmt.Errorf("%s: no answers", q.key)
		}
		e.F.AddDuration(q.key+"/p50", res.P50)
		e.F.Add(q.key+"/sql", (after-before)/served)
		if cpu.ok {
			e.F.Add(q.key+"/cpu-pg", float64(cpu.benchPG)/float64(time.Millisecond)/served)
		}
		e.F.Add(q.key+"/errors", float64(res.Errors))
		log.Printf("scaling %s: p50 %v, SQL %.2f ms/request, %d requests", q.key, res.P50, (after-before)/served, res.Requests)
		before = after
	}
	return nil
}

// answerSize posts body once and returns the answer's size as JSON and as gzip on the wire.
func answerSize(url string, body []byte) (raw, gz int, err error) {
	req, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Encoding", "gzip") // set by hand: the client then leaves the body compressed
	resp, err := client.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	wire, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, 0, err
	}
	plain, err := gunzip(wire, resp.Header.Get("Content-Encoding") == "gzip")
	if err != nil {
		return 0, 0, err
	}
	if resp.StatusCode != 200 || bytes.Contains(plain, []byte(`"errors"`)) {
		return 0, 0, fmt.Errorf("status %d: %.300s", resp.StatusCode, plain)
	}
	return len(plain), len(wire), nil
}

func gunzip(b []byte, compressed bool) ([]byte, error) {
	if !compressed {
		return b, nil
	}
	r, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}
