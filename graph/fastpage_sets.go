package graph

import (
	"bytes"
	"errors"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/cards"
	"festival/internal/identity"
	"festival/internal/lineup"
)

// setsPage is what Edition.sets writes: the page's rows (ids, tallies, the viewer's votes) and
// the cached content of each row's set.
type setsPage struct {
	page    *lineup.IDPage
	parts   [][][]byte // each row's card bytes
	offset  int
	ignored []model.SetFilterField
}

// setsEdge is one edge of a page while it is written.
type setsEdge struct {
	d *setsPage
	i int
}

func (d *setsPage) cursor(i int) string { return relay.EncodeCursor(d.offset + i) }

// sets is Edition.sets as setsConnection answers it, but written from the card cache. A group's
// vote perspective goes through gqlgen.
func (p *fastWriter) sets(e *model.Edition, f graphql.CollectedField) bool {
	cp := p.f.connectionPlan(p, f)
	if !cp.ok {
		return false
	}
	args, err := p.ec.field_Edition_sets_args(p.ctx, p.args(f))
	if err != nil {
		return false
	}
	first, _ := args["first"].(*int)
	after, _ := args["after"].(*string)
	sort, _ := args["sort"].(*model.SetSort)
	filter, _ := args["filter"].(*model.SetFilter)
	if filter != nil && filter.GroupID != nil {
		return false
	}
	n, offset, err := relay.Offset(first, after)
	if err != nil {
		return false
	}
	lf, ignored, err := setFilter(filter)
	if err != nil {
		return false
	}
	s := lineup.SortPopularityDesc
	if sort != nil {
		var known bool
		if s, known = sortOf[*sort]; !known {
			return false
		}
	}
	page, err := p.f.r.LineupService.SetPage(p.ctx, e.ID, s, lf, n, offset)
	if err != nil || page.GroupIgnored {
		return false
	}
	entries, ok := p.rowCards(e, page.Rows)
	if !ok {
		return false
	}
	d := &setsPage{page: page, offset: offset, ignored: nonNil(ignored)}
	if cp.set != nil {
		if d.parts, ok = p.cardParts(cp.set, entries); !ok {
			return false
		}
	}
	p.wrote = true
	writeObject(&p.b, cp.ops, d)
	return true
}

// planKey names a compiled selection of Edition.sets: its field in the parsed document (gqlgen
// keeps a document per query text) and the operation's Boolean variables, the only ones
// @include and @skip can read.
type planKey struct {
	field *ast.Field
	bools string
}

// maxPlans bounds the compiled selections kept.
const maxPlans = 256

type connectionPlan struct {
	ops []fieldOp[*setsPage]
	set *setPlan // the edges' node, when selected
	ok  bool
}

// connectionPlan compiles the selection of an Edition.sets field once per document and Boolean
// variables.
func (f *FastPages) connectionPlan(p *fastWriter, field graphql.CollectedField) connectionPlan {
	var bools strings.Builder
	for _, v := range p.op.Operation.VariableDefinitions {
		if v.Type.Name() == "Boolean" {
			b, _ := p.op.Variables[v.Variable].(bool)
			bools.WriteString(strconv.FormatBool(b))
		}
	}
	key := planKey{field: field.Field, bools: bools.String()}
	f.plansMu.Lock()
	cp, found := f.plans[key]
	f.plansMu.Unlock()
	if found {
		return cp
	}
	p.set = nil
	cp.ops, _, cp.ok = compileObject(p, field.Selections, setConnectionImplementors, connectionField)
	cp.set = p.set
	f.plansMu.Lock()
	if f.plans == nil || len(f.plans) >= maxPlans {
		f.plans = map[planKey]connectionPlan{}
	}
	f.plans[key] = cp
	f.plansMu.Unlock()
	return cp
}

func connectionField(p *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *setsPage), string, bool) {
	switch f.Name {
	case "__typename":
		return typename[*setsPage]("SetConnection"), "", true
	case "totalCount":
		return func(b *bytes.Buffer, d *setsPage) { writeInt(b, max(d.page.Total, 0)) }, "", true
	case "ignoredFilters":
		return func(b *bytes.Buffer, d *setsPage) {
			b.WriteByte('[')
			for i, x := range d.ignored {
				if i > 0 {
					b.WriteByte(',')
				}
				writeString(b, string(x)) // as the enum's MarshalGQL: its name, quoted
			}
			b.WriteByte(']')
		}, "", true
	case "pageInfo":
		ops, key, ok := compileObject(p, f.Selections, pageInfoImplementors, pageInfoField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, d *setsPage) { writeObject(b, ops, d) }, key, true
	case "edges":
		ops, key, ok := compileObject(p, f.Selections, setEdgeImplementors, edgeField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, d *setsPage) {
			b.WriteByte('[')
			edges := make([]setsEdge, len(d.page.Rows))
			for i := range edges {
				if i > 0 {
					b.WriteByte(',')
				}
				edges[i] = setsEdge{d: d, i: i}
				writeObject(b, ops, &edges[i])
			}
			b.WriteByte(']')
		}, key, true
	}
	return nil, "", false
}

