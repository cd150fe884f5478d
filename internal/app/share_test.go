package app

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"festival/internal/testclock"
)

// Share and remember (issue 36): share links, ratings and the recap.

// get fetches path from the server without a session (a fresh browser: no account).
func get(t *testing.T, s *testServer, path string) (*http.Response, []byte) {
	t.Helper()
	resp, err := http.Get(s.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, body
}

// editionOf returns the "grp" edition's id and its sets' ids by name.
func editionOf(t *testing.T, w world) (string, map[string]string) {
	t.Helper()
	var ed struct {
		Festival struct {
			Edition struct {
				ID   string
				Sets struct {
					Edges []struct{ Node struct{ ID, Name string } }
				}
			}
		}
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "grp") { edition(slug: "e") { id sets(first: 10) { edges { node { id name } } } } } }`, nil).Data, &ed)
	sets := map[string]string{}
	for _, e := range ed.Festival.Edition.Sets.Edges {
		sets[e.Node.Name] = e.Node.ID
	}
	return ed.Festival.Edition.ID, sets
}

func mustRun(t *testing.T, a actor, q string, vars map[string]any) json.RawMessage {
	t.Helper()
	r := a.run(t, q, vars)
	if len(r.Errors) > 0 {
		t.Fatalf("%s: %s: %+v", a.name, q, r.Errors)
	}
	return r.Data
}

func errCode(r gqlResponse) string {
	if len(r.Errors) == 0 {
		return "ok"
	}
	code, _ := r.Errors[0].Extensions["code"].(string)
	return code
}

// inkIn counts the pixels of img in r that differ from the card's background.
func inkIn(img image.Image, r image.Rectangle) int {
	bg := img.At(img.Bounds().Max.X-1, img.Bounds().Max.Y-1)
	br, bgc, bb, _ := bg.RGBA()
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if cr != br || cg != bgc || cb != bb {
				n++
			}
		}
	}
	return n
}

func TestSharedPlanPageAndImage(t *testing.T) {
	w := newWorld(t)
	edition, sets := editionOf(t, w)
	vars := map[string]any{"e": edition, "s1": sets["Set 1"], "s2": sets["Set 2"]}
	mustRun(t, w.member, `mutation($s1: ID!) { setVote(input: {setId: $s1, vote: MUST_GO}) { vote } }`, vars)
	mustRun(t, w.member, `mutation($e: ID!, $s1: ID!) { savePlan(input: {editionId: $e, setIds: [$s1]}) { edition { id } } }`, vars)

	var shared struct {
		SharePlan struct {
			Share struct {
				ID   string
				Kind string
			}
			URL, QRCode string
		}
	}
	mustJSON(t, mustRun(t, w.member, `mutation($e: ID!) { sharePlan(input: {editionId: $e}) { share { id kind } url qrCode } }`, vars), &shared)
	sp := shared.SharePlan
	if sp.Share.Kind != "PLAN" || !strings.Contains(sp.URL, "/p/") || !strings.HasPrefix(sp.QRCode, "data:image/png;base64,") {
		t.Fatalf("sharePlan = %+v", sp)
	}
	token := sp.URL[strings.LastIndex(sp.URL, "/p/")+3:]
	if len(token) < 40 {
		t.Fatalf("token too short to be unguessable: %q", token)
	}
	// Stored hashed: the row holds sha256(token), and no table holds the token itself.
	var stored []byte
	if err := w.store.DB.NewRaw(`SELECT token_hash FROM plan_shares`).Scan(context.Background(), &stored); err != nil {
		t.Fatal(err)
	}
	if h := sha256.Sum256([]byte(token)); !bytes.Equal(stored, h[:]) {
		t.Fatalf("token_hash is not the token's sha256")
	}
	if left := rowsNaming(t, w, token); len(left) > 0 {
		t.Fatalf("the token is stored in clear: %v", left)
	}

	// The page, opened without an account.
	resp, body := get(t, w.server, "/p/"+token)
	page := string(body)
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Cache-Control"), "private") ||
		!strings.Contains(resp.Header.Get("X-Robots-Tag"), "noindex") || !strings.Contains(page, `<meta name="robots" content="noindex`) {
		t.Fatalf("page: %d %v\n%s", resp.StatusCode, resp.Header, page)
	}
	for _, want := range []string{"Set 1", "Main", `property="og:image"`, `/p/` + token + `.png`, `name="twitter:card" content="summary_large_image"`, "grp E: my plan"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q:\n%s", want, page)
		}
	}
	// No votes, no group, nobody: not the vote's name, the group's, the member's or the e-mails.
	for _, secret := range []string{"Must Go", "MUST_GO", "Interested", "Crew", "mem", "@example.com", "Set 2"} {
		if strings.Contains(page, secret) {
			t.Errorf("page shows %q:\n%s", secret, page)
		}
	}
	if strings.Contains(resp.Header.Get("Content-Security-Policy"), "unsafe-inline") || resp.Header.Get("Content-Security-Policy") == "" {
		t.Errorf("CSP: %q", resp.Header.Get("Content-Security-Policy"))
	}

	// The image card: a PNG of 1200 × 630 with text in the title and the list.
	resp, body = get(t, w.server, "/p/"+token+".png")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("image: %d %v", resp.StatusCode, resp.Header)
	}
	img, err := png.Decode(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
		t.Fatalf("card size %v", b)
	}
	title, list, empty := inkIn(img, image.Rect(60, 60, 1140, 125)), inkIn(img, image.Rect(60, 190, 1140, 240)), inkIn(img, image.Rect(60, 560, 1140, 620))
	if title < 500 || list < 300 || empty != 0 {
		t.Fatalf("text pixels: title %d, first set %d, below the list %d", title, list, empty)
	}
	etag := resp.Header.Get("ETag")

	// The page follows the saved plan: a change shows on the next open, and the card is redrawn.
	mustRun(t, w.member, `mutation($e: ID!, $s1: ID!, $s2: ID!) { savePlan(input: {editionId: $e, setIds: [$s1, $s2]}) { edition { id } } }`, vars)
	if _, err := w.store.DB.ExecContext(context.Background(), `UPDATE sets SET name = 'Set 2 moved' WHERE name = 'Set 2'`); err != nil {
		t.Fatal(err)
	}
	if _, body = get(t, w.server, "/p/"+token); !strings.Contains(string(body), "Set 2 moved") {
		t.Fatalf("the page did not follow the plan:\n%s", body)
	}
	if resp, _ = get(t, w.server, "/p/"+token+".png"); resp.Header.Get("ETag") == etag {
		t.Fatalf("the card kept its version after a change: %s", etag)
	}

	// Listed in the owner's profile with the last open; nobody else sees or revokes it.
	var mine struct {
		Viewer struct {
			PlanShares []struct {
				ID           string
				LastOpenedAt *string
				Edition      struct{ ID string }
			}
		}
	}
	mustJSON(t, mustRun(t, w.member, `{ viewer { planShares { id lastOpenedAt edition { id } } } }`, nil), &mine)
	if len(mine.Viewer.PlanShares) != 1 || mine.Viewer.PlanShares[0].LastOpenedAt == nil || mine.Viewer.PlanShares[0].Edition.ID != edition {
		t.Fatalf("planShares = %+v", mine)
	}
	vars["share"] = sp.Share.ID
	if r := w.creator.run(t, `query($share: ID!) { node(id: $share) { id } }`, vars); string(r.Data) != `{"node":null}` {
		t.Fatalf("another's share by node: %s", r.Data)
	}
	if r := w.creator.run(t, `mutation($share: ID!) { revokePlanShare(input: {shareId: $share}) { revokedShareId } }`, vars); errCode(r) != "NOT_FOUND" {
		t.Fatalf("another revokes: %s %+v", r.Data, r.Errors)
	}
	if resp, _ = get(t, w.server, "/p/"+token); resp.StatusCode != 200 {
		t.Fatalf("after another's revoke attempt: %d", resp.StatusCode)
	}

	// Revoked: the page and the image answer a 404 page; an unknown token too.
	mustRun(t, w.member, `mutation($share: ID!) { revokePlanShare(input: {shareId: $share}) { revokedShareId } }`, vars)
	for _, path := range []string{"/p/" + token, "/p/" + token + ".png", "/p/unknown-token"} {
		resp, body := get(t, w.server, path)
		if resp.StatusCode != 404 || !strings.Contains(string(body), "This link is not available") {
			t.Errorf("%s after revoke: %d %s", path, resp.StatusCode, body)
		}
	}
}

