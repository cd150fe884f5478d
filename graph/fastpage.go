package graph

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/cards"
)

// FastPages wraps the generated executable schema with a writer for queries that show set
// cards (Edition.sets, timetable and timetableChanges; docs/fast-path.md), and for the crew's
// live locations (fastlocations.go). It copies each card's
// bytes from the card cache (internal/cards: written by gqlgen's Set marshaller once per card
// and selection shape) and writes the lists' rows and the request's own fields (tallies, the
// viewer's vote, cursors) itself; gqlgen's marshallers write every other field inline, in the
// operation's order. What the fast path cannot answer is left to gqlgen (FAST_PAGES=off: all).
type FastPages struct {
	graphql.ExecutableSchema
	r     *Resolver
	cards *cards.Cache
	es    *executableSchema

	taken, fellBack atomic.Int64

	plansMu sync.Mutex
	plans   map[planKey]*listPlan
}

// NewFastPages wraps es (from NewExecutableSchema) for the resolvers r and the card cache c.
func NewFastPages(es graphql.ExecutableSchema, r *Resolver, c *cards.Cache) *FastPages {
	return &FastPages{ExecutableSchema: es, r: r, cards: c, es: es.(*executableSchema)}
}

// Counts returns how many queries the fast path answered with set cards from the cache, and
// how many gqlgen's marshallers answered whole (inline, or by gqlgen's own execution).
func (f *FastPages) Counts() (taken, fellBack int64) {
	return f.taken.Load(), f.fellBack.Load()
}

// Exec answers a query through the fast path when it can, through gqlgen otherwise.
func (f *FastPages) Exec(ctx context.Context) graphql.ResponseHandler {
	opCtx := graphql.GetOperationContext(ctx)
	if opCtx.Operation != nil && opCtx.Operation.Operation == ast.Subscription && !strings.Contains(opCtx.RawQuery, "@defer") {
		// Before gqlgen's Exec, which would start the subscription itself.
		if h := f.execLocations(ctx, opCtx); h != nil {
			return h
		}
	}
	inner := f.es.execLean(ctx) // gqlgen's Exec without its unmarshaler map (exec.go)
	if opCtx.Operation == nil || opCtx.Operation.Operation != ast.Query || strings.Contains(opCtx.RawQuery, "@defer") {
		return inner
	}
	first, answered := true, false
	return func(ctx context.Context) *graphql.Response {
		if answered {
			return nil // one response: a transport asks again until nil (the WebSocket's complete)
		}
		if first {
			first = false
			// Errors go to a response context of the fast path's own, dropped if gqlgen answers.
			p := &fastWriter{ctx: graphql.WithFreshResponseContext(ctx), op: opCtx, ec: newExecutionContext(opCtx, f.es, nil), f: f}
			p.b.Grow(16 << 10) // a page of 30 cards is about 25 KB
			marshal := func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler { return p.ec._Query(ctx, sel) }
			if answered = p.object(p.ctx, p.op.Operation.SelectionSet, queryImplementors, p.rootField, marshal); answered && p.wrote {
				f.taken.Add(1)
			} else {
				f.fellBack.Add(1)
			}
			if answered {
				return &graphql.Response{Data: p.b.Bytes(), Errors: graphql.GetErrors(p.ctx)}
			}
		}
		return inner(ctx)
	}
}

// fastWriter writes one query's data.
type fastWriter struct {
	ctx context.Context
	op  *graphql.OperationContext
	ec  *executionContext
	f   *FastPages
	b   bytes.Buffer
	// wrote says whether set cards were written from the cache; failed, whether gqlgen's part
	// was null or a card's bytes could not be built (gqlgen then answers the whole query).
	wrote, failed bool
}

