package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// triggersWorld is an edition of 6 sets in the database and one instance (in process) that
// keeps their cards in its cache; the test writes with plain SQL on its own connection, as an
// operator or another instance would, never through the server's Go writers.
type triggersWorld struct {
	store   *dbConn
	srv     *Server
	url     string
	edition string // global id
	dbURL   string
}

type dbConn struct {
	exec func(t *testing.T, sql string)
}

func newTriggersWorld(t *testing.T, env map[string]string) *triggersWorld {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "trg", 6)
	if _, err := store.DB.Exec(`INSERT INTO artists (name, slug) VALUES ('Linked later', 'linked-later');
		INSERT INTO music_genres (name) VALUES ('Extra genre')`); err != nil {
		t.Fatal(err)
	}
	env["DATABASE_URL"], env["RESPONSE_CACHE_TTL"] = url, "0"
	s, srv, _, _ := startHookedServer(t, url, env)
	edition, _ := editionAndSet(t, s, "trg")
	w := &triggersWorld{srv: srv, url: s.URL, edition: edition, dbURL: url, store: &dbConn{exec: func(t *testing.T, sql string) {
		t.Helper()
		if _, err := store.DB.Exec(sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}}}
	// The instance caches the cards (its listener may still be connecting: load until it
	// serves them from its cache).
	deadline := time.Now().Add(60 * time.Second)
	for hits, _ := srv.Cards.Stats(); hits == 0; hits, _ = srv.Cards.Stats() {
		if time.Now().After(deadline) {
			t.Fatal("the instance never served cards from its cache")
		}
		w.page(t)
	}
	return w
}

// page is the cards of the instance's sets page as the SPA asks for it (the fast path, from
// the card cache): the sets' edges only (the page also lists the stages and genres by name).
func (w *triggersWorld) page(t *testing.T) []byte {
	t.Helper()
	raw := post(t, http.DefaultClient, w.url, spaOperation(t, "SetsRouteQuery"),
		map[string]any{"festivalSlug": "trg", "editionSlug": "e", "first": 30, "sort": "NAME_ASC", "filter": nil})
	var r struct {
		Data struct {
			Festival struct {
				Edition struct {
					Sets struct{ Edges json.RawMessage }
				}
			}
		}
	}
	if err := json.Unmarshal(raw, &r); err != nil || len(r.Data.Festival.Edition.Sets.Edges) < 10 {
		t.Fatalf("sets page: %v %s", err, raw)
	}
	return r.Data.Festival.Edition.Sets.Edges
}

// inTrg restricts a statement over sets to the fixture's edition.
const inTrg = ` festival_edition_id IN (SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'trg')`

// A change made by plain SQL to any table a set card reads reaches the cards another instance
// keeps in its cache: the database's triggers announce it (no Go writer is involved).
func TestPlainSQLReachesCachedCards(t *testing.T) {
	w := newTriggersWorld(t, map[string]string{})
	for _, c := range []struct{ table, sql, want string }{
		{"sets", `UPDATE sets SET name = 'Renamed by SQL' WHERE slug = 'set-1' AND` + inTrg, "Renamed by SQL"},
		{"artists", `UPDATE artists SET name = 'Artist by SQL' WHERE slug = 'trg-artist-1'`, "Artist by SQL"},
		{"set_artists", `INSERT INTO set_artists (set_id, artist_id, position)
			SELECT s.id, a.id, 9 FROM sets s, artists a WHERE s.slug = 'set-2' AND a.slug = 'linked-later' AND s.` + strings.TrimSpace(inTrg), "Linked later"},
		{"artist_music_genres", `INSERT INTO artist_music_genres (artist_id, music_genre_id)
			SELECT a.id, g.id FROM artists a, music_genres g WHERE a.slug = 'trg-artist-3' AND g.name = 'Extra genre'`, "Extra genre"},
		{"music_genres", `UPDATE music_genres SET name = 'Genre by SQL' WHERE name = 'trg-genre'`, "Genre by SQL"},
		{"stages", `UPDATE stages SET name = 'Stage by SQL' WHERE` + inTrg, "Stage by SQL"},
	} {
		if bytes.Contains(w.page(t), []byte(c.want)) {
			t.Fatalf("%s: the page shows %q before the change", c.table, c.want)
		}
		w.store.exec(t, c.sql)
		awaitTrue(t, fmt.Sprintf("%s: a change by SQL never reached the cached cards (want %q)", c.table, c.want),
			func() bool { return bytes.Contains(w.page(t), []byte(c.want)) })
	}
	// Removing an artist from a set, too.
	w.store.exec(t, `DELETE FROM set_artists WHERE artist_id = (SELECT id FROM artists WHERE slug = 'linked-later')`)
	awaitTrue(t, "set_artists: a removal by SQL never reached the cached cards",
		func() bool { return !bytes.Contains(w.page(t), []byte("Linked later")) })
}

