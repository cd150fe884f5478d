package live

import (
	"sync"

	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// CodeSelectionLimit refuses a subscription whose selection would be one distinct selection too
// many for its client address and edition.
const CodeSelectionLimit = "SELECTION_LIMIT_EXCEEDED"

// MaxSelectionsPerClient is how many distinct subscription selections (shapes: query, operation
// name, variables, admin or not; aliases and field order count) one client address may hold per
// edition on one instance. Each costs one resolution per event of the edition; the SPA uses one
// per edition, so a carrier-NAT crowd on several app versions stays far below.
const MaxSelectionsPerClient = 16

// SelectionCap counts, per client address and edition, the distinct selections its open
// subscriptions hold; a selection already held costs nothing more.
type SelectionCap struct {
	Limit  int // 0: MaxSelectionsPerClient
	mu     sync.Mutex
	held   map[selectionSlot]int // subscriptions per (client, edition, shape)
	shapes map[clientEdition]int // distinct shapes per (client, edition)
}

type clientEdition struct {
	client  string
	edition uuid.UUID
}

type selectionSlot struct {
	clientEdition
	shape string
}

// Take counts one subscription of shape by client on edition, or refuses it when that would be
// one distinct selection too many. release (call once) uncounts it.
func (c *SelectionCap) Take(client string, edition uuid.UUID, shape string) (release func(), err *gqlerror.Error) {
	limit := c.Limit
	if limit == 0 {
		limit = MaxSelectionsPerClient
	}
	slot := selectionSlot{clientEdition{client, edition}, shape}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.held == nil {
		c.held, c.shapes = map[selectionSlot]int{}, map[clientEdition]int{}
	}
	if c.held[slot] == 0 {
		if c.shapes[slot.clientEdition] >= limit {
			e := gqlerror.Errorf("Too many different subscription selections on this edition from your network address (the limit is %d). Subscribe with a selection already in use, or end one.", limit)
			e.Extensions = map[string]any{"code": CodeSelectionLimit, "limit": limit}
			return nil, e
		}
		c.shapes[slot.clientEdition]++
	}
	c.held[slot]++
	var once sync.Once
	return func() { once.Do(func() { c.release(slot) }) }, nil
}

func (c *SelectionCap) release(slot selectionSlot) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.held[slot]--; c.held[slot] > 0 {
		return
	}
	delete(c.held, slot)
	if c.shapes[slot.clientEdition]--; c.shapes[slot.clientEdition] <= 0 {
		delete(c.shapes, slot.clientEdition)
	}
	if len(c.held) == 0 {
		c.held, c.shapes = nil, nil // maps never shrink
	}
}
