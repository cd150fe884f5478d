package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"festival/internal/lineup"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// fastWorld is two servers on one database, the sets page's fast path on (fast) and off
// (slow), with the fast one's /metrics.
type fastWorld struct {
	fast, slow *testServer
	metrics    string
	smtp       *mailtest.Server
}

func newFastWorld(t *testing.T) fastWorld {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "fp", 45)
	editionWithSets(t, store.DB, "fpdraft", 3)
	// Variety: a second stage, a set without stage or times, an artist with every field and two
	// genres, a hidden festival and a hidden edition, and every nullable field both null and set.
	_, err := store.DB.ExecContext(context.Background(), `
		CREATE TEMP TABLE fp AS SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'fp';
		INSERT INTO stages (festival_edition_id, name) SELECT festival_edition_id, 'Second' FROM stages WHERE name = 'Main'
			AND festival_edition_id IN (SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'fp');
		UPDATE sets SET stage_id = (SELECT id FROM stages WHERE name = 'Second' AND festival_edition_id = sets.festival_edition_id)
			WHERE slug IN ('set-3', 'set-7', 'set-11') AND festival_edition_id = (SELECT festival_edition_id FROM stages WHERE name = 'Second');
		UPDATE sets SET stage_id = NULL, time_start = NULL, time_end = NULL, description = 'A "quoted" <set> & more'
			WHERE slug = 'set-5' AND festival_edition_id IN (SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'fp');
		UPDATE artists SET description = 'Line one
line two', image_url = 'https://img.example/a.png', spotify_url = 'https://open.spotify.com/x', soundcloud_url = 'https://soundcloud.com/x'
			WHERE slug = 'fp-artist-3';
		INSERT INTO music_genres (name) VALUES ('Ünïcode ✓');
		INSERT INTO artist_music_genres (artist_id, music_genre_id)
			SELECT a.id, g.id FROM artists a, music_genres g WHERE a.slug = 'fp-artist-3' AND g.name = 'Ünïcode ✓';
		UPDATE festivals SET published = false WHERE slug = 'fpdraft';
		-- Every nullable card field both null and set on sets the hand-written query pages through
		-- (set-1, set-10 … set-19, set-2 by name): set-11 starts but has no end and a description
		-- with a tab, U+2028 and an emoji; set-12 has no artists; set-14 no stage and no times;
		-- set-10's artists have every field and two genres, set-13's an image only and no genre.
		UPDATE sets SET time_end = NULL, description = E'Tab\there, line\u2028sep, 🎶' WHERE slug = 'set-11' AND festival_edition_id IN (SELECT id FROM fp);
		DELETE FROM set_artists WHERE set_id IN (SELECT id FROM sets WHERE slug = 'set-12' AND festival_edition_id IN (SELECT id FROM fp));
		UPDATE sets SET stage_id = NULL, time_start = NULL, time_end = NULL WHERE slug = 'set-14' AND festival_edition_id IN (SELECT id FROM fp);
		UPDATE artists SET description = 'All set', image_url = 'https://img.example/all.png', spotify_url = 'https://open.spotify.com/all',
			soundcloud_url = 'https://soundcloud.com/all', soundcloud_followers = 0
			WHERE id IN (SELECT artist_id FROM set_artists WHERE set_id IN (SELECT id FROM sets WHERE slug = 'set-10' AND festival_edition_id IN (SELECT id FROM fp)));
		INSERT INTO artist_music_genres (artist_id, music_genre_id)
			SELECT sa.artist_id, g.id FROM set_artists sa, music_genres g WHERE g.name = 'Ünïcode ✓'
			AND sa.set_id IN (SELECT id FROM sets WHERE slug = 'set-10' AND festival_edition_id IN (SELECT id FROM fp))
			ON CONFLICT DO NOTHING;
		UPDATE artists SET image_url = 'https://img.example/only.png'
			WHERE id IN (SELECT artist_id FROM set_artists WHERE set_id IN (SELECT id FROM sets WHERE slug = 'set-13' AND festival_edition_id IN (SELECT id FROM fp)));
		DELETE FROM artist_music_genres
			WHERE artist_id IN (SELECT artist_id FROM set_artists WHERE set_id IN (SELECT id FROM sets WHERE slug = 'set-13' AND festival_edition_id IN (SELECT id FROM fp)));
		INSERT INTO festival_editions (festival_id, name, slug, year, published)
			SELECT id, 'Hidden', 'hidden', 2027, false FROM festivals WHERE slug = 'fp';
		DROP TABLE fp;`)
	if err != nil {
		t.Fatal(err)
	}
	smtp := mailtest.Start(t)
	metricsAddr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	fast := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "METRICS_ADDR": metricsAddr})
	slow := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "FAST_PAGES": "off"})
	return fastWorld{fast: fast, slow: slow, metrics: "http://" + metricsAddr + "/metrics", smtp: smtp}
}

