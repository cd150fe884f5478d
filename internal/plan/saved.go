package plan

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/identity"
)

// Saved plans: the sets a visitor means to see in an edition, kept on the server.
const (
	MaxSavedSets       = 300
	MsgSignInPlan      = "You must be logged in to save a plan"
	MsgPlanTooLong     = "A plan holds at most 300 sets"
	MsgPlanSetNotFound = "A set of the plan is not in this edition"
)

// Problem is where a saved plan no longer works: Set overlaps Previous, the set before it, or
// leaves no time to walk from Previous's stage (Minutes needed).
type Problem struct {
	Set, Previous Set
	Reason        Reason
	Minutes       int
}

// Saved is a visitor's saved plan: its sets by start time (sets without a time last) with
// the visitor's own values, and its problems.
type Saved struct {
	Steps    []Step
	Problems []Problem
	SavedAt  *time.Time
}

// Save replaces the viewer's saved plan of edition e with setIDs (an empty list clears it).
// Every set must be a non-archived set of e; e must be an edition the viewer may see.
func (s *Service) Save(ctx context.Context, e *festival.Edition, setIDs []uuid.UUID) error {
	v := identity.From(ctx)
	if v == nil {
		return apperr.New(apperr.Unauthenticated, MsgSignInPlan)
	}
	ids := make([]uuid.UUID, 0, len(setIDs))
	seen := make(map[uuid.UUID]bool, len(setIDs))
	for _, id := range setIDs {
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	if len(ids) > MaxSavedSets {
		return apperr.Invalid("setIds", MsgPlanTooLong)
	}
	return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// One save of a user at a time: the user's row is the lock (account deletion takes it too).
		if _, err := tx.NewRaw(`SELECT 1 FROM users WHERE id = ? FOR UPDATE`, v.UserID).Exec(ctx); err != nil {
			return fmt.Errorf("save plan: %w", err)
		}
		if len(ids) > 0 {
			var n int
			if err := tx.NewRaw(`SELECT count(*) FROM sets WHERE id IN (?) AND festival_edition_id = ? AND NOT archived`,
				bun.List(ids), e.ID).Scan(ctx, &n); err != nil {
				return fmt.Errorf("save plan: %w", err)
			}
			if n != len(ids) {
				return apperr.Invalid("setIds", MsgPlanSetNotFound)
			}
		}
		if _, err := tx.NewRaw(`DELETE FROM saved_plans WHERE user_id = ? AND edition_id = ?`, v.UserID, e.ID).Exec(ctx); err != nil {
			return fmt.Errorf("save plan: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		positions := make([]int, len(ids))
		for i := range positions {
			positions[i] = i
		}
		_, err := tx.NewRaw(`INSERT INTO saved_plans (user_id, edition_id, set_id, position)
			SELECT ?, ?, id, pos FROM unnest(?::uuid[], ?::int[]) AS t(id, pos)`,
			v.UserID, e.ID, pgdialect.Array(ids), pgdialect.Array(positions)).Exec(ctx)
		if err != nil {
			return fmt.Errorf("save plan: %w", err)
		}
		return nil
	})
}

// Saved reads the viewer's saved plan of edition e (empty for anonymous viewers or none).
func (s *Service) Saved(ctx context.Context, e *festival.Edition) (*Saved, error) {
	v := identity.From(ctx)
	if v == nil {
		return &Saved{}, nil
	}
	var rows []struct {
		SetID    uuid.UUID  `bun:"set_id,type:uuid"`
		Stage    *uuid.UUID `bun:"stage_id,type:uuid"`
		Start    *time.Time `bun:"time_start"`
		End      *time.Time `bun:"time_end"`
		Value    int        `bun:"value"`
		Position int        `bun:"position"`
		SavedAt  time.Time  `bun:"saved_at"`
	}
	err := s.DB.NewRaw(`SELECT p.set_id, s.stage_id, s.time_start, s.time_end, coalesce(v.vote_type, 0) AS value, p.position, p.saved_at
		FROM saved_plans p JOIN sets s ON s.id = p.set_id AND NOT s.archived
		LEFT JOIN votes v ON v.user_id = p.user_id AND v.set_id = p.set_id
		WHERE p.user_id = ? AND p.edition_id = ?`, v.UserID, e.ID).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("saved plan: %w", err)
	}
	out := &Saved{}
	sets := make([]Set, len(rows))
	for i, r := range rows {
		sets[i] = Set{ID: r.SetID, Value: r.Value}
		if r.Stage != nil {
			sets[i].Stage = *r.Stage
		}
		if r.Start != nil && r.End != nil {
			sets[i].Start, sets[i].End = *r.Start, *r.End
		}
		if out.SavedAt == nil || r.SavedAt.After(*out.SavedAt) {
			at := r.SavedAt
			out.SavedAt = &at
		}
	}
	sort.SliceStable(sets, func(i, j int) bool {
		a, b := sets[i], sets[j]
		if a.Start.IsZero() != b.Start.IsZero() {
			return !a.Start.IsZero()
		}
		return a.Start.Before(b.Start)
	})
	w, err := s.WalkingOf(ctx, e)
	if err != nil {
		return nil, err
	}
	for i, set := range sets {
		step := Step{Set: set}
		if i > 0 {
			prev := sets[i-1]
			timed := !set.Start.IsZero() && !prev.Start.IsZero()
			staged := set.Stage != uuid.Nil && prev.Stage != uuid.Nil
			if staged {
				step.WalkBefore = w.Minutes(prev.Stage, set.Stage)
			}
			switch {
			case timed && set.Start.Before(prev.End):
				out.Problems = append(out.Problems, Problem{Set: set, Previous: prev, Reason: Overlaps})
			case timed && staged && !Follows(prev, set, w.Minutes):
				out.Problems = append(out.Problems, Problem{Set: set, Previous: prev, Reason: NoTimeToWalk, Minutes: step.WalkBefore})
			}
		}
		out.Steps = append(out.Steps, step)
	}
	return out, nil
}

// ProblemMessage says what is wrong, e.g. "Set 3 overlaps Set 1" or "No time to walk from
// Set 1 to Set 3 (8 minutes)".
func ProblemMessage(p Problem, name, previousName string) string {
	if p.Reason == Overlaps {
		return fmt.Sprintf("%s overlaps %s", name, previousName)
	}
	return fmt.Sprintf("No time to walk from %s to %s (%d minutes)", previousName, name, p.Minutes)
}
