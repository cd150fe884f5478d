package app

import (
	"slices"
	"testing"
)

type timetableSync struct {
	Festival *struct {
		Edition *struct {
			TimetableChanges struct {
				Watermark     string
				Complete      bool
				Sets          []struct{ ID, Name string }
				RemovedSetIds []string
			}
		}
	}
}

const timetableSyncQuery = `query($since: String) { festival(slug: "draft-sync-fest") { edition(slug: "e") {
	timetableChanges(since: $since) { watermark complete sets { id name } removedSetIds } } } }`

// Through the API: a draft edition's timetable sync is the Core team's only; after an admin's
// edit, a sync with the watermark brings that set alone, and after an archive only its id.
func TestTimetableSyncThroughAPI(t *testing.T) {
	w := newAdminWorld(t)
	ids := adminDraft(t, w.admin, "Draft Sync Fest", false)
	syncAs := func(a actor, since any) timetableSync {
		t.Helper()
		var r timetableSync
		ok(t, a.run(t, timetableSyncQuery, map[string]any{"since": since}), &r)
		return r
	}
	for _, a := range []actor{w.anon, w.user} {
		if r := syncAs(a, nil); r.Festival != nil {
			t.Errorf("%s sees the draft festival's timetable sync", a.name)
		}
	}
	full := syncAs(w.admin, nil).Festival.Edition.TimetableChanges
	if !full.Complete || len(full.Sets) != 1 || full.Sets[0].ID != ids["set"] {
		t.Fatalf("full sync: %+v", full)
	}
	if r := syncAs(w.admin, full.Watermark).Festival.Edition.TimetableChanges; r.Complete || len(r.Sets) != 0 || len(r.RemovedSetIds) != 0 {
		t.Fatalf("a sync with nothing new: %+v", r)
	}
	var second struct {
		CreateSet struct{ Set struct{ ID string } }
	}
	ok(t, w.admin.run(t, `mutation($e: ID!, $a: ID!) { createSet(input: {editionId: $e, artistIds: [$a], name: "Second"}) { set { id } } }`,
		map[string]any{"e": ids["edition"], "a": ids["artist"]}), &second)
	ok(t, w.admin.run(t, `mutation($s: ID!) { updateSet(input: {setId: $s, name: "Renamed"}) { set { id } } }`,
		map[string]any{"s": ids["set"]}), nil)
	edited := syncAs(w.admin, full.Watermark).Festival.Edition.TimetableChanges
	names := []string{}
	for _, s := range edited.Sets {
		names = append(names, s.Name)
	}
	slices.Sort(names)
	if edited.Complete || !slices.Equal(names, []string{"Renamed", "Second"}) {
		t.Fatalf("after a new set and an edit: complete %v, sets %v", edited.Complete, names)
	}
	ok(t, w.admin.run(t, `mutation($s: ID!) { archiveSet(input: {setId: $s}) { archivedSetId } }`, map[string]any{"s": ids["set"]}), nil)
	archived := syncAs(w.admin, edited.Watermark).Festival.Edition.TimetableChanges
	if len(archived.Sets) != 0 || !slices.Equal(archived.RemovedSetIds, []string{ids["set"]}) {
		t.Fatalf("after an archive: %+v", archived)
	}
	// Text that is no watermark: a clear error on the argument.
	r := w.admin.run(t, timetableSyncQuery, map[string]any{"since": "yesterday"})
	if r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Extensions["field"] != "since" {
		t.Errorf("bad watermark: %+v", r.Errors)
	}
}
