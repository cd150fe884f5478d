package db_test

import (
	"context"
	"io/fs"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"festival/internal/testdb"
	"festival/migrations"
)

// The migration that makes stage names unique ignoring case and spaces, run on a database that
// has such duplicates: it merges them (sets move to the stage with the most live sets, the others
// are archived), cleans names, says what it did (a NOTICE and an audit entry per stage), and then
// the database refuses a new duplicate.
func TestStageNameMigrationMergesDuplicates(t *testing.T) {
	const mine = "20261127500000_stage_name_key.up.sql"
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cfg, err := pgx.ParseConfig(testdb.EmptyURL(t))
	if err != nil {
		t.Fatal(err)
	}
	var notices []string
	cfg.OnNotice = func(_ *pgconn.PgConn, n *pgconn.Notice) { notices = append(notices, n.Message) }
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	run := func(name string) {
		t.Helper()
		sql, err := fs.ReadFile(migrations.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, string(sql)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	ups, err := fs.Glob(migrations.FS, "*.up.sql")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(ups)
	for _, name := range ups {
		if name >= mine {
			break
		}
		run(name)
	}
	exec := func(sql string) {
		t.Helper()
		if _, err := conn.Exec(ctx, sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	// Edition 1: "Main Stage" (1 set), "main stage" (2 sets: kept), " MAIN  STAGE " (an archived
	// set), "Tent  " (to be cleaned), and an archived "main stage " (outside the key). Edition 2:
	// its own "Main Stage", not merged with edition 1's.
	exec(`
		INSERT INTO festivals (id, name, slug) VALUES ('00000000-0000-0000-0000-0000000000f1', 'F', 'f');
		INSERT INTO festival_editions (id, festival_id, name, slug, year) VALUES
			('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000f1', 'E1', 'e1', 2026),
			('00000000-0000-0000-0000-0000000000e2', '00000000-0000-0000-0000-0000000000f1', 'E2', 'e2', 2027);
		INSERT INTO stages (id, festival_edition_id, name, archived, created_at) VALUES
			('00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-0000000000e1', 'Main Stage', false, '2026-01-01'),
			('00000000-0000-0000-0000-00000000000b', '00000000-0000-0000-0000-0000000000e1', 'main stage', false, '2026-01-02'),
			('00000000-0000-0000-0000-00000000000c', '00000000-0000-0000-0000-0000000000e1', ' MAIN  STAGE ', false, '2026-01-03'),
			('00000000-0000-0000-0000-00000000000d', '00000000-0000-0000-0000-0000000000e1', 'Tent  ', false, '2026-01-04'),
			('00000000-0000-0000-0000-00000000000e', '00000000-0000-0000-0000-0000000000e1', 'main stage ', true, '2026-01-05'),
			('00000000-0000-0000-0000-0000000000a2', '00000000-0000-0000-0000-0000000000e2', 'Main Stage', false, '2026-01-01');
		INSERT INTO sets (festival_edition_id, stage_id, name, slug, archived) VALUES
			('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-00000000000a', 'S1', 's1', false),
			('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-00000000000b', 'S2', 's2', false),
			('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-00000000000b', 'S3', 's3', false),
			('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-00000000000c', 'S4', 's4', true),
			('00000000-0000-0000-0000-0000000000e2', '00000000-0000-0000-0000-0000000000a2', 'S5', 's5', false);`)
	run(mine)

	rows, err := conn.Query(ctx, `SELECT right(id::text, 2), name, archived FROM stages ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	type stage struct {
		ID, Name string
		Archived bool
	}
	got, err := pgx.CollectRows(rows, pgx.RowToStructByPos[stage])
	if err != nil {
		t.Fatal(err)
	}
	want := []stage{
		{"0a", "Main Stage", true}, {"0b", "main stage", false}, {"0c", "MAIN STAGE", true},
		{"0d", "Tent", false}, {"0e", "main stage", true}, {"a2", "Main Stage", false},
	}
	if len(got) != len(want) {
		t.Fatalf("stages = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("stage %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	var onKept, onE2 string
	if err := conn.QueryRow(ctx, `SELECT string_agg(name, ',' ORDER BY name) FILTER (WHERE right(stage_id::text, 2) = '0b'),
		string_agg(name, ',' ORDER BY name) FILTER (WHERE right(stage_id::text, 2) = 'a2') FROM sets`).Scan(&onKept, &onE2); err != nil {
		t.Fatal(err)
	}
	if onKept != "S1,S2,S3,S4" || onE2 != "S5" {
		t.Errorf("sets on the kept stage %q, on edition 2's %q", onKept, onE2)
	}
	if len(notices) != 5 || !strings.Contains(notices[0], `"Main Stage"`) || !strings.Contains(notices[0], "merged into stage 00000000-0000-0000-0000-00000000000b") ||
		!strings.Contains(notices[1], "1 sets moved") || !strings.Contains(notices[3], `from "Tent  " to "Tent"`) {
		t.Errorf("notices:\n%s", strings.Join(notices, "\n"))
	}
	var audit string
	if err := conn.QueryRow(ctx, `SELECT string_agg(action || ' ' || right(entity_id::text, 2) || ' ' || via, ',' ORDER BY action, entity_id) FROM audit_log`).Scan(&audit); err != nil {
		t.Fatal(err)
	}
	if audit != "stage.merge 0a migration,stage.merge 0c migration,stage.rename 0c migration,stage.rename 0d migration,stage.rename 0e migration" {
		t.Errorf("audit = %q", audit)
	}
	// Now enforced: a live duplicate is refused, an archived one is not, another edition may.
	if _, err := conn.Exec(ctx, `INSERT INTO stages (festival_edition_id, name) VALUES ('00000000-0000-0000-0000-0000000000e1', 'MAIN	stage')`); err == nil {
		t.Error("a live duplicate was taken")
	}
	exec(`INSERT INTO stages (festival_edition_id, name, archived) VALUES ('00000000-0000-0000-0000-0000000000e1', 'Main Stage', true)`)
	exec(`INSERT INTO stages (festival_edition_id, name) VALUES ('00000000-0000-0000-0000-0000000000e2', 'Tent')`)
}
