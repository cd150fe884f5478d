package graph

import (
	"context"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/apperr"
	"festival/internal/identity"
	"festival/internal/live"
)

// subscribe follows the edition's set changes (if the viewer may see the edition), each
// event made into what the subscription sends by conv.
func subscribe[T any](ctx context.Context, r *subscriptionResolver, editionID string, conv func(*live.Event) T) (<-chan T, error) {
	id, ok := relay.ParseIDOf(relay.TypeEdition, editionID)
	if !ok {
		return nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	e, err := loader.For(ctx).EditionByID.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	sub := r.Hub.Subscribe(id, identity.From(ctx).CanEditArtists())
	return live.Attach(ctx, r.Hub, sub, conv), nil
}

// setOfEvent is a setUpdated event: the whole set.
func setOfEvent(ev *live.Event) *model.Set { return model.SetOfCard(ev.Card) }

// tallyChangeOfEvent is a setTallies event: the set (for its id and counts), and the whole set
// again when more than its votes changed.
func tallyChangeOfEvent(ev *live.Event) *model.SetTallyChange {
	set := model.SetOfCard(ev.Card)
	c := &model.SetTallyChange{Set: set}
	if ev.Content {
		c.Card = set
	}
	return c
}
