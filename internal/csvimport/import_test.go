package csvimport_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"festival/internal/apperr"
	"festival/internal/csvimport"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/testdb"
)

const shared = "../../testdata"

// edition makes a festival with one edition in Europe/Berlin holding a "Main Stage" and an
// archived "Café Bühne", and returns its id.
func edition(t *testing.T, store *db.DB) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	err := store.NewRaw(`WITH f AS (INSERT INTO festivals (name, slug) VALUES ('Imp', 'imp') RETURNING id)
		INSERT INTO festival_editions (festival_id, name, slug, year, time_zone)
		SELECT id, 'Imp 2026', '2026', 2026, 'Europe/Berlin' FROM f RETURNING id`).Scan(context.Background(), &id)
	if err != nil {
		t.Fatal(err)
	}
	_, err = store.ExecContext(context.Background(), `INSERT INTO stages (festival_edition_id, name, archived)
		VALUES (?, 'Main Stage', false), (?, 'Café Bühne', true)`, id, id)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func importFile(t *testing.T, im *csvimport.Importer, kind csvimport.Kind, to *csvimport.Target, path string) (*csvimport.Summary, error) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return im.Import(context.Background(), kind, to, f)
}

// counts reads the row counts of every table an import touches (and the archived ones).
func counts(t *testing.T, store *db.DB) string {
	t.Helper()
	var out string
	err := store.NewRaw(`SELECT concat_ws(' ',
		'stages', (SELECT count(*) FROM stages), (SELECT count(*) FROM stages WHERE archived),
		'sets', (SELECT count(*) FROM sets), (SELECT count(*) FROM sets WHERE archived),
		'artists', (SELECT count(*) FROM artists), 'links', (SELECT count(*) FROM set_artists),
		'tallies', (SELECT count(*) FROM set_tallies),
		'audit', (SELECT string_agg(action || '=' || n, ',' ORDER BY action) FROM (SELECT action, count(*) AS n FROM audit_log GROUP BY action) a))`).Scan(context.Background(), &out)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func setup(t *testing.T) (*db.DB, *csvimport.Importer, *csvimport.Target) {
	t.Helper()
	store := testdb.Open(t)
	id := edition(t, store)
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	to, err := im.Edition(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return store, im, to
}

func TestImportEdgeCases(t *testing.T) {
	store, im, to := setup(t)
	dir := filepath.Join(shared, "import-edge-cases")
	ctx := context.Background()

	// stages-crlf-dupes.csv: exactly Main Stage, Forest Stage and Café Bühne; the archived Café
	// Bühne comes back; no duplicates.
	s, err := importFile(t, im, csvimport.Stages, to, filepath.Join(dir, "stages-crlf-dupes.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Rows != 4 || s.Created != 1 || s.Updated != 1 || s.Unchanged != 2 || len(s.Errors) != 0 {
		t.Fatalf("stages summary %+v", s)
	}
	var stages []string
	if err := store.NewRaw(`SELECT name FROM stages WHERE festival_edition_id = ? AND NOT archived ORDER BY name`, to.ID).Scan(ctx, &stages); err != nil {
		t.Fatal(err)
	}
	if strings.Join(stages, "|") != "Café Bühne|Forest Stage|Main Stage" {
		t.Fatalf("stages = %q", stages)
	}
	if c := counts(t, store); !strings.HasSuffix(c, "audit stage.import=2") {
		t.Fatalf("audit of the stages import: %s", c)
	}

	// sets-wrong-header.csv: refused as a whole, naming the missing columns; nothing written.
	before := counts(t, store)
	_, err = importFile(t, im, csvimport.Sets, to, filepath.Join(dir, "sets-wrong-header.csv"))
	if e, ok := apperr.As(err); !ok || e.Code != apperr.BadUserInput || !strings.Contains(e.Message, "missing required columns: artist_names, stage_name") {
		t.Fatalf("wrong header: %v", err)
	}
	if after := counts(t, store); after != before {
		t.Fatalf("the refused file wrote: %s -> %s", before, after)
	}

	// sets-mixed.csv: 3 imported, 2 errors (row 2 no artists, row 3 stage not found).
	s, err = importFile(t, im, csvimport.Sets, to, filepath.Join(dir, "sets-mixed.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Imported() != 3 || s.Created != 3 || s.Skipped != 1 || len(s.Errors) != 2 ||
		s.Errors[0].Row != 2 || !strings.Contains(s.Errors[0].Message, "No artists specified") ||
		s.Errors[1].Row != 3 || s.Errors[1].Message != `Stage "Nowhere Stage" not found for set "Glass Tides"` {
		t.Fatalf("sets-mixed summary %+v", s)
	}
	type setRow struct {
		Name        string
		Stage       string
		Description *string
		TimeStart   *time.Time
		Artists     string
	}
	var sets []setRow
	err = store.NewRaw(`SELECT s.name, st.name AS stage, s.description, s.time_start,
			(SELECT string_agg(a.name, '|' ORDER BY sa.position) FROM set_artists sa JOIN artists a ON a.id = sa.artist_id WHERE sa.set_id = s.id) AS artists
		FROM sets s JOIN stages st ON st.id = s.stage_id WHERE s.festival_edition_id = ? ORDER BY s.created_at, s.name`, to.ID).Scan(ctx, &sets)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]setRow{}
	for _, s := range sets {
		byName[s.Name] = s
	}
	zoe, formula, solo := byName["Zoë Tides & Señor Engine"], byName[`=HYPERLINK("http://x")`], byName["Solo Artist"]
	if len(sets) != 3 || zoe.Stage != "Café Bühne" || zoe.Artists != "Zoë Tides|Señor Engine" || zoe.Description == nil || *zoe.Description != "Quoted, with comma" {
		t.Fatalf("sets = %+v", sets)
	}
	if formula.Artists != `=HYPERLINK("http://x")` || formula.TimeStart != nil || formula.Description == nil || *formula.Description != "@SUM(1+1)" {
		t.Fatalf("formula row = %+v", formula)
	}
	if c := counts(t, store); !strings.HasSuffix(c, "audit set.import=3,stage.import=2") {
		t.Fatalf("audit of the sets import: %s", c)
	}
	if solo.TimeStart == nil || !solo.TimeStart.Equal(time.Date(2026, 7, 18, 20, 0, 0, 0, time.UTC)) {
		t.Fatalf("local time row = %+v", solo)
	}

	// sets-minimal-columns.csv: row 1 imports, row 2 (three fields) is a clear per-row error.
	s, err = importFile(t, im, csvimport.Sets, to, filepath.Join(dir, "sets-minimal-columns.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Created != 1 || len(s.Errors) != 1 || s.Errors[0].Row != 2 || s.Errors[0].Line != 3 ||
		!strings.Contains(s.Errors[0].Message, "has 3 fields but the header has 2 columns") {
		t.Fatalf("minimal summary %+v", s)
	}

	// Re-importing every file changes nothing.
	before = counts(t, store)
	for kind, f := range map[csvimport.Kind][]string{csvimport.Stages: {"stages-crlf-dupes.csv"}, csvimport.Sets: {"sets-mixed.csv", "sets-minimal-columns.csv"}} {
		for _, name := range f {
			s, err := importFile(t, im, kind, to, filepath.Join(dir, name))
			if err != nil || s.Created != 0 || s.Updated != 0 {
				t.Fatalf("re-import %s: %+v %v", name, s, err)
			}
		}
	}
	if after := counts(t, store); after != before {
		t.Fatalf("re-import wrote: %s -> %s", before, after)
	}
}

func TestImportLineupsIdempotent(t *testing.T) {
	store, im, small := setup(t)
	ctx := context.Background()
	var otherID uuid.UUID
	err := store.NewRaw(`INSERT INTO festival_editions (festival_id, name, slug, year)
		SELECT festival_id, 'Large', 'large', 2027 FROM festival_editions WHERE id = ? RETURNING id`, small.ID).Scan(ctx, &otherID)
	if err != nil {
		t.Fatal(err)
	}
	large, err := im.Edition(ctx, otherID)
	if err != nil {
		t.Fatal(err)
	}
	load := func(lineup string, to *csvimport.Target) *csvimport.Summary {
		t.Helper()
		if _, err := importFile(t, im, csvimport.Stages, to, filepath.Join(shared, lineup, "stages.csv")); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		s, err := importFile(t, im, csvimport.Sets, to, filepath.Join(shared, lineup, "sets.csv"))
		if err != nil || len(s.Errors) != 0 {
			t.Fatalf("%s: %+v %v", lineup, s, err)
		}
		t.Logf("%s: %d set rows in %v", lineup, s.Rows, time.Since(start))
		return s
	}
	if s := load("lineup-small", small); s.Created != 150 {
		t.Fatalf("small: %+v", s)
	}
	if s := load("lineup-large", large); s.Created != 600 {
		t.Fatalf("large: %+v", s)
	}
	var n int
	if err := store.NewRaw(`SELECT count(*) FROM sets WHERE festival_edition_id = ? AND NOT archived`, large.ID).Scan(ctx, &n); err != nil || n != 600 {
		t.Fatalf("%d sets in the large edition (%v), want 600", n, err)
	}
	full := counts(t, store)
	// Archive two sets: the re-import brings them back and writes nothing else.
	if _, err := store.ExecContext(ctx, `UPDATE sets SET archived = true WHERE id IN (SELECT id FROM sets WHERE festival_edition_id = ? ORDER BY name LIMIT 2)`, large.ID); err != nil {
		t.Fatal(err)
	}
	for _, lineup := range []string{"lineup-small", "lineup-large"} {
		to := map[string]*csvimport.Target{"lineup-small": small, "lineup-large": large}[lineup]
		s := load(lineup, to)
		wantUpdated := map[string]int{"lineup-small": 0, "lineup-large": 2}[lineup]
		if s.Created != 0 || s.Updated != wantUpdated || s.Imported() != s.Rows {
			t.Fatalf("re-import %s: %+v", lineup, s)
		}
	}
	// The two sets brought back are the only audit entries the re-import adds.
	if again := counts(t, store); again != strings.Replace(full, "set.import=750", "set.import=752", 1) {
		t.Fatalf("re-import changed row counts: %s -> %s", full, again)
	}
}

// TestImportNotifiesLiveUpdates: each imported set is published on set_changed with its edition.
func TestImportNotifiesLiveUpdates(t *testing.T) {
	store, im, to := setup(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, store.Pool.Config().ConnString())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN set_changed"); err != nil {
		t.Fatal(err)
	}
	s, err := im.Import(ctx, csvimport.Sets, to, strings.NewReader("artist_names,stage_name\nA,Main Stage\nB,Main Stage\n"))
	if err != nil || s.Created != 2 {
		t.Fatalf("%+v %v", s, err)
	}
	var ids []uuid.UUID
	if err := store.NewRaw(`SELECT id FROM sets ORDER BY name`).Scan(ctx, &ids); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n.Payload != to.ID.String()+" "+id.String() {
			t.Fatalf("payload %q, want set %s", n.Payload, id)
		}
	}
}

func TestImportPermissions(t *testing.T) {
	store := testdb.Open(t)
	id := edition(t, store)
	im := &csvimport.Importer{DB: store.DB}
	for role, want := range map[string]string{"": apperr.Forbidden, "moderator": "", "admin": "", "super_admin": ""} {
		ctx := identity.With(context.Background(), &identity.Viewer{UserID: uuid.New(), Role: role})
		_, err := im.Edition(ctx, id)
		if apperr.CodeOf(err) != want && !(want == "" && err == nil) {
			t.Errorf("role %q: %v", role, err)
		}
	}
	if _, err := im.Edition(context.Background(), id); apperr.CodeOf(err) != apperr.Unauthenticated {
		t.Errorf("anonymous: %v", err)
	}
}
