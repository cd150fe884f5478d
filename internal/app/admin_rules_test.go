package app

import (
	"strings"
	"testing"

	"festival/graph/relay"
)

// The spec's validation rules and messages, slugs that follow names, generated set names,
// local times in the edition's zone, the artist list's search, and that saving a set writes
// only the difference in its artists.
func TestAdminRulesAndMessages(t *testing.T) {
	w := newAdminWorld(t)
	a := w.moderator
	fail := func(q string, vars map[string]any, code, msg string) {
		t.Helper()
		r := a.run(t, q, vars)
		if r.code(0) != code || len(r.Errors) == 0 || r.Errors[0].Message != msg {
			t.Errorf("%s %v: %+v, want %s %q", q, vars, r.Errors, code, msg)
		}
	}
	const cf = `mutation($i: CreateFestivalInput!) { createFestival(input: $i) { festival { id slug } } }`
	fail(cf, map[string]any{"i": map[string]any{"name": "  "}}, "BAD_USER_INPUT", "Festival name is required")
	fail(cf, map[string]any{"i": map[string]any{"name": "!!!"}}, "BAD_USER_INPUT", "Festival slug is required")
	fail(cf, map[string]any{"i": map[string]any{"name": "X", "slug": "Bad Slug"}}, "BAD_USER_INPUT", "Please enter a valid slug")
	fail(cf, map[string]any{"i": map[string]any{"name": "X", "websiteUrl": "javascript:alert(1)"}}, "BAD_USER_INPUT", "Please enter a valid URL")
	fail(cf, map[string]any{"i": map[string]any{"name": strings.Repeat("n", 101)}}, "BAD_USER_INPUT", "Name must be at most 100 characters")
	fail(cf, map[string]any{"i": map[string]any{"name": "X", "description": strings.Repeat("d", 1001)}}, "BAD_USER_INPUT", "Description must be at most 1000 characters")

	var f struct {
		CreateFestival struct{ Festival struct{ ID, Slug string } }
	}
	ok(t, a.run(t, cf, map[string]any{"i": map[string]any{"name": "  Rock & Roll Café  "}}), &f)
	if f.CreateFestival.Festival.Slug != "rock-and-roll-cafe" {
		t.Errorf("derived slug = %q", f.CreateFestival.Festival.Slug)
	}
	fid := f.CreateFestival.Festival.ID
	fail(cf, map[string]any{"i": map[string]any{"name": "Rock and Roll Cafe"}}, "CONFLICT", "This slug is already in use")
	// The slug follows a new name while it equals the old name's slug.
	var u struct {
		UpdateFestival struct{ Festival struct{ Slug string } }
	}
	ok(t, a.run(t, `mutation($id: ID!) { updateFestival(input: {festivalId: $id, name: "Jazz Days"}) { festival { slug } } }`, map[string]any{"id": fid}), &u)
	if u.UpdateFestival.Festival.Slug != "jazz-days" {
		t.Errorf("slug after rename = %q", u.UpdateFestival.Festival.Slug)
	}

	const ce = `mutation($i: CreateEditionInput!) { createEdition(input: $i) { edition { id slug year timeZone } } }`
	fail(ce, map[string]any{"i": map[string]any{"festivalId": fid, "name": ""}}, "BAD_USER_INPUT", "Edition name is required")
	fail(ce, map[string]any{"i": map[string]any{"festivalId": fid, "name": "E", "year": 1999}}, "BAD_USER_INPUT", "Year must be between 2000 and 2100")
	fail(ce, map[string]any{"i": map[string]any{"festivalId": fid, "name": "E", "timeZone": "Mars/Olympus"}}, "BAD_USER_INPUT", "Please enter a valid time zone")
	fail(ce, map[string]any{"i": map[string]any{"festivalId": fid, "name": "E", "startDate": "2026-07-19", "endDate": "2026-07-17"}}, "BAD_USER_INPUT", "End date must be on or after the start date")
	var e struct {
		CreateEdition struct {
			Edition struct {
				ID, Slug, TimeZone string
				Year               int
			}
		}
	}
	ok(t, a.run(t, ce, map[string]any{"i": map[string]any{"festivalId": fid, "name": "Summer Edition", "timeZone": "America/New_York"}}), &e)
	if e.CreateEdition.Edition.Year < 2026 || e.CreateEdition.Edition.Slug != "summer-edition" {
		t.Errorf("edition = %+v (year defaults to the current one)", e.CreateEdition.Edition)
	}
	eid := e.CreateEdition.Edition.ID

	const cs = `mutation($e: ID!, $n: String!) { createStage(input: {editionId: $e, name: $n}) { stage { id name } } }`
	fail(cs, map[string]any{"e": eid, "n": "   "}, "BAD_USER_INPUT", "Stage name is required")
	var st struct {
		CreateStage struct{ Stage struct{ ID, Name string } }
	}
	ok(t, a.run(t, cs, map[string]any{"e": eid, "n": "  Tent "}), &st)
	if st.CreateStage.Stage.Name != "Tent" {
		t.Errorf("stage name not trimmed: %q", st.CreateStage.Stage.Name)
	}
	fail(cs, map[string]any{"e": eid, "n": "Tent"}, "CONFLICT", "A stage with this name already exists in this edition")

	artist := func(n string) string {
		var r struct {
			CreateArtist struct{ Artist struct{ ID string } }
		}
		ok(t, a.run(t, `mutation($n: String!) { createArtist(input: {name: $n}) { artist { id } } }`, map[string]any{"n": n}), &r)
		return r.CreateArtist.Artist.ID
	}
	fail(`mutation { createArtist(input: {name: " "}) { artist { id } } }`, nil, "BAD_USER_INPUT", "Artist name is required")
	fail(`mutation { createArtist(input: {name: "X", spotifyUrl: "not a url"}) { artist { id } } }`, nil, "BAD_USER_INPUT", "Please enter a valid URL")
	amy, bo, cy := artist("Amy"), artist("Bo"), artist("Cy")

	const cset = `mutation($i: CreateSetInput!) { createSet(input: $i) { set { id name slug timeStart timeStartLocal } } }`
	fail(cset, map[string]any{"i": map[string]any{"editionId": eid}}, "BAD_USER_INPUT", "Set name is required")
	fail(cset, map[string]any{"i": map[string]any{"editionId": eid, "artistIds": []string{amy}, "timeStart": "2026-07-17T22:00", "timeEnd": "2026-07-17T21:00"}},
		"BAD_USER_INPUT", "End time must be after start time")
	type setOut struct {
		CreateSet struct {
			Set struct {
				ID, Name, Slug, TimeStart string
				TimeStartLocal            string
			}
		}
	}
	var two, three, again setOut
	ok(t, a.run(t, cset, map[string]any{"i": map[string]any{"editionId": eid, "artistIds": []string{amy, bo}, "timeStart": "2026-07-17T20:30"}}), &two)
	ok(t, a.run(t, cset, map[string]any{"i": map[string]any{"editionId": eid, "artistIds": []string{amy, bo, cy}}}), &three)
	ok(t, a.run(t, cset, map[string]any{"i": map[string]any{"editionId": eid, "artistIds": []string{bo, amy}, "name": "Amy vs Bo"}}), &again)
	if two.CreateSet.Set.Name != "Amy vs Bo" || three.CreateSet.Set.Name != "Amy + 2 more" {
		t.Errorf("generated names = %q, %q", two.CreateSet.Set.Name, three.CreateSet.Set.Name)
	}
	// 20:30 in New York (EDT, UTC-4) is 00:30 UTC the next day; the form reads it back locally.
	if two.CreateSet.Set.TimeStart != "2026-07-18T00:30:00Z" || two.CreateSet.Set.TimeStartLocal != "2026-07-17T20:30" {
		t.Errorf("times = %q, %q", two.CreateSet.Set.TimeStart, two.CreateSet.Set.TimeStartLocal)
	}
	if two.CreateSet.Set.Slug != "amy-vs-bo" || again.CreateSet.Set.Slug != "amy-vs-bo-2" {
		t.Errorf("slugs = %q, %q (unique within the edition)", two.CreateSet.Set.Slug, again.CreateSet.Set.Slug)
	}

	// Only the difference in artists is written: the link that stays is not touched.
	setID := two.CreateSet.Set.ID
	setKey, _ := relay.ParseIDOf(relay.TypeSet, setID)
	xmin := func(artistName string) string {
		var x []string
		if err := w.store.DB.NewRaw(`SELECT sa.xmin::text FROM set_artists sa JOIN artists ar ON ar.id = sa.artist_id
			WHERE ar.name = ? AND sa.set_id = ?`, artistName, setKey).Scan(t.Context(), &x); err != nil {
			t.Fatal(err)
		}
		return strings.Join(x, ",")
	}
	amyBefore := xmin("Amy")
	var up struct {
		UpdateSet struct {
			Set struct {
				Name, Slug string
				Artists    []struct{ Name string }
			}
		}
	}
	ok(t, a.run(t, `mutation($s: ID!, $a: [ID!]) { updateSet(input: {setId: $s, artistIds: $a, name: "Amy and Cy"}) { set { name slug artists { name } } } }`,
		map[string]any{"s": setID, "a": []string{amy, cy}}), &up)
	if up.UpdateSet.Set.Slug != "amy-and-cy" || len(up.UpdateSet.Set.Artists) != 2 || up.UpdateSet.Set.Artists[1].Name != "Cy" {
		t.Errorf("updated set = %+v", up.UpdateSet.Set)
	}
	if amyBefore == "" || xmin("Amy") != amyBefore || xmin("Bo") != "" {
		t.Errorf("artist links: Amy %q -> %q, Bo %q", amyBefore, xmin("Amy"), xmin("Bo"))
	}
	// The audit entry shows the artists before and after.
	var audit []struct {
		Before int `bun:"before"`
		After  int `bun:"after"`
	}
	if err := w.store.DB.NewRaw(`SELECT jsonb_array_length(before->'artist_ids') AS before, jsonb_array_length(after->'artist_ids') AS after
		FROM audit_log WHERE action = 'set.update' AND entity_id = ?`, setKey).Scan(t.Context(), &audit); err != nil {
		t.Fatal(err)
	}
	if len(audit) != 1 || audit[0].Before != 2 || audit[0].After != 2 {
		t.Errorf("set.update audit = %+v", audit)
	}

	// The artist list: Core team only, searchable, newest first, counted.
	var list struct {
		Artists struct {
			TotalCount int
			Edges      []struct{ Node struct{ Name string } }
		}
	}
	ok(t, a.run(t, `{ artists(search: "y", first: 10) { totalCount edges { node { name } } } }`, nil), &list)
	if len(list.Artists.Edges) != 2 || list.Artists.Edges[0].Node.Name != "Cy" || list.Artists.Edges[1].Node.Name != "Amy" {
		t.Errorf("artists matching y = %+v", list.Artists.Edges)
	}
	if list.Artists.TotalCount != 2 {
		t.Errorf("artists matching y: totalCount = %d, want 2", list.Artists.TotalCount)
	}
	// The count covers every page, not the one returned.
	ok(t, a.run(t, `{ artists(search: "y", first: 1) { totalCount edges { node { name } } } }`, nil), &list)
	if len(list.Artists.Edges) != 1 || list.Artists.TotalCount != 2 {
		t.Errorf("first page of artists matching y = %+v, totalCount %d", list.Artists.Edges, list.Artists.TotalCount)
	}
}
