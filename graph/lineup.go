package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/apperr"
	"festival/internal/lineup"
	"festival/internal/paging"
)

var sortOf = map[model.SetSort]lineup.Sort{
	model.SetSortNameAsc:        lineup.SortNameAsc,
	model.SetSortNameDesc:       lineup.SortNameDesc,
	model.SetSortRatingDesc:     lineup.SortRatingDesc,
	model.SetSortPopularityDesc: lineup.SortPopularityDesc,
	model.SetSortDateAsc:        lineup.SortDateAsc,
}

// setFilter decodes the GraphQL filter. Malformed stage or genre ids are left out and reported,
// so a link a chat app cut short still shows the edition.
func setFilter(f *model.SetFilter) (lineup.Filter, []model.SetFilterField, error) {
	var out lineup.Filter
	var ignored []model.SetFilterField
	if f == nil {
		return out, ignored, nil
	}
	var err error
	var dropped bool
	if out.StageIDs, dropped, err = decodeIDs(relay.TypeStage, f.StageIds, "stageIds"); err != nil {
		return out, nil, err
	} else if dropped {
		ignored = append(ignored, model.SetFilterFieldStageIDS)
	}
	if out.GenreIDs, dropped, err = decodeIDs(relay.TypeGenre, f.GenreIds, "genreIds"); err != nil {
		return out, nil, err
	} else if dropped {
		ignored = append(ignored, model.SetFilterFieldGenreIDS)
	}
	if f.Q != nil {
		if out.Query, err = searchQuery(*f.Q); err != nil {
			return out, nil, err
		}
	}
	if f.MinRating != nil {
		if *f.MinRating < 0 || *f.MinRating > 3 {
			return out, nil, apperr.Invalid("minRating", "minRating must be 0, 1, 2 or 3")
		}
		out.MinRating = float64(*f.MinRating)
	}
	if f.Rating != nil {
		switch *f.Rating {
		case model.RatingFilterLiked:
			out.AboveZero = true
		case model.RatingFilterPopular:
			out.MinRating = max(out.MinRating, 1)
		case model.RatingFilterLoved:
			out.MinRating = max(out.MinRating, 1.5)
		}
	}
	return out, ignored, nil
}

// searchQuery is a bounded name search (BAD_USER_INPUT beyond lineup.MaxQueryLength).
func searchQuery(q string) (string, error) {
	q, ok := lineup.NormalizeQuery(q)
	if !ok {
		return "", apperr.Invalid("q", "Search text must be at most 100 characters")
	}
	return q, nil
}

// decodeIDs decodes ids of type typ, leaving out (and reporting) malformed ones: a filter whose
// ids were all malformed is no filter, as if the link had not carried it.
func decodeIDs(typ string, ids []string, field string) ([]uuid.UUID, bool, error) {
	if len(ids) > relay.MaxPageSize {
		return nil, false, apperr.Invalid(field, field+" accepts at most 100 ids")
	}
	out := make([]uuid.UUID, 0, len(ids))
	for _, g := range ids {
		if id, ok := relay.ParseIDOf(typ, g); ok {
			out = append(out, id)
		}
	}
	return out, len(out) < len(ids), nil
}

// setsArgs are Edition.sets' arguments as the lineup service takes them (the resolver's and the
// fast path's).
type setsArgs struct {
	n, offset int
	sort      lineup.Sort
	filter    lineup.Filter
	ignored   []model.SetFilterField // filter values left out
}

func readSetsArgs(first *int, after *string, sort *model.SetSort, filter *model.SetFilter) (a setsArgs, err error) {
	if a.n, a.offset, err = relay.Offset(first, after); err != nil {
		return a, err
	}
	if a.filter, a.ignored, err = setFilter(filter); err != nil {
		return a, err
	}
	a.sort = lineup.SortPopularityDesc
	if sort != nil {
		a.sort = sortOf[*sort]
	}
	return a, nil
}

