package csvimport_test

import (
	"context"
	"strings"
	"testing"

	"festival/internal/csvimport"
)

// Imports obey the admin's timetable rules: stage names match and stay unique ignoring case and
// spaces (stored clean), and set times fall within the edition's dates (the festival night after
// the last day ends at day_start_hour) and last at most 24 hours.
func TestImportTimetableRules(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, `UPDATE festival_editions SET start_date = '2026-07-17', end_date = '2026-07-19',
		day_start_hour = 5 WHERE id = ?`, to.ID); err != nil {
		t.Fatal(err)
	}
	to, err := im.Edition(ctx, to.ID)
	if err != nil {
		t.Fatal(err)
	}
	run := func(kind csvimport.Kind, csv string) *csvimport.Summary {
		t.Helper()
		s, err := im.Import(ctx, kind, to, strings.NewReader(csv))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}

	// "Main Stage" exists; "Café Bühne" is archived.
	s := run(csvimport.Stages, "name\nmain stage\n  MAIN \t STAGE \nForest   Stage\nforest stage\n café BÜHNE\n")
	if s.Created != 1 || s.Updated != 1 || s.Unchanged != 3 || len(s.Errors) != 0 {
		t.Fatalf("stages summary %+v", s)
	}
	var stages []string
	if err := store.NewRaw(`SELECT name FROM stages WHERE festival_edition_id = ? AND NOT archived ORDER BY name`, to.ID).Scan(ctx, &stages); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(stages, "|"); got != "Forest Stage|Main Stage|café BÜHNE" {
		t.Fatalf("stages = %q (one per name ignoring case and spaces, stored clean)", got)
	}

	// Berlin time; the window is 2026-07-17 05:00 to 2026-07-20 05:00.
	const window = "between 2026-07-17 05:00 and 2026-07-20 05:00 (the edition's dates, Europe/Berlin time)"
	s = run(csvimport.Sets, `artist_names,stage_name,name,time_start,time_end
A,  main   STAGE ,Night Close,2026-07-19 23:00,2026-07-20 05:00
B,Main Stage,Too Late,2026-07-19 23:00,2026-07-20 05:01
C,Main Stage,Far Future,2031-05-01 20:00,2031-05-01 21:00
D,Main Stage,Too Early,2026-07-17 04:59,2026-07-17 06:00
E,Main Stage,First,2026-07-17 05:00,2026-07-17 06:00
F,FOREST STAGE,Week,2026-07-17T10:00:00Z,2026-07-24T10:00:00Z
G,forest stage,Day,2026-07-17 10:00,2026-07-18 10:00
H,Forest Stage,Day And A Minute,2026-07-17 10:00,2026-07-18 10:01
`)
	want := []string{
		`Set "Too Late": The set must end ` + window,
		`Set "Far Future": The set must start ` + window,
		`Set "Too Early": The set must start ` + window,
		`Set "Week": A set can last at most 24 hours`,
		`Set "Day And A Minute": A set can last at most 24 hours`,
	}
	var got []string
	for _, e := range s.Errors {
		got = append(got, e.Message)
	}
	if s.Created != 3 || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("sets summary %+v\nerrors:\n%s\nwant:\n%s", s, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var names []string
	if err := store.NewRaw(`SELECT name FROM sets ORDER BY name`).Scan(ctx, &names); err != nil {
		t.Fatal(err)
	}
	if strings.Join(names, "|") != "Day|First|Night Close" {
		t.Fatalf("sets written: %q", names)
	}
}
