package cost_test

import (
	"testing"

	"festival/graph/cost"
)

// The recap page's query (frontend/src/routes/recap/RecapRoute.tsx) and the profile's share
// links are charged by their bounds (recap.MaxSets, recap.MaxGroups, share.MaxShares) and stay
// within the query limits; with the recap's first bounds (1,000 sets, 20 groups) it did not.
func TestRecapAndSharesWithinLimits(t *testing.T) {
	s := loadSchema(t)
	recap := `{ festival(slug: "f") { name edition(slug: "e") { id name recap {
		sets { stars set { id slug name stage { name } } } musicMinutes walkingMeters topGenres topStage
		highestRated { stars set { name } } groups { group { id name } sets { id name } } } } } }`
	r := measure(t, s, recap, nil)
	if err := r.Check(cost.QueryLimits, "operation"); err != nil {
		t.Fatalf("the recap page's query is refused: %v", err)
	}
	if r.Cost < 300*3 {
		t.Fatalf("the recap is charged %d, less than its 300 sets", r.Cost)
	}
	shares := `{ viewer { planShares { id kind createdAt lastOpenedAt group { name } edition { name festival { name } } } } }`
	if err := measure(t, s, shares, nil).Check(cost.QueryLimits, "operation"); err != nil {
		t.Fatalf("the profile's share links are refused: %v", err)
	}
}
