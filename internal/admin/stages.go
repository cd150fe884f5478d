package admin

import (
	"context"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/lineup"
)

// Stage messages.
const (
	MsgStageNameRequired = "Stage name is required"
	MsgStageNameTaken    = "A stage with this name already exists in this edition"
	MsgStageNotFound     = "Stage not found"
)

// CreateStage adds a stage to an edition. Names are unique within an edition among live
// stages, ignoring case and spaces (StageKey), and stored clean (CleanStageName). A stage
// archived earlier under the same name comes back, under the name as now given (the newest of
// several such).
func (s *Service) CreateStage(ctx context.Context, editionID uuid.UUID, stageName string) (*lineup.Stage, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	n, err := CheckStageName(stageName)
	if err != nil {
		return nil, err
	}
	var st *lineup.Stage
	err = s.tx(ctx, "create stage", func(ctx context.Context, tx bun.Tx) error {
		var revived bool
		st, revived, err = CreateStageTx(ctx, tx, editionID, n)
		if err == nil && !revived && st.ID == uuid.Nil {
			return apperr.Invalid("name", MsgStageNameTaken).WithCode(apperr.Conflict)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return st, nil
}

// CreateStageTx adds the stage named n (already checked by CheckStageName) to an edition in the
// caller's transaction, or brings back an archived one of that name (revived), under n. A live
// stage of that name (StageKey) is returned with a zero ID and nothing is written. Audited.
func CreateStageTx(ctx context.Context, tx bun.Tx, editionID uuid.UUID, n string) (st *lineup.Stage, revived bool, err error) {
	if _, err := lockEdition(ctx, tx, editionID); err != nil {
		return nil, false, err
	}
	var rows []*lineup.Stage
	if err := tx.NewSelect().Model(&rows).Where("st.festival_edition_id = ? AND stage_key(st.name) = stage_key(?)", editionID, n).
		OrderExpr("st.archived, st.created_at DESC, st.id").Limit(1).For("UPDATE").Scan(ctx); err != nil {
		return nil, false, err
	}
	if len(rows) > 0 && !rows[0].Archived {
		return &lineup.Stage{FestivalEditionID: editionID, Name: n}, false, nil
	}
	var before []byte
	if len(rows) > 0 {
		st, revived = rows[0], true
		if before, err = audit.Snapshot(ctx, tx, "stages", st.ID); err != nil {
			return nil, false, err
		}
		st.Archived, st.Name = false, n
		if _, err := tx.NewUpdate().Model(st).Column("archived", "name").WherePK().Exec(ctx); err != nil {
			return nil, false, err
		}
	} else {
		st = &lineup.Stage{FestivalEditionID: editionID, Name: n}
		if _, err := tx.NewInsert().Model(st).Returning("id").Exec(ctx); err != nil {
			if uniqueViolation(err, "stages_name_key") {
				return &lineup.Stage{FestivalEditionID: editionID, Name: n}, false, nil
			}
			return nil, false, err
		}
	}
	return st, revived, record(ctx, tx, "stage.create", audit.Stage, "stages", st.ID, before)
}

// CheckStageName checks a stage name as every writer does: clean (CleanStageName), required,
// at most MaxName.
func CheckStageName(v string) (string, error) {
	return name("name", CleanStageName(v), MsgStageNameRequired)
}

// RenameStage renames a stage; the sets on it are published to subscribers (their cards show
// the stage's name).
func (s *Service) RenameStage(ctx context.Context, id uuid.UUID, stageName string) (*lineup.Stage, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	n, err := CheckStageName(stageName)
	if err != nil {
		return nil, err
	}
	var st *lineup.Stage
	err = s.tx(ctx, "rename stage", func(ctx context.Context, tx bun.Tx) error {
		var before []byte
		if st, before, err = lockStage(ctx, tx, id); err != nil {
			return err
		}
		if taken, err := stageNameTaken(ctx, tx, st.FestivalEditionID, st.ID, n); err != nil || taken {
			if err == nil {
				err = apperr.Invalid("name", MsgStageNameTaken).WithCode(apperr.Conflict)
			}
			return err
		}
		st.Name = n
		if _, err := tx.NewUpdate().Model(st).Column("name").WherePK().Exec(ctx); err != nil {
			if uniqueViolation(err, "") {
				return apperr.Invalid("name", MsgStageNameTaken).WithCode(apperr.Conflict)
			}
			return err
		}
		return record(ctx, tx, "stage.rename", audit.Stage, "stages", id, before)
	})
	if err != nil {
		return nil, err
	}
	return st, nil
}

// DeleteStage archives a stage; its sets are left without a stage (and published).
func (s *Service) DeleteStage(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, manageContent); err != nil {
		return err
	}
	return s.tx(ctx, "delete stage", func(ctx context.Context, tx bun.Tx) error {
		return DeleteStageTx(ctx, tx, id)
	})
}

// DeleteStageTx archives a stage in the caller's transaction; its sets are left without a
// stage (and published). Audited.
func DeleteStageTx(ctx context.Context, tx bun.Tx, id uuid.UUID) error {
	_, before, err := lockStage(ctx, tx, id)
	if err != nil {
		return err
	}
	if _, err := tx.NewRaw(`UPDATE sets SET stage_id = NULL, updated_at = now() WHERE stage_id = ? AND NOT archived`, id).Exec(ctx); err != nil {
		return err
	}
	if _, err := tx.NewRaw(`UPDATE stages SET archived = true WHERE id = ?`, id).Exec(ctx); err != nil {
		return err
	}
	return record(ctx, tx, "stage.delete", audit.Stage, "stages", id, before)
}

// lockStage reads a non-archived stage of a live edition, locks the edition and then the
// stage (always in that order, as every admin write does), and snapshots the stage.
func lockStage(ctx context.Context, tx bun.Tx, id uuid.UUID) (*lineup.Stage, []byte, error) {
	var edition []uuid.UUID
	if err := tx.NewSelect().Table("stages").Column("festival_edition_id").Where("id = ? AND NOT archived", id).Scan(ctx, &edition); err != nil {
		return nil, nil, err
	}
	if len(edition) == 0 {
		return nil, nil, apperr.New(apperr.NotFound, MsgStageNotFound)
	}
	if _, err := lockEdition(ctx, tx, edition[0]); err != nil {
		if apperr.CodeOf(err) == apperr.NotFound {
			return nil, nil, apperr.New(apperr.NotFound, MsgStageNotFound)
		}
		return nil, nil, err
	}
	var rows []*lineup.Stage
	if err := tx.NewSelect().Model(&rows).Where("st.id = ? AND NOT st.archived", id).For("UPDATE").Scan(ctx); err != nil {
		return nil, nil, err
	}
	if len(rows) == 0 {
		return nil, nil, apperr.New(apperr.NotFound, MsgStageNotFound)
	}
	before, err := audit.Snapshot(ctx, tx, "stages", id)
	return rows[0], before, err
}

// uniqueIDs removes duplicates, keeping the first position of each.
func uniqueIDs(ids []uuid.UUID) []uuid.UUID {
	seen := make(map[uuid.UUID]bool, len(ids))
	out := make([]uuid.UUID, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
