package voting_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/testclock"
	"festival/internal/testdb"
	"festival/internal/voting"
)

const fixture = `
INSERT INTO festivals (id, name, slug, published) VALUES ('10000000-0000-0000-0000-000000000001', 'F', 'f', true);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published) VALUES
  ('20000000-0000-0000-0000-000000000001', '10000000-0000-0000-0000-000000000001', 'E', 'e', 2026, true),
  ('20000000-0000-0000-0000-000000000002', '10000000-0000-0000-0000-000000000001', 'Hidden', 'hidden', 2027, false);
INSERT INTO sets (id, festival_edition_id, name, slug)
  SELECT ('60000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, '20000000-0000-0000-0000-000000000001', 'set ' || n, 'set-' || n
  FROM generate_series(1, 5) n;
INSERT INTO sets (id, festival_edition_id, name, slug) VALUES
  ('60000000-0000-0000-0000-000000000099', '20000000-0000-0000-0000-000000000002', 'hidden', 'hidden');
INSERT INTO users (id, email)
  SELECT ('70000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, 'u' || n || '@x.io' FROM generate_series(1, 50) n;
`

func setID(n int) uuid.UUID  { return uuid.MustParse(fmt.Sprintf("60000000-0000-0000-0000-%012d", n)) }
func userID(n int) uuid.UUID { return uuid.MustParse(fmt.Sprintf("70000000-0000-0000-0000-%012d", n)) }
func vote(v int) *int        { return &v }

func setup(t *testing.T) (*db.DB, *voting.Service) {
	t.Helper()
	store := testdb.Open(t)
	if _, err := store.ExecContext(context.Background(), fixture); err != nil {
		t.Fatal(err)
	}
	return store, &voting.Service{DB: store, Lineup: &lineup.Service{DB: store.DB}, Now: testclock.Now}
}

func ctxOf(u uuid.UUID) context.Context {
	return identity.With(context.Background(), &identity.Viewer{UserID: u})
}

// 50 users vote at once, change and clear their votes; the per-set counters (set_tallies, kept
// by triggers in the voting transaction) must equal a recount of the votes. Half of them vote
// as the SPA does (a clientMutationId and a client timestamp each, some replayed), the others
// without.
func TestConcurrentVotesLeaveExactTallies(t *testing.T) {
	store, svc := setup(t)
	var wg sync.WaitGroup
	errs := make(chan error, 50)
	for u := 1; u <= 50; u++ {
		wg.Add(1)
		go func(u int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(u), 7))
			for i := 0; i < 12; i++ {
				set := setID(1 + r.IntN(5))
				var v *int
				if k := r.IntN(4); k > 0 {
					v = vote([]int{2, 1, -1}[k-1])
				}
				var id *string
				var ts *time.Time
				if u%2 == 1 {
					s, at := fmt.Sprintf("u%d-%d", u, i), testclock.Now()
					id, ts = &s, &at
				}
				for try := 0; try < 1+i%2; try++ { // every other change is sent twice (a replay)
					if _, err := svc.SetVote(ctxOf(userID(u)), userID(u), set, v, id, ts); err != nil {
						errs <- err
						return
					}
				}
			}
		}(u)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	ls := &lineup.Service{DB: store.DB}
	ids := []uuid.UUID{setID(1), setID(2), setID(3), setID(4), setID(5)}
	tallies, err := ls.Tallies(context.Background(), ids)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		var mg, in, wg, rows int
		err := store.NewRaw(`SELECT count(*) FILTER (WHERE vote_type = 2), count(*) FILTER (WHERE vote_type = 1),
			count(*) FILTER (WHERE vote_type = -1), count(*) FROM votes WHERE set_id = ?`, id).Scan(context.Background(), &mg, &in, &wg, &rows)
		if err != nil {
			t.Fatal(err)
		}
		got := tallies[id]
		if got.MustGo != mg || got.Interested != in || got.WontGo != wg || got.Total() != rows {
			t.Errorf("set %s: tally %+v, recount %d/%d/%d", id, got, mg, in, wg)
		}
	}
	// The sort columns kept beside the counts (popularity, average) follow them, and the
	// page by popularity, read from their index, is in their order.
	var stale int
	err = store.NewRaw(`SELECT count(*) FROM set_tallies t CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE vote_type = 2) AS m,
		count(*) FILTER (WHERE vote_type = 1) AS i, count(*) FILTER (WHERE vote_type = -1) AS w FROM votes WHERE set_id = t.set_id) r
		WHERE t.popularity <> 2 * r.m + r.i OR t.average <> CASE WHEN r.m + r.i + r.w = 0 THEN 0
			ELSE (2 * r.m + r.i - r.w)::float8 / (r.m + r.i + r.w) END`).Scan(context.Background(), &stale)
	if err != nil || stale != 0 {
		t.Fatalf("%d sets' popularity or average differ from a recount (%v)", stale, err)
	}
	ls.Pool = store.Pool
	page, err := ls.SetPage(context.Background(), uuid.MustParse("20000000-0000-0000-0000-000000000001"), lineup.SortPopularityDesc, lineup.Filter{}, 10, 0)
	if err != nil || len(page.Rows) != 5 || page.Total != 5 {
		t.Fatalf("page: %+v, %v", page, err)
	}
	for i, r := range page.Rows {
		if r.Tally != tallies[r.ID] || (i > 0 && r.Tally.Popularity() > page.Rows[i-1].Tally.Popularity()) {
			t.Fatalf("page row %d: %+v after %+v, recount %+v", i, r.Tally, page.Rows[max(i-1, 0)].Tally, tallies[r.ID])
		}
	}
	var dupes int
	_ = store.NewRaw("SELECT count(*) FROM (SELECT user_id, set_id FROM votes GROUP BY 1, 2 HAVING count(*) > 1) d").Scan(context.Background(), &dupes)
	if dupes != 0 {
		t.Fatalf("%d duplicate votes", dupes)
	}
}

