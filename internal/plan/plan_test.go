package plan

import (
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
)

var t0 = time.Date(2026, 7, 17, 18, 0, 0, 0, time.UTC)

func at(min int) time.Time { return t0.Add(time.Duration(min) * time.Minute) }

// edition makes a random small edition: stages with random positions (some unplaced), sets of
// random times and values from -1 to 2 (some without a stage or times).
func edition(r *rand.Rand) ([]Set, Walk) {
	stages := make([]uuid.UUID, 1+r.IntN(4))
	pos := map[uuid.UUID]Position{}
	for i := range stages {
		stages[i] = uuid.New()
		if r.IntN(4) > 0 {
			pos[stages[i]] = Position{X: float64(r.IntN(800)), Y: float64(r.IntN(800))}
		}
	}
	speed, def := 20+r.IntN(100), r.IntN(20)
	walk := func(a, b uuid.UUID) int { return WalkMinutes(a, b, pos, speed, def) }
	sets := make([]Set, r.IntN(11))
	for i := range sets {
		start := r.IntN(12) * 15
		sets[i] = Set{ID: uuid.New(), Stage: stages[r.IntN(len(stages))], Start: at(start),
			End: at(start + 15*(1+r.IntN(6))), Value: r.IntN(4) - 1}
		if r.IntN(15) == 0 {
			sets[i].Stage = uuid.Nil
		}
		if r.IntN(15) == 0 {
			sets[i].End = time.Time{}
		}
	}
	return sets, walk
}

// brute tries every subset of sets and returns the best feasible score.
func brute(sets []Set, walk Walk) int {
	best := 0
	for mask := 0; mask < 1<<len(sets); mask++ {
		var pick []Set
		ok := true
		for i, s := range sets {
			if mask&(1<<i) != 0 {
				if !plannable(s) {
					ok = false
					break
				}
				pick = append(pick, s)
			}
		}
		if !ok {
			continue
		}
		order(pick)
		score := 0
		for i, s := range pick {
			if i > 0 && !Follows(pick[i-1], s, walk) {
				ok = false
				break
			}
			score += s.Value
		}
		if ok && score > best {
			best = score
		}
	}
	return best
}

