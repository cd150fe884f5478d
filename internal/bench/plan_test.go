package bench

import (
	"context"
	"testing"

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
