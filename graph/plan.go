package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/internal/identity"
	"festival/internal/plan"
)

// The most sets Plan.items and Plan.leftOut hold (the rest is cut), and PlanMember.apart and
// .together: their cost bounds (graph/cost).
const (
	maxPlanSets   = 300
	maxMemberSets = 100
)

// planOf maps a computed plan to the schema's, loading every set it names in one batch.
func planOf(ctx context.Context, res *plan.Result, crew bool) (*model.Plan, error) {
	res.Items, res.LeftOut = res.Items[:min(len(res.Items), maxPlanSets)], res.LeftOut[:min(len(res.LeftOut), maxPlanSets)]
	var ids []uuid.UUID
	for _, it := range res.Items {
		ids = append(ids, it.Set.ID)
	}
	for _, lo := range res.LeftOut {
		ids = append(ids, lo.Set.ID, lo.Because.ID)
	}
	for i := range res.Members {
		m := &res.Members[i]
		m.Apart, m.Together = m.Apart[:min(len(m.Apart), maxMemberSets)], m.Together[:min(len(m.Together), maxMemberSets)]
		for _, s := range append(m.Apart, m.Together...) {
			ids = append(ids, s.ID)
		}
	}
	loaded, err := loader.For(ctx).SetByID.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	sets := make(map[uuid.UUID]*model.Set, len(ids))
	for i, s := range loaded {
		if s != nil {
			sets[ids[i]] = s
		}
	}
	out := &model.Plan{Score: res.Score, Items: []*model.PlanItem{}, LeftOut: []*model.PlanLeftOut{}, Members: []*model.PlanMember{}}
	for _, it := range res.Items {
		s := sets[it.Set.ID]
		if s == nil {
			continue // archived since it was read
		}
		item := &model.PlanItem{Set: s, Value: it.Set.Value, WalkMinutesBefore: it.WalkBefore, WantedBy: []string{}}
		for _, m := range it.WantedBy {
			item.WantedBy = append(item.WantedBy, m.Name)
		}
		out.Items = append(out.Items, item)
	}
	for _, lo := range res.LeftOut {
		s, b := sets[lo.Set.ID], sets[lo.Because.ID]
		if s == nil || b == nil {
			continue
		}
		reason := model.PlanLeftOutReasonOverlaps
		if lo.Reason == plan.NoTimeToWalk {
			reason = model.PlanLeftOutReasonNoTimeToWalk
		}
		out.LeftOut = append(out.LeftOut, &model.PlanLeftOut{Set: s, Value: lo.Set.Value, Because: b,
			BecauseValue: lo.Because.Value, Reason: reason, Message: plan.Message(lo, s.Name, b.Name, crew)})
	}
	viewer := identity.From(ctx)
	for _, m := range res.Members {
		pm := &model.PlanMember{Name: m.Name, IsViewer: viewer != nil && viewer.UserID == m.UserID, Score: m.Score,
			Apart: loadedSets(sets, m.Apart), Together: loadedSets(sets, m.Together)}
		out.Members = append(out.Members, pm)
	}
	return out, nil
}

func loadedSets(sets map[uuid.UUID]*model.Set, of []plan.Set) []*model.Set {
	out := make([]*model.Set, 0, len(of))
	for _, s := range of {
		if m := sets[s.ID]; m != nil {
			out = append(out, m)
		}
	}
	return out
}

// savedPlanOf maps a saved plan to the schema's, loading its sets in one batch.
func savedPlanOf(ctx context.Context, saved *plan.Saved) (*model.SavedPlan, error) {
	ids := make([]uuid.UUID, 0, len(saved.Steps))
	for _, st := range saved.Steps {
		ids = append(ids, st.Set.ID)
	}
	loaded, err := loader.For(ctx).SetByID.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	sets := make(map[uuid.UUID]*model.Set, len(ids))
	for i, s := range loaded {
		if s != nil {
			sets[ids[i]] = s
		}
	}
	out := &model.SavedPlan{Items: []*model.PlanItem{}, Problems: []*model.PlanProblem{}, SavedAt: saved.SavedAt}
	for _, st := range saved.Steps {
		if s := sets[st.Set.ID]; s != nil {
			out.Items = append(out.Items, &model.PlanItem{Set: s, Value: st.Set.Value, WalkMinutesBefore: st.WalkBefore, WantedBy: []string{}})
		}
	}
	for _, p := range saved.Problems {
		s, prev := sets[p.Set.ID], sets[p.Previous.ID]
		if s == nil || prev == nil {
			continue
		}
		reason := model.PlanLeftOutReasonOverlaps
		if p.Reason == plan.NoTimeToWalk {
			reason = model.PlanLeftOutReasonNoTimeToWalk
		}
		out.Problems = append(out.Problems, &model.PlanProblem{Set: s, Previous: prev, Reason: reason,
			Message: plan.ProblemMessage(p, s.Name, prev.Name)})
	}
	return out, nil
}
