package csvimport_test

import (
	"context"
	"strings"
	"testing"

	"festival/internal/csvimport"
)

// Imports obey the admin's timetable rules: stage names match and stay unique ignoring case and
// spaces (stored clean), and set times fall within the edition's dates (the festival night after
// the last day ends at day_start_hour) and last at most 24 hours. A file with a row that breaks
// them writes nothing; the preview names each such row, its column and the rule.
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
	apply := func(kind csvimport.Kind, csv string) *csvimport.Plan {
		t.Helper()
		p, err := im.Preview(ctx, kind, to, []byte(csv))
		if err != nil {
			t.Fatal(err)
		}
		if p.Errors == 0 {
			if _, err := im.Apply(ctx, kind, to, "rules.csv", []byte(csv), p.Token); err != nil {
				t.Fatal(err)
			}
		}
		return p
	}

	// "Main Stage" exists; "Café Bühne" is archived.
	p := apply(csvimport.Stages, "name\nmain stage\n  MAIN \t STAGE \nForest   Stage\nforest stage\n café BÜHNE\n")
	if p.Created != 1 || p.Changed != 1 || p.Unchanged != 3 || p.Errors != 0 {
		t.Fatalf("stages: %+v", p)
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
	const header = "artist_names,stage_name,name,time_start,time_end\n"
	const good = `A,  main   STAGE ,Night Close,2026-07-19 23:00,2026-07-20 05:00
E,Main Stage,First,2026-07-17 05:00,2026-07-17 06:00
G,forest stage,Day,2026-07-17 10:00,2026-07-18 10:00
`
	p = apply(csvimport.Sets, header+good+`B,Main Stage,Too Late,2026-07-19 23:00,2026-07-20 05:01
C,Main Stage,Far Future,2031-05-01 20:00,2031-05-01 21:00
D,Main Stage,Too Early,2026-07-17 04:59,2026-07-17 06:00
F,FOREST STAGE,Week,2026-07-17T10:00:00Z,2026-07-24T10:00:00Z
H,Forest Stage,Day And A Minute,2026-07-17 10:00,2026-07-18 10:01
`)
	want := []string{
		"time_end: The set must end " + window,
		"time_start: The set must start " + window,
		"time_start: The set must start " + window,
		"time_end: A set can last at most 24 hours",
		"time_end: A set can last at most 24 hours",
	}
	var got []string
	for _, it := range p.Items {
		if it.Error != "" {
			got = append(got, it.Error)
		}
	}
	if p.Created != 3 || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("sets: %+v\nerrors:\n%s\nwant:\n%s", p, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var n int
	if err := store.NewRaw(`SELECT count(*) FROM sets`).Scan(ctx, &n); err != nil || n != 0 {
		t.Fatalf("a file with failing rows wrote %d sets (%v)", n, err)
	}
	// The good rows alone go in.
	if p = apply(csvimport.Sets, header+good); p.Created != 3 || p.Errors != 0 {
		t.Fatalf("good rows: %+v", p)
	}
	var names []string
	if err := store.NewRaw(`SELECT name FROM sets ORDER BY name`).Scan(ctx, &names); err != nil {
		t.Fatal(err)
	}
	if strings.Join(names, "|") != "Day|First|Night Close" {
		t.Fatalf("sets written: %q", names)
	}
}