func TestCrewShareShowsTheRouteWithoutTheCrew(t *testing.T) {
	w := newWorld(t)
	edition, sets := editionOf(t, w)
	vars := map[string]any{"e": edition, "g": w.groupID, "s1": sets["Set 1"]}
	mustRun(t, w.member, `mutation($s1: ID!) { setVote(input: {setId: $s1, vote: INTERESTED}) { vote } }`, vars)
	var shared struct{ SharePlan struct{ URL string } }
	mustJSON(t, mustRun(t, w.member, `mutation($e: ID!, $g: ID!) { sharePlan(input: {editionId: $e, groupId: $g}) { url share { group { id } } } }`, vars), &shared)
	if r := w.outsider.run(t, `mutation($e: ID!, $g: ID!) { sharePlan(input: {editionId: $e, groupId: $g}) { url } }`, vars); errCode(r) != "FORBIDDEN" {
		t.Fatalf("outsider shares the crew's plan: %+v", r.Errors)
	}
	token := shared.SharePlan.URL[strings.LastIndex(shared.SharePlan.URL, "/p/")+3:]
	_, body := get(t, w.server, "/p/"+token)
	if !strings.Contains(string(body), "Set 1") || strings.Contains(string(body), "Crew") || strings.Contains(string(body), "mem") {
		t.Fatalf("crew page:\n%s", body)
	}
}

