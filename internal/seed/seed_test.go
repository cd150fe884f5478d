package seed

import (
	"context"
	"reflect"
	"regexp"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"festival/internal/testclock"
	"festival/internal/testdb"
)

var slugRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func TestIfEmpty(t *testing.T) {
	ctx := context.Background()
	store := testdb.Open(t)
	now := testclock.Now()

	start := time.Now()
	seeded, err := IfEmpty(ctx, store.DB, now)
	if err != nil {
		t.Fatalf("first seed: %v", err)
	}
	if !seeded {
		t.Fatal("first seed reported false on an empty database")
	}
	t.Logf("seeding took %v", time.Since(start))

	before := counts(t, store.DB)
	seeded, err = IfEmpty(ctx, store.DB, now.Add(time.Hour))
	if err != nil {
		t.Fatalf("second seed: %v", err)
	}
	if seeded {
		t.Fatal("second seed reported true")
	}
	if after := counts(t, store.DB); !reflect.DeepEqual(before, after) {
		t.Fatalf("second seed changed counts: %v -> %v", before, after)
	}
	t.Logf("counts: %v", before)

	want := map[string]int{"festivals": 2, "festival_editions": 4, "groups": 1}
	for table, n := range want {
		if before[table] != n {
			t.Errorf("%s: got %d rows, want %d", table, before[table], n)
		}
	}
	if before["artists"] < 150 || before["music_genres"] < 15 || before["users"] < 40 {
		t.Errorf("catalogue too small: %v", before)
	}

	one := func(query string, args ...any) int {
		t.Helper()
		var n int
		if err := store.DB.NewRaw(query, args...).Scan(ctx, &n); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return n
	}
	if n := one("SELECT count(*) FROM festival_editions WHERE NOT published"); n != 1 {
		t.Errorf("unpublished editions: %d, want 1", n)
	}
	if n := one("SELECT count(*) FROM festival_editions WHERE is_active"); n != 1 {
		t.Errorf("active editions: %d, want 1", n)
	}
	const active = "SELECT id FROM festival_editions WHERE is_active"
	if n := one("SELECT count(*) FROM sets WHERE festival_edition_id = (" + active + ")"); n < 140 {
		t.Errorf("active edition has %d sets, want >= 140", n)
	}
	if n := one("SELECT count(DISTINCT v.user_id) FROM votes v JOIN sets s ON s.id = v.set_id " +
		"WHERE s.festival_edition_id = (" + active + ")"); n < 40 {
		t.Errorf("distinct voters: %d, want >= 40", n)
	}
	if n := one("SELECT count(*) FROM sets WHERE festival_edition_id = ("+active+") "+
		"AND time_start <= ? AND ? < time_end", now, now); n == 0 {
		t.Error("no set of the active edition is running now")
	}
	if n := one("SELECT count(*) FROM sets WHERE time_start IS NULL"); n < 3 {
		t.Errorf("untimed sets: %d, want a few", n)
	}
	if n := one("SELECT count(*) FROM (SELECT set_id FROM set_artists GROUP BY set_id HAVING count(*) > 1) b2b"); n == 0 {
		t.Error("no b2b set")
	}
	if n := one("SELECT count(*) FROM sets s WHERE NOT EXISTS (SELECT 1 FROM set_artists a WHERE a.set_id = s.id)"); n != 0 {
		t.Errorf("%d sets without artists", n)
	}
	if n := one("SELECT count(*) FROM artists WHERE length(image_url) >= 600 OR image_url NOT LIKE 'data:image/svg+xml;utf8,%'"); n != 0 {
		t.Errorf("%d artists with a bad image_url", n)
	}
	// The live edition's site map: on the earth, every stage placed, places of every kind but
	// OTHER inside the map, some with opening hours; no other edition has any.
	if n := one("SELECT count(*) FROM festival_editions WHERE georeference IS NOT NULL AND map_url IS NOT NULL " +
		"AND map_width_meters = 400 AND is_active"); n != 1 {
		t.Errorf("georeferenced active edition with a map: %d, want 1", n)
	}
	if n := one("SELECT count(*) FROM festival_editions WHERE georeference IS NOT NULL OR map_url IS NOT NULL"); n != 1 {
		t.Errorf("editions with a map or georeference: %d, want 1", n)
	}
	if n := one("SELECT count(*) FROM stages WHERE festival_edition_id = (" + active + ") AND pos_x IS NULL"); n != 0 {
		t.Errorf("%d stages of the active edition not on the map", n)
	}
	if n := one("SELECT count(DISTINCT kind) FROM points_of_interest WHERE festival_edition_id = (" + active + ")"); n != 11 {
		t.Errorf("kinds of places: %d, want 11", n)
	}
	for kind, least := range map[string]int{"WATER": 3, "TOILETS": 3, "FIRST_AID": 2} {
		if n := one("SELECT count(*) FROM points_of_interest WHERE kind = ?", kind); n < least {
			t.Errorf("%s: %d places, want at least %d", kind, n, least)
		}
	}
	if n := one("SELECT count(*) FROM points_of_interest p JOIN festival_editions e ON e.id = p.festival_edition_id " +
		"WHERE NOT e.is_active OR p.pos_x > e.map_width_meters OR p.pos_y > e.map_width_meters * e.map_height_px / e.map_width_px"); n != 0 {
		t.Errorf("%d places outside the live map", n)
	}
	if n := one("SELECT count(*) FROM points_of_interest WHERE opening_hours IS NOT NULL"); n < 5 {
		t.Errorf("places with opening hours: %d, want some", n)
	}

	var slugs []string
	if err := store.DB.NewRaw("SELECT slug FROM sets").Scan(ctx, &slugs); err != nil {
		t.Fatal(err)
	}
	for _, s := range slugs {
		if !slugRE.MatchString(s) {
			t.Errorf("bad set slug %q", s)
		}
	}
}

