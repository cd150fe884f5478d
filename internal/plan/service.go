package plan

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/identity"
)

// MaxCrew is the largest group a crew plan is computed for: each member's own route is
// computed too, so the work grows with the group.
const MaxCrew = 50

// MsgCrewTooLarge answers a crew plan of a larger group.
const MsgCrewTooLarge = "Crew plans are for groups of at most 50 members"

// Service loads what a plan needs and computes it.
type Service struct {
	DB bun.IDB
}

// Member is a member of the group a crew plan is for, as the group shows them.
type Member struct {
	UserID uuid.UUID
	// Name is the username, or "A group member" for someone without one.
	Name string
}

// Item is one set of a plan's route, with the members who want it (value > 0; crew plans only).
type Item struct {
	Step
	WantedBy []Member
}

// MemberRoute is a member's own best route beside the crew's: Apart holds the sets of their
// route the crew's does not (where they split up), Together the sets both hold (where they
// meet again).
type MemberRoute struct {
	Member
	Score    int
	Apart    []Set
	Together []Set
}

// Result is a computed plan.
type Result struct {
	Score   int
	Items   []Item
	LeftOut []LeftOut
	// Members is set for a crew plan only, in the group's order of names.
	Members []MemberRoute
}

// Walking is an edition's walking between stages.
type Walking struct {
	Positions       map[uuid.UUID]Position
	MetersPerMinute int
	DefaultMinutes  int
}

// Minutes gives the walking minutes from one stage to another.
func (w Walking) Minutes(from, to uuid.UUID) int {
	return WalkMinutes(from, to, w.Positions, w.MetersPerMinute, w.DefaultMinutes)
}

// WalkingOf reads the positions of an edition's stages.
func (s *Service) WalkingOf(ctx context.Context, e *festival.Edition) (Walking, error) {
	var rows []struct {
		ID   uuid.UUID `bun:"id,type:uuid"`
		X, Y float64
	}
	err := s.DB.NewRaw(`SELECT id, pos_x AS x, pos_y AS y FROM stages
		WHERE festival_edition_id = ? AND NOT archived AND pos_x IS NOT NULL`, e.ID).Scan(ctx, &rows)
	if err != nil {
		return Walking{}, fmt.Errorf("stage positions: %w", err)
	}
	w := Walking{Positions: make(map[uuid.UUID]Position, len(rows)), MetersPerMinute: e.WalkingMetersPerMinute, DefaultMinutes: e.DefaultWalkMinutes}
	for _, r := range rows {
		w.Positions[r.ID] = Position{X: r.X, Y: r.Y}
	}
	return w, nil
}

// vote is one member's vote on a plannable set of the edition.
type vote struct {
	UserID uuid.UUID `bun:"user_id,type:uuid"`
	SetID  uuid.UUID `bun:"set_id,type:uuid"`
	Stage  uuid.UUID `bun:"stage_id,type:uuid"`
	Start  time.Time `bun:"time_start"`
	End    time.Time `bun:"time_end"`
	Value  int       `bun:"vote_type"`
}

// Plan computes the viewer's best route through edition e (groupID nil), or their crew's: each
// set's value is then the sum of the members' votes. Anonymous viewers get an empty plan; a
// group the viewer is not in is FORBIDDEN. e must be an edition the viewer may see.
func (s *Service) Plan(ctx context.Context, e *festival.Edition, groupID *uuid.UUID) (*Result, error) {
	v := identity.From(ctx)
	if v == nil {
		return &Result{}, nil
	}
	users := []uuid.UUID{v.UserID}
	var members []Member
	if groupID != nil {
		var err error
		if members, err = s.crew(ctx, *groupID, v.UserID); err != nil {
			return nil, err
		}
		users = users[:0]
		for _, m := range members {
			users = append(users, m.UserID)
		}
	}
	var votes []vote
	err := s.DB.NewRaw(`SELECT v.user_id, v.set_id, s.stage_id, s.time_start, s.time_end, v.vote_type
		FROM votes v JOIN sets s ON s.id = v.set_id JOIN stages st ON st.id = s.stage_id AND NOT st.archived
		WHERE v.user_id IN (?) AND s.festival_edition_id = ? AND NOT s.archived
		AND s.time_start IS NOT NULL AND s.time_end IS NOT NULL`, bun.List(users), e.ID).Scan(ctx, &votes)
	if err != nil {
		return nil, fmt.Errorf("plan votes: %w", err)
	}
	w, err := s.WalkingOf(ctx, e)
	if err != nil {
		return nil, err
	}
	return compute(votes, members, w.Minutes), nil
}

