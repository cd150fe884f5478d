package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/uptrace/bun"

	"festival/internal/mail"
	"festival/internal/mailtest"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// editionWithSets makes a published edition "big/e" with n sets (2 artists and a genre each,
// votes from 3 users) and returns nothing; slugs are set-1..set-n.
func editionWithSets(t testing.TB, store bun.IDB, slug string, n int) {
	t.Helper()
	at := testclock.Now() // Set g runs from g to g+1 hours from now by the tests' clock
	_, err := store.ExecContext(context.Background(), `
		INSERT INTO festivals (name, slug, published) VALUES (?, ?, true);
		INSERT INTO festival_editions (festival_id, name, slug, year, published)
			SELECT id, 'E', 'e', 2026, true FROM festivals WHERE slug = ?;
		INSERT INTO stages (festival_edition_id, name) SELECT e.id, 'Main' FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = ?;
		INSERT INTO music_genres (name) VALUES (? || '-genre') ON CONFLICT DO NOTHING;
		INSERT INTO sets (festival_edition_id, stage_id, name, slug, time_start, time_end)
			SELECT st.festival_edition_id, st.id, 'Set ' || g, 'set-' || g, ?::timestamptz + g * interval '1 hour', ?::timestamptz + (g + 1) * interval '1 hour'
			FROM stages st JOIN festival_editions e ON e.id = st.festival_edition_id JOIN festivals f ON f.id = e.festival_id,
			     generate_series(1, ?) g WHERE f.slug = ?;
		INSERT INTO artists (name, slug, soundcloud_followers)
			SELECT ? || ' artist ' || g, ? || '-artist-' || g, g FROM generate_series(1, ? * 2) g;
		INSERT INTO artist_music_genres (artist_id, music_genre_id)
			SELECT a.id, mg.id FROM artists a, music_genres mg WHERE a.slug LIKE ? || '-artist-%' AND mg.name = ? || '-genre';
		INSERT INTO set_artists (set_id, artist_id, position)
			SELECT s.id, a.id, a.n % 2 FROM (SELECT id, row_number() OVER (ORDER BY slug) AS n FROM sets WHERE slug LIKE 'set-%'
			      AND festival_edition_id IN (SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = ?)) s
			JOIN (SELECT id, row_number() OVER (ORDER BY soundcloud_followers) AS n FROM artists WHERE slug LIKE ? || '-artist-%') a
			  ON (a.n + 1) / 2 = s.n;
		INSERT INTO users (email) SELECT ? || g || '@x.io' FROM generate_series(1, 3) g ON CONFLICT DO NOTHING;
		INSERT INTO votes (user_id, set_id, vote_type)
			SELECT u.id, s.id, (ARRAY[2, 1, -1])[1 + (abs(hashtext(s.slug || u.email)) % 3)]
			FROM users u, sets s JOIN festival_editions e ON e.id = s.festival_edition_id JOIN festivals f ON f.id = e.festival_id
			WHERE u.email LIKE ? || '%@x.io' AND f.slug = ?;`,
		slug, slug, slug, slug, slug, at, at, n, slug, slug, slug, n, slug, slug, slug, slug, slug, slug, slug)
	if err != nil {
		t.Fatal(err)
	}
}

type countHook struct{ n atomic.Int64 }

func (h *countHook) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context { return ctx }
func (h *countHook) AfterQuery(ctx context.Context, e *bun.QueryEvent)                  { h.n.Add(1) }

const setsQuery = `query($f: String!) { festival(slug: $f) { name edition(slug: "e") { name stages { name }
	sets(first: 100) { totalCount edges { cursor node { id name slug timeStart maxFollowers myVote
		stage { name } edition { slug } artists { name imageUrl genres { name } } tally { mustGo interested wontGo netScore average } } } } } } }`

// The sets list costs the same number of SQL statements for 10 sets as for 500.
func TestSetListStatementCountIsConstant(t *testing.T) {
	store := openURL(t, testdb.URL(t))
	editionWithSets(t, store.DB, "small", 10)
	editionWithSets(t, store.DB, "big", 500)
	hook := &countHook{}
	store.DB = store.DB.WithQueryHook(hook)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mailer, _ := mail.New("", "x@localhost", log)
	cfg, _ := LoadConfig(func(string) string { return "" })
	srv := httptest.NewServer(NewServer(cfg, store, mailer, log).Handler)
	defer srv.Close()
	s := &testServer{URL: srv.URL}

	count := func(slug string) (int64, int) {
		hook.n.Store(0)
		r := s.gql(t, setsQuery, map[string]any{"f": slug})
		if len(r.Errors) > 0 {
			t.Fatalf("errors: %+v", r.Errors)
		}
		var got struct {
			Festival struct {
				Edition struct {
					Sets struct {
						TotalCount int
						Edges      []struct {
							Node struct {
								Artists []struct{ Genres []struct{ Name string } }
								Tally   struct{ MustGo, Interested, WontGo int }
							}
						}
					}
				}
			}
		}
		mustJSON(t, r.Data, &got)
		sets := got.Festival.Edition.Sets
		if len(sets.Edges) == 0 || len(sets.Edges[0].Node.Artists) != 2 || len(sets.Edges[0].Node.Artists[0].Genres) != 1 {
			t.Fatalf("%s: unexpected data %s", slug, r.Data)
		}
		tl := sets.Edges[0].Node.Tally
		if tl.MustGo+tl.Interested+tl.WontGo != 3 {
			t.Fatalf("%s: tally %+v, want 3 votes", slug, tl)
		}
		return hook.n.Load(), sets.TotalCount
	}
	small, n1 := count("small")
	big, n2 := count("big")
	if n1 != 10 || n2 != 500 {
		t.Fatalf("totals %d / %d", n1, n2)
	}
	if small != big {
		t.Fatalf("statements: %d for 10 sets, %d for 500 (a page of 100)", small, big)
	}
	t.Logf("%d statements per sets page", big)
}

