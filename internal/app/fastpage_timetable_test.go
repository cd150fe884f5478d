package app

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
)

// The schedule's timetable as the SPA's ScheduleRouteQuery selects it today, savedPlan and the
// calendar fields included (written inline by gqlgen's marshallers).
const scheduleQuery = `query ScheduleRouteQuery($festivalSlug: String!, $editionSlug: String!, $q: String, $search: Boolean!) {
  viewer { user { id } }
  festival(slug: $festivalSlug) {
    id
    edition(slug: $editionSlug) {
      id published startDate endDate timeZone dayStartHour
      stages { id name }
      timetable { id slug name timeStart timeEnd myVote stage { id name } }
      matches: timetable(q: $q) @include(if: $search) { id }
      savedPlan { items { set { id } } problems { message } }
      ...CalendarFeedPanel_edition
    }
  }
}
fragment CalendarFeedPanel_edition on Edition { id planDownloadPath calendarFeed { createdAt } }`

// The Now view's query: serverTime at the root, gqlgen's too.
const nowQuery = `query NowRouteQuery($festivalSlug: String!, $editionSlug: String!) {
  serverTime
  festival(slug: $festivalSlug) {
    edition(slug: $editionSlug) {
      id timeZone dayStartHour
      stages { id name }
      timetable { id slug name timeStart timeEnd myVote stage { id name } }
      savedPlan { items { set { id } } }
    }
    id
  }
}`

// timetableOnly is within the fast path's fields: it answers it whole.
const timetableOnly = `query TT($f: String!, $e: String!, $q: String, $search: Boolean!) {
  viewer { user { id } }
  festival(slug: $f) {
    id
    edition(slug: $e) {
      id timeZone dayStartHour
      stages { id name }
      timetable { id slug name timeStart timeEnd myVote stage { id name } }
      matches: timetable(q: $q) @include(if: $search) { id }
    }
  }
}`

// timetableHand selects the timetable through aliases, fragments and directives (few fields a
// query: a timetable's cost is its bound, 5,000 sets, times its fields).
const timetableHand = `query Hand($f: String!, $e: String!, $withStage: Boolean!) {
  festival(slug: $f) {
    edition(slug: $e) {
      ...Ed
      tt: timetable { __typename ...SetCard stage @include(if: $withStage) { id } ... on Set { n: name } }
    }
  }
}
fragment Ed on Edition { __typename id name slug year }
fragment SetCard on Set { id slug myVote }`

// timetableCounts selects the rest of what the rows and the cards give.
const timetableCounts = `query { festival(slug: "fp") { edition(slug: "e") { timetable {
  description maxFollowers t: tally { mustGo interested average } } } } }`

