package bench

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"sort"
	"time"

	"github.com/google/uuid"

	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/vote"
)

// Share bench (issue 36): a visitor's saved plan of up to 30 sets (their Must Go and
// Interested votes, by time), shared; then GET /p/{token} (the page: built on the first open,
// then served from the page cache after one version check) and GET /p/{token}.png (the image
// card, a cache hit after the first) on base. Targets: page p50 ≤ 20 ms, image p50 ≤ 50 ms on a
// cache hit. The 402 requests stay under the per-IP limit of shared pages (600 in 10 minutes).

// ShareTimes returns the page's and the image's [p50, max] over runs sequential requests.
func ShareTimes(ctx context.Context, dbURL, base string, edition uuid.UUID, runs int) (page, image [2]time.Duration, err error) {
	store, err := db.Open(ctx, dbURL, 2)
	if err != nil {
		return page, image, err
	}
	defer store.Close()
	var user uuid.UUID
	if err := store.DB.NewRaw(`SELECT v.user_id FROM votes v JOIN sets s ON s.id = v.set_id
		WHERE s.festival_edition_id = ? AND v.vote_type IN (`+vote.Positive()+`) GROUP BY v.user_id ORDER BY count(*) DESC, v.user_id LIMIT 1`, edition).Scan(ctx, &user); err != nil {
		return page, image, fmt.Errorf("share bench voter: %w", err)
	}
	token := auth.NewToken()
	_, err = store.DB.ExecContext(ctx, `
		DELETE FROM saved_plans WHERE user_id = ?0 AND edition_id = ?1;
		INSERT INTO saved_plans (user_id, edition_id, set_id, position)
			SELECT ?0, ?1, s.id, row_number() OVER (ORDER BY s.time_start, s.id) FROM votes v JOIN sets s ON s.id = v.set_id
			WHERE v.user_id = ?0 AND v.vote_type IN (`+vote.Positive()+`) AND s.festival_edition_id = ?1 AND s.time_start IS NOT NULL AND NOT s.archived
			ORDER BY s.time_start, s.id LIMIT 30;
		INSERT INTO plan_shares (user_id, festival_edition_id, token_hash, created_at) VALUES (?0, ?1, ?2, now());`,
		user, edition, auth.HashToken(token))
	if err != nil {
		return page, image, fmt.Errorf("share bench setup: %w", err)
	}
	client := &http.Client{Timeout: 10 * time.Second}
	measure := func(path string) ([2]time.Duration, error) {
		times := make([]time.Duration, 0, runs)
		for i := 0; i <= runs; i++ { // the first request warms up (and fills the card cache)
			start := time.Now()
			resp, err := client.Get(base + path)
			if err != nil {
				return [2]time.Duration{}, err
			}
			n, _ := io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				return [2]time.Duration{}, fmt.Errorf("GET %s: %d", path, resp.StatusCode)
			}
			if i == 0 {
				log.Printf("share bench %s: %d bytes", path, n)
				continue
			}
			times = append(times, time.Since(start))
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		return [2]time.Duration{times[len(times)/2], times[len(times)-1]}, nil
	}
	if page, err = measure("/p/" + token); err != nil {
		return page, image, err
	}
	image, err = measure("/p/" + token + ".png")
	return page, image, err
}

// shareTable is the shared page's and image's line.
func (e *Env) shareTable() string {
	f := &e.F
	return fmt.Sprintf("| shared plan (issue 36; `bin/bench -only share`) | median ms | slowest ms |\n|---|---|---|\n"+
		"| page GET /p/{token} (target ≤ 20 ms) | %s | %s |\n| image GET /p/{token}.png, cache hit (target ≤ 50 ms) | %s | %s |\n\n",
		f.Cell("share-page/p50", "%.1f"), f.Cell("share-page/max", "%.1f"), f.Cell("share-image/p50", "%.1f"), f.Cell("share-image/max", "%.1f"))
}
