package app

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

func getBody(t *testing.T, c *http.Client, url string) (int, string, http.Header) {
	t.Helper()
	resp, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header
}

func TestCalendarFeedOfMyPlan(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "cal", 3)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})

	ann, bob := signIn(t, s, smtp, "ann@example.com"), signIn(t, s, smtp, "bob@example.com")
	r, _ := ann.gql(t, `{ festival(slug: "cal") { edition(slug: "e") { id planDownloadPath calendarFeed { createdAt }
		timetable { id slug } } } }`, nil)
	var got struct {
		Festival struct {
			Edition struct {
				ID               string
				PlanDownloadPath string
				CalendarFeed     *struct{ CreatedAt string }
				Timetable        []struct{ ID, Slug string }
			}
		}
	}
	mustJSON(t, r.Data, &got)
	ed := got.Festival.Edition
	if len(ed.Timetable) != 3 || ed.Timetable[0].Slug != "set-1" || ed.CalendarFeed != nil {
		t.Fatalf("edition = %s", r.Data)
	}
	vote := `mutation($s: ID!, $v: VoteType) { setVote(input: {setId: $s, vote: $v}) { applied } }`
	ann.gql(t, vote, map[string]any{"s": ed.Timetable[0].ID, "v": "MUST_GO"})
	ann.gql(t, vote, map[string]any{"s": ed.Timetable[1].ID, "v": "WONT_GO"})
	bob.gql(t, vote, map[string]any{"s": ed.Timetable[2].ID, "v": "INTERESTED"})

	enable := `mutation($e: ID!) { enableCalendarFeed(input: {editionId: $e}) { url edition { calendarFeed { createdAt } } } }`
	r, _ = ann.gql(t, enable, map[string]any{"e": ed.ID})
	var en struct{ EnableCalendarFeed struct{ URL string } }
	mustJSON(t, r.Data, &en)
	feedURL := strings.Replace(en.EnableCalendarFeed.URL, "http://localhost:", "http://127.0.0.1:", 1)
	if !strings.Contains(feedURL, "/calendar/") || len(feedURL) < 60 {
		t.Fatalf("feed url %q", feedURL)
	}
	r, _ = bob.gql(t, enable, map[string]any{"e": ed.ID})
	var bobFeed struct{ EnableCalendarFeed struct{ URL string } }
	mustJSON(t, r.Data, &bobFeed)

	code, body, h := getBody(t, http.DefaultClient, feedURL)
	if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/calendar") {
		t.Fatalf("feed: %d %s", code, h.Get("Content-Type"))
	}
	if strings.Count(body, "BEGIN:VEVENT") != 1 || !strings.Contains(body, "SUMMARY:Set 1\r\n") || !strings.Contains(body, "LOCATION:Main\r\n") {
		t.Fatalf("ann's feed must hold only her Must Go set:\n%s", body)
	}
	if strings.Contains(body, "Set 3") {
		t.Fatal("ann's feed shows bob's plan")
	}

	// An admin moves the set: the next refresh shows the new time.
	if _, err := store.ExecContext(context.Background(), `UPDATE sets SET time_start = '2030-01-02 03:04:00Z', time_end = '2030-01-02 04:00:00Z', updated_at = now() WHERE slug = 'set-1'`); err != nil {
		t.Fatal(err)
	}
	if _, body, _ = getBody(t, http.DefaultClient, feedURL); !strings.Contains(body, "DTSTART:20300102T030400Z\r\n") {
		t.Fatalf("moved set not in feed:\n%s", body)
	}

	// Regenerating kills the old URL; revoking kills the new one.
	r, _ = ann.gql(t, enable, map[string]any{"e": ed.ID})
	var again struct{ EnableCalendarFeed struct{ URL string } }
	mustJSON(t, r.Data, &again)
	if code, _, _ := getBody(t, http.DefaultClient, feedURL); code != 404 {
		t.Fatalf("old url after regenerate: %d", code)
	}
	newURL := strings.Replace(again.EnableCalendarFeed.URL, "http://localhost:", "http://127.0.0.1:", 1)
	ann.gql(t, `mutation($e: ID!) { revokeCalendarFeed(input: {editionId: $e}) { edition { calendarFeed { createdAt } } } }`, map[string]any{"e": ed.ID})
	if code, _, _ := getBody(t, http.DefaultClient, newURL); code != 404 {
		t.Fatalf("revoked url: %d", code)
	}
	if code, _, _ := getBody(t, http.DefaultClient, s.URL+"/calendar/not-a-token.ics"); code != 404 {
		t.Fatalf("unknown token: %d", code)
	}
	if code, body, _ := getBody(t, http.DefaultClient, strings.Replace(bobFeed.EnableCalendarFeed.URL, "http://localhost:", "http://127.0.0.1:", 1)); code != 200 || !strings.Contains(body, "Set 3") || strings.Contains(body, "Set 1") {
		t.Fatalf("bob's feed: %d\n%s", code, body)
	}
	if strings.Contains(s.Logs.String(), strings.TrimSuffix(newURL[strings.LastIndex(newURL, "/")+1:], ".ics")) {
		t.Fatal("a feed token appears in the logs")
	}

	// The one-off download needs the session.
	if code, _, _ := getBody(t, http.DefaultClient, s.URL+ed.PlanDownloadPath); code != 401 {
		t.Fatalf("anonymous download: %d", code)
	}
	code, body, h = getBody(t, ann.http, s.URL+ed.PlanDownloadPath)
	if code != 200 || !strings.Contains(h.Get("Content-Disposition"), "attachment") || !strings.Contains(body, "Set 1") {
		t.Fatalf("download: %d %q\n%s", code, h.Get("Content-Disposition"), body)
	}
}

