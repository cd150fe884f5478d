package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/google/uuid"

	"festival/internal/audit"
	"festival/internal/csvimport"
)

const importUsage = "usage: festival import stages|sets --edition <edition id or festival-slug/edition-slug> [--dry-run] FILE"

// importCmd imports a CSV file of stages or sets into an edition, as the admin's import dialog
// does: it previews the file, prints what each row does, and applies the whole file in one
// transaction (audited as made from the command line):
//
//	festival import stages --edition summer-fest/2026 stages.csv
//	festival import sets --edition summer-fest/2026 --dry-run sets.csv
//
// With --dry-run nothing is written. A file with a failing row is not applied at all: the rows
// are listed and the command fails (exit status 1), so a script notices.
func importCmd(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != string(csvimport.Stages) && args[0] != string(csvimport.Sets)) {
		return errors.New(importUsage)
	}
	kind := csvimport.Kind(args[0])
	fs := flag.NewFlagSet("import "+args[0], flag.ContinueOnError)
	fs.SetOutput(stdout)
	edition := fs.String("edition", "", "edition id, or festival-slug/edition-slug")
	dryRun := fs.Bool("dry-run", false, "show what the file would do and write nothing")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *edition == "" || fs.NArg() != 1 {
		return errors.New(importUsage)
	}
	data, err := readCSV(fs.Arg(0))
	if err != nil {
		return err
	}
	ctx = audit.WithVia(ctx, audit.CommandLine)
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
	p, err := im.Preview(ctx, kind, to, data)
	if err != nil {
		return err
	}
	if !*dryRun && p.Errors == 0 {
		res, err := im.Apply(ctx, kind, to, filepath.Base(fs.Arg(0)), data, p.Token)
		if err != nil {
			return err
		}
		p = res.Plan
	}
	verb := "applied"
	switch {
	case *dryRun:
		verb = "dry run, nothing written"
	case p.Errors > 0:
		verb = "not applied, nothing written"
	case p.Created+p.Changed == 0:
		verb = "nothing to change"
	}
	fmt.Fprintf(stdout, "%s into %s (%s): %d rows, %d created, %d changed, %d unchanged, %d errors\n",
		kind, to.Name, verb, p.Rows, p.Created, p.Changed, p.Unchanged, p.Errors)
	for _, it := range p.Items {
		if it.Outcome == csvimport.Unchanged {
			continue
		}
		fmt.Fprintf(stdout, "  row %d (line %d) %s %q", it.Row, it.Line, it.Outcome, it.Label)
		if it.Error != "" {
			fmt.Fprintf(stdout, ": %s", it.Error)
		}
		fmt.Fprintln(stdout)
		for _, c := range it.Changes {
			fmt.Fprintf(stdout, "      %s: %s -> %s\n", c.Field, shown(c.Before), shown(c.After))
		}
	}
	if p.Errors > 0 {
		return fmt.Errorf("%d rows cannot be imported; nothing was written", p.Errors)
	}
	return nil
}

func readCSV(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, csvimport.MaxBytes+1))
}

func shown(s *string) string {
	if s == nil {
		return "(none)"
	}
	return fmt.Sprintf("%q", *s)
}
