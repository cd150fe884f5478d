package graph

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/cards"
	"festival/internal/lineup"
)

// listPlan writes a list of set cards: a connection's edges, or sets.
type listPlan struct {
	sel   ast.SelectionSet          // the field's selections (merged by response key) it was compiled from
	write func(*bytes.Buffer, *row) // a row (nil: the fast path cannot write the list)
	set   *setPlan                  // the sets' plan (the edges' node), nil when not selected
}

// planKey names a list field in the parsed document (gqlgen keeps a document per query text)
// under the operation's Boolean variables, the only ones @include and @skip can read.
type planKey struct {
	field *ast.Field
	bools string
}

// maxPlans bounds the plans kept.
const maxPlans = 256

// plan returns the plan of a list field f (a connection's edges, or a list of sets), compiled
// once per document and Boolean variables.
func (p *fastWriter) plan(f graphql.CollectedField) *listPlan {
	var bools []byte
	for _, v := range p.op.Operation.VariableDefinitions {
		b, _ := p.op.Variables[v.Variable].(bool)
		bools = strconv.AppendBool(bools, b)
	}
	key, fp := planKey{field: f.Field, bools: string(bools)}, p.f
	fp.plansMu.Lock()
	pl := fp.plans[key]
	fp.plansMu.Unlock()
	// A field of a fragment is merged with other selections where the fragment is spread.
	if pl != nil && slices.Equal(pl.sel, f.Selections) {
		return pl
	}
	pl = &listPlan{sel: f.Selections}
	if f.Name == "edges" {
		pl.write = compile(p, f.Selections, setEdgeImplementors, p.rowField(pl))
	} else if pl.set = p.compileSet(f.Selections); pl.set != nil {
		pl.write = pl.set.write
	}
	fp.plansMu.Lock()
	if fp.plans == nil || len(fp.plans) >= maxPlans {
		fp.plans = map[planKey]*listPlan{}
	}
	fp.plans[key] = pl
	fp.plansMu.Unlock()
	return pl
}

// row is one set of a list while it is written.
type row struct {
	*lineup.PageRow
	entry *cards.Entry // its card
	at    int          // its position in the whole list (its edge's cursor)
	build func(*lineup.Card) ([][]byte, error)
	p     *fastWriter
}

// list writes rows, whose cards are entries, as a list with pl; offset is the first row's
// position in the whole list. false when the writer failed.
func (p *fastWriter) list(pl *listPlan, rows []lineup.PageRow, entries []*cards.Entry, offset int) bool {
	if pl.write == nil {
		return false
	}
	set, r := pl.set, row{p: p}
	if set != nil {
		r.build = func(c *lineup.Card) ([][]byte, error) { return set.parts(p, c) }
	}
	p.b.WriteByte('[')
	for i := range rows {
		if i > 0 {
			p.b.WriteByte(',')
		}
		start := p.b.Len()
		if r.PageRow, r.at = &rows[i], offset+i; entries != nil {
			r.entry = entries[i]
		}
		pl.write(&p.b, &r)
		if i == 0 { // room for the others, about as long as the first
			p.b.Grow((p.b.Len() - start + 1) * (len(rows) - 1) * 9 / 8)
		}
	}
	p.b.WriteByte(']')
	p.wrote = true
	return !p.failed
}

// op writes one field of an object of a row: its key (with the comma before it) and value.
type op struct {
	prefix string
	write  func(*bytes.Buffer, *row)
}

// compile compiles a selection of an object written by hand into its writer: __typename, and
// the fields field writes (nil for a field the fast path does not write: nor the selection then).
func compile(p *fastWriter, sel ast.SelectionSet, satisfies []string, field func(string, graphql.CollectedField) func(*bytes.Buffer, *row)) func(*bytes.Buffer, *row) {
	fs := graphql.CollectFields(p.op, sel, satisfies)
	ops := make([]op, len(fs))
	for i, f := range fs {
		typ := satisfies[0]
		ops[i] = op{keyPrefix(i, f.Alias), func(b *bytes.Buffer, _ *row) { quote(b, typ) }}
		if f.Name != "__typename" {
			if ops[i].write = field(typ, f); ops[i].write == nil {
				return nil
			}
		}
	}
	return func(b *bytes.Buffer, r *row) {
		b.WriteByte('{')
		for _, op := range ops {
			b.WriteString(op.prefix)
			op.write(b, r)
		}
		b.WriteByte('}')
	}
}

// rowField writes a field of obj written by hand for each row (nil for another): a SetEdge's
// cursor, tally (under the list's perspective) and node (whose plan is pl.set: pl is nil but for
// edges), a Set's request fields (cards.PerRequest), a TimetableVote's set id and vote.
func (p *fastWriter) rowField(pl *listPlan) func(string, graphql.CollectedField) func(*bytes.Buffer, *row) {
	return func(obj string, f graphql.CollectedField) func(*bytes.Buffer, *row) {
		switch obj + "." + f.Name {
		case "SetEdge.cursor":
			return func(b *bytes.Buffer, r *row) { b.Write(relay.AppendOffsetCursor(b.AvailableBuffer(), r.at)) }
		case "SetEdge.tally":
			return p.tally(f, func(r *row) *lineup.Tally { return &r.ListTally })
		case "Set.tally":
			return p.tally(f, func(r *row) *lineup.Tally { return &r.Tally })
		case "Set.myVote", "TimetableVote.vote":
			return writeVote
		case "TimetableVote.setId":
			return func(b *bytes.Buffer, r *row) { b.Write(relay.AppendID(b.AvailableBuffer(), relay.TypeSet, r.ID)) }
		case "SetEdge.node":
			if pl.set == nil { // one node field (merged by response key); an alias twice: gqlgen
				if pl.set = p.compileSet(f.Selections); pl.set != nil {
					return pl.set.write
				}
			}
		}
		return nil
	}
}