var metricLine = regexp.MustCompile(`(?m)^(\w+)\{result="(\w+)"\} (\S+)$`)

// counts reads the fast path's and the card cache's counters.
func (w fastWorld) counts(t *testing.T) map[string]float64 {
	t.Helper()
	resp, err := http.Get(w.metrics)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	out := map[string]float64{}
	for _, m := range metricLine.FindAllStringSubmatch(string(body), -1) {
		if m[1] == "graphql_fast_pages_total" || m[1] == "set_card_cache_total" {
			out[m[1]+"/"+m[2]], _ = strconv.ParseFloat(m[3], 64)
		}
	}
	return out
}

// post sends one GraphQL request and returns the raw body.
func post(t *testing.T, hc *http.Client, url, query string, vars map[string]any) []byte {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", url+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, raw)
	}
	return raw
}

// same asks both servers (as hc's user) and fails unless the answers are byte for byte equal,
// which compares the parsed JSON and its key order. wantFast says whether the fast path must
// answer (true) or hand the query to gqlgen (false). It returns the answer.
func (w fastWorld) same(t *testing.T, hc *http.Client, name, query string, vars map[string]any, wantFast bool) []byte {
	t.Helper()
	via := "gqlgen"
	if wantFast {
		via = "fast"
	}
	return w.sameVia(t, hc, name, query, vars, via)
}

// serverTimes are the clock's answers (serverTime, or aliased now), which differ between two
// requests.
var serverTimes = regexp.MustCompile(`"(serverTime|now)":"[^"]*"`)

// watermarks finds a timetable watermark under any alias (base64 of "timetable:…").
var watermarks = regexp.MustCompile(`":"(dGltZXRhYmxlO[^"]*)"`)

// sameWatermark is got with its timetable watermark replaced by want's when got's is of the
// same edition and viewer and no later: a full sync written from cached cards dates its
// watermark back to the oldest card's read (the next sync then lists any change the cache had
// not heard of yet), so it may be older than gqlgen's, never newer.
func sameWatermark(t *testing.T, name string, got, want []byte) []byte {
	t.Helper()
	g, w := watermarks.FindSubmatch(got), watermarks.FindSubmatch(want)
	if g == nil || w == nil {
		return got
	}
	gw, err1 := lineup.ParseWatermark(string(g[1]))
	ww, err2 := lineup.ParseWatermark(string(w[1]))
	if err1 != nil || err2 != nil || gw.Edition != ww.Edition || gw.Viewer != ww.Viewer || gw.Xmin > ww.Xmin {
		t.Fatalf("%s: fast path watermark %+v (%v), gqlgen's %+v (%v)", name, gw, err1, ww, err2)
	}
	return bytes.Replace(got, g[0], w[0], 1)
}

// sameVia is same with the path that must answer: "fast" (set cards from the card cache, other
// fields by gqlgen's marshallers), "gqlgen" (gqlgen alone), or "" (not checked).
func (w fastWorld) sameVia(t *testing.T, hc *http.Client, name, query string, vars map[string]any, via string) []byte {
	t.Helper()
	before := w.counts(t)
	// Twice: the first may load the cards, the second serves them from the cache.
	var got []byte
	for range 2 {
		got = serverTimes.ReplaceAll(post(t, hc, w.fast.URL, query, vars), []byte(`"$1":"(now)"`))
		want := serverTimes.ReplaceAll(post(t, hc, w.slow.URL, query, vars), []byte(`"$1":"(now)"`))
		if !bytes.Equal(sameWatermark(t, name, got, want), want) {
			t.Fatalf("%s: fast path answer differs\n fast: %.3000s\n gqlgen: %.3000s", name, got, want)
		}
	}
	after := w.counts(t)
	d := map[string]float64{}
	for _, r := range []string{"fast", "gqlgen"} {
		d[r] = after["graphql_fast_pages_total/"+r] - before["graphql_fast_pages_total/"+r]
	}
	if via != "" && d[via] != 2 {
		t.Fatalf("%s: answered %v of 2, want %s: %.200s", name, d, via, got)
	}
	return got
}

