package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ScaledEdition is one edition the scaling phase made.
type ScaledEdition struct {
	Sets  int
	Slug  string
	ID    uuid.UUID
	Votes int
}

// ScaleEditions adds to the festival festivalSlug one published edition per size, made from the
// lineup in dir: for n up to the lineup's size, every (lineup ÷ n)-th set, so the edition
// still spans the lineup's days; beyond it, copies of the whole lineup on copies of its stages
// ("Main Stage 2", ...), at the same times, the way a bigger festival adds stages. Artists are
// found by name or added. Votes are proportional: votesPerSet × n, from the existing users
// (each on distinct sets, popularity skewed as Load does). A fixed seed makes every run the
// same data.
func ScaleEditions(ctx context.Context, url, dir, festivalSlug string, sizes []int, votesPerSet float64) ([]ScaledEdition, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, err
	}
	defer pool.Close()
	stageRows, err := readCSV(filepath.Join(dir, "stages.csv"))
	if err != nil {
		return nil, err
	}
	lineup, err := readCSV(filepath.Join(dir, "sets.csv"))
	if err != nil {
		return nil, err
	}
	var festival uuid.UUID
	if err := pool.QueryRow(ctx, `SELECT id FROM festivals WHERE slug = $1 AND NOT archived`, festivalSlug).Scan(&festival); err != nil {
		return nil, fmt.Errorf("festival %s: %w", festivalSlug, err)
	}
	var users []uuid.UUID
	rows, _ := pool.Query(ctx, `SELECT id FROM users ORDER BY email`)
	if users, err = pgx.CollectRows(rows, pgx.RowTo[uuid.UUID]); err != nil {
		return nil, err
	}
	if len(users) == 0 {
		return nil, fmt.Errorf("no users to vote")
	}
	var out []ScaledEdition
	for i, n := range sizes {
		ed, err := scaleEdition(ctx, pool, festival, stageRows, lineup, fmt.Sprintf("scale-%d", n), n, int(votesPerSet*float64(n)+0.5), users, uint64(i))
		if err != nil {
			return nil, fmt.Errorf("edition of %d sets: %w", n, err)
		}
		out = append(out, ed)
	}
	// As in Load: the copies moved each new set's counter row once per vote in one transaction.
	if _, err = pool.Exec(ctx, "VACUUM FULL set_tallies"); err != nil {
		return nil, err
	}
	_, err = pool.Exec(ctx, "VACUUM (ANALYZE) sets, set_artists, votes, set_tallies, artists, stages")
	return out, err
}

// CrewEdition adds to the festival festivalSlug an edition of sets sets made as ScaleEditions
// does (slug "crew-N"), on which each of the first members users (by email) voted on every set:
// issue 34's crew plan. It returns the edition and those users.
func CrewEdition(ctx context.Context, url, dir, festivalSlug string, sets, members int) (ScaledEdition, []uuid.UUID, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return ScaledEdition{}, nil, err
	}
	defer pool.Close()
	stageRows, err := readCSV(filepath.Join(dir, "stages.csv"))
	if err != nil {
		return ScaledEdition{}, nil, err
	}
	lineup, err := readCSV(filepath.Join(dir, "sets.csv"))
	if err != nil {
		return ScaledEdition{}, nil, err
	}
	var festival uuid.UUID
	if err := pool.QueryRow(ctx, `SELECT id FROM festivals WHERE slug = $1 AND NOT archived`, festivalSlug).Scan(&festival); err != nil {
		return ScaledEdition{}, nil, fmt.Errorf("festival %s: %w", festivalSlug, err)
	}
	rows, _ := pool.Query(ctx, `SELECT id FROM users ORDER BY email LIMIT $1`, members)
	users, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil {
		return ScaledEdition{}, nil, err
	}
	if len(users) < members {
		return ScaledEdition{}, nil, fmt.Errorf("%d users, want %d", len(users), members)
	}
	ed, err := scaleEdition(ctx, pool, festival, stageRows, lineup, fmt.Sprintf("crew-%d", sets), sets, sets*members, users, 34)
	if err != nil {
		return ed, nil, err
	}
	_, err = pool.Exec(ctx, "VACUUM (ANALYZE) sets, votes, stages")
	return ed, users, err
}