// Two instances on one database: a vote through A reaches a subscriber on B.
func TestVoteThroughOneInstanceReachesSubscriberOnAnother(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "twin", 3)
	smtp := mailtest.Start(t)
	a := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	b := startServer(t, map[string]string{"DATABASE_URL": url})

	r := b.gql(t, `{ festival(slug: "twin") { edition(slug: "e") { id set(slug: "set-2") { id tally { mustGo } } } } }`, nil)
	var got struct {
		Festival struct {
			Edition struct {
				ID  string
				Set struct {
					ID    string
					Tally struct{ MustGo int }
				}
			}
		}
	}
	mustJSON(t, r.Data, &got)
	ed, set := got.Festival.Edition.ID, got.Festival.Edition.Set

	conn := dialWS(t, b.URL, "")
	p, _ := json.Marshal(map[string]any{
		"query":     `subscription($e: ID!) { setUpdated(editionId: $e) { id name tally { mustGo interested wontGo netScore } artists { name } } }`,
		"variables": map[string]any{"e": ed},
	})
	if err := conn.WriteJSON(wsMsg{ID: "s", Type: "subscribe", Payload: p}); err != nil {
		t.Fatal(err)
	}
	b.waitSubscriptions(t, 1) // the subscription is registered before the vote

	voter := signIn(t, a, smtp, "voter@example.com")
	vr, _ := voter.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO, clientMutationId: "m1"}) { applied vote set { tally { mustGo } myVote } } }`,
		map[string]any{"s": set.ID})
	want := fmt.Sprintf(`{"setVote":{"applied":true,"vote":"MUST_GO","set":{"tally":{"mustGo":%d},"myVote":"MUST_GO"}}}`, set.Tally.MustGo+1)
	if string(vr.Data) != want {
		t.Fatalf("setVote = %s %+v, want %s", vr.Data, vr.Errors, want)
	}
	for {
		m := readWS(t, conn)
		if m.Type != "next" {
			continue
		}
		if !strings.Contains(string(m.Payload), fmt.Sprintf(`"mustGo":%d`, set.Tally.MustGo+1)) || !strings.Contains(string(m.Payload), set.ID) {
			t.Fatalf("event = %s\n%s", m.Payload, b.Logs)
		}
		break
	}
}

func TestVotingNeedsSignInAndVisibleSets(t *testing.T) {
	url := testdb.URL(t)
	editionWithSets(t, openURL(t, url).DB, "rules", 1)
	s := startServer(t, map[string]string{"DATABASE_URL": url})
	r := s.gql(t, `{ festival(slug: "rules") { edition(slug: "e") { set(slug: "set-1") { id myVote } } } }`, nil)
	var got struct {
		Festival struct {
			Edition struct{ Set struct{ ID string } }
		}
	}
	mustJSON(t, r.Data, &got)
	r = s.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`, map[string]any{"s": got.Festival.Edition.Set.ID})
	if len(r.Errors) != 1 || r.code(0) != "UNAUTHENTICATED" {
		t.Fatalf("anonymous vote: %+v", r.Errors)
	}
	r = s.gql(t, `query($id: ID!) { node(id: $id) { ... on Set { slug edition { slug } } } }`, map[string]any{"id": got.Festival.Edition.Set.ID})
	if string(r.Data) != `{"node":{"slug":"set-1","edition":{"slug":"e"}}}` {
		t.Fatalf("node(set) = %s", r.Data)
	}
	r = s.gql(t, `{ musicGenres { name } }`, nil)
	if string(r.Data) != `{"musicGenres":[{"name":"rules-genre"}]}` {
		t.Fatalf("musicGenres = %s %+v", r.Data, r.Errors)
	}
	r = s.gql(t, `{ festival(slug: "rules") { edition(slug: "e") { sets(first: 5, filter: {minRating: 7}) { totalCount } } } }`, nil)
	if len(r.Errors) != 1 || r.code(0) != "BAD_USER_INPUT" {
		t.Fatalf("minRating 7: %+v", r.Errors)
	}
}
