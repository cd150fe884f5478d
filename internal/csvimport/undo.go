package csvimport

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/admin"
	"festival/internal/apperr"
	"festival/internal/audit"
)

// UndoWindow is how long the last import of an edition can be undone.
const UndoWindow = 24 * time.Hour

// Messages of undo.
const (
	MsgImportNotFound = "Import not found"
	MsgNotUndoable    = "Only the last import of an edition can be undone, within 24 hours of applying it"
)

// UndoResult is what an undo did.
type UndoResult struct {
	Import *Record
	// Restored counts the sets and stages (the file's rows) put back as they were, or archived
	// when the import created them: each once, though the import may have created and then
	// changed it (a later row of the file naming a set an earlier row created).
	Restored int
	// ArtistsArchived counts the artists the import created that the undo archived (not rows of
	// the file: an artist named in a row).
	ArtistsArchived int
	// Kept are the sets the import created that got votes since: they stay.
	Kept []string
	// KeptStages are the stages the import created that now hold sets: they stay.
	KeptStages []string
}

// LastImport is the edition's last applied import while it can be undone: nil when there is
// none, it was undone, or it is older than UndoWindow. Core team only (others get nil).
func (im *Importer) LastImport(ctx context.Context, editionID uuid.UUID) (*Record, error) {
	if im.authorize(ctx) != nil {
		return nil, nil
	}
	return lastImport(ctx, im.DB, editionID)
}

func lastImport(ctx context.Context, db bun.IDB, editionID uuid.UUID) (*Record, error) {
	var rows []*Record
	err := db.NewSelect().Model(&rows).Where("im.festival_edition_id = ?", editionID).
		OrderExpr("im.applied_at DESC, im.id DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("last import: %w", err)
	}
	if len(rows) == 0 || rows[0].UndoneAt != nil || time.Since(rows[0].AppliedAt) > UndoWindow {
		return nil, nil
	}
	return rows[0], nil
}

// Undo undoes the import with id, the last of its edition and at most UndoWindow old, in one
// transaction through the admin's writers: every row it changed gets its values from before
// back (description, times, artists), and every row it created is archived, except sets that
// got votes since and stages that now hold sets, which are kept and listed.
func (im *Importer) Undo(ctx context.Context, id uuid.UUID) (*UndoResult, error) {
	if err := im.authorize(ctx); err != nil {
		return nil, err
	}
	var edition []uuid.UUID
	if err := im.DB.NewSelect().Table("imports").Column("festival_edition_id").Where("id = ?", id).Scan(ctx, &edition); err != nil {
		return nil, fmt.Errorf("undo import: %w", err)
	}
	if len(edition) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgImportNotFound)
	}
	res := &UndoResult{}
	err := im.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := admin.LockEdition(ctx, tx, edition[0]); err != nil {
			return err
		}
		last, err := lastImport(ctx, tx, edition[0])
		if err != nil {
			return err
		}
		if last == nil || last.ID != id {
			return apperr.New(apperr.Conflict, MsgNotUndoable)
		}
		var rows []importRow
		if err := tx.NewSelect().Model(&rows).Where("import_id = ?", id).OrderExpr("position DESC").Scan(ctx); err != nil {
			return err
		}
		u := &undoing{res: res, done: map[uuid.UUID]bool{}}
		for _, r := range rows {
			if err := u.row(ctx, tx, r); err != nil {
				return err
			}
		}
		before := recordJSON(last, nil)
		if err := tx.NewRaw("UPDATE imports SET undone_at = clock_timestamp() WHERE id = ? RETURNING undone_at", id).Scan(ctx, &last.UndoneAt); err != nil {
			return err
		}
		res.Import = last
		return audit.Record(ctx, tx, audit.Entry{Action: "import.undo", EntityType: audit.Import, EntityID: id,
			Before: audit.JSON(before), After: audit.JSON(recordJSON(last, map[string]any{
				"restored": res.Restored, "artists_archived": res.ArtistsArchived, "kept_with_votes": res.Kept, "kept_stages": res.KeptStages}))})
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, err
		}
		return nil, fmt.Errorf("undo import: %w", err)
	}
	return res, nil
}

// live reports the name of the row of table with id when it is not archived.
func live(ctx context.Context, tx bun.Tx, table string, id uuid.UUID) (string, bool, error) {
	var names []string
	err := tx.NewSelect().Table(table).Column("name").Where("id = ? AND NOT archived", id).Scan(ctx, &names)
	if err != nil || len(names) == 0 {
		return "", false, err
	}
	return names[0], true, nil
}

// undoing is an undo in progress: what it did so far, and the rows (sets, stages) it counted.
type undoing struct {
	res  *UndoResult
	done map[uuid.UUID]bool
}

