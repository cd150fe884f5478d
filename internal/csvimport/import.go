package csvimport

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/identity"
)

// Messages of the import.
const (
	MsgEditionNotFound = "Edition not found"
	MsgNotAllowed      = "Only Core team members can import stages and sets"
)

// Importer applies CSV files to an edition. Each row is one transaction: a bad row is reported
// by its number and the import goes on; rows applied before a failure stay applied, and
// importing the same file again changes nothing (stages are unique by name in an edition, sets
// are found by edition, stage and name, artists by name, links by their pair).
type Importer struct {
	DB  *bun.DB
	Log *slog.Logger
	// Trusted skips the viewer check: the CLI, run by an operator with database access.
	Trusted bool
	// Deadline, when set, is the import's own deadline in place of the caller's: a file of
	// 5,000 rows may take longer than a request may, and stopping halfway helps nobody.
	Deadline time.Duration
}

// Summary is the outcome of one file. Imported rows are created, updated or unchanged ones;
// skipped rows (no artists) are also listed in Errors, as the spec reports them.
type Summary struct {
	Rows      int
	Created   int
	Updated   int
	Unchanged int
	Skipped   int
	Errors    []RowError
}

// Imported counts the rows now present as the file says.
func (s *Summary) Imported() int { return s.Created + s.Updated + s.Unchanged }

// RowError is a row that was not applied.
type RowError struct {
	Row     int
	Line    int
	Message string
}

// Outcome of one applied row.
type Outcome struct {
	Row    int
	Action string // created, updated or unchanged
	ID     uuid.UUID
	Name   string
}

// asyncCommit starts each row's transaction: its commit does not wait for the WAL to reach the
// disk. Waiting made a row cost a disk flush (600 sets: ~14 s on a busy machine instead of ~1 s);
// a crash can lose at most the last fraction of a second of rows, never consistency, and
// importing the file again restores them.
const asyncCommit = "SET LOCAL synchronous_commit = off; "

// Target is the edition a file goes into.
type Target struct {
	ID       uuid.UUID
	Name     string
	Location *time.Location
	// Edition is the edition's row: its dates bound the times of sets (admin.CheckSetTimes).
	Edition *festival.Edition
}

// Edition finds the non-archived edition with id (admins see unpublished ones).
func (im *Importer) Edition(ctx context.Context, id uuid.UUID) (*Target, error) {
	return im.edition(ctx, "e.id = ?", id)
}

// EditionBySlugs finds the non-archived edition festivalSlug/editionSlug.
func (im *Importer) EditionBySlugs(ctx context.Context, festivalSlug, editionSlug string) (*Target, error) {
	return im.edition(ctx, "e.slug = ? AND e.festival_id = (SELECT id FROM festivals WHERE slug = ? AND NOT archived)", editionSlug, festivalSlug)
}

func (im *Importer) edition(ctx context.Context, where string, args ...any) (*Target, error) {
	if err := im.authorize(ctx); err != nil {
		return nil, err
	}
	var rows []*festival.Edition
	err := im.DB.NewSelect().Model(&rows).Where(where, args...).Where("NOT e.archived").Limit(1).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("import edition: %w", err)
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgEditionNotFound)
	}
	loc, err := time.LoadLocation(rows[0].TimeZone)
	if err != nil {
		return nil, fmt.Errorf("edition time zone %q: %w", rows[0].TimeZone, err)
	}
	return &Target{ID: rows[0].ID, Name: rows[0].Name, Location: loc, Edition: rows[0]}, nil
}

