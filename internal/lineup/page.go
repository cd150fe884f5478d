package lineup

import (
	"context"

	"github.com/google/uuid"
)

// PageRow is one set of a page as the per-request part of its card: the set's id, its tallies
// and the viewer's vote. What the card shows otherwise (the set, its stage and artists) comes
// from a cache of cards (internal/cards) keyed by the id.
type PageRow struct {
	ID               uuid.UUID
	Tally, ListTally Tally
	// MyVote is the viewer's vote (0: none); nil without a viewer.
	MyVote *int
}

// IDPage is one page of an edition's sets as rows (see SetCards for the fields).
type IDPage struct {
	Rows         []PageRow
	Total        int
	HasNext      bool
	GroupIgnored bool
}

// SetPage is SetCards' page as rows, same sort, filter and semantics.
//
// Stand-in: it loads whole cards through SetCards and keeps their ids and tallies; a statement
// that returns only the rows replaces it.
func (s *Service) SetPage(ctx context.Context, editionID uuid.UUID, sort Sort, f Filter, limit, offset int) (*IDPage, error) {
	page, err := s.SetCards(ctx, editionID, sort, f, limit, offset)
	if err != nil {
		return nil, err
	}
	out := &IDPage{Rows: make([]PageRow, len(page.Cards)), Total: page.Total, HasNext: page.HasNext, GroupIgnored: page.GroupIgnored}
	for i, c := range page.Cards {
		out.Rows[i] = PageRow{ID: c.Set.ID, Tally: c.Tally, ListTally: c.ListTally, MyVote: c.MyVote}
	}
	return out, nil
}
