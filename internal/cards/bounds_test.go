package cards_test

import (
	"context"
	"testing"

	"github.com/google/uuid"

	"festival/internal/cards"
	"festival/internal/lineup"
)

// The cache keeps at most Max entries: with room for one, loading a second set drops the first.
func TestCacheKeepsAtMostMaxEntries(t *testing.T) {
	svc, _ := setup(t)
	c := &cards.Cache{Load: svc.CardsByIDs, Max: 1}
	c.Listening(true)
	names(t, c, alpha) // kept
	names(t, c, bravo) // kept, alpha dropped to make room
	hits, misses := c.Stats()
	names(t, c, bravo)
	if h, _ := c.Stats(); h != hits+1 {
		t.Fatalf("the last set loaded was not kept")
	}
	names(t, c, alpha)
	if _, m := c.Stats(); m != misses+1 {
		t.Fatalf("alpha was served from a cache of %d entries at most, after bravo took its place", c.Max)
	}
}

// When the per-set change record is emptied (it is bounded), every load in flight is
// forgotten too: a change heard before the record was emptied still keeps its stale read out.
func TestLoadInFlightIsNotKeptWhenTheChangeRecordIsEmptied(t *testing.T) {
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
	c.SetChanged(bravo) // the change record exists, its floor behind the load below
	read, release = make(chan struct{}), make(chan struct{})
	done := make(chan []string)
	go func() { done <- names(t, c, alpha) }()
	<-read
	exec(`UPDATE sets SET name = 'renamed' WHERE id = ?`, alpha)
	c.SetChanged(alpha)
	// Changes of other sets fill the record past its bound (4 × DefaultMax), which empties it.
	for range 4 * cards.DefaultMax {
		c.SetChanged(uuid.New())
	}
	read = nil
	close(release)
	<-done
	if got := names(t, c, alpha); got[0] != "renamed" {
		t.Fatalf("kept the stale load: %v", got)
	}
}
