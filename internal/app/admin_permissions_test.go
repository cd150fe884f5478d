package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/graph/relay"
)

// adminStep is one admin mutation of a content lifecycle: its query, its input (from the ids so
// far) and, on success, the id it makes (key and path in the data).
type adminStep struct {
	name    string
	query   string
	input   func(ids map[string]string) map[string]any
	saveKey string
	save    func(data []byte) string
}

func idAt(path ...string) func([]byte) string {
	return func(data []byte) string {
		var m map[string]any
		_ = jsonUnmarshal(data, &m)
		var cur any = m
		for _, p := range path {
			mm, _ := cur.(map[string]any)
			cur = mm[p]
		}
		s, _ := cur.(string)
		return s
	}
}

// lifecycle is every admin mutation but the logo ones (multipart, tested apart), in an order
// that works: create, change and delete one of everything. Its audit actions are lifecycleAudit.
func lifecycle(tag, genre string) []adminStep {
	in := func(f func(ids map[string]string) map[string]any) func(map[string]string) map[string]any { return f }
	return []adminStep{
		{"createFestival", `mutation($input: CreateFestivalInput!) { createFestival(input: $input) { festival { id slug published } } }`,
			in(func(map[string]string) map[string]any {
				return map[string]any{"name": "Fest " + tag, "description": "About", "websiteUrl": "https://fest.example"}
			}), "festival", idAt("createFestival", "festival", "id")},
		{"updateFestival", `mutation($input: UpdateFestivalInput!) { updateFestival(input: $input) { festival { id slug published } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"festivalId": ids["festival"], "name": "Fest " + tag + " Two", "published": true, "websiteUrl": ""}
			}), "", nil},
		{"createEdition", `mutation($input: CreateEditionInput!) { createEdition(input: $input) { edition { id slug year timeZone } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"festivalId": ids["festival"], "name": "Edition 2026", "year": 2026, "timeZone": "Europe/Amsterdam", "published": true}
			}), "edition", idAt("createEdition", "edition", "id")},
		{"updateEdition", `mutation($input: UpdateEditionInput!) { updateEdition(input: $input) { edition { id location startDate endDate } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"editionId": ids["edition"], "location": "Boom", "startDate": "2026-07-17", "endDate": "2026-07-19"}
			}), "", nil},
		{"createStage", `mutation($input: CreateStageInput!) { createStage(input: $input) { stage { id name } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"editionId": ids["edition"], "name": "  Main  "}
			}),
			"stage", idAt("createStage", "stage", "id")},
		{"renameStage", `mutation($input: RenameStageInput!) { renameStage(input: $input) { stage { id name } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"stageId": ids["stage"], "name": "Mainstage"}
			}), "", nil},
		{"createArtist", `mutation($input: CreateArtistInput!) { createArtist(input: $input) { artist { id slug genres { name } } } }`,
			in(func(map[string]string) map[string]any {
				return map[string]any{"name": "Artist " + tag, "genreIds": []string{genre}, "imageUrl": ""}
			}), "artist", idAt("createArtist", "artist", "id")},
		{"updateArtist", `mutation($input: UpdateArtistInput!) { updateArtist(input: $input) { artist { id spotifyUrl genres { name } } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"artistId": ids["artist"], "spotifyUrl": "https://open.spotify.com/artist/x", "genreIds": []string{}}
			}), "", nil},
		{"createSet", `mutation($input: CreateSetInput!) { createSet(input: $input) { set { id name slug timeStart stage { name } artists { name } } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"editionId": ids["edition"], "artistIds": []string{ids["artist"]}, "stageId": ids["stage"],
					"timeStart": "2026-07-17T20:00", "timeEnd": "2026-07-17T21:30"}
			}), "set", idAt("createSet", "set", "id")},
		{"updateSet", `mutation($input: UpdateSetInput!) { updateSet(input: $input) { set { id name description stage { name } } } }`,
			in(func(ids map[string]string) map[string]any {
				return map[string]any{"setId": ids["set"], "description": "Closing", "stageId": nil}
			}), "", nil},
		{"archiveSet", `mutation($input: ArchiveSetInput!) { archiveSet(input: $input) { archivedSetId } }`,
			in(func(ids map[string]string) map[string]any { return map[string]any{"setId": ids["set"]} }), "", nil},
		{"deleteStage", `mutation($input: DeleteStageInput!) { deleteStage(input: $input) { deletedStageId } }`,
			in(func(ids map[string]string) map[string]any { return map[string]any{"stageId": ids["stage"]} }), "", nil},
		{"archiveArtist", `mutation($input: ArchiveArtistInput!) { archiveArtist(input: $input) { archivedArtistId } }`,
			in(func(ids map[string]string) map[string]any { return map[string]any{"artistId": ids["artist"]} }), "", nil},
		{"deleteEdition", `mutation($input: DeleteEditionInput!) { deleteEdition(input: $input) { deletedEditionId } }`,
			in(func(ids map[string]string) map[string]any { return map[string]any{"editionId": ids["edition"]} }), "", nil},
		{"deleteFestival", `mutation($input: DeleteFestivalInput!) { deleteFestival(input: $input) { deletedFestivalId } }`,
			in(func(ids map[string]string) map[string]any { return map[string]any{"festivalId": ids["festival"]} }), "", nil},
	}
}

var lifecycleAudit = []string{"festival.create", "festival.update", "edition.create", "edition.update", "stage.create",
	"stage.rename", "artist.create", "artist.update", "set.create", "set.update", "set.archive", "stage.delete",
	"artist.archive", "edition.delete", "festival.delete"}

func (w adminWorld) genre(t *testing.T) string {
	t.Helper()
	id := uuid.New()
	w.exec(t, `INSERT INTO music_genres (id, name) VALUES (?, ?)`, id, "Genre "+id.String()[:8])
	return relay.ID(relay.TypeGenre, id)
}

// Every admin mutation as anonymous, a plain user, a moderator, an admin and a super_admin:
// the first two are refused (UNAUTHENTICATED, FORBIDDEN) with nothing written; the three
// Core team roles may run the whole content lifecycle, and each of their writes leaves exactly
// its audit entry, by them.
func TestAdminPermissionMatrix(t *testing.T) {
	t.Parallel()
	w := newAdminWorld(t)
	genre := w.genre(t)

	// A fixture to aim the refused calls at: everything created (by the super admin), nothing deleted.
	fixture := map[string]string{}
	for _, st := range lifecycle("fixture", genre)[:10] {
		r := w.sup.run(t, st.query, map[string]any{"input": st.input(fixture)})
		ok(t, r, nil)
		if st.saveKey != "" {
			fixture[st.saveKey] = st.save(r.Data)
		}
	}

	for _, a := range []struct {
		who  actor
		code string
	}{{w.anon, "UNAUTHENTICATED"}, {w.user, "FORBIDDEN"}} {
		before := w.auditCount(t)
		for _, st := range lifecycle("refused", genre) {
			r := a.who.run(t, st.query, map[string]any{"input": st.input(fixture)})
			if r.code(0) != a.code {
				t.Errorf("%s as %s: %s %+v, want %s", st.name, a.who.name, r.Data, r.Errors, a.code)
			}
		}
		for _, q := range []string{`{ auditLog { edges { node { id } } } }`, `{ artists { edges { node { id } } } }`} {
			if r := a.who.run(t, q, nil); r.code(0) != a.code {
				t.Errorf("%s as %s: %+v, want %s", q, a.who.name, r.Errors, a.code)
			}
		}
		if n := w.auditCount(t); n != before {
			t.Errorf("refused calls as %s wrote %d audit entries", a.who.name, n-before)
		}
	}
	var still struct {
		Node *struct{ Name string }
	}
	ok(t, w.sup.run(t, `query($id: ID!) { node(id: $id) { ... on Festival { name } } }`, map[string]any{"id": fixture["festival"]}), &still)
	if still.Node == nil || still.Node.Name != "Fest fixture Two" {
		t.Fatalf("the fixture festival changed: %+v", still.Node)
	}

	for _, a := range []actor{w.moderator, w.admin, w.sup} {
		ids := map[string]string{}
		var start time.Time
		if err := w.store.DB.QueryRow(`SELECT clock_timestamp()`).Scan(&start); err != nil {
			t.Fatal(err)
		}
		for _, st := range lifecycle(a.name, genre) {
			r := a.run(t, st.query, map[string]any{"input": st.input(ids)})
			if len(r.Errors) > 0 {
				t.Fatalf("%s as %s: %+v", st.name, a.name, r.Errors)
			}
			if st.saveKey != "" {
				if ids[st.saveKey] = st.save(r.Data); ids[st.saveKey] == "" {
					t.Fatalf("%s as %s: no id in %s", st.name, a.name, r.Data)
				}
			}
		}
		// Every write left its audit entry, by this actor, with before and after as the action needs.
		rows, err := w.store.DB.Query(`SELECT al.action, al.before IS NOT NULL, al.after IS NOT NULL FROM audit_log al
			JOIN users u ON u.id = al.actor_id WHERE u.email = ? AND al.created_at > ? ORDER BY al.created_at, al.id`,
			a.name+"@example.com", start)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for rows.Next() {
			var action string
			var hasBefore, hasAfter bool
			if err := rows.Scan(&action, &hasBefore, &hasAfter); err != nil {
				t.Fatal(err)
			}
			created := strings.HasSuffix(action, ".create")
			if hasBefore == created || !hasAfter {
				t.Errorf("%s by %s: before %v after %v", action, a.name, hasBefore, hasAfter)
			}
			got = append(got, action)
		}
		rows.Close()
		if fmt.Sprint(got) != fmt.Sprint(lifecycleAudit) {
			t.Errorf("audit of %s = %v\nwant %v", a.name, got, lifecycleAudit)
		}
		// The Core team reads the log, newest first; actors' e-mail addresses only those who may
		// read admin roles.
		wantEmail := a.name + "@example.com"
		if a.name == "moderator" {
			wantEmail = ""
		}
		var log struct {
			AuditLog struct {
				Edges []struct {
					Node struct{ Action, EntityType, EntityID, ActorEmail, After string }
				}
			}
		}
		ok(t, a.run(t, `{ auditLog(first: 1) { edges { node { action entityType entityId actorEmail after } } } }`, nil), &log)
		if len(log.AuditLog.Edges) != 1 || log.AuditLog.Edges[0].Node.Action != "festival.delete" ||
			log.AuditLog.Edges[0].Node.EntityID != ids["festival"] || log.AuditLog.Edges[0].Node.ActorEmail != wantEmail ||
			!strings.Contains(log.AuditLog.Edges[0].Node.After, `"archived": true`) {
			t.Errorf("audit log as %s = %+v", a.name, log.AuditLog.Edges)
		}
	}
}
