package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/identity"
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

// setFilter decodes the GraphQL filter; malformed ids match nothing rather than everything.
func setFilter(f *model.SetFilter) (lineup.Filter, error) {
	var out lineup.Filter
	if f == nil {
		return out, nil
	}
	var err error
	if out.StageIDs, err = decodeIDs(relay.TypeStage, f.StageIds, "stageIds"); err != nil {
		return out, err
	}
	if out.GenreIDs, err = decodeIDs(relay.TypeGenre, f.GenreIds, "genreIds"); err != nil {
		return out, err
	}
	if f.MinRating != nil {
		if *f.MinRating < 0 || *f.MinRating > 3 {
			return out, apperr.Invalid("minRating", "minRating must be 0, 1, 2 or 3")
		}
		out.MinRating = float64(*f.MinRating)
	}
	return out, nil
}

func decodeIDs(typ string, ids []string, field string) ([]uuid.UUID, error) {
	if len(ids) > relay.MaxPageSize {
		return nil, apperr.Invalid(field, field+" accepts at most 100 ids")
	}
	out := make([]uuid.UUID, 0, len(ids))
	for _, g := range ids {
		id, ok := relay.ParseIDOf(typ, g)
		if !ok {
			return nil, apperr.Invalid(field, "unknown id in "+field)
		}
		out = append(out, id)
	}
	return out, nil
}

// voteValue maps the enum to the stored value.
func voteValue(v *model.VoteType) *int {
	if v == nil {
		return nil
	}
	n := map[model.VoteType]int{model.VoteTypeMustGo: lineup.MustGo, model.VoteTypeInterested: lineup.Interested, model.VoteTypeWontGo: lineup.WontGo}[*v]
	return &n
}

// voteType maps a stored value to the enum (0 or nil: no vote).
func voteType(v int) *model.VoteType {
	var t model.VoteType
	switch v {
	case lineup.MustGo:
		t = model.VoteTypeMustGo
	case lineup.Interested:
		t = model.VoteTypeInterested
	case lineup.WontGo:
		t = model.VoteTypeWontGo
	default:
		return nil
	}
	return &t
}

// setsConnection loads one page of an edition's sets and primes the per-set loaders with what
// the page query already computed, so the whole list costs a fixed number of statements.
func (r *Resolver) setsConnection(ctx context.Context, editionID uuid.UUID, first *int, after *string, sort *model.SetSort, filter *model.SetFilter) (*model.SetConnection, error) {
	n, offset, err := relay.Offset(first, after)
	if err != nil {
		return nil, err
	}
	f, err := setFilter(filter)
	if err != nil {
		return nil, err
	}
	everyone := true
	if filter != nil && filter.GroupID != nil && filter.VotePerspective != nil && *filter.VotePerspective == model.VotePerspectiveGroup {
		gid, err := decodeID(relay.TypeGroup, *filter.GroupID, groups.MsgGroupNotFound)
		if err != nil {
			return nil, err
		}
		if f.VoterIDs, err = r.GroupService.MemberUserIDs(ctx, gid); err != nil {
			return nil, err
		}
		everyone = false
	}
	s := lineup.SortPopularityDesc
	if sort != nil {
		s = sortOf[*sort]
	}
	page, err := r.LineupService.Sets(ctx, editionID, s, f, n, offset)
	if err != nil {
		return nil, err
	}
	if err := r.primeSets(ctx, page, everyone); err != nil {
		return nil, err
	}
	rows := paging.Page[*lineup.Set]{Rows: page.Sets, HasNext: page.HasNextPage}
	return relay.Connection(rows, relay.ByOffset[*lineup.Set](offset), offset > 0,
		func(set *lineup.Set, c string) *model.SetEdge {
			t := page.Tallies[set.ID]
			return &model.SetEdge{Cursor: c, Node: model.SetOf(set), Tally: &t}
		},
		func(edges []*model.SetEdge, info *relay.PageInfo) *model.SetConnection {
			return &model.SetConnection{Edges: edges, PageInfo: info, TotalCount: max(page.Total, 0)}
		}), nil
}

// primeSets primes the loaders with what the page query computed (follower maxima, and the
// tallies when they are everyone's) and loads what a set card shows for the whole page at once
// (artists, their genres, stages, the viewer's votes), so the statement count depends neither
// on the page size nor on goroutine timing.
func (r *Resolver) primeSets(ctx context.Context, page *lineup.SetPage, everyonesTallies bool) error {
	if len(page.Sets) == 0 {
		return nil
	}
	l := loader.For(ctx)
	ids := make([]uuid.UUID, len(page.Sets))
	stageIDs := []uuid.UUID{}
	for i, s := range page.Sets {
		ids[i] = s.ID
		l.SetByID.Prime(s.ID, model.SetOf(s))
		if everyonesTallies {
			l.TallyBySet.Prime(s.ID, page.Tallies[s.ID])
		}
		l.MaxFollowersBySet.Prime(s.ID, s.MaxFollowers)
		if s.StageID != nil {
			stageIDs = append(stageIDs, *s.StageID)
		}
	}
	artists, err := r.LineupService.ArtistsOfSets(ctx, ids)
	if err != nil {
		return err
	}
	var artistIDs []uuid.UUID
	for _, id := range ids {
		l.ArtistsBySet.Prime(id, model.List(artists[id], model.ArtistOf))
		for _, a := range artists[id] {
			artistIDs = append(artistIDs, a.ID)
		}
	}
	if len(artistIDs) > 0 {
		genres, err := r.LineupService.GenresOfArtists(ctx, artistIDs)
		if err != nil {
			return err
		}
		for _, id := range artistIDs {
			l.GenresByArtist.Prime(id, model.List(genres[id], model.MusicGenreOf))
		}
	}
	if len(stageIDs) > 0 {
		stages, err := r.LineupService.StagesByIDs(ctx, stageIDs)
		if err != nil {
			return err
		}
		for id, st := range stages {
			l.StageByID.Prime(id, model.StageOf(st))
		}
	}
	if v := identity.From(ctx); v != nil && l.MyVoteBySet != nil {
		mine, err := r.VotingService.MyVotes(ctx, v.UserID, ids)
		if err != nil {
			return err
		}
		for _, id := range ids {
			l.MyVoteBySet.Prime(id, mine[id])
		}
	}
	return nil
}

// timetable is every set of the edition by start time, with the card data primed.
func (r *Resolver) timetable(ctx context.Context, editionID uuid.UUID) ([]*model.Set, error) {
	page, err := r.LineupService.Sets(ctx, editionID, lineup.SortDateAsc, lineup.Filter{}, lineup.MaxTimetable, 0)
	if err != nil {
		return nil, err
	}
	if err := r.primeSets(ctx, page, true); err != nil {
		return nil, err
	}
	return model.List(page.Sets, model.SetOf), nil
}

// viewerAndEdition returns the signed-in viewer and a visible edition by global id.
func (r *Resolver) viewerAndEdition(ctx context.Context, editionID string) (*identity.Viewer, *festival.Edition, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, nil, err
	}
	id, ok := relay.ParseIDOf(relay.TypeEdition, editionID)
	if !ok {
		return nil, nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	e, err := loader.For(ctx).EditionByID.Load(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if e == nil {
		return nil, nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	return v, (*festival.Edition)(e), nil
}
