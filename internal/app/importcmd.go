package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/google/uuid"

	"festival/internal/csvimport"
)

const importUsage = "usage: festival import stages|sets --edition <edition id or festival-slug/edition-slug> FILE"

// importCmd imports a CSV file of stages or sets into an edition and prints the summary:
//
//	festival import stages --edition summer-fest/2026 stages.csv
//
// Rows with errors are listed and the command fails (exit status 1) when any row failed, so a
// script notices; the good rows are applied either way.
func importCmd(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != string(csvimport.Stages) && args[0] != string(csvimport.Sets)) {
		return errors.New(importUsage)
	}
	kind := csvimport.Kind(args[0])
	fs := flag.NewFlagSet("import "+args[0], flag.ContinueOnError)
	fs.SetOutput(stdout)
	edition := fs.String("edition", "", "edition id, or festival-slug/edition-slug")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *edition == "" || fs.NArg() != 1 {
		return errors.New(importUsage)
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return err
	}
	defer f.Close()
	store, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer store.Close()
	im := &csvimport.Importer{DB: store.DB, Trusted: true}
	var to *csvimport.Target
	if id, perr := uuid.Parse(*edition); perr == nil {
		to, err = im.Edition(ctx, id)
	} else if fest, ed, ok := strings.Cut(*edition, "/"); ok {
		to, err = im.EditionBySlugs(ctx, fest, ed)
	} else {
		return errors.New(importUsage)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", *edition, err)
	}
	s, err := im.Import(ctx, kind, to, f)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s into %s: %d rows, %d imported (%d created, %d updated, %d unchanged), %d skipped, %d errors\n",
		kind, to.Name, s.Rows, s.Imported(), s.Created, s.Updated, s.Unchanged, s.Skipped, len(s.Errors))
	for _, e := range s.Errors {
		fmt.Fprintf(stdout, "  row %d (line %d): %s\n", e.Row, e.Line, e.Message)
	}
	if len(s.Errors) > 0 {
		return fmt.Errorf("%d rows were not imported", len(s.Errors))
	}
	return nil
}
