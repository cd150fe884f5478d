package plan

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
)

// computeReference is compute as it was before the one-pass planner: the crew's route and each
// member's own route planned separately by the quadratic planner, and the left-out sets
// explained by comparing times and asking walk for every pair. compute must give exactly this.
func computeReference(votes []setVotes, members []Member, walk Walk) *Result {
	votes = slices.Clone(votes)
	slices.SortFunc(votes, func(a, b setVotes) int {
		return compare(&Set{ID: a.ID, Start: a.Start, End: a.End}, &Set{ID: b.ID, Start: b.Start, End: b.End})
	})
	all := make([]Set, len(votes))
	for i, sv := range votes {
		all[i] = Set{ID: sv.ID, Stage: sv.Stage, Start: sv.Start, End: sv.End}
		for _, v := range sv.Vals {
			all[i].Value += int(v)
		}
	}
	route := bestQuadratic(all, walk)
	res := &Result{Score: route.Score, LeftOut: explainReference(all, route, walk)}
	if members == nil {
		for _, st := range route.Steps {
			res.Items = append(res.Items, Item{Step: st})
		}
		return res
	}
	own := make([][]Set, len(members))
	at := map[uuid.UUID]int{}
	for i, sv := range votes {
		at[sv.ID] = i
		for k, who := range sv.Who {
			if sv.Vals[k] > 0 {
				own[who] = append(own[who], Set{ID: sv.ID, Stage: sv.Stage, Start: sv.Start, End: sv.End, Value: int(sv.Vals[k])})
			}
		}
	}
	inCrew := map[uuid.UUID]bool{}
	for _, st := range route.Steps {
		item := Item{Step: st}
		sv := votes[at[st.Set.ID]]
		for k, who := range sv.Who {
			if sv.Vals[k] > 0 {
				item.WantedBy = append(item.WantedBy, members[who])
			}
		}
		inCrew[st.Set.ID] = true
		res.Items = append(res.Items, item)
	}
	for m, member := range members {
		mine := bestQuadratic(own[m], walk)
		mr := MemberRoute{Member: member, Score: mine.Score}
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

// explainReference is Explain as it was: time.Time comparisons and Follows for every pair.
func explainReference(sets []Set, r Route, walk Walk) []LeftOut {
	in := map[uuid.UUID]bool{}
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

// randomCrew makes an edition of up to sets sets on up to stages stages (some not placed on the
// map, so walks take the default) and the votes of a crew of up to members members as Plan
// reads them: a random share of the sets each, Must Go, Interested or Won't Go. Times are on a
// 15-minute grid with zero-length sets and sets ending before they start (never planned),
// some a few seconds off the grid, so ties and the edges of walks are common.
func randomCrew(r *rand.Rand, sets, stages, members int) ([]setVotes, []Member, Walk) {
	ids := make([]uuid.UUID, 1+r.IntN(stages))
	pos := map[uuid.UUID]Position{}
	for i := range ids {
		ids[i] = uuid.New()
		if r.IntN(4) > 0 {
			pos[ids[i]] = Position{X: float64(r.IntN(1200)), Y: float64(r.IntN(1200))}
		}
	}
	speed, def := 20+r.IntN(100), r.IntN(20)
	walk := func(a, b uuid.UUID) int { return WalkMinutes(a, b, pos, speed, def) }
	crew := make([]Member, 1+r.IntN(members))
	for i := range crew {
		crew[i] = Member{UserID: uuid.New(), Name: "member"}
	}
	out := make([]setVotes, r.IntN(sets+1))
	span := max(4, len(out)/len(ids)) * 3
	for i := range out {
		start := at(r.IntN(span) * 15)
		end := start.Add(time.Duration(15*r.IntN(5)) * time.Minute)
		switch r.IntN(20) {
		case 0:
			end = start.Add(-15 * time.Minute)
		case 1:
			start = start.Add(time.Duration(r.IntN(3)) * time.Second)
		}
		sv := setVotes{ID: uuid.New(), Stage: ids[r.IntN(len(ids))], Start: start, End: end}
		for m := range crew {
			if r.IntN(3) > 0 {
				sv.Who, sv.Vals = append(sv.Who, int16(m)), append(sv.Vals, []int16{WontGo, Interested, MustGo}[r.IntN(3)])
			}
		}
		out[i] = sv
	}
	return out, crew, walk
}

// The one-pass planner gives exactly what planning each route on its own gave: the crew's
// route, each item's members, what is left out and why, and every member's own route split
// into apart and together, on many random crews (and for one person, without members).
func TestComputeMatchesPlanningEachRouteAlone(t *testing.T) {
	r := rand.New(rand.NewPCG(34, 50))
	for n := 0; n < 1500; n++ {
		size, stages, crew := 12, 4, 5
		if n%5 == 0 {
			size, stages, crew = 250, 10, 50
		}
		votes, members, walk := randomCrew(r, size, stages, crew)
		if n%7 == 0 {
			members = nil
			for i := range votes {
				votes[i].Who, votes[i].Vals = votes[i].Who[:min(1, len(votes[i].Who))], votes[i].Vals[:min(1, len(votes[i].Vals))]
			}
		}
		want := computeReference(votes, members, walk)
		got := compute(slices.Clone(votes), members, walk)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("crew %d (%d sets, %d members):\ngot  %+v\nwant %+v", n, len(votes), len(members), got, want)
		}
	}
}

// Each route compute plans is the best there is: the crew's score is the brute-force best over
// the sums of the votes, each member's over their own votes, and every route is feasible.
func TestComputeMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(50, 34))
	for n := 0; n < 3000; n++ {
		votes, members, walk := randomCrew(r, 11, 4, 4)
		res := compute(slices.Clone(votes), members, walk)
		all := make([]Set, len(votes))
		own := make([][]Set, len(members))
		for i, sv := range votes {
			all[i] = Set{ID: sv.ID, Stage: sv.Stage, Start: sv.Start, End: sv.End}
			for k, v := range sv.Vals {
				all[i].Value += int(v)
				own[sv.Who[k]] = append(own[sv.Who[k]], Set{ID: sv.ID, Stage: sv.Stage, Start: sv.Start, End: sv.End, Value: int(v)})
			}
		}
		if want := brute(all, walk); res.Score != want {
			t.Fatalf("crew %d: score %d, brute force %d", n, res.Score, want)
		}
		route := Route{Score: res.Score}
		for _, it := range res.Items {
			route.Steps = append(route.Steps, it.Step)
		}
		if !Feasible(route, walk) {
			t.Fatalf("crew %d: route not feasible: %+v", n, route)
		}
		for m, mr := range res.Members {
			if want := brute(own[m], walk); mr.Score != want {
				t.Fatalf("crew %d, member %d: score %d, brute force %d", n, m, mr.Score, want)
			}
			mine := append(slices.Clone(mr.Together), mr.Apart...)
			order(mine)
			sum, steps := 0, Route{}
			for _, s := range mine {
				sum += s.Value
				steps.Steps = append(steps.Steps, Step{Set: s})
			}
			if sum != mr.Score || !Feasible(steps, walk) {
				t.Fatalf("crew %d, member %d: sets %+v do not make a feasible route of score %d", n, m, mine, mr.Score)
			}
		}
	}
}