// handWritten selects the page's fields through aliases, fragments, inline fragments,
// directives and __typename, and every field the fast path writes.
const handWritten = `query Hand($f: String!, $e: String!, $n: Int, $after: String, $sort: SetSort, $filter: SetFilter, $withArtists: Boolean!, $noStage: Boolean!) {
  __typename
  me: viewer { __typename user { __typename id username } }
  festival(slug: $f) {
    __typename id fid: id name slug
    edition(slug: $e) {
      ...Ed
      stages { __typename id name }
      ... on Node { id }
      list: sets(first: $n, after: $after, sort: $sort, filter: $filter) {
        __typename totalCount ignoredFilters
        pageInfo { __typename hasNextPage hasPreviousPage startCursor endCursor }
        edges {
          __typename cursor
          t: tally { __typename mustGo interested wontGo total netScore popularity average }
          node {
            __typename ...Card
            stage @skip(if: $noStage) { __typename id name }
            artists @include(if: $withArtists) { __typename id name slug description imageUrl spotifyUrl soundcloudUrl soundcloudFollowers genres { __typename id name } }
            ... on Set { n: name myVote }
          }
        }
      }
    }
  }
  genres: musicGenres { __typename id name }
}
fragment Ed on Edition { __typename id name slug year timeZone dayStartHour }
fragment Card on Set { id slug name description timeStart timeEnd maxFollowers archived tally { mustGo total average } myVote name }`

