package admin

import (
	"context"
	"math"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/lineup"
	"festival/internal/plan"
)

// Walking messages and bounds.
const (
	MsgWalkingSpeed    = "Walking speed must be between 1 and 300 metres per minute"
	MsgDefaultWalk     = "Default walking time must be between 0 and 120 minutes"
	MsgStagePosition   = "A stage's position must be between 0 and 100,000 metres from the map's top-left corner"
	maxStageCoordinate = 100000
)

// walkingFields checks and applies an edition patch's walking speed and default walking time.
func walkingFields(speed, minutes *int, speedOut, minutesOut *int) error {
	if speed != nil {
		if *speed < 1 || *speed > 300 {
			return apperr.Invalid("walkingMetersPerMinute", MsgWalkingSpeed)
		}
		*speedOut = *speed
	}
	if minutes != nil {
		if *minutes < 0 || *minutes > 120 {
			return apperr.Invalid("defaultWalkMinutes", MsgDefaultWalk)
		}
		*minutesOut = *minutes
	}
	return nil
}

// SetStagePosition places a stage on its edition's site map (nil: takes its place away). The
// sets on the stage are published to subscribers, since walking times to them change.
func (s *Service) SetStagePosition(ctx context.Context, id uuid.UUID, pos *plan.Position) (*lineup.Stage, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	if pos != nil && !(coordinate(pos.X) && coordinate(pos.Y)) {
		return nil, apperr.Invalid("position", MsgStagePosition)
	}
	var st *lineup.Stage
	err := s.tx(ctx, "set stage position", func(ctx context.Context, tx bun.Tx) error {
		var before []byte
		var err error
		if st, before, err = lockStage(ctx, tx, id); err != nil {
			return err
		}
		st.PosX, st.PosY = nil, nil
		if pos != nil {
			st.PosX, st.PosY = &pos.X, &pos.Y
		}
		if _, err := tx.NewUpdate().Model(st).Column("pos_x", "pos_y").WherePK().Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "stage.position", audit.Stage, "stages", id, before)
	})
	if err != nil {
		return nil, err
	}
	return st, nil
}

func coordinate(v float64) bool {
	return !math.IsNaN(v) && v >= 0 && v <= maxStageCoordinate
}
