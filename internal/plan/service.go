package plan

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/identity"
)

// MaxCrew is the largest group a crew plan is computed for: each member's own route is
// computed too, so the work grows with the group.
const MaxCrew = 50

// MsgCrewTooLarge answers a crew plan of a larger group.
const MsgCrewTooLarge = "Crew plans are for groups of at most 50 members"

// Plans a signed-in visitor may ask for per PlanWindow (their own and their crews', over all
// instances): a crew plan reads every member's votes on every set and plans a route for each.
// The map screen asks for one per visit or group chosen.
const (
	PlansPerWindow = 30
	PlanWindow     = time.Minute
	// MsgTooManyPlans answers a plan past the limit (RATE_LIMITED, with extensions.retryAfterSeconds).
	MsgTooManyPlans = "Too many plans in a short time. Please wait a minute and try again."
)

// Service loads what a plan needs and computes it.
type Service struct {
	DB bun.IDB
	// Limiter counts each signed-in visitor's plans (PlansPerWindow); nil: no limit.
	Limiter *auth.Limiter
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

// setVotes is a plannable set of the edition with the votes of the plan's people on it: Who
// holds their places (0-based, in the order Plan lists them) and Vals their votes, by place.
type setVotes struct {
	ID    uuid.UUID
	Stage uuid.UUID
	Start time.Time
	End   time.Time
	Who   []int16
	Vals  []int16
}

// votesRow is a setVotes as read: Votes holds two bytes per vote, by place: '0' + the place
// (0 to MaxCrew-1), then '1' + the vote (-1, 1 or 2). One short string per set, not arrays of
// numbers (parsed element by element) nor a row per vote.
type votesRow struct {
	ID    uuid.UUID `bun:"id,type:uuid"`
	Stage uuid.UUID `bun:"stage_id,type:uuid"`
	Start time.Time `bun:"time_start"`
	End   time.Time `bun:"time_end"`
	Votes string    `bun:"votes"`
}

// Plan computes the viewer's best route through edition e (groupID nil), or their crew's: each
// set's value is then the sum of the members' votes. Anonymous viewers get an empty plan; a
// group the viewer is not in is FORBIDDEN. e must be an edition the viewer may see.
func (s *Service) Plan(ctx context.Context, e *festival.Edition, groupID *uuid.UUID) (*Result, error) {
	v := identity.From(ctx)
	if v == nil {
		return &Result{}, nil
	}
	if s.Limiter != nil {
		if err := s.Limiter.Allow(ctx, "plan:"+v.UserID.String(), PlansPerWindow, PlanWindow); err != nil {
			if e, ok := apperr.As(err); ok && e.Code == apperr.RateLimited {
				return nil, &apperr.Error{Code: apperr.RateLimited, Message: MsgTooManyPlans, RetryAfter: e.RetryAfter}
			}
			return nil, err
		}
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
	// One row per set with the votes packed in a string: a crew of 50 who voted on 2,400 sets is
	// 2,400 rows, not 120,000. The votes are grouped by set before the sets are joined, with
	// no order inside a set (PostgreSQL then hashes them instead of sorting 120,000 rows, which
	// spills to disk at the default work_mem); the members' order is restored below.
	var rows []votesRow
	err := s.DB.NewRaw(`SELECT s.id, s.stage_id, s.time_start, s.time_end, v.votes
		FROM (SELECT v.set_id, string_agg(chr(47 + m.place::int) || chr(49 + v.vote_type), '') AS votes
			FROM unnest(?::uuid[]) WITH ORDINALITY AS m(user_id, place)
			JOIN votes v ON v.user_id = m.user_id
			WHERE v.set_id IN (SELECT id FROM sets WHERE festival_edition_id = ?)
			GROUP BY v.set_id) v
		JOIN sets s ON s.id = v.set_id AND NOT s.archived AND s.time_start IS NOT NULL AND s.time_end IS NOT NULL
		JOIN stages st ON st.id = s.stage_id AND NOT st.archived`, pgdialect.Array(users), e.ID).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("plan votes: %w", err)
	}
	sets := make([]setVotes, len(rows))
	places := make([]int16, 0, len(rows)*len(users)) // all Who and Vals in two allocations
	values := make([]int16, 0, len(rows)*len(users))
	byPlace := make([]int16, len(users)) // a set's votes by place; 0 is no vote (votes are -1, 1, 2)
	for i, r := range rows {
		for k := 0; k+1 < len(r.Votes); k += 2 {
			place, vote := int(r.Votes[k])-'0', int16(r.Votes[k+1])-'1'
			if place < 0 || place >= len(users) || vote == 0 {
				return nil, fmt.Errorf("plan votes: place %d of %d, vote %d", place, len(users), vote)
			}
			byPlace[place] = vote
		}
		from := len(places)
		for place, vote := range byPlace {
			if vote != 0 {
				places, values = append(places, int16(place)), append(values, vote)
				byPlace[place] = 0
			}
		}
		sets[i] = setVotes{ID: r.ID, Stage: r.Stage, Start: r.Start, End: r.End, Who: places[from:len(places):len(places)], Vals: values[from:len(values):len(values)]}
	}
	w, err := s.WalkingOf(ctx, e)
	if err != nil {
		return nil, err
	}
	return compute(sets, members, w.Minutes), nil
}

// compute sums the votes per set and plans the route; with members, also each member's own,
// all in one pass over the sets (their order and walks are shared).
func compute(votes []setVotes, members []Member, walk Walk) *Result {
	// In route order: the planner's, and each member's own sets come in it.
	slices.SortFunc(votes, func(a, b setVotes) int {
		return compare(&Set{ID: a.ID, Start: a.Start, End: a.End}, &Set{ID: b.ID, Start: b.Start, End: b.End})
	})
	all := make([]Set, 0, len(votes))
	kept := make([]int, 0, len(votes)) // the votes of all[i]
	for i, sv := range votes {
		s := Set{ID: sv.ID, Stage: sv.Stage, Start: sv.Start, End: sv.End}
		for _, v := range sv.Vals {
			s.Value += int(v)
		}
		if placed(s) {
			all, kept = append(all, s), append(kept, i)
		}
	}
	// Route 0 is the crew's (the sum of the votes), route 1+m member m's (their own vote).
	from, wants := make([]int32, len(all)+1), make([]want, 0, len(all)*(1+len(members)/2))
	for i, s := range all {
		if s.Value > 0 {
			wants = append(wants, want{0, int32(s.Value)})
		}
		if members != nil {
			sv := votes[kept[i]]
			for k, who := range sv.Who {
				if sv.Vals[k] > 0 {
					wants = append(wants, want{1 + int32(who), int32(sv.Vals[k])})
				}
			}
		}
		from[i+1] = int32(len(wants))
	}
	tt := newTable(all, walk)
	routes := tt.routes(1+len(members), from, wants)
	route := routes[0]
	res := &Result{Score: route.Score, LeftOut: Explain(all, route, walk)}
	if members == nil {
		for _, st := range route.Steps {
			res.Items = append(res.Items, Item{Step: st})
		}
		return res
	}
	inCrew := make(map[uuid.UUID]bool, len(route.Steps))
	at := make(map[uuid.UUID]int, len(route.Steps))
	for _, st := range route.Steps {
		inCrew[st.Set.ID] = true
		at[st.Set.ID] = -1
	}
	for i, sv := range votes {
		if _, ok := at[sv.ID]; ok {
			at[sv.ID] = i
		}
	}
	for _, st := range route.Steps {
		item := Item{Step: st}
		sv := votes[at[st.Set.ID]]
		for k, who := range sv.Who { // in the members' order
			if sv.Vals[k] > 0 {
				item.WantedBy = append(item.WantedBy, members[who])
			}
		}
		res.Items = append(res.Items, item)
	}
	res.Members = make([]MemberRoute, 0, len(members))
	for m, member := range members {
		mine := routes[1+m]
		mr := MemberRoute{Member: member, Score: mine.Score}
		together := 0
		for _, st := range mine.Steps {
			if inCrew[st.Set.ID] {
				together++
			}
		}
		if together > 0 {
			mr.Together = make([]Set, 0, together)
		}
		if apart := len(mine.Steps) - together; apart > 0 {
			mr.Apart = make([]Set, 0, apart)
		}
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
