// Package kept holds, per instance, the small content that nearly every page reads and only
// an organiser changes: a festival with its edition by slugs, an edition's stages, the music
// genres. An entry stays until the database announces a change of its tables
// (changes.ContentChannel: statement triggers on festivals, festival_editions, stages and
// music_genres, migration 20261206100000), whoever wrote it; then every entry goes, as such
// writes are rare. Like the card cache, it keeps nothing while this instance does not listen
// (the live hub tells it), so a missed announcement can never leave a stale entry.
//
// Values are shared between requests: Keep's callers store copies and hand out copies.
package kept

import (
	"context"
	"sync"
	"sync/atomic"
)

// MaxEntries bounds what is kept (festival and edition slug pairs asked for, editions' stages):
// past it, everything is dropped and kept again as asked. A client asking for random slugs
// causes no entries: misses are not kept.
const MaxEntries = 4096

// Content is one instance's kept content. The zero value keeps nothing until Listening(true).
type Content struct {
	mu        sync.Mutex
	listening bool
	gen       uint64
	entries   map[any]any

	loads atomic.Int64
}

// Listening says whether this instance hears every announcement; either way everything kept is
// dropped (a reconnect may have missed some).
func (c *Content) Listening(on bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.listening = on
	c.gen++
	c.entries = nil
}

// Changed drops everything kept: the database announced a committed change of a content table.
func (c *Content) Changed() { c.Reset() }

// Reset drops everything kept (also after a role holder's write when this instance could not
// make sure in time that it heard the write's announcement: see live.Hub.CaughtUp).
func (c *Content) Reset() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.entries = nil
}

// Loads counts the loads Keep made (tests and benchmarks).
func (c *Content) Loads() int64 {
	if c == nil {
		return 0
	}
	return c.loads.Load()
}

type freshKey struct{}

// Fresh returns ctx under which Keep always loads and keeps nothing: a mutation reads what it
// wrote before this instance has heard the write's announcement.
func Fresh(ctx context.Context) context.Context { return context.WithValue(ctx, freshKey{}, true) }

// Keep returns what is kept under key, or loads it. load says whether its value may be kept
// (a miss, or a value that depends on the viewer beyond the key, may not). A value loaded while
// an announcement arrived is returned but not kept: it may predate the change. With c nil,
// while c does not listen, or under Fresh, every call loads.
func Keep[V any](ctx context.Context, c *Content, key any, load func() (V, bool, error)) (V, error) {
	if c == nil || ctx.Value(freshKey{}) != nil {
		v, _, err := load()
		return v, err
	}
	c.mu.Lock()
	if v, ok := c.entries[key]; ok {
		c.mu.Unlock()
		return v.(V), nil
	}
	listening, gen := c.listening, c.gen
	c.mu.Unlock()
	c.loads.Add(1)
	v, keep, err := load()
	if err != nil || !keep || !listening {
		return v, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen || !c.listening {
		return v, nil
	}
	if c.entries == nil || len(c.entries) >= MaxEntries {
		c.entries = map[any]any{}
	}
	c.entries[key] = v
	return v, nil
}
