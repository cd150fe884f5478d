package app

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/formatter"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"festival/graph"
	"festival/graph/cost"
	"festival/internal/auth"
	"festival/internal/identity"
	"festival/internal/web"
)

// shareableFields are the fields whose values are the same for everyone who may see the
// edition. A subscription selecting only these shares one response per event among all
// viewers; any other field (myVote, groupVotes, notes, edition…, or a field added later) makes
// the response per viewer. An allowlist, so that a new viewer-dependent field cannot leak.
var shareableFields = map[string]bool{
	"Subscription.setUpdated": true,
	"Set.id":                  true, "Set.slug": true, "Set.name": true, "Set.description": true,
	"Set.timeStart": true, "Set.timeEnd": true, "Set.stage": true, "Set.artists": true,
	"Set.maxFollowers": true, "Set.tally": true, "Set.archived": true,
	// The SPA's subscription reads the edition's day start (schedules): the set's own edition,
	// the same for everyone who may see it.
	"Set.edition": true, "Edition.id": true, "Edition.dayStartHour": true,
	"Stage.id": true, "Stage.name": true,
	"Artist.id": true, "Artist.name": true, "Artist.slug": true, "Artist.description": true,
	"Artist.imageUrl": true, "Artist.spotifyUrl": true, "Artist.soundcloudUrl": true,
	"Artist.soundcloudFollowers": true, "Artist.genres": true,
	"MusicGenre.id": true, "MusicGenre.name": true,
	"VoteTally.mustGo": true, "VoteTally.interested": true, "VoteTally.wontGo": true,
	"VoteTally.total": true, "VoteTally.netScore": true, "VoteTally.popularity": true,
	"VoteTally.average": true,
}

type shareKeyCtx struct{}

// subscriptionShare is what shareSubscriptionResponses keeps: the cap on distinct selections
// and a count of resolutions.
type subscriptionShare struct {
	// resolutions counts the executions of a subscription's selection for an event (shared or
	// not): what one write costs the instance beyond writing to sockets.
	resolutions atomic.Int64
	selections  selectionCap
}

// shareSubscriptionResponses makes each subscription event resolve once per distinct selection
// (normalised query, operation name, variables, and the viewer only when the selection touches
// viewer-dependent fields) instead of once per subscriber: the first subscriber to take an
// event resolves it, the others wait for and reuse its response. The response is kept by the
// hub's event (live.Event.Memo), so it lives exactly as long as the event is being delivered.
//
// Distinct selections are what an event costs, and an alias or a reordered field makes a
// selection distinct: one client address may hold at most share.selections.limit of them per
// edition (selectionCap); a subscription beyond is refused with SELECTION_LIMIT_EXCEEDED.
func shareSubscriptionResponses(srv interface {
	AroundOperations(graphql.OperationMiddleware)
	AroundResponses(graphql.ResponseMiddleware)
}, schema *ast.Schema, cfg cost.Config, share *subscriptionShare) {
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		opCtx := graphql.GetOperationContext(ctx)
		if opCtx.Operation == nil || opCtx.Operation.Operation != ast.Subscription {
			return next(ctx)
		}
		ctx, st := graph.WithStream(ctx)
		key, shape := shareKey(ctx, opCtx, schema, cfg)
		st.SetKey(key)
		h := next(context.WithValue(ctx, shareKeyCtx{}, key))
		if st.Attached() {
			client := web.ClientKey(auth.RequestFrom(ctx).ClientIP)
			if key == "" {
				shape = fmt.Sprintf("unshared %p", st) // resolved per subscriber: each counts
			}
			release, err := share.selections.take(client, st.Edition(), shape)
			if err != nil {
				// The transport ends the operation after this answer; its end unsubscribes.
				return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{err}})
			}
			context.AfterFunc(ctx, release)
			// The resolver ran: the transport may now wait for events without a goroutine.
			web.SetEventSource(ctx, st)
		}
		return h
	})
	srv.AroundResponses(func(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
		st := graph.StreamFrom(ctx)
		key, _ := ctx.Value(shareKeyCtx{}).(string)
		if !st.Attached() {
			return next(ctx)
		}
		ev, ok := st.Next(ctx)
		if !ok {
			return nil // the hub completed the subscription, or the client left
		}
		if key == "" { // not shareable: resolve it ourselves
			share.resolutions.Add(1)
			st.Resolve(ev)
			return next(ctx)
		}
		v, ok := ev.Memo(ctx, key, func() (any, bool) {
			share.resolutions.Add(1)
			st.Resolve(ev)
			resp := next(ctx)
			if resp == nil {
				return nil, false
			}
			// The executor reuses its buffer for the next event: keep a copy.
			shared := *resp
			shared.Data = bytes.Clone(resp.Data)
			return &shared, true
		})
		if !ok {
			return nil
		}
		resp := *v.(*graphql.Response)
		return &resp
	})
}

// shareKey identifies a subscription's selection for sharing (key) and, without the viewer,
// for the selection cap (shape); "" when it cannot be shared.
func shareKey(ctx context.Context, opCtx *graphql.OperationContext, schema *ast.Schema, cfg cost.Config) (key, shape string) {
	var b strings.Builder
	formatter.NewFormatter(&b).FormatQueryDocument(opCtx.Doc)
	b.WriteString("\x00")
	b.WriteString(opCtx.OperationName)
	b.WriteString("\x00")
	vars, err := json.Marshal(opCtx.Variables)
	if err != nil {
		return "", "" // not shared
	}
	b.Write(vars)
	// Admins may see what the public may not (unpublished editions): never share across.
	if identity.From(ctx).CanEditArtists() {
		b.WriteString("\x00admin")
	}
	// Held by every subscription: digests, not the query's text.
	sum := sha256.Sum256([]byte(b.String()))
	shape = string(sum[:])
	r := cost.Measure(schema, opCtx.Doc, opCtx.Operation.Name, opCtx.Variables, cfg)
	for f := range r.Touched {
		if !shareableFields[f] {
			b.WriteString("\x00viewer ")
			if v := identity.From(ctx); v != nil {
				b.WriteString(v.UserID.String() + " " + string(v.Role))
			}
			sum = sha256.Sum256([]byte(b.String()))
			break
		}
	}
	return string(sum[:]), shape
}