// rateQ rates set $s with $stars (or didn't see it).
const rateQ = `mutation($s: ID!, $stars: Int, $dns: Boolean, $at: Time, $cid: String) {
	rateSet(input: {setId: $s, stars: $stars, didNotSee: $dns, clientTimestamp: $at, clientMutationId: $cid}) { clientMutationId set { myRating myRatingDidNotSee canRate } } }`

func TestRatingRules(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := context.Background()
	edition, sets := editionOf(t, w)
	now := testclock.Now()
	setTimes := func(name string, start time.Time) {
		t.Helper()
		if _, err := w.store.DB.ExecContext(ctx, `UPDATE sets SET time_start = ?, time_end = ?::timestamptz + interval '1 hour' WHERE name = ?`, start, start, name); err != nil {
			t.Fatal(err)
		}
	}
	editionEnds := func(endDate *time.Time, public bool) {
		t.Helper()
		if _, err := w.store.DB.ExecContext(ctx, `UPDATE festival_editions SET end_date = ?, ratings_public = ? WHERE slug = 'e'`, endDate, public); err != nil {
			t.Fatal(err)
		}
	}
	s1, s2 := sets["Set 1"], sets["Set 2"]
	rate := func(a actor, set string, stars any) gqlResponse {
		return a.run(t, rateQ, map[string]any{"s": set, "stars": stars})
	}
	// Not before the set has ended (Set 1 runs from 1 to 2 hours from now).
	if r := rate(w.member, s1, 4); errCode(r) != "BAD_USER_INPUT" || r.Errors[0].Message != "You can rate a set once it has ended" {
		t.Fatalf("before the end: %+v", r.Errors)
	}
	if r := w.anon.run(t, rateQ, map[string]any{"s": s1, "stars": 4}); errCode(r) != "UNAUTHENTICATED" {
		t.Fatalf("anonymous: %+v", r.Errors)
	}
	setTimes("Set 1", now.Add(-3*time.Hour))
	setTimes("Set 2", now.Add(-2*time.Hour))
	tomorrow := now.Add(24 * time.Hour)
	editionEnds(&tomorrow, true) // the edition runs on: visitors see no aggregate yet
	// Not with Won't Go.
	mustRun(t, w.member, `mutation($s: ID!) { setVote(input: {setId: $s, vote: WONT_GO}) { vote } }`, map[string]any{"s": s2})
	if r := rate(w.member, s2, 3); errCode(r) != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "Won't Go") {
		t.Fatalf("with Won't Go: %+v", r.Errors)
	}
	if r := rate(w.member, s1, 6); errCode(r) != "BAD_USER_INPUT" {
		t.Fatalf("six stars: %+v", r.Errors)
	}
	if r := w.member.run(t, rateQ, map[string]any{"s": s1, "stars": 2, "dns": true}); errCode(r) != "BAD_USER_INPUT" {
		t.Fatalf("stars and didn't see: %+v", r.Errors)
	}
	if r := rate(w.member, s1, 4); errCode(r) != "ok" || !strings.Contains(string(r.Data), `"myRating":4,"myRatingDidNotSee":false,"canRate":true`) {
		t.Fatalf("rate: %s %+v", r.Data, r.Errors)
	}
	mustRun(t, w.creator, rateQ, map[string]any{"s": s1, "stars": 5})
	mustRun(t, w.outsider, rateQ, map[string]any{"s": s1, "dns": true})

	summaryQ := `query($s: ID!) { node(id: $s) { ... on Set { ratingSummary { average count distribution } } } }`
	staffSees := `{"node":{"ratingSummary":{"average":4.5,"count":2,"distribution":[0,0,0,1,1]}}}`
	if r := w.member.run(t, summaryQ, map[string]any{"s": s1}); string(r.Data) != `{"node":{"ratingSummary":null}}` {
		t.Fatalf("a visitor before the end: %s", r.Data)
	}
	if r := w.admin.run(t, summaryQ, map[string]any{"s": s1}); string(r.Data) != staffSees {
		t.Fatalf("staff before the end: %s %+v", r.Data, r.Errors)
	}
	// After the end: visitors see it where the edition enables it.
	editionEnds(nil, false)
	if r := w.member.run(t, summaryQ, map[string]any{"s": s1}); string(r.Data) != `{"node":{"ratingSummary":null}}` {
		t.Fatalf("a visitor, ratings not public: %s", r.Data)
	}
	editionEnds(nil, true)
	if r := w.anon.run(t, summaryQ, map[string]any{"s": s1}); string(r.Data) != staffSees {
		t.Fatalf("anyone after the end, ratings public: %s", r.Data)
	}

	// Offline replays: the same change twice is one rating; an older write loses to a newer one.
	older := now.Add(-time.Hour).Format(time.RFC3339)
	for i := 0; i < 2; i++ {
		mustRun(t, w.member, rateQ, map[string]any{"s": s1, "stars": 2, "at": older, "cid": "c-1"})
	}
	var mine struct{ Node struct{ MyRating int } }
	mustJSON(t, mustRun(t, w.member, `query($s: ID!) { node(id: $s) { ... on Set { myRating } } }`, map[string]any{"s": s1}), &mine)
	if mine.Node.MyRating != 4 {
		t.Fatalf("an older replay overwrote the newer rating: %d", mine.Node.MyRating)
	}
	// Concurrent ratings of one user and set: one row.
	var wg sync.WaitGroup
	for i := 1; i <= 5; i++ {
		wg.Add(1)
		go func(stars int) {
			defer wg.Done()
			w.member.run(t, rateQ, map[string]any{"s": s1, "stars": stars})
		}(i)
	}
	wg.Wait()
	var rows int
	if err := w.store.DB.NewRaw(`SELECT count(*) FROM set_ratings r JOIN users u ON u.id = r.user_id WHERE u.email = 'member@example.com'`).Scan(ctx, &rows); err != nil || rows != 1 {
		t.Fatalf("ratings of the member: %d, %v", rows, err)
	}

	// Changeable until 14 days after the edition ends.
	setTimes("Set 1", now.Add(-13*24*time.Hour))
	setTimes("Set 2", now.Add(-13*24*time.Hour))
	if r := rate(w.member, s1, 3); errCode(r) != "ok" {
		t.Fatalf("13 days after: %+v", r.Errors)
	}
	setTimes("Set 1", now.Add(-15*24*time.Hour))
	setTimes("Set 2", now.Add(-15*24*time.Hour))
	if r := rate(w.member, s1, 2); errCode(r) != "BAD_USER_INPUT" || r.Errors[0].Message != "Ratings closed 14 days after the festival ended" {
		t.Fatalf("15 days after: %+v", r.Errors)
	}

	// Staff statistics per set and stage, and the CSV with the injection guard.
	if _, err := w.store.DB.ExecContext(ctx, `UPDATE sets SET name = '=HYPERLINK("x")' WHERE name = 'Set 1'`); err != nil {
		t.Fatal(err)
	}
	statsQ := `query($e: ID!) { node(id: $e) { ... on Edition { ratingStats { csvPath sets { set { name } summary { count average } didNotSee } stages { stage { name } summary { count distribution } } } } } }`
	if r := w.member.run(t, statsQ, map[string]any{"e": edition}); errCode(r) != "FORBIDDEN" {
		t.Fatalf("a visitor's statistics: %s %+v", r.Data, r.Errors)
	}
	var stats struct {
		Node struct {
			RatingStats struct {
				CSVPath string
				Sets    []struct {
					Set       struct{ Name string }
					Summary   struct{ Count int }
					DidNotSee int
				}
				Stages []struct {
					Stage   struct{ Name string }
					Summary struct{ Distribution []int }
				}
			}
		}
	}
	mustJSON(t, mustRun(t, w.admin, statsQ, map[string]any{"e": edition}), &stats)
	rs := stats.Node.RatingStats
	if len(rs.Sets) != 2 || rs.Sets[0].Summary.Count != 2 || rs.Sets[0].DidNotSee != 1 || len(rs.Stages) != 1 || rs.Stages[0].Stage.Name != "Main" {
		t.Fatalf("statistics: %+v", rs)
	}
	admin := anotherDevice(t, w.server, "admin@example.com")
	resp, err := admin.http.Get(w.server.URL + rs.CSVPath)
	if err != nil {
		t.Fatal(err)
	}
	csvBody, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(csvBody), `"'=HYPERLINK(""x"")"`) || !strings.HasPrefix(string(csvBody), "Kind,Name,Stage,Average,Count") {
		t.Fatalf("csv: %d\n%s", resp.StatusCode, csvBody)
	}
	if resp, _ := get(t, w.server, rs.CSVPath); resp.StatusCode != 401 {
		t.Fatalf("csv without a session: %d", resp.StatusCode)
	}
}

