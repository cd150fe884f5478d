package graph

import (
	"bytes"
	"context"
	"sync"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/loader"
	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/cards"
)

// FastPages wraps the generated executable schema with a writer for the sets page's queries
// (the SPA's SetsRouteQuery and SetListRefetchQuery, and any query within the same fields): it
// writes their JSON itself, copying each set card's content from the per-instance card cache
// (internal/cards) and adding only the request's own fields (tallies, the viewer's vote), instead
// of gqlgen executing every field of every card. Fields are collected with gqlgen's own
// graphql.CollectFields (fragments, aliases, @include/@skip, variables) and arguments decoded
// with the generated code, and every lookup is the resolvers' own call, so answers are the same.
//
// Anything else (another field, a mutation, a group's vote perspective, an error, a festival or
// edition that is missing or hidden) runs through gqlgen as before: the fast path only answers
// what it answers exactly.
type FastPages struct {
	graphql.ExecutableSchema
	r     *Resolver
	cards *cards.Cache
	es    *executableSchema

	taken, split, fellBack atomic.Int64

	plansMu sync.Mutex
	plans   map[planKey]connectionPlan
}

// NewFastPages wraps es (from NewExecutableSchema) for the resolvers r and the card cache c.
func NewFastPages(es graphql.ExecutableSchema, r *Resolver, c *cards.Cache) *FastPages {
	return &FastPages{ExecutableSchema: es, r: r, cards: c, es: es.(*executableSchema)}
}

// Counts returns how many queries the fast path answered whole, how many in part (other root
// fields through gqlgen) and how many it handed to gqlgen.
func (f *FastPages) Counts() (taken, split, fellBack int64) {
	return f.taken.Load(), f.split.Load(), f.fellBack.Load()
}

// Exec answers a query through the fast path when it can, through gqlgen otherwise.
func (f *FastPages) Exec(ctx context.Context) graphql.ResponseHandler {
	inner := f.ExecutableSchema.Exec(ctx)
	opCtx := graphql.GetOperationContext(ctx)
	if opCtx.Operation == nil || opCtx.Operation.Operation != ast.Query {
		return inner
	}
	first := true
	return func(ctx context.Context) *graphql.Response {
		if first {
			first = false
			p := &fastWriter{ctx: ctx, op: opCtx, ec: newExecutionContext(opCtx, f.es, nil), f: f}
			p.b.Grow(16 << 10) // a page of 30 cards is about 25 KB
			if p.query() {
				if len(p.gaps) == 0 {
					f.taken.Add(1)
					return &graphql.Response{Data: p.b.Bytes()}
				}
				if data, errs, ok := p.gqlgenPart(ctx); ok {
					f.split.Add(1)
					return &graphql.Response{Data: data, Errors: errs}
				}
			}
			f.fellBack.Add(1)
		}
		return inner(ctx)
	}
}

