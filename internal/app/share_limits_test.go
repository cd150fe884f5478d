package app

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"festival/internal/auth"
	"festival/internal/testclock"
)

// Shared pages (issue 36): opens are limited per client IP, and a page is built once per
// version of what it shows.

// shareOf makes a share link of the "grp" edition as a (with groupID: the crew plan) and
// returns its token.
func shareOf(t *testing.T, a actor, edition, groupID string) string {
	t.Helper()
	var shared struct{ SharePlan struct{ URL string } }
	if groupID == "" {
		mustJSON(t, mustRun(t, a, `mutation($e: ID!) { sharePlan(input: {editionId: $e}) { url } }`, map[string]any{"e": edition}), &shared)
	} else {
		mustJSON(t, mustRun(t, a, `mutation($e: ID!, $g: ID!) { sharePlan(input: {editionId: $e, groupId: $g}) { url } }`,
			map[string]any{"e": edition, "g": groupID}), &shared)
	}
	return shared.SharePlan.URL[strings.LastIndex(shared.SharePlan.URL, "/p/")+3:]
}

// getFrom fetches path as a client behind a proxy that names it in X-Forwarded-For.
func getFrom(t *testing.T, s *testServer, path, client string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", s.URL+path, nil)
	req.Header.Set("X-Forwarded-For", client)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

// metric reads the sum of the server's /metrics lines whose name and labels match pattern.
func metric(t *testing.T, s *testServer, pattern string) float64 {
	t.Helper()
	resp, err := http.Get("http://" + s.metricsAddr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	sum := 0.0
	for _, m := range regexp.MustCompile(`(?m)^`+pattern+` (\S+)$`).FindAllSubmatch(body, -1) {
		v, _ := strconv.ParseFloat(string(m[1]), 64)
		sum += v
	}
	return sum
}

func TestSharedPageOpensAreLimitedPerClientIP(t *testing.T) {
	w := newWorld(t)
	edition, sets := editionOf(t, w)
	mustRun(t, w.member, `mutation($e: ID!, $s: ID!) { savePlan(input: {editionId: $e, setIds: [$s]}) { edition { id } } }`,
		map[string]any{"e": edition, "s": sets["Set 1"]})
	token := shareOf(t, w.member, edition, "")
	const limit = 5
	old := shareIPLimit
	shareIPLimit = auth.Limit{N: limit, Window: time.Hour}
	t.Cleanup(func() { shareIPLimit = old })
	// A second instance behind a trusted proxy (the same database, so the same counts).
	s := startServer(t, map[string]string{"DATABASE_URL": w.server.dbURL, "TRUSTED_PROXIES": "127.0.0.1, ::1"})

	// The limit counts in fixed windows of an hour on the servers' clock: a run that crosses
	// into the next window is done again there, by other clients.
	for attempt := 0; attempt < 2; attempt++ {
		window := testclock.Now().Truncate(time.Hour)
		hammer, other, guesser := fmt.Sprintf("198.51.100.%d", 10*attempt+1), fmt.Sprintf("198.51.100.%d", 10*attempt+2), fmt.Sprintf("198.51.100.%d", 10*attempt+3)
		var codes []int
		for i := 0; i < limit; i++ { // the page and its image count alike
			path := "/p/" + token
			if i%2 == 1 {
				path += ".png"
			}
			resp, _ := getFrom(t, s, path, hammer)
			codes = append(codes, resp.StatusCode)
		}
		over, overBody := getFrom(t, s, "/p/"+token, hammer)
		overImage, _ := getFrom(t, s, "/p/"+token+".png", hammer)
		otherResp, otherBody := getFrom(t, s, "/p/"+token, other)
		var guesses []int
		for i := 0; i <= limit; i++ { // unknown tokens count too: no guessing past the limit
			resp, _ := getFrom(t, s, fmt.Sprintf("/p/guess-%d", i), guesser)
			guesses = append(guesses, resp.StatusCode)
		}
		if testclock.Now().Truncate(time.Hour) != window && attempt == 0 {
			continue
		}
		if fmt.Sprint(codes) != "[200 200 200 200 200]" {
			t.Fatalf("the first %d opens: %v", limit, codes)
		}
		retry, _ := strconv.Atoi(over.Header.Get("Retry-After"))
		if over.StatusCode != 429 || retry < 1 || retry > 3600 || !strings.Contains(overBody, "<h1>Too many requests</h1>") ||
			!strings.HasPrefix(over.Header.Get("Content-Type"), "text/html") || strings.Contains(overBody, "Set 1") {
			t.Fatalf("open %d: %d, Retry-After %q, %v\n%s", limit+1, over.StatusCode, over.Header.Get("Retry-After"), over.Header, overBody)
		}
		if overImage.StatusCode != 429 {
			t.Fatalf("the image past the limit: %d", overImage.StatusCode)
		}
		if otherResp.StatusCode != 200 || !strings.Contains(otherBody, "Set 1") {
			t.Fatalf("another client behind the same proxy is limited by the first: %d", otherResp.StatusCode)
		}
		if fmt.Sprint(guesses) != "[404 404 404 404 404 429]" {
			t.Fatalf("unknown tokens from one client: %v", guesses)
		}
		break
	}
}

func TestSharedPageIsBuiltOncePerVersion(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	edition, sets := editionOf(t, w)
	vars := map[string]any{"e": edition, "s1": sets["Set 1"], "s2": sets["Set 2"]}
	mustRun(t, w.member, `mutation($s1: ID!) { setVote(input: {setId: $s1, vote: INTERESTED}) { vote } }`, vars)
	mustRun(t, w.member, `mutation($e: ID!, $s1: ID!) { savePlan(input: {editionId: $e, setIds: [$s1]}) { edition { id } } }`, vars)
	plan, crew := shareOf(t, w.member, edition, ""), shareOf(t, w.member, edition, w.groupID)
	s := w.server
	built := func() float64 { return metric(t, s, `shared_pages_total\{result="built"\}`) }
	statements := func() float64 { return metric(t, s, `http_request_sql_statements_sum\{route="GET /p/\{token\}"\}`) }
	open := func(token string) string {
		t.Helper()
		resp, body := get(t, s, "/p/"+token)
		if resp.StatusCode != 200 {
			t.Fatalf("open: %d\n%s", resp.StatusCode, body)
		}
		return string(body)
	}
	// opens opens token twice and returns the statements of each open and the pages built.
	opens := func(token string) (first, second, builds float64, page string) {
		t.Helper()
		b0, s0 := built(), statements()
		page = open(token)
		s1 := statements()
		if again := open(token); again != page {
			t.Fatalf("the second open differs:\n%s\n---\n%s", page, again)
		}
		return s1 - s0, statements() - s1, built() - b0, page
	}

	for name, token := range map[string]string{"plan": plan, "crew": crew} {
		first, second, builds, page := opens(token)
		if builds != 1 || !strings.Contains(page, "Set 1") || strings.Contains(page, "Set 2") {
			t.Fatalf("%s: %v pages built for two opens\n%s", name, builds, page)
		}
		// The cached open: the rate limit, the link, the version (and at most one write of the
		// last open): no plan, no sets.
		if second > 4 || second >= first {
			t.Fatalf("%s: statements of the first open %v, of the second %v", name, first, second)
		}
		if b0 := built(); func() bool { get(t, s, "/p/"+token+".png"); return built() != b0 }() {
			t.Fatalf("%s: the image built the page again", name)
		}
	}

	// A set's time changes (by SQL, as an operator would): the next open shows it.
	if _, err := w.store.DB.ExecContext(ctx, `UPDATE sets SET time_start = time_start + interval '25 minutes', time_end = time_end + interval '25 minutes' WHERE name = 'Set 1'`); err != nil {
		t.Fatal(err)
	}
	var at struct {
		Zone  string    `bun:"time_zone"`
		Start time.Time `bun:"time_start"`
	}
	if err := w.store.DB.NewRaw(`SELECT e.time_zone, s.time_start FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id WHERE s.name = 'Set 1'`).Scan(ctx, &at); err != nil {
		t.Fatal(err)
	}
	loc, err := time.LoadLocation(at.Zone)
	if err != nil {
		t.Fatal(err)
	}
	moved := at.Start.In(loc).Format("Mon 15:04")
	for name, token := range map[string]string{"plan": plan, "crew": crew} {
		if _, _, builds, page := opens(token); builds != 1 || !strings.Contains(page, moved) {
			t.Fatalf("%s after the time change: %v built, want %q in\n%s", name, builds, moved, page)
		}
	}
	// The crew plan follows another member's vote; the saved plan, its owner's save.
	mustRun(t, w.creator, `mutation($s2: ID!) { setVote(input: {setId: $s2, vote: MUST_GO}) { vote } }`, vars)
	if _, _, builds, page := opens(crew); builds != 1 || !strings.Contains(page, "Set 2") {
		t.Fatalf("crew after a member's vote: %v built\n%s", builds, page)
	}
	if _, _, builds, _ := opens(plan); builds != 0 {
		t.Fatalf("the plan page was built again after another's vote: %v", builds)
	}
	mustRun(t, w.member, `mutation($e: ID!, $s1: ID!, $s2: ID!) { savePlan(input: {editionId: $e, setIds: [$s1, $s2]}) { edition { id } } }`, vars)
	if _, _, builds, page := opens(plan); builds != 1 || !strings.Contains(page, "Set 2") {
		t.Fatalf("plan after a save: %v built\n%s", builds, page)
	}
}
