package bench

import (
	"context"
	"strings"
	"testing"
	"time"

	"festival/internal/db"
	"festival/internal/testdb"
)

// planBench loads testdata/lineup-large (600 sets) with users voters and votes votes into a
// fresh database and makes the 20-member crew.
func planBench(t testing.TB, users, votes int) *PlanBench {
	t.Helper()
	ctx := context.Background()
	url := testdb.URL(t)
	d, err := Load(ctx, url, "../../testdata/lineup-large", users, votes, 0)
	if err != nil {
		t.Fatal(err)
	}
	store, err := db.Open(ctx, url, 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(store.Close)
	p, err := NewPlanBench(ctx, store, d.EditionID)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The plan benchmark's setup works, and its plans are what a crew of 20 gets.
func TestPlanBench(t *testing.T) {
	p := planBench(t, 100, 3000)
	own, err := p.Run(false)
	if err != nil || len(own.Items) == 0 || len(own.Members) != 0 {
		t.Fatalf("own plan: %d items, %v", len(own.Items), err)
	}
	crew, err := p.Run(true)
	if err != nil || len(crew.Items) == 0 || len(crew.Members) != 20 || crew.Score < own.Score {
		t.Fatalf("crew plan: %d items, %d members, score %d (own %d), %v", len(crew.Items), len(crew.Members), crew.Score, own.Score, err)
	}
}

// BenchmarkCrewPlan600 is issue 28's figure: a crew plan of 20 members through 600 sets, with
// the votes of make bench's data (5,000 users, 50,000 votes).
func BenchmarkCrewPlan600(b *testing.B) {
	p := planBench(b, 5000, 50000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Run(true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCrewPlan2400x50 is issue 34's crew plan: 50 members who each voted on every one of
// 2,400 sets (24 stages), the crew's route and each member's own, as the server computes it
// (its SQL included). cpu-ms/op is this process's CPU (the server's part; PostgreSQL's not).
//
//	go test -run '^$' -bench CrewPlan2400x50 -benchtime 20x ./internal/bench/
func BenchmarkCrewPlan2400x50(b *testing.B) {
	ctx := context.Background()
	url := testdb.URL(b)
	d, err := Load(ctx, url, "../../testdata/lineup-large", 60, 0, 0)
	if err != nil {
		b.Fatal(err)
	}
	ed, users, err := CrewEdition(ctx, url, "../../testdata/lineup-large", d.FestivalSlug, 2400, 50)
	if err != nil {
		b.Fatal(err)
	}
	store, err := db.Open(ctx, url, 4)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(store.Close)
	p, err := NewCrewBench(ctx, store, ed.ID, users)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := p.Run(true); err != nil { // warm up
		b.Fatal(err)
	}
	b.ReportAllocs()
	cpu := ProcessCPU()
	for b.Loop() {
		res, err := p.Run(true)
		if err != nil || len(res.Members) != 50 {
			b.Fatalf("%v, %d members", err, len(res.Members))
		}
	}
	b.ReportMetric(float64((ProcessCPU()-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// make bench's report shows issue 34's crew plan beside issue 28's plans.
func TestPlanTableShowsCrewPlan2400(t *testing.T) {
	e := &Env{}
	for _, ms := range []float64{12, 14, 30} {
		e.F.AddDuration("plan-crew2400/p50", time.Duration(ms*float64(time.Millisecond)))
		e.F.AddDuration("plan-crew2400/max", time.Duration(2*ms*float64(time.Millisecond)))
		e.F.AddDuration("plan-crew2400/cpu", time.Duration(ms/2*float64(time.Millisecond)))
	}
	got := e.planTable()
	if !strings.Contains(got, "| crew of 50 × 2,400 sets") || !strings.Contains(got, "| 14.0 (12.0–30.0) | 28.0 (24.0–60.0) | 7.0 (6.0–15.0) |") {
		t.Fatalf("plan table:\n%s", got)
	}
	if !strings.Contains(got, "| own | – | – | |") {
		t.Fatalf("plan table without issue 28's figures:\n%s", got)
	}
}
