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
// cards: Edition.sets (the SPA's SetsRouteQuery and SetListRefetchQuery), Edition.timetable and
// Edition.timetableChanges. It copies each card's bytes from the per-instance card cache
// (internal/cards, written once per card and selection shape by gqlgen's generated Set
// marshaller) and writes only the page's skeleton and the request's own fields (tallies, the
// viewer's vote) itself. Every other field, at the root, in festival(slug), its edition(slug) or
// node(id), is written inline by gqlgen's generated marshaller of its object, in the
// operation's field order; its errors pass through with gqlgen's paths. A field the fast path
// cannot answer (a group's vote perspective, a Set field declared elsewhere in cards.Fields, a
// hidden or unknown festival, ...) is left to that marshaller too, and a non-null field's error
// that would null an object hands the whole query to gqlgen (FAST_PAGES=off: everything).
type FastPages struct {
	graphql.ExecutableSchema
	r     *Resolver
	cards *cards.Cache
	es    *executableSchema

	taken, fellBack atomic.Int64

	plansMu sync.Mutex
	plans   map[planKey]connectionPlan
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
	inner := f.ExecutableSchema.Exec(ctx)
	opCtx := graphql.GetOperationContext(ctx)
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
			if p.object(p.ctx, p.op.Operation.SelectionSet, queryImplementors, p.rootField, marshal) && !p.failed {
				if p.wrote {
					f.taken.Add(1)
				} else {
					f.fellBack.Add(1)
				}
				answered = true
				return &graphql.Response{Data: p.b.Bytes(), Errors: graphql.GetErrors(p.ctx)}
			}
			f.fellBack.Add(1)
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
	// wrote says whether set cards were written from the cache; failed, whether a run of
	// gqlgen's was null (gqlgen then answers the whole query).
	wrote, failed bool
	// set is the plan of the set cards a selection being compiled writes.
	set *setPlan
}

// fields collects a selection like gqlgen does; false when a field is deferred (@defer).
func (p *fastWriter) fields(sel ast.SelectionSet, satisfies []string) ([]graphql.CollectedField, bool) {
	fs := graphql.CollectFields(p.op, sel, satisfies)
	for _, f := range fs {
		if len(f.Deferrables) > 0 {
			return nil, false
		}
	}
	return fs, true
}

func (p *fastWriter) args(f graphql.CollectedField) map[string]any {
	return f.ArgumentMap(p.op.Variables)
}

// hook writes the value of a field the fast path answers itself (its key is written); false
// leaves the field to gqlgen's marshaller (anything written after the key is dropped), unless
// the writer failed.
type hook func(ctx context.Context, f graphql.CollectedField) bool

// object writes an object in the selection's field order: the fields hook answers, and runs of
// the others written by marshal (gqlgen's generated marshaller of the object) on a selection
// of their own. ctx carries the object's field context (error paths). false when a run is null
// (a non-null field's error, which nulls the object in gqlgen's answer): gqlgen answers.
func (p *fastWriter) object(ctx context.Context, sel ast.SelectionSet, satisfies []string, hook hook, marshal func(context.Context, ast.SelectionSet) graphql.Marshaler) bool {
	fs, ok := p.fields(sel, satisfies)
	if !ok {
		return false
	}
	p.b.WriteByte('{')
	n := 0 // fields written
	var run ast.SelectionSet
	flush := func() bool {
		if len(run) == 0 {
			return true
		}
		m := marshal(ctx, run)
		run = nil
		if m == graphql.Null {
			p.failed = true
			return false
		}
		if n > 0 {
			p.b.WriteByte(',')
		}
		at := p.b.Len()
		m.MarshalGQL(&p.b)
		// The run's object goes on in this one: its fields without its braces.
		b := p.b.Bytes()
		copy(b[at:], b[at+1:len(b)-1])
		p.b.Truncate(len(b) - 2)
		n++
		return true
	}
	for _, f := range fs {
		if !flush() {
			return false
		}
		at := p.b.Len()
		if n > 0 {
			p.b.WriteByte(',')
		}
		writeString(&p.b, f.Alias)
		p.b.WriteByte(':')
		if hook(ctx, f) {
			n++
			continue
		}
		if p.failed {
			return false
		}
		p.b.Truncate(at)
		// A copy of the field with every selection of its response key, its directives applied.
		c := *f.Field
		c.SelectionSet, c.Directives = f.Selections, nil
		run = append(run, &c)
	}
	if !flush() {
		return false
	}
	p.b.WriteByte('}')
	return true
}

