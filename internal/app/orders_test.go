package app

import (
	"bytes"
	"net/http"
	"testing"
	"time"
)

// An outside write (plain SQL, as an operator or another instance would write) to votes or sets
// is reflected in the next sets page of an instance that keeps the page's order and tallies in
// memory (cards.Orders): the database's triggers announce it, the instance reads the changed
// sets' rows again, and its page answers as gqlgen's (FAST_PAGES=off) on the same database, in
// every sort, byte for byte.
func TestOutsideWritesReachTheKeptSetOrder(t *testing.T) {
	w := newTriggersWorld(t, map[string]string{})
	slow := startServer(t, map[string]string{"DATABASE_URL": w.dbURL, "FAST_PAGES": "off", "RESPONSE_CACHE_TTL": "0"})
	route := spaOperation(t, "SetsRouteQuery")
	page := func(url, sort string) []byte {
		return post(t, http.DefaultClient, url, route,
			map[string]any{"festivalSlug": "trg", "editionSlug": "e", "first": 30, "sort": sort, "filter": nil})
	}
	sorts := []string{"POPULARITY_DESC", "NAME_ASC", "NAME_DESC", "RATING_DESC", "DATE_ASC"}
	// Every sort's page once, so the edition's rows are kept.
	for _, s := range sorts {
		page(w.url, s)
	}
	if w.srv.Orders.Loads() == 0 {
		t.Fatal("the instance never kept the edition's order (no rows read)")
	}
	in := ` AND s.` + inTrg[1:]
	for _, c := range []struct{ what, sql string }{
		{"votes added", `INSERT INTO users (email) SELECT 'outside' || g || '@x.io' FROM generate_series(1, 4) g;
			INSERT INTO votes (user_id, set_id, vote_type) SELECT u.id, s.id, 2 FROM users u, sets s
			WHERE u.email LIKE 'outside%@x.io' AND s.slug = 'set-6'` + in},
		{"votes deleted", `DELETE FROM votes v USING sets s WHERE s.id = v.set_id AND s.slug = 'set-1'` + in},
		{"a vote changed", `UPDATE votes v SET vote_type = -1 FROM sets s, users u WHERE s.id = v.set_id AND u.id = v.user_id
			AND u.email = 'outside1@x.io' AND s.slug = 'set-6'` + in},
		{"set renamed", `UPDATE sets s SET name = 'aardvark' WHERE s.slug = 'set-4'` + in},
		{"set moved in time", `UPDATE sets s SET time_start = time_start - interval '10 days' WHERE s.slug = 'set-5'` + in},
		{"set archived", `UPDATE sets s SET archived = true WHERE s.slug = 'set-2'` + in},
		{"set added", `INSERT INTO sets (festival_edition_id, name, slug) SELECT e.id, 'Zebra', 'zebra'
			FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'trg'`},
		{"artist followers", `UPDATE artists SET soundcloud_followers = 1000000 WHERE slug = 'trg-artist-7'`},
	} {
		before := page(slow.URL, "POPULARITY_DESC")
		loads := w.srv.Orders.Loads()
		w.store.exec(t, c.sql)
		for _, s := range sorts {
			want := page(slow.URL, s)
			if s == "POPULARITY_DESC" && bytes.Equal(want, before) && c.what != "set added" && c.what != "artist followers" {
				t.Fatalf("%s: the write changed nothing on gqlgen's page", c.what)
			}
			deadline := time.Now().Add(60 * time.Second)
			for got := page(w.url, s); !bytes.Equal(got, want); got = page(w.url, s) {
				if time.Now().After(deadline) {
					t.Fatalf("%s, %s: the kept page never showed the write:\n got %s\nwant %s", c.what, s, got, want)
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
		if w.srv.Orders.Loads() == loads {
			t.Errorf("%s: the pages were not answered from the kept rows (none read again)", c.what)
		}
	}
}
