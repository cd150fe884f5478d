// Package csvimport loads stages and sets of an edition from CSV files: a strict parser
// (parse.go), a plan of what each row would do (plan.go: the preview), and its application in
// one transaction through the admin's own writers (apply.go), which an admin can undo for 24
// hours (undo.go). A blank cell or an absent column keeps the stored value: an import never
// erases data.
package csvimport

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/identity"
)

// Messages of the import.
const (
	MsgEditionNotFound = "Edition not found"
	MsgNotAllowed      = "Only Core team members can import stages and sets"
	MsgStale           = "The file or the lineup changed since the preview; preview it again"
	MsgNoToken         = "Preview the file before applying it"
)

// Importer previews, applies and undoes CSV files of an edition.
type Importer struct {
	DB  *bun.DB
	Log *slog.Logger
	// Trusted skips the viewer check: the CLI, run by an operator with database access.
	Trusted bool
	// Deadline, when set, is an apply's own deadline in place of the caller's: a file of
	// 5,000 rows may take longer than a request may, and stopping halfway helps nobody.
	Deadline time.Duration
}

// Target is the edition a file goes into.
type Target struct {
	ID   uuid.UUID
	Name string
	// Zone is the edition's time zone: times without an offset are its local time.
	Zone string
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
	e := rows[0]
	return &Target{ID: e.ID, Name: e.Name, Zone: e.TimeZone, Edition: e}, nil
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

// Preview answers what data, a file of kind, would do to the edition, row by row, and writes
// nothing. A file refused as a whole (too large, not UTF-8, a header without a required
// column) is a BAD_USER_INPUT error.
func (im *Importer) Preview(ctx context.Context, kind Kind, to *Target, data []byte) (*Plan, error) {
	if err := im.authorize(ctx); err != nil {
		return nil, err
	}
	rows, err := Parse(bytes.NewReader(data), kind)
	if err != nil {
		return nil, err
	}
	st, err := load(ctx, im.DB, kind, to, rows)
	if err != nil {
		return nil, err
	}
	p := plan(kind, to, data, rows, st)
	im.logErrors(ctx, kind, p)
	return p, nil
}

// logErrors logs the rows a file cannot apply, below ERROR: they are the file's mistakes, not
// ours.
func (im *Importer) logErrors(ctx context.Context, kind Kind, p *Plan) {
	if im.Log == nil || p.Errors == 0 {
		return
	}
	logged := 0
	for _, it := range p.Items {
		if it.Outcome == Failed && logged < 20 {
			im.Log.InfoContext(ctx, "csv import row refused", "kind", string(kind), "row", it.Row, "line", it.Line, "reason", it.Error)
			logged++
		}
	}
	if p.Errors > logged {
		im.Log.InfoContext(ctx, "csv import rows refused", "kind", string(kind), "more", p.Errors-logged)
	}
}
