package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"festival/graph"
	"festival/graph/loader"
	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/relay"
	"festival/internal/web"
)

// Limits of the GraphQL endpoint.
const (
	complexityLimit  = 3000
	parserTokenLimit = 15000
	wsPayloadLimit   = 64 << 10
)

// newGraphQL builds the gqlgen server by hand (handler.New): WebSocket first, then POST only,
// so url-encoded and GET requests are refused (CSRF); limits; our error presenter.
// timeout is the execution deadline of an operation that arrives without one (queries and
// mutations over a WebSocket; HTTP requests already carry theirs).
func newGraphQL(r *graph.Resolver, svcs loader.Services, ws *web.Websockets, initFn transport.WebsocketInitFunc, dev bool, timeout time.Duration, log *slog.Logger) *handler.Server {
	cfg := graph.Config{Resolvers: r}
	setComplexity(&cfg.Complexity)
	srv := handler.New(graph.NewExecutableSchema(cfg))

	limit := int64(wsPayloadLimit)
	srv.AddTransport(transport.Websocket{
		Implementation:   ws,
		InitFunc:         initFn,
		InitTimeout:      10 * time.Second,
		PingPongInterval: 25 * time.Second,
		PayloadReadLimit: &limit,
	})
	srv.AddTransport(transport.POST{})

	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.SetParserTokenLimit(parserTokenLimit)
	srv.SetDisableSuggestion(!dev)
	srv.Use(extension.Introspection{})
	srv.Use(pageSizeLimit{max: relay.MaxPageSize}) // before complexity: its message is clearer
	srv.Use(extension.FixedComplexityLimit(complexityLimit))

	// Loaders per response: a subscription is one operation with many responses, and each event
	// must read current data. The operation gets its own too, for subscription root resolvers,
	// which run before the first response.
	newLoaders := func(ctx context.Context) context.Context {
		return loader.With(ctx, loader.New(svcs, auth.ViewerFrom(ctx)))
	}
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		if sessionLookupFailed(ctx) != nil {
			// Who is asking is unknown (the database is down or busy): never answer as if
			// signed out.
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{unavailableError()}})
		}
		return next(newLoaders(ctx))
	})
	srv.AroundResponses(func(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
		if _, ok := ctx.Deadline(); !ok && timeout > 0 && !isSubscription(ctx) {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, timeout)
			defer cancel() // the response is complete (marshalled) when next returns
		}
		return next(newLoaders(ctx))
	})
	srv.SetErrorPresenter(presentError(log))
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "panic in resolver", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		return errors.New("panic")
	})
	return srv
}

// setComplexity makes connections cost their page size times their children.
func setComplexity(c *graph.ComplexityRoot) {
	c.Query.Festivals = func(child int, first *int, after *string) int { return child * pageOr(first, 50) }
}

func pageOr(first *int, def int) int {
	if first == nil || *first < 1 {
		return max(def, 1)
	}
	return *first
}

// presentError maps domain errors to extensions.code with their message; gqlgen's own parse
// and validation errors pass unchanged; anything else is logged with the request id and shown
// as a generic INTERNAL error, so database text never reaches a client.
func presentError(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		var gqlErr *gqlerror.Error
		if errors.As(err, &gqlErr) && gqlErr.Err == nil {
			return gqlErr
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

// unavailableError is the retryable answer when the database cannot be reached in time.
func unavailableError() *gqlerror.Error {
	return &gqlerror.Error{Message: apperr.UnavailableMessage, Extensions: map[string]any{"code": apperr.Unavailable}}
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