// child is ctx with the field context of f, an object field of parent whose value is result.
func child(ctx context.Context, parent string, f graphql.CollectedField, args map[string]any, result any) context.Context {
	return graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: parent, Field: f, Args: args, IsMethod: true, IsResolver: true, Result: result})
}

func (p *fastWriter) rootField(ctx context.Context, f graphql.CollectedField) bool {
	switch f.Name {
	case "festival":
		return p.festival(ctx, f)
	case "node":
		return p.node(ctx, f)
	}
	return false
}

func (p *fastWriter) festival(ctx context.Context, f graphql.CollectedField) bool {
	args, err := p.ec.field_Query_festival_args(ctx, p.args(f))
	if err != nil {
		return false
	}
	slug, _ := args["slug"].(string)
	fs, ok := p.fields(f.Selections, festivalImplementors)
	if !ok {
		return false
	}
	// The resolver's rule (editionSlugSelected): one edition slug selected is read with the
	// festival, in one statement.
	es, selected := "", false
	for _, g := range fs {
		if g.Name != "edition" {
			continue
		}
		s, ok := p.args(g)["slug"].(string)
		if !ok || (selected && s != es) {
			es, selected = "", false
			break
		}
		es, selected = s, true
	}
	var fest *model.Festival
	if selected {
		fe, e, err := p.f.r.FestivalService.BySlugWithEdition(p.ctx, slug, es)
		if err != nil || fe == nil {
			return false
		}
		loader.For(p.ctx).PrimeEdition(fe.ID, es, model.EditionOf(e))
		fest = model.FestivalOf(fe)
	} else {
		fe, err := p.f.r.FestivalService.BySlug(p.ctx, slug)
		if err != nil || fe == nil {
			return false
		}
		fest = model.FestivalOf(fe)
	}
	ctx = child(ctx, "Query", f, args, fest)
	edition := func(ctx context.Context, g graphql.CollectedField) bool {
		return g.Name == "edition" && p.festivalEdition(ctx, fest, g)
	}
	return p.object(ctx, f.Selections, festivalImplementors, edition, func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler {
		return p.ec._Festival(ctx, sel, fest)
	})
}

// festivalEdition is Festival.edition(slug), as its resolver finds it.
func (p *fastWriter) festivalEdition(ctx context.Context, fest *model.Festival, f graphql.CollectedField) bool {
	args, err := p.ec.field_Festival_edition_args(ctx, p.args(f))
	if err != nil {
		return false
	}
	slug, _ := args["slug"].(string)
	e, ok := loader.For(p.ctx).PrimedEdition(fest.ID, slug)
	if !ok {
		fe, err := p.f.r.FestivalService.EditionBySlug(p.ctx, fest.ID, slug)
		if err != nil {
			return false
		}
		e = model.EditionOf(fe)
	}
	return e != nil && p.edition(child(ctx, "Festival", f, args, e), e, f)
}

// node answers node(id) for an edition (the SPA's refetch of the list).
func (p *fastWriter) node(ctx context.Context, f graphql.CollectedField) bool {
	args, err := p.ec.field_Query_node_args(ctx, p.args(f))
	if err != nil {
		return false
	}
	id, _ := args["id"].(string)
	typ, key, ok := relay.ParseID(id)
	if !ok || typ != relay.TypeEdition {
		return false
	}
	e, err := loader.For(p.ctx).EditionByID.Load(p.ctx, key)
	if err != nil || e == nil {
		return false
	}
	return p.edition(child(ctx, "Query", f, args, e), e, f)
}

// edition writes an edition: its set cards by the fast path, its other fields by gqlgen.
func (p *fastWriter) edition(ctx context.Context, e *model.Edition, f graphql.CollectedField) bool {
	cards := func(ctx context.Context, g graphql.CollectedField) bool {
		switch g.Name {
		case "sets":
			return p.sets(e, g)
		case "timetable":
			return p.timetable(e, g)
		case "timetableChanges":
			return p.timetableChanges(e, g)
		}
		return false
	}
	return p.object(ctx, f.Selections, editionImplementors, cards, func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler {
		return p.ec._Edition(ctx, sel, e)
	})
}
