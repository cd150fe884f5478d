package bench

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"festival/internal/testdb"
)

func TestScaleEditions(t *testing.T) {
	ctx := context.Background()
	url := testdb.URL(t)
	d, err := Load(ctx, url, "../../testdata/lineup-large", 40, 400, 2)
	if err != nil {
		t.Fatal(err)
	}
	eds, err := ScaleEditions(ctx, url, "../../testdata/lineup-large", d.FestivalSlug, []int{150, 900}, 2.5)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var lineupDays int
	if err := conn.QueryRow(ctx, `SELECT count(DISTINCT time_start::date) FROM sets WHERE festival_edition_id = $1`, d.EditionID).Scan(&lineupDays); err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct{ sets, stages, votes int }{{150, 6, 375}, {900, 12, 2250}} {
		var ed ScaledEdition
		for _, e := range eds {
			if e.Sets == want.sets {
				ed = e
			}
		}
		var sets, stages, votes, tallied, days int
		var published bool
		if err := conn.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM sets WHERE festival_edition_id = e.id AND NOT archived),
			(SELECT count(*) FROM stages WHERE festival_edition_id = e.id),
			(SELECT count(*) FROM votes v JOIN sets s ON s.id = v.set_id WHERE s.festival_edition_id = e.id),
			(SELECT coalesce(sum(t.must_go + t.interested + t.wont_go), 0) FROM set_tallies t JOIN sets s ON s.id = t.set_id WHERE s.festival_edition_id = e.id),
			(SELECT count(DISTINCT time_start::date) FROM sets WHERE festival_edition_id = e.id),
			e.published
			FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = $1 AND e.slug = $2`,
			d.FestivalSlug, ed.Slug).Scan(&sets, &stages, &votes, &tallied, &days, &published); err != nil {
			t.Fatalf("edition of %d: %v", want.sets, err)
		}
		if sets != want.sets || stages != want.stages || votes != want.votes || ed.Votes != want.votes || tallied != votes || !published {
			t.Errorf("edition of %d: %d sets, %d stages, %d votes (reported %d), %d tallied, published %v; want %d sets, %d stages, %d votes",
				want.sets, sets, stages, votes, ed.Votes, tallied, published, want.sets, want.stages, want.votes)
		}
		if days != lineupDays {
			t.Errorf("edition of %d spans %d days, want the lineup's %d", want.sets, days, lineupDays)
		}
	}
}
