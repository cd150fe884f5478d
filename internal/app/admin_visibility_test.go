package app

import (
	"encoding/json"
	"testing"

	"github.com/gorilla/websocket"
)

// adminDraft creates, as a, an unpublished festival with an unpublished edition, a stage, an
// artist and a set, and returns their ids.
func adminDraft(t *testing.T, a actor, name string, published bool) map[string]string {
	t.Helper()
	ids := map[string]string{}
	var f struct {
		CreateFestival struct{ Festival struct{ ID string } }
	}
	ok(t, a.run(t, `mutation($n: String!, $p: Boolean) { createFestival(input: {name: $n, published: $p}) { festival { id } } }`,
		map[string]any{"n": name, "p": published}), &f)
	ids["festival"] = f.CreateFestival.Festival.ID
	var e struct {
		CreateEdition struct{ Edition struct{ ID string } }
	}
	ok(t, a.run(t, `mutation($f: ID!, $p: Boolean) { createEdition(input: {festivalId: $f, name: "E", timeZone: "Europe/Brussels", published: $p}) { edition { id } } }`,
		map[string]any{"f": ids["festival"], "p": published}), &e)
	ids["edition"] = e.CreateEdition.Edition.ID
	var ar struct {
		CreateArtist struct{ Artist struct{ ID string } }
	}
	ok(t, a.run(t, `mutation($n: String!) { createArtist(input: {name: $n}) { artist { id } } }`, map[string]any{"n": name + " DJ"}), &ar)
	ids["artist"] = ar.CreateArtist.Artist.ID
	var s struct {
		CreateSet struct {
			Set struct{ ID, Name, Slug string }
		}
	}
	ok(t, a.run(t, `mutation($e: ID!, $a: ID!) { createSet(input: {editionId: $e, artistIds: [$a]}) { set { id name slug } } }`,
		map[string]any{"e": ids["edition"], "a": ids["artist"]}), &s)
	ids["set"] = s.CreateSet.Set.ID
	if s.CreateSet.Set.Name != name+" DJ" {
		t.Fatalf("generated set name = %q", s.CreateSet.Set.Name)
	}
	return ids
}

// The Core team sees drafts through the visitors' queries, flagged published: false; visitors
// (anonymous or signed in) do not; archived items are hidden from everyone.
func TestAdminDraftsVisibleToCoreTeamOnly(t *testing.T) {
	t.Parallel()
	w := newAdminWorld(t)
	ids := adminDraft(t, w.admin, "Draft Fest", false)
	const q = `query($e: ID!) { festivals { edges { node { slug published } } }
		festival(slug: "draft-fest") { published edition(slug: "e") { published sets { totalCount } timetable { id } } }
		node(id: $e) { id ... on Edition { published } } }`
	for _, a := range w.actors() {
		var got struct {
			Festivals struct {
				Edges []struct{ Node struct{ Slug string } }
			}
			Festival *struct {
				Published bool
				Edition   *struct {
					Published bool
					Sets      struct{ TotalCount int }
					Timetable []struct{ ID string }
				}
			}
			Node *struct{ ID string }
		}
		ok(t, a.run(t, q, map[string]any{"e": ids["edition"]}), &got)
		core := a.name == "moderator" || a.name == "admin" || a.name == "super"
		if core {
			if len(got.Festivals.Edges) != 1 || got.Festival == nil || got.Festival.Published || got.Festival.Edition == nil ||
				got.Festival.Edition.Published || got.Festival.Edition.Sets.TotalCount != 1 || len(got.Festival.Edition.Timetable) != 1 || got.Node == nil {
				t.Errorf("%s does not see the draft: %+v", a.name, got)
			}
		} else if len(got.Festivals.Edges) != 0 || got.Festival != nil || got.Node != nil {
			t.Errorf("%s sees the draft: %+v", a.name, got)
		}
	}
	// Archived: gone for everyone, admins included.
	ok(t, w.admin.run(t, `mutation($s: ID!) { archiveSet(input: {setId: $s}) { archivedSetId } }`, map[string]any{"s": ids["set"]}), nil)
	var set struct{ Node *struct{ ID string } }
	ok(t, w.admin.run(t, `query($s: ID!) { node(id: $s) { id } }`, map[string]any{"s": ids["set"]}), &set)
	if set.Node != nil {
		t.Errorf("an archived set is still visible to an admin")
	}
	ok(t, w.admin.run(t, `mutation($f: ID!) { deleteFestival(input: {festivalId: $f}) { deletedFestivalId } }`, map[string]any{"f": ids["festival"]}), nil)
	var fest struct{ Festival *struct{ ID string } }
	ok(t, w.admin.run(t, `{ festival(slug: "draft-fest") { id } }`, nil), &fest)
	if fest.Festival != nil {
		t.Errorf("a deleted festival is still visible to an admin")
	}
	var archived []bool
	if err := w.store.DB.NewRaw(`SELECT archived FROM festival_editions UNION ALL SELECT archived FROM sets`).Scan(t.Context(), &archived); err != nil {
		t.Fatal(err)
	}
	for _, a := range archived {
		if !a {
			t.Errorf("deleting the festival left an edition or set unarchived")
		}
	}
}

// A set created by an admin reaches a visitor's open subscription, and so does its archiving,
// flagged archived: true so the client removes it, and carrying nothing else of the set.
func TestAdminSetChangesReachSubscribers(t *testing.T) {
	w := newAdminWorld(t)
	ids := adminDraft(t, w.admin, "Live Fest", true)
	c := dialWS(t, w.s.URL, "")
	subscribe(t, c, "1", `subscription($e: ID!) { setUpdated(editionId: $e) { id name archived artists { name } } }`,
		map[string]any{"e": ids["edition"]})
	w.s.waitSubscriptions(t, 1) // the subscription is registered with the hub

	var created struct {
		CreateSet struct{ Set struct{ ID string } }
	}
	ok(t, w.moderator.run(t, `mutation($e: ID!, $a: ID!) { createSet(input: {editionId: $e, artistIds: [$a], name: " Sunrise "}) { set { id } } }`,
		map[string]any{"e": ids["edition"], "a": ids["artist"]}), &created)
	setID := created.CreateSet.Set.ID
	ev := nextSetEvent(t, c)
	if ev.ID == ids["set"] { // the draft's own set, created just before subscribing, may come late
		ev = nextSetEvent(t, c)
	}
	if ev.ID != setID || ev.Name != "Sunrise" || ev.Archived || len(ev.Artists) != 1 {
		t.Fatalf("created set event = %+v", ev)
	}
	ok(t, w.moderator.run(t, `mutation($s: ID!) { archiveSet(input: {setId: $s}) { archivedSetId } }`, map[string]any{"s": setID}), nil)
	ev = nextSetEvent(t, c)
	if ev.ID != setID || !ev.Archived || ev.Name != "" || len(ev.Artists) != 0 {
		t.Fatalf("archived set event = %+v, want only its id and archived", ev)
	}
}

type setEvent struct {
	ID, Name string
	Archived bool
	Artists  []struct{ Name string }
}

func nextSetEvent(t *testing.T, c *websocket.Conn) setEvent {
	t.Helper()
	m := nextOf(t, c, "next")
	var p struct {
		Data struct{ SetUpdated setEvent }
	}
	if err := json.Unmarshal(m.Payload, &p); err != nil {
		t.Fatal(err)
	}
	return p.Data.SetUpdated
}
