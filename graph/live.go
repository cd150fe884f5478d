package graph

import (
	"context"

	"github.com/google/uuid"

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
	id, err := liveEdition(ctx, editionID)
	if err != nil {
		return nil, err
	}
	sub := r.Hub.Subscribe(id, identity.From(ctx).CanEditArtists())
	return live.Attach(ctx, r.Hub, sub, conv), nil
}

// subscribeBatches follows the edition's batches of set changes (editionTallies), if the viewer
// may see the edition: one event per window, with every set that changed in it.
func subscribeBatches(ctx context.Context, r *subscriptionResolver, editionID string) (<-chan *model.EditionTallyBatch, error) {
	id, err := liveEdition(ctx, editionID)
	if err != nil {
		return nil, err
	}
	sub := r.Hub.SubscribeBatches(id, identity.From(ctx).CanEditArtists())
	return live.Attach(ctx, r.Hub, sub, batchOfEvent), nil
}

// liveEdition is the id of the edition editionID names, if the viewer may see it.
func liveEdition(ctx context.Context, editionID string) (uuid.UUID, error) {
	id, ok := relay.ParseIDOf(relay.TypeEdition, editionID)
	if !ok {
		return uuid.Nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	e, err := loader.For(ctx).EditionByID.Load(ctx, id)
	if err != nil {
		return uuid.Nil, err
	}
	if e == nil {
		return uuid.Nil, apperr.New(apperr.NotFound, "Festival edition not found")
	}
	return id, nil
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

// batchOfEvent is an editionTallies event: each changed set as on setTallies.
func batchOfEvent(ev *live.Event) *model.EditionTallyBatch {
	b := &model.EditionTallyBatch{Changes: make([]*model.SetTallyChange, len(ev.Batch))}
	for i, set := range ev.Batch {
		b.Changes[i] = tallyChangeOfEvent(set)
	}
	return b
}
