package app

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

const groupLinkQuery = `query($filter: SetFilter) { festival(slug: "grp") { edition(slug: "e") { name
	sets(first: 10, sort: NAME_ASC, filter: $filter) { totalCount ignoredFilters edges { node { slug } tally { total } } } } } }`

// A shared sets link keeps showing the edition whoever opens it: a group filter the viewer may
// not use (signed out, not a member, malformed id) falls back to everyone's votes, malformed
// stage or genre ids are left out, and each is reported in ignoredFilters.
func TestSetFilterLinksShowTheEdition(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	group := func(id string) map[string]any {
		return map[string]any{"groupId": id, "votePerspective": "GROUP"}
	}
	for _, tc := range []struct {
		who     actor
		filter  map[string]any
		ignored string
	}{
		{w.anon, group(w.groupID), `["GROUP_ID"]`},
		{w.outsider, group(w.groupID), `["GROUP_ID"]`},
		{w.member, group(w.groupID[:len(w.groupID)-3]), `["GROUP_ID"]`}, // cut short
		{w.member, group(w.setID), `["GROUP_ID"]`},                      // an id of another type
		{w.member, group(w.groupID), `[]`},
		{w.anon, map[string]any{"stageIds": []string{"U3RhZ2U6"}}, `["STAGE_IDS"]`},
		{w.anon, map[string]any{"genreIds": []string{"x"}, "stageIds": []string{}}, `["GENRE_IDS"]`},
	} {
		r := tc.who.run(t, groupLinkQuery, map[string]any{"filter": tc.filter})
		if len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"name":"E"`) {
			t.Errorf("%s %v: the edition is not shown: %s %+v", tc.who.name, tc.filter, r.Data, r.Errors)
			continue
		}
		if !strings.Contains(string(r.Data), `"ignoredFilters":`+tc.ignored) {
			t.Errorf("%s %v: ignoredFilters want %s: %s", tc.who.name, tc.filter, tc.ignored, r.Data)
		}
		// A dropped filter is no filter: both sets are listed.
		if !strings.Contains(string(r.Data), `"totalCount":2`) {
			t.Errorf("%s %v: want both sets: %s", tc.who.name, tc.filter, r.Data)
		}
	}
	// The group's own perspective counts only its members' votes: nobody there voted.
	r := w.member.run(t, groupLinkQuery, map[string]any{"filter": group(w.groupID)})
	if strings.Contains(string(r.Data), `"total":3`) || !strings.Contains(string(r.Data), `"total":0`) {
		t.Errorf("member's group perspective: %s", r.Data)
	}
	r = w.outsider.run(t, groupLinkQuery, map[string]any{"filter": group(w.groupID)})
	if !strings.Contains(string(r.Data), `"total":3`) {
		t.Errorf("an ignored group counts everyone's votes: %s", r.Data)
	}
}

// The rating thresholds (Liked: average above 0; Popular: 1 or more; Loved: 1.5 or more) keep
// exactly the sets whose everyone-average meets them.
func TestRatingThresholds(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	editionWithSets(t, w.store.DB, "rate", 40)
	q := `query($filter: SetFilter) { festival(slug: "rate") { edition(slug: "e") {
		sets(first: 100, sort: NAME_ASC, filter: $filter) { edges { node { slug tally { average } } } } } } }`
	list := func(filter map[string]any) map[string]float64 {
		r := w.anon.run(t, q, map[string]any{"filter": filter})
		if len(r.Errors) > 0 {
			t.Fatalf("%v: %+v", filter, r.Errors)
		}
		var out struct {
			Festival struct {
				Edition struct {
					Sets struct {
						Edges []struct {
							Node struct {
								Slug  string
								Tally struct{ Average float64 }
							}
						}
					}
				}
			}
		}
		if err := json.Unmarshal(r.Data, &out); err != nil {
			t.Fatal(err)
		}
		m := map[string]float64{}
		for _, e := range out.Festival.Edition.Sets.Edges {
			m[e.Node.Slug] = e.Node.Tally.Average
		}
		return m
	}
	all := list(nil)
	if len(all) != 40 {
		t.Fatalf("%d sets", len(all))
	}
	for rating, keep := range map[string]func(float64) bool{
		"ANY":     func(float64) bool { return true },
		"LIKED":   func(a float64) bool { return a > 0 },
		"POPULAR": func(a float64) bool { return a >= 1 },
		"LOVED":   func(a float64) bool { return a >= 1.5 },
	} {
		var want, got []string
		for slug, avg := range all {
			if keep(avg) {
				want = append(want, slug)
			}
		}
		for slug := range list(map[string]any{"rating": rating}) {
			got = append(got, slug)
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: got %v, want %v", rating, got, want)
		}
		if rating != "ANY" && (len(want) == 0 || len(want) == len(all)) {
			t.Errorf("%s: %d of %d sets: the data does not test the threshold", rating, len(want), len(all))
		}
	}
}