// awaitTrue polls cond until it holds, failing with what after a minute: a budget for a
// loaded machine, not a figure the test reads (the changes travel by NOTIFY to the instance).
func awaitTrue(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal(what)
		}
	}
}

// A change by plain SQL to an edition, its festival or a set's votes reaches the live
// subscribers of another instance: a set shows its edition and festival, and votes send the
// compact event.
func TestPlainSQLReachesLiveSubscribers(t *testing.T) {
	w := newTriggersWorld(t, map[string]string{})
	conn := dialWS(t, w.url, "")
	subscribe(t, conn, "1", `subscription($e: ID!) { setUpdated(editionId: $e) {
		id name tally { total } edition { name festival { name } } } }`, map[string]any{"e": w.edition})
	deadline := time.Now().Add(60 * time.Second)
	for w.srv.Hub.Subscribers() < 1 {
		if time.Now().After(deadline) {
			t.Fatal("the subscription did not register")
		}
		time.Sleep(10 * time.Millisecond)
	}
	var before struct {
		Data struct {
			Festival struct {
				Edition struct {
					Set struct{ Tally struct{ Total int } }
				}
			}
		}
	}
	if err := json.Unmarshal(post(t, http.DefaultClient, w.url,
		`{ festival(slug: "trg") { edition(slug: "e") { set(slug: "set-4") { tally { total } } } } }`, nil), &before); err != nil {
		t.Fatal(err)
	}
	votes := before.Data.Festival.Edition.Set.Tally.Total
	for _, c := range []struct{ table, sql, want string }{
		{"festival_editions", `UPDATE festival_editions SET name = 'Edition by SQL' WHERE festival_id = (SELECT id FROM festivals WHERE slug = 'trg')`, `"Edition by SQL"`},
		{"festivals", `UPDATE festivals SET name = 'Festival by SQL' WHERE slug = 'trg'`, `"Festival by SQL"`},
		{"votes", `INSERT INTO users (email) VALUES ('sql-voter@x.io');
			INSERT INTO votes (user_id, set_id, vote_type) SELECT u.id, s.id, 2 FROM users u, sets s
			WHERE u.email = 'sql-voter@x.io' AND s.slug = 'set-4' AND s.` + strings.TrimSpace(inTrg), fmt.Sprintf(`"total":%d}`, votes+1)},
	} {
		w.store.exec(t, c.sql)
		for {
			_ = conn.SetReadDeadline(time.Now().Add(60 * time.Second))
			_, raw, err := conn.ReadMessage()
			if err != nil {
				t.Fatalf("%s: no event with %s: %v", c.table, c.want, err)
			}
			if bytes.Contains(raw, []byte(c.want)) {
				break
			}
		}
	}
}

