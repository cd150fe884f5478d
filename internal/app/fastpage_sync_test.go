package app

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
)

// syncAnswer is what the tests read of a timetableSyncQuery answer.
type syncAnswer struct {
	Data struct {
		Festival struct {
			Edition struct {
				TimetableChanges struct {
					Watermark     string
					Complete      bool
					RemovedSetIds []string
					MyVotes       []struct{ SetID, Vote string }
					Sets          []struct{ ID, Slug, Name string }
				}
			}
		}
	}
}

func readSync(t *testing.T, raw []byte) syncAnswer {
	t.Helper()
	var a syncAnswer
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// The SPA's timetable sync (timetableSyncQuery) is answered by the fast path, byte for byte as
// gqlgen answers it: the first visit (since null), repeat visits after nothing, an edit, an
// archive, signed in with votes; what it leaves to gqlgen answers the same too.
func TestFastTimetableSyncAnswersAsGqlgen(t *testing.T) {
	w := newFastWorld(t)
	store := openURL(t, w.fast.dbURL)
	db := store.DB
	// The counts below hold once no transaction of the cluster older than the lineup runs
	// (tests of other packages share it): a watermark is a position in the cluster's transactions.
	settleLineup(t, store)
	anon := &http.Client{}
	query := spaOperation(t, "timetableSyncQuery")
	vars := func(f, e string, since any) map[string]any {
		return map[string]any{"festivalSlug": f, "editionSlug": e, "since": since}
	}

	full := readSync(t, w.sameVia(t, anon, "first visit", query, vars("fp", "e", nil), "fast"))
	c := full.Data.Festival.Edition.TimetableChanges
	if !c.Complete || len(c.Sets) != 45 || c.Watermark == "" || len(c.RemovedSetIds) != 0 {
		t.Fatalf("first visit: complete %v, %d sets, watermark %q, removed %v", c.Complete, len(c.Sets), c.Watermark, c.RemovedSetIds)
	}
	w0 := c.Watermark
	same := readSync(t, w.sameVia(t, anon, "repeat visit, no change", query, vars("fp", "e", w0), "fast")).Data.Festival.Edition.TimetableChanges
	if same.Complete || len(same.Sets) != 0 || len(same.RemovedSetIds) != 0 {
		t.Fatalf("no change: %+v", same)
	}

	// An edit and an archive after w0.
	edit := func(sql string) {
		t.Helper()
		if _, err := db.Exec(sql); err != nil {
			t.Fatal(err)
		}
	}
	inFP := ` AND festival_edition_id IN (SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'fp' AND e.slug = 'e')`
	edit(`UPDATE sets SET name = 'Edited "set"' WHERE slug = 'set-2'` + inFP)
	edited := readSync(t, w.sameVia(t, anon, "after an edit", query, vars("fp", "e", w0), "fast")).Data.Festival.Edition.TimetableChanges
	if edited.Complete || len(edited.Sets) != 1 || edited.Sets[0].Name != `Edited "set"` {
		t.Fatalf("after an edit: %+v", edited)
	}
	edit(`UPDATE sets SET archived = true WHERE slug = 'set-4'` + inFP)
	edit(`UPDATE sets SET time_start = time_start - interval '1 day', time_end = time_end - interval '1 day' WHERE slug = 'set-9'` + inFP)
	archived := readSync(t, w.sameVia(t, anon, "after an archive", query, vars("fp", "e", w0), "fast")).Data.Festival.Edition.TimetableChanges
	if archived.Complete || len(archived.Sets) != 2 || len(archived.RemovedSetIds) != 1 {
		t.Fatalf("after an archive: %+v", archived)
	}
	w.sameVia(t, anon, "after an archive, since the edit", query, vars("fp", "e", edited.Watermark), "fast")
	w.sameVia(t, anon, "first visit after the changes", query, vars("fp", "e", nil), "fast")

	// Signed in with votes: the full answer's and the changed sets' myVote, and myVotes.
	fan := signIn(t, w.fast, w.smtp, "sync@example.com")
	for i, vote := range []string{"MUST_GO", "INTERESTED", "WONT_GO"} {
		r, _ := fan.gql(t, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { applied } }`,
			map[string]any{"s": c.Sets[i].ID, "v": vote})
		if len(r.Errors) > 0 {
			t.Fatalf("vote: %+v", r.Errors)
		}
	}
	signed := w.sameVia(t, fan.http, "signed in, first visit", query, vars("fp", "e", nil), "fast")
	for _, want := range []string{`"myVote":"MUST_GO"`, `"myVote":"INTERESTED"`, `"myVote":"WONT_GO"`, `"myVote":null`, `"vote":"WONT_GO"`} {
		if !bytes.Contains(signed, []byte(want)) {
			t.Fatalf("signed-in sync lacks %s: %s", want, signed)
		}
	}
	fw := readSync(t, signed).Data.Festival.Edition.TimetableChanges.Watermark
	w.sameVia(t, fan.http, "signed in, another viewer's watermark", query, vars("fp", "e", w0), "fast")
	edit(`UPDATE sets SET name = 'Voted and edited' WHERE id = (SELECT id FROM sets WHERE slug = 'set-1'` + inFP + `)`)
	edit(`UPDATE sets SET description = 'new' WHERE slug IN ('set-1', 'set-3')` + inFP)
	changed := w.sameVia(t, fan.http, "signed in, after edits", query, vars("fp", "e", fw), "fast")
	if got := readSync(t, changed).Data.Festival.Edition.TimetableChanges; got.Complete || len(got.Sets) < 2 || !bytes.Contains(changed, []byte(`"myVote":"MUST_GO"`)) {
		t.Fatalf("signed in, after edits: %s", changed)
	}

	// A hand-written selection: aliases, __typename, fragments.
	hand := `query($s: String) { festival(slug: "fp") { edition(slug: "e") { __typename
		tc: timetableChanges(since: $s) { __typename complete w: watermark ...S myVotes { __typename vote setId } } } } }
		fragment S on TimetableChanges { removedSetIds sets { __typename name id myVote stage { __typename name } archived } }`
	w.sameVia(t, fan.http, "hand-written", hand, map[string]any{"s": nil}, "fast")
	w.sameVia(t, fan.http, "hand-written, since", hand, map[string]any{"s": fw}, "fast")
	// Tallies: a complete answer has them, changed sets go to gqlgen (its Edition marshaller).
	tallies := `query($s: String) { festival(slug: "fp") { edition(slug: "e") { timetableChanges(since: $s) { sets { id tally { mustGo } } } } } }`
	w.sameVia(t, fan.http, "tallies, first visit", tallies, map[string]any{"s": nil}, "fast")
	w.sameVia(t, fan.http, "tallies, since", tallies, map[string]any{"s": fw}, "gqlgen")

	// What the fast path leaves to gqlgen: a draft festival, a hidden edition, a bad watermark.
	w.sameVia(t, anon, "draft festival", query, vars("fpdraft", "e", nil), "gqlgen")
	w.sameVia(t, anon, "hidden edition", query, vars("fp", "hidden", nil), "gqlgen")
	for _, bad := range []string{"nope", w0 + "!", ""} {
		got := w.sameVia(t, anon, "bad watermark "+bad, query, vars("fp", "e", bad), "gqlgen")
		if !bytes.Contains(got, []byte("since is not a timetable watermark")) {
			t.Fatalf("bad watermark %q: %s", bad, got)
		}
	}
}

// A full sync written from cached cards that predate a change this instance has not heard of
// (here a rename made in SQL with the announcing trigger switched off, as if the NOTIFY were
// still on its way) answers the old content, but with a
// watermark from before that change, so the next sync lists it. With the statement's own
// watermark, the client would keep the old name until the set changed again.
func TestFastTimetableSyncCatchesWhatTheCacheMissed(t *testing.T) {
	w := newFastWorld(t)
	db := openURL(t, w.fast.dbURL).DB
	anon := &http.Client{}
	query := spaOperation(t, "timetableSyncQuery")
	vars := func(since any) map[string]any {
		return map[string]any{"festivalSlug": "fp", "editionSlug": "e", "since": since}
	}
	name := func(a syncAnswer, slug string) string {
		for _, s := range a.Data.Festival.Edition.TimetableChanges.Sets {
			if s.Slug == slug {
				return s.Name
			}
		}
		return ""
	}
	first := readSync(t, post(t, anon, w.fast.URL, query, vars(nil))) // caches every card
	if name(first, "set-5") != "Set 5" {
		t.Fatalf("first visit: set-5 is %q", name(first, "set-5"))
	}
	if _, err := db.Exec(`BEGIN; ALTER TABLE sets DISABLE TRIGGER sets_changed_update;
		UPDATE sets SET name = 'Renamed quietly' WHERE slug = 'set-5' AND festival_edition_id IN
		(SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'fp' AND e.slug = 'e');
		ALTER TABLE sets ENABLE TRIGGER sets_changed_update; COMMIT`); err != nil {
		t.Fatal(err)
	}
	stale := readSync(t, post(t, anon, w.fast.URL, query, vars(nil)))
	if got := name(stale, "set-5"); got != "Set 5" {
		t.Fatalf("the scenario needs a card cached before the rename, got %q (did the rename notify?)", got)
	}
	next := readSync(t, post(t, anon, w.fast.URL, query, vars(stale.Data.Festival.Edition.TimetableChanges.Watermark)))
	if c := next.Data.Festival.Edition.TimetableChanges; c.Complete || name(next, "set-5") != "Renamed quietly" {
		t.Fatalf("the sync after a full answer from cached cards missed the rename: complete %v, sets %+v", c.Complete, c.Sets)
	}
}