func pageInfoField(_ *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *setsPage), string, bool) {
	switch f.Name {
	case "__typename":
		return typename[*setsPage]("PageInfo"), "", true
	case "hasNextPage":
		return func(b *bytes.Buffer, d *setsPage) { writeBool(b, d.page.HasNext) }, "", true
	case "hasPreviousPage":
		return func(b *bytes.Buffer, d *setsPage) { writeBool(b, d.offset > 0) }, "", true
	case "startCursor":
		return func(b *bytes.Buffer, d *setsPage) {
			if len(d.page.Rows) == 0 {
				b.WriteString("null")
				return
			}
			writeString(b, d.cursor(0))
		}, "", true
	case "endCursor":
		return func(b *bytes.Buffer, d *setsPage) {
			if len(d.page.Rows) == 0 {
				b.WriteString("null")
				return
			}
			writeString(b, d.cursor(len(d.page.Rows)-1))
		}, "", true
	}
	return nil, "", false
}

func edgeField(p *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *setsEdge), string, bool) {
	switch f.Name {
	case "__typename":
		return typename[*setsEdge]("SetEdge"), "", true
	case "cursor":
		return func(b *bytes.Buffer, e *setsEdge) { writeString(b, e.d.cursor(e.i)) }, "", true
	case "tally":
		ops, key, ok := compileObject(p, f.Selections, voteTallyImplementors, tallyField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, e *setsEdge) { writeObject(b, ops, &e.d.page.Rows[e.i].ListTally) }, key, true
	case "node":
		plan, ok := compileSet(p, f)
		if !ok || p.set != nil { // one node field (merged by response key); an alias twice: gqlgen
			return nil, "", false
		}
		p.set = plan
		return func(b *bytes.Buffer, e *setsEdge) { plan.write(b, e.d.parts[e.i], &e.d.page.Rows[e.i]) }, plan.key, true
	}
	return nil, "", false
}

// setPlan writes a set: runs of its card's fields (cards.Card) are bytes kept with the card's
// cache entry, written by gqlgen's generated marshaller on a miss (parts), and the request's own
// fields (cards.PerRequest: tally, myVote) are written between them.
type setPlan struct {
	key     string             // the card fields' shape, with the request's fields as marks
	runs    []ast.SelectionSet // the card's fields between the request's: one more than dynamic
	dynamic []fieldOp[*lineup.PageRow]
	tally   bool // a tally among the dynamic fields
}

func compileSet(p *fastWriter, f graphql.CollectedField) (*setPlan, bool) {
	fs, ok := p.fields(f.Selections, setImplementors)
	if !ok {
		return nil, false
	}
	plan := &setPlan{runs: make([]ast.SelectionSet, 1)}
	var key strings.Builder
	for i, g := range fs {
		if cards.KindOf("Set."+g.Name) == cards.PerRequest {
			w, _, ok := setRowField(p, g)
			if !ok {
				return nil, false
			}
			plan.tally = plan.tally || g.Name == "tally"
			plan.dynamic = append(plan.dynamic, fieldOp[*lineup.PageRow]{prefix: keyPrefix(i, g.Alias), write: w})
			plan.runs = append(plan.runs, nil)
			key.WriteString("| ")
			continue
		}
		if !cardShape(p, &key, "Set", g) {
			return nil, false
		}
		// A copy of the field with every selection of its response key, its directives applied.
		c := *g.Field
		c.SelectionSet, c.Directives = g.Selections, nil
		plan.runs[len(plan.runs)-1] = append(plan.runs[len(plan.runs)-1], &c)
	}
	plan.key = key.String()
	return plan, true
}

// cardShape writes the shape of the card field f of obj into key (aliases, names and
// sub-selections: what its bytes depend on); false when f or a field under it is not a card
// field (cards.Fields) or is deferred.
func cardShape(p *fastWriter, key *strings.Builder, obj string, f graphql.CollectedField) bool {
	if cards.KindOf(obj+"."+f.Name) != cards.Card || len(f.Deferrables) > 0 {
		return false
	}
	key.WriteString(f.Alias + ":" + f.Name)
	if len(f.Selections) > 0 {
		typ := f.Definition.Type.Name()
		satisfies := []string{typ}
		for _, d := range p.ec.Schema().GetImplements(p.ec.Schema().Types[typ]) {
			satisfies = append(satisfies, d.Name)
		}
		key.WriteByte('{')
		for _, g := range graphql.CollectFields(p.op, f.Selections, satisfies) {
			if !cardShape(p, key, typ, g) {
				return false
			}
		}
		key.WriteByte('}')
	}
	key.WriteByte(' ')
	return true
}

