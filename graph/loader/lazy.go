package loader

import (
	"context"
	"sync"

	"github.com/vikstrous/dataloadgen"
)

// Lazy is one loader of a response, made on its first use. A response uses a few of the
// loaders, and a subscription makes a set for every event: making all of them each time was a
// measurable part of a small operation's CPU (the crew's location updates, issue 35). The
// Loaders struct holds each Lazy by value with a function that makes it from the services, so a
// set of loaders is one allocation until a loader is used.
type Lazy[K comparable, V any] struct {
	once sync.Once
	s    *Services
	make func(*Services) *dataloadgen.Loader[K, V]
	l    *dataloadgen.Loader[K, V]
}

func (z *Lazy[K, V]) init(s *Services, make func(*Services) *dataloadgen.Loader[K, V]) {
	z.s, z.make = s, make
}

func (z *Lazy[K, V]) loader() *dataloadgen.Loader[K, V] {
	z.once.Do(func() { z.l = z.make(z.s) })
	return z.l
}

// Load loads one key (batched with the response's other loads of this loader).
func (z *Lazy[K, V]) Load(ctx context.Context, key K) (V, error) {
	return z.loader().Load(ctx, key)
}

// LoadAll loads keys in order.
func (z *Lazy[K, V]) LoadAll(ctx context.Context, keys []K) ([]V, error) {
	return z.loader().LoadAll(ctx, keys)
}

// Prime records a value already known (a mutation's result), unless one is loaded.
func (z *Lazy[K, V]) Prime(key K, value V) bool {
	return z.loader().Prime(key, value)
}
