package graph

import (
	"bytes"
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
	entries []*cards.Entry
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
	ops, ok := p.f.connectionPlan(p, f)
	if !ok {
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
	signedIn := identity.From(p.ctx) != nil
	ids := make([]uuid.UUID, len(page.Rows))
	for i := range page.Rows {
		ids[i] = page.Rows[i].ID
		if signedIn && page.Rows[i].MyVote == nil {
			return false
		}
	}
	entries, err := p.f.cards.Get(p.ctx, ids)
	if err != nil {
		return false
	}
	for _, en := range entries {
		if en.Card.Set.Archived || en.Card.Set.FestivalEditionID != e.ID {
			return false // changed since the page's statement
		}
	}
	writeObject(&p.b, ops, &setsPage{page: page, entries: entries, offset: offset, ignored: nonNil(ignored)})
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
	ok  bool
}

// connectionPlan compiles the selection of an Edition.sets field once per document and Boolean
// variables.
func (f *FastPages) connectionPlan(p *fastWriter, field graphql.CollectedField) ([]fieldOp[*setsPage], bool) {
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
		return cp.ops, cp.ok
	}
	ops, _, ok := compileObject(p, field.Selections, setConnectionImplementors, connectionField)
	f.plansMu.Lock()
	if f.plans == nil || len(f.plans) >= maxPlans {
		f.plans = map[planKey]connectionPlan{}
	}
	f.plans[key] = connectionPlan{ops: ops, ok: ok}
	f.plansMu.Unlock()
	return ops, ok
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
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, e *setsEdge) {
			parts := e.d.entries[e.i].Parts(plan.key, plan.parts)
			plan.write(b, parts, &e.d.page.Rows[e.i])
		}, plan.key, true
	}
	return nil, "", false
}

// setPlan writes a set card: runs of content fields are bytes kept with the card's cache entry,
// and the request's own fields (tally, myVote) are written between them.
type setPlan struct {
	key     string
	content [][]fieldOp[*lineup.Card] // one more run than dynamic fields
	dynamic []fieldOp[*lineup.PageRow]
	tally   bool // a tally among the dynamic fields
}

func compileSet(p *fastWriter, f graphql.CollectedField) (*setPlan, bool) {
	fs, ok := p.fields(f.Selections, setImplementors)
	if !ok {
		return nil, false
	}
	plan := &setPlan{content: make([][]fieldOp[*lineup.Card], 1)}
	var key bytes.Buffer
	for i, g := range fs {
		prefix := keyPrefix(i, g.Alias)
		var sub string
		switch g.Name {
		case "tally", "myVote":
			w, s, ok := setRowField(p, g)
			if !ok {
				return nil, false
			}
			sub = s
			plan.tally = plan.tally || g.Name == "tally"
			plan.dynamic = append(plan.dynamic, fieldOp[*lineup.PageRow]{prefix: prefix, write: w})
			plan.content = append(plan.content, nil)
		default:
			w, s, ok := setContentField(p, g)
			if !ok {
				return nil, false
			}
			sub = s
			last := len(plan.content) - 1
			plan.content[last] = append(plan.content[last], fieldOp[*lineup.Card]{prefix: prefix, write: w})
		}
		key.WriteString(g.Alias + ":" + g.Name + "{" + sub + "} ")
	}
	plan.key = key.String()
	return plan, true
}

// parts builds a card's content runs; the first opens the object and the last closes it.
func (pl *setPlan) parts(c *lineup.Card) [][]byte {
	out := make([][]byte, len(pl.content))
	for i, run := range pl.content {
		var b bytes.Buffer
		if i == 0 {
			b.WriteByte('{')
		}
		for _, op := range run {
			b.WriteString(op.prefix)
			op.write(&b, c)
		}
		if i == len(pl.content)-1 {
			b.WriteByte('}')
		}
		out[i] = b.Bytes()
	}
	return out
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

// setContentField writes a field of what the card cache keeps.
func setContentField(p *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *lineup.Card), string, bool) {
	switch f.Name {
	case "__typename":
		return typename[*lineup.Card]("Set"), "", true
	case "id":
		return func(b *bytes.Buffer, c *lineup.Card) {
			writeString(b, relay.ID(relay.TypeSet, c.Set.ID))
		}, "", true
	case "slug":
		return func(b *bytes.Buffer, c *lineup.Card) { writeString(b, c.Set.Slug) }, "", true
	case "name":
		return func(b *bytes.Buffer, c *lineup.Card) { writeString(b, c.Set.Name) }, "", true
	case "description":
		return func(b *bytes.Buffer, c *lineup.Card) { writeOptString(b, c.Set.Description) }, "", true
	case "timeStart":
		return func(b *bytes.Buffer, c *lineup.Card) {
			if c.Set.TimeStart == nil {
				b.WriteString("null")
				return
			}
			graphql.MarshalTime(*c.Set.TimeStart).MarshalGQL(b)
		}, "", true
	case "timeEnd":
		return func(b *bytes.Buffer, c *lineup.Card) {
			if c.Set.TimeEnd == nil {
				b.WriteString("null")
				return
			}
			graphql.MarshalTime(*c.Set.TimeEnd).MarshalGQL(b)
		}, "", true
	case "maxFollowers":
		return func(b *bytes.Buffer, c *lineup.Card) { writeInt(b, c.Set.MaxFollowers) }, "", true
	case "archived":
		return func(b *bytes.Buffer, c *lineup.Card) { writeBool(b, c.Set.Archived) }, "", true
	case "stage":
		ops, key, ok := compileObject(p, f.Selections, stageImplementors, stageField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, c *lineup.Card) {
			if c.Stage == nil {
				b.WriteString("null")
				return
			}
			writeObject(b, ops, model.StageOf(c.Stage))
		}, key, true
	case "artists":
		ops, key, ok := compileObject(p, f.Selections, artistImplementors, artistField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, c *lineup.Card) {
			b.WriteByte('[')
			for i, a := range c.Artists {
				if i > 0 {
					b.WriteByte(',')
				}
				writeObject(b, ops, model.ArtistOf(a))
			}
			b.WriteByte(']')
		}, key, true
	}
	return nil, "", false
}
