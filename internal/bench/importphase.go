package bench

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/google/uuid"

	"festival/internal/csvimport"
	"festival/internal/db"
)

// Imports times the admin's CSV import (issue 26) in the bench database: the preview, then the
// apply, of the lineup's stages and then its sets (600 sets in lineup-large) into a fresh
// edition of the bench festival, once per round. The artists exist already (the dataset loaded
// them from the same lineup), as for a new edition of a running festival.
func (e *Env) Imports(ctx context.Context, dbURL, dir string, round int) {
	if err := e.importOnce(ctx, dbURL, dir, round); err != nil {
		e.Notes = append(e.Notes, fmt.Sprintf("import round %d failed: %v", round+1, err))
		log.Printf("import round %d failed: %v", round, err)
	}
}

func (e *Env) importOnce(ctx context.Context, dbURL, dir string, round int) error {
	store, err := db.Open(ctx, dbURL, 4)
	if err != nil {
		return err
	}
	defer store.Close()
	var id uuid.UUID
	if err := store.NewRaw(`INSERT INTO festival_editions (festival_id, name, slug, year)
		SELECT id, ?, ?, 2030 FROM festivals WHERE slug = ? RETURNING id`,
		fmt.Sprintf("Import %d", round+1), fmt.Sprintf("import-%d-%d", round+1, time.Now().Unix()), e.Data.FestivalSlug).Scan(ctx, &id); err != nil {
		return fmt.Errorf("edition: %w", err)
	}
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	to, err := im.Edition(ctx, id)
	if err != nil {
		return err
	}
	for _, kind := range []csvimport.Kind{csvimport.Stages, csvimport.Sets} {
		data, err := os.ReadFile(filepath.Join(dir, string(kind)+".csv"))
		if err != nil {
			return err
		}
		start := time.Now()
		p, err := im.Preview(ctx, kind, to, data)
		if err != nil {
			return err
		}
		previewed := time.Since(start)
		res, err := im.Apply(ctx, kind, to, string(kind)+".csv", data, p.Token)
		if err != nil {
			return err
		}
		if res.Import == nil {
			return fmt.Errorf("%s: %d rows failed", kind, p.Errors)
		}
		applied := time.Since(start) - previewed
		if kind == csvimport.Sets {
			log.Printf("round %d import: %d sets, preview %v, apply %v", round, p.Rows, previewed, applied)
			e.F.Add("import/rows", float64(p.Rows))
			e.F.AddDuration("import/preview", previewed)
			e.F.AddDuration("import/apply", applied)
		}
	}
	return nil
}