func scaleEdition(ctx context.Context, pool *pgxpool.Pool, festival uuid.UUID, stageRows, lineup []map[string]string, slug string, n, votes int, users []uuid.UUID, seed uint64) (ScaledEdition, error) {
	r := rand.New(rand.NewPCG(seed, 2400))
	ed := ScaledEdition{Sets: n, Slug: slug}
	tx, err := pool.Begin(ctx)
	if err != nil {
		return ed, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if err := tx.QueryRow(ctx, `INSERT INTO festival_editions (festival_id, name, slug, year, start_date, end_date, published, is_active)
		VALUES ($1, $2, $3, 2026, '2026-07-17', '2026-07-20', true, false) RETURNING id`,
		festival, fmt.Sprintf("Scale %d", n), ed.Slug).Scan(&ed.ID); err != nil {
		return ed, err
	}
	copies := (n + len(lineup) - 1) / len(lineup)
	stages := map[string]uuid.UUID{} // "name copy" → id
	for c := 1; c <= copies; c++ {
		for _, row := range stageRows {
			name := row["name"]
			if c > 1 {
				name = fmt.Sprintf("%s %d", name, c)
			}
			id := uuid.New()
			stages[fmt.Sprintf("%s %d", row["name"], c)] = id
			if _, err := tx.Exec(ctx, `INSERT INTO stages (id, festival_edition_id, name) VALUES ($1, $2, $3)`, id, ed.ID, name); err != nil {
				return ed, fmt.Errorf("stage: %w", err)
			}
		}
	}
	artists := map[string]uuid.UUID{}
	rows, _ := tx.Query(ctx, `SELECT name, id FROM artists WHERE NOT archived`)
	var name string
	var id uuid.UUID
	if _, err := pgx.ForEachRow(rows, []any{&name, &id}, func() error { artists[name] = id; return nil }); err != nil {
		return ed, err
	}
	var setRows, setArtistRows, artistRows [][]any
	var setIDs []uuid.UUID
	slugs := map[string]int{}
	for i := 0; i < n; i++ {
		src, c := lineup[i%len(lineup)], i/len(lineup)+1
		if n < len(lineup) {
			src, c = lineup[i*len(lineup)/n], 1
		}
		names := splitNames(src["artist_names"])
		if len(names) == 0 {
			return ed, fmt.Errorf("lineup row without artists")
		}
		title := src["name"]
		if title == "" {
			title = setName(names)
		}
		if c > 1 {
			title = fmt.Sprintf("%s (%d)", title, c)
		}
		slug := slugify(title)
		if slugs[slug]++; slugs[slug] > 1 {
			slug = fmt.Sprintf("%s-%d", slug, slugs[slug])
		}
		start, _ := time.Parse(time.RFC3339, src["time_start"])
		end, _ := time.Parse(time.RFC3339, src["time_end"])
		setID := uuid.New()
		setIDs = append(setIDs, setID)
		setRows = append(setRows, []any{setID, ed.ID, stages[fmt.Sprintf("%s %d", src["stage_name"], c)], title, slug, nullable(src["description"]), start, end})
		for pos, a := range names {
			aid, ok := artists[a]
			if !ok {
				aid = uuid.New()
				artists[a] = aid
				artistRows = append(artistRows, []any{aid, a, fmt.Sprintf("%s-scale-%d", slugify(a), len(artistRows)), r.IntN(500_000)})
			}
			setArtistRows = append(setArtistRows, []any{setID, aid, pos})
		}
	}
	// Votes: each user on distinct sets, lower set indexes more popular; the users take turns
	// so the count is exact (capped at one vote per user and set).
	votes = min(votes, len(users)*n)
	var voteRows, clockRows [][]any
	seen := map[[2]int]bool{}
	now := time.Now()
	for len(voteRows) < votes {
		u := len(voteRows) % len(users)
		s := int(float64(n) * r.Float64() * r.Float64())
		if seen[[2]int{u, s}] {
			s = r.IntN(n)
			if seen[[2]int{u, s}] {
				continue
			}
		}
		seen[[2]int{u, s}] = true
		voteRows = append(voteRows, []any{users[u], setIDs[s], []int16{2, 1, 1, -1}[r.IntN(4)], now})
		clockRows = append(clockRows, []any{users[u], setIDs[s], now})
	}
	ed.Votes = len(voteRows)
	for _, c := range []struct {
		table string
		cols  []string
		rows  [][]any
	}{
		{"artists", []string{"id", "name", "slug", "soundcloud_followers"}, artistRows},
		{"sets", []string{"id", "festival_edition_id", "stage_id", "name", "slug", "description", "time_start", "time_end"}, setRows},
		{"set_artists", []string{"set_id", "artist_id", "position"}, setArtistRows},
		{"votes", []string{"user_id", "set_id", "vote_type", "client_timestamp"}, voteRows},
		{"vote_clocks", []string{"user_id", "set_id", "client_timestamp"}, clockRows},
	} {
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{c.table}, c.cols, pgx.CopyFromRows(c.rows)); err != nil {
			return ed, fmt.Errorf("copy %s: %w", c.table, err)
		}
	}
	return ed, tx.Commit(ctx)
}
