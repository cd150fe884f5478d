package app

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"festival/internal/lineup"
)

// queriesPerViewer is how many random queries each viewer sends (3 viewers: 540 a run).
const queriesPerViewer = 180

// TestFastPathRandomQueriesAnswerAsGqlgen builds random queries within the fast path's fields
// (festival(slug), node(id) and their edition's sets, timetable and timetableChanges, with
// aliases, named and inline fragments, a fragment spread again elsewhere, @include and @skip on
// literals and variables, variables and literals for every argument, every sort, filters of
// every kind and now and then a field the fast path leaves to gqlgen) and compares each answer
// with gqlgen's (FAST_PAGES=off) byte for byte, anonymous, signed in with votes and as an admin.
// The seed is FAST_PATH_SEED (a number, or "random"), 38 otherwise; a failure prints it.
func TestFastPathRandomQueriesAnswerAsGqlgen(t *testing.T) {
	t.Parallel()
	seed := uint64(38)
	if s := os.Getenv("FAST_PATH_SEED"); s == "random" {
		seed = rand.Uint64()
	} else if s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("FAST_PATH_SEED=%q: %v", s, err)
		}
		seed = n
	}
	w := newFastWorld(t)
	anon := &http.Client{}
	route := post(t, anon, w.fast.URL, spaOperation(t, "SetsRouteQuery"), map[string]any{
		"festivalSlug": "fp", "editionSlug": "e", "first": 30, "sort": "NAME_ASC", "filter": nil})
	var page struct {
		Data struct {
			Festival struct {
				Edition struct {
					ID     string
					Stages []struct{ ID string }
					Sets   struct {
						Edges []struct{ Node struct{ ID string } }
					}
				}
			}
			MusicGenres []struct{ ID string }
		}
	}
	if err := json.Unmarshal(route, &page); err != nil || len(page.Data.Festival.Edition.Sets.Edges) < 3 {
		t.Fatalf("%v: %s", err, route)
	}
	ed := page.Data.Festival.Edition
	fan := signIn(t, w.fast, w.smtp, "random@example.com")
	for i, vote := range []string{"MUST_GO", "INTERESTED", "WONT_GO"} {
		if r, _ := fan.gql(t, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { applied } }`,
			map[string]any{"s": ed.Sets.Edges[i].Node.ID, "v": vote}); len(r.Errors) > 0 {
			t.Fatalf("vote: %+v", r.Errors)
		}
	}
	if _, err := openURL(t, w.fast.dbURL).DB.Exec(`WITH u AS (INSERT INTO users (email) VALUES ('staff@example.com') RETURNING id)
		INSERT INTO admin_roles (user_id, role) SELECT id, 'admin' FROM u`); err != nil {
		t.Fatal(err)
	}
	staff := signIn(t, w.fast, w.smtp, "staff@example.com")
	full := readSync(t, post(t, anon, w.fast.URL, spaOperation(t, "timetableSyncQuery"), map[string]any{"festivalSlug": "fp", "editionSlug": "e", "since": nil}))
	world := genWorld{edition: ed.ID, watermark: full.Data.Festival.Edition.TimetableChanges.Watermark}
	for _, s := range ed.Stages {
		world.stages = append(world.stages, s.ID)
	}
	for _, g := range page.Data.MusicGenres {
		world.genres = append(world.genres, g.ID)
	}

	before := w.counts(t)
	viewers := []struct {
		name string
		hc   *http.Client
	}{{"anonymous", anon}, {"signed in", fan.http}, {"staff", staff.http}}
	var mu sync.Mutex
	var failure string
	var wg sync.WaitGroup
	for v, viewer := range viewers {
		// Each viewer's queries come from a generator of their own (seed, viewer): the same
		// seed makes the same queries whatever the goroutines' order.
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := &queryGen{r: rand.New(rand.NewPCG(seed, uint64(v))), w: world}
			for i := range queriesPerViewer {
				query, vars := g.query()
				if i < len(mergedElsewhere) {
					query, vars = mergedElsewhere[i], nil
				}
				got, err1 := postRaw(viewer.hc, w.fast.URL, query, vars)
				want, err2 := postRaw(viewer.hc, w.slow.URL, query, vars)
				if err1 == nil && err2 == nil {
					err1 = sameAnswer(got, want)
				}
				if err := errorsJoin(err1, err2); err != nil {
					mu.Lock()
					failure = fmt.Sprintf("seed %d (FAST_PATH_SEED=%d), %s, query %d: %v\nquery: %s\nvariables: %v", seed, seed, viewer.name, i, err, query, vars)
					mu.Unlock()
					return
				}
				mu.Lock()
				stop := failure != ""
				mu.Unlock()
				if stop {
					return
				}
			}
		}()
	}
	wg.Wait()
	if failure != "" {
		t.Fatal(failure)
	}
	after := w.counts(t)
	fast := after["graphql_fast_pages_total/fast"] - before["graphql_fast_pages_total/fast"]
	slow := after["graphql_fast_pages_total/gqlgen"] - before["graphql_fast_pages_total/gqlgen"]
	t.Logf("seed %d: %d queries, %v written by the fast path, %v by gqlgen", seed, len(viewers)*queriesPerViewer, fast, slow)
	// The queries must mostly exercise the fast path, not compare gqlgen with itself.
	if total := float64(len(viewers) * queriesPerViewer); fast < total/2 {
		t.Fatalf("seed %d: %v of %v random queries took the fast path (%v gqlgen)", seed, fast, total, slow)
	}
}

// mergedElsewhere are queries in which a fragment's list field is merged with other selections
// where the fragment is spread once and not where it is spread again: the same field of the
// document, two selections (a plan kept by field alone wrote one with the other's).
var mergedElsewhere = []string{
	`{ festival(slug: "fp") { a: edition(slug: "e") { ...S } b: edition(slug: "e") { ...S sets(first: 3) { totalCount } } } }
	fragment S on Edition { sets(first: 3) { edges { cursor node { id } } } }`,
	`{ festival(slug: "fp") { edition(slug: "e") { a: sets(first: 2) { ...C } b: sets(first: 2) { ...C edges { node { name } } } } } }
	fragment C on SetConnection { edges { cursor node { id } } }`,
	`{ festival(slug: "fp") { a: edition(slug: "e") { ...T } b: edition(slug: "e") { ...T timetable { name } } } }
	fragment T on Edition { timetable { id } }`,
}

func errorsJoin(a, b error) error {
	if a != nil {
		return a
	}
	return b
}

// postRaw is post without a *testing.T, for the test's goroutines.
func postRaw(hc *http.Client, url, query string, vars map[string]any) ([]byte, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest("POST", url+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out bytes.Buffer
	_, err = out.ReadFrom(resp.Body)
	return out.Bytes(), err
}

// sameAnswer compares a fast path answer with gqlgen's as sameVia does (a full sync's watermark
// may be older than gqlgen's, never newer).
func sameAnswer(got, want []byte) error {
	gs, ws := watermarks.FindAllSubmatch(got, -1), watermarks.FindAllSubmatch(want, -1)
	for i := range min(len(gs), len(ws)) {
		g, w := gs[i], ws[i]
		gw, err1 := lineup.ParseWatermark(string(g[1]))
		ww, err2 := lineup.ParseWatermark(string(w[1]))
		if err1 != nil || err2 != nil || gw.Edition != ww.Edition || gw.Viewer != ww.Viewer || gw.Xmin > ww.Xmin {
			return fmt.Errorf("fast path watermark %+v (%v), gqlgen's %+v (%v)", gw, err1, ww, err2)
		}
		got = bytes.Replace(got, g[0], w[0], 1)
	}
	if bytes.Equal(got, want) {
		return nil
	}
	// gqlgen resolves sibling fields concurrently: its errors come in any order.
	var g, w struct {
		Errors []json.RawMessage
		Data   json.RawMessage
	}
	if json.Unmarshal(got, &g) != nil || json.Unmarshal(want, &w) != nil || !bytes.Equal(g.Data, w.Data) ||
		!slices.Equal(sortedRaw(g.Errors), sortedRaw(w.Errors)) {
		return fmt.Errorf("answers differ\n fast: %.4000s\n gqlgen: %.4000s", got, want)
	}
	return nil
}

func sortedRaw(raw []json.RawMessage) []string {
	out := make([]string, len(raw))
	for i, r := range raw {
		out[i] = string(r)
	}
	slices.Sort(out)
	return out
}

// genWorld is what the queries name: the fixture's edition, stages, genres and a watermark.
type genWorld struct {
	edition, watermark string
	stages, genres     []string
}

// queryGen writes one random query at a time.
type queryGen struct {
	r     *rand.Rand
	w     genWorld
	n     int // names made so far (aliases, variables, fragments)
	defs  []string
	vars  map[string]any
	frags []string
	spent map[string][]string // fragments made, by type: spread again now and then
}

func (g *queryGen) name(prefix string) string {
	g.n++
	return prefix + strconv.Itoa(g.n)
}

func (g *queryGen) chance(n int) bool { return g.r.IntN(n) == 0 }

// variable declares a variable of type typ with value v and returns its reference.
func (g *queryGen) variable(typ string, v any) string {
	name := g.name("v")
	g.defs = append(g.defs, "$"+name+": "+typ)
	g.vars[name] = v
	return "$" + name
}

func (g *queryGen) query() (string, map[string]any) {
	g.n, g.defs, g.vars, g.frags, g.spent = 0, nil, map[string]any{}, nil, map[string][]string{}
	var root []func() string
	root = append(root, leaves("__typename")...)
	root = append(root, func() string { return g.field("viewer", "", "{ user { id } }") })
	root = append(root, func() string {
		return g.field("musicGenres", "", g.selection("MusicGenre", leaves("id", "name", "__typename")))
	})
	lists := func(alias string) string {
		field := g.field
		if alias != "" { // a second list: an alias of its own
			field = func(name, args, sel string) string { return alias + name + args + g.directive() + " " + sel }
		}
		if g.chance(4) {
			id := g.w.edition
			if g.chance(10) {
				id = "nope"
			}
			return field("node", "(id: "+g.arg("ID!", id)+")", "{ __typename ... on Edition "+g.edition()+" }")
		}
		slug := []string{"fp", "fpdraft", "nope"}[max(0, g.r.IntN(14)-11)]
		return field("festival", "(slug: "+g.arg("String!", slug)+")", g.selectionWith("Festival", []func() string{func() string {
			slug := []string{"e", "hidden", "nope"}[max(0, g.r.IntN(14)-11)]
			return g.field("edition", "(slug: "+g.arg("String!", slug)+")", g.edition())
		}}, leaves("id", "name", "slug", "__typename")))
	}
	sel := []string{lists("")}
	for _, f := range root {
		if g.chance(3) {
			sel = append(sel, f())
		}
	}
	if g.chance(5) {
		sel = append(sel, lists(g.name("r")+": "))
	}
	g.r.Shuffle(len(sel), func(i, j int) { sel[i], sel[j] = sel[j], sel[i] })
	head := "query"
	if len(g.defs) > 0 {
		head += "(" + strings.Join(g.defs, ", ") + ")"
	}
	return head + " { " + strings.Join(sel, " ") + " }\n" + strings.Join(g.frags, "\n"), g.vars
}

// arg is v as a literal or through a variable of type typ.
func (g *queryGen) arg(typ string, v any) string {
	if g.chance(2) {
		return g.variable(typ, v)
	}
	raw, _ := json.Marshal(v)
	return string(raw)
}

// directive is nothing most of the time, else @include or @skip on a literal or a variable.
func (g *queryGen) directive() string {
	if !g.chance(6) {
		return ""
	}
	keep := !g.chance(3) // the field stays, most of the time
	d, value := " @include", keep
	if g.chance(2) {
		d, value = " @skip", !keep
	}
	if g.chance(3) {
		return d + "(if: " + strconv.FormatBool(value) + ")"
	}
	return d + "(if: " + g.variable("Boolean!", value) + ")"
}

// field is name with args and sel, under an alias now and then.
func (g *queryGen) field(name, args, sel string) string {
	alias := ""
	if g.chance(4) {
		alias = g.name("a") + ": "
	}
	return alias + name + args + g.directive() + " " + sel
}

func leaves(names ...string) []func() string {
	out := make([]func() string, len(names))
	for i, n := range names {
		out[i] = func() string { return n }
	}
	return out
}

// selection is a random non-empty subset of fields on typ, in random order, some of them twice
// (merged), some in inline fragments, named fragments or a fragment made before.
func (g *queryGen) selection(typ string, fields []func() string) string {
	return g.selectionWith(typ, nil, fields)
}

// selectionWith is selection with the fields of must always in it.
func (g *queryGen) selectionWith(typ string, must, fields []func() string) string {
	var parts []string
	for _, f := range must {
		parts = append(parts, f())
	}
	for _, i := range g.r.Perm(len(fields)) {
		if len(parts) == 0 || g.chance(2) {
			f := fields[i]()
			parts = append(parts, f)
			if !strings.Contains(f, "{") && g.chance(8) {
				parts = append(parts, f) // merged with itself
			}
		}
	}
	var out []string
	if made := g.spent[typ]; len(made) > 0 && g.chance(4) {
		out = append(out, "..."+made[g.r.IntN(len(made))]+g.directive())
	}
	for len(parts) > 0 {
		k := 1 + g.r.IntN(min(3, len(parts)))
		chunk := strings.Join(parts[:k], " ")
		parts = parts[k:]
		switch g.r.IntN(7) {
		case 0:
			out = append(out, "... on "+typ+g.directive()+" { "+chunk+" }")
		case 1:
			out = append(out, "..."+g.directive()+" { "+chunk+" }")
		case 2, 3:
			f := g.name("F")
			g.frags = append(g.frags, "fragment "+f+" on "+typ+" { "+chunk+" }")
			g.spent[typ] = append(g.spent[typ], f)
			out = append(out, "..."+f+g.directive())
		default:
			out = append(out, chunk)
		}
	}
	return "{ " + strings.Join(out, " ") + " }"
}

// edition is a selection of Edition with one list of set cards or two (sets mostly).
func (g *queryGen) edition() string {
	lists := []func() string{g.sets, g.sets, g.sets, g.sets, g.timetable, g.sync}
	must := []func() string{lists[g.r.IntN(len(lists))]}
	if g.chance(6) {
		must = append(must, lists[g.r.IntN(len(lists))])
	}
	return g.selectionWith("Edition", must, append(leaves("id", "name", "slug", "year", "timeZone", "dayStartHour", "__typename"),
		func() string { return g.field("stages", "", g.selection("Stage", leaves("id", "name", "__typename"))) }))
}

func (g *queryGen) tally() string {
	return g.selection("VoteTally", leaves("mustGo", "interested", "wontGo", "total", "netScore", "popularity", "average", "__typename"))
}

// set is a selection of Set; a whole timetable's (long lists) leaves out the artists, which
// would pass the cost limit.
func (g *queryGen) set(long bool) string {
	fields := append(leaves("id", "slug", "name", "description", "timeStart", "timeEnd", "maxFollowers", "archived", "__typename", "myVote"),
		func() string { return g.field("stage", "", g.selection("Stage", leaves("id", "name", "__typename"))) },
		func() string { return g.field("tally", "", g.tally()) })
	if !long {
		fields = append(fields, func() string {
			return g.field("artists", "", g.selection("Artist", append(leaves("id", "name", "slug", "description", "imageUrl", "spotifyUrl", "soundcloudUrl", "soundcloudFollowers", "__typename"),
				func() string {
					return g.field("genres", "", g.selection("MusicGenre", leaves("id", "name", "__typename")))
				})))
		})
	}
	if g.chance(15) { // a field the fast path leaves to gqlgen
		fields = append(fields, leaves("timeStartLocal")...)
	}
	return g.selection("Set", fields)
}

// sets is Edition.sets with random arguments (every sort, filters of every kind, cursors) under
// an alias of its own, so that two of them never conflict.
func (g *queryGen) sets() string {
	var args []string
	if !g.chance(8) { // else 50, the default
		args = append(args, "first: "+g.arg("Int", g.r.IntN(31)))
	}
	if g.chance(4) {
		at := g.r.IntN(50)
		args = append(args, "after: "+g.arg("String", base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(at)))))
	}
	if g.chance(2) {
		args = append(args, "sort: "+g.sortArg())
	}
	if g.chance(2) {
		args = append(args, "filter: "+g.variable("SetFilter", g.filter()))
	}
	a := ""
	if len(args) > 0 {
		a = "(" + strings.Join(args, ", ") + ")"
	}
	edge := append(leaves("cursor", "__typename"),
		func() string { return g.field("tally", "", g.tally()) },
		func() string { return g.field("node", "", g.set(false)) })
	return g.name("s") + ": sets" + a + g.directive() + " " + g.selectionWith("SetConnection",
		[]func() string{func() string { return g.field("edges", "", g.selectionWith("SetEdge", edge[3:], edge[:3])) }},
		append(leaves("totalCount", "ignoredFilters", "__typename"), func() string {
			return g.field("pageInfo", "", g.selection("PageInfo", leaves("hasNextPage", "hasPreviousPage", "startCursor", "endCursor", "__typename")))
		}))
}

func (g *queryGen) sortArg() string {
	s := []string{"NAME_ASC", "NAME_DESC", "RATING_DESC", "POPULARITY_DESC", "DATE_ASC"}[g.r.IntN(5)]
	if g.chance(2) {
		return g.variable("SetSort", s)
	}
	return s
}

func (g *queryGen) filter() map[string]any {
	f := map[string]any{}
	if g.chance(4) {
		f["stageIds"] = []string{g.w.stages[g.r.IntN(len(g.w.stages))]}
		if g.chance(3) {
			f["stageIds"] = append(f["stageIds"].([]string), "nope")
		}
	}
	if g.chance(4) {
		f["genreIds"] = []string{g.w.genres[g.r.IntN(len(g.w.genres))], "nope"}[:1+g.r.IntN(2)]
	}
	if g.chance(4) {
		f["q"] = []string{"set 1", "Set", "ünï", "no such", "2", strings.Repeat("x", 101)}[g.r.IntN(6)]
	}
	if g.chance(5) {
		f["minRating"] = g.r.IntN(5)
	}
	if g.chance(5) {
		f["rating"] = []string{"LIKED", "POPULAR", "LOVED"}[g.r.IntN(3)]
	}
	if g.chance(6) {
		f["votePerspective"] = "EVERYONE"
		if g.chance(3) {
			f["votePerspective"], f["groupId"] = "GROUP", "R3JvdXA6MQ=="
		}
	}
	return f
}

func (g *queryGen) timetable() string {
	args := ""
	switch g.r.IntN(4) {
	case 0:
		args = "(q: " + g.arg("String", []string{"set 1", "Set", "no such"}[g.r.IntN(3)]) + ")"
	case 1:
		args = "(q: null)"
	}
	return g.name("t") + ": timetable" + args + g.directive() + " " + g.set(true)
}

// sync is Edition.timetableChanges, at most once a query (one watermark to compare).
func (g *queryGen) sync() string {
	if _, made := g.vars["sync"]; made {
		return "__typename"
	}
	since := any(nil)
	if g.chance(2) {
		since = g.w.watermark
	} else if g.chance(8) {
		since = "nope"
	}
	g.defs = append(g.defs, "$sync: String")
	g.vars["sync"] = since
	return g.field("timetableChanges", "(since: $sync)", g.selection("TimetableChanges", append(leaves("watermark", "complete", "removedSetIds", "__typename"),
		func() string {
			return g.field("myVotes", "", g.selection("TimetableVote", leaves("setId", "vote", "__typename")))
		},
		func() string { return g.field("sets", "", g.set(true)) })))
}

// The SPA's own queries of set cards (their committed texts in frontend/src/__generated__) take
// the fast path, anonymous and signed in: a schema or query change that would send them to
// gqlgen fails here (make bench checks the same on its servers).
func TestSPAQueriesTakeTheFastPath(t *testing.T) {
	t.Parallel()
	w := newFastWorld(t)
	anon := &http.Client{}
	fan := signIn(t, w.fast, w.smtp, "spa@example.com")
	for _, hc := range []*http.Client{anon, fan.http} {
		route := w.sameVia(t, hc, "SetsRouteQuery", spaOperation(t, "SetsRouteQuery"), map[string]any{
			"festivalSlug": "fp", "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": nil}, "fast")
		var page struct {
			Data struct {
				Festival struct {
					Edition struct {
						ID   string
						Sets struct{ PageInfo struct{ EndCursor string } }
					}
				}
			}
		}
		if err := json.Unmarshal(route, &page); err != nil {
			t.Fatal(err)
		}
		ed := page.Data.Festival.Edition
		w.sameVia(t, hc, "SetListRefetchQuery", spaOperation(t, "SetListRefetchQuery"), map[string]any{
			"id": ed.ID, "first": 30, "sort": "NAME_ASC", "after": ed.Sets.PageInfo.EndCursor}, "fast")
		sync := spaOperation(t, "timetableSyncQuery")
		full := readSync(t, w.sameVia(t, hc, "timetableSyncQuery, first visit", sync, map[string]any{"festivalSlug": "fp", "editionSlug": "e", "since": nil}, "fast"))
		w.sameVia(t, hc, "timetableSyncQuery, repeat visit", sync, map[string]any{
			"festivalSlug": "fp", "editionSlug": "e", "since": full.Data.Festival.Edition.TimetableChanges.Watermark}, "fast")
		w.sameVia(t, hc, "ScheduleRouteQuery, a search", spaOperation(t, "ScheduleRouteQuery"), map[string]any{
			"festivalSlug": "fp", "editionSlug": "e", "q": "set 1", "search": true}, "fast")
	}
}
