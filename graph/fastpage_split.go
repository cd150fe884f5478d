package graph

import (
	"bytes"
	"context"
	"encoding/json"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// A query may be answered in part: the fields the fast path writes are written by it, and the
// others (serverTime at the root, an edition's savedPlan, calendar fields, ...) are left as gaps
// that gqlgen fills. Gaps are allowed in single objects only (the root, festival(slug), its
// edition(slug)), never inside a list. gqlgen executes a copy of the operation whose selection
// holds only the gaps' fields, under copies of their ancestors (same arguments); the values of
// its data are copied, as bytes, into the gaps, so the answer keeps the operation's field order.

// gap is a field left to gqlgen: its value goes at offset in the fast path's bytes; path is its
// ancestors' fields from the root (empty for a root field).
type gap struct {
	offset int
	path   []*ast.Field
	field  graphql.CollectedField
}

// leave records the field f under path (whose key is written) as a gap.
func (p *fastWriter) leave(path []*ast.Field, f graphql.CollectedField) {
	p.gaps = append(p.gaps, gap{offset: p.b.Len(), path: path, field: f})
}

// selection is the gap's field under copies of its ancestors.
func (g gap) selection() ast.Selection {
	f := *g.field.Field
	f.SelectionSet = g.field.Selections // every selection of the response key, merged
	sel := ast.Selection(&f)
	for i := len(g.path) - 1; i >= 0; i-- {
		a := *g.path[i]
		a.SelectionSet = ast.SelectionSet{sel} // gqlgen merges the copies of one response key
		sel = &a
	}
	return sel
}

// gqlgenPart runs the gaps' root fields through gqlgen, with their own response context, and
// returns the answer with the gaps filled and gqlgen's errors (paths unchanged: the fields are
// at the root in both). ok is false when gqlgen's data is not an object holding every gap's key
// (a non-null field's error nulls the whole data): the caller then runs the whole operation
// through gqlgen, and this part's errors are dropped with it.
func (p *fastWriter) gqlgenPart(ctx context.Context) (data []byte, errs gqlerror.List, ok bool) {
	sel := make(ast.SelectionSet, len(p.gaps))
	for i, g := range p.gaps {
		sel[i] = g.selection()
	}
	opDef := *p.op.Operation
	opDef.SelectionSet = sel
	op := &graphql.OperationContext{
		RawQuery: p.op.RawQuery, Variables: p.op.Variables, OperationName: p.op.OperationName,
		Doc: p.op.Doc, Extensions: p.op.Extensions, Headers: p.op.Headers, Operation: &opDef,
		DisableIntrospection: p.op.DisableIntrospection, RecoverFunc: p.op.RecoverFunc,
		ResolverMiddleware: p.op.ResolverMiddleware, RootResolverMiddleware: p.op.RootResolverMiddleware,
		Stats: p.op.Stats,
	}
	ctx = graphql.WithFreshResponseContext(graphql.WithOperationContext(ctx, op))
	resp := p.f.ExecutableSchema.Exec(ctx)(ctx)
	if resp == nil || resp.HasNext != nil || resp.Label != "" || resp.Path != nil {
		return nil, nil, false // not one whole answer (the schema has no @defer; still)
	}
	errs = append(resp.Errors, graphql.GetErrors(ctx)...)
	objects := map[string]map[string]json.RawMessage{}
	fast := p.b.Bytes()
	size := len(fast)
	raw := make([]json.RawMessage, len(p.gaps))
	for i, g := range p.gaps {
		if raw[i], ok = valueAt(objects, resp.Data, g); !ok {
			return nil, nil, false
		}
		size += len(raw[i])
	}
	out := make([]byte, 0, size)
	at := 0
	for i, g := range p.gaps {
		out = append(out, fast[at:g.offset]...)
		out = append(out, raw[i]...)
		at = g.offset
	}
	return append(out, fast[at:]...), errs, true
}

// valueAt finds the gap's value in data; objects keeps the objects read, by path. false when an
// ancestor is not an object (null: an error's null reached it) or a key is missing.
func valueAt(objects map[string]map[string]json.RawMessage, data []byte, g gap) (json.RawMessage, bool) {
	key := ""
	cur := json.RawMessage(data)
	for i := 0; i <= len(g.path); i++ {
		values, seen := objects[key]
		if !seen {
			var ok bool
			if values, ok = objectValues(cur); !ok {
				return nil, false
			}
			objects[key] = values
		}
		name := g.field.Alias
		if i < len(g.path) {
			name = g.path[i].Alias
		}
		v, ok := values[name]
		if !ok {
			return nil, false
		}
		key += "." + name
		cur = v
	}
	return cur, true
}

// objectValues reads a data object's values by response key, as the bytes gqlgen wrote (a
// json.Decoder token walk; each value is taken whole as a json.RawMessage, not re-encoded).
func objectValues(data []byte) (map[string]json.RawMessage, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, false
	}
	out := map[string]json.RawMessage{}
	for dec.More() {
		t, err := dec.Token()
		key, isKey := t.(string)
		if err != nil || !isKey {
			return nil, false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, false
		}
		out[key] = v
	}
	if t, err := dec.Token(); err != nil || t != json.Delim('}') {
		return nil, false
	}
	return out, true
}