// object writes an object in the selection's field order: the fields hook answers (after their
// key; false leaves a field to marshal, dropping what hook wrote), and runs of the others written
// by marshal (gqlgen's generated marshaller of the object) on a selection of their own. ctx
// carries the object's field context (error paths). false when the writer failed, as when a run
// is null (a non-null field's error, which nulls the object in gqlgen's answer): gqlgen answers.
func (p *fastWriter) object(ctx context.Context, sel ast.SelectionSet, satisfies []string, hook func(context.Context, graphql.CollectedField) bool, marshal func(context.Context, ast.SelectionSet) graphql.Marshaler) bool {
	p.b.WriteByte('{')
	n := 0 // fields written
	var run ast.SelectionSet
	flush := func() {
		if len(run) == 0 {
			return
		}
		m := marshal(ctx, run)
		run = nil
		if p.failed = m == graphql.Null; p.failed {
			return
		}
		inline(&p.b, m, n > 0)
		n++
	}
	for _, f := range graphql.CollectFields(p.op, sel, satisfies) {
		if flush(); p.failed {
			return false
		}
		at := p.b.Len()
		if n > 0 {
			p.b.WriteByte(',')
		}
		quote(&p.b, f.Alias)
		if p.b.WriteByte(':'); hook(ctx, f) {
			n++
		} else if p.failed {
			return false
		} else {
			p.b.Truncate(at)
			run = append(run, fieldCopy(f))
		}
	}
	flush()
	p.b.WriteByte('}')
	return !p.failed
}

// enter parses f's arguments as gqlgen does (parse) and returns ctx with the field context of
// f, a field of an object of type parent; false when they do not parse (gqlgen answers).
func (p *fastWriter) enter(ctx context.Context, parent string, f graphql.CollectedField, parse func(context.Context, map[string]any) (map[string]any, error)) (context.Context, *graphql.FieldContext, bool) {
	args, err := parse(ctx, f.ArgumentMap(p.op.Variables))
	fc := &graphql.FieldContext{Object: parent, Field: f, Args: args, IsMethod: true, IsResolver: true}
	return graphql.WithFieldContext(ctx, fc), fc, err == nil
}

// rootField answers festival(slug) and node(id) (an edition: the SPA's refetch of the list)
// with their resolvers.
func (p *fastWriter) rootField(ctx context.Context, f graphql.CollectedField) bool {
	switch f.Name {
	case "festival":
		ctx, fc, ok := p.enter(ctx, "Query", f, p.ec.field_Query_festival_args)
		if !ok {
			return false
		}
		// The resolver reads the one edition(slug) selected with the festival (fc's field).
		fest, err := p.f.r.Query().Festival(ctx, fc.Args["slug"].(string))
		if err != nil || fest == nil {
			return false
		}
		fc.Result = fest
		edition := func(ctx context.Context, g graphql.CollectedField) bool {
			if g.Name != "edition" {
				return false
			}
			ctx, fc, ok := p.enter(ctx, "Festival", g, p.ec.field_Festival_edition_args)
			if !ok {
				return false
			}
			e, err := p.f.r.Festival().Edition(ctx, fest, fc.Args["slug"].(string))
			return err == nil && e != nil && p.edition(ctx, fc, e, g)
		}
		return p.object(ctx, f.Selections, festivalImplementors, edition, func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler {
			return p.ec._Festival(ctx, sel, fest)
		})
	case "node":
		ctx, fc, ok := p.enter(ctx, "Query", f, p.ec.field_Query_node_args)
		id, _ := fc.Args["id"].(string)
		if typ, key, _ := relay.ParseID(id); ok && typ == relay.TypeEdition {
			e, err := loader.For(p.ctx).EditionByID.Load(p.ctx, key)
			return err == nil && e != nil && p.edition(ctx, fc, e, f)
		}
	}
	return false
}

// edition writes an edition, the value of fc's field f: its lists of set cards by the fast
// path, its other fields by gqlgen.
func (p *fastWriter) edition(ctx context.Context, fc *graphql.FieldContext, e *model.Edition, f graphql.CollectedField) bool {
	fc.Result = e
	lists := func(ctx context.Context, g graphql.CollectedField) bool {
		switch g.Name {
		case "sets":
			return p.sets(ctx, e, g)
		case "timetable":
			return p.timetable(ctx, e, g)
		case "timetableChanges":
			return p.timetableChanges(ctx, e, g)
		}
		return false
	}
	return p.object(ctx, f.Selections, editionImplementors, lists, func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler {
		return p.ec._Edition(ctx, sel, e)
	})
}
