package lineup

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Card is a set with everything a set card shows, loaded for a whole list at once: its stage,
// its artists with their genres, its tallies and, when there is a viewer, the viewer's vote.
// The sets page and the live hub both load cards here, so the two never drift apart.
type Card struct {
	Set     *Set
	Stage   *Stage
	Artists []*Artist // each with its Genres
	// ArtistsJSON is the artists as PostgreSQL built them (a JSON array of objects with the
	// columns of artists by name, and genres [{id, name}]), for a cache that keeps them as
	// bytes; set by CardsByIDs only.
	ArtistsJSON json.RawMessage
	// Tally counts everyone's votes; ListTally is the tally under the list's vote perspective
	// (everyone's, or a group's members').
	Tally, ListTally Tally
	// MyVote is the viewer's vote (0: none); nil when loaded without a viewer (live updates
	// are shared by every subscriber).
	MyVote *int
	// ReadXmin is the xmin of the snapshot CardsByIDs read the card in (0 when loaded
	// otherwise): every change the card lacks was made by a transaction at or after it, so a
	// timetable watermark (Watermark) no later than it catches them all.
	ReadXmin int64
}

// CardPage is one page of an edition's set cards.
type CardPage struct {
	Cards   []*Card
	Total   int // -1: unknown (a page past the end)
	HasNext bool
	// GroupIgnored: the filter's group could not be used by the viewer (signed out, not a
	// member, no such group), so the tallies are everyone's.
	GroupIgnored bool
}

// GroupVoters is what lineup needs from groups for a group's vote perspective: the members of a
// group the viewer belongs to (FORBIDDEN otherwise). internal/groups implements it.
type GroupVoters interface {
	MemberUserIDs(ctx context.Context, groupID uuid.UUID) ([]uuid.UUID, error)
}

// SetCards returns one page of the edition's set cards, sorted and filtered (see Sets), in one
// statement whatever the page size (two under a group's perspective: its members first).
func (s *Service) SetCards(ctx context.Context, editionID uuid.UUID, sort Sort, f Filter, limit, offset int) (*CardPage, error) {
	groupIgnored, err := s.groupVoters(ctx, &f)
	if err != nil {
		return nil, err
	}
	page, err := s.Sets(ctx, editionID, sort, f, limit, offset)
	if err != nil {
		return nil, err
	}
	cards := make([]*Card, len(page.Sets))
	for i, set := range page.Sets {
		c := &Card{Set: set, Stage: page.Stages[set.ID], Artists: page.Artists[set.ID],
			Tally: page.Everyone[set.ID], ListTally: page.Tallies[set.ID]}
		if page.MyVotes != nil {
			v := page.MyVotes[set.ID]
			c.MyVote = &v
		}
		cards[i] = c
	}
	return &CardPage{Cards: cards, Total: page.Total, HasNext: page.HasNextPage, GroupIgnored: groupIgnored}, nil
}

// CardsByIDs loads the cards of sets by id, without a viewer, in one statement: the live hub
// loads each flush's changed sets once and shares them among all subscribers. Archived sets
// are included (Set.Archived), so that subscribers learn a set was removed; callers check the
// edition's visibility.
func (s *Service) CardsByIDs(ctx context.Context, ids []uuid.UUID) ([]*Card, error) {
	var rows []struct {
		Set
		cardColumns
		SnapshotXmin int64 `bun:"snapshot_xmin"`
	}
	err := s.DB.NewRaw(`WITH page AS MATERIALIZED (SELECT * FROM sets WHERE id IN (?)),
		`+cardCTEs+`
		SELECT s.id, s.festival_edition_id, s.stage_id, s.name, s.slug, s.description, s.time_start,
			s.time_end, s.archived, 0 AS max_followers, `+cardSelect+`,
			pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS snapshot_xmin
		FROM page s `+cardJoins, bun.List(ids)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("set cards: %w", err)
	}
	cards := make([]*Card, 0, len(rows))
	for i := range rows {
		set := rows[i].Set
		stage, artists, tally, err := rows[i].cardColumns.decode(&set)
		if err != nil {
			return nil, err
		}
		for _, a := range artists {
			set.MaxFollowers = max(set.MaxFollowers, a.SoundcloudFollowers)
		}
		cards = append(cards, &Card{Set: &set, Stage: stage, Artists: artists, ArtistsJSON: rows[i].ArtistsJSON,
			Tally: tally, ListTally: tally, ReadXmin: rows[i].SnapshotXmin})
	}
	return cards, nil
}

// Withdrawn is all a live event tells about an archived set: its id, its edition and that it
// is archived, so subscribers drop it without learning what it was (no name, times, stage,
// artists, tally or viewer's vote).
func (c *Card) Withdrawn() *Card {
	none := 0
	return &Card{
		Set:     &Set{ID: c.Set.ID, FestivalEditionID: c.Set.FestivalEditionID, Archived: true},
		Artists: []*Artist{},
		MyVote:  &none,
	}
}
