package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"festival/graph/cost"
	"festival/graph/loader"
	"festival/graph/relay"
	"festival/internal/apperr"
	"festival/internal/cards"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/kept"
	"festival/internal/live"
	"festival/internal/web"
)

// Limits of the GraphQL endpoint. The cost, depth, field, alias and root-field limits are
// cost.QueryLimits and cost.SubscriptionLimits.
const (
	parserTokenLimit = 15000
	wsPayloadLimit   = 64 << 10
)

// newGraphQL builds the gqlgen server by hand (handler.New): WebSocket first, then POST only,
// and multipart uploads (with a custom header, see graphqlBody), so url-encoded and GET requests
// are refused (CSRF); limits; our error presenter.
// timeout is the execution deadline of an operation that arrives without one (queries and
// mutations over a WebSocket; HTTP requests already carry theirs).
// es is the generated schema (graph.NewExecutableSchema), possibly wrapped by graph.FastPages;
// caughtUp runs after each mutation by a role holder (only they change what set cards show):
// it returns once this instance has heard the write's announcement (readYourWrites), so their
// next read here shows the edit. It empties nothing: the database's triggers announce every
// change, and the card cache drops exactly the sets concerned.
func newGraphQL(es graphql.ExecutableSchema, caughtUp func(context.Context), budget costBudget, svcs loader.Services, ws *web.Websockets, initFn func(context.Context, json.RawMessage) (context.Context, error), share *live.Sharing, dev bool, timeout time.Duration, log *slog.Logger) *handler.Server {
	srv := handler.New(es)

	limit := int64(wsPayloadLimit)
	// The init timeout and the per-socket limits are web.Websockets'.
	srv.AddTransport(&web.GraphQLWS{Sockets: ws, Init: initFn, PingInterval: 25 * time.Second, ReadLimit: limit})
	srv.AddTransport(rawDataPOST{}) // POST, its data written as is (rawdata.go)
	// Multipart (file uploads) only with the upload header; see graphqlBody.
	srv.AddTransport(transport.MultipartForm{MaxUploadSize: maxUploadBody, MaxMemory: maxUploadBody})

	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.SetParserTokenLimit(parserTokenLimit)
	srv.SetDisableSuggestion(!dev)
	srv.Use(extension.Introspection{})
	srv.Use(inputGuard{})
	srv.Use(tokenScope{})                          // what a personal access token may not do, before anything else
	srv.Use(pageSizeLimit{max: relay.MaxPageSize}) // before complexity: its message is clearer
	costs := cost.Festival.WithSchema(es.Schema())
	srv.Use(costLimit{schema: es.Schema(), cfg: costs, query: cost.QueryLimits, subscription: cost.SubscriptionLimits})
	share.Install(srv, es.Schema(), costs)

	// Loaders per response: a subscription is one operation with many responses, and each event
	// must read current data. The operation gets its own too, for subscription root resolvers,
	// which run before the first response.
	newLoaders := func(ctx context.Context) context.Context {
		return loader.With(ctx, &svcs, identity.From(ctx))
	}
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		if sessionLookupFailed(ctx) != nil {
			// Who is asking is unknown (the database is down or busy): never answer as if
			// signed out.
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{unavailableError()}})
		}
		if h := budget.charge(ctx); h != nil {
			return h // a dry run, or a token over its budget
		}
		ctx = newLoaders(ctx)
		h := next(ctx)
		if isSubscription(ctx) {
			loader.Release(ctx) // its events get their own
		}
		return h
	})
	srv.AroundResponses(func(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
		if _, ok := ctx.Deadline(); !ok && timeout > 0 && !isSubscription(ctx) {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, timeout)
			defer cancel() // the response is complete (marshalled) when next returns
		}
		if isMutation(ctx) {
			// What a mutation wrote is read as written, not as this instance keeps it.
			ctx = kept.Fresh(ctx)
			if v := identity.From(ctx); v != nil && v.Role != "" {
				defer caughtUp(ctx)
			}
		}
		resp := next(newLoaders(ctx))
		withCost(ctx, resp)
		return resp
	})
	srv.SetErrorPresenter(presentError(log))
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "panic in resolver", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		return errPanic
	})
	return srv
}

// catchUpTimeout bounds readYourWrites' wait for this instance's listener.
const catchUpTimeout = 2 * time.Second

// readYourWrites waits until hub has heard every set change committed so far (a role holder's
// write), so that cache holds none of what they replaced; if that cannot be known in time, it
// empties cache instead.
func readYourWrites(hub *live.Hub, cache *cards.Cache, orders *cards.Orders, content *kept.Content) func(context.Context) {
	return func(ctx context.Context) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), catchUpTimeout)
		defer cancel()
		if !hub.CaughtUp(ctx) {
			cache.Reset()
			orders.Reset()
			content.Reset()
		}
	}
}

