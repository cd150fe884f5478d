package graph

import (
	"context"

	"festival/graph/loader"
	"festival/internal/relay"
)

// loadNode resolves a global id to an object the viewer may see, or nil. Every type that
// implements Node must be listed here; visibility is applied by the service behind the loader.
func loadNode(ctx context.Context, id string) (relay.Node, error) {
	typ, key, ok := relay.ParseID(id)
	if !ok {
		return nil, nil
	}
	l := loader.For(ctx)
	switch typ {
	case relay.TypeFestival:
		f, err := l.FestivalByID.Load(ctx, key)
		if f == nil || err != nil {
			return nil, err
		}
		return f, nil
	case relay.TypeEdition:
		e, err := l.EditionByID.Load(ctx, key)
		if e == nil || err != nil {
			return nil, err
		}
		return e, nil
	}
	return nil, nil
}
