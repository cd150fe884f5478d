package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/internal/ratings"
	"festival/internal/recap"
)

const msgRecapNoGroup = "A recap is yours alone: share it without a group"

func ratingSummaryOf(s *ratings.Summary) *model.RatingSummary {
	return &model.RatingSummary{Average: s.Average, Count: s.Count, Distribution: s.Distribution[:]}
}

// myRating is the viewer's rating of set (nil: none or anonymous).
func myRating(ctx context.Context, set *model.Set) (*ratings.Rating, error) {
	l := loader.For(ctx).MyRatingBySet
	if l == nil {
		return nil, nil
	}
	return l.Load(ctx, set.ID)
}

// setsOf loads sets by id in order, leaving out those the viewer may no longer see.
func setsOf(ctx context.Context, ids []uuid.UUID) ([]*model.Set, error) {
	found, err := loader.For(ctx).SetByID.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]*model.Set, 0, len(found))
	for _, s := range found {
		if s != nil {
			out = append(out, s)
		}
	}
	return out, nil
}

func recapOf(ctx context.Context, rc *recap.Recap) (*model.Recap, error) {
	ids := make([]uuid.UUID, len(rc.Sets))
	for i, x := range rc.Sets {
		ids[i] = x.ID
	}
	sets, err := setsOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[uuid.UUID]*model.Set, len(sets))
	for _, s := range sets {
		byID[s.ID] = s
	}
	item := func(x *recap.Set) *model.RecapSet {
		s := byID[x.ID]
		if s == nil {
			return nil
		}
		out := &model.RecapSet{Set: s}
		if x.Stars > 0 {
			stars := x.Stars
			out.Stars = &stars
		}
		return out
	}
	out := &model.Recap{MusicMinutes: rc.MusicMinutes, WalkingMeters: rc.WalkingMeters, TopGenres: rc.TopGenres, TopStage: rc.TopStage,
		Sets: []*model.RecapSet{}, Groups: []*model.RecapGroup{}}
	for _, x := range rc.Sets {
		if it := item(x); it != nil {
			out.Sets = append(out.Sets, it)
		}
	}
	if rc.Best != nil {
		out.HighestRated = item(rc.Best)
	}
	for _, g := range rc.Groups {
		grp, err := loader.For(ctx).GroupByID.Load(ctx, g.ID)
		if err != nil {
			return nil, err
		}
		if grp == nil {
			continue
		}
		rg := &model.RecapGroup{Group: grp, Sets: []*model.Set{}}
		for _, x := range g.Sets {
			if s := byID[x.ID]; s != nil {
				rg.Sets = append(rg.Sets, s)
			}
		}
		out.Groups = append(out.Groups, rg)
	}
	return out, nil
}

func ratingStatsOf(ctx context.Context, e *model.Edition, sets []*ratings.SetStats, stages []*ratings.StageStats) (*model.RatingStats, error) {
	out := &model.RatingStats{Sets: []*model.SetRatingStats{}, Stages: []*model.StageRatingStats{}, CSVPath: "/admin/export/ratings/" + e.ID.String()}
	ids := make([]uuid.UUID, len(sets))
	for i, x := range sets {
		ids[i] = x.SetID
	}
	found, err := loader.For(ctx).SetByID.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i, x := range sets {
		if found[i] != nil {
			out.Sets = append(out.Sets, &model.SetRatingStats{Set: found[i], Summary: ratingSummaryOf(x.Summary()), DidNotSee: x.DidNot})
		}
	}
	for _, x := range stages {
		st, err := loader.For(ctx).StageByID.Load(ctx, x.StageID)
		if err != nil {
			return nil, err
		}
		if st != nil {
			out.Stages = append(out.Stages, &model.StageRatingStats{Stage: st, Summary: ratingSummaryOf(x.Summary())})
		}
	}
	return out, nil
}
