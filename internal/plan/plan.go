// Package plan computes the best route through a festival's timetable: the sets that maximise
// the sum of their values, where consecutive sets leave time to walk from one stage to the
// next. It knows nothing of votes, groups or the database; callers give each set its value (a
// person's vote, or the sum of a crew's) and the walking minutes between stages.
//
// The route is optimal: the sets with a positive value, ordered by start, form a directed
// acyclic graph (an edge a → b when b can follow a), and the best route is its heaviest path,
// found by dynamic programming: for each set, the best route it can end is its value plus the
// best route ending with a set it can follow. Those sets are found per stage: ordered by end
// plus the walk to the stage, they are a prefix that only grows as the stage's sets are planned
// by start, and its best is a running maximum (routes.go). O(stages · n log n) time, shared by a
// crew's route and each member's, planned in the same pass; comparing every pair of 2,400 sets
// took 2.9 million steps per route. A greedy choice (take the most valuable set, then what still
// fits) can lose; see the tests.
package plan

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/google/uuid"

	votes "festival/internal/vote"
)

// Values of the votes: Must Go 2, Interested 1, no vote 0, Won't Go -1 (internal/vote's table).
const (
	MustGo     = votes.MustGo
	Interested = votes.Interested
	WontGo     = votes.WontGo
)

// Set is one set of the timetable with its value to whoever the plan is for.
type Set struct {
	ID    uuid.UUID
	Stage uuid.UUID
	Start time.Time
	End   time.Time
	Value int
}

// Walk gives the walking minutes from one stage to another (0 for the same stage). Walks are
// never negative (WalkMinutes; the edition's default is 0 to 120): Best counts one as 0.
type Walk func(from, to uuid.UUID) int

// Step is one set of a route with the minutes to walk to it from the set before (0 for the first).
type Step struct {
	Set        Set
	WalkBefore int
}

// Route is a feasible sequence of sets, by start time, and the sum of their values.
type Route struct {
	Score int
	Steps []Step
}

// plannable reports whether s can be in a route: a positive value, and a time that makes sense.
func plannable(s Set) bool {
	return s.Value > 0 && placed(s)
}

// Follows reports whether b can follow a: the end of a plus the walk to b's stage is no later
// than b's start.
func Follows(a, b Set, walk Walk) bool {
	return !a.End.Add(time.Duration(walk(a.Stage, b.Stage)) * time.Minute).After(b.Start)
}

// order sorts sets by start, then end, then id, which is the order of every route.
func order(sets []Set) {
	slices.SortFunc(sets, func(a, b Set) int { return compare(&a, &b) })
}

// compare is order's comparison (the byte order of ids is the order of their text).
func compare(a, b *Set) int {
	if c := a.Start.Compare(b.Start); c != 0 {
		return c
	}
	if c := a.End.Compare(b.End); c != 0 {
		return c
	}
	return bytes.Compare(a.ID[:], b.ID[:])
}

// Best returns the route of the highest score through sets. Sets with a value of 0 or less, or
// without a stage, start or end, are never planned. Among routes of the same score it prefers
// fewer sets (less walking between them), then the one found first in start order.
func Best(sets []Set, walk Walk) Route {
	cand := make([]Set, 0, len(sets))
	for _, s := range sets {
		if plannable(s) {
			cand = append(cand, s)
		}
	}
	if !slices.IsSortedFunc(cand, func(a, b Set) int { return compare(&a, &b) }) {
		order(cand)
	}
	from, wants := make([]int32, len(cand)+1), make([]want, len(cand))
	for i, s := range cand {
		from[i+1], wants[i] = int32(i+1), want{0, int32(s.Value)}
	}
	return newTable(cand, walk).routes(1, from, wants)[0]
}

// Feasible reports whether every set of r can follow the one before it.
func Feasible(r Route, walk Walk) bool {
	for i := 1; i < len(r.Steps); i++ {
		if !Follows(r.Steps[i-1].Set, r.Steps[i].Set, walk) {
			return false
		}
	}
	return true
}

// Reason says why a set was left out of a route.
type Reason int

const (
	// Overlaps: the set's time overlaps Because's.
	Overlaps Reason = iota
	// NoTimeToWalk: the sets do not overlap, but there is not enough time to walk between them.
	NoTimeToWalk
)

// LeftOut is a set of positive value that the route does not hold, and a set of the route that
// stands in its way.
type LeftOut struct {
	Set     Set
	Because Set
	Reason  Reason
	// WalkMinutes is the walk that does not fit (NoTimeToWalk): from Because's stage to Set's
	// when Because comes first (BecauseFirst), else from Set's to Because's.
	WalkMinutes  int
	BecauseFirst bool
}