// bestQuadratic is the planner as it was before issue 34: every earlier set in start order is
// tried as the predecessor of each set, O(n²). Best must choose exactly the same route (the
// same tie-breaks), only faster.
func bestQuadratic(sets []Set, walk Walk) Route {
	cand := make([]Set, 0, len(sets))
	for _, s := range sets {
		if plannable(s) {
			cand = append(cand, s)
		}
	}
	order(cand)
	n := len(cand)
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
			walks[a*len(ids)+b] = int64(walk(ids[a], ids[b])) * 60
		}
	}
	start, finish := make([]int64, n), make([]int64, n)
	for i, s := range cand {
		start[i], finish[i] = s.Start.Unix(), s.End.Unix()
	}
	best := make([]int, n) // best[i]: the highest score of a route that ends with cand[i]
	size := make([]int, n) // and its number of sets
	prev := make([]int, n) // the set before cand[i] in that route, -1 for none
	end := -1
	for i := range cand {
		best[i], size[i], prev[i] = cand[i].Value, 1, -1
		row := walks[stage[i]:]
		for j := 0; j < i; j++ {
			if finish[j]+row[stage[j]*len(ids)] > start[i] { // cand[j] cannot be followed by cand[i]
				continue
			}
			score, count := best[j]+cand[i].Value, size[j]+1
			if score > best[i] || (score == best[i] && count < size[i]) {
				best[i], size[i], prev[i] = score, count, j
			}
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

// bigEdition makes a random edition of n sets on stages stages, with many ties: times on a
// 15-minute grid, equal lengths, values from -1 to 2 (a crew's sums when crew > 1), walks of 0
// to 15 minutes, some zero-length sets.
func bigEdition(r *rand.Rand, n, stages, crew int) ([]Set, Walk) {
	ids := make([]uuid.UUID, stages)
	pos := map[uuid.UUID]Position{}
	for i := range ids {
		ids[i] = uuid.New()
		if r.IntN(5) > 0 {
			pos[ids[i]] = Position{X: float64(r.IntN(1000)), Y: float64(r.IntN(1000))}
		}
	}
	speed, def := 70+r.IntN(40), r.IntN(16)
	walk := func(a, b uuid.UUID) int { return WalkMinutes(a, b, pos, speed, def) }
	sets := make([]Set, n)
	span := max(4, n/stages) * 4
	for i := range sets {
		start := r.IntN(span) * 15
		length := 15 * r.IntN(5)
		v := 0
		for c := 0; c < crew; c++ {
			v += r.IntN(4) - 1
		}
		sets[i] = Set{ID: uuid.New(), Stage: ids[r.IntN(stages)], Start: at(start), End: at(start + length), Value: v}
	}
	return sets, walk
}

// Best chooses the same route as the quadratic planner, set for set, on many random editions
// of every size up to a few hundred sets, and on editions full of ties.
func TestBestMatchesQuadraticPlanner(t *testing.T) {
	r := rand.New(rand.NewPCG(34, 5))
	check := func(n int, sets []Set, walk Walk) {
		t.Helper()
		got, want := Best(sets, walk), bestQuadratic(sets, walk)
		same := got.Score == want.Score && len(got.Steps) == len(want.Steps)
		for i := 0; same && i < len(got.Steps); i++ {
			same = got.Steps[i] == want.Steps[i]
		}
		if !same {
			t.Fatalf("edition %d (%d sets): route %+v\nquadratic planner: %+v", n, len(sets), got, want)
		}
	}
	for n := 0; n < 5000; n++ {
		sets, walk := edition(r)
		check(n, sets, walk)
	}
	for n := 0; n < 1500; n++ {
		sets, walk := bigEdition(r, 1+r.IntN(300), 1+r.IntN(8), 1+r.IntN(3)*r.IntN(4))
		check(n, sets, walk)
	}
}

func TestBestMatchesBruteForceOnRandomEditions(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 5000; n++ {
		sets, walk := edition(r)
		got := Best(sets, walk)
		if want := brute(sets, walk); got.Score != want {
			t.Fatalf("edition %d: score %d, brute force %d\nsets: %+v", n, got.Score, want, sets)
		}
		if !Feasible(got, walk) {
			t.Fatalf("edition %d: route not feasible: %+v", n, got)
		}
		sum := 0
		for i, s := range got.Steps {
			if s.Set.Value <= 0 || !plannable(s.Set) {
				t.Fatalf("edition %d: planned %+v", n, s.Set)
			}
			if i > 0 && s.WalkBefore != walk(got.Steps[i-1].Set.Stage, s.Set.Stage) {
				t.Fatalf("edition %d: walk before step %d is %d", n, i, s.WalkBefore)
			}
			sum += s.Set.Value
		}
		if sum != got.Score {
			t.Fatalf("edition %d: score %d, items add up to %d", n, got.Score, sum)
		}
		// Every left-out set of positive value has a reason in the route.
		why := Explain(sets, got, walk)
		for _, lo := range why {
			if lo.Reason == NoTimeToWalk && (Follows(lo.Because, lo.Set, walk) || Follows(lo.Set, lo.Because, walk)) {
				t.Fatalf("edition %d: %+v is said to have no time to walk", n, lo)
			}
		}
	}
}

// A greedy planner takes the most valuable set first; here that Must Go overlaps two
// Interested sets and one Must Go that together are worth more.
func TestBestBeatsGreedy(t *testing.T) {
	main, tent := uuid.New(), uuid.New()
	walk := func(a, b uuid.UUID) int { return WalkMinutes(a, b, nil, 70, 10) }
	headliner := Set{ID: uuid.New(), Stage: main, Start: at(60), End: at(180), Value: MustGo}
	sets := []Set{
		headliner,
		{ID: uuid.New(), Stage: tent, Start: at(30), End: at(90), Value: Interested},
		{ID: uuid.New(), Stage: tent, Start: at(100), End: at(140), Value: MustGo},
		{ID: uuid.New(), Stage: tent, Start: at(150), End: at(200), Value: Interested},
	}
	got := Best(sets, walk)
	if got.Score != 4 || len(got.Steps) != 3 {
		t.Fatalf("route %+v, want the three tent sets (score 4)", got)
	}
	greedy := 0
	var taken []Set
	for _, s := range []Set{headliner, sets[2], sets[1], sets[3]} { // by value, highest first
		fits := true
		for _, o := range taken {
			if !Follows(o, s, walk) && !Follows(s, o, walk) {
				fits = false
			}
		}
		if fits {
			taken = append(taken, s)
			greedy += s.Value
		}
	}
	if greedy >= got.Score {
		t.Fatalf("greedy scores %d, the planner %d: the case does not show greed losing", greedy, got.Score)
	}
	why := Explain(sets, got, walk)
	if len(why) != 1 || why[0].Set.ID != headliner.ID || why[0].Reason != Overlaps || why[0].Because.Value != MustGo {
		t.Fatalf("explanation %+v, want the headliner left out for the overlapping Must Go", why)
	}
}

func TestWalkingTimeDecidesTheRoute(t *testing.T) {
	a, b := uuid.New(), uuid.New()
	pos := map[uuid.UUID]Position{a: {0, 0}, b: {300, 400}} // 500 m apart
	walk := func(x, y uuid.UUID) int { return WalkMinutes(x, y, pos, 70, 10) }
	if m := walk(a, b); m != 8 { // ceil(500 / 70)
		t.Fatalf("walk %d, want 8", m)
	}
	first := Set{ID: uuid.New(), Stage: a, Start: at(0), End: at(60), Value: MustGo}
	close := Set{ID: uuid.New(), Stage: b, Start: at(67), End: at(120), Value: MustGo}
	if r := Best([]Set{first, close}, walk); r.Score != 2 {
		t.Fatalf("7 minutes to walk 8: %+v", r)
	}
	why := Explain([]Set{first, close}, Best([]Set{first, close}, walk), walk)
	if len(why) != 1 || why[0].Reason != NoTimeToWalk {
		t.Fatalf("explanation %+v, want no time to walk", why)
	}
	// The explanation says the walk is the reason, its minutes and from (or to) which set.
	want := "left out Close (Must Go): no time to walk 8 min from First (Must Go)"
	name, because := "Close", "First"
	if why[0].Set.ID == first.ID {
		want, name, because = "left out First (Must Go): no time to walk 8 min to Close (Must Go)", "First", "Close"
	}
	if got := Message(why[0], name, because, false); got != want {
		t.Fatalf("message %q, want %q", got, want)
	}
	close.Start = at(68)
	if r := Best([]Set{first, close}, walk); r.Score != 4 || r.Steps[1].WalkBefore != 8 {
		t.Fatalf("8 minutes to walk 8: %+v", r)
	}
	if WalkMinutes(a, a, pos, 70, 10) != 0 || WalkMinutes(a, uuid.New(), pos, 70, 10) != 10 {
		t.Fatal("same stage must be 0 and an unplaced stage the default")
	}
}

func TestNothingOfNoValueIsPlanned(t *testing.T) {
	s := uuid.New()
	sets := []Set{
		{ID: uuid.New(), Stage: s, Start: at(0), End: at(30), Value: 0},
		{ID: uuid.New(), Stage: s, Start: at(60), End: at(90), Value: WontGo},
		{ID: uuid.New(), Stage: uuid.Nil, Start: at(120), End: at(150), Value: MustGo},
	}
	if r := Best(sets, func(a, b uuid.UUID) int { return 0 }); r.Score != 0 || len(r.Steps) != 0 {
		t.Fatalf("planned %+v", r)
	}
}

func BenchmarkBest600(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	stages := make([]uuid.UUID, 6)
	pos := map[uuid.UUID]Position{}
	for i := range stages {
		stages[i] = uuid.New()
		pos[stages[i]] = Position{X: float64(r.IntN(1000)), Y: float64(r.IntN(1000))}
	}
	walk := func(x, y uuid.UUID) int { return WalkMinutes(x, y, pos, 70, 10) }
	sets := make([]Set, 600)
	for i := range sets {
		start := r.IntN(4*24*4) * 15
		sets[i] = Set{ID: uuid.New(), Stage: stages[i%6], Start: at(start), End: at(start + 60), Value: r.IntN(41) - 5}
	}
	b.ReportAllocs()
	for b.Loop() {
		Best(sets, walk)
	}
}

// crewVotes makes an edition of sets sets on sets/100 stages over four days, and the votes of
// members members who each voted on every set (values -1 to 2), as Plan reads them.
func crewVotes(sets, members int) ([]setVotes, []Member, Walk) {
	r := rand.New(rand.NewPCG(2400, 50))
	stages := make([]uuid.UUID, max(1, sets/100))
	pos := map[uuid.UUID]Position{}
	for i := range stages {
		stages[i] = uuid.New()
		pos[stages[i]] = Position{X: float64(r.IntN(1000)), Y: float64(r.IntN(1000))}
	}
	walk := func(x, y uuid.UUID) int { return WalkMinutes(x, y, pos, 70, 10) }
	crew := make([]Member, members)
	for i := range crew {
		crew[i] = Member{UserID: uuid.New(), Name: "member"}
	}
	votes := make([]setVotes, sets)
	for i := range votes {
		start := r.IntN(4*24*4) * 15
		sv := setVotes{ID: uuid.New(), Stage: stages[i%len(stages)], Start: at(start), End: at(start + 45 + 15*r.IntN(4))}
		for m := range crew {
			sv.Who, sv.Vals = append(sv.Who, int16(m)), append(sv.Vals, int16(r.IntN(4)-1))
		}
		votes[i] = sv
	}
	return votes, crew, walk
}

// BenchmarkCrewCompute2400x50 is the planner's part of issue 34's crew plan: 50 members who
// voted on each of 2,400 sets (24 stages), the crew's route and each member's own.
//
//	go test -run '^$' -bench CrewCompute ./internal/plan/
func BenchmarkCrewCompute2400x50(b *testing.B) {
	votes, crew, walk := crewVotes(2400, 50)
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		if res := compute(votes, crew, walk); len(res.Members) != 50 || res.Score <= 0 {
			b.Fatalf("%d members, score %d", len(res.Members), res.Score)
		}
	}
	b.ReportMetric(float64((cpuTime()-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user and system CPU time so far (the machine may be shared: CPU
// time is what the work costs, wall time also what it waited).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkBestQuadratic2400 and BenchmarkBest2400: one route through 2,400 sets, before and after.
func BenchmarkBest2400(b *testing.B)          { benchBest(b, Best) }
func BenchmarkBestQuadratic2400(b *testing.B) { benchBest(b, bestQuadratic) }

func benchBest(b *testing.B, best func([]Set, Walk) Route) {
	votes, _, walk := crewVotes(2400, 1)
	sets := make([]Set, len(votes))
	for i, v := range votes {
		sets[i] = Set{ID: v.ID, Stage: v.Stage, Start: v.Start, End: v.End, Value: int(v.Vals[0]) + 2}
	}
	cpu := cpuTime()
	for b.Loop() {
		best(sets, walk)
	}
	b.ReportMetric(float64((cpuTime()-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}