// restored counts a set or stage put back, once however many of the import's rows name it.
func (u *undoing) restored(id uuid.UUID) {
	if !u.done[id] {
		u.done[id] = true
		u.res.Restored++
	}
}

func (u *undoing) row(ctx context.Context, tx bun.Tx, r importRow) error {
	res := u.res
	table := map[string]string{audit.Set: "sets", audit.Stage: "stages", audit.Artist: "artists"}[r.EntityType]
	name, ok, err := live(ctx, tx, table, r.EntityID)
	if err != nil || !ok {
		return err // archived since: nothing to undo
	}
	if r.EntityType == audit.Set && r.Action == "changed" {
		if err := undoSet(ctx, tx, r); err != nil {
			return err
		}
		u.restored(r.EntityID)
		return nil
	}
	switch {
	case r.EntityType == audit.Set && r.Action == "created":
		voted, err := tx.NewSelect().Table("votes").Where("set_id = ?", r.EntityID).Exists(ctx)
		if err != nil {
			return err
		}
		if voted {
			// Kept: had a later row of the file changed it, that change was undone and counted
			// already; it is not counted as restored again.
			res.Kept = append(res.Kept, name)
			return nil
		}
		if err := admin.ArchiveSetTx(ctx, tx, r.EntityID); err != nil {
			return err
		}
		u.restored(r.EntityID)
		return nil
	case r.EntityType == audit.Artist:
		used, err := tx.NewSelect().TableExpr("set_artists AS sa").Join("JOIN sets AS s ON s.id = sa.set_id").
			Where("sa.artist_id = ? AND NOT s.archived", r.EntityID).Exists(ctx)
		if err != nil || used {
			return err
		}
		if err := admin.ArchiveArtistTx(ctx, tx, r.EntityID); err != nil {
			return err
		}
		res.ArtistsArchived++
		return nil
	default: // a stage created or brought back
		used, err := tx.NewSelect().Table("sets").Where("stage_id = ? AND NOT archived", r.EntityID).Exists(ctx)
		if err != nil {
			return err
		}
		if used {
			res.KeptStages = append(res.KeptStages, name)
			return nil
		}
		if err := admin.DeleteStageTx(ctx, tx, r.EntityID); err != nil {
			return err
		}
		u.restored(r.EntityID)
		return nil
	}
}

// undoSet gives a set the import changed its description, times and artists from before, and
// archives it again when the import brought it back.
func undoSet(ctx context.Context, tx bun.Tx, r importRow) error {
	var b struct {
		Description *string     `json:"description"`
		Start       *string     `json:"time_start"`
		End         *string     `json:"time_end"`
		ArtistIDs   []uuid.UUID `json:"artist_ids"`
		Archived    bool        `json:"archived"`
	}
	if err := json.Unmarshal(r.Before, &b); err != nil {
		return fmt.Errorf("undo set %s: %w", r.EntityID, err)
	}
	p := admin.SetPatch{Description: admin.Some(b.Description), TimeStart: admin.Some(b.Start),
		TimeEnd: admin.Some(b.End), ArtistIDs: b.ArtistIDs}
	if p.ArtistIDs == nil {
		p.ArtistIDs = []uuid.UUID{}
	}
	if _, err := admin.UpdateSetTx(ctx, tx, r.EntityID, p); err != nil {
		return err
	}
	if b.Archived {
		if err := admin.ArchiveSetTx(ctx, tx, r.EntityID); err != nil {
			return err
		}
	}
	return nil
}

// UndoMessage says what an undo did, in a sentence for a toast.
func UndoMessage(r *UndoResult) string {
	msg := fmt.Sprintf("Import undone: %s restored", plural(r.Restored, "row", "rows"))
	if r.ArtistsArchived > 0 {
		msg += fmt.Sprintf(", %s archived", plural(r.ArtistsArchived, "new artist", "new artists"))
	}
	msg += "."
	if len(r.Kept) > 0 {
		msg += fmt.Sprintf(" Kept %s that got votes since: %s.", plural(len(r.Kept), "set", "sets"), strings.Join(clipList(r.Kept), ", "))
	}
	if len(r.KeptStages) > 0 {
		msg += fmt.Sprintf(" Kept %s that hold sets: %s.", plural(len(r.KeptStages), "stage", "stages"), strings.Join(clipList(r.KeptStages), ", "))
	}
	return msg
}

// clipList keeps the first few names of a list for a message.
func clipList(names []string) []string {
	if len(names) <= 5 {
		return names
	}
	return append(append([]string{}, names[:5]...), fmt.Sprintf("and %d more", len(names)-5))
}

// plural is n with the word for one or for many.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
