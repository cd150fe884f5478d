package kept

import (
	"context"
	"errors"
	"testing"
)

var ctx = context.Background()

// counting returns a load that counts its calls and answers v, kept or not.
func counting(n *int, v string, keep bool) func() (string, bool, error) {
	return func() (string, bool, error) {
		*n++
		return v, keep, nil
	}
}

func TestKeepServesUntilChanged(t *testing.T) {
	c := &Content{}
	c.Listening(true)
	n := 0
	for range 3 {
		if v, err := Keep(ctx, c, "k", counting(&n, "a", true)); err != nil || v != "a" {
			t.Fatalf("Keep = %q, %v", v, err)
		}
	}
	if n != 1 {
		t.Fatalf("loaded %d times, want once", n)
	}
	c.Changed()
	if v, _ := Keep(ctx, c, "k", counting(&n, "b", true)); v != "b" || n != 2 {
		t.Fatalf("after a change: %q after %d loads, want b after 2", v, n)
	}
}

func TestKeepNothingWhileDeaf(t *testing.T) {
	c := &Content{}
	n := 0
	Keep(ctx, c, "k", counting(&n, "a", true))
	Keep(ctx, c, "k", counting(&n, "a", true))
	if n != 2 {
		t.Fatalf("not listening: loaded %d times, want 2", n)
	}
	c.Listening(true)
	Keep(ctx, c, "k", counting(&n, "a", true))
	c.Listening(false) // the listener dropped: what was kept may miss an announcement
	Keep(ctx, c, "k", counting(&n, "a", true))
	if n != 4 {
		t.Fatalf("after the listener dropped: loaded %d times, want 4", n)
	}
	var none *Content
	if v, err := Keep(ctx, none, "k", counting(&n, "x", true)); v != "x" || err != nil {
		t.Fatalf("nil Content: %q %v", v, err)
	}
}

// A value loaded while a change was announced may predate it: it is answered, not kept.
func TestKeepDropsALoadRacingAChange(t *testing.T) {
	c := &Content{}
	c.Listening(true)
	n := 0
	v, _ := Keep(ctx, c, "k", func() (string, bool, error) {
		n++
		c.Changed() // the announcement arrives while the statement runs
		return "old", true, nil
	})
	if v != "old" {
		t.Fatalf("Keep = %q", v)
	}
	if v, _ := Keep(ctx, c, "k", counting(&n, "new", true)); v != "new" || n != 2 {
		t.Fatalf("the racing load was kept: %q after %d loads", v, n)
	}
}

func TestKeepNeitherMissesNorErrors(t *testing.T) {
	c := &Content{}
	c.Listening(true)
	n := 0
	Keep(ctx, c, "k", counting(&n, "", false))
	Keep(ctx, c, "k", counting(&n, "", false))
	failed := errors.New("down")
	if _, err := Keep(ctx, c, "e", func() (string, bool, error) { n++; return "", true, failed }); !errors.Is(err, failed) {
		t.Fatalf("err = %v", err)
	}
	Keep(ctx, c, "e", counting(&n, "up", true))
	if n != 4 {
		t.Fatalf("loaded %d times, want 4 (a miss and an error are not kept)", n)
	}
}

func TestKeepIsBounded(t *testing.T) {
	c := &Content{}
	c.Listening(true)
	n := 0
	for i := range MaxEntries + 10 {
		Keep(ctx, c, i, counting(&n, "v", true))
	}
	if len(c.entries) > MaxEntries {
		t.Fatalf("%d entries kept, want at most %d", len(c.entries), MaxEntries)
	}
}

// A mutation's reads (Fresh) go to the database and keep nothing.
func TestKeepNothingUnderFresh(t *testing.T) {
	c := &Content{}
	c.Listening(true)
	n := 0
	Keep(ctx, c, "k", counting(&n, "old", true))
	if v, _ := Keep(Fresh(ctx), c, "k", counting(&n, "new", true)); v != "new" || n != 2 {
		t.Fatalf("under Fresh: %q after %d loads, want new after 2", v, n)
	}
	if v, _ := Keep(ctx, c, "k", counting(&n, "x", true)); v != "old" || n != 2 {
		t.Fatalf("Fresh's load was kept: %q after %d loads", v, n)
	}
}