// costLimit refuses, before execution, an operation over its cost, depth, field, alias or
// root-field limits (graph/cost: every list charged by its size, in one place). Subscriptions
// have their own, lower limits: their selection runs again for every event.
type costLimit struct {
	schema              *ast.Schema
	cfg                 cost.Config
	query, subscription cost.Limits
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = costLimit{}

func (costLimit) ExtensionName() string                          { return "CostLimit" }
func (costLimit) Validate(schema graphql.ExecutableSchema) error { return nil }

func (c costLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	if opCtx.Operation == nil {
		return nil
	}
	r := cost.Measure(c.schema, opCtx.Doc, opCtx.Operation.Name, opCtx.Variables, c.cfg)
	limits, what := c.query, "operation"
	if opCtx.Operation.Operation == ast.Subscription {
		limits, what = c.subscription, "subscription"
	}
	opCtx.Stats.SetExtension(costStat, &costReport{Requested: r.Cost, Limit: limits.Cost})
	return r.Check(limits, what)
}

// errPanic is what a recovered panic becomes (logged where it is recovered).
var errPanic = errors.New("panic")

// presentError maps domain errors to extensions.code with their message; gqlgen's own parse
// and validation errors pass unchanged, except that variables which do not coerce to their
// types are BAD_USER_INPUT, as are arguments whose values fail to unmarshal (a malformed Time);
// anything else is logged with the request id and shown as a generic INTERNAL error, so
// database text never reaches a client.
func presentError(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		var gqlErr *gqlerror.Error
		if errors.As(err, &gqlErr) && gqlErr.Err == nil {
			if len(gqlErr.Path) > 0 && gqlErr.Path[0] == ast.PathName("variable") {
				gqlErr.Extensions = map[string]any{"code": apperr.BadUserInput}
			}
			return gqlErr
		}
		if badArgs := argumentError(ctx, err); badArgs != nil {
			log.InfoContext(ctx, "graphql bad argument", "err", badArgs.Message, "path", badArgs.Path.String())
			return badArgs
		}
		out := &gqlerror.Error{Path: graphql.GetPath(ctx)}
		if gqlErr != nil && len(gqlErr.Path) > 0 {
			out.Path = gqlErr.Path
		}
		if e, ok := apperr.As(err); ok {
			out.Message = e.Message
			out.Extensions = map[string]any{"code": e.Code}
			if e.Field != "" {
				out.Extensions["field"] = e.Field
			}
			if e.RetryAfter > 0 {
				out.Extensions["retryAfterSeconds"] = int64((e.RetryAfter + time.Second - 1) / time.Second)
			}
			return out
		}
		if db.IsUnavailable(err) {
			log.WarnContext(ctx, "graphql: database unavailable", "err", err.Error(), "path", out.Path.String())
			u := unavailableError()
			out.Message, out.Extensions = u.Message, u.Extensions
			return out
		}
		if errors.Is(err, context.Canceled) {
			out.Message = "The request was cancelled."
			out.Extensions = map[string]any{"code": apperr.Internal}
			return out
		}
		id := RequestID(ctx)
		log.ErrorContext(ctx, "graphql internal error", "err", err.Error(), "path", out.Path.String())
		out.Message = "Something went wrong on our side. Please try again."
		out.Extensions = map[string]any{"code": apperr.Internal, "requestId": id}
		return out
	}
}

// argumentError recognises a failure to unmarshal a field's arguments (a custom scalar or enum
// that does not parse): gqlgen reports it from the field's context before setting its Args.
func argumentError(ctx context.Context, err error) *gqlerror.Error {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || fc.Args != nil || fc.Field.Field == nil || len(fc.Field.Arguments) == 0 || errors.Is(err, errPanic) {
		return nil
	}
	if _, ok := apperr.As(err); ok {
		return nil
	}
	out := &gqlerror.Error{Path: fc.Path(), Extensions: map[string]any{"code": apperr.BadUserInput}}
	var gqlErr *gqlerror.Error
	if errors.As(err, &gqlErr) && len(gqlErr.Path) > 0 {
		out.Path = gqlErr.Path
	}
	// The scalars' own messages ("time should be RFC3339Nano formatted string") name no data.
	msg := err.Error()
	if gqlErr != nil && gqlErr.Err != nil {
		msg = gqlErr.Err.Error()
	}
	out.Message = "Invalid value for " + out.Path.String() + ": " + msg
	return out
}

// inputGuard refuses, before execution, any string in the variables or in literal arguments
// that holds a NUL character (PostgreSQL cannot store one in text, and no field needs one).
type inputGuard struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = inputGuard{}

// MsgNulInInput answers a string holding a NUL character.
const MsgNulInInput = "Text must not contain NUL characters."

func (inputGuard) ExtensionName() string                          { return "InputGuard" }
func (inputGuard) Validate(schema graphql.ExecutableSchema) error { return nil }

func (inputGuard) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	refuse := func() *gqlerror.Error {
		return &gqlerror.Error{Message: MsgNulInInput, Extensions: map[string]any{"code": apperr.BadUserInput}}
	}
	for _, v := range opCtx.Variables {
		if hasNul(v) {
			return refuse()
		}
	}
	var values []*ast.Value
	var walk func(ast.SelectionSet)
	dirs := func(ds ast.DirectiveList) {
		for _, d := range ds {
			for _, a := range d.Arguments {
				values = append(values, a.Value)
			}
		}
	}
	walk = func(set ast.SelectionSet) {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				for _, a := range s.Arguments {
					values = append(values, a.Value)
				}
				dirs(s.Directives)
				walk(s.SelectionSet)
			case *ast.InlineFragment:
				dirs(s.Directives)
				walk(s.SelectionSet)
			case *ast.FragmentSpread:
				dirs(s.Directives)
			}
		}
	}
	for _, op := range opCtx.Doc.Operations {
		walk(op.SelectionSet)
		for _, vd := range op.VariableDefinitions {
			values = append(values, vd.DefaultValue)
		}
	}
	for _, f := range opCtx.Doc.Fragments {
		walk(f.SelectionSet)
	}
	for len(values) > 0 {
		v := values[len(values)-1]
		values = values[:len(values)-1]
		if v == nil {
			continue
		}
		if strings.ContainsRune(v.Raw, 0) {
			return refuse()
		}
		for _, c := range v.Children {
			values = append(values, c.Value)
		}
	}
	return nil
}

func hasNul(v any) bool {
	switch x := v.(type) {
	case string:
		return strings.ContainsRune(x, 0)
	case map[string]any:
		for k, e := range x {
			if hasNul(k) || hasNul(e) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if hasNul(e) {
				return true
			}
		}
	}
	return false
}

// unavailableError is the retryable answer when the database cannot be reached in time.
func unavailableError() *gqlerror.Error {
	return &gqlerror.Error{Message: apperr.UnavailableMessage, Extensions: map[string]any{"code": apperr.Unavailable}}
}

func isMutation(ctx context.Context) bool {
	if !graphql.HasOperationContext(ctx) {
		return false
	}
	op := graphql.GetOperationContext(ctx).Operation
	return op != nil && op.Operation == ast.Mutation
}

func isSubscription(ctx context.Context) bool {
	if !graphql.HasOperationContext(ctx) {
		return false
	}
	op := graphql.GetOperationContext(ctx).Operation
	return op != nil && op.Operation == ast.Subscription
}

// pageSizeLimit refuses, before execution, any field argument first/last above max.
type pageSizeLimit struct{ max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = pageSizeLimit{}

func (pageSizeLimit) ExtensionName() string                          { return "PageSizeLimit" }
func (pageSizeLimit) Validate(schema graphql.ExecutableSchema) error { return nil }

func (p pageSizeLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	op := opCtx.Doc.Operations.ForName(opCtx.OperationName)
	if op == nil {
		return nil
	}
	return p.check(op.SelectionSet, opCtx.Variables, map[string]bool{})
}

func (p pageSizeLimit) check(set ast.SelectionSet, vars map[string]any, seen map[string]bool) *gqlerror.Error {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			args := s.ArgumentMap(vars)
			for _, name := range []string{"first", "last"} {
				if n, ok := toInt(args[name]); ok && (n > int64(p.max) || n < 0) {
					return p.refuse(s, name)
				}
			}
			if err := p.check(s.SelectionSet, vars, seen); err != nil {
				return err
			}
		case *ast.InlineFragment:
			if err := p.check(s.SelectionSet, vars, seen); err != nil {
				return err
			}
		case *ast.FragmentSpread:
			if seen[s.Name] || s.Definition == nil {
				continue
			}
			seen[s.Name] = true
			if err := p.check(s.Definition.SelectionSet, vars, seen); err != nil {
				return err
			}
		}
	}
	return nil
}

func toInt(v any) (int64, bool) {
	switch n := v.(type) {
	case int64:
		return n, true
	case int:
		return int64(n), true
	case float64:
		return int64(n), true
	case json.Number:
		i, err := n.Int64()
		return i, err == nil
	}
	return 0, false
}

func (p pageSizeLimit) refuse(f *ast.Field, arg string) *gqlerror.Error {
	err := gqlerror.ErrorPosf(f.Position, "%s.%s must be between 0 and %d (the page-size cap)", f.Name, arg, p.max)
	err.Extensions = map[string]any{"code": apperr.BadUserInput}
	return err
}
