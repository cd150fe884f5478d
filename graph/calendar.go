package graph

import (
	"context"

	"festival/graph/loader"
	"festival/graph/relay"
	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/identity"
)

// viewerAndEdition returns the signed-in viewer and a visible edition by global id.
func (r *Resolver) viewerAndEdition(ctx context.Context, editionID string) (*identity.Viewer, *festival.Edition, error) {
	v, err := requireViewer(ctx)
	if err != nil {
		return nil, nil, err
	}
	id, ok := relay.ParseIDOf(relay.TypeEdition, editionID)
	if !ok {
		return nil, nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	e, err := loader.For(ctx).EditionByID.Load(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if e == nil {
		return nil, nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	return v, (*festival.Edition)(e), nil
}