var errCardBytes = errors.New("graph: a card field did not marshal")

// parts writes a card's runs with gqlgen's generated marshaller for Set (its card fields read
// the card alone: lineup.Card), in a response context of their own: any error fails the fast
// path. The first part opens the object, the last closes it.
func (pl *setPlan) parts(p *fastWriter, c *lineup.Card) ([][]byte, error) {
	ctx := graphql.WithFreshResponseContext(p.ctx)
	obj := model.SetOfCard(c)
	var b, run bytes.Buffer
	ends := make([]int, len(pl.runs))
	b.WriteByte('{')
	for i, sel := range pl.runs {
		if len(sel) > 0 {
			m := p.ec._Set(ctx, sel, obj)
			if m == graphql.Null {
				return nil, errCardBytes
			}
			run.Reset()
			m.MarshalGQL(&run)
			fields := run.Bytes()[1 : run.Len()-1] // the object's fields, without its braces
			if i > 0 && len(fields) > 0 {
				b.WriteByte(',') // after a request's field
			}
			b.Write(fields)
		}
		ends[i] = b.Len()
	}
	if len(graphql.GetErrors(ctx)) > 0 {
		return nil, errCardBytes
	}
	b.WriteByte('}')
	ends[len(ends)-1]++
	out := make([][]byte, len(ends))
	at, all := 0, b.Bytes()
	for i, end := range ends {
		out[i], at = all[at:end:end], end
	}
	return out, nil
}

// rowCards returns the cache entries of the rows' sets; false when a row lacks the viewer's vote
// or a set changed since the rows' statement (archived, or moved to another edition).
func (p *fastWriter) rowCards(e *model.Edition, rows []lineup.PageRow) ([]*cards.Entry, bool) {
	signedIn := identity.From(p.ctx) != nil
	ids := make([]uuid.UUID, len(rows))
	for i := range rows {
		ids[i] = rows[i].ID
		if signedIn && rows[i].MyVote == nil {
			return nil, false
		}
	}
	entries, err := p.f.cards.Get(p.ctx, ids)
	if err != nil {
		return nil, false
	}
	for _, en := range entries {
		if en.Card.Set.Archived || en.Card.Set.FestivalEditionID != e.ID {
			return nil, false
		}
	}
	return entries, true
}

// cardParts returns the cached bytes of each entry's card for plan (built on a miss).
func (p *fastWriter) cardParts(plan *setPlan, entries []*cards.Entry) ([][][]byte, bool) {
	out := make([][][]byte, len(entries))
	build := func(c *lineup.Card) ([][]byte, error) { return plan.parts(p, c) }
	for i, en := range entries {
		var err error
		if out[i], err = en.Parts(plan.key, build); err != nil {
			return nil, false
		}
	}
	return out, true
}

// list writes the sets of rows, with their cards' parts, as a list.
func (pl *setPlan) list(b *bytes.Buffer, parts [][][]byte, rows []lineup.PageRow) {
	b.WriteByte('[')
	for i := range parts {
		if i > 0 {
			b.WriteByte(',')
		}
		start := b.Len()
		pl.write(b, parts[i], &rows[i])
		if i == 0 { // room for the others, about as long as the first
			b.Grow((b.Len() - start + 1) * (len(parts) - 1) * 9 / 8)
		}
	}
	b.WriteByte(']')
}

func (pl *setPlan) write(b *bytes.Buffer, parts [][]byte, row *lineup.PageRow) {
	for i, part := range parts {
		if i > 0 {
			op := pl.dynamic[i-1]
			b.WriteString(op.prefix)
			op.write(b, row)
		}
		b.Write(part)
	}
}

// setRowField writes a set's per-request field: its tally (everyone's) or the viewer's vote.
func setRowField(p *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *lineup.PageRow), string, bool) {
	switch f.Name {
	case "tally":
		ops, key, ok := compileObject(p, f.Selections, voteTallyImplementors, tallyField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, r *lineup.PageRow) { writeObject(b, ops, &r.Tally) }, key, true
	case "myVote":
		return func(b *bytes.Buffer, r *lineup.PageRow) {
			var v *model.VoteType
			if r.MyVote != nil {
				v = voteType(*r.MyVote)
			}
			if v == nil {
				b.WriteString("null")
				return
			}
			writeString(b, string(*v)) // as the enum's MarshalGQL: its name, quoted
		}, "", true
	}
	return nil, "", false
}
