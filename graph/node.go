package graph

import (
	"context"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/apperr"
)

// loadNode resolves a global id to an object the viewer may see, or nil. Every type that
// implements Node must be listed here; visibility is applied by the service behind the loader.
func loadNode(ctx context.Context, id string) (model.Node, error) {
	typ, key, ok := relay.ParseID(id)
	if !ok {
		return nil, nil
	}
	l := loader.For(ctx)
	switch typ {
	case relay.TypeFestival:
		return nodeOf(l.FestivalByID.Load(ctx, key))
	case relay.TypeEdition:
		return nodeOf(l.EditionByID.Load(ctx, key))
	case relay.TypeStage:
		return nodeOf(l.StageByID.Load(ctx, key))
	case relay.TypeSet:
		return nodeOf(l.SetByID.Load(ctx, key))
	case relay.TypeArtist:
		return nodeOf(l.ArtistByID.Load(ctx, key))
	case relay.TypeGenre:
		return nodeOf(l.GenreByID.Load(ctx, key))
	case relay.TypeUser:
		return nodeOf(l.UserByID.Load(ctx, key))
	case relay.TypeGroup:
		return nodeOf(l.GroupByID.Load(ctx, key))
	case relay.TypeMember:
		return nodeOf(l.MemberByID.Load(ctx, key))
	case relay.TypeInvite:
		return nodeOf(l.InviteByID.Load(ctx, key))
	case relay.TypeNote:
		return nodeOf(l.NoteByID.Load(ctx, key))
	case relay.TypeInvitation:
		return nodeOf(l.InvitationByID.Load(ctx, key))
	case relay.TypeAuditEntry:
		return nodeOf(l.AuditEntryByID.Load(ctx, key))
	case relay.TypeNotification:
		return nodeOf(l.NotificationByID.Load(ctx, key))
	case relay.TypePointOfInterest:
		return nodeOf(l.PointOfInterestByID.Load(ctx, key))
	case relay.TypeAccessToken:
		return nodeOf(l.AccessTokenByID.Load(ctx, key))
	case relay.TypePlanShare:
		return nodeOf(l.PlanShareByID.Load(ctx, key))
	}
	return nil, nil
}

// nodeOf turns a loaded pointer into a Node, keeping nil (not found or not visible) a nil
// interface rather than a typed nil.
func nodeOf[T interface {
	comparable
	model.Node
}](v T, err error) (model.Node, error) {
	var zero T
	if err != nil || v == zero {
		return nil, err
	}
	return v, nil
}

// decodeID decodes a global id of typ or answers NOT_FOUND with msg.
func decodeID(typ, id, msg string) (uuid.UUID, error) {
	u, ok := relay.ParseIDOf(typ, id)
	if !ok {
		return uuid.Nil, apperr.New(apperr.NotFound, msg)
	}
	return u, nil
}