func TestSameClientMutationIDAppliesOnce(t *testing.T) {
	store, svc := setup(t)
	u := userID(1)
	id := "outbox-1"
	first, err := svc.SetVote(ctxOf(u), u, setID(1), vote(2), &id, nil)
	if err != nil || !first.Applied || *first.Vote != 2 {
		t.Fatalf("first: %+v %v", first, err)
	}
	// Another change lands, then the outbox replays the first mutation.
	if _, err := svc.SetVote(ctxOf(u), u, setID(1), vote(-1), nil, nil); err != nil {
		t.Fatal(err)
	}
	again, err := svc.SetVote(ctxOf(u), u, setID(1), vote(2), &id, nil)
	if err != nil || *again.Vote != 2 || again.Applied != first.Applied {
		t.Fatalf("replay must return the stored result: %+v %v", again, err)
	}
	var stored int
	_ = store.NewRaw("SELECT vote_type FROM votes WHERE user_id = ? AND set_id = ?", u, setID(1)).Scan(context.Background(), &stored)
	if stored != -1 {
		t.Fatalf("the replay changed the vote to %d", stored)
	}
}

// A client id reused with another payload is a conflict; with the same payload it replays.
func TestReusedClientMutationIDWithAnotherPayloadIsAConflict(t *testing.T) {
	store, svc := setup(t)
	u := userID(4)
	id := "outbox-7"
	ts := testclock.Now().Add(-time.Minute).Truncate(time.Millisecond)
	first, err := svc.SetVote(ctxOf(u), u, setID(1), vote(2), &id, &ts)
	if err != nil || !first.Applied {
		t.Fatalf("first: %+v %v", first, err)
	}
	later := ts.Add(time.Second)
	for name, call := range map[string]func() (*voting.Result, error){
		"another vote":      func() (*voting.Result, error) { return svc.SetVote(ctxOf(u), u, setID(1), vote(-1), &id, &ts) },
		"a removal":         func() (*voting.Result, error) { return svc.SetVote(ctxOf(u), u, setID(1), nil, &id, &ts) },
		"another set":       func() (*voting.Result, error) { return svc.SetVote(ctxOf(u), u, setID(2), vote(2), &id, &ts) },
		"another timestamp": func() (*voting.Result, error) { return svc.SetVote(ctxOf(u), u, setID(1), vote(2), &id, &later) },
		"no timestamp":      func() (*voting.Result, error) { return svc.SetVote(ctxOf(u), u, setID(1), vote(2), &id, nil) },
	} {
		if r, err := call(); apperr.CodeOf(err) != apperr.Conflict || err.Error() != voting.MsgClientIDUsed {
			t.Errorf("%s: %+v %v", name, r, err)
		}
	}
	// The same payload (the timestamp in another zone is the same instant) replays.
	again := ts.In(time.FixedZone("X", 3600))
	r, err := svc.SetVote(ctxOf(u), u, setID(1), vote(2), &id, &again)
	if err != nil || *r.Vote != 2 || r.Applied != first.Applied {
		t.Fatalf("replay: %+v %v", r, err)
	}
	var votes int
	_ = store.NewRaw("SELECT count(*) FROM votes WHERE user_id = ? AND set_id = ? AND vote_type = 2", u, setID(1)).Scan(context.Background(), &votes)
	var other int
	_ = store.NewRaw("SELECT count(*) FROM votes WHERE user_id = ? AND set_id = ?", u, setID(2)).Scan(context.Background(), &other)
	if votes != 1 || other != 0 {
		t.Fatalf("a conflicting call changed votes: %d must-go on set 1, %d on set 2", votes, other)
	}
	// Concurrent uses of one fresh id with different payloads: one applies, the others conflict.
	id2 := "outbox-8"
	var wg sync.WaitGroup
	var mu sync.Mutex
	applied, conflicts := 0, 0
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, err := svc.SetVote(ctxOf(u), u, setID(3+i%2), vote(2), &id2, &ts)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				applied++
			case apperr.CodeOf(err) == apperr.Conflict:
				conflicts++
			default:
				t.Errorf("concurrent: %v", err)
			}
		}(i)
	}
	wg.Wait()
	_ = store.NewRaw("SELECT count(*) FROM votes WHERE user_id = ? AND set_id IN (?, ?)", u, setID(3), setID(4)).Scan(context.Background(), &other)
	if other != 1 || conflicts != 4 {
		t.Fatalf("concurrent reuse: %d votes, %d successes, %d conflicts; want 1 vote and 4 conflicts", other, applied, conflicts)
	}
}

