package csvimport_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"

	"festival/internal/admin"
	"festival/internal/csvimport"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/testclock"
)

// Both writers of the lineup, the admin forms and the CSV import, give the same slugs and the
// same audit entries for the same input.
func TestBothWritersAgree(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	var user uuid.UUID
	if err := store.NewRaw(`INSERT INTO users (email) VALUES ('core@example.org') RETURNING id`).Scan(ctx, &user); err != nil {
		t.Fatal(err)
	}
	ctx = identity.With(ctx, &identity.Viewer{UserID: user, Role: identity.RoleAdmin})
	svc := &admin.Service{DB: store.DB, Now: testclock.Now}
	var stage uuid.UUID
	if err := store.NewRaw(`SELECT id FROM stages WHERE festival_edition_id = ? AND name = 'Main Stage'`, to.ID).Scan(ctx, &stage); err != nil {
		t.Fatal(err)
	}
	// The import writes into a second edition of the same festival, with the same stage.
	var other uuid.UUID
	if err := store.NewRaw(`INSERT INTO festival_editions (festival_id, name, slug, year, time_zone)
		SELECT festival_id, 'Other', 'other', 2027, time_zone FROM festival_editions WHERE id = ? RETURNING id`, to.ID).Scan(ctx, &other); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `INSERT INTO stages (festival_edition_id, name) VALUES (?, 'Main Stage')`, other); err != nil {
		t.Fatal(err)
	}
	target, err := im.Edition(ctx, other)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, slug string }{
		{"Café & Co", "cafe-and-co"},
		{"Łukasz", "lukasz"},
		{"Ünïcode", "unicode"},
		{"東京", "dong-jing"},
	} {
		t.Run(tc.slug, func(t *testing.T) {
			a, err := svc.CreateArtist(ctx, admin.ArtistInput{Name: tc.name})
			if err != nil {
				t.Fatal(err)
			}
			set, err := svc.CreateSet(ctx, to.ID, admin.SetInput{ArtistIDs: []uuid.UUID{a.ID}, Name: &tc.name, StageID: &stage})
			if err != nil {
				t.Fatal(err)
			}
			if a.Slug != tc.slug || set.Slug != tc.slug {
				t.Fatalf("admin: artist %q, set %q; want %q", a.Slug, set.Slug, tc.slug)
			}
			adminEntries := entries(t, store, a.ID, set.ID)
			// Archived, the admin's artist leaves its slug free for the import's.
			if err := svc.ArchiveArtist(ctx, a.ID); err != nil {
				t.Fatal(err)
			}
			_, res := runAs(ctx, t, im, csvimport.Sets, target, []byte("artist_names,stage_name\n\""+tc.name+"\",Main Stage\n"))
			if res.Import == nil || res.Import.Created != 1 {
				t.Fatalf("import: %+v", res.Plan.Items)
			}
			var got struct {
				SetID, ArtistID     uuid.UUID
				SetSlug, ArtistSlug string
			}
			if err := store.NewRaw(`SELECT s.id AS set_id, s.slug AS set_slug, a.id AS artist_id, a.slug AS artist_slug
				FROM sets s JOIN set_artists sa ON sa.set_id = s.id JOIN artists a ON a.id = sa.artist_id
				WHERE s.festival_edition_id = ? AND s.name = ?`, other, tc.name).Scan(ctx, &got); err != nil {
				t.Fatal(err)
			}
			if got.ArtistSlug != tc.slug || got.SetSlug != tc.slug {
				t.Fatalf("import: artist %q, set %q; want %q", got.ArtistSlug, got.SetSlug, tc.slug)
			}
			if imported := entries(t, store, got.ArtistID, got.SetID); imported != adminEntries {
				t.Fatalf("audit entries differ:\nadmin  %s\nimport %s", adminEntries, imported)
			}
		})
	}
}

// entries describes the audit entries of an artist and a set: action, entity type, actor,
// whether there is a before, the keys of after and its name and slug.
func entries(t *testing.T, store *db.DB, artist, set uuid.UUID) string {
	t.Helper()
	var rows []struct {
		Action, EntityType string
		ActorID            *uuid.UUID
		Before, After      json.RawMessage
	}
	if err := store.NewRaw(`SELECT action, entity_type, actor_id, before, after FROM audit_log
		WHERE entity_id IN (?, ?) ORDER BY entity_type, created_at`, artist, set).Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	return describe(rows)
}

func describe(rows []struct {
	Action, EntityType string
	ActorID            *uuid.UUID
	Before, After      json.RawMessage
}) string {
	var out []string
	for _, r := range rows {
		var after map[string]any
		_ = json.Unmarshal(r.After, &after)
		keys := make([]string, 0, len(after))
		for k := range after {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		out = append(out, fmt.Sprint(r.Action, " ", r.EntityType, " actor:", boolText(r.ActorID != nil), " before:", boolText(r.Before != nil),
			" after:", strings.Join(keys, ","), " name:", after["name"], " slug:", after["slug"]))
	}
	return strings.Join(out, "; ")
}

func boolText(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
