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
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/lineup"
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
	return store, &voting.Service{DB: store.DB, Lineup: &lineup.Service{DB: store.DB}, Now: time.Now}
}

func ctxOf(u uuid.UUID) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{UserID: u})
}

// 50 users vote at once, change and clear their votes; the tallies must equal a recount.
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
				if _, err := svc.SetVote(ctxOf(userID(u)), userID(u), set, v, nil, nil); err != nil {
					errs <- err
					return
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

func TestOlderTimestampIsIgnoredRemovalsIncluded(t *testing.T) {
	store, svc := setup(t)
	u := userID(2)
	t0 := time.Now().Add(-time.Hour)
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
	future := time.Now().Add(24 * time.Hour)
	if _, err := svc.SetVote(ctxOf(u), u, setID(1), vote(2), nil, &future); err != nil {
		t.Fatal(err)
	}
	if r, _ := svc.SetVote(ctxOf(u), u, setID(1), vote(1), nil, nil); !r.Applied {
		t.Fatal("a future client timestamp blocked a later change")
	}
}
