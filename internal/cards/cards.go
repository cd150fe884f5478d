// Package cards keeps, per instance, what a set card shows that only an edit changes: the set,
// its stage and its artists with their genres (not its tallies nor a viewer's vote). A set's
// entry is loaded once (lineup.Service.CardsByIDs) and dropped when the database says the set
// changed (the live hub hears every set_changed NOTIFY; see Listening and SetChanged). While
// this instance is not listening, nothing is kept: every request loads what it needs.
//
// Each entry also keeps its card's JSON, built once per selection shape (Entry.Parts, by gqlgen's
// generated marshallers in graph.FastPages), so a page copies bytes instead of marshalling every
// field of every card. What a card shows is declared in Fields.
package cards

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"

	"github.com/google/uuid"

	"festival/internal/lineup"
)

// DefaultMax is the number of sets kept when Cache.Max is 0.
const DefaultMax = 20000

// Cache is one instance's set card contents. The zero value is not listening (keeps nothing);
// Load is required.
type Cache struct {
	// Load returns the cards of sets by id (lineup.Service.CardsByIDs).
	Load func(ctx context.Context, ids []uuid.UUID) ([]*lineup.Card, error)
	// Max bounds the entries kept (0: DefaultMax); past it, arbitrary entries are dropped.
	Max int

	mu        sync.Mutex
	listening bool
	entries   map[uuid.UUID]*Entry
	// gen counts changes; changedAt is the gen of each set's last change since floor, so a load
	// that started before a set's change does not keep what it read.
	gen       uint64
	floor     uint64
	changedAt map[uuid.UUID]uint64

	hits, misses atomic.Int64
}

// Entry is one set's content. Card has no tallies and no vote (zero and nil).
type Entry struct {
	Card  *lineup.Card
	parts atomic.Pointer[[]shapeParts]
}

type shapeParts struct {
	key   string
	parts [][]byte
}

// maxShapes bounds the selection shapes an entry keeps bytes for.
const maxShapes = 4

// Parts returns the entry's bytes for the selection shape key, built with build on first use
// (and built again next time when build fails).
func (e *Entry) Parts(key string, build func(*lineup.Card) ([][]byte, error)) ([][]byte, error) {
	cur := e.parts.Load()
	if cur != nil {
		for _, s := range *cur {
			if s.key == key {
				return s.parts, nil
			}
		}
	}
	p, err := build(e.Card)
	if err != nil {
		return nil, err
	}
	var next []shapeParts
	if cur != nil {
		next = append(next, (*cur)[max(0, len(*cur)-maxShapes+1):]...)
	}
	next = append(next, shapeParts{key: key, parts: p})
	e.parts.CompareAndSwap(cur, &next) // a lost race only means the bytes are built again later
	return p, nil
}

// ErrMissing is returned when a requested set has no card (deleted meanwhile).
var ErrMissing = errors.New("cards: set not found")

// Get returns the entries of ids, in order, loading the missing ones in one call to Load.
func (c *Cache) Get(ctx context.Context, ids []uuid.UUID) ([]*Entry, error) {
	out := make([]*Entry, len(ids))
	var missing []uuid.UUID
	c.mu.Lock()
	keep := c.listening
	start := c.gen
	for i, id := range ids {
		if e := c.entries[id]; e != nil {
			out[i] = e
		} else {
			missing = append(missing, id)
		}
	}
	c.mu.Unlock()
	c.hits.Add(int64(len(ids) - len(missing)))
	if len(missing) == 0 {
		return out, nil
	}
	c.misses.Add(int64(len(missing)))
	loaded, err := c.Load(ctx, missing)
	if err != nil {
		return nil, err
	}
	byID := make(map[uuid.UUID]*Entry, len(loaded))
	for _, card := range loaded {
		byID[card.Set.ID] = &Entry{Card: &lineup.Card{Set: card.Set, Stage: card.Stage, Artists: card.Artists, ReadXmin: card.ReadXmin}}
	}
	for i, id := range ids {
		if out[i] == nil {
			if out[i] = byID[id]; out[i] == nil {
				return nil, ErrMissing
			}
		}
	}
	if keep {
		c.store(byID, start)
	}
	return out, nil
}

func (c *Cache) store(byID map[uuid.UUID]*Entry, start uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.listening || start < c.floor {
		return
	}
	if c.entries == nil {
		c.entries = map[uuid.UUID]*Entry{}
	}
	limit := c.Max
	if limit <= 0 {
		limit = DefaultMax
	}
	for id, e := range byID {
		if c.changedAt[id] > start {
			continue // changed while it was being read
		}
		if len(c.entries) >= limit {
			for old := range c.entries { // drop an arbitrary entry
				delete(c.entries, old)
				break
			}
		}
		c.entries[id] = e
	}
}

// SetChanged drops a set's entry: its content may have changed.
func (c *Cache) SetChanged(set uuid.UUID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	delete(c.entries, set)
	if c.changedAt == nil || len(c.changedAt) >= 4*max(c.Max, DefaultMax) {
		c.changedAt = map[uuid.UUID]uint64{}
		c.floor = c.gen
	}
	c.changedAt[set] = c.gen
}

// Listening says whether this instance hears every change (its LISTEN connection is up). Either
// way everything kept is dropped: changes may have been missed.
func (c *Cache) Listening(on bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.listening = on
	c.reset()
}

// Reset drops every entry (after a role holder's write when this instance could not make sure
// in time that it heard the write's announcement: see live.Hub.CaughtUp).
func (c *Cache) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reset()
}

func (c *Cache) reset() {
	c.gen++
	c.floor = c.gen
	c.entries = nil
	c.changedAt = nil
}

// Stats returns the entries served from the cache and the ones loaded.
func (c *Cache) Stats() (hits, misses int64) { return c.hits.Load(), c.misses.Load() }