func TestFastTimetableAnswersAsGqlgen(t *testing.T) {
	t.Parallel()
	w := newFastWorld(t)
	// Ties of the date order: three sets start with set-1 (then the followers, the names decide).
	if _, err := openURL(t, w.fast.dbURL).DB.Exec(`UPDATE sets s SET time_start = o.time_start FROM sets o
		WHERE o.slug = 'set-1' AND o.festival_edition_id = s.festival_edition_id AND s.slug IN ('set-8', 'set-9', 'set-10')
		AND s.festival_edition_id IN (SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'fp')`); err != nil {
		t.Fatal(err)
	}
	anon := &http.Client{}
	vars := map[string]any{"f": "fp", "e": "e", "q": nil, "search": false}
	spa := map[string]any{"festivalSlug": "fp", "editionSlug": "e", "q": nil, "search": false}

	first := w.sameVia(t, anon, "timetable", timetableOnly, vars, "fast")
	var tt struct {
		Data struct {
			Festival struct {
				Edition struct {
					ID        string
					Timetable []struct{ ID string }
				}
			}
		}
	}
	if err := json.Unmarshal(first, &tt); err != nil {
		t.Fatal(err)
	}
	sets := tt.Data.Festival.Edition.Timetable
	if len(sets) != 45 {
		t.Fatalf("timetable of %d sets: %s", len(sets), first)
	}
	w.sameVia(t, anon, "timetable, search", timetableOnly, map[string]any{"f": "fp", "e": "e", "q": "set 1", "search": true}, "fast")
	w.sameVia(t, anon, "timetable, search for nothing", timetableOnly, map[string]any{"f": "fp", "e": "e", "q": "zzz", "search": true}, "fast")
	w.sameVia(t, anon, "hand-written", timetableHand, map[string]any{"f": "fp", "e": "e", "withStage": true}, "fast")
	w.sameVia(t, anon, "counts", timetableCounts, nil, "fast")
	w.sameVia(t, anon, "hand-written, no stage", timetableHand, map[string]any{"f": "fp", "e": "e", "withStage": false}, "fast")

	// The fast path with fields gqlgen's marshallers write inline (root and edition fields).
	w.sameVia(t, anon, "schedule", scheduleQuery, spa, "fast")
	w.sameVia(t, anon, "schedule, search", scheduleQuery, map[string]any{"festivalSlug": "fp", "editionSlug": "e", "q": "set 2", "search": true}, "fast")
	w.sameVia(t, anon, "now", nowQuery, spa, "fast")
	mixed := `query($f: String!) { now: serverTime festival(slug: $f) { n: name logoUrl edition(slug: "e") { timetable { id name } lineupPublic: published } } genres: musicGenres { id } __typename }`
	w.sameVia(t, anon, "mixed", mixed, map[string]any{"f": "fp"}, "fast")
	// Errors of gqlgen's part: a set's groupVotes for a group that does not exist (the set is
	// nullable, its error passes through with its path), and a non-null root field for signed-in
	// users only (the whole data is null: gqlgen answers the whole query).
	withError := `query($f: String!) { festival(slug: $f) { edition(slug: "e") { timetable { id } set(slug: "set-1") { id groupVotes(groupId: "R3JvdXA6MQ==") { vote } } } } }`
	got := w.sameVia(t, anon, "gqlgen part errors", withError, map[string]any{"f": "fp"}, "fast")
	if !bytes.Contains(got, []byte(`"errors":[`)) || !bytes.Contains(got, []byte(`"path":["festival","edition","set","groupVotes"]`)) {
		t.Fatalf("gqlgen part's error lost: %s", got)
	}
	w.sameVia(t, anon, "gqlgen part nulls the data", `query($f: String!) { festival(slug: $f) { edition(slug: "e") { timetable { id } } } groups { pageInfo { hasNextPage } } }`, map[string]any{"f": "fp"}, "gqlgen")
	w.sameVia(t, anon, "gqlgen part nulls the edition", `query($f: String!) { festival(slug: $f) { id edition(slug: "e") { timetable { id } plan(groupId: "nope") { score } } } }`, map[string]any{"f": "fp"}, "gqlgen")

	// What the fast path leaves to gqlgen.
	w.sameVia(t, anon, "draft festival", timetableOnly, map[string]any{"f": "fpdraft", "e": "e", "q": nil, "search": false}, "gqlgen")
	w.sameVia(t, anon, "hidden edition", timetableOnly, map[string]any{"f": "fp", "e": "hidden", "q": nil, "search": false}, "gqlgen")
	w.sameVia(t, anon, "too long search", timetableOnly, map[string]any{"f": "fp", "e": "e", "q": string(bytes.Repeat([]byte("x"), 101)), "search": true}, "gqlgen")
	w.sameVia(t, anon, "a set field the cards lack", `query { festival(slug: "fp") { edition(slug: "e") { timetable { id timeStartLocal } } } }`, nil, "gqlgen")
	w.sameVia(t, anon, "the timetable under node", `query($id: ID!) { node(id: $id) { ... on Edition { timetable { id } published } } }`, map[string]any{"id": tt.Data.Festival.Edition.ID}, "fast")
	w.sameVia(t, anon, "no fast field", `query { serverTime __typename }`, nil, "gqlgen")

	// Signed in, with votes of the viewer.
	fan := signIn(t, w.fast, w.smtp, "tt@example.com")
	for i, vote := range []string{"MUST_GO", "INTERESTED", "WONT_GO"} {
		r, _ := fan.gql(t, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { applied } }`,
			map[string]any{"s": sets[i].ID, "v": vote})
		if len(r.Errors) > 0 {
			t.Fatalf("vote: %+v", r.Errors)
		}
	}
	signed := w.sameVia(t, fan.http, "signed in", timetableOnly, vars, "fast")
	for _, want := range []string{`"myVote":"MUST_GO"`, `"myVote":"INTERESTED"`, `"myVote":"WONT_GO"`, `"myVote":null`, `"viewer":{"user":{"id":`} {
		if !bytes.Contains(signed, []byte(want)) {
			t.Fatalf("signed-in timetable lacks %s: %s", want, signed)
		}
	}
	w.sameVia(t, fan.http, "signed in, search", timetableOnly, map[string]any{"f": "fp", "e": "e", "q": "set", "search": true}, "fast")
	w.sameVia(t, fan.http, "signed in, schedule", scheduleQuery, spa, "fast")
	w.sameVia(t, fan.http, "signed in, now", nowQuery, spa, "fast")
	w.sameVia(t, fan.http, "signed in, counts", timetableCounts, nil, "fast")
	w.sameVia(t, fan.http, "signed in, hand-written", timetableHand, map[string]any{"f": "fp", "e": "e", "withStage": true}, "fast")

	// The SPA's own queries (their fields may move: only the answers are compared).
	for _, op := range []string{"ScheduleRouteQuery", "NowRouteQuery", "MapRouteQuery"} {
		w.sameVia(t, fan.http, op, spaOperation(t, op), spa, "")
		w.sameVia(t, anon, op+", anonymous", spaOperation(t, op), spa, "")
	}

	// An admin sees the hidden edition: the fast path answers it.
	if _, err := openURL(t, w.fast.dbURL).DB.Exec(`WITH u AS (INSERT INTO users (email) VALUES ('ttboss@example.com') RETURNING id)
		INSERT INTO admin_roles (user_id, role) SELECT id, 'admin' FROM u`); err != nil {
		t.Fatal(err)
	}
	boss := signIn(t, w.fast, w.smtp, "ttboss@example.com")
	w.sameVia(t, boss.http, "admin, hidden edition", timetableOnly, map[string]any{"f": "fp", "e": "hidden", "q": nil, "search": false}, "fast")
	w.sameVia(t, boss.http, "admin, draft festival", scheduleQuery, map[string]any{"festivalSlug": "fpdraft", "editionSlug": "e", "q": nil, "search": false}, "fast")
}
