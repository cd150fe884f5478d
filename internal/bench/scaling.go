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
// cache), anonymous: the sets page (the SPA's SetsRouteQuery, popularity, 30 sets), the
// timetable's first visit (the SPA's timetableSyncQuery, since null: the whole timetable; keys
// scale-N/timetable) and a repeat visit (since: the watermark the first visit returned, nothing
// changed in between; keys scale-N/timetable-sync): each with one connection in a closed loop
// for Opt.Scale, its p50, its SQL time per request (pg_stat_database.active_time of the bench
// database: time its backends spent executing statements) and its backends' CPU per request;
// the answers' sizes too.
func (e *Env) Scaling(ctx context.Context, dir string) error {
	syncQuery, err := SPAOperation(e.Opt.Frontend, "timetableSyncQuery")
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
		sync := func(since any) []byte {
			b, _ := json.Marshal(map[string]any{"query": syncQuery, "variables": map[string]any{
				"festivalSlug": e.Data.FestivalSlug, "editionSlug": ed.Slug, "since": since}})
			return b
		}
		key := fmt.Sprintf("scale-%d/", ed.Sets)
		first := request{key + "timetable", sync(nil)}
		// Each once: it answers, its size, and a warm cache; the first visit's watermark.
		var repeat request
		for _, q := range []request{{key + "sets", sets}, first} {
			plain, gz, err := answerSize(e.B, q.body)
			if err != nil {
				return fmt.Errorf("%s: %w", q.key, err)
			}
			e.F.Add(q.key+"/kb", float64(len(plain))/1024)
			e.F.Add(q.key+"/kb-gzip", float64(gz)/1024)
			reqs = append(reqs, q)
			if q.key == first.key {
				mark, err := syncWatermark(plain)
				if err != nil {
					return fmt.Errorf("%s: %w", q.key, err)
				}
				repeat = request{key + "timetable-sync", sync(mark)}
			}
		}
		plain, gz, err := answerSize(e.B, repeat.body)
		if err != nil {
			return fmt.Errorf("%s: %w", repeat.key, err)
		}
		e.F.Add(repeat.key+"/kb", float64(len(plain))/1024)
		e.F.Add(repeat.key+"/kb-gzip", float64(gz)/1024)
		reqs = append(reqs, repeat)
		e.F.Add(key+"votes", float64(ed.Votes))
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

// syncWatermark reads the watermark of a timetableSyncQuery answer.
func syncWatermark(answer []byte) (string, error) {
	var a struct {
		Data struct {
			Festival struct {
				Edition struct {
					TimetableChanges struct {
						Watermark string `json:"watermark"`
					} `json:"timetableChanges"`
				} `json:"edition"`
			} `json:"festival"`
		} `json:"data"`
	}
	if err := json.Unmarshal(answer, &a); err != nil {
		return "", err
	}
	if w := a.Data.Festival.Edition.TimetableChanges.Watermark; w != "" {
		return w, nil
	}
	return "", fmt.Errorf("no watermark: %.300s", answer)
}

// answerSize posts body once and returns the answer as JSON and its size as gzip on the wire.
func answerSize(url string, body []byte) (plain []byte, gz int, err error) {
	req, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		return nil, 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Encoding", "gzip") // set by hand: the client then leaves the body compressed
	resp, err := client.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	wire, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, 0, err
	}
	plain, err = gunzip(wire, resp.Header.Get("Content-Encoding") == "gzip")
	if err != nil {
		return nil, 0, err
	}
	if resp.StatusCode != 200 || bytes.Contains(plain, []byte(`"errors"`)) {
		return nil, 0, fmt.Errorf("status %d: %.300s", resp.StatusCode, plain)
	}
	return plain, len(wire), nil
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
