package graph

import (
	"context"
	"slices"

	"github.com/99designs/gqlgen/graphql"

	"github.com/google/uuid"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/admin"
	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/geo"
	"festival/internal/identity"
	"festival/internal/onsite"
)

// Together on site (issue 35): helpers of onsite.resolvers.go.

// visibleEdition loads an edition the viewer may see by global id (NOT_FOUND otherwise).
func visibleEdition(ctx context.Context, id string) (*festival.Edition, error) {
	eid, err := decodeID(relay.TypeEdition, id, msgEditionNotFound)
	if err != nil {
		return nil, err
	}
	e, err := loader.For(ctx).EditionByID.Load(ctx, eid)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, apperr.New(apperr.NotFound, msgEditionNotFound)
	}
	return (*festival.Edition)(e), nil
}

// georeferenceOf is the API's view of a georeference.
func georeferenceOf(g *geo.Georeference) *model.MapGeoreference {
	if g == nil {
		return nil
	}
	out := &model.MapGeoreference{
		Anchors:        make([]*model.MapAnchor, len(g.Anchors)),
		Origin:         &model.GeoPoint{Latitude: g.Origin.Latitude, Longitude: g.Origin.Longitude},
		Transform:      []float64{g.A[0], g.A[1], g.B[0], g.B[1]},
		ResidualMeters: g.Residual,
		Scale:          g.Scale,
	}
	for i, a := range g.Anchors {
		out.Anchors[i] = &model.MapAnchor{Position: &model.StagePosition{X: a.Map.X, Y: a.Map.Y},
			At: &model.GeoPoint{Latitude: a.At.Latitude, Longitude: a.At.Longitude}}
	}
	return out
}

// poiInput converts a point of interest's input.
func poiInput(kind, name string, pos *model.StagePositionInput, hours *string) admin.PoiInput {
	in := admin.PoiInput{Kind: kind, Name: name, OpeningHours: hours}
	if pos != nil {
		in.Position = geo.MapPoint{X: pos.X, Y: pos.Y}
	}
	return in
}

// memberLocationsOf converts a group's locations for the viewer on an edition's map.
func memberLocationsOf(rows []*onsite.Location, e *festival.Edition, viewer uuid.UUID) []*model.MemberLocation {
	out := make([]*model.MemberLocation, len(rows))
	for i, l := range rows {
		out[i] = &model.MemberLocation{Location: l, Edition: e, Viewer: viewer}
	}
	return out
}

// groupID decodes a group's global id; an undecodable one answers FORBIDDEN like a group the
// viewer is not in (outsiders learn nothing of which groups exist).
func groupIDOf(id string) (uuid.UUID, error) {
	g, ok := relay.ParseIDOf(relay.TypeGroup, id)
	if !ok {
		return uuid.Nil, apperr.New(apperr.Forbidden, onsite.MsgNotMember)
	}
	return g, nil
}

// viewerID is the signed-in viewer's id (uuid.Nil for anonymous viewers).
func viewerID(ctx context.Context) uuid.UUID {
	if v := identity.From(ctx); v != nil {
		return v.UserID
	}
	return uuid.Nil
}

// editionMapEvents sends the edition, loaded again, after each change of its map content
// (versions from live.Hub.WatchEditionMap); an edition no longer visible to the viewer, or a
// failed load, ends the subscription (the client resubscribes and is told NOT_FOUND).
func editionMapEvents(ctx context.Context, r *Resolver, id uuid.UUID, versions <-chan uint64, stop func()) <-chan *model.Edition {
	out := make(chan *model.Edition, 1)
	go func() {
		defer close(out)
		defer stop()
		for {
			select {
			case <-ctx.Done():
				return
			case _, ok := <-versions:
				if !ok {
					return
				}
			}
			rows, err := r.FestivalService.EditionsByIDs(ctx, []uuid.UUID{id})
			if err != nil || rows[id] == nil {
				return
			}
			select {
			case out <- model.EditionOf(rows[id]):
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// selects reports whether the current field's selection holds the field name (a payload's
// costly part is read only when asked for).
func selects(ctx context.Context, name string) bool {
	return slices.Contains(graphql.CollectAllFields(ctx), name)
}

// meetingPointsOf is a group's meeting points for the viewer (FORBIDDEN for non-members).
func (r *Resolver) meetingPointsOf(ctx context.Context, group, edition uuid.UUID) ([]*model.MeetingPoint, error) {
	rows, err := r.OnsiteService.MeetingPoints(ctx, group, edition)
	if err != nil {
		return nil, err
	}
	out := make([]*model.MeetingPoint, len(rows))
	for i, m := range rows {
		out[i] = &model.MeetingPoint{MeetingPoint: m, Viewer: viewerID(ctx)}
	}
	return out, nil
}

// meetingPointEvents sends first, then the list read again after each announced change; it
// ends when a read fails (the viewer left the group: FORBIDDEN), the hub drops the watch (a
// reconnect: the client subscribes again) or the client leaves.
func meetingPointEvents(ctx context.Context, first []*model.MeetingPoint, versions <-chan uint64, stop func(), load func() ([]*model.MeetingPoint, error)) <-chan []*model.MeetingPoint {
	out := make(chan []*model.MeetingPoint, 1)
	out <- first
	go func() {
		defer close(out)
		defer stop()
		for {
			select {
			case <-ctx.Done():
				return
			case _, ok := <-versions:
				if !ok {
					return
				}
			}
			list, err := load()
			if err != nil {
				return
			}
			select {
			case out <- list:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}