// A moderator's or admin's ordinary visitor action (a vote) keeps the instance's card cache:
// the next page is served from it, nothing loaded again. An edit of theirs is shown at once on
// their next read from the same instance, without emptying the cache either: only the set edited
// is loaded again.
func TestRoleHoldersVoteKeepsCardCache(t *testing.T) {
	smtp := mailtest.Start(t)
	w := newTriggersWorld(t, map[string]string{"SMTP_URL": smtp.URL()})
	w.store.exec(t, `WITH u AS (INSERT INTO users (email) VALUES ('mod@example.com'), ('admin@example.com') RETURNING id, email)
		INSERT INTO admin_roles (user_id, role) SELECT id, CASE WHEN email LIKE 'mod@%' THEN 'moderator' ELSE 'admin' END FROM u`)
	var sets []struct{ Node struct{ ID string } }
	if err := json.Unmarshal(w.page(t), &sets); err != nil || len(sets) < 2 {
		t.Fatalf("page: %v %+v", err, sets)
	}
	var c *client
	for i, email := range []string{"mod@example.com", "admin@example.com"} {
		c = signIn(t, &testServer{URL: w.url, Logs: &syncBuffer{}}, smtp, email)
		w.page(t)
		hits, misses := w.srv.Cards.Stats()
		if r, _ := c.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`,
			map[string]any{"s": sets[i].Node.ID}); len(r.Errors) > 0 {
			t.Fatalf("%s votes: %+v", email, r.Errors)
		}
		w.page(t)
		h, m := w.srv.Cards.Stats()
		if m != misses || h <= hits {
			t.Fatalf("after %s's vote the page loaded %d cards again (%d from the cache): the cache was emptied", email, m-misses, h-hits)
		}
	}
	admin := c
	_, misses := w.srv.Cards.Stats()
	if r, _ := admin.gql(t, `mutation($s: ID!) { updateSet(input: {setId: $s, name: "Edited by admin"}) { set { name } } }`,
		map[string]any{"s": sets[0].Node.ID}); len(r.Errors) > 0 {
		t.Fatalf("edit: %+v", r.Errors)
	}
	if page := w.page(t); !bytes.Contains(page, []byte("Edited by admin")) {
		t.Fatalf("the admin's next read on the same instance misses the edit: %s", page)
	}
	if _, m := w.srv.Cards.Stats(); m != misses+1 {
		t.Fatalf("after an edit of one set the page loaded %d cards again, want 1", m-misses)
	}
}

// A change by plain SQL to a festival, an edition, a stage or a genre reaches what another
// instance keeps of them (internal/kept): the content_changed triggers announce it. Unpublishing
// hides the festival at once from whoever may no longer see it.
func TestPlainSQLReachesKeptContent(t *testing.T) {
	w := newTriggersWorld(t, map[string]string{})
	const q = `{ festival(slug: "trg") { name edition(slug: "e") { name stages { name } } } musicGenres { name } }`
	read := func() string {
		t.Helper()
		return string(post(t, http.DefaultClient, w.url, q, nil))
	}
	// Kept once the listener is up: reading again loads nothing.
	awaitTrue(t, "the instance never kept the festival, its stages and the genres", func() bool {
		read()
		loads := w.srv.Content.Loads()
		read()
		return w.srv.Content.Loads() == loads
	})
	for _, c := range []struct{ table, sql, want string }{
		{"festivals", `UPDATE festivals SET name = 'Festival by SQL' WHERE slug = 'trg'`, "Festival by SQL"},
		{"festival_editions", `UPDATE festival_editions SET name = 'Edition by SQL' WHERE` + strings.Replace(inTrg, "festival_edition_id", "id", 1), "Edition by SQL"},
		{"stages", `INSERT INTO stages (festival_edition_id, name) SELECT e.id, 'Stage added by SQL' FROM festival_editions e
			JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'trg'`, "Stage added by SQL"},
		{"music_genres", `INSERT INTO music_genres (name) VALUES ('Genre added by SQL')`, "Genre added by SQL"},
		{"festivals", `UPDATE festivals SET published = false WHERE slug = 'trg'`, `"festival":null`},
	} {
		if strings.Contains(read(), c.want) {
			t.Fatalf("%s: the answer shows %q before the change", c.table, c.want)
		}
		w.store.exec(t, c.sql)
		awaitTrue(t, fmt.Sprintf("%s: a change by SQL never reached the kept content (want %q)", c.table, c.want),
			func() bool { return strings.Contains(read(), c.want) })
	}
}
