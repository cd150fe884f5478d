package auth_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/identity"
)

// tokensEnv returns the token service on e's database and clock, and a signed-in user's
// context (a session viewer).
func tokensEnv(t *testing.T, e *env, email string) (*auth.AccessTokens, context.Context) {
	t.Helper()
	token := e.signedIn(t, email)
	v, err := e.signIn.Sessions.Lookup(context.Background(), token)
	if err != nil || v == nil {
		t.Fatalf("lookup: %v %v", v, err)
	}
	return &auth.AccessTokens{DB: e.store.DB, Now: e.clock.Now, Limiter: e.signIn.Limiter}, identity.With(ctxFrom("10.0.9.1"), v)
}

// A token is shown once and stored hashed; it authenticates its user with its scopes and no
// admin role, until it expires or is revoked; its last use is noted.
func TestAccessTokenLifecycle(t *testing.T) {
	e := newEnv(t)
	tokens, ctx := tokensEnv(t, e, "dev@example.com")
	row, token, err := tokens.Create(ctx, "  my script ", []string{"vote", "read", "vote"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if row.Name != "my script" || len(row.Scopes) != 2 || row.Scopes[0] != "read" || row.Scopes[1] != "vote" {
		t.Fatalf("created %+v", row)
	}
	var stored int
	if err := e.store.NewRaw(`SELECT count(*) FROM access_tokens WHERE token_hash = ? AND id = ?`, auth.HashToken(token), row.ID).Scan(ctx, &stored); err != nil || stored != 1 {
		t.Fatalf("stored by hash: %d %v", stored, err)
	}
	var plain int
	if err := e.store.NewRaw(`SELECT count(*) FROM access_tokens t WHERE strpos(t::text, ?) > 0`, token).Scan(ctx, &plain); err != nil || plain != 0 {
		t.Fatalf("the token itself is stored: %d %v", plain, err)
	}

	v, _, err := tokens.Lookup(context.Background(), token)
	if err != nil || v == nil || !v.ViaToken() || v.Role != "" || v.SessionID != row.ID || !v.HasScope(identity.ScopeVote) {
		t.Fatalf("lookup: %+v %v", v, err)
	}
	list, err := tokens.List(ctx, v.UserID)
	if err != nil || len(list) != 1 || list[0].LastUsedAt == nil || !list[0].LastUsedAt.Equal(e.clock.Now()) {
		t.Fatalf("list after use: %+v %v", list, err)
	}
	if _, live, err := e.signIn.Sessions.Live(ctx, row.ID); err != nil || !live {
		t.Fatalf("a live token is a live 'session' for sockets: %v %v", live, err)
	}

	// Through a token, nothing about tokens can be done.
	tctx := identity.With(context.Background(), v)
	if _, _, err := tokens.Create(tctx, "x", []string{"read"}, 1); apperr.CodeOf(err) != apperr.Forbidden {
		t.Fatalf("create through a token: %v", err)
	}
	if _, err := tokens.Revoke(tctx, row.ID); apperr.CodeOf(err) != apperr.Forbidden {
		t.Fatalf("revoke through a token: %v", err)
	}

	e.clock.Add(48*time.Hour + time.Second)
	if v, _, _ := tokens.Lookup(context.Background(), token); v != nil {
		t.Fatal("an expired token still works")
	}
	e.clock.Add(-48 * time.Hour)
	revoked, err := tokens.Revoke(ctx, row.ID)
	if err != nil || revoked.RevokedAt == nil {
		t.Fatalf("revoke: %+v %v", revoked, err)
	}
	if v, _, _ := tokens.Lookup(context.Background(), token); v != nil {
		t.Fatal("a revoked token still works")
	}
	if live, err := e.signIn.Sessions.Ends(ctx, []uuid.UUID{row.ID}); err != nil || len(live) != 0 {
		t.Fatalf("a revoked token is an ended 'session': %v %v", live, err)
	}
	if list, _ := tokens.List(ctx, v.UserID); len(list) != 1 || list[0].RevokedAt == nil {
		t.Fatalf("a revoked token stays listed: %+v", list)
	}
}

// Bad input changes nothing; another user's token is not found.
func TestAccessTokenInput(t *testing.T) {
	e := newEnv(t)
	tokens, ctx := tokensEnv(t, e, "input@example.com")
	long := string(make([]rune, 101))
	for _, c := range []struct {
		name   string
		scopes []string
		days   int
		field  string
	}{
		{"", []string{"read"}, 1, "name"},
		{long, []string{"read"}, 1, "name"},
		{"ok", nil, 1, "scopes"},
		{"ok", []string{"admin"}, 1, "scopes"},
		{"ok", []string{"read"}, 0, "expiresInDays"},
		{"ok", []string{"read"}, 366, "expiresInDays"},
	} {
		_, _, err := tokens.Create(ctx, c.name, c.scopes, c.days)
		if e, ok := apperr.As(err); !ok || e.Code != apperr.BadUserInput || e.Field != c.field {
			t.Errorf("%q %v %d: %v", c.name, c.scopes, c.days, err)
		}
	}
	var n int
	if err := e.store.NewRaw(`SELECT count(*) FROM access_tokens`).Scan(ctx, &n); err != nil || n != 0 {
		t.Fatalf("bad input wrote %d tokens (%v)", n, err)
	}
	row, _, err := tokens.Create(ctx, "mine", []string{"read"}, 365)
	if err != nil {
		t.Fatal(err)
	}
	_, other := tokensEnv(t, e, "other@example.com")
	if _, err := tokens.Revoke(other, row.ID); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("revoking another's token: %v", err)
	}
	if m, err := tokens.ByIDs(other, []uuid.UUID{row.ID}); err != nil || len(m) != 0 {
		t.Fatalf("another's token by id: %v %v", m, err)
	}
}

// At most TokensLiveMax live tokens per user.
func TestAccessTokensLiveCap(t *testing.T) {
	e := newEnv(t)
	tokens, ctx := tokensEnv(t, e, "cap@example.com")
	for i := range auth.TokensLiveMax {
		if _, _, err := tokens.Create(ctx, "t", []string{"read"}, 1+i%3); err != nil {
			t.Fatalf("token %d: %v", i, err)
		}
	}
	if _, _, err := tokens.Create(ctx, "one more", []string{"read"}, 1); apperr.CodeOf(err) != apperr.Conflict {
		t.Fatalf("token over the cap: %v", err)
	}
}
