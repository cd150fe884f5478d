package csvimport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/admin"
	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/identity"
)

// Record is an applied import.
type Record struct {
	bun.BaseModel `bun:"table:imports,alias:im"`

	ID                uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	FestivalEditionID uuid.UUID `bun:",type:uuid"`
	Kind              Kind
	FileName          string
	ActorID           *uuid.UUID `bun:",type:uuid"`
	Via               *string
	Rows              int        `bun:",notnull"`
	Created           int        `bun:",notnull"`
	Changed           int        `bun:",notnull"`
	Unchanged         int        `bun:",notnull"`
	AppliedAt         time.Time  `bun:",nullzero,notnull,default:clock_timestamp()"`
	UndoneAt          *time.Time `bun:",nullzero"`
}

// importRow is a row an import created or changed, with what it was before (changed only).
type importRow struct {
	bun.BaseModel `bun:"table:import_rows"`

	ImportID   uuid.UUID `bun:",type:uuid"`
	Position   int
	EntityType string
	EntityID   uuid.UUID `bun:",type:uuid"`
	Action     string
	Before     json.RawMessage `bun:",type:jsonb,nullzero"`
}

// Result is what Apply did: the plan it followed and, when it was applied, the import's record.
// Import is nil when nothing was written: a plan with errors (Plan.Errors), or one that changes
// nothing (the lineup already matches the file).
type Result struct {
	Plan   *Plan
	Import *Record
}

// errHasErrors rolls back a file with a failing row.
var errHasErrors = errors.New("csvimport: the file has failing rows")

// MaxFileName bounds the stored file name.
const MaxFileName = 255

// Apply applies data, a file of kind previewed with token, to the edition in one transaction,
// through the admin's writers: every change is validated, published and audited as an admin's,
// and the import itself is audited (entity Import). A file with a failing row writes nothing
// and the result lists the errors; a file or lineup that changed since the preview (another
// token) is refused with CONFLICT.
func (im *Importer) Apply(ctx context.Context, kind Kind, to *Target, fileName string, data []byte, token string) (*Result, error) {
	if err := im.authorize(ctx); err != nil {
		return nil, err
	}
	if strings.TrimSpace(token) == "" {
		return nil, apperr.Invalid("token", MsgNoToken)
	}
	rows, err := Parse(bytes.NewReader(data), kind)
	if err != nil {
		return nil, err
	}
	if im.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), im.Deadline)
		defer cancel()
	}
	res := &Result{}
	err = im.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := admin.LockEdition(ctx, tx, to.ID); err != nil {
			return err
		}
		st, err := load(ctx, tx, kind, to, rows)
		if err != nil {
			return err
		}
		p := plan(kind, to, data, rows, st)
		res.Plan = p
		if p.Token != token {
			return apperr.New(apperr.Conflict, MsgStale)
		}
		if p.Errors > 0 {
			return errHasErrors
		}
		if len(p.steps) == 0 {
			return nil // nothing to change: no record, so the last real import stays undoable
		}
		rec := &Record{FestivalEditionID: to.ID, Kind: kind, FileName: clipName(fileName),
			Rows: p.Rows, Created: p.Created, Changed: p.Changed, Unchanged: p.Unchanged}
		if v := identity.From(ctx); v != nil {
			rec.ActorID = &v.UserID
		}
		rec.Via = audit.ViaOf(ctx)
		if _, err := tx.NewInsert().Model(rec).Returning("id, applied_at").Exec(ctx); err != nil {
			return fmt.Errorf("import record: %w", err)
		}
		w := &writer{tx: tx, st: st, rec: rec}
		if err := w.apply(ctx, kind, p.steps); err != nil {
			return err
		}
		if len(w.rows) > 0 {
			if _, err := tx.NewInsert().Model(&w.rows).Exec(ctx); err != nil {
				return fmt.Errorf("import rows: %w", err)
			}
		}
		res.Import = rec
		return audit.Record(ctx, tx, audit.Entry{Action: "import.apply", EntityType: audit.Import, EntityID: rec.ID,
			After: audit.JSON(recordJSON(rec, nil))})
	})
	if errors.Is(err, errHasErrors) {
		im.logErrors(ctx, kind, res.Plan)
		return res, nil
	}
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, err
		}
		return nil, fmt.Errorf("apply import: %w", err)
	}
	return res, nil
}

// recordJSON is an import as its audit entries show it; edition_id names its edition (the
// audit log screen reads it).
func recordJSON(r *Record, extra map[string]any) map[string]any {
	out := map[string]any{
		"id": r.ID, "edition_id": r.FestivalEditionID, "kind": r.Kind, "file_name": r.FileName,
		"rows": r.Rows, "created": r.Created, "changed": r.Changed, "unchanged": r.Unchanged,
		"actor_id": r.ActorID, "via": r.Via, "applied_at": r.AppliedAt, "undone_at": r.UndoneAt,
	}
	for k, v := range extra {
		out[k] = v
	}
	return out
}

func clipName(n string) string {
	n = strings.TrimSpace(strings.ToValidUTF8(n, ""))
	if n == "" {
		return "upload.csv"
	}
	for utf8.RuneCountInString(n) > MaxFileName {
		_, size := utf8.DecodeLastRuneInString(n)
		n = n[:len(n)-size]
	}
	return n
}

