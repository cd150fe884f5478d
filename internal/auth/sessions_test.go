package auth_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/auth"
)

// signedIn signs email in with a code and returns the session token.
func (e *env) signedIn(t *testing.T, email string) string {
	t.Helper()
	code, _ := e.requestCode(t, email)
	res, err := e.signIn.VerifyCode(ctxFrom("10.0.3.1"), email, code)
	if err != nil {
		t.Fatal(err)
	}
	return res.Token
}

// alive reports whether token's session is live, asserting Lookup and Live (the socket
// re-check) agree.
func (e *env) alive(t *testing.T, token string) bool {
	t.Helper()
	ctx := context.Background()
	v, err := e.signIn.Sessions.Lookup(ctx, token)
	if err != nil {
		t.Fatal(err)
	}
	var id uuid.UUID
	if err := e.store.NewRaw("SELECT id FROM sessions WHERE token_hash = ?", auth.HashToken(token)).Scan(ctx, &id); err != nil {
		t.Fatal(err)
	}
	_, live, err := e.signIn.Sessions.Live(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if live != (v != nil) {
		t.Fatalf("Lookup found %v but Live says %v", v != nil, live)
	}
	return live
}

// A session unused for longer than Idle (24h here) is dead; used just before, it lives on.
func TestSessionDiesWhenIdle(t *testing.T) {
	e := newEnv(t)
	if e.signIn.Sessions.Idle != 24*time.Hour {
		t.Fatalf("the test assumes Idle = 24h, got %v", e.signIn.Sessions.Idle)
	}
	token := e.signedIn(t, "idle@example.com")
	e.clock.Add(24*time.Hour - time.Minute)
	if !e.alive(t, token) {
		t.Fatal("a session used 23h59m ago must be live")
	}
	// That use restarted the idle clock; now nobody uses it for a day.
	e.clock.Add(24*time.Hour + time.Second)
	if e.alive(t, token) {
		t.Fatal("a session unused for 24h must be dead")
	}
}

// A session older than Absolute (48h here) is dead even when it was used an hour ago.
func TestSessionDiesAtTheAbsoluteTimeoutEvenWhenUsed(t *testing.T) {
	e := newEnv(t)
	if e.signIn.Sessions.Absolute != 48*time.Hour {
		t.Fatalf("the test assumes Absolute = 48h, got %v", e.signIn.Sessions.Absolute)
	}
	token := e.signedIn(t, "busy@example.com")
	for h := 2; h < 48; h += 2 { // used every two hours: never idle
		e.clock.Add(2 * time.Hour)
		if !e.alive(t, token) {
			t.Fatalf("a session used every 2h must be live at %dh", h)
		}
	}
	e.clock.Add(2*time.Hour - time.Minute) // 47h59m
	if !e.alive(t, token) {
		t.Fatal("the session must be live at 47h59m")
	}
	e.clock.Add(time.Minute + time.Second) // 48h and a second, last used a minute ago
	if e.alive(t, token) {
		t.Fatal("a session older than 48h must be dead even when used constantly")
	}
}
