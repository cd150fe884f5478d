package lineup

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/db"
)

// Card is a set with everything a set card shows, loaded for a whole list at once: its stage,
// its artists with their genres, its tallies and, when there is a viewer, the viewer's vote.
// The sets page and the live hub both load cards here, so the two never drift apart.
type Card struct {
	Set     *Set
	Stage   *Stage
	Artists []*Artist // each with its Genres
	// Tally counts everyone's votes; ListTally is the tally under the list's vote perspective
	// (everyone's, or a group's members').
	Tally, ListTally Tally
	// MyVote is the viewer's vote (0: none); nil when loaded without a viewer (live updates
	// are shared by every subscriber).
	MyVote *int
}

// CardPage is one page of an edition's set cards.
type CardPage struct {
	Cards   []*Card
	Total   int // -1: unknown (a page past the end)
	HasNext bool
}

// GroupVoters is what lineup needs from groups for a group's vote perspective: the members of a
// group the viewer belongs to (FORBIDDEN otherwise). internal/groups implements it.
type GroupVoters interface {
	MemberUserIDs(ctx context.Context, groupID uuid.UUID) ([]uuid.UUID, error)
}

// SetCards returns one page of the edition's set cards, sorted and filtered (see Sets), with a
// fixed number of statements whatever the page size: the page with its tallies and the
// viewer's votes, then stages, artists and genres (and everyone's tallies under a group's
// perspective, plus the group's members).
func (s *Service) SetCards(ctx context.Context, editionID uuid.UUID, sort Sort, f Filter, limit, offset int) (*CardPage, error) {
	if f.Group != nil {
		ids, err := s.Groups.MemberUserIDs(ctx, *f.Group)
		if err != nil {
			return nil, err
		}
		f.VoterIDs = ids
	}
	page, err := s.Sets(ctx, editionID, sort, f, limit, offset)
	if err != nil {
		return nil, err
	}
	everyone := page.Tallies
	if f.VoterIDs != nil && len(page.Sets) > 0 {
		if everyone, err = s.Tallies(ctx, setIDs(page.Sets)); err != nil {
			return nil, err
		}
	}
	cards, err := s.cards(ctx, page.Sets)
	if err != nil {
		return nil, err
	}
	for _, c := range cards {
		c.Tally, c.ListTally = everyone[c.Set.ID], page.Tallies[c.Set.ID]
		if page.MyVotes != nil {
			v := page.MyVotes[c.Set.ID]
			c.MyVote = &v
		}
	}
	return &CardPage{Cards: cards, Total: page.Total, HasNext: page.HasNextPage}, nil
}

// CardsByIDs loads the cards of sets by id, without a viewer: the live hub loads each flush's
// changed sets once and shares them among all subscribers. Archived sets are left out;
// callers check visibility.
func (s *Service) CardsByIDs(ctx context.Context, ids []uuid.UUID) ([]*Card, error) {
	var sets []*Set
	if err := s.DB.NewSelect().Model(&sets).Where("s.id IN (?) AND NOT s.archived", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("set cards: %w", err)
	}
	if len(sets) == 0 {
		return nil, nil
	}
	cards, err := s.cards(ctx, sets)
	if err != nil {
		return nil, err
	}
	tallies, err := s.Tallies(ctx, setIDs(sets))
	if err != nil {
		return nil, err
	}
	for _, c := range cards {
		c.Tally = tallies[c.Set.ID]
		c.ListTally = c.Tally
		for _, a := range c.Artists {
			c.Set.MaxFollowers = max(c.Set.MaxFollowers, a.SoundcloudFollowers)
		}
	}
	return cards, nil
}

// cards adds stages, artists and genres to sets, one statement each.
func (s *Service) cards(ctx context.Context, sets []*Set) ([]*Card, error) {
	cards := make([]*Card, len(sets))
	if len(sets) == 0 {
		return cards, nil
	}
	var stageIDs []uuid.UUID
	for _, st := range sets {
		if st.StageID != nil {
			stageIDs = append(stageIDs, *st.StageID)
		}
	}
	var stages []*Stage
	if len(stageIDs) > 0 {
		if err := s.DB.NewSelect().Model(&stages).Where("st.id IN (?)", bun.List(stageIDs)).Scan(ctx); err != nil {
			return nil, fmt.Errorf("stages of sets: %w", err)
		}
	}
	stageByID := db.ByID(stages, func(x *Stage) uuid.UUID { return x.ID })
	artists, err := s.ArtistsOfSets(ctx, setIDs(sets))
	if err != nil {
		return nil, err
	}
	var artistIDs []uuid.UUID
	for _, as := range artists {
		for _, a := range as {
			artistIDs = append(artistIDs, a.ID)
		}
	}
	genres := map[uuid.UUID][]*Genre{}
	if len(artistIDs) > 0 {
		if genres, err = s.GenresOfArtists(ctx, artistIDs); err != nil {
			return nil, err
		}
	}
	for i, st := range sets {
		c := &Card{Set: st, Artists: artists[st.ID]}
		if st.StageID != nil {
			c.Stage = stageByID[*st.StageID]
		}
		for _, a := range c.Artists {
			a.Genres = nonNilGenres(genres[a.ID])
		}
		cards[i] = c
	}
	return cards, nil
}

func setIDs(sets []*Set) []uuid.UUID {
	ids := make([]uuid.UUID, len(sets))
	for i, s := range sets {
		ids[i] = s.ID
	}
	return ids
}

func nonNilGenres(g []*Genre) []*Genre {
	if g == nil {
		return []*Genre{}
	}
	return g
}
