package groups_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/groups"
	"festival/internal/identity"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

func user(n int) uuid.UUID { return uuid.MustParse(fmt.Sprintf("70000000-0000-0000-0000-%012d", n)) }

func as(u uuid.UUID) context.Context {
	return identity.With(context.Background(), &identity.Viewer{UserID: u})
}

func setup(t *testing.T) *groups.Service {
	t.Helper()
	store := testdb.Open(t)
	_, err := store.ExecContext(context.Background(), `INSERT INTO users (id, email)
		SELECT ('70000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, 'u' || n || '@x.io' FROM generate_series(1, 60) n`)
	if err != nil {
		t.Fatal(err)
	}
	return &groups.Service{DB: store.DB, Now: testclock.Now}
}

func intp(v int) *int { return &v }

// 50 people redeem an invite with max_uses 5 at once: exactly 5 join and used_count is 5.
func TestConcurrentRedemptionsNeverExceedMaxUses(t *testing.T) {
	s := setup(t)
	g, err := s.Create(as(user(1)), "Crew", nil)
	if err != nil {
		t.Fatal(err)
	}
	inv, token, err := s.CreateInvite(as(user(1)), g.ID, nil, intp(5))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	joined := 0
	for u := 2; u <= 51; u++ {
		wg.Add(1)
		go func(u int) {
			defer wg.Done()
			r, err := s.Redeem(as(user(u)), token)
			if err != nil {
				t.Error(err)
				return
			}
			if r.Joined {
				mu.Lock()
				joined++
				mu.Unlock()
			} else if r.Reason != groups.ReasonOverused {
				t.Errorf("refusal reason %q", r.Reason)
			}
		}(u)
	}
	wg.Wait()
	var members, used int
	_ = s.DB.NewRaw("SELECT count(*) FROM group_members WHERE group_id = ?", g.ID).Scan(context.Background(), &members)
	_ = s.DB.NewRaw("SELECT used_count FROM group_invites WHERE id = ?", inv.ID).Scan(context.Background(), &used)
	if joined != 5 || members != 6 || used != 5 {
		t.Fatalf("joined %d, members %d (with the creator), used_count %d; want 5, 6, 5", joined, members, used)
	}
}

func TestRedeemingTwiceUsesTheInviteOnce(t *testing.T) {
	s := setup(t)
	g, _ := s.Create(as(user(1)), "Crew", nil)
	inv, token, _ := s.CreateInvite(as(user(1)), g.ID, nil, nil)
	var wg sync.WaitGroup
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); _, _ = s.Redeem(as(user(2)), token) }()
	}
	wg.Wait()
	r, err := s.Redeem(as(user(2)), token)
	if err != nil || !r.AlreadyMember || r.Joined {
		t.Fatalf("second redemption: %+v %v", r, err)
	}
	// The creator redeeming their own invite uses nothing either.
	if r, _ := s.Redeem(as(user(1)), token); !r.AlreadyMember {
		t.Fatalf("creator: %+v", r)
	}
	var used int
	_ = s.DB.NewRaw("SELECT used_count FROM group_invites WHERE id = ?", inv.ID).Scan(context.Background(), &used)
	if used != 1 {
		t.Fatalf("used_count %d, want 1", used)
	}
}

