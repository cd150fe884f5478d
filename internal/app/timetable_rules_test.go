package app

import (
	"testing"
)

// Rules that protect a timetable, through the admin API: stage names unique ignoring case and
// spaces, set times within the edition's dates (with the festival night) and at most 24 hours,
// edition dates that would leave sets outside refused, and a renamed set found at its old slug.
func TestTimetableRules(t *testing.T) {
	w := newAdminWorld(t)
	a := w.moderator
	type gqlErr struct{ code, field, msg string }
	errOf := func(r gqlResponse) gqlErr {
		if len(r.Errors) == 0 {
			return gqlErr{}
		}
		f, _ := r.Errors[0].Extensions["field"].(string)
		return gqlErr{r.code(0), f, r.Errors[0].Message}
	}
	fail := func(q string, vars map[string]any, want gqlErr) {
		t.Helper()
		if got := errOf(a.run(t, q, vars)); got != want {
			t.Errorf("%v: got %+v, want %+v", vars, got, want)
		}
	}
	var f struct {
		CreateFestival struct{ Festival struct{ ID string } }
	}
	ok(t, a.run(t, `mutation { createFestival(input: {name: "Rules Fest"}) { festival { id } } }`, nil), &f)
	var e struct {
		CreateEdition struct{ Edition struct{ ID string } }
	}
	ok(t, a.run(t, `mutation($f: ID!) { createEdition(input: {festivalId: $f, name: "2026", slug: "e26", startDate: "2026-07-17",
		endDate: "2026-07-19", timeZone: "Europe/Amsterdam"}) { edition { id } } }`, map[string]any{"f": f.CreateFestival.Festival.ID}), &e)
	eid := e.CreateEdition.Edition.ID

	// Stage names: stored clean, unique ignoring case and spaces (createStage and renameStage).
	const cs = `mutation($e: ID!, $n: String!) { createStage(input: {editionId: $e, name: $n}) { stage { id name } } }`
	const rs = `mutation($s: ID!, $n: String!) { renameStage(input: {stageId: $s, name: $n}) { stage { id name } } }`
	stage := func(n string) (id, stored string) {
		t.Helper()
		var r struct {
			CreateStage struct{ Stage struct{ ID, Name string } }
		}
		ok(t, a.run(t, cs, map[string]any{"e": eid, "n": n}), &r)
		return r.CreateStage.Stage.ID, r.CreateStage.Stage.Name
	}
	mainID, mainName := stage("  Main \t  Stage ")
	if mainName != "Main Stage" {
		t.Errorf("stored name %q, want trimmed and collapsed", mainName)
	}
	taken := gqlErr{"CONFLICT", "name", "A stage with this name already exists in this edition"}
	for _, n := range []string{"Main Stage", "main stage", "MAIN STAGE", " main   STAGE\n"} {
		fail(cs, map[string]any{"e": eid, "n": n}, taken)
	}
	tentID, _ := stage("Tent")
	fail(rs, map[string]any{"s": tentID, "n": "MAIN  stage"}, taken)
	var ren struct {
		RenameStage struct{ Stage struct{ Name string } }
	}
	ok(t, a.run(t, rs, map[string]any{"s": mainID, "n": " main  STAGE "}), &ren) // its own name, new spelling
	if ren.RenameStage.Stage.Name != "main STAGE" {
		t.Errorf("renamed to %q", ren.RenameStage.Stage.Name)
	}
	// An archived stage is outside the key, and comes back under the name given.
	ok(t, a.run(t, `mutation($s: ID!) { deleteStage(input: {stageId: $s}) { deletedStageId } }`, map[string]any{"s": tentID}), nil)
	if back, name := stage(" TENT "); back != tentID || name != "TENT" {
		t.Errorf("archived stage came back as %s %q, want %s TENT", back, name, tentID)
	}
	// The database refuses a duplicate written past the service.
	if _, err := w.store.DB.Exec(`INSERT INTO stages (festival_edition_id, name)
		SELECT festival_edition_id, 'MAIN   stage ' FROM stages WHERE name = 'main STAGE'`); err == nil {
		t.Error("the database took a duplicate stage name")
	}

	// Set times: within 2026-07-17 06:00 to 2026-07-20 06:00, Amsterdam time (the festival night
	// after the last day ends at day_start_hour), at most 24 hours.
	const cset = `mutation($i: CreateSetInput!) { createSet(input: $i) { set { id slug } } }`
	const window = "between 2026-07-17 06:00 and 2026-07-20 06:00 (the edition's dates, Europe/Amsterdam time)"
	set := func(name, start, end string) (id, slug string) {
		t.Helper()
		var r struct {
			CreateSet struct{ Set struct{ ID, Slug string } }
		}
		ok(t, a.run(t, cset, map[string]any{"i": map[string]any{"editionId": eid, "name": name, "timeStart": start, "timeEnd": end}}), &r)
		return r.CreateSet.Set.ID, r.CreateSet.Set.Slug
	}
	lastID, _ := set("Closing", "2026-07-19T23:00", "2026-07-20T06:00") // ends exactly at the boundary
	set("Opening", "2026-07-17T06:00", "2026-07-17T07:00")
	set("Marathon", "2026-07-17T10:00", "2026-07-18T10:00") // exactly 24 hours
	set("Start Only", "2026-07-19T12:00", "")
	badTimes := []struct {
		start, end string
		want       gqlErr
	}{
		{"2026-07-19T23:00", "2026-07-20T06:01", gqlErr{"BAD_USER_INPUT", "timeEnd", "The set must end " + window}},
		{"2026-07-17T05:59", "2026-07-17T07:00", gqlErr{"BAD_USER_INPUT", "timeStart", "The set must start " + window}},
		{"2031-05-01T20:00", "", gqlErr{"BAD_USER_INPUT", "timeStart", "The set must start " + window}},
		{"2026-07-20T06:00", "", gqlErr{"BAD_USER_INPUT", "timeStart", "The set must start " + window}},
		{"2026-07-17T10:00", "2026-07-18T10:01", gqlErr{"BAD_USER_INPUT", "timeEnd", "A set can last at most 24 hours"}},
		{"2026-07-17T10:00:00Z", "2026-07-24T10:00:00Z", gqlErr{"BAD_USER_INPUT", "timeEnd", "A set can last at most 24 hours"}},
	}
	var before int
	if err := w.store.DB.QueryRow(`SELECT count(*) FROM sets`).Scan(&before); err != nil {
		t.Fatal(err)
	}
	for _, b := range badTimes {
		fail(cset, map[string]any{"i": map[string]any{"editionId": eid, "name": "Bad", "timeStart": b.start, "timeEnd": b.end}}, b.want)
	}
	const us = `mutation($i: UpdateSetInput!) { updateSet(input: $i) { set { id slug name } } }`
	fail(us, map[string]any{"i": map[string]any{"setId": lastID, "timeEnd": "2026-07-20T06:01"}},
		gqlErr{"BAD_USER_INPUT", "timeEnd", "The set must end " + window})
	var after int
	if err := w.store.DB.QueryRow(`SELECT count(*) FROM sets`).Scan(&after); err != nil || after != before {
		t.Errorf("refused sets were written: %d -> %d (%v)", before, after, err)
	}
	// A set stored before the rule keeps its times and can still be edited otherwise.
	var legacy struct {
		CreateSet struct{ Set struct{ ID string } }
	}
	ok(t, a.run(t, cset, map[string]any{"i": map[string]any{"editionId": eid, "name": "Legacy"}}), &legacy)
	w.exec(t, `UPDATE sets SET time_start = '2031-05-01T18:00:00Z' WHERE name = 'Legacy'`)
	ok(t, a.run(t, us, map[string]any{"i": map[string]any{"setId": legacy.CreateSet.Set.ID, "name": "Legacy Set"}}), nil)

	// Edition dates: a change that leaves live sets outside is refused, naming how many; one
	// that keeps the window (a new name) is not checked.
	updateEdition := func(vars map[string]any) gqlResponse {
		vars["editionId"] = eid
		return a.run(t, `mutation($i: UpdateEditionInput!) { updateEdition(input: $i) { edition { endDate name } } }`, map[string]any{"i": vars})
	}
	if got := errOf(updateEdition(map[string]any{"endDate": "2026-07-18"})); got != (gqlErr{"BAD_USER_INPUT", "endDate",
		"2 sets would fall outside the edition's dates: change or archive them first, or choose dates that include them"}) {
		t.Errorf("end date moved in: %+v", got)
	}
	if got := errOf(updateEdition(map[string]any{"timeZone": "America/New_York"})); got.code != "BAD_USER_INPUT" {
		t.Errorf("time zone moved the window: %+v", got)
	}
	var ed struct {
		UpdateEdition struct {
			Edition struct{ EndDate, Name string }
		}
	}
	ok(t, updateEdition(map[string]any{"name": "Edition 2026"}), &ed)
	if ed.UpdateEdition.Edition.EndDate != "2026-07-19" {
		t.Errorf("end date = %q after refusals", ed.UpdateEdition.Edition.EndDate)
	}
	ok(t, updateEdition(map[string]any{"endDate": "2026-07-25"}), nil) // a wider window is fine

	// Slugs: a renamed set answers at its old slug; a new set may take that slug (current wins).
	oldID, oldSlug := set("Old Name", "2026-07-18T20:00", "2026-07-18T21:00")
	var upd struct {
		UpdateSet struct {
			Set struct{ ID, Slug, Name string }
		}
	}
	ok(t, a.run(t, us, map[string]any{"i": map[string]any{"setId": oldID, "name": "New Name"}}), &upd)
	if oldSlug != "old-name" || upd.UpdateSet.Set.Slug != "new-name" {
		t.Fatalf("slugs %q -> %q", oldSlug, upd.UpdateSet.Set.Slug)
	}
	const bySlug = `query($s: String!) { festival(slug: "rules-fest") { edition(slug: "e26") { set(slug: $s) { id slug name } } } }`
	find := func(slug string) (id, current string) {
		t.Helper()
		var r struct {
			Festival struct {
				Edition struct {
					Set *struct{ ID, Slug, Name string }
				}
			}
		}
		ok(t, a.run(t, bySlug, map[string]any{"s": slug}), &r)
		if r.Festival.Edition.Set == nil {
			return "", ""
		}
		return r.Festival.Edition.Set.ID, r.Festival.Edition.Set.Slug
	}
	if id, cur := find("old-name"); id != oldID || cur != "new-name" {
		t.Errorf("old slug found %q %q, want %s new-name", id, cur, oldID)
	}
	if id, _ := find("new-name"); id != oldID {
		t.Errorf("new slug found %q", id)
	}
	if id, _ := find("no-such-set"); id != "" {
		t.Errorf("an unknown slug found %q", id)
	}
	takerID, takerSlug := set("Old Name", "2026-07-18T22:00", "2026-07-18T23:00")
	if id, _ := find("old-name"); takerSlug != "old-name" || id != takerID {
		t.Errorf("a new set with the historical slug %q: old-name finds %q, want the new set %s", takerSlug, id, takerID)
	}
	// Renamed twice: both earlier slugs answer.
	ok(t, a.run(t, us, map[string]any{"i": map[string]any{"setId": oldID, "name": "Newest Name"}}), nil)
	if id, cur := find("new-name"); id != oldID || cur != "newest-name" {
		t.Errorf("second-to-last slug found %q %q", id, cur)
	}
}
