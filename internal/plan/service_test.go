package plan_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/plan"
	"festival/internal/testdb"
)

// Issue 34: plans are rate limited per user (PlansPerWindow a window, in PostgreSQL, so every
// instance shares the count): past it, RATE_LIMITED with the time until the window ends; the
// next window lets plans through again. Anonymous plans (always empty) are not counted.
func TestPlansAreRateLimitedPerUser(t *testing.T) {
	store := testdb.Open(t)
	ctx := context.Background()
	var e festival.Edition
	if err := store.DB.NewRaw(`WITH f AS (INSERT INTO festivals (name, slug) VALUES ('F', 'f') RETURNING id)
		INSERT INTO festival_editions (festival_id, name, slug, year) SELECT id, 'E', 'e', 2026 FROM f RETURNING *`).Scan(ctx, &e); err != nil {
		t.Fatal(err)
	}
	users := make([]uuid.UUID, 2)
	for i := range users {
		if err := store.DB.NewRaw(`INSERT INTO users (email) VALUES (?) RETURNING id`, uuid.NewString()+"@example.com").Scan(ctx, &users[i]); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Date(2026, 7, 17, 12, 0, 10, 0, time.UTC)
	svc := &plan.Service{DB: store.DB, Limiter: &auth.Limiter{DB: store.DB, Now: func() time.Time { return now }}}
	as := func(u uuid.UUID) context.Context { return identity.With(ctx, &identity.Viewer{UserID: u}) }
	for i := 0; i < plan.PlansPerWindow; i++ {
		if _, err := svc.Plan(as(users[0]), &e, nil); err != nil {
			t.Fatalf("plan %d: %v", i+1, err)
		}
	}
	for i := 0; i < 40; i++ { // anonymous: not counted, never limited
		if _, err := svc.Plan(ctx, &e, nil); err != nil {
			t.Fatalf("anonymous plan: %v", err)
		}
	}
	_, err := svc.Plan(as(users[0]), &e, nil)
	ae, ok := apperr.As(err)
	if !ok || ae.Code != apperr.RateLimited || ae.Message != plan.MsgTooManyPlans || ae.RetryAfter != 50*time.Second {
		t.Fatalf("plan %d: %#v, want RATE_LIMITED retrying in 50 s", plan.PlansPerWindow+1, err)
	}
	if _, err := svc.Plan(as(users[1]), &e, nil); err != nil {
		t.Fatalf("another user limited: %v", err)
	}
	now = now.Add(plan.PlanWindow)
	if _, err := svc.Plan(as(users[0]), &e, nil); err != nil {
		t.Fatalf("the next window: %v", err)
	}
}
