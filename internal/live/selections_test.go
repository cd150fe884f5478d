package live_test

import (
	"fmt"
	"testing"

	"github.com/google/uuid"

	"festival/internal/live"
)

// take takes shapes first..last-1 for h on edition and returns the releases, failing the test
// on a refusal.
func take(t *testing.T, c *live.SelectionCap, h live.Holder, edition uuid.UUID, first, last int) []func() {
	t.Helper()
	var out []func()
	for i := first; i < last; i++ {
		release, err := c.Take(h, edition, fmt.Sprint("shape ", i))
		if err != nil {
			t.Fatalf("shape %d for %+v refused: %v", i, h, err)
		}
		out = append(out, release)
	}
	return out
}

// refused checks that a new shape for h on edition is refused by the counter named scope.
func refused(t *testing.T, c *live.SelectionCap, h live.Holder, edition uuid.UUID, scope string) {
	t.Helper()
	_, err := c.Take(h, edition, "one more "+uuid.NewString())
	if err == nil || err.Extensions["code"] != live.CodeSelectionLimit || err.Extensions["scope"] != scope {
		t.Fatalf("%+v: got %v, want %s refused by the %s cap", h, err, live.CodeSelectionLimit, scope)
	}
}

// Per client address: MaxSelectionsPerClient distinct shapes per edition; a held shape is free;
// another edition and another address have their own.
func TestSelectionCapPerAddress(t *testing.T) {
	var c live.SelectionCap
	ed := uuid.New()
	a := live.Holder{Client: "192.0.2.1"}
	releases := take(t, &c, a, ed, 0, live.MaxSelectionsPerClient)
	refused(t, &c, a, ed, "address")
	take(t, &c, a, ed, 0, 1) // held already
	take(t, &c, a, uuid.New(), 0, 1)
	take(t, &c, live.Holder{Client: "192.0.2.2"}, ed, 100, 101)
	releases[1]()
	releases[1]() // twice is once
	take(t, &c, a, ed, 200, 201)
	refused(t, &c, a, ed, "address")
}

// Per session and per user, over all the addresses they come from (IPv6 hosts have many).
func TestSelectionCapPerSessionAndUser(t *testing.T) {
	var c live.SelectionCap
	ed := uuid.New()
	user, session := uuid.New(), uuid.New()
	at := func(i int, s uuid.UUID) live.Holder {
		return live.Holder{Client: fmt.Sprintf("2001:db8:%x::/64", i), Session: s, User: user}
	}
	for i := 0; i < live.MaxSelectionsPerSession; i++ {
		take(t, &c, at(i, session), ed, i, i+1)
	}
	refused(t, &c, at(99, session), ed, "session")
	take(t, &c, at(99, session), ed, 0, 1) // held by the session
	// Another session of the same user: the user's cap.
	other := uuid.New()
	for i := live.MaxSelectionsPerSession; i < live.MaxSelectionsPerUser; i++ {
		take(t, &c, at(i, other), ed, i, i+1)
	}
	refused(t, &c, at(50, uuid.New()), ed, "user")
	// Another user from the same addresses is not affected.
	take(t, &c, live.Holder{Client: at(0, session).Client, Session: uuid.New(), User: uuid.New()}, ed, 500, 501)
}

// Anonymous visitors together, over all addresses: MaxAnonymousSelections distinct shapes per
// edition; past it a new shape is refused, a held one still accepted, and a release makes room.
func TestSelectionCapAnonymousCeiling(t *testing.T) {
	var c live.SelectionCap
	ed := uuid.New()
	var releases []func()
	per := live.MaxSelectionsPerClient
	for n := 0; n < live.MaxAnonymousSelections; n += per {
		releases = append(releases, take(t, &c, live.Holder{Client: fmt.Sprintf("198.51.100.%d", n)}, ed, n, min(n+per, live.MaxAnonymousSelections))...)
	}
	fresh := live.Holder{Client: "203.0.113.9"}
	refused(t, &c, fresh, ed, "anonymous")
	take(t, &c, fresh, ed, 0, 1) // a shape anonymous visitors hold already
	take(t, &c, fresh, uuid.New(), 1000, 1001)
	// Signed-in visitors have their own caps.
	take(t, &c, live.Holder{Client: "203.0.113.9", Session: uuid.New(), User: uuid.New()}, ed, 2000, 2001)
	releases[len(releases)-1]()
	take(t, &c, fresh, ed, 3000, 3001)
	refused(t, &c, fresh, ed, "anonymous")
}