// Explain lists the sets with a positive value that r leaves out, by start time, each with the
// set of the route that stands in its way: the one it overlaps (the most valuable one when
// several do), else the one it leaves no time to walk to or from. A plannable set always has
// one, or the route would not be optimal; sets that cannot be planned are not listed.
func Explain(sets []Set, r Route, walk Walk) []LeftOut {
	in := make(map[uuid.UUID]bool, len(r.Steps))
	for _, s := range r.Steps {
		in[s.Set.ID] = true
	}
	left := make([]Set, 0, max(len(sets)-len(r.Steps), 0))
	for _, s := range sets {
		if plannable(s) && !in[s.ID] {
			left = append(left, s)
		}
	}
	if !slices.IsSortedFunc(left, func(a, b Set) int { return compare(&a, &b) }) {
		order(left)
	}
	if len(left) == 0 {
		return nil
	}
	// The route's stages (a few), the walks between them and each other stage asked once, and
	// times as nanoseconds: the loop below runs for each left-out set and each step.
	type span struct {
		start, end int64
		stage      int
	}
	index := make(map[uuid.UUID]int, 32)
	var ids []uuid.UUID
	stageOf := func(id uuid.UUID) int {
		k, ok := index[id]
		if !ok {
			k = len(ids)
			index[id] = k
			ids = append(ids, id)
		}
		return k
	}
	steps := make([]span, len(r.Steps))
	for i, st := range r.Steps {
		steps[i] = span{nanos(st.Set.Start), nanos(st.Set.End), stageOf(st.Set.Stage)}
	}
	routeStages := len(ids)
	at := make([]int, len(left))
	for i := range left {
		at[i] = stageOf(left[i].Stage)
	}
	// to[a*routeStages+k]: minutes from stage a to the route's stage k, as nanoseconds; back:
	// from k to a.
	to, back := make([]int64, len(ids)*routeStages), make([]int64, len(ids)*routeStages)
	for a := range ids {
		for k := 0; k < routeStages; k++ {
			to[a*routeStages+k] = int64(walk(ids[a], ids[k])) * int64(time.Minute)
			back[a*routeStages+k] = int64(walk(ids[k], ids[a])) * int64(time.Minute)
		}
	}
	var out []LeftOut
	for l, s := range left {
		sp := span{nanos(s.Start), nanos(s.End), at[l]}
		to, back := to[sp.stage*routeStages:], back[sp.stage*routeStages:]
		lo := LeftOut{Set: s, Reason: -1}
		for i, t := range steps {
			switch {
			case sp.start < t.end && t.start < sp.end || sp.start == t.start:
				if lo.Reason != Overlaps || r.Steps[i].Set.Value > lo.Because.Value {
					lo.Because, lo.Reason = r.Steps[i].Set, Overlaps
				}
			case lo.Reason < 0 && t.end+back[t.stage] > sp.start && sp.end+to[t.stage] > t.start:
				lo.Because, lo.Reason = r.Steps[i].Set, NoTimeToWalk
				lo.BecauseFirst = t.start < sp.start
				if lo.BecauseFirst {
					lo.WalkMinutes = int(back[t.stage] / int64(time.Minute))
				} else {
					lo.WalkMinutes = int(to[t.stage] / int64(time.Minute))
				}
			}
		}
		if lo.Reason >= 0 {
			if out == nil {
				out = make([]LeftOut, 0, len(left)-l)
			}
			out = append(out, lo)
		}
	}
	return out
}

// Position is a stage's place on the site map, in metres east and south of its top-left corner.
type Position struct{ X, Y float64 }

// Defaults of an edition's walking.
const (
	DefaultMetersPerMinute = 70
	DefaultWalkMinutes     = 10
)

// WalkMinutes gives the minutes from one stage to another: 0 for the same stage;
// ceil(distance ÷ speed) between two placed stages; otherwise the edition's default.
func WalkMinutes(from, to uuid.UUID, pos map[uuid.UUID]Position, metersPerMinute, defaultMinutes int) int {
	if from == to {
		return 0
	}
	a, okA := pos[from]
	b, okB := pos[to]
	if !okA || !okB || metersPerMinute <= 0 {
		return defaultMinutes
	}
	return int(math.Ceil(math.Hypot(a.X-b.X, a.Y-b.Y) / float64(metersPerMinute)))
}

// Label names a value the way the plan screen does: the vote's name for one person's value,
// the number for a crew's sum.
func Label(value int, crew bool) string {
	if !crew {
		if k, ok := votes.ByValue(value); ok && value > 0 {
			return k.Label
		}
	}
	return fmt.Sprintf("value %d", value)
}

// Message explains a left-out set, e.g. "left out Gentle Kites (Interested): it overlaps The
// Feral Comets (Must Go)", or when walking is the reason "left out Gentle Kites (Interested):
// no time to walk 13 min from Bolt (Must Go)", given the two sets' names.
func Message(lo LeftOut, name, becauseName string, crew bool) string {
	why := "it overlaps"
	if lo.Reason == NoTimeToWalk {
		dir := "to"
		if lo.BecauseFirst {
			dir = "from"
		}
		why = fmt.Sprintf("no time to walk %d min %s", lo.WalkMinutes, dir)
	}
	return fmt.Sprintf("left out %s (%s): %s %s (%s)", name, Label(lo.Set.Value, crew), why, becauseName, Label(lo.Because.Value, crew))
}