// writer applies the steps of a plan through the admin's writers and notes each row it
// creates or changes.
type writer struct {
	tx   bun.Tx
	st   *state
	rec  *Record
	rows []importRow
}

func (w *writer) note(entity string, id uuid.UUID, action string, before json.RawMessage) {
	w.rows = append(w.rows, importRow{ImportID: w.rec.ID, Position: len(w.rows), EntityType: entity, EntityID: id, Action: action, Before: before})
}

// apply writes the steps: stages one by one; for sets, first the new artists of the whole
// file, then its new sets, each kind in one batch, then the changes to existing sets in file
// order (a later row may change a set an earlier one created).
func (w *writer) apply(ctx context.Context, kind Kind, steps []step) error {
	if kind == Stages {
		for _, s := range steps {
			if err := w.stage(ctx, s); err != nil {
				return err
			}
		}
		return nil
	}
	if err := w.createArtists(ctx, steps); err != nil {
		return err
	}
	var created []step
	var ins []admin.SetInput
	for _, s := range steps {
		if s.item.Outcome == Created {
			stage := s.stageID
			created = append(created, s)
			ins = append(ins, admin.SetInput{ArtistIDs: w.artistIDs(s.newArtists), Name: &s.row.Name,
				Description: s.row.Description, StageID: &stage,
				TimeStart: optText(s.row.StartText), TimeEnd: optText(s.row.EndText)})
		}
	}
	if len(ins) > 0 {
		sets, err := admin.CreateSetsTx(ctx, w.tx, w.rec.FestivalEditionID, ins)
		var ie *admin.ItemError
		if errors.As(err, &ie) {
			return rowFailed(created[ie.Index], ie.Err)
		}
		if err != nil {
			return err
		}
		for i, set := range sets {
			created[i].set.ID, created[i].set.ArtistIDs = set.ID, ins[i].ArtistIDs
			w.note(audit.Set, set.ID, "created", nil)
		}
	}
	for _, s := range steps {
		if s.item.Outcome == Changed {
			if err := w.change(ctx, s); err != nil {
				return err
			}
		}
	}
	return nil
}

func (w *writer) stage(ctx context.Context, s step) error {
	st, revived, err := admin.CreateStageTx(ctx, w.tx, w.rec.FestivalEditionID, s.stage)
	if err != nil {
		return rowFailed(s, err)
	}
	if st.ID != uuid.Nil {
		action := "created"
		if revived {
			action = "changed"
		}
		w.note(audit.Stage, st.ID, action, nil)
	}
	return nil
}

// change writes a row's changes to an existing set (or one an earlier row created).
func (w *writer) change(ctx context.Context, s step) error {
	before, err := audit.Snapshot(ctx, w.tx, "sets", s.set.ID)
	if err != nil {
		return err
	}
	if s.revive {
		if err := admin.RestoreSetTx(ctx, w.tx, s.set.ID); err != nil {
			return rowFailed(s, err)
		}
	}
	var p admin.SetPatch
	if s.desc {
		p.Description = admin.Some(s.row.Description)
	}
	if s.start {
		p.TimeStart = admin.Some(optText(s.row.StartText))
	}
	if s.end {
		p.TimeEnd = admin.Some(optText(s.row.EndText))
	}
	if s.artist {
		s.set.ArtistIDs = append(append([]uuid.UUID{}, s.set.ArtistIDs...), w.artistIDs(s.newArtists)...)
		p.ArtistIDs = s.set.ArtistIDs
	}
	if s.desc || s.start || s.end || s.artist {
		if _, err := admin.UpdateSetTx(ctx, w.tx, s.set.ID, p); err != nil {
			return rowFailed(s, err)
		}
	}
	w.note(audit.Set, s.set.ID, "changed", before)
	return nil
}

// createArtists creates, through the admin's writer and in one batch, the artists the file
// names that do not exist yet, in file order.
func (w *writer) createArtists(ctx context.Context, steps []step) error {
	var ins []admin.ArtistInput
	var from []step
	seen := map[string]bool{}
	for _, s := range steps {
		for _, n := range s.newArtists {
			key := strings.ToLower(n)
			if w.st.artists[key] == uuid.Nil && !seen[key] {
				seen[key] = true
				ins = append(ins, admin.ArtistInput{Name: n})
				from = append(from, s)
			}
		}
	}
	if len(ins) == 0 {
		return nil
	}
	as, err := admin.CreateArtistsTx(ctx, w.tx, ins)
	var ie *admin.ItemError
	if errors.As(err, &ie) {
		return rowFailed(from[ie.Index], ie.Err)
	}
	if err != nil {
		return err
	}
	for _, a := range as {
		w.st.artists[strings.ToLower(a.Name)] = a.ID
		w.note(audit.Artist, a.ID, "created", nil)
	}
	return nil
}

// artistIDs are the ids of artists named (all exist once createArtists ran).
func (w *writer) artistIDs(names []string) []uuid.UUID {
	ids := make([]uuid.UUID, len(names))
	for i, n := range names {
		ids[i] = w.st.artists[strings.ToLower(n)]
	}
	return ids
}

// rowFailed names the row of a write the admin's writer refused (the plan's checks are the
// same, so this is rare: e.g. a stage archived meanwhile).
func rowFailed(s step, err error) error {
	if e, ok := apperr.As(err); ok {
		return apperr.Newf(e.Code, "Row %d (line %d): %s", s.item.Row, s.item.Line, e.Message)
	}
	return err
}

func optText(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