func TestRecapAfterTheEdition(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := context.Background()
	edition, sets := editionOf(t, w)
	now := testclock.Now()
	move := func(ago time.Duration) {
		t.Helper()
		if _, err := w.store.DB.ExecContext(ctx, `UPDATE sets SET time_start = ?::timestamptz + (CASE WHEN name = 'Set 1' THEN 0 ELSE 2 END) * interval '1 hour',
			time_end = ?::timestamptz + (CASE WHEN name = 'Set 1' THEN 1 ELSE 3 END) * interval '1 hour'`, now.Add(-ago), now.Add(-ago)); err != nil {
			t.Fatal(err)
		}
	}
	vars := map[string]any{"e": edition, "s1": sets["Set 1"], "s2": sets["Set 2"]}
	recapQ := `query($e: ID!) { node(id: $e) { ... on Edition { recap { sets { set { name } stars } musicMinutes walkingMeters topGenres topStage
		highestRated { set { name } stars } groups { group { name } sets { name } } } } } }`
	// Ended today in the edition's zone (halfway between its midnight and now, so on any clock):
	// no recap yet.
	var zone string
	if err := w.store.DB.NewRaw(`SELECT time_zone FROM festival_editions WHERE slug = 'e' AND festival_id = (SELECT id FROM festivals WHERE slug = 'grp')`).Scan(ctx, &zone); err != nil {
		t.Fatal(err)
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		t.Fatal(err)
	}
	local := now.In(loc)
	midnight := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	endedAt := midnight.Add(now.Sub(midnight) / 2)
	move(now.Sub(endedAt) + 3*time.Hour) // Set 2 ends 3 hours after Set 1 starts
	if r := w.member.run(t, recapQ, vars); string(r.Data) != `{"node":{"recap":null}}` {
		t.Fatalf("recap on the last day: %s %+v", r.Data, r.Errors)
	}
	move(3 * 24 * time.Hour)
	for _, a := range []actor{w.member, w.creator} {
		mustRun(t, a, `mutation($e: ID!, $s1: ID!, $s2: ID!) { savePlan(input: {editionId: $e, setIds: [$s1, $s2]}) { edition { id } } }`, vars)
	}
	mustRun(t, w.member, rateQ, map[string]any{"s": sets["Set 1"], "stars": 5})
	mustRun(t, w.creator, rateQ, map[string]any{"s": sets["Set 2"], "dns": true}) // the creator saw only Set 1
	var got struct {
		Node struct {
			Recap struct {
				Sets []struct {
					Set   struct{ Name string }
					Stars *int
				}
				MusicMinutes int
				TopGenres    []string
				TopStage     string
				HighestRated struct{ Set struct{ Name string } }
				Groups       []struct {
					Group struct{ Name string }
					Sets  []struct{ Name string }
				}
			}
		}
	}
	mustJSON(t, mustRun(t, w.member, recapQ, vars), &got)
	rc := got.Node.Recap
	if len(rc.Sets) != 2 || rc.MusicMinutes != 120 || rc.TopStage != "Main" || rc.HighestRated.Set.Name != "Set 1" ||
		len(rc.TopGenres) != 1 || rc.TopGenres[0] != "grp-genre" {
		t.Fatalf("recap: %+v", rc)
	}
	if len(rc.Groups) != 1 || rc.Groups[0].Group.Name != "Crew" || len(rc.Groups[0].Sets) != 1 || rc.Groups[0].Sets[0].Name != "Set 1" {
		t.Fatalf("recap groups: %+v", rc.Groups)
	}
	// Shareable like the plan: the recap page shows the sets and figures, not the group.
	var shared struct{ SharePlan struct{ URL string } }
	mustJSON(t, mustRun(t, w.member, `mutation($e: ID!) { sharePlan(input: {editionId: $e, kind: RECAP}) { url } }`, vars), &shared)
	token := shared.SharePlan.URL[strings.LastIndex(shared.SharePlan.URL, "/p/")+3:]
	resp, body := get(t, w.server, "/p/"+token)
	if resp.StatusCode != 200 || !strings.Contains(string(body), "my recap") || !strings.Contains(string(body), "2h00 of music") || strings.Contains(string(body), "Crew") {
		t.Fatalf("recap page: %d\n%s", resp.StatusCode, body)
	}
	if resp, _ := get(t, w.server, "/p/"+token+".png"); resp.StatusCode != 200 {
		t.Fatalf("recap card: %d", resp.StatusCode)
	}
	// In the account export: the ratings, the share link and the recap.
	out, _, _ := export(t, anotherDevice(t, w.server, "member@example.com"))
	var ratings []struct{ Set string }
	var shares []struct{ Kind string }
	var recaps []struct {
		SetsSeen []string
		Groups   map[string][]string
	}
	mustJSON(t, out["ratings"], &ratings)
	mustJSON(t, out["planShares"], &shares)
	mustJSON(t, out["recaps"], &recaps)
	if len(ratings) != 1 || ratings[0].Set != "Set 1" || len(shares) != 1 || shares[0].Kind != "recap" ||
		len(recaps) != 1 || len(recaps[0].SetsSeen) != 2 || len(recaps[0].Groups["Crew"]) != 1 {
		t.Fatalf("export: ratings %s, shares %s, recaps %s", out["ratings"], out["planShares"], out["recaps"])
	}
}
