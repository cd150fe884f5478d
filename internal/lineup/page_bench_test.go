package lineup_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/uuid"

	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testdb"
)

// lineupOf loads an edition of n sets on 8 stages, two artists each, and ~80 votes per set by
// 120 users; it returns the edition and one voter.
func lineupOf(b *testing.B, n int) (*db.DB, uuid.UUID, uuid.UUID) {
	store := testdb.Open(b)
	ctx := context.Background()
	_, err := store.Pool.Exec(ctx, fmt.Sprintf(`
		INSERT INTO festivals (name, slug, published) VALUES ('F', 'f', true);
		INSERT INTO festival_editions (festival_id, name, slug, year, published) SELECT id, 'E', 'e', 2026, true FROM festivals;
		INSERT INTO stages (festival_edition_id, name) SELECT e.id, 'Stage ' || g FROM festival_editions e, generate_series(1, 8) g;
		INSERT INTO music_genres (name) SELECT 'Genre ' || g FROM generate_series(1, 30) g;
		INSERT INTO artists (name, slug, soundcloud_followers) SELECT 'Artist ' || g, 'artist-' || g, (g * 7919) %% 100000
		FROM generate_series(1, 2 * %[1]d) g;
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
		FROM users u, sets s WHERE abs(hashtext(u.email || s.slug)) %% 3 <> 0;`, n))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := store.Pool.Exec(ctx, "VACUUM ANALYZE"); err != nil {
		b.Fatal(err)
	}
	var edition, user uuid.UUID
	if err := store.Pool.QueryRow(ctx, "SELECT e.id, u.id FROM festival_editions e, users u WHERE u.email = 'u1@x.io'").Scan(&edition, &user); err != nil {
		b.Fatal(err)
	}
	return store, edition, user
}

// BenchmarkSetPage measures the sets page's statement as ids (SetPage) and as cards (SetCards),
// 30 sets by popularity, anonymous and signed in, on an edition of 600 sets with ~80 votes each.
func BenchmarkSetPage(b *testing.B) {
	store, edition, user := lineupOf(b, 600)
	svc := &lineup.Service{DB: store.DB, Pool: store.Pool}
	signed := identity.With(context.Background(), &identity.Viewer{UserID: user})
	for _, v := range []struct {
		name string
		ctx  context.Context
	}{{"anonymous", context.Background()}, {"signed-in", signed}} {
		b.Run("ids/"+v.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if p, err := svc.SetPage(v.ctx, edition, lineup.SortPopularityDesc, lineup.Filter{}, 30, 0); err != nil || len(p.Rows) != 30 {
					b.Fatal(err)
				}
			}
		})
		b.Run("cards/"+v.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if p, err := svc.SetCards(v.ctx, edition, lineup.SortPopularityDesc, lineup.Filter{}, 30, 0); err != nil || len(p.Cards) != 30 {
					b.Fatal(err)
				}
			}
		})
	}
}
