// Package loader batches the lookups of one GraphQL operation (dataloaders). A fresh set is
// made per operation, so subscription events never read a cache from an earlier event.
package loader

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"festival/internal/festival"
)

// wait is how long a loader collects keys before it runs its batch.
const wait = 2 * time.Millisecond

// Services are what the loaders read from.
type Services struct {
	Festivals *festival.Service
}

// Loaders of one operation.
type Loaders struct {
	FestivalByID       *dataloadgen.Loader[uuid.UUID, *festival.Festival]
	EditionByID        *dataloadgen.Loader[uuid.UUID, *festival.Edition]
	EditionsByFestival *dataloadgen.Loader[uuid.UUID, []*festival.Edition]
}

// New makes the loaders for one operation.
func New(s Services) *Loaders {
	return &Loaders{
		FestivalByID:       mapped(s.Festivals.ByIDs),
		EditionByID:        mapped(s.Festivals.EditionsByIDs),
		EditionsByFestival: mapped(s.Festivals.EditionsOf),
	}
}

// mapped turns a batch fetch that returns a map into a loader; a missing key loads the zero
// value (nil: not found or not visible), not an error.
func mapped[K comparable, V any](fetch func(context.Context, []K) (map[K]V, error)) *dataloadgen.Loader[K, V] {
	return dataloadgen.NewLoader(func(ctx context.Context, keys []K) ([]V, []error) {
		m, err := fetch(ctx, keys)
		values := make([]V, len(keys))
		if err != nil {
			errs := make([]error, len(keys))
			for i := range errs {
				errs[i] = err
			}
			return values, errs
		}
		for i, k := range keys {
			values[i] = m[k]
		}
		return values, nil
	}, dataloadgen.WithWait(wait))
}

type ctxKey struct{}

// With returns ctx carrying l.
func With(ctx context.Context, l *Loaders) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// For returns the loaders of the operation in ctx.
func For(ctx context.Context) *Loaders {
	return ctx.Value(ctxKey{}).(*Loaders)
}