// setsConnection is one page of an edition's set cards: lineup loads everything a card shows
// for the whole page (a fixed number of statements), so the set fields need no lookups.
func (r *Resolver) setsConnection(ctx context.Context, editionID uuid.UUID, first *int, after *string, sort *model.SetSort, filter *model.SetFilter) (*model.SetConnection, error) {
	a, err := readSetsArgs(first, after, sort, filter)
	if err != nil {
		return nil, err
	}
	f, ignored, offset := a.filter, a.ignored, a.offset
	if filter != nil && filter.GroupID != nil && filter.VotePerspective != nil && *filter.VotePerspective == model.VotePerspectiveGroup {
		if gid, ok := relay.ParseIDOf(relay.TypeGroup, *filter.GroupID); ok {
			f.Group = &gid
		} else {
			ignored = append(ignored, model.SetFilterFieldGroupID)
		}
	}
	page, err := r.LineupService.SetCards(ctx, editionID, a.sort, f, a.n, offset)
	if err != nil {
		return nil, err
	}
	if page.GroupIgnored {
		ignored = append(ignored, model.SetFilterFieldGroupID)
	}
	rows := paging.Page[*lineup.Card]{Rows: page.Cards, HasNext: page.HasNext}
	return relay.Connection(rows, relay.ByOffset[*lineup.Card](offset), offset > 0,
		func(c *lineup.Card, cursor string) *model.SetEdge {
			return &model.SetEdge{Cursor: cursor, Node: model.SetOfCard(c), Tally: &c.ListTally}
		},
		func(edges []*model.SetEdge, info *relay.PageInfo) *model.SetConnection {
			return &model.SetConnection{Edges: edges, PageInfo: info, TotalCount: max(page.Total, 0), IgnoredFilters: nonNil(ignored)}
		}), nil
}

// timetable is every set of the edition by start time, as cards.
func (r *Resolver) timetable(ctx context.Context, editionID uuid.UUID, q *string) ([]*model.Set, error) {
	var f lineup.Filter
	if q != nil {
		var err error
		if f.Query, err = searchQuery(*q); err != nil {
			return nil, err
		}
	}
	page, err := r.LineupService.SetCards(ctx, editionID, lineup.SortDateAsc, f, lineup.MaxTimetable, 0)
	if err != nil {
		return nil, err
	}
	return model.List(page.Cards, model.SetOfCard), nil
}

// timetableChanges is the timetable as a sync after the watermark since (lineup.TimetableChanges).
// The edition was reached through its visibility rules, as for timetable.
func (r *Resolver) timetableChanges(ctx context.Context, editionID uuid.UUID, since *string) (*model.TimetableChanges, error) {
	var w *lineup.Watermark
	if since != nil {
		parsed, err := lineup.ParseWatermark(*since)
		if err != nil {
			return nil, err
		}
		w = &parsed
	}
	c, err := r.LineupService.TimetableChanges(ctx, editionID, w)
	if err != nil {
		return nil, err
	}
	out := syncOf(c.Watermark, c.Complete, c.RemovedIDs, c.MyVotes)
	out.Sets = model.List(c.Cards, model.SetOfCard)
	return out, nil
}

// syncOf is the answer of a timetable sync without its sets (the resolver's and the fast
// path's).
func syncOf(w lineup.Watermark, complete bool, removedIDs []uuid.UUID, myVotes []lineup.SetVote) *model.TimetableChanges {
	removed := make([]string, len(removedIDs))
	for i, id := range removedIDs {
		removed[i] = relay.ID(relay.TypeSet, id)
	}
	votes := make([]*model.TimetableVote, 0, len(myVotes))
	for _, v := range myVotes {
		if t := voteType(v.Vote); t != nil {
			votes = append(votes, &model.TimetableVote{SetID: relay.ID(relay.TypeSet, v.SetID), Vote: *t})
		}
	}
	return &model.TimetableChanges{Watermark: w.String(), Complete: complete, RemovedSetIds: removed, MyVotes: votes}
}
