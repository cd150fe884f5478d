package audit

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

func TestDescribeNamesChangesInWords(t *testing.T) {
	loc, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		t.Fatal(err)
	}
	stage := uuid.New().String()
	before := object(json.RawMessage(`{"name": "Gentle Kites", "time_start": "2026-07-17T18:00:00+00:00", "time_end": "2026-07-17T19:00:00+00:00", "stage_id": null, "updated_at": "x"}`))
	after := object(json.RawMessage(`{"name": "Gentle Kites", "time_start": "2026-07-18T19:00:00+00:00", "time_end": "2026-07-18T20:00:00+00:00", "stage_id": "` + stage + `", "updated_at": "y"}`))
	sum, changes := describe(&Entry{Action: "set.update", EntityType: Set}, before, after, map[string]string{stage: "Main"}, loc)
	if sum != "Set 'Gentle Kites': time Fri 17 Jul 20:00–21:00 → Sat 18 Jul 21:00–22:00; stage — → Main" {
		t.Errorf("summary = %q", sum)
	}
	if len(changes) != 2 || changes[0].Field != "time" || changes[1].Field != "stage" || changes[1].Before != nil || *changes[1].After != "Main" {
		t.Errorf("changes = %+v", changes)
	}
	sum, _ = describe(&Entry{Action: "admin_role.change", EntityType: Role},
		object(json.RawMessage(`{"role": "moderator", "username": "ada", "email": "a@example.com"}`)),
		object(json.RawMessage(`{"role": "admin", "username": "ada", "email": "a@example.com"}`)), nil, loc)
	if sum != "Role of ada: moderator → admin" {
		t.Errorf("role summary = %q", sum)
	}
}

// An import's entries read in words: the file and what it did, never the record's ids and
// timestamps (they are the entry's own time and actor).
func TestDescribeImportInWords(t *testing.T) {
	id, actor := uuid.New().String(), uuid.New().String()
	record := `"id": "` + id + `", "edition_id": "` + uuid.New().String() + `", "kind": "sets", "file_name": "sets.csv",
		"rows": 6, "created": 3, "changed": 2, "unchanged": 1, "actor_id": "` + actor + `", "via": null,
		"applied_at": "2026-11-28T12:00:00.123456Z"`
	for _, c := range []struct {
		action, after, summary string
		fields                 []string
	}{
		{"import.apply", `{` + record + `, "undone_at": null}`,
			"Imported sets.csv: 3 created, 2 changed, 1 unchanged",
			[]string{"file sets.csv", "kind sets", "rows 6", "created 3", "changed 2", "unchanged 1"}},
		{"import.apply", `{"file_name": "stages.csv", "kind": "stages", "rows": 2, "created": 0, "changed": 0, "unchanged": 2}`,
			"Imported stages.csv: 2 unchanged", []string{"file stages.csv", "kind stages", "rows 2", "unchanged 2"}},
		{"import.undo", `{` + record + `, "undone_at": "2026-11-28T13:00:00Z", "restored": 4, "artists_archived": 2,
			"kept_with_votes": ["Voted Set"], "kept_stages": []}`,
			"Undid the import of sets.csv: 4 rows restored; 2 new artists archived; kept with votes: Voted Set",
			[]string{"file sets.csv", "kind sets", "rows restored 4", "new artists archived 2", "kept with votes Voted Set"}},
		{"import.undo", `{"file_name": "sets.csv", "restored": 0, "artists_archived": 0, "kept_with_votes": [], "kept_stages": ["Tent"]}`,
			"Undid the import of sets.csv: nothing to restore; kept stages: Tent", []string{"file sets.csv", "kept stages Tent"}},
	} {
		sum, changes := describe(&Entry{Action: c.action, EntityType: Import}, nil, object(json.RawMessage(c.after)), nil, time.UTC)
		if sum != c.summary {
			t.Errorf("%s summary = %q\nwant %q", c.action, sum, c.summary)
		}
		var fields []string
		for _, ch := range changes {
			fields = append(fields, ch.Field+" "+shown(ch.After))
		}
		if strings.Join(fields, "|") != strings.Join(c.fields, "|") {
			t.Errorf("%s changes = %q\nwant %q", c.action, fields, c.fields)
		}
		for _, raw := range []string{id, actor, "2026-11-28", "applied", "undone"} {
			if strings.Contains(sum+strings.Join(fields, " "), raw) {
				t.Errorf("%s shows %q: %q %q", c.action, raw, sum, fields)
			}
		}
	}
}

func TestEditionOfAnEntry(t *testing.T) {
	ed := uuid.New()
	for _, e := range []Entry{
		{EntityType: Edition, EntityID: ed},
		{EntityType: Import, After: JSON(map[string]any{"edition_id": ed.String(), "rows": 3})},
		{EntityType: Set, Before: JSON(map[string]any{"festival_edition_id": ed.String()})},
	} {
		if got := editionOf(e); got == nil || *got != ed {
			t.Errorf("edition of %+v = %v", e, got)
		}
	}
	if got := editionOf(Entry{EntityType: Artist, After: JSON(map[string]any{"edition_id": "nope"})}); got != nil {
		t.Errorf("an artist got edition %v", got)
	}
}

func TestScrubReplacesTheAccountOnly(t *testing.T) {
	id := uuid.New()
	name := "Admin"
	pattern := regexp.MustCompile(`(?i)` + regexp.QuoteMeta(id.String()) + `|` + regexp.QuoteMeta("a.b@example.com"))
	v := object(json.RawMessage(`{"user_id": "` + id.String() + `", "role": "admin", "username": "admin",
		"note": "mail A.B@example.com please", "ids": ["` + id.String() + `", "other"]}`))
	scrubbed, changed := scrubValue(map[string]any(v), "", pattern, &name)
	out, _ := json.Marshal(scrubbed)
	if !changed {
		t.Error("scrubbing reported no change")
	}
	if _, changed := scrubValue(map[string]any{"role": "admin"}, "", pattern, &name); changed {
		t.Error("a role named like the user was scrubbed")
	}
	want := `{"ids":["deleted user","other"],"note":"mail deleted user please","role":"admin","user_id":"deleted user","username":"deleted user"}`
	if string(out) != want {
		t.Errorf("scrubbed = %s\nwant %s", out, want)
	}
}
