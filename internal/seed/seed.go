// Package seed fills an empty database with fictional demo data: two festivals, their editions,
// stages, artists, sets, demo users with votes, and one small group.
//
// The data is deterministic (a fixed random seed, ids included); only the dates follow the
// "now" given to IfEmpty, so the active edition is always live.
package seed

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/onsite"

	// The editions use IANA zones; embed the database so a bare container image works too.
	_ "time/tzdata"
)

// lockKey serialises concurrent seeders (several instances starting together).
const lockKey int64 = 0x5eed_f357_1a1

// IfEmpty seeds the demo data when the festivals table has no row; it reports whether it seeded.
// Everything happens in one transaction. now fixes "today" so the active edition is live.
func IfEmpty(ctx context.Context, db bun.IDB, now time.Time) (bool, error) {
	seeded := false
	err := db.RunInTx(ctx, &sql.TxOptions{}, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", lockKey); err != nil {
			return fmt.Errorf("seed lock: %w", err)
		}
		var exists bool
		if err := tx.NewRaw("SELECT EXISTS (SELECT 1 FROM festivals)").Scan(ctx, &exists); err != nil {
			return fmt.Errorf("seed check: %w", err)
		}
		if exists {
			return nil
		}
		d, err := build(now)
		if err != nil {
			return err
		}
		if err := d.insert(ctx, tx); err != nil {
			return err
		}
		seeded = true
		return nil
	})
	if err != nil {
		return false, err
	}
	return seeded, nil
}

// gen is the deterministic source of every random choice and id.
type gen struct {
	r   *rand.Rand
	now time.Time
}

func newGen(now time.Time) *gen {
	return &gen{r: rand.New(rand.NewPCG(20261121, 0xfe57)), now: now}
}

// id returns a version-4 shaped uuid drawn from the fixed random source.
func (g *gen) id() uuid.UUID {
	var u uuid.UUID
	binary.BigEndian.PutUint64(u[:8], g.r.Uint64())
	binary.BigEndian.PutUint64(u[8:], g.r.Uint64())
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	return u
}

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }

// chance reports true with probability p.
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// dataset is everything to insert, in foreign-key order.
type dataset struct {
	users        []userRow
	genres       []genreRow
	artists      []artistRow
	artistGenres []artistGenreRow
	festivals    []festivalRow
	editions     []editionRow
	stages       []stageRow
	sets         []setRow
	setArtists   []setArtistRow
	votes        []voteRow
	clocks       []voteClockRow
	groups       []groupRow
	members      []groupMemberRow
	notes        []noteRow
	places       []*onsite.PointOfInterest

	live []plannedSet // the active edition's sets, for the votes
}

func build(now time.Time) (*dataset, error) {
	g := newGen(now)
	d := &dataset{}
	d.users = g.users()
	var artists []artist
	d.genres, artists, d.artists, d.artistGenres = g.catalogue()
	if err := g.festivals(d, artists); err != nil {
		return nil, err
	}
	g.votes(d)
	g.group(d)
	if err := g.onsite(d); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *dataset) insert(ctx context.Context, tx bun.Tx) error {
	steps := []struct {
		table string
		fn    func() error
	}{
		{"users", func() error { return insertRows(ctx, tx, d.users) }},
		{"music_genres", func() error { return insertRows(ctx, tx, d.genres) }},
		{"artists", func() error { return insertRows(ctx, tx, d.artists) }},
		{"artist_music_genres", func() error { return insertRows(ctx, tx, d.artistGenres) }},
		{"festivals", func() error { return insertRows(ctx, tx, d.festivals) }},
		{"festival_editions", func() error { return insertRows(ctx, tx, d.editions) }},
		{"stages", func() error { return insertRows(ctx, tx, d.stages) }},
		{"sets", func() error { return insertRows(ctx, tx, d.sets) }},
		{"set_artists", func() error { return insertRows(ctx, tx, d.setArtists) }},
		{"votes", func() error { return insertRows(ctx, tx, d.votes) }},
		{"vote_clocks", func() error { return insertRows(ctx, tx, d.clocks) }},
		{"groups", func() error { return insertRows(ctx, tx, d.groups) }},
		{"group_members", func() error { return insertRows(ctx, tx, d.members) }},
		{"notes", func() error { return insertRows(ctx, tx, d.notes) }},
		{"points_of_interest", func() error { return insertRows(ctx, tx, d.places) }},
	}
	for _, s := range steps {
		if err := s.fn(); err != nil {
			return fmt.Errorf("seed %s: %w", s.table, err)
		}
	}
	return nil
}

// insertRows writes rows with multi-row INSERTs of at most 2000 rows each.
func insertRows[T any](ctx context.Context, tx bun.Tx, rows []T) error {
	const batch = 2000
	for len(rows) > 0 {
		n := min(batch, len(rows))
		part := rows[:n]
		if _, err := tx.NewInsert().Model(&part).Exec(ctx); err != nil {
			return err
		}
		rows = rows[n:]
	}
	return nil
}