// fastWriter writes one query's data. Each method returns false to hand the query to gqlgen.
type fastWriter struct {
	ctx context.Context
	op  *graphql.OperationContext
	ec  *executionContext
	f   *FastPages
	b   bytes.Buffer
	// gaps are the root fields left to gqlgen (see gqlgenPart).
	gaps []gap
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

// key writes the i-th key of an object.
func (p *fastWriter) key(i int, alias string) {
	if i > 0 {
		p.b.WriteByte(',')
	}
	writeString(&p.b, alias)
	p.b.WriteByte(':')
}

func (p *fastWriter) query() bool {
	fs, ok := p.fields(p.op.Operation.SelectionSet, queryImplementors)
	if !ok {
		return false
	}
	p.b.WriteByte('{')
	fast := false
	for i, f := range fs {
		p.key(i, f.Alias)
		switch f.Name {
		case "__typename":
			ok = writeString(&p.b, "Query")
		case "viewer":
			ok = p.viewer(f)
		case "festival":
			ok = p.festival(f)
		case "node":
			ok = p.node(f)
		case "musicGenres":
			ok = p.genres(f)
		default:
			// Another root field: gqlgen writes its value (see gqlgenPart).
			p.leave(nil, f)
			continue
		}
		if !ok {
			return false
		}
		fast = fast || f.Name != "__typename"
	}
	p.b.WriteByte('}')
	// A query with nothing for the fast path goes to gqlgen whole.
	return fast
}

func (p *fastWriter) viewer(f graphql.CollectedField) bool {
	v, err := p.f.r.viewer(p.ctx)
	if err != nil {
		return false
	}
	if v == nil {
		p.b.WriteString("null")
		return true
	}
	fs, ok := p.fields(f.Selections, viewerImplementors)
	if !ok {
		return false
	}
	p.b.WriteByte('{')
	for i, f := range fs {
		p.key(i, f.Alias)
		switch f.Name {
		case "__typename":
			writeString(&p.b, "Viewer")
		case "user":
			if ok = p.user(v.User, f); !ok {
				return false
			}
		default:
			return false
		}
	}
	p.b.WriteByte('}')
	return true
}

func (p *fastWriter) user(u *model.User, f graphql.CollectedField) bool {
	if u == nil {
		return false // non-null in the schema: gqlgen's error path
	}
	fs, ok := p.fields(f.Selections, userImplementors)
	if !ok {
		return false
	}
	p.b.WriteByte('{')
	for i, f := range fs {
		p.key(i, f.Alias)
		switch f.Name {
		case "__typename":
			writeString(&p.b, "User")
		case "id":
			writeString(&p.b, u.GlobalID())
		case "username":
			writeOptString(&p.b, u.Username)
		default:
			return false
		}
	}
	p.b.WriteByte('}')
	return true
}

func (p *fastWriter) festival(f graphql.CollectedField) bool {
	path := []*ast.Field{f.Field}
	args, err := p.ec.field_Query_festival_args(p.ctx, p.args(f))
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
	p.b.WriteByte('{')
	for i, g := range fs {
		p.key(i, g.Alias)
		switch g.Name {
		case "__typename":
			writeString(&p.b, "Festival")
		case "id":
			writeString(&p.b, fest.GlobalID())
		case "name":
			writeString(&p.b, fest.Name)
		case "slug":
			writeString(&p.b, fest.Slug)
		case "edition":
			if !p.festivalEdition(fest, g, path) {
				return false
			}
		default:
			p.leave(path, g) // gqlgen writes it (see gqlgenPart)
		}
	}
	p.b.WriteByte('}')
	return true
}

// festivalEdition is Festival.edition(slug), as its resolver finds it.
func (p *fastWriter) festivalEdition(fest *model.Festival, f graphql.CollectedField, path []*ast.Field) bool {
	args, err := p.ec.field_Festival_edition_args(p.ctx, p.args(f))
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
	if e == nil {
		return false
	}
	return p.edition(e, f, append(path[:len(path):len(path)], f.Field))
}

// node answers node(id) for an edition (the SPA's refetch of the list).
func (p *fastWriter) node(f graphql.CollectedField) bool {
	args, err := p.ec.field_Query_node_args(p.ctx, p.args(f))
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
	return p.edition(e, f, nil)
}

// edition writes an edition; at path (festival.edition), the fields it does not write are left
// to gqlgen (nil: under node, where it writes all or nothing).
func (p *fastWriter) edition(e *model.Edition, f graphql.CollectedField, path []*ast.Field) bool {
	fs, ok := p.fields(f.Selections, editionImplementors)
	if !ok {
		return false
	}
	p.b.WriteByte('{')
	for i, g := range fs {
		p.key(i, g.Alias)
		switch g.Name {
		case "__typename":
			writeString(&p.b, "Edition")
		case "id":
			writeString(&p.b, e.GlobalID())
		case "name":
			writeString(&p.b, e.Name)
		case "slug":
			writeString(&p.b, e.Slug)
		case "year":
			writeInt(&p.b, e.Year)
		case "timeZone":
			writeString(&p.b, e.TimeZone)
		case "dayStartHour":
			writeInt(&p.b, e.DayStartHour)
		case "stages":
			ok = p.stages(e, g)
		case "sets":
			ok = p.sets(e, g)
		case "timetable":
			ok = p.timetable(e, g)
		case "timetableChanges":
			start := len(p.gaps)
			at := p.b.Len()
			if ok = p.timetableChanges(e, g); !ok && path != nil {
				// gqlgen writes it (a since that does not parse: its error)
				p.b.Truncate(at)
				p.gaps = p.gaps[:start]
				p.leave(path, g)
				ok = true
			}
		default:
			ok = path != nil
			if ok {
				p.leave(path, g) // gqlgen writes it (see gqlgenPart)
			}
		}
		if !ok {
			return false
		}
	}
	p.b.WriteByte('}')
	return true
}

func (p *fastWriter) stages(e *model.Edition, f graphql.CollectedField) bool {
	ops, _, ok := compileObject(p, f.Selections, stageImplementors, stageField)
	if !ok {
		return false
	}
	st, err := loader.For(p.ctx).StagesByEdition.Load(p.ctx, e.ID)
	if err != nil {
		return false
	}
	p.b.WriteByte('[')
	for i, s := range st {
		if i > 0 {
			p.b.WriteByte(',')
		}
		writeObject(&p.b, ops, s)
	}
	p.b.WriteByte(']')
	return true
}

func (p *fastWriter) genres(f graphql.CollectedField) bool {
	ops, _, ok := compileObject(p, f.Selections, musicGenreImplementors, genreField)
	if !ok {
		return false
	}
	g, err := p.f.r.LineupService.Genres(p.ctx)
	if err != nil {
		return false
	}
	p.b.WriteByte('[')
	for i, x := range g {
		if i > 0 {
			p.b.WriteByte(',')
		}
		writeObject(&p.b, ops, model.MusicGenreOf(x))
	}
	p.b.WriteByte(']')
	return true
}