func TestOlderTimestampIsIgnoredRemovalsIncluded(t *testing.T) {
	store, svc := setup(t)
	u := userID(2)
	t0 := testclock.Now().Add(-time.Hour)
	newer, older := t0.Add(10*time.Minute), t0
	if r, err := svc.SetVote(ctxOf(u), u, setID(2), vote(1), nil, &newer); err != nil || !r.Applied {
		t.Fatalf("newer: %+v %v", r, err)
	}
	r, err := svc.SetVote(ctxOf(u), u, setID(2), vote(2), nil, &older)
	if err != nil || r.Applied || *r.Vote != 1 {
		t.Fatalf("older vote: %+v %v", r, err)
	}
	// A removal made offline earlier than the stored vote is ignored too...
	if r, _ := svc.SetVote(ctxOf(u), u, setID(2), nil, nil, &older); r.Applied || r.Vote == nil {
		t.Fatalf("older removal applied: %+v", r)
	}
	// ...and a newer one wins, and stays won against an older re-vote.
	newest := newer.Add(time.Minute)
	if r, _ := svc.SetVote(ctxOf(u), u, setID(2), nil, nil, &newest); !r.Applied || r.Vote != nil {
		t.Fatalf("newer removal: %+v", r)
	}
	if r, _ := svc.SetVote(ctxOf(u), u, setID(2), vote(2), nil, &newer); r.Applied || r.Vote != nil {
		t.Fatalf("an older vote resurrected a removed one: %+v", r)
	}
	var n int
	_ = store.NewRaw("SELECT count(*) FROM votes WHERE user_id = ?", u).Scan(context.Background(), &n)
	if n != 0 {
		t.Fatalf("%d votes left", n)
	}
}

func TestVoteRules(t *testing.T) {
	_, svc := setup(t)
	u := userID(3)
	if _, err := svc.SetVote(ctxOf(u), u, setID(99), vote(2), nil, nil); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("a set of an unpublished edition: %v", err)
	}
	if _, err := svc.SetVote(ctxOf(u), u, uuid.New(), vote(2), nil, nil); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("an unknown set: %v", err)
	}
	if _, err := svc.SetVote(ctxOf(u), u, setID(1), vote(3), nil, nil); apperr.CodeOf(err) != apperr.BadUserInput {
		t.Fatalf("vote 3: %v", err)
	}
	// A client clock far in the future cannot lock the vote against later changes.
	future := testclock.Now().Add(24 * time.Hour)
	if _, err := svc.SetVote(ctxOf(u), u, setID(1), vote(2), nil, &future); err != nil {
		t.Fatal(err)
	}
	if r, _ := svc.SetVote(ctxOf(u), u, setID(1), vote(1), nil, nil); !r.Applied {
		t.Fatal("a future client timestamp blocked a later change")
	}
}