// The plan download (and a feed) follow the edition visibility rule: an unpublished or archived
// edition, or one of an unpublished or archived festival, is 404 for everyone but admins, who
// still see unpublished ones.
func TestCalendarPlanFollowsThePublishedRule(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "calp", 2)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "BOOTSTRAP_SUPER_ADMIN_EMAIL": "boss@example.com"})
	boss, ann := signIn(t, s, smtp, "boss@example.com"), signIn(t, s, smtp, "ann@example.com")
	r, _ := ann.gql(t, `{ festival(slug: "calp") { edition(slug: "e") { id planDownloadPath } } }`, nil)
	var got struct {
		Festival struct {
			Edition struct{ ID, PlanDownloadPath string }
		}
	}
	mustJSON(t, r.Data, &got)
	path := s.URL + got.Festival.Edition.PlanDownloadPath
	r, _ = ann.gql(t, `mutation($e: ID!) { enableCalendarFeed(input: {editionId: $e}) { url } }`, map[string]any{"e": got.Festival.Edition.ID})
	var en struct{ EnableCalendarFeed struct{ URL string } }
	mustJSON(t, r.Data, &en)
	feed := strings.Replace(en.EnableCalendarFeed.URL, "http://localhost:", "http://127.0.0.1:", 1)

	set := func(sql string) {
		t.Helper()
		if _, err := store.ExecContext(context.Background(), sql); err != nil {
			t.Fatal(err)
		}
	}
	check := func(state string, annWant, bossWant int) {
		t.Helper()
		if code, _, _ := getBody(t, ann.http, path); code != annWant {
			t.Errorf("%s: user download %d, want %d", state, code, annWant)
		}
		if code, _, _ := getBody(t, http.DefaultClient, feed); code != annWant {
			t.Errorf("%s: user feed %d, want %d", state, code, annWant)
		}
		if code, _, _ := getBody(t, boss.http, path); code != bossWant {
			t.Errorf("%s: admin download %d, want %d", state, code, bossWant)
		}
	}
	check("published", 200, 200)
	set(`UPDATE festival_editions SET published = false`)
	check("unpublished edition", 404, 200)
	set(`UPDATE festival_editions SET published = true; UPDATE festivals SET published = false`)
	check("unpublished festival", 404, 200)
	set(`UPDATE festivals SET published = true; UPDATE festival_editions SET archived = true`)
	check("archived edition", 404, 404)
	set(`UPDATE festival_editions SET archived = false; UPDATE festivals SET archived = true`)
	check("archived festival", 404, 404)
	set(`UPDATE festivals SET archived = false`)
	check("published again", 200, 200)
}