// authorize: importing is content management, open to the Core team (edit_artists).
func (im *Importer) authorize(ctx context.Context) error {
	if im.Trusted {
		return nil
	}
	v := identity.From(ctx)
	if v == nil {
		return apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	if !v.CanEditArtists() {
		return apperr.New(apperr.Forbidden, MsgNotAllowed)
	}
	return nil
}

// Import parses r as a file of kind and applies it to the edition. A file refused as a whole
// (too large, not UTF-8, a header without a required column) is a BAD_USER_INPUT error and
// nothing is written.
func (im *Importer) Import(ctx context.Context, kind Kind, to *Target, r io.Reader) (*Summary, error) {
	if err := im.authorize(ctx); err != nil {
		return nil, err
	}
	rows, err := Parse(r, kind)
	if err != nil {
		return nil, err
	}
	if im.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), im.Deadline)
		defer cancel()
	}
	var by *uuid.UUID
	if v := identity.From(ctx); v != nil {
		by = &v.UserID
	}
	s := &Summary{Rows: len(rows)}
	apply := im.stageRow
	if kind == Sets {
		a := &setApplier{im: im, to: to, by: by, artists: map[string]uuid.UUID{}}
		if err := a.loadStages(ctx); err != nil {
			return nil, err
		}
		apply = a.row
	}
	for _, row := range rows {
		if row.Err != nil {
			s.Errors = append(s.Errors, RowError{Row: row.Number, Line: row.Line, Message: row.Err.Error()})
			continue
		}
		out, err := apply(ctx, to, row)
		var skip errNoArtists
		switch {
		case err == nil:
		case errors.As(err, &skip):
			s.Skipped++
			s.Errors = append(s.Errors, RowError{Row: row.Number, Line: row.Line, Message: err.Error()})
			continue
		case ctx.Err() != nil || db.IsUnavailable(err):
			// Nothing further can be written: stop, and let the caller retry (re-importing is safe).
			return nil, err
		default:
			s.Errors = append(s.Errors, RowError{Row: row.Number, Line: row.Line, Message: im.rowMessage(ctx, kind, row, err)})
			continue
		}
		switch out.Action {
		case "created":
			s.Created++
		case "updated":
			s.Updated++
		default:
			s.Unchanged++
		}
	}
	return s, nil
}

// rowMessage is what a row's failure tells the person importing: our own messages as they are,
// anything else (a database error) logged and reported with the spec's generic wording.
func (im *Importer) rowMessage(ctx context.Context, kind Kind, row Row, err error) string {
	var re rowError
	if errors.As(err, &re) {
		return re.Error()
	}
	im.logRow(ctx, kind, row, err)
	if kind == Stages {
		return fmt.Sprintf("Failed to import stage %q", strings.TrimSpace(row.Values["name"]))
	}
	return fmt.Sprintf("Failed to import row %d", row.Number)
}

func (im *Importer) logRow(ctx context.Context, kind Kind, row Row, err error) {
	if im.Log != nil {
		im.Log.ErrorContext(ctx, "csv import row failed", "kind", string(kind), "row", row.Number, "err", err.Error())
	}
}

// stageRow upserts one stage: created when new, updated when an archived stage of that name
// comes back, unchanged when a live stage has the name (ignoring case and spaces, as the admin's
// createStage: admin.StageKey). Names are stored clean (admin.CleanStageName).
func (im *Importer) stageRow(ctx context.Context, to *Target, row Row) (Outcome, error) {
	name, err := StageName(row.Values)
	if err != nil {
		return Outcome{}, err
	}
	out := Outcome{Row: row.Number, Name: name, Action: "unchanged"}
	err = im.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, asyncCommit); err != nil {
			return err
		}
		// The admin's stage writes lock the edition's row too, so a name is checked and written
		// by one writer at a time.
		if _, err := tx.ExecContext(ctx, "SELECT 1 FROM festival_editions WHERE id = ? FOR NO KEY UPDATE", to.ID); err != nil {
			return fmt.Errorf("lock edition: %w", err)
		}
		var found []struct {
			ID       uuid.UUID
			Archived bool
		}
		err := tx.NewSelect().Table("stages").Column("id", "archived").
			Where("festival_edition_id = ? AND stage_key(name) = stage_key(?)", to.ID, name).
			OrderExpr("archived, created_at DESC, id").Limit(1).Scan(ctx, &found)
		if err != nil {
			return fmt.Errorf("find stage: %w", err)
		}
		switch {
		case len(found) > 0 && !found[0].Archived:
			return nil // present and not archived
		case len(found) > 0:
			out.ID, out.Action = found[0].ID, "updated"
			_, err = tx.ExecContext(ctx, "UPDATE stages SET archived = false, name = ? WHERE id = ?", name, out.ID)
		default:
			out.Action = "created"
			err = tx.NewRaw("INSERT INTO stages (festival_edition_id, name) VALUES (?, ?) RETURNING id", to.ID, name).Scan(ctx, &out.ID)
		}
		if err != nil {
			return fmt.Errorf("write stage: %w", err)
		}
		return record(ctx, tx, Stages, out, map[string]any{"name": name, "festival_edition_id": to.ID, "import": out.Action})
	})
	return out, err
}

// record writes the audit entry of an applied row that changed something, in its transaction.
func record(ctx context.Context, tx bun.Tx, kind Kind, out Outcome, after any) error {
	if out.Action == "unchanged" {
		return nil
	}
	entity, action := audit.Stage, "stage.import"
	if kind == Sets {
		entity, action = audit.Set, "set.import"
	}
	return audit.Record(ctx, tx, audit.Entry{Action: action, EntityType: entity, EntityID: out.ID, After: audit.JSON(after)})
}
