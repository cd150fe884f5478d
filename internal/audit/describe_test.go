package audit

import (
	"encoding/json"
	"regexp"
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
	sum, _ = describe(&Entry{Action: "import.csv", EntityType: Import}, nil,
		object(json.RawMessage(`{"edition_id": "x", "sets_created": 3, "sets_updated": 1}`)), nil, loc)
	if sum != "Import: sets created 3; sets updated 1" {
		t.Errorf("import summary = %q", sum)
	}
	sum, _ = describe(&Entry{Action: "admin_role.change", EntityType: Role},
		object(json.RawMessage(`{"role": "moderator", "username": "ada", "email": "a@example.com"}`)),
		object(json.RawMessage(`{"role": "admin", "username": "ada", "email": "a@example.com"}`)), nil, loc)
	if sum != "Role of ada: moderator → admin" {
		t.Errorf("role summary = %q", sum)
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
