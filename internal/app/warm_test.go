package app

import (
	"context"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"festival/internal/testdb"
)

// A new instance warms itself: WarmUp sends its handler the SPA's first-page queries for the
// latest edition of each published festival, and a visitor's first sets page is then answered
// from what the instance keeps, with no load of the festival's content, the edition's order or
// its cards, and no SQL statement.
func TestWarmUpFillsTheCaches(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "wrm", 40)
	editionWithSets(t, store.DB, "wrmhidden", 3)
	if _, err := store.DB.Exec(`UPDATE festivals SET published = false WHERE slug = 'wrmhidden'`); err != nil {
		t.Fatal(err)
	}
	s, srv, hook, _ := startHookedServer(t, url, map[string]string{"RESPONSE_CACHE_TTL": "0"})
	if _, misses := srv.Cards.Stats(); misses != 0 || srv.Orders.Loads() != 0 || srv.Content.Loads() != 0 {
		t.Fatal("a new instance already kept something")
	}
	n, err := srv.WarmUp(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("warmed %d editions, want the one published festival's", n)
	}
	_, misses := srv.Cards.Stats()
	orders, content, statements := srv.Orders.Loads(), srv.Content.Loads(), hook.n.Load()
	if misses == 0 || orders == 0 || content == 0 {
		t.Fatalf("the warm-up kept nothing: %d cards loaded, %d order loads, %d content loads", misses, orders, content)
	}

	// The visitor's first page: the SPA's two queries, as the sets route sends them.
	slugs := map[string]any{"festivalSlug": "wrm", "editionSlug": "e"}
	layout := post(t, http.DefaultClient, s.URL, spaOperation(t, "EditionLayoutRouteQuery"), slugs)
	maps.Copy(slugs, warmSets)
	page := post(t, http.DefaultClient, s.URL, spaOperation(t, "SetsRouteQuery"), slugs)
	if !contains(string(layout), `"slug":"wrm"`) || !contains(string(page), `"name":"Set 1"`) || contains(string(page)+string(layout), `"errors"`) {
		t.Fatalf("the first page is wrong:\n%s\n%s", layout, page)
	}
	if _, m := srv.Cards.Stats(); m != misses {
		t.Errorf("the first page loaded %d cards the warm-up should have kept", m-misses)
	}
	if srv.Orders.Loads() != orders || srv.Content.Loads() != content {
		t.Errorf("the first page loaded the order (%d) or the content (%d) again", srv.Orders.Loads()-orders, srv.Content.Loads()-content)
	}
	if d := hook.n.Load() - statements; d != 0 {
		t.Errorf("the first page sent %d statements", d)
	}
}

// The warm-up's variables are the sets route's first page: SETS_PAGE_SIZE and DEFAULT_SORT of
// the SPA (a warm-up of another page would keep cards and an order nobody asks for first).
func TestWarmUpAsksWhatTheSPAAsks(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "frontend", "src", "lib", "setFilters.ts"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(raw)
	size := regexp.MustCompile(`export const SETS_PAGE_SIZE = (\d+);`).FindStringSubmatch(src)
	key := regexp.MustCompile(`export const DEFAULT_SORT: SortKey = '([a-z-]+)';`).FindStringSubmatch(src)
	if size == nil || key == nil {
		t.Fatal("setFilters.ts no longer declares SETS_PAGE_SIZE and DEFAULT_SORT as this test reads them")
	}
	sort := regexp.MustCompile(`value: '` + regexp.QuoteMeta(key[1]) + `',[^}]*sort: '([A-Z_]+)'`).FindStringSubmatch(src)
	if sort == nil {
		t.Fatalf("no sort option for %q in setFilters.ts", key[1])
	}
	if strconv.Itoa(warmSets["first"].(int)) != size[1] || warmSets["sort"] != sort[1] {
		t.Fatalf("warmSets is %v; the SPA's first page is first: %s, sort: %s", warmSets, size[1], sort[1])
	}
}

// A started server warms itself once its listener is up (WARM_UP is on unless "off"; the tests'
// servers turn it off), and says so in its log.
func TestServerWarmsItselfAtStart(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "wrmstart", 5)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "WARM_UP": "on"})
	deadline := time.Now().Add(60 * time.Second) // a wait deadline: the warm-up needs the listener first
	for !strings.Contains(s.Logs.String(), `"msg":"warmed the first pages","editions":1`) {
		if strings.Contains(s.Logs.String(), "warm-up stopped") || time.Now().After(deadline) {
			t.Fatalf("the server did not warm its one published edition:\n%s", s.Logs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
