// Package bench is `make bench`: the benchmark data loader, the load generators (closed-loop
// through wrk, open-loop and fan-out in Go), and the report. Nothing here runs in `make test`.
package bench

import (
	"context"
	"encoding/base64"
	"encoding/csv"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"festival/internal/auth"
)

// Dataset is what the loader made and the benchmarks need.
type Dataset struct {
	FestivalSlug, EditionSlug string
	EditionID                 uuid.UUID
	SetIDs                    []uuid.UUID
	// Tokens are session cookies of the first users (signed-in reads, votes, fan-out);
	// UserIDs[i] is the user of Tokens[i].
	Tokens  []string
	UserIDs []uuid.UUID
}

// GlobalID is the API's opaque id of a node (graph/relay.ID; bench may not import graph).
func GlobalID(typ string, id uuid.UUID) string {
	return base64.RawURLEncoding.EncodeToString([]byte(typ + ":" + id.String()))
}

var genres = []string{"Indie", "Techno", "House", "Folk", "Hip-Hop", "Jazz", "Ambient", "Punk",
	"Soul", "Metal", "Pop", "Drum & Bass", "Reggae", "Afrobeat", "Disco", "Shoegaze"}

// Load fills an empty migrated database: the lineup in dir (stages.csv, sets.csv) as one
// published edition, artists with genres and follower counts, users users (onboarded: username
// set) each voting on votes/users sets (popularity skewed), and a session for each of the first
// sessions users.
// A fixed random seed makes every run the same data.
func Load(ctx context.Context, url, dir string, users, votes, sessions int) (*Dataset, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	defer pool.Close()
	tx, err := pool.Begin(ctx)
	if err != nil {
		return nil, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	r := rand.New(rand.NewPCG(11, 2026))
	d := &Dataset{FestivalSlug: "benchfest", EditionSlug: "large"}

	var festival uuid.UUID
	if err := tx.QueryRow(ctx, `INSERT INTO festivals (name, slug, published) VALUES ('Bench Fest', $1, true) RETURNING id`,
		d.FestivalSlug).Scan(&festival); err != nil {
		return nil, fmt.Errorf("festival: %w", err)
	}
	if err := tx.QueryRow(ctx, `INSERT INTO festival_editions (festival_id, name, slug, year, start_date, end_date, published, is_active)
		VALUES ($1, 'Bench Fest 2026', $2, 2026, '2026-07-17', '2026-07-20', true, true) RETURNING id`,
		festival, d.EditionSlug).Scan(&d.EditionID); err != nil {
		return nil, fmt.Errorf("edition: %w", err)
	}

	stageRows, err := readCSV(filepath.Join(dir, "stages.csv"))
	if err != nil {
		return nil, err
	}
	stages := map[string]uuid.UUID{}
	for _, row := range stageRows {
		id := uuid.New()
		stages[row["name"]] = id
		if _, err := tx.Exec(ctx, `INSERT INTO stages (id, festival_edition_id, name) VALUES ($1, $2, $3)`, id, d.EditionID, row["name"]); err != nil {
			return nil, fmt.Errorf("stage: %w", err)
		}
	}

	genreIDs := make([]uuid.UUID, len(genres))
	for i, g := range genres {
		genreIDs[i] = uuid.New()
		if _, err := tx.Exec(ctx, `INSERT INTO music_genres (id, name) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, genreIDs[i], g); err != nil {
			return nil, fmt.Errorf("genre: %w", err)
		}
		if err := tx.QueryRow(ctx, `SELECT id FROM music_genres WHERE name = $1`, g).Scan(&genreIDs[i]); err != nil {
			return nil, err
		}
	}

	setRows, err := readCSV(filepath.Join(dir, "sets.csv"))
	if err != nil {
		return nil, err
	}
	artists := map[string]uuid.UUID{}
	var artistRows, artistGenreRows, setRowsOut, setArtistRows [][]any
	slugs := map[string]int{}
	for _, row := range setRows {
		names := splitNames(row["artist_names"])
		if len(names) == 0 {
			continue
		}
		setID := uuid.New()
		name := row["name"]
		if name == "" {
			name = setName(names)
		}
		slug := slugify(name)
		if slugs[slug]++; slugs[slug] > 1 {
			slug = fmt.Sprintf("%s-%d", slug, slugs[slug])
		}
		start, _ := time.Parse(time.RFC3339, row["time_start"])
		end, _ := time.Parse(time.RFC3339, row["time_end"])
		setRowsOut = append(setRowsOut, []any{setID, d.EditionID, stages[row["stage_name"]], name, slug,
			nullable(row["description"]), start, end})
		d.SetIDs = append(d.SetIDs, setID)
		for pos, n := range names {
			a, ok := artists[n]
			if !ok {
				a = uuid.New()
				artists[n] = a
				artistRows = append(artistRows, []any{a, n, fmt.Sprintf("%s-%d", slugify(n), len(artists)),
					r.IntN(500_000), "/images/artist-" + slugify(n) + ".jpg"})
				g := r.IntN(len(genreIDs))
				artistGenreRows = append(artistGenreRows, []any{a, genreIDs[g]})
				if r.IntN(2) == 0 {
					artistGenreRows = append(artistGenreRows, []any{a, genreIDs[(g+1+r.IntN(len(genreIDs)-1))%len(genreIDs)]})
				}
			}
			setArtistRows = append(setArtistRows, []any{setID, a, pos})
		}
	}

	var userRows [][]any
	userIDs := make([]uuid.UUID, users)
	for i := range userIDs {
		userIDs[i] = uuid.New()
		userRows = append(userRows, []any{userIDs[i], fmt.Sprintf("bench%05d@example.invalid", i), fmt.Sprintf("bench%05d", i), true})
	}
	// Each user votes on distinct sets; lower set indexes are more popular (a skewed pick).
	var voteRows, clockRows [][]any
	now := time.Now()
	perUser := votes / users
	for _, u := range userIDs {
		seen := map[int]bool{}
		for len(seen) < perUser {
			s := int(float64(len(d.SetIDs)) * r.Float64() * r.Float64())
			if seen[s] {
				continue
			}
			seen[s] = true
			v := []int16{2, 1, 1, -1}[r.IntN(4)]
			voteRows = append(voteRows, []any{u, d.SetIDs[s], v, now})
			clockRows = append(clockRows, []any{u, d.SetIDs[s], now})
		}
	}
	var sessionRows [][]any
	for i := 0; i < sessions && i < users; i++ {
		tok := auth.NewToken()
		d.Tokens = append(d.Tokens, tok)
		d.UserIDs = append(d.UserIDs, userIDs[i])
		sessionRows = append(sessionRows, []any{uuid.New(), auth.HashToken(tok), userIDs[i], now.Add(30 * 24 * time.Hour)})
	}

	for _, c := range []struct {
		table string
		cols  []string
		rows  [][]any
	}{
		{"artists", []string{"id", "name", "slug", "soundcloud_followers", "image_url"}, artistRows},
		{"artist_music_genres", []string{"artist_id", "music_genre_id"}, artistGenreRows},
		{"sets", []string{"id", "festival_edition_id", "stage_id", "name", "slug", "description", "time_start", "time_end"}, setRowsOut},
		{"set_artists", []string{"set_id", "artist_id", "position"}, setArtistRows},
		{"users", []string{"id", "email", "username", "completed_onboarding"}, userRows},
		{"votes", []string{"user_id", "set_id", "vote_type", "client_timestamp"}, voteRows},
		{"vote_clocks", []string{"user_id", "set_id", "client_timestamp"}, clockRows},
		{"sessions", []string{"id", "token_hash", "user_id", "expires_at"}, sessionRows},
	} {
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{c.table}, c.cols, pgx.CopyFromRows(c.rows)); err != nil {
			return nil, fmt.Errorf("copy %s: %w", c.table, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return nil, err
	}
	// The copy above moved each set's counter row once per vote in one transaction, leaving
	// tens of thousands of dead versions no page could prune meanwhile. A live server counts
	// one vote per transaction, so its pages prune themselves (and autovacuum runs): rewrite
	// the counters once to start from that steady state, then gather statistics.
	if _, err = pool.Exec(ctx, "VACUUM FULL set_tallies"); err != nil {
		return nil, err
	}
	_, err = pool.Exec(ctx, "VACUUM ANALYZE")
	return d, err
}

func readCSV(path string) ([]map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	all, err := csv.NewReader(f).ReadAll()
	if err != nil || len(all) == 0 {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var out []map[string]string
	for _, rec := range all[1:] {
		m := map[string]string{}
		for i, h := range all[0] {
			if i < len(rec) {
				m[h] = strings.TrimSpace(rec[i])
			}
		}
		out = append(out, m)
	}
	return out, nil
}

func splitNames(s string) []string {
	var out []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// setName follows the import's rule: one artist, "A & B", or "A & N others".
func setName(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " & " + names[1]
	}
	return fmt.Sprintf("%s & %d others", names[0], len(names)-1)
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// slugify keeps ASCII letters and digits, joined by single hyphens.
func slugify(s string) string {
	var b strings.Builder
	hyphen := false
	for _, c := range strings.ToLower(s) {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(c)
			continue
		}
		hyphen = true
	}
	if b.Len() == 0 {
		return "set"
	}
	return b.String()
}