func TestFastPagesAnswerAsGqlgen(t *testing.T) {
	t.Parallel()
	w := newFastWorld(t)
	anon := &http.Client{}
	route := spaOperation(t, "SetsRouteQuery")
	refetch := spaOperation(t, "SetListRefetchQuery")
	vars := func(extra map[string]any) map[string]any {
		v := map[string]any{"festivalSlug": "fp", "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": nil}
		for k, x := range extra {
			v[k] = x
		}
		return v
	}
	first := w.same(t, anon, "route", route, vars(nil), true)
	var page struct {
		Data struct {
			Festival struct {
				Edition struct {
					ID     string
					Stages []struct{ ID string }
					Sets   struct {
						PageInfo struct{ EndCursor string }
						Edges    []struct{ Node struct{ ID string } }
					}
				}
			}
			MusicGenres []struct{ ID string }
		}
	}
	if err := json.Unmarshal(first, &page); err != nil {
		t.Fatal(err)
	}
	ed := page.Data.Festival.Edition
	if len(ed.Sets.Edges) != 30 || len(ed.Stages) != 2 {
		t.Fatalf("page = %s", first)
	}

	for _, sort := range []string{"NAME_ASC", "NAME_DESC", "RATING_DESC", "POPULARITY_DESC", "DATE_ASC"} {
		w.same(t, anon, "sort "+sort, route, vars(map[string]any{"sort": sort, "first": 7}), true)
		w.same(t, anon, "refetch "+sort, refetch, map[string]any{"id": ed.ID, "sort": sort, "after": ed.Sets.PageInfo.EndCursor}, true)
	}
	for name, filter := range map[string]map[string]any{
		"stage":       {"stageIds": []string{ed.Stages[1].ID}},
		"genre":       {"genreIds": []string{page.Data.MusicGenres[0].ID}},
		"search":      {"q": "set 1"},
		"minRating":   {"minRating": 1},
		"liked":       {"rating": "LIKED"},
		"loved":       {"rating": "LOVED"},
		"bad ids":     {"stageIds": []string{"nope"}, "genreIds": []string{"nope"}},
		"nothing":     {"q": "no such set"},
		"everyone":    {"votePerspective": "EVERYONE"},
		"empty lists": {"stageIds": []string{}, "genreIds": []string{}},
	} {
		w.same(t, anon, "filter "+name, route, vars(map[string]any{"filter": filter}), true)
	}
	w.same(t, anon, "refetch defaults", refetch, map[string]any{"id": ed.ID}, true)
	w.same(t, anon, "past the end", refetch, map[string]any{"id": ed.ID, "after": "OTk5"}, true)
	hand := map[string]any{"f": "fp", "e": "e", "n": 12, "sort": "NAME_ASC", "withArtists": true, "noStage": false}
	handPage := w.same(t, anon, "hand-written", handWritten, hand, true)
	// The page holds every nullable card field both null and set (the fixture's variety).
	for _, want := range []string{`"artists":[]`, `"genres":[]`, `"stage":null`, `"timeStart":null`, `"timeEnd":null`,
		`"description":null`, `"description":"Tab\there, line\u2028sep, 🎶"`, `"description":"All set"`, `"imageUrl":null`,
		`"imageUrl":"https://img.example/only.png"`, `"spotifyUrl":null`, `"spotifyUrl":"https://open.spotify.com/all"`,
		`"soundcloudUrl":null`, `"soundcloudUrl":"https://soundcloud.com/all"`, `"name":"Ünïcode ✓"`} {
		if !bytes.Contains(handPage, []byte(want)) {
			t.Fatalf("the hand-written page lacks %s: %s", want, handPage)
		}
	}
	if !regexp.MustCompile(`"timeStart":"[^"]+","timeEnd":null`).Match(handPage) {
		t.Fatalf("no set with a start and no end: %s", handPage)
	}
	hand["withArtists"], hand["noStage"], hand["sort"] = false, true, "DATE_ASC"
	w.same(t, anon, "hand-written, directives flipped", handWritten, hand, true)

	// What the fast path leaves to gqlgen, answered the same.
	for name, v := range map[string]map[string]any{
		"unknown festival":  vars(map[string]any{"festivalSlug": "nope"}),
		"unknown edition":   vars(map[string]any{"editionSlug": "nope"}),
		"draft festival":    vars(map[string]any{"festivalSlug": "fpdraft"}),
		"hidden edition":    vars(map[string]any{"editionSlug": "hidden"}),
		"group perspective": vars(map[string]any{"filter": map[string]any{"groupId": "R3JvdXA6MQ==", "votePerspective": "GROUP"}}),
		"bad cursor":        vars(map[string]any{"first": 3}),
		"too long search":   vars(map[string]any{"filter": map[string]any{"q": strings.Repeat("x", 101)}}),
	} {
		q := route
		if name == "bad cursor" {
			q, v = refetch, map[string]any{"id": ed.ID, "after": "garbage"}
		}
		w.same(t, anon, name, q, v, false)
	}
	w.sameVia(t, anon, "no set cards", `query($f: String!) { festival(slug: $f) { id logoUrl } }`, map[string]any{"f": "fp"}, "gqlgen")
	w.same(t, anon, "unknown node", refetch, map[string]any{"id": "nope"}, false)

	// Signed in, with votes of the viewer.
	fan := signIn(t, w.fast, w.smtp, "fan@example.com")
	for i, vote := range []string{"MUST_GO", "INTERESTED", "WONT_GO"} {
		r, _ := fan.gql(t, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { applied } }`,
			map[string]any{"s": ed.Sets.Edges[i].Node.ID, "v": vote})
		if len(r.Errors) > 0 {
			t.Fatalf("vote: %+v", r.Errors)
		}
	}
	signed := w.same(t, fan.http, "signed in", route, vars(nil), true)
	for _, want := range []string{`"myVote":"MUST_GO"`, `"myVote":"INTERESTED"`, `"myVote":"WONT_GO"`, `"myVote":null`, `"viewer":{"user":{"id":`} {
		if !bytes.Contains(signed, []byte(want)) {
			t.Fatalf("signed-in page lacks %s: %s", want, signed)
		}
	}
	w.same(t, fan.http, "signed in, refetch", refetch, map[string]any{"id": ed.ID, "sort": "NAME_DESC"}, true)
	hand["withArtists"] = true
	w.same(t, fan.http, "signed in, hand-written", handWritten, hand, true)

	// An admin sees hidden festivals and editions: the fast path answers as gqlgen does.
	if _, err := openURL(t, w.fast.dbURL).DB.Exec(`WITH u AS (INSERT INTO users (email) VALUES ('boss@example.com') RETURNING id)
		INSERT INTO admin_roles (user_id, role) SELECT id, 'admin' FROM u`); err != nil {
		t.Fatal(err)
	}
	boss := signIn(t, w.fast, w.smtp, "boss@example.com")
	w.same(t, boss.http, "admin, draft festival", route, vars(map[string]any{"festivalSlug": "fpdraft"}), true)
	w.same(t, boss.http, "admin, hidden edition", route, vars(map[string]any{"editionSlug": "hidden"}), true)
	w.same(t, boss.http, "admin", route, vars(nil), true)

	c := w.counts(t)
	if c["set_card_cache_total/hit"] == 0 {
		t.Fatalf("the card cache served nothing: %v", c)
	}
}

// The acceptance test: a vote and admin edits made through instance A reach the set cards
// instance B keeps.
func TestVoteAndEditsReachCachedCardsOnAnotherInstance(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "acc", 12)
	smtp := mailtest.Start(t)
	metricsAddr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	a := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	b := startServer(t, map[string]string{"DATABASE_URL": url, "METRICS_ADDR": metricsAddr})
	w := fastWorld{fast: b, metrics: "http://" + metricsAddr + "/metrics"}
	route := spaOperation(t, "SetsRouteQuery")
	vars := map[string]any{"festivalSlug": "acc", "editionSlug": "e", "first": 30, "sort": "NAME_ASC", "filter": nil}

	type card struct {
		ID      string
		Name    string
		Artists []struct{ ID, Name string }
		Tally   struct{ MustGo, Interested int }
	}
	load := func() []card {
		var r struct {
			Data struct {
				Festival struct {
					Edition struct {
						Sets struct{ Edges []struct{ Node card } }
					}
				}
			}
		}
		raw := post(t, http.DefaultClient, b.URL, route, vars)
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		var out []card
		for _, e := range r.Data.Festival.Edition.Sets.Edges {
			out = append(out, e.Node)
		}
		return out
	}
	// B caches the cards (its listener may still be connecting: load until it serves hits).
	deadline := time.Now().Add(60 * time.Second)
	var before []card
	for c := w.counts(t); c["set_card_cache_total/hit"] == 0; c = w.counts(t) {
		if time.Now().After(deadline) {
			t.Fatalf("instance B never served cards from its cache: %v", c)
		}
		before = load()
	}
	target := before[0]

	if _, err := store.DB.Exec(`WITH u AS (INSERT INTO users (email) VALUES ('editor@example.com') RETURNING id)
		INSERT INTO admin_roles (user_id, role) SELECT id, 'admin' FROM u`); err != nil {
		t.Fatal(err)
	}
	editor := signIn(t, a, smtp, "editor@example.com")
	// A vote keeps B's cached cards (only the tally changed): once B shows an edit of another set,
	// committed after the vote (NOTIFYs arrive in commit order), only that set was loaded again.
	misses := w.counts(t)["set_card_cache_total/miss"]
	for _, m := range []struct {
		q string
		v map[string]any
	}{
		{`mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`, map[string]any{"s": target.ID}},
		{`mutation($s: ID!) { updateSet(input: {setId: $s, name: "Marker"}) { set { name } } }`, map[string]any{"s": before[1].ID}},
	} {
		if r, _ := editor.gql(t, m.q, m.v); len(r.Errors) > 0 {
			t.Fatalf("%s: %+v", m.q, r.Errors)
		}
	}
	for deadline := time.Now().Add(60 * time.Second); ; {
		marked := false
		for _, c := range load() {
			marked = marked || (c.ID == before[1].ID && c.Name == "Marker")
		}
		if marked {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("instance B never showed the edit")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if after := w.counts(t)["set_card_cache_total/miss"]; after != misses+1 {
		t.Fatalf("B loaded %v cards again after a vote and an edit of one set, want 1", after-misses)
	}

	// A vote and edits of the set and of its artist reach B.
	for _, m := range []struct {
		q string
		v map[string]any
	}{
		{`mutation($s: ID!) { setVote(input: {setId: $s, vote: INTERESTED}) { applied } }`, map[string]any{"s": target.ID}},
		{`mutation($s: ID!) { updateSet(input: {setId: $s, name: "Renamed set"}) { set { name } } }`, map[string]any{"s": target.ID}},
		{`mutation($a: ID!) { updateArtist(input: {artistId: $a, name: "Renamed artist"}) { artist { name } } }`, map[string]any{"a": target.Artists[0].ID}},
	} {
		r, _ := editor.gql(t, m.q, m.v)
		if len(r.Errors) > 0 {
			t.Fatalf("%s: %+v", m.q, r.Errors)
		}
	}
	deadline = time.Now().Add(60 * time.Second)
	for {
		var got *card
		for _, c := range load() {
			if c.ID == target.ID {
				got = &c
			}
		}
		renamed := false
		if got != nil {
			for _, a := range got.Artists {
				renamed = renamed || (a.ID == target.Artists[0].ID && a.Name == "Renamed artist")
			}
		}
		if got != nil && got.Name == "Renamed set" && got.Tally.MustGo == target.Tally.MustGo && got.Tally.Interested == target.Tally.Interested+1 && renamed {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("instance B still shows %+v (before: %+v)", got, target)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
