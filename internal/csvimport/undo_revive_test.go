package csvimport_test

import (
	"context"
	"strings"
	"testing"

	"festival/internal/csvimport"
)

// A set the import brought back from the archive is archived again by the undo, with its
// description and times from before (the README's promise: "archives again a set the import
// brought back").
func TestUndoArchivesAgainASetTheImportRevived(t *testing.T) {
	store, im, to := setup(t)
	ctx := context.Background()
	run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name,time_start,description\n"+
		"Ada,Main Stage,Opening,2026-07-18T20:00,first\nBo,Main Stage,Second,2026-07-18T21:00,\n"))
	if _, err := store.ExecContext(ctx, `UPDATE sets SET archived = true WHERE name = 'Opening' AND festival_edition_id = ?`, to.ID); err != nil {
		t.Fatal(err)
	}
	p, res := run(t, im, csvimport.Sets, to, []byte("artist_names,stage_name,name,time_start,description\n"+
		"Ada,Main Stage,Opening,2026-07-18T20:30,back again\n"))
	if res.Import == nil || p.Created != 0 || p.Changed != 1 || !strings.Contains(p.Items[0].Changes[0].Field, "archived") {
		t.Fatalf("the import did not revive Opening: %+v", p.Items)
	}
	state := func() string {
		t.Helper()
		var s string
		if err := store.NewRaw(`SELECT string_agg(concat_ws(':', name, archived, description, time_start AT TIME ZONE 'UTC'), '|' ORDER BY name)
			FROM sets WHERE festival_edition_id = ?`, to.ID).Scan(ctx, &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	if got := state(); got != "Opening:f:back again:2026-07-18 18:30:00|Second:f:2026-07-18 19:00:00" {
		t.Fatalf("after the import: %s", got)
	}
	u, err := im.Undo(ctx, res.Import.ID)
	if err != nil {
		t.Fatal(err)
	}
	if u.Restored != 1 || len(u.Kept) != 0 {
		t.Fatalf("undo: %+v", u)
	}
	if got := state(); got != "Opening:t:first:2026-07-18 18:00:00|Second:f:2026-07-18 19:00:00" {
		t.Fatalf("after the undo: %s", got)
	}
}
