package csvimport_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/uuid"

	"festival/internal/csvimport"
	"festival/internal/testdb"
)

// BenchmarkImportLineupLarge: importing lineup-large (6 stages file first, then 600 sets with
// their artists) into a fresh edition, one transaction per row.
func BenchmarkImportLineupLarge(b *testing.B) {
	store := testdb.Open(b)
	ctx := context.Background()
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	stages, err := os.ReadFile(filepath.Join(shared, "lineup-large", "stages.csv"))
	if err != nil {
		b.Fatal(err)
	}
	sets, err := os.ReadFile(filepath.Join(shared, "lineup-large", "sets.csv"))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := store.ExecContext(ctx, `INSERT INTO festivals (name, slug) VALUES ('Bench', 'bench')`); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
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
		b.StartTimer()
		if _, err := im.Import(ctx, csvimport.Stages, to, bytesReader(stages)); err != nil {
			b.Fatal(err)
		}
		s, err := im.Import(ctx, csvimport.Sets, to, bytesReader(sets))
		if err != nil || s.Created != 600 {
			b.Fatalf("%+v %v", s, err)
		}
	}
}

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }
