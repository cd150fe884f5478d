package live

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

	"festival/graph/cost"
	"festival/internal/auth"
	"festival/internal/identity"
	"festival/internal/web"
)

// Sharing is the gqlgen side of the delivery: it makes each subscription event resolve once
// per distinct selection (normalised query, operation name, variables, and the viewer only when
// the selection touches a field that depends on the viewer, see shared.go) instead of once per
// subscriber: the first subscriber to take an event resolves it, the others wait for and reuse
// its response. The response is kept by the hub's event (Event.Memo), so it lives exactly as
// long as the event is being delivered. The socket's writer then takes the responses through
// the subscription's Stream (web.EventSource) without a goroutine per subscription.
//
// Distinct selections are what an event costs, and an alias or a reordered field makes a
// selection distinct: a client address, a session and a user may each hold only so many of
// them per edition, and anonymous visitors together only so many (SelectionCap); a
// subscription beyond is refused with SELECTION_LIMIT_EXCEEDED.
type Sharing struct {
	// resolutions counts the executions of a subscription's selection for an event (shared or
	// not): what one write costs the instance beyond writing to sockets.
	resolutions atomic.Int64
	Selections  SelectionCap
}

// Resolutions counts the executions of subscription selections for events so far.
func (share *Sharing) Resolutions() int64 { return share.resolutions.Load() }

// Install adds the sharing middleware to srv.
func (share *Sharing) Install(srv interface {
	AroundOperations(graphql.OperationMiddleware)
	AroundResponses(graphql.ResponseMiddleware)
}, schema *ast.Schema, cfg cost.Config) {
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		opCtx := graphql.GetOperationContext(ctx)
		if opCtx.Operation == nil || opCtx.Operation.Operation != ast.Subscription {
			return next(ctx)
		}
		ctx, st := withStream(ctx)
		key, shape := shareKey(ctx, opCtx, schema, cfg)
		st.key = key
		h := next(ctx)
		if st.attached() {
			holder := Holder{Client: web.ClientKey(auth.RequestFrom(ctx).ClientIP)}
			if v := identity.From(ctx); v != nil {
				holder.Session, holder.User = v.SessionID, v.UserID
			}
			if key == "" {
				shape = fmt.Sprintf("unshared %p", st) // resolved per subscriber: each counts
			}
			release, err := share.Selections.Take(holder, st.edition(), shape)
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
		st := streamFrom(ctx)
		if !st.attached() {
			return next(ctx)
		}
		ev, ok := st.next(ctx)
		if !ok {
			return nil // the hub completed the subscription, or the client left
		}
		if st.key == "" { // not shareable: resolve it ourselves
			share.resolutions.Add(1)
			st.resolve(ev)
			return next(ctx)
		}
		v, ok := ev.Memo(ctx, st.key, func() (any, bool) {
			share.resolutions.Add(1)
			st.resolve(ev)
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
		if !Shared(f) {
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
