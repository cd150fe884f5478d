package app

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/csvimport"
	"festival/internal/db"
	"festival/internal/testdb"
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

// settleLineup waits until the transactions that wrote the lineup have ended (the snapshot's
// xmin is past their stamps): a sync then resends nothing it gave before (lineup.Watermark).
func settleLineup(t *testing.T, store *db.DB) {
	t.Helper()
	for range 600 {
		var past bool
		err := store.NewRaw(`SELECT pg_snapshot_xmin(pg_current_snapshot()) > greatest(
			(SELECT changed_xid FROM sets ORDER BY changed_xid DESC LIMIT 1),
			(SELECT changed_xid FROM timetable_removals ORDER BY changed_xid DESC LIMIT 1))`).Scan(context.Background(), &past)
		if err != nil {
			t.Fatal(err)
		}
		if past {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("a transaction of the cluster kept running for a minute")
}

// Through the API: a draft edition's timetable sync is the Core team's only; after an admin's
// edit, a sync with the watermark brings that set alone, and after an archive only its id.
func TestTimetableSyncThroughAPI(t *testing.T) {
	w := newAdminWorld(t)
	ids := adminDraft(t, w.admin, "Draft Sync Fest", false)
	syncAs := func(a actor, since any) timetableSync {
		t.Helper()
		settleLineup(t, w.store)
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

// A sync with nothing new is small whatever the lineup: lineup-large (600 sets) imported, the
// SPA's selection of the whole timetable against a sync after its watermark, in bytes.
func TestTimetableSyncSizeLineupLarge(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	ctx := context.Background()
	var edition uuid.UUID
	if err := store.NewRaw(`WITH f AS (INSERT INTO festivals (name, slug, published) VALUES ('Large', 'large', true) RETURNING id)
		INSERT INTO festival_editions (festival_id, name, slug, year, time_zone, published)
		SELECT id, 'Large 2026', '2026', 2026, 'UTC', true FROM f RETURNING id`).Scan(ctx, &edition); err != nil {
		t.Fatal(err)
	}
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	to, err := im.Edition(ctx, edition)
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []csvimport.Kind{csvimport.Stages, csvimport.Sets} {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "lineup-large", string(kind)+".csv"))
		if err != nil {
			t.Fatal(err)
		}
		p, err := im.Preview(ctx, kind, to, data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := im.Apply(ctx, kind, to, string(kind)+".csv", data, p.Token); err != nil {
			t.Fatal(err)
		}
	}
	s := startServer(t, map[string]string{"DATABASE_URL": url})
	const fields = `id slug name timeStart timeEnd myVote stage { id name }`
	size := func(query string, vars map[string]any) (int, gqlResponse) {
		t.Helper()
		resp, err := http.DefaultClient.Do(graphqlRequest(s, query, vars))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		var out gqlResponse
		if err := json.Unmarshal(raw, &out); err != nil || len(out.Errors) > 0 {
			t.Fatalf("%s: %v %+v", raw, err, out.Errors)
		}
		return len(raw), out
	}
	full, _ := size(`{ festival(slug: "large") { edition(slug: "2026") { timetable { `+fields+` } } } }`, nil)
	const sync = `query($since: String) { festival(slug: "large") { edition(slug: "2026") {
		timetableChanges(since: $since) { watermark complete removedSetIds sets { ` + fields + ` } } } } }`
	settleLineup(t, store)
	first, r := size(sync, map[string]any{"since": nil})
	var got struct {
		Festival struct {
			Edition struct {
				TimetableChanges struct {
					Watermark string
					Sets      []struct{ ID string }
				}
			}
		}
	}
	mustJSON(t, r.Data, &got)
	if n := len(got.Festival.Edition.TimetableChanges.Sets); n != 600 {
		t.Fatalf("full sync: %d sets, want 600", n)
	}
	settleLineup(t, store)
	none, _ := size(sync, map[string]any{"since": got.Festival.Edition.TimetableChanges.Watermark})
	t.Logf("lineup-large: timetable %d bytes, full sync %d bytes, sync with nothing new %d bytes", full, first, none)
	// 300 bytes of data, plus the cost report every answer carries (extensions.cost, about 90).
	if none > 390 {
		t.Errorf("a sync with nothing new is %d bytes", none)
	}
}