// compute sums the votes per set and plans the route; with members, also each member's own.
func compute(votes []vote, members []Member, walk Walk) *Result {
	sum := map[uuid.UUID]*Set{}
	var sets []*Set
	mine := make(map[uuid.UUID]int, len(members)) // each member's number of votes
	for _, v := range votes {
		s := sum[v.SetID]
		if s == nil {
			s = &Set{ID: v.SetID, Stage: v.Stage, Start: v.Start, End: v.End}
			sum[v.SetID] = s
			sets = append(sets, s)
		}
		s.Value += v.Value
		if members != nil {
			mine[v.UserID]++
		}
	}
	own := make(map[uuid.UUID][]Set, len(mine))
	for u, n := range mine {
		own[u] = make([]Set, 0, n)
	}
	wanted := map[uuid.UUID][]uuid.UUID{}
	if members != nil {
		for _, v := range votes {
			own[v.UserID] = append(own[v.UserID], Set{ID: v.SetID, Stage: v.Stage, Start: v.Start, End: v.End, Value: v.Value})
			if v.Value > 0 {
				wanted[v.SetID] = append(wanted[v.SetID], v.UserID)
			}
		}
	}
	all := make([]Set, len(sets))
	for i, s := range sets {
		all[i] = *s
	}
	route := Best(all, walk)
	res := &Result{Score: route.Score, LeftOut: Explain(all, route, walk)}
	byUser := make(map[uuid.UUID]Member, len(members))
	rank := make(map[uuid.UUID]int, len(members))
	for i, m := range members {
		byUser[m.UserID], rank[m.UserID] = m, i
	}
	inCrew := make(map[uuid.UUID]bool, len(route.Steps))
	for _, st := range route.Steps {
		item := Item{Step: st}
		for _, u := range wanted[st.Set.ID] {
			item.WantedBy = append(item.WantedBy, byUser[u])
		}
		sort.Slice(item.WantedBy, func(i, j int) bool { return rank[item.WantedBy[i].UserID] < rank[item.WantedBy[j].UserID] })
		inCrew[st.Set.ID] = true
		res.Items = append(res.Items, item)
	}
	for _, m := range members {
		mine := Best(own[m.UserID], walk)
		mr := MemberRoute{Member: m, Score: mine.Score}
		for _, st := range mine.Steps {
			if inCrew[st.Set.ID] {
				mr.Together = append(mr.Together, st.Set)
			} else {
				mr.Apart = append(mr.Apart, st.Set)
			}
		}
		res.Members = append(res.Members, mr)
	}
	return res
}

// crew returns the members of a group the viewer is in, by name (FORBIDDEN when they are not
// in it or it is gone; BAD_USER_INPUT past MaxCrew members).
func (s *Service) crew(ctx context.Context, groupID, viewer uuid.UUID) ([]Member, error) {
	var rows []struct {
		UserID   uuid.UUID `bun:"user_id,type:uuid"`
		Username *string
	}
	err := s.DB.NewRaw(`SELECT m.user_id, u.username FROM group_members m
		JOIN groups g ON g.id = m.group_id AND NOT g.archived JOIN users u ON u.id = m.user_id
		WHERE m.group_id = ? AND EXISTS (SELECT 1 FROM group_members me WHERE me.group_id = m.group_id AND me.user_id = ?)
		ORDER BY u.username NULLS LAST, m.user_id LIMIT ?`, groupID, viewer, MaxCrew+1).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("crew: %w", err)
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.Forbidden, groups.MsgNotMember)
	}
	if len(rows) > MaxCrew {
		return nil, apperr.Invalid("groupId", MsgCrewTooLarge)
	}
	out := make([]Member, len(rows))
	for i, r := range rows {
		out[i] = Member{UserID: r.UserID, Name: "A group member"}
		if r.Username != nil && *r.Username != "" {
			out[i].Name = *r.Username
		}
	}
	return out, nil
}
