// Throwaway (not committed): EXPLAIN (ANALYZE, BUFFERS) of the sets page statement on
// editions of 150, 600 and 2,400 sets with ~80 votes per set. Usage: go run ./zz_explain before|after
package main

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
)

const load = `
INSERT INTO festivals (name, slug, published) VALUES ('F', 'f', true);
INSERT INTO festival_editions (festival_id, name, slug, year, published) SELECT id, 'E', 'e', 2026, true FROM festivals;
INSERT INTO stages (festival_edition_id, name) SELECT e.id, 'Stage ' || g FROM festival_editions e, generate_series(1, 8) g;
INSERT INTO music_genres (name) SELECT 'Genre ' || g FROM generate_series(1, 30) g;
INSERT INTO artists (name, slug, soundcloud_followers) SELECT 'Artist ' || g, 'artist-' || g, (g * 7919) %% 100000 FROM generate_series(1, 2 * %[1]d) g;
INSERT INTO artist_music_genres SELECT a.id, mg.id FROM artists a JOIN music_genres mg ON mg.name = 'Genre ' || (1 + abs(hashtext(a.slug)) %% 30);
INSERT INTO sets (festival_edition_id, stage_id, name, slug, time_start, time_end)
SELECT e.id, st.id, 'Set ' || g, 'set-' || g, '2026-07-17 12:00Z'::timestamptz + (g %% 48) * interval '30 min',
       '2026-07-17 13:00Z'::timestamptz + (g %% 48) * interval '30 min'
FROM festival_editions e, generate_series(1, %[1]d) g JOIN stages st ON st.name = 'Stage ' || (1 + g %% 8);
INSERT INTO set_artists (set_id, artist_id, position)
SELECT s.id, a.id, a.n %% 2 FROM (SELECT id, substr(slug, 5)::int AS n FROM sets) s
JOIN (SELECT id, substr(slug, 8)::int AS n FROM artists) a ON (a.n + 1) / 2 = s.n;
INSERT INTO users (email) SELECT 'u' || g || '@x.io' FROM generate_series(1, 120) g;
INSERT INTO votes (user_id, set_id, vote_type)
SELECT u.id, s.id, (ARRAY[2, 1, -1])[1 + abs(hashtext(s.slug || u.email)) %% 3]
FROM users u, sets s WHERE abs(hashtext(u.email || s.slug)) %% 3 <> 0;
`

type capture struct{ sql string; args []any }

func (c *capture) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	c.sql, c.args = d.SQL, d.Args
	return ctx
}
func (c *capture) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

var timeRe = regexp.MustCompile(`Execution Time: ([0-9.]+) ms`)
var planRe = regexp.MustCompile(`Planning Time: ([0-9.]+) ms`)

func main() {
	which := os.Args[1]
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable")
	must(err)
	for _, n := range []int{150, 600, 2400} {
		name := fmt.Sprintf("sqlhelper_explain_%s_%d", which, n)
		url := "postgres://postgres@127.0.0.1:5432/" + name + "?sslmode=disable"
		var exists bool
		must(admin.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists))
		if !exists {
			_, err = admin.Exec(ctx, "CREATE DATABASE "+name)
			must(err)
			store, err := db.Open(ctx, url, 2)
			must(err)
			_, err = db.Migrate(ctx, store)
			must(err)
			_, err = store.Pool.Exec(ctx, fmt.Sprintf(load, n))
			must(err)
			_, err = store.Pool.Exec(ctx, "VACUUM ANALYZE")
			must(err)
			store.Close()
		}
		cfg, _ := pgxpool.ParseConfig(url)
		c := &capture{}
		cfg.ConnConfig.Tracer = c
		cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec
		pool, err := pgxpool.NewWithConfig(ctx, cfg)
		must(err)
		svc := &lineup.Service{DB: bun.NewDB(stdlib.OpenDBFromPool(pool), pgdialect.New())}
		if which == "after" {
			svc.Pool = pool
		}
		var edition, user uuid.UUID
		must(pool.QueryRow(ctx, "SELECT id FROM festival_editions").Scan(&edition))
		must(pool.QueryRow(ctx, "SELECT id FROM users WHERE email = 'u1@x.io'").Scan(&user))
		var votes int
		must(pool.QueryRow(ctx, "SELECT count(*) FROM votes").Scan(&votes))
		fmt.Printf("== %s: %d sets, %d votes (%.0f per set)\n", which, n, votes, float64(votes)/float64(n))
		signed := identity.With(ctx, &identity.Viewer{UserID: user})
		for _, tc := range []struct {
			label  string
			ctx    context.Context
			sort   lineup.Sort
			offset int
			f      lineup.Filter
		}{
			{"popularity p1 anon", ctx, lineup.SortPopularityDesc, 0, lineup.Filter{}},
			{"popularity p1 signed", signed, lineup.SortPopularityDesc, 0, lineup.Filter{}},
			{"popularity last page anon", ctx, lineup.SortPopularityDesc, n - 30, lineup.Filter{}},
			{"rating p1 anon", ctx, lineup.SortRatingDesc, 0, lineup.Filter{}},
			{"name asc p1 anon", ctx, lineup.SortNameAsc, 0, lineup.Filter{}},
			{"name desc p1 anon", ctx, lineup.SortNameDesc, 0, lineup.Filter{}},
			{"date p1 anon", ctx, lineup.SortDateAsc, 0, lineup.Filter{}},
			{"popularity p1 query 'set 1' anon", ctx, lineup.SortPopularityDesc, 0, lineup.Filter{Query: "set 1"}},
		} {
			if which == "after" {
				_, err = svc.SetPage(tc.ctx, edition, tc.sort, tc.f, 30, tc.offset)
			} else {
				_, err = svc.Sets(tc.ctx, edition, tc.sort, tc.f, 30, tc.offset)
			}
			must(err)
			args, text := c.args, c.sql
			if len(args) > 0 {
				if _, ok := args[0].(pgx.QueryExecMode); ok {
					args = args[1:]
				}
			}
			var out string
			for i := 0; i < 5; i++ { // warm; keep the last
				rows, err := pool.Query(ctx, "EXPLAIN (ANALYZE, BUFFERS) "+text, append([]any{pgx.QueryExecModeExec}, args...)...)
				must(err)
				var lines []string
				for rows.Next() {
					var l string
					must(rows.Scan(&l))
					lines = append(lines, l)
				}
				must(rows.Err())
				out = strings.Join(lines, "\n")
			}
			exec := timeRe.FindStringSubmatch(out)[1]
			plan := planRe.FindStringSubmatch(out)[1]
			bufs := regexp.MustCompile(`Buffers: shared hit=(\d+)`).FindStringSubmatch(out)
			fmt.Printf("%-36s exec %s ms, planning %s ms, top buffers hit %s\n", tc.label, exec, plan, bufs[1])
			if os.Getenv("PLANS") != "" {
				fmt.Println(out)
			}
		}
		pool.Close()
	}
}
