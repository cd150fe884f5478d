package web

import (
	"math/rand/v2"
	"testing"
	"time"
)

// The held heap gives sockets back by release time, earliest first, however they were held.
func TestHeldHeapPopsEarliestFirst(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	base := time.Date(2026, 7, 17, 18, 0, 0, 0, time.UTC)
	for round := range 200 {
		var h heldHeap
		n := 1 + r.IntN(40)
		for range n {
			h.push(heldConn{at: base.Add(time.Duration(r.IntN(50)) * heldGrain)})
		}
		var last time.Time
		for i := range n {
			x := h.pop()
			if x.at.Before(last) {
				t.Fatalf("round %d: pop %d gave %v after %v", round, i, x.at, last)
			}
			last = x.at
		}
		if len(h) != 0 {
			t.Fatalf("round %d: %d left after %d pops", round, len(h), n)
		}
	}
}
