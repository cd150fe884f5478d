package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/admin"
	"festival/internal/apperr"
	"festival/internal/audit"
)

// Messages of ids that do not decode (the object cannot exist).
const (
	msgFestivalNotFound = admin.MsgFestivalNotFound
	msgEditionNotFound  = admin.MsgEditionNotFound
	msgStageNotFound    = admin.MsgStageNotFound
	msgSetNotFound      = admin.MsgSetNotFound
	msgArtistNotFound   = admin.MsgArtistNotFound
)

// maxIDList bounds the id lists of admin inputs before they are decoded.
const maxIDList = 100

// idList decodes a list of global ids of typ (nil stays nil: not given); a malformed one is
// BAD_USER_INPUT about field with msg.
func idList(typ string, ids []string, field, msg string) ([]uuid.UUID, error) {
	if ids == nil {
		return nil, nil
	}
	if len(ids) > maxIDList {
		return nil, apperr.Invalid(field, field+" accepts at most 100 ids")
	}
	out := make([]uuid.UUID, len(ids))
	for i, id := range ids {
		u, ok := relay.ParseIDOf(typ, id)
		if !ok {
			return nil, apperr.Invalid(field, msg)
		}
		out[i] = u
	}
	return out, nil
}

// optional turns a gqlgen omittable field into a partial update's field.
func optional[T any](o graphql.Omittable[T]) admin.Opt[T] {
	v, ok := o.ValueOK()
	return admin.Opt[T]{Set: ok, Value: v}
}

// optionalID decodes an omittable id (null: none).
func optionalID(o graphql.Omittable[*string], typ, field, msg string) (admin.Opt[*uuid.UUID], error) {
	v, ok := o.ValueOK()
	if !ok {
		return admin.Opt[*uuid.UUID]{}, nil
	}
	id, err := nullableID(v, typ, field, msg)
	return admin.Opt[*uuid.UUID]{Set: true, Value: id}, err
}

// nullableID decodes an id that may be null (or blank): none.
func nullableID(v *string, typ, field, msg string) (*uuid.UUID, error) {
	if v == nil || *v == "" {
		return nil, nil
	}
	u, ok := relay.ParseIDOf(typ, *v)
	if !ok {
		return nil, apperr.Invalid(field, msg)
	}
	return &u, nil
}

// jsonText is a JSON value as text (nil stays null).
func jsonText(b []byte) *string {
	if b == nil {
		return nil
	}
	s := string(b)
	return &s
}

// localTime is a set's start (or end) as a local date-time in its edition's time zone.
func (r *Resolver) localTime(ctx context.Context, s *model.Set, start bool) (*string, error) {
	t := s.TimeEnd
	if start {
		t = s.TimeStart
	}
	if t == nil {
		return nil, nil
	}
	e, err := loader.For(ctx).EditionByID.Load(ctx, s.FestivalEditionID)
	if err != nil || e == nil {
		return nil, err
	}
	return admin.LocalTime(t, e.TimeZone), nil
}

// maxActorFilter bounds the auditLog actor filter.
const maxActorFilter = 100

// auditFilter decodes the filters of auditLog.
func auditFilter(editionID *string, kind *model.AuditKind, actorID, actor *string) (audit.Filter, error) {
	var f audit.Filter
	var err error
	if f.EditionID, err = nullableID(editionID, relay.TypeEdition, "editionId", "editionId is not an edition id"); err != nil {
		return f, err
	}
	if f.ActorID, err = nullableID(actorID, relay.TypeUser, "actorId", "actorId is not a user id"); err != nil {
		return f, err
	}
	if kind != nil {
		if f.EntityType = model.AuditEntityType(*kind); f.EntityType == "" {
			return f, apperr.Invalid("kind", "unknown kind")
		}
	}
	if actor != nil {
		if len([]rune(*actor)) > maxActorFilter {
			return f, apperr.Invalid("actor", "actor accepts at most 100 characters")
		}
		f.Actor = *actor
	}
	return f, nil
}
