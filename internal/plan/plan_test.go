package plan

import (
	"math/rand/v2"
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
