package csvimport_test

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"

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

func read(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// run previews data and applies it with the preview's token; it fails the test on an error.
func run(t *testing.T, im *csvimport.Importer, kind csvimport.Kind, to *csvimport.Target, data []byte) (*csvimport.Plan, *csvimport.Result) {
	t.Helper()
	return runAs(context.Background(), t, im, kind, to, data)
}

// runAs is run with ctx (its viewer).
func runAs(ctx context.Context, t *testing.T, im *csvimport.Importer, kind csvimport.Kind, to *csvimport.Target, data []byte) (*csvimport.Plan, *csvimport.Result) {
	t.Helper()
	p, err := im.Preview(ctx, kind, to, data)
	if err != nil {
		t.Fatalf("preview: %v", err)
	}
	res, err := im.Apply(ctx, kind, to, "test.csv", data, p.Token)
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	return p, res
}

// tables reads the row count of every table of the database, and the audit entries by action.
func tables(t *testing.T, store *db.DB) string {
	t.Helper()
	ctx := context.Background()
	var names []string
	if err := store.NewRaw(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'
		AND table_type = 'BASE TABLE' ORDER BY table_name`).Scan(ctx, &names); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, n := range names {
		var c int
		if err := store.NewRaw("SELECT count(*) FROM ?", bun.Ident(n)).Scan(ctx, &c); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s=%d ", n, c)
	}
	var audit string
	if err := store.NewRaw(`SELECT coalesce(string_agg(action || '=' || n, ',' ORDER BY action), '') FROM
		(SELECT action, count(*) AS n FROM audit_log GROUP BY action) a`).Scan(ctx, &audit); err != nil {
		t.Fatal(err)
	}
	return b.String() + "audit " + audit
}

// content reads every column of the edition's stages and sets, their links and artists.
func content(t *testing.T, store *db.DB, edition uuid.UUID) string {
	t.Helper()
	var out string
	err := store.NewRaw(`SELECT concat_ws(E'\n',
		(SELECT string_agg(to_jsonb(st)::text, E'\n' ORDER BY st.id) FROM stages st WHERE festival_edition_id = ?),
		(SELECT string_agg(to_jsonb(s)::text, E'\n' ORDER BY s.id) FROM sets s WHERE festival_edition_id = ?),
		(SELECT string_agg(to_jsonb(sa)::text, E'\n' ORDER BY sa.set_id, sa.artist_id) FROM set_artists sa),
		(SELECT string_agg(to_jsonb(a)::text, E'\n' ORDER BY a.id) FROM artists a))`, edition, edition).Scan(context.Background(), &out)
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

func outcomes(p *csvimport.Plan) string {
	var out []string
	for _, it := range p.Items {
		out = append(out, fmt.Sprintf("%d:%s", it.Row, it.Outcome))
	}
	return strings.Join(out, " ")
}

func TestImportEdgeCases(t *testing.T) {
	store, im, to := setup(t)
	dir := filepath.Join(shared, "import-edge-cases")
	ctx := context.Background()

	// stages-crlf-dupes.csv: exactly Main Stage, Forest Stage and Café Bühne; the archived Café
	// Bühne comes back; no duplicates.
	p, res := run(t, im, csvimport.Stages, to, read(t, filepath.Join(dir, "stages-crlf-dupes.csv")))
	if p.Rows != 4 || p.Created != 1 || p.Changed != 1 || p.Unchanged != 2 || p.Errors != 0 || res.Import == nil {
		t.Fatalf("stages plan %+v", p)
	}
	var stages []string
	if err := store.NewRaw(`SELECT name FROM stages WHERE festival_edition_id = ? AND NOT archived ORDER BY name`, to.ID).Scan(ctx, &stages); err != nil {
		t.Fatal(err)
	}
	if strings.Join(stages, "|") != "Café Bühne|Forest Stage|Main Stage" {
		t.Fatalf("stages = %q", stages)
	}
	if c := tables(t, store); !strings.HasSuffix(c, "audit import.apply=1,stage.create=2") {
		t.Fatalf("audit of the stages import: %s", c)
	}

	// sets-wrong-header.csv: refused as a whole, naming the missing columns; nothing written.
	before := tables(t, store)
	_, err := im.Preview(ctx, csvimport.Sets, to, read(t, filepath.Join(dir, "sets-wrong-header.csv")))
	if e, ok := apperr.As(err); !ok || e.Code != apperr.BadUserInput || !strings.Contains(e.Message, "missing required columns: artist_names, stage_name") {
		t.Fatalf("wrong header: %v", err)
	}

	// sets-mixed.csv: rows 2 (no artists) and 3 (stage not found) fail, so nothing is applied.
	mixed := read(t, filepath.Join(dir, "sets-mixed.csv"))
	p, res = run(t, im, csvimport.Sets, to, mixed)
	if outcomes(p) != "1:created 2:error 3:error 4:created 5:created" || res.Import != nil ||
		!strings.HasPrefix(p.Items[1].Error, "artist_names: ") ||
		p.Items[2].Error != "stage_name: no stage 'Nowhere Stage' in this edition; import it first or check the spelling" {
		t.Fatalf("sets-mixed plan %s %+v", outcomes(p), p.Items)
	}
	if after := tables(t, store); after != before {
		t.Fatalf("a file with failing rows wrote: %s -> %s", before, after)
	}
	// Without its two bad rows, the file applies: 3 sets.
	lines := strings.Split(string(mixed), "\n")
	fixed := []byte(strings.Join(append(lines[:2:2], lines[4:]...), "\n"))
	p, res = run(t, im, csvimport.Sets, to, fixed)
	if p.Created != 3 || p.Errors != 0 || res.Import == nil || res.Import.Created != 3 {
		t.Fatalf("fixed sets-mixed: %+v", p)
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
	if solo.TimeStart == nil || !solo.TimeStart.Equal(time.Date(2026, 7, 18, 20, 0, 0, 0, time.UTC)) {
		t.Fatalf("local time row = %+v", solo)
	}
	// One audit entry per created row (4 artists, 3 sets) and one for the import.
	if c := tables(t, store); !strings.HasSuffix(c, "audit artist.create=4,import.apply=2,set.create=3,stage.create=2") {
		t.Fatalf("audit of the sets import: %s", c)
	}

	// sets-minimal-columns.csv: row 2 (three fields) is a clear per-row error; nothing applied.
	p, res = run(t, im, csvimport.Sets, to, read(t, filepath.Join(dir, "sets-minimal-columns.csv")))
	if p.Created != 1 || p.Errors != 1 || p.Items[1].Line != 3 || res.Import != nil ||
		!strings.Contains(p.Items[1].Error, "has 3 fields but the header has 2 columns") {
		t.Fatalf("minimal plan %+v", p)
	}

	// Re-importing the applied files changes nothing.
	before = tables(t, store)
	for kind, data := range map[csvimport.Kind][]byte{csvimport.Stages: read(t, filepath.Join(dir, "stages-crlf-dupes.csv")), csvimport.Sets: fixed} {
		p, err := im.Preview(ctx, kind, to, data)
		if err != nil || p.Created != 0 || p.Changed != 0 || p.Unchanged != p.Rows {
			t.Fatalf("re-import %s: %+v %v", kind, p, err)
		}
	}
	if after := tables(t, store); after != before {
		t.Fatalf("re-import wrote: %s -> %s", before, after)
	}
}

// A re-import whose optional cells are blank, or whose optional columns are absent, keeps every
// stored value: nothing is written, not even an import record.
func TestReimportKeepsBlankAndAbsent(t *testing.T) {
	store, im, to := setup(t)
	full := []byte("artist_names,stage_name,name,time_start,time_end,description\n" +
		"Ada,Main Stage,Opening,2026-07-18T20:00,2026-07-18T21:00,The first one\n" +
		"\"Bo, Cy\",Main Stage,,2026-07-18T21:30,2026-07-18T23:00,Two of them\n")
	run(t, im, csvimport.Sets, to, full)
	stored := content(t, store, to.ID)
	for name, data := range map[string]string{
		"blank cells":    "artist_names,stage_name,name,time_start,time_end,description\nAda,Main Stage,Opening,,,\n\"Bo, Cy\",Main Stage,,  ,,\n",
		"absent columns": "artist_names,stage_name,name\nAda,Main Stage,Opening\n\"Bo, Cy\",Main Stage,\n",
		"fewer artists":  "stage_name,artist_names,name\nMain Stage,Bo,Bo & Cy\n",
	} {
		p, res := run(t, im, csvimport.Sets, to, []byte(data))
		if p.Errors != 0 || p.Changed != 0 || p.Created != 0 || res.Import != nil {
			t.Errorf("%s: %s %+v", name, outcomes(p), p.Items)
		}
		if got := content(t, store, to.ID); got != stored {
			t.Fatalf("%s changed the lineup:\n%s\n->\n%s", name, stored, got)
		}
	}
	var imports int
	if err := store.NewRaw(`SELECT count(*) FROM imports`).Scan(context.Background(), &imports); err != nil || imports != 1 {
		t.Fatalf("%d imports recorded (%v), want only the first", imports, err)
	}
}

// A row failing while it is written (here a trigger refuses one set's update, after the file's
// new artists and sets were inserted) rolls the whole file back.
func TestApplyRollsBackOnAWriteFailure(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name\nAda,Main Stage,Target\n"))
	if _, err := store.ExecContext(ctx, `CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN RAISE EXCEPTION 'boom'; END $$;
		CREATE TRIGGER refuse_boom BEFORE UPDATE ON sets FOR EACH ROW WHEN (NEW.description = 'boom') EXECUTE FUNCTION refuse_boom()`); err != nil {
		t.Fatal(err)
	}
	before := tables(t, store)
	data := []byte("artist_names,stage_name,name,description\nNew One,Main Stage,Fresh,\nAda,Main Stage,Target,boom\n")
	p, err := im.Preview(ctx, csvimport.Sets, to, data)
	if err != nil || p.Created != 1 || p.Changed != 1 {
		t.Fatalf("%+v %v", p, err)
	}
	if _, err := im.Apply(ctx, csvimport.Sets, to, "x.csv", data, p.Token); err == nil {
		t.Fatal("the refused write was not reported")
	}
	if after := tables(t, store); after != before {
		t.Fatalf("a failed apply left rows: %s -> %s", before, after)
	}
}

// A preview writes nothing, whatever the file would do.
func TestPreviewWritesNothing(t *testing.T) {
	store, im, to := setup(t)
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,description\nAda,Main Stage,old\n"))
	before := tables(t, store)
	p, err := im.Preview(context.Background(), csvimport.Sets, to, []byte(
		"artist_names,stage_name,description,time_start\nAda,Main Stage,new,2026-07-18T20:00\nNew Person,Main Stage,,\nX,Main Stage,,2026-07-18T25:00\n"))
	if err != nil {
		t.Fatal(err)
	}
	if outcomes(p) != "1:changed 2:created 3:error" || len(p.Items[0].Changes) != 2 ||
		p.Items[0].Changes[0].Field != "description" || *p.Items[0].Changes[0].Before != "old" || *p.Items[0].Changes[0].After != "new" ||
		p.Items[0].Changes[1].Field != "time_start" || p.Items[0].Changes[1].Before != nil || *p.Items[0].Changes[1].After != "2026-07-18T20:00" ||
		!strings.HasPrefix(p.Items[2].Error, "time_start: '2026-07-18T25:00' is not a time; use YYYY-MM-DDTHH:MM") {
		t.Fatalf("plan %s %+v", outcomes(p), p.Items)
	}
	if after := tables(t, store); after != before {
		t.Fatalf("preview wrote: %s -> %s", before, after)
	}
}

// Apply is all or nothing, and refuses a file or lineup changed since the preview.
func TestApplyAllOrNothingAndToken(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	good := []byte("artist_names,stage_name\nAda,Main Stage\nBo,Main Stage\n")
	bad := []byte("artist_names,stage_name,time_end\nAda,Main Stage,\nBo,Main Stage,soon\n")
	before := tables(t, store)
	p, res := run(t, im, csvimport.Sets, to, bad)
	if res.Import != nil || p.Errors != 1 || p.Items[1].Error == "" || p.Items[0].Outcome != csvimport.Created {
		t.Fatalf("bad file: %+v", p)
	}
	if after := tables(t, store); after != before {
		t.Fatalf("a file with a bad row wrote: %s -> %s", before, after)
	}
	// The good file's preview token does not apply another file.
	pg, err := im.Preview(ctx, csvimport.Sets, to, good)
	if err != nil {
		t.Fatal(err)
	}
	other := []byte("artist_names,stage_name\nAda,Main Stage\nCy,Main Stage\n")
	if _, err := im.Apply(ctx, csvimport.Sets, to, "x.csv", other, pg.Token); apperr.CodeOf(err) != apperr.Conflict {
		t.Fatalf("another file: %v", err)
	}
	if _, err := im.Apply(ctx, csvimport.Stages, to, "x.csv", good, pg.Token); err == nil {
		t.Fatal("the token of a sets file applied as stages")
	}
	// Nor a lineup changed since: Ada now exists.
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name\nAda,Main Stage\n"))
	_, err = im.Apply(ctx, csvimport.Sets, to, "x.csv", good, pg.Token)
	if e, ok := apperr.As(err); !ok || e.Code != apperr.Conflict || e.Message != csvimport.MsgStale {
		t.Fatalf("changed lineup: %v", err)
	}
}

func TestUndo(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name,time_start,description\n"+
		"Ada,Main Stage,Opening,2026-07-18T20:00,first\nBo,Main Stage,Second,,\n"))
	stored := content(t, store, to.ID)
	if last, err := im.LastImport(ctx, to.ID); err != nil || last == nil {
		t.Fatalf("last import: %v %v", last, err)
	}
	// The next import changes Opening, adds an artist to Second and creates two sets.
	_, res := run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name,time_start,description\n"+
		"Ada,Main Stage,Opening,2026-07-18T20:30,changed\n\"Bo, Newbie\",Main Stage,Second,,\nVoted,Main Stage,Voted Set,,\nGone,Main Stage,Gone Set,,\n"))
	if res.Import == nil || res.Import.Created != 2 || res.Import.Changed != 2 {
		t.Fatalf("second import: %+v", res.Plan)
	}
	var user uuid.UUID
	if err := store.NewRaw(`INSERT INTO users (email) VALUES ('v@example.org') RETURNING id`).Scan(ctx, &user); err != nil {
		t.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `INSERT INTO votes (user_id, set_id, vote_type) SELECT ?, id, 1 FROM sets WHERE name = 'Voted Set'`, user); err != nil {
		t.Fatal(err)
	}
	u, err := im.Undo(ctx, res.Import.ID)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(u.Kept, "|") != "Voted Set" || u.Import.UndoneAt == nil ||
		u.Restored != 3 || u.ArtistsArchived != 2 ||
		csvimport.UndoMessage(u) != "Import undone: 3 rows restored, 2 new artists archived. Kept 1 set that got votes since: Voted Set." {
		t.Fatalf("undo: %+v", u)
	}
	// Everything is as before but the voted set, and the new artists archived.
	var live []string
	if err := store.NewRaw(`SELECT name FROM sets WHERE festival_edition_id = ? AND NOT archived ORDER BY name`, to.ID).Scan(ctx, &live); err != nil {
		t.Fatal(err)
	}
	if strings.Join(live, "|") != "Opening|Second|Voted Set" {
		t.Fatalf("live sets after undo: %q", live)
	}
	var restored string
	if err := store.NewRaw(`SELECT concat_ws('|', s.description, s.time_start AT TIME ZONE 'UTC',
		(SELECT string_agg(a.name, ',') FROM set_artists sa JOIN artists a ON a.id = sa.artist_id WHERE sa.set_id = s2.id),
		(SELECT string_agg(name || ':' || archived, ',' ORDER BY name) FROM artists WHERE name IN ('Newbie', 'Gone', 'Voted')))
		FROM sets s, sets s2 WHERE s.name = 'Opening' AND s2.name = 'Second'`).Scan(ctx, &restored); err != nil {
		t.Fatal(err)
	}
	if restored != "first|2026-07-18 18:00:00|Bo|Gone:true,Newbie:true,Voted:false" {
		t.Fatalf("restored %q (before: %s)", restored, stored)
	}
	if last, err := im.LastImport(ctx, to.ID); err != nil || last != nil {
		t.Fatalf("last import after undo: %+v %v", last, err)
	}
	if _, err := im.Undo(ctx, res.Import.ID); apperr.CodeOf(err) != apperr.Conflict {
		t.Fatalf("undo twice: %v", err)
	}
	// An import older than 24 hours cannot be undone.
	_, res = run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name\nLate,Main Stage\n"))
	if _, err := store.ExecContext(ctx, `UPDATE imports SET applied_at = now() - interval '25 hours' WHERE id = ?`, res.Import.ID); err != nil {
		t.Fatal(err)
	}
	if last, _ := im.LastImport(ctx, to.ID); last != nil {
		t.Fatalf("a day-old import is undoable: %+v", last)
	}
	if _, err := im.Undo(ctx, res.Import.ID); apperr.CodeOf(err) != apperr.Conflict {
		t.Fatalf("undo of a day-old import: %v", err)
	}
	var actions string
	if err := store.NewRaw(`SELECT string_agg(DISTINCT action, ',' ORDER BY action) FROM audit_log WHERE entity_type = 'Import'`).Scan(ctx, &actions); err != nil || actions != "import.apply,import.undo" {
		t.Fatalf("import audit actions %q %v", actions, err)
	}
}

// Undo counts each row of the file it put back once, and the artists it archived apart: a set
// the file creates and a later row changes is one row restored, not two, and new artists are
// not rows.
func TestUndoCountsWhatItRestored(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name,description\nAda,Main Stage,Opening,first\n"))
	// Opening changed; Twice created by row 2 and changed by row 3; two new artists (Bo, Cy).
	p, res := run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name,description\n"+
		"Ada,Main Stage,Opening,changed\nBo,Main Stage,Twice,\n\"Bo, Cy\",Main Stage,Twice,again\n"))
	if res.Import == nil {
		t.Fatalf("second import: %+v", p.Items)
	}
	var noted int
	if err := store.NewRaw(`SELECT count(*) FROM import_rows WHERE import_id = ? AND entity_type = 'Set'`, res.Import.ID).Scan(ctx, &noted); err != nil {
		t.Fatal(err)
	}
	if noted != 3 {
		t.Fatalf("the import noted %d set rows, want 3 (Opening changed, Twice created and changed): %+v", noted, p.Items)
	}
	u, err := im.Undo(ctx, res.Import.ID)
	if err != nil {
		t.Fatal(err)
	}
	if u.Restored != 2 || u.ArtistsArchived != 2 || len(u.Kept) != 0 {
		t.Fatalf("undo counted %d rows, %d artists, kept %v; want 2 rows (Opening, Twice), 2 artists", u.Restored, u.ArtistsArchived, u.Kept)
	}
	if msg := csvimport.UndoMessage(u); msg != "Import undone: 2 rows restored, 2 new artists archived." {
		t.Fatalf("message %q", msg)
	}
	var live string
	if err := store.NewRaw(`SELECT string_agg(name || ':' || coalesce(description, ''), ',' ORDER BY name) FROM sets
		WHERE festival_edition_id = ? AND NOT archived`, to.ID).Scan(ctx, &live); err != nil {
		t.Fatal(err)
	}
	if live != "Opening:first" {
		t.Fatalf("live sets after undo: %q", live)
	}
	var after string
	if err := store.NewRaw(`SELECT after::text FROM audit_log WHERE action = 'import.undo' AND entity_id = ?`, res.Import.ID).Scan(ctx, &after); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(after, `"restored": 2`) || !strings.Contains(after, `"artists_archived": 2`) {
		t.Fatalf("undo's audit entry: %s", after)
	}
}

func TestImportLineupsIdempotent(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	run(t, im, csvimport.Stages, to, read(t, filepath.Join(shared, "lineup-large", "stages.csv")))
	sets := read(t, filepath.Join(shared, "lineup-large", "sets.csv"))
	start := time.Now()
	p, err := im.Preview(ctx, csvimport.Sets, to, sets)
	if err != nil || p.Created != 600 {
		t.Fatalf("%+v %v", p, err)
	}
	previewed := time.Since(start)
	res, err := im.Apply(ctx, csvimport.Sets, to, "sets.csv", sets, p.Token)
	if err != nil || res.Import == nil {
		t.Fatalf("%+v %v", res, err)
	}
	t.Logf("lineup-large: preview %v, apply %v", previewed, time.Since(start)-previewed)
	full := tables(t, store)
	// Archive two sets: the re-import brings them back and writes nothing else.
	if _, err := store.ExecContext(ctx, `UPDATE sets SET archived = true WHERE id IN (SELECT id FROM sets WHERE festival_edition_id = ? ORDER BY name LIMIT 2)`, to.ID); err != nil {
		t.Fatal(err)
	}
	p, res = run(t, im, csvimport.Sets, to, sets)
	if p.Created != 0 || p.Changed != 2 || p.Unchanged != 598 || res.Import == nil {
		t.Fatalf("re-import: %s", outcomes(p))
	}
	if again := tables(t, store); !strings.HasSuffix(again, "set.create=600,set.restore=2,stage.create=5") ||
		strings.Replace(strings.Replace(full, "imports=2", "imports=3", 1), "import_rows=", "", 1) == "" {
		t.Fatalf("re-import wrote more than bringing back two sets: %s -> %s", full, again)
	}
}

// TestImportNotifiesLiveUpdates: each imported set is published on set_changed with its edition
// (by the database's triggers).
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
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name\nA,Main Stage\nB,Main Stage\n"))
	var ids []string
	if err := store.NewRaw(`SELECT id::text FROM sets`).Scan(ctx, &ids); err != nil {
		t.Fatal(err)
	}
	// The triggers announce up to 100 sets of an edition per message.
	var got []string
	for len(got) < len(ids) {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			t.Fatalf("after %q: %v", got, err)
		}
		rest, ok := strings.CutPrefix(n.Payload, to.ID.String()+" ")
		if !ok {
			t.Fatalf("payload %q is not of the edition", n.Payload)
		}
		got = append(got, strings.Fields(rest)...)
	}
	sort.Strings(ids)
	sort.Strings(got)
	if strings.Join(got, ",") != strings.Join(ids, ",") {
		t.Fatalf("notified %q, want %q", got, ids)
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
	to := &csvimport.Target{ID: id, Zone: "UTC"}
	ctx := identity.With(context.Background(), &identity.Viewer{UserID: uuid.New()})
	if _, err := im.Preview(ctx, csvimport.Stages, to, []byte("name\nX\n")); apperr.CodeOf(err) != apperr.Forbidden {
		t.Errorf("preview by a user: %v", err)
	}
	if _, err := im.Undo(ctx, uuid.New()); apperr.CodeOf(err) != apperr.Forbidden {
		t.Errorf("undo by a user: %v", err)
	}
	if last, err := im.LastImport(ctx, id); last != nil || err != nil {
		t.Errorf("last import for a user: %v %v", last, err)
	}
}

// A row that cannot be imported is the file's mistake: logged below ERROR, with its column.
func TestRowErrorsLoggedBelowError(t *testing.T) {
	store, _, to := setup(t)
	var buf strings.Builder
	im := &csvimport.Importer{DB: store.DB, Trusted: true, Log: slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	p, err := im.Preview(context.Background(), csvimport.Sets, to, read(t, filepath.Join(shared, "import-edge-cases", "sets-bad-time.csv")))
	if err != nil || p.Errors != 1 {
		t.Fatalf("%+v %v", p, err)
	}
	out := buf.String()
	if !strings.Contains(out, "level=INFO") || strings.Contains(out, "level=ERROR") || !strings.Contains(out, "time_start: '2026-07-18T25:00' is not a time") {
		t.Fatalf("log: %s", out)
	}
}
