package cards_test

import (
	"context"
	"testing"

	"github.com/google/uuid"

	"festival/internal/cards"
	"festival/internal/lineup"
)

// A load that read a set before its change was heard is not kept, also when the cache has
// heard other changes before (so only the per-set guard stands between the stale read and the
// cache: the floor of a fresh change map is already behind the load).
func TestLoadThatStartedBeforeAChangeIsNotKept(t *testing.T) {
	svc, exec := setup(t)
	var read, release chan struct{}
	c := &cards.Cache{}
	c.Load = func(ctx context.Context, ids []uuid.UUID) ([]*lineup.Card, error) {
		cs, err := svc.CardsByIDs(ctx, ids)
		if read != nil {
			close(read)
			<-release
		}
		return cs, err
	}
	c.Listening(true)
	c.SetChanged(bravo) // an earlier change: the change map now exists
	names(t, c, bravo)  // and bravo's entry is kept again
	read, release = make(chan struct{}), make(chan struct{})
	done := make(chan []string)
	go func() { done <- names(t, c, alpha) }()
	<-read
	exec(`UPDATE sets SET name = 'renamed' WHERE id = ?`, alpha)
	c.SetChanged(alpha)
	read = nil
	close(release)
	if got := <-done; got[0] != "alpha" {
		t.Fatalf("the load in flight read %v", got)
	}
	_, before := c.Stats()
	if got := names(t, c, alpha); got[0] != "renamed" {
		t.Fatalf("kept the stale load: %v", got)
	}
	// bravo, loaded after its change, was kept (the guard is per set, not the whole cache).
	names(t, c, bravo)
	if _, after := c.Stats(); after != before+1 {
		t.Fatalf("%d loads for alpha and bravo, want 1 (alpha only)", after-before)
	}
}
