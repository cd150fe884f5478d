package plan

import (
	"math"
	"math/bits"
	"slices"
	"time"

	"github.com/google/uuid"
)

// placed reports whether s has what a route needs besides a positive value: a stage, and a
// time that makes sense.
func placed(s Set) bool {
	return s.Stage != uuid.Nil && !s.Start.IsZero() && !s.End.IsZero() && !s.End.Before(s.Start)
}

// table is the placed sets of an edition in route order, as numbers: what planning reads in
// its inner loops (no maps, no time.Time, no walk calls).
type table struct {
	sets   []Set   // in route order (start, end, id)
	stage  []int32 // each set's stage, as an index
	start  []int64 // Unix seconds
	finish []int64
	stages int
	gap    []int64 // seconds to walk from stage a to stage b at a*stages+b, never negative
	walk   []int   // the walk's minutes from a to b, as given (for Step.WalkBefore)
}

// newTable indexes sets, which must be placed and in route order, and asks walk once for each
// pair of their stages.
func newTable(sets []Set, walk Walk) *table {
	n := len(sets)
	t := &table{sets: sets, stage: make([]int32, n), start: make([]int64, n), finish: make([]int64, n)}
	var ids []uuid.UUID
	index := make(map[uuid.UUID]int32, 32)
	for i := range sets {
		s := &sets[i]
		k, ok := index[s.Stage]
		if !ok {
			k = int32(len(ids))
			index[s.Stage] = k
			ids = append(ids, s.Stage)
		}
		t.stage[i], t.start[i], t.finish[i] = k, s.Start.Unix(), s.End.Unix()
	}
	t.stages = len(ids)
	t.gap, t.walk = make([]int64, t.stages*t.stages), make([]int, t.stages*t.stages)
	for a := range ids {
		for b := range ids {
			m := walk(ids[a], ids[b])
			t.walk[a*t.stages+b], t.gap[a*t.stages+b] = m, int64(max(m, 0))*60
		}
	}
	return t
}

// want is a route that values a set, and the value.
type want struct{ route, value int32 }

// routes plans count routes through t at once (a crew's and each member's): the sets route r
// can hold are those with a want of r, of that value (positive). Set j's wants are
// wants[from[j]:from[j+1]].
//
// For each set, the best route it ends is its value plus the best route ending with a set it
// can follow: any earlier set whose end plus the walk to this set's stage is no later than
// this set's start. For each stage t, the sets ordered by that time (end plus the walk to t,
// then route order) are an event list; sets of t are planned by start, so the sets a set of t
// can follow are a prefix of t's list that only grows, and a pointer per stage moves forward
// over it, folding each set it passes into the stage's best per route. A set then finds its
// predecessor in O(1). The pointer stops at a set not planned yet: with walks of 0 or more,
// that is a set of no length starting with the set being planned, and every set after it in
// the list is unplanned or ends too late. The event lists are shared by all routes (they
// depend on times only), so a crew's 51 routes cost one pass: O(stages · n log n) for the
// lists, O(stages · wants) for the folds.
//
// Ties: a higher score, then fewer sets, then the set first in route order (the choice a scan
// over every earlier set in route order makes), for the set before each set and for the
// route's last set alike.
func (t *table) routes(count int, from []int32, wants []want) []Route {
	n, stages := len(t.sets), t.stages
	// The sets someone values, by end (then order): each stage's event list is sorted from it,
	// which the walks disturb little.
	byEnd := make([]int32, 0, n)
	for j := 0; j < n; j++ {
		if from[j] < from[j+1] {
			byEnd = append(byEnd, int32(j))
		}
	}
	slices.SortStableFunc(byEnd, func(a, b int32) int { return cmpInt64(t.finish[a], t.finish[b]) })
	m := len(byEnd)
	events, buf := make([]int32, stages*m), make([]uint64, m)
	for s := 0; s < stages; s++ {
		t.events(events[s*m:(s+1)*m], byEnd, s, buf)
	}
	// Per want (wants[w] of set j, route r): the best route of r that ends with j, and the want
	// of the set before j in it (-1 for none). A key's index is the want's, which orders a
	// route's sets as route order does.
	keys := make([]key, len(wants))
	prev := make([]int32, len(wants))
	top := make([]key, stages*count) // per stage and route: the best of the sets folded
	last := make([]key, count)       // each route's best end
	reach := make([]int, stages)
	for i := 0; i < n; i++ {
		s := int(t.stage[i])
		list, c, due := events[s*m:(s+1)*m], reach[s], t.start[i]
		best := top[s*count : (s+1)*count]
		for ; c < len(list); c++ {
			j := list[c]
			if int(j) >= i || t.finish[j]+t.gap[int(t.stage[j])*stages+s] > due {
				break
			}
			for w := from[j]; w < from[j+1]; w++ {
				if k, r := keys[w], wants[w].route; k.over(best[r]) {
					best[r] = k
				}
			}
		}
		reach[s] = c
		for w := from[i]; w < from[i+1]; w++ {
			r, v := wants[w].route, int64(wants[w].value)
			k, p := keyOf(v, 1, int(w)), int32(-1)
			if b := best[r]; b.score > 0 {
				k, p = keyOf(b.score+v, b.size()+1, int(w)), int32(b.index())
			}
			keys[w], prev[w] = k, p
			if k.over(last[r]) {
				last[r] = k
			}
		}
	}
	out := make([]Route, count)
	var path []int32 // a route's wants, last first
	for r := range out {
		if last[r].score == 0 {
			continue
		}
		path = path[:0]
		for w := int32(last[r].index()); w >= 0; w = prev[w] {
			path = append(path, w)
		}
		steps, stage := make([]Step, len(path)), make([]int32, len(path))
		j := n
		for at, w := range path { // from the last set back: each set is before the one found before
			j = setOf(from[:j+1], int(w))
			i := len(path) - 1 - at
			steps[i].Set, stage[i] = t.sets[j], t.stage[j]
			steps[i].Set.Value = int(wants[w].value)
		}
		for i := 1; i < len(steps); i++ {
			steps[i].WalkBefore = t.walk[int(stage[i-1])*stages+int(stage[i])]
		}
		out[r] = Route{Score: int(last[r].score), Steps: steps}
	}
	return out
}

