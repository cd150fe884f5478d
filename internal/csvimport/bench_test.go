package csvimport_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/uuid"

	"festival/internal/csvimport"
	"festival/internal/testdb"
)

// BenchmarkPreviewLineupLarge: the preview of lineup-large's 600 sets into a fresh edition
// (writes nothing).
func BenchmarkPreviewLineupLarge(b *testing.B) { benchLineupLarge(b, false) }

// BenchmarkApplyLineupLarge: preview then apply of lineup-large's 600 sets (with their
// artists) into a fresh edition, in one transaction.
func BenchmarkApplyLineupLarge(b *testing.B) { benchLineupLarge(b, true) }

func benchLineupLarge(b *testing.B, apply bool) {
	store := testdb.Open(b)
	ctx := context.Background()
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	stages := readB(b, filepath.Join(shared, "lineup-large", "stages.csv"))
	sets := readB(b, filepath.Join(shared, "lineup-large", "sets.csv"))
	if _, err := store.ExecContext(ctx, `INSERT INTO festivals (name, slug) VALUES ('Bench', 'bench')`); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		// Artists are global: archive the previous round's, so each round creates its own.
		if _, err := store.ExecContext(ctx, `UPDATE artists SET archived = true WHERE NOT archived`); err != nil {
			b.Fatal(err)
		}
		var id uuid.UUID
		err := store.NewRaw(`INSERT INTO festival_editions (festival_id, name, slug, year)
			SELECT id, ?, ?, 2026 FROM festivals WHERE slug = 'bench' RETURNING id`, fmt.Sprint("E", i), fmt.Sprint("e", i)).Scan(ctx, &id)
		if err != nil {
			b.Fatal(err)
		}
		to, err := im.Edition(ctx, id)
		if err != nil {
			b.Fatal(err)
		}
		p, err := im.Preview(ctx, csvimport.Stages, to, stages)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := im.Apply(ctx, csvimport.Stages, to, "stages.csv", stages, p.Token); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		p, err = im.Preview(ctx, csvimport.Sets, to, sets)
		if err != nil || p.Created != 600 {
			b.Fatalf("%+v %v", p, err)
		}
		if apply {
			res, err := im.Apply(ctx, csvimport.Sets, to, "sets.csv", sets, p.Token)
			if err != nil || res.Import == nil || res.Import.Created != 600 {
				b.Fatalf("%+v %v", res, err)
			}
		}
	}
}

func readB(b *testing.B, path string) []byte {
	b.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return data
}
