package live

import (
	"sync"

	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// CodeSelectionLimit refuses a subscription whose selection would be one distinct selection too
// many for its client address, session, user or, for anonymous visitors, the edition.
const CodeSelectionLimit = "SELECTION_LIMIT_EXCEEDED"

// Distinct subscription selections (shapes: query, operation name, variables, admin or not;
// aliases and field order count) cost one resolution each per event of their edition on this
// instance, however many subscriptions share them. The SPA uses one per edition, so a
// carrier-NAT crowd on several app versions stays far below these caps:
//
//   - MaxSelectionsPerClient per client address (IPv6 per /64) and edition;
//   - MaxSelectionsPerSession per signed-in session and edition, and MaxSelectionsPerUser per
//     user and edition, over all the addresses they come from (one host has many /64s);
//   - MaxAnonymousSelections per edition for anonymous visitors over all addresses: past it a
//     new anonymous selection is refused (one already held is still accepted, it costs nothing
//     more), and every subscriber already in keeps receiving.
//
// So one event of an edition costs at most MaxAnonymousSelections resolutions for anonymous
// selections, plus MaxSelectionsPerUser per signed-in user subscribed.
const (
	MaxSelectionsPerClient  = 16
	MaxSelectionsPerSession = 8
	MaxSelectionsPerUser    = 16
	MaxAnonymousSelections  = 64
)

// Holder is who holds a subscription: the client address (web.ClientKey), and the session and
// user (uuid.Nil when anonymous).
type Holder struct {
	Client        string
	Session, User uuid.UUID
}

// SelectionCap counts, per client address, session, user and (anonymous) edition, the distinct
// selections open subscriptions hold on each edition; a selection already held by the same
// counter costs it nothing more. The limits default to the Max constants when 0.
type SelectionCap struct {
	Limit, SessionLimit, UserLimit, AnonymousLimit int
	mu                                             sync.Mutex
	held                                           map[selectionSlot]int // subscriptions per (scope, edition, shape)
	shapes                                         map[scopeEdition]int  // distinct shapes per (scope, edition)
}

// scope is what a counter counts for: "address 192.0.2.1", "session <id>", "user <id>" or
// "anonymous".
type scopeEdition struct {
	scope   string
	edition uuid.UUID
}

type selectionSlot struct {
	scopeEdition
	shape string
}

// counter is one cap a subscription falls under.
type counter struct {
	scope, name, what string // name: extensions.scope; what: how the message names it
	limit             int
}

func (c *SelectionCap) counters(h Holder) []counter {
	def := func(v, d int) int {
		if v == 0 {
			return d
		}
		return v
	}
	out := []counter{{"address " + h.Client, "address", "from your network address", def(c.Limit, MaxSelectionsPerClient)}}
	if h.Session != uuid.Nil {
		out = append(out, counter{"session " + h.Session.String(), "session", "from your session", def(c.SessionLimit, MaxSelectionsPerSession)})
	}
	if h.User != uuid.Nil {
		out = append(out, counter{"user " + h.User.String(), "user", "from your account", def(c.UserLimit, MaxSelectionsPerUser)})
	} else {
		out = append(out, counter{"anonymous", "anonymous", "from visitors who are not signed in", def(c.AnonymousLimit, MaxAnonymousSelections)})
	}
	return out
}

// Take counts one subscription of shape by h on edition, or refuses it when that would be one
// distinct selection too many for any of its counters. release (call once) uncounts it.
func (c *SelectionCap) Take(h Holder, edition uuid.UUID, shape string) (release func(), err *gqlerror.Error) {
	counters := c.counters(h)
	slots := make([]selectionSlot, len(counters))
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.held == nil {
		c.held, c.shapes = map[selectionSlot]int{}, map[scopeEdition]int{}
	}
	for i, k := range counters {
		slots[i] = selectionSlot{scopeEdition{k.scope, edition}, shape}
		if c.held[slots[i]] == 0 && c.shapes[slots[i].scopeEdition] >= k.limit {
			e := gqlerror.Errorf("Too many different subscription selections on this edition %s (the limit is %d). Subscribe with a selection already in use, or end one.", k.what, k.limit)
			e.Extensions = map[string]any{"code": CodeSelectionLimit, "limit": k.limit, "scope": k.name}
			return nil, e
		}
	}
	for _, s := range slots {
		if c.held[s] == 0 {
			c.shapes[s.scopeEdition]++
		}
		c.held[s]++
	}
	var once sync.Once
	return func() { once.Do(func() { c.release(slots) }) }, nil
}

func (c *SelectionCap) release(slots []selectionSlot) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, slot := range slots {
		if c.held[slot]--; c.held[slot] > 0 {
			continue
		}
		delete(c.held, slot)
		if c.shapes[slot.scopeEdition]--; c.shapes[slot.scopeEdition] <= 0 {
			delete(c.shapes, slot.scopeEdition)
		}
	}
	if len(c.held) == 0 {
		c.held, c.shapes = nil, nil // maps never shrink
	}
}