// setOf returns the set whose wants hold want w, given from up to that set at least.
func setOf(from []int32, w int) int {
	// The last j with from[j] <= w.
	lo, hi := 0, len(from)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if int(from[mid]) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// events fills list (as long as byEnd) with the sets of byEnd ordered by when one can be at
// stage s after them (end plus the walk to s), then by route order. buf is as long as list.
func (t *table) events(list, byEnd []int32, s int, buf []uint64) {
	stages := t.stages
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for _, j := range byEnd {
		at := t.finish[j] + t.gap[int(t.stage[j])*stages+s]
		lo, hi = min(lo, at), max(hi, at)
	}
	shift := bits.Len(uint(len(t.sets)))
	if len(byEnd) == 0 || hi-lo < 0 || bits.Len64(uint64(hi-lo))+shift > 64 {
		copy(list, byEnd)
		slices.SortFunc(list, func(a, b int32) int {
			if c := cmpInt64(t.finish[a]+t.gap[int(t.stage[a])*stages+s], t.finish[b]+t.gap[int(t.stage[b])*stages+s]); c != 0 {
				return c
			}
			return int(a - b)
		})
		return
	}
	// Packed as (time - lo) << shift | set: sorting numbers is several times faster.
	packed := buf
	for i, j := range byEnd {
		packed[i] = uint64(t.finish[j]+t.gap[int(t.stage[j])*stages+s]-lo)<<shift | uint64(j)
	}
	slices.Sort(packed)
	mask := uint64(1)<<shift - 1
	for i, p := range packed {
		list[i] = int32(p & mask)
	}
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// key ranks a route ending with a set: a higher score, then fewer sets, then the set first in
// route order. Scores of routes are positive (every set's value is), so the zero key is no
// route and ranks below all.
type key struct {
	score int64
	rest  uint64 // (^size) << 32 | ^index, both below 2³²: higher is fewer sets, then earlier
}

func keyOf(score int64, size, index int) key {
	return key{score, uint64(^uint32(size))<<32 | uint64(^uint32(index))}
}

// over reports whether k ranks above o.
func (k key) over(o key) bool {
	return k.score > o.score || k.score == o.score && k.rest > o.rest
}

// size is the number of sets of k's route.
func (k key) size() int { return int(^uint32(k.rest >> 32)) }

// index is the set k's route ends with.
func (k key) index() int { return int(^uint32(k.rest)) }

// nanos is t in nanoseconds since 1970 (what Explain compares; exact for years 1678 to 2262).
func nanos(t time.Time) int64 { return t.UnixNano() }
