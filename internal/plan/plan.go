// Package plan computes the best route through a festival's timetable: the sets that maximise
// the sum of their values, where consecutive sets leave time to walk from one stage to the
// next. It knows nothing of votes, groups or the database; callers give each set its value (a
// person's vote, or the sum of a crew's) and the walking minutes between stages.
//
// The route is optimal: the sets with a positive value, ordered by start, form a directed
// acyclic graph (an edge a → b when b can follow a), and the best route is its heaviest path,
// found by dynamic programming: for each set, the best route it can end is its value plus the
// best route ending with a set it can follow. That predecessor is found per stage: the stage's
// sets that end by this set's start minus the walk from their stage are a prefix of them by end
// time, and its best is a prefix maximum, kept per pair of stages as sets are planned by start.
// O(n log n + n · stages) time: about 60,000 steps for 2,400 sets on 24 stages, where comparing
// every pair took 2.9 million. A greedy choice (take the most valuable set, then what still
// fits) can lose; see the tests.
package plan

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"sort"
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
	return s.Value > 0 && s.Stage != uuid.Nil && !s.Start.IsZero() && !s.End.IsZero() && !s.End.Before(s.Start)
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
	// Sorted by index: a Set is too large to move around while sorting.
	keep := make([]int, 0, len(sets))
	for i := range sets {
		if plannable(sets[i]) {
			keep = append(keep, i)
		}
	}
	slices.SortFunc(keep, func(a, b int) int { return compare(&sets[a], &sets[b]) })
	n := len(keep)
	cand := make([]Set, n)
	for i, k := range keep {
		cand[i] = sets[k]
	}
	// The walk between each pair of the edition's stages, asked once; times as Unix seconds.
	index := map[uuid.UUID]int{}
	stage := make([]int, n)
	for i, s := range cand {
		k, ok := index[s.Stage]
		if !ok {
			k = len(index)
			index[s.Stage] = k
		}
		stage[i] = k
	}
	ids := make([]uuid.UUID, len(index))
	for id, k := range index {
		ids[k] = id
	}
	walks := make([]int64, len(ids)*len(ids))
	for a := range ids {
		for b := range ids {
			walks[a*len(ids)+b] = int64(max(walk(ids[a], ids[b]), 0)) * 60
		}
	}
	start, finish := make([]int64, n), make([]int64, n)
	for i, s := range cand {
		start[i], finish[i] = s.Start.Unix(), s.End.Unix()
	}
	best := make([]int, n) // best[i]: the highest score of a route that ends with cand[i]
	size := make([]int, n) // and its number of sets
	prev := make([]int, n) // the set before cand[i] in that route, -1 for none
	// The best predecessor of a set on a stage is the best of the stage's sets that end early
	// enough to walk to it: with the stage's sets ordered by end (then start order), a prefix
	// of them. Sets are planned by start, so for each pair of stages (from, to) that prefix only
	// grows: a pointer per pair moves forward over the ends (a binary search would do, but the
	// pointer is amortised O(1)), folding each set it passes into the pair's prefix maximum.
	// It stops at a set not planned yet: with walks of 0 or more, that is a set of no length
	// starting with the set being planned, and every set after it in the order is unplanned or
	// ends too late. O(n log n) for the sorts, O(n · stages) for the rest.
	stages := len(ids)
	byEnd := make([][]int, stages)
	for i := range cand {
		byEnd[stage[i]] = append(byEnd[stage[i]], i)
	}
	ends := make([][]int64, stages)
	for k, list := range byEnd {
		sort.SliceStable(list, func(a, b int) bool { return finish[list[a]] < finish[list[b]] })
		ends[k] = make([]int64, len(list))
		for r, i := range list {
			ends[k][r] = finish[i]
		}
	}
	reach := make([]int, stages*stages) // per (from, to): how many sets of from are folded
	top := make([]key, stages*stages)   // and the best of them
	end := -1
	for i := range cand {
		best[i], size[i], prev[i] = cand[i].Value, 1, -1
		var pick key
		for k := 0; k < stages; k++ {
			pair := k*stages + stage[i]
			// Sets of stage k that end by this set's start minus the walk from k.
			latest := start[i] - walks[pair]
			e, list := ends[k], byEnd[k]
			c := reach[pair]
			for ; c < len(e) && e[c] <= latest && list[c] < i; c++ {
				if j := list[c]; keyOf(best[j], size[j], j).over(top[pair]) {
					top[pair] = keyOf(best[j], size[j], j)
				}
			}
			reach[pair] = c
			if top[pair].over(pick) {
				pick = top[pair]
			}
		}
		if j := pick.index(); j >= 0 {
			best[i], size[i], prev[i] = best[j]+cand[i].Value, size[j]+1, j
		}
		if end < 0 || best[i] > best[end] || (best[i] == best[end] && size[i] < size[end]) {
			end = i
		}
	}
	var r Route
	for i := end; i >= 0; i = prev[i] {
		r.Score += cand[i].Value
		r.Steps = append(r.Steps, Step{Set: cand[i]})
	}
	for a, b := 0, len(r.Steps)-1; a < b; a, b = a+1, b-1 {
		r.Steps[a], r.Steps[b] = r.Steps[b], r.Steps[a]
	}
	for i := 1; i < len(r.Steps); i++ {
		r.Steps[i].WalkBefore = walk(r.Steps[i-1].Set.Stage, r.Steps[i].Set.Stage)
	}
	return r
}

// key ranks a route ending with a set as a predecessor: a higher score, then fewer sets, then
// the set first in start order (the choice a scan over every earlier set in start order
// makes). The zero key is no route.
type key struct {
	score int64
	rest  uint64 // (^size) << 32 | ^index, both below 2³²: higher is fewer sets, then earlier
	set   bool
}

func keyOf(score, size, index int) key {
	return key{int64(score), uint64(^uint32(size))<<32 | uint64(^uint32(index)), true}
}

// over reports whether k ranks above o.
func (k key) over(o key) bool {
	if k.set != o.set {
		return k.set
	}
	if k.score != o.score {
		return k.score > o.score
	}
	return k.rest > o.rest
}

// index is the set of k's route's end, -1 for none.
func (k key) index() int {
	if !k.set {
		return -1
	}
	return int(^uint32(k.rest))
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
	var out []LeftOut
	var left []Set
	for _, s := range sets {
		if plannable(s) && !in[s.ID] {
			left = append(left, s)
		}
	}
	order(left)
	for _, s := range left {
		lo := LeftOut{Set: s, Reason: -1}
		for _, step := range r.Steps {
			t := step.Set
			switch {
			case s.Start.Before(t.End) && t.Start.Before(s.End) || s.Start.Equal(t.Start):
				if lo.Reason != Overlaps || t.Value > lo.Because.Value {
					lo.Because, lo.Reason = t, Overlaps
				}
			case lo.Reason < 0 && !Follows(t, s, walk) && !Follows(s, t, walk):
				lo.Because, lo.Reason = t, NoTimeToWalk
				lo.BecauseFirst = t.Start.Before(s.Start)
				if lo.BecauseFirst {
					lo.WalkMinutes = walk(t.Stage, s.Stage)
				} else {
					lo.WalkMinutes = walk(s.Stage, t.Stage)
				}
			}
		}
		if lo.Reason >= 0 {
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