// TestIfEmptyInTx checks that the seed joins a caller's transaction (as a savepoint).
func TestIfEmptyInTx(t *testing.T) {
	ctx := context.Background()
	store := testdb.Open(t)
	tx, err := store.DB.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	seeded, err := IfEmpty(ctx, tx, testclock.Now())
	if err != nil || !seeded {
		t.Fatalf("seed in tx: %v, %v", seeded, err)
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	if n := counts(t, store.DB)["festivals"]; n != 0 {
		t.Fatalf("%d festivals after rollback", n)
	}
}

func counts(t *testing.T, db bun.IDB) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"users", "music_genres", "artists", "artist_music_genres", "festivals",
		"festival_editions", "stages", "sets", "set_artists", "votes", "vote_clocks", "groups",
		"group_members", "notes", "points_of_interest"} {
		var n int
		if err := db.NewRaw("SELECT count(*) FROM ?", bun.Ident(table)).Scan(context.Background(), &n); err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		out[table] = n
	}
	return out
}

// TestLiveAroundTheClock checks, without a database, that some set of the active edition is
// on at every hour of "today", including on clock-change days, and that the data only depends
// on now.
func TestLiveAroundTheClock(t *testing.T) {
	ams, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		t.Fatal(err)
	}
	days := []time.Time{
		time.Date(2026, 11, 21, 0, 0, 0, 0, ams),
		time.Date(2026, 3, 29, 0, 0, 0, 0, ams),  // spring forward
		time.Date(2026, 10, 25, 0, 0, 0, 0, ams), // fall back
		time.Date(2026, 10, 26, 0, 0, 0, 0, ams),
		time.Date(2027, 1, 1, 0, 0, 0, 0, ams),
	}
	for _, day := range days {
		for m := 0; m < 24*60; m += 50 {
			now := day.Add(time.Duration(m) * time.Minute)
			d, err := build(now)
			if err != nil {
				t.Fatal(err)
			}
			if !running(d, now) {
				t.Fatalf("no set running at %v", now)
			}
			if len(d.live) < 140 {
				t.Fatalf("only %d sets in the active edition at %v", len(d.live), now)
			}
		}
	}

	now := time.Date(2026, 7, 4, 15, 30, 0, 0, time.UTC)
	a, _ := build(now)
	b, _ := build(now)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("build is not deterministic")
	}
	for i := range a.sets {
		if !slugRE.MatchString(a.sets[i].Slug) {
			t.Fatalf("bad slug %q", a.sets[i].Slug)
		}
	}
}

func running(d *dataset, now time.Time) bool {
	live := map[any]bool{}
	for _, p := range d.live {
		live[p.id] = true
	}
	for _, s := range d.sets {
		if live[s.ID] && !s.TimeStart.IsZero() && !now.Before(s.TimeStart) && now.Before(s.TimeEnd) {
			return true
		}
	}
	return false
}
