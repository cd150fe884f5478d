package admin_test

import (
	"context"
	"testing"

	"festival/internal/admin"
	"festival/internal/testdb"
)

// StageKey in Go is the database's stage_key (the unique index's), so the admin, the import and
// the index agree on which names are the same.
func TestStageKeyIsTheDatabases(t *testing.T) {
	store := testdb.Open(t)
	for _, name := range []string{
		"Main Stage", "  main \t STAGE\n", "\r\nMAIN\vSTAGE\f", "Café BÜHNE", "ÉCOLE  Tent", "a\u00a0b", "Zoë  ",
	} {
		var key, clean string
		if err := store.NewRaw(`SELECT stage_key(?), btrim(regexp_replace(?, '\s+', ' ', 'g'))`, name, name).Scan(context.Background(), &key, &clean); err != nil {
			t.Fatal(err)
		}
		if got := admin.StageKey(name); got != key {
			t.Errorf("StageKey(%q) = %q, the database's %q", name, got, key)
		}
		if got := admin.CleanStageName(name); got != clean {
			t.Errorf("CleanStageName(%q) = %q, the migration's %q", name, got, clean)
		}
	}
	if admin.StageKey(" Main   Stage ") != admin.StageKey("MAIN STAGE") || admin.StageKey("Main Stage") == admin.StageKey("MainStage") {
		t.Error("keys")
	}
}