// tallyCounts are VoteTally's integer fields.
var tallyCounts = map[string]func(*lineup.Tally) int{
	"mustGo":     func(t *lineup.Tally) int { return t.MustGo },
	"interested": func(t *lineup.Tally) int { return t.Interested },
	"wontGo":     func(t *lineup.Tally) int { return t.WontGo },
	"total":      (*lineup.Tally).Total,
	"netScore":   (*lineup.Tally).NetScore,
	"popularity": (*lineup.Tally).Popularity,
}

// tally writes a VoteTally field f of a row: the tally of picks.
func (p *fastWriter) tally(f graphql.CollectedField, of func(*row) *lineup.Tally) func(*bytes.Buffer, *row) {
	return compile(p, f.Selections, voteTallyImplementors, func(_ string, g graphql.CollectedField) func(*bytes.Buffer, *row) {
		if n := tallyCounts[g.Name]; n != nil {
			return func(b *bytes.Buffer, r *row) { b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(n(of(r))), 10)) }
		} else if g.Name == "average" {
			return func(b *bytes.Buffer, r *row) {
				_ = graphql.MarshalFloatContext(of(r).Average()).MarshalGQLContext(context.Background(), b)
			}
		}
		return nil
	})
}

// setPlan writes a set: runs of its card's fields (cards.Card) are bytes kept with the card's
// cache entry, written by gqlgen's generated marshaller on a miss (parts), and the request's own
// fields (cards.PerRequest: tally, myVote) are written between them.
type setPlan struct {
	key     string             // the card fields' shape, with the request's fields as marks
	runs    []ast.SelectionSet // the card's fields between the request's: one more than dynamic
	dynamic []op
	tally   bool // a tally among the dynamic fields
}

// compileSet returns the plan of a selection of Set, nil when the fast path cannot write it.
func (p *fastWriter) compileSet(sel ast.SelectionSet) *setPlan {
	pl := &setPlan{runs: make([]ast.SelectionSet, 1)}
	var key strings.Builder
	for i, f := range graphql.CollectFields(p.op, sel, setImplementors) {
		if cards.KindOf("Set."+f.Name) != cards.PerRequest {
			if !p.cardShape(&key, "Set", f) {
				return nil
			}
			pl.runs[len(pl.runs)-1] = append(pl.runs[len(pl.runs)-1], fieldCopy(f))
			continue
		}
		w := p.rowField(nil)("Set", f)
		if w == nil {
			return nil
		}
		pl.tally = pl.tally || f.Name == "tally"
		pl.dynamic = append(pl.dynamic, op{keyPrefix(i, f.Alias), w})
		pl.runs = append(pl.runs, nil)
		key.WriteString("| ")
	}
	pl.key = key.String()
	return pl
}

// writeVote writes r's vote as its enum's MarshalGQL does (its name, quoted), null for none.
func writeVote(b *bytes.Buffer, r *row) {
	if r.MyVote == nil || voteType(*r.MyVote) == nil {
		b.WriteString("null")
	} else {
		quote(b, string(*voteType(*r.MyVote)))
	}
}

// cardShape writes the shape of the card field f of obj into key (aliases, names and
// sub-selections: what its bytes depend on); false when f or a field under it is not a card
// field (cards.Fields).
func (p *fastWriter) cardShape(key *strings.Builder, obj string, f graphql.CollectedField) bool {
	if cards.KindOf(obj+"."+f.Name) != cards.Card {
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
			if !p.cardShape(key, typ, g) {
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
	out := make([][]byte, len(pl.runs))
	for i, sel := range pl.runs {
		var b bytes.Buffer
		if i == 0 {
			b.WriteByte('{')
		}
		if len(sel) > 0 {
			m := p.ec._Set(ctx, sel, obj)
			if m == graphql.Null {
				return nil, errCardBytes
			}
			inline(&b, m, i > 0) // after a request's field
		}
		if i == len(pl.runs)-1 {
			b.WriteByte('}')
		}
		out[i] = b.Bytes()
	}
	if len(graphql.GetErrors(ctx)) > 0 {
		return nil, errCardBytes
	}
	return out, nil
}

// write writes r's set: its card's parts, and the request's fields between them.
func (pl *setPlan) write(b *bytes.Buffer, r *row) {
	parts, err := r.entry.Parts(pl.key, r.build)
	if err != nil {
		r.p.failed = true
		return
	}
	for i, part := range parts {
		if i > 0 {
			op := pl.dynamic[i-1]
			b.WriteString(op.prefix)
			op.write(b, r)
		}
		b.Write(part)
	}
}

// inline writes m's object without its braces, its fields going on in b's object, after a comma
// when comma and it has fields.
func inline(b *bytes.Buffer, m graphql.Marshaler, comma bool) {
	at := b.Len()
	m.MarshalGQL(b)
	all := b.Bytes()
	if comma && len(all)-at > 2 {
		all[at] = ','
		b.Truncate(len(all) - 1)
		return
	}
	copy(all[at:], all[at+1:len(all)-1])
	b.Truncate(len(all) - 2)
}

// fieldCopy is a copy of f's field with every selection of its response key, its directives
// applied.
func fieldCopy(f graphql.CollectedField) *ast.Field {
	c := *f.Field
	c.SelectionSet, c.Directives = f.Selections, nil
	return &c
}

// keyPrefix is the i-th key of an object with its colon (and the comma before it).
func keyPrefix(i int, alias string) string {
	return strings.Repeat(",", min(i, 1)) + `"` + alias + `":`
}

// quote writes s quoted: a GraphQL name, an enum value or a cursor (base64), which need no
// escapes.
func quote(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	b.WriteString(s)
	b.WriteByte('"')
}
