package bench

import (
	"encoding/json"
	"strings"
	"testing"
)

// peerAnswer is a peer's answer of the shape peerSetsQuery asks for, the primary key under
// idField ("id" for v4, "rowId" for v5).
func peerAnswer(idField string, sets []peerSet, total int) []byte {
	var edges []any
	for _, s := range sets {
		var mine []any
		for _, v := range s.MyVotes {
			mine = append(mine, map[string]any{"voteType": v})
		}
		edges = append(edges, map[string]any{"node": map[string]any{idField: s.ID, "name": s.Name,
			"mustGo": map[string]any{"totalCount": s.MustGo}, "interested": map[string]any{"totalCount": s.Interested},
			"wontGo": map[string]any{"totalCount": s.WontGo}, "myVote": map[string]any{"nodes": mine}}})
	}
	b, _ := json.Marshal(map[string]any{"data": map[string]any{"allFestivals": map[string]any{"nodes": []any{
		map[string]any{"festivalEditionsByFestivalId": map[string]any{"nodes": []any{
			map[string]any{"setsByFestivalEditionId": map[string]any{"totalCount": total, "edges": edges}}}}}}}}})
	return b
}

// The agreement check reads both peers' shapes alike and catches a differing count, order,
// viewer's vote or page size.
func TestSamePeerPages(t *testing.T) {
	sets := []peerSet{{ID: "a1", Name: "Alpha", MustGo: 3, Interested: 1, WontGo: 0, MyVotes: []int{2}}, {ID: "b2", Name: "Beta", MustGo: 0, Interested: 5, WontGo: 2}}
	v4, err := parsePeerPage(peerAnswer("id", sets, 600))
	if err != nil {
		t.Fatal(err)
	}
	v5, err := parsePeerPage(peerAnswer("rowId", sets, 600))
	if err != nil {
		t.Fatal(err)
	}
	if err := samePeerPages(v4, v5, len(sets)); err != nil {
		t.Fatalf("the same page disagrees: %v", err)
	}
	changed := func(f func(s []peerSet)) []peerSet {
		c := append([]peerSet(nil), sets...)
		f(c)
		return c
	}
	for name, other := range map[string][]peerSet{
		"a count":       changed(func(s []peerSet) { s[1].WontGo++ }),
		"the order":     changed(func(s []peerSet) { s[0], s[1] = s[1], s[0] }),
		"a viewer vote": changed(func(s []peerSet) { s[0].MyVotes = []int{1} }),
	} {
		p, err := parsePeerPage(peerAnswer("rowId", other, 600))
		if err != nil {
			t.Fatal(err)
		}
		if err := samePeerPages(v4, p, len(sets)); err == nil {
			t.Errorf("%s differs, the check passed", name)
		}
	}
	if err := samePeerPages(v4, v5, 30); err == nil || !strings.Contains(err.Error(), "want 30") {
		t.Errorf("a short page passed: %v", err)
	}
	if _, err := parsePeerPage([]byte(`{"errors":[{"message":"no"}]}`)); err == nil {
		t.Error("an error answer parsed as a page")
	}
}