func TestRefusedInvitesSayWhy(t *testing.T) {
	s := setup(t)
	ctx := context.Background()
	g, _ := s.Create(as(user(1)), "Crew", nil)
	expired, expiredToken, _ := s.CreateInvite(as(user(1)), g.ID, intp(1), nil)
	_, _ = s.DB.ExecContext(ctx, "UPDATE group_invites SET expires_at = ? WHERE id = ?", testclock.Now().Add(-time.Minute), expired.ID)
	off, offToken, _ := s.CreateInvite(as(user(1)), g.ID, nil, nil)
	_, _ = s.DB.ExecContext(ctx, "UPDATE group_invites SET is_active = false WHERE id = ?", off.ID)
	gone, goneToken, _ := s.CreateInvite(as(user(1)), g.ID, nil, nil)
	if err := s.DeleteInvite(as(user(1)), gone.ID); err != nil {
		t.Fatal(err)
	}
	_, fullToken, _ := s.CreateInvite(as(user(1)), g.ID, nil, intp(1))
	if r, _ := s.Redeem(as(user(3)), fullToken); !r.Joined {
		t.Fatal("first use of a one-use invite failed")
	}
	for token, want := range map[string]string{
		expiredToken: groups.ReasonExpired, offToken: groups.ReasonDeactivated,
		goneToken: groups.ReasonNotFound, fullToken: groups.ReasonOverused, "nonsense": groups.ReasonNotFound,
	} {
		r, err := s.Redeem(as(user(2)), token)
		if err != nil || r.Joined || r.Reason != want {
			t.Errorf("want %s, got %+v %v", want, r, err)
		}
		info, _ := s.Info(ctx, token)
		if info.Valid || info.Reason != want || info.GroupName != "" {
			t.Errorf("info: want %s, got %+v", want, info)
		}
	}
	if groups.ReasonMessage(groups.ReasonExpired) != "This invite link has expired" ||
		groups.ReasonMessage(groups.ReasonOverused) != "This invite link has reached its usage limit" ||
		groups.ReasonMessage(groups.ReasonDeactivated) != "This invite link has been deactivated" ||
		groups.ReasonMessage("other") != "This invite link is no longer valid" {
		t.Fatal("reason texts differ from the spec")
	}
	// A deleted group's invites stop working too.
	_, liveToken, _ := s.CreateInvite(as(user(1)), g.ID, nil, nil)
	if err := s.Delete(as(user(1)), g.ID); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Redeem(as(user(4)), liveToken); r.Joined {
		t.Fatal("joined a deleted group")
	}
}

// The status of an invite, as read (one SQL rule also used by Info and Redeem).
func TestInviteStatus(t *testing.T) {
	s := setup(t)
	ctx := as(user(1))
	g, err := s.Create(ctx, "Crew", nil)
	if err != nil {
		t.Fatal(err)
	}
	now := testclock.Now()
	past, future := now.Add(-time.Minute), now.Add(time.Hour)
	cases := []struct {
		inv    groups.Invite
		want   string
		reason string
	}{
		{groups.Invite{IsActive: true}, groups.StatusActive, ""},
		{groups.Invite{IsActive: false}, groups.StatusInactive, groups.ReasonDeactivated},
		{groups.Invite{IsActive: true, ExpiresAt: &past}, groups.StatusExpired, groups.ReasonExpired},
		{groups.Invite{IsActive: true, ExpiresAt: &future, MaxUses: intp(2), UsedCount: 2}, groups.StatusOverused, groups.ReasonOverused},
		{groups.Invite{IsActive: true, MaxUses: intp(2), UsedCount: 1}, groups.StatusActive, ""},
	}
	for _, c := range cases {
		inv, token, err := s.CreateInvite(ctx, g.ID, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if inv.Status != groups.StatusActive {
			t.Fatalf("new invite: %s", inv.Status)
		}
		_, err = s.DB.NewUpdate().Table("group_invites").
			Set("is_active = ?, expires_at = ?, max_uses = ?, used_count = ?", c.inv.IsActive, c.inv.ExpiresAt, c.inv.MaxUses, c.inv.UsedCount).
			Where("id = ?", inv.ID).Exec(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.InvitesByIDs(ctx, []uuid.UUID{inv.ID})
		if err != nil {
			t.Fatal(err)
		}
		if got[inv.ID] == nil || got[inv.ID].Status != c.want {
			t.Errorf("%+v: %+v, want %s", c.inv, got[inv.ID], c.want)
		}
		if info, err := s.Info(ctx, token); err != nil || info.Reason != c.reason || info.Valid != (c.reason == "") {
			t.Errorf("%+v: info %+v %v, want reason %q", c.inv, info, err, c.reason)
		}
	}
}
