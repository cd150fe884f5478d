package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/notes"
)

func (r *Resolver) setNotes(ctx context.Context, setID uuid.UUID, first *int, after *string) (*model.NoteConnection, error) {
	n, key, err := relay.Keyset[notes.Key](first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.NoteService.OfSet(ctx, setID, n, key)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByKey(notes.KeyOf), false, noteEdge,
		func(edges []*model.NoteEdge, info *relay.PageInfo) *model.NoteConnection {
			return &model.NoteConnection{Edges: edges, PageInfo: info}
		}), nil
}

func noteEdge(n *notes.Note, cursor string) *model.NoteEdge {
	return &model.NoteEdge{Cursor: cursor, Node: model.NoteOf(n)}
}
