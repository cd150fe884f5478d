// Package cost measures a GraphQL operation before it runs: its cost (every list charged by its
// size), depth, number of field selections, aliases and root fields. It walks the operation's
// AST with the schema's type information (fragments, inline fragments and variables included),
// so there is one place that charges lists and a new list field cannot be free: a list field
// without a declared bound gets Config.DefaultBound.
//
// The model: a scalar or enum field costs 1; an object field costs 1 plus its children; a list
// field costs its bound times that. A connection (a field with a `first` argument returning a
// *Connection type) sizes its `edges` list by `first` (its value, its variable's value or
// default, the schema default, else Config.MaxPage). A field of an interface or union type costs
// the most expensive of its possible concrete types. Cyclic paths (Set.edition.festival.editions…)
// multiply through their list bounds and the depth limit.
package cost

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// Error codes of refusals (extensions.code).
const (
	CodeComplexity = "COMPLEXITY_LIMIT_EXCEEDED"
	CodeDepth      = "DEPTH_LIMIT_EXCEEDED"
	CodeFields     = "FIELD_LIMIT_EXCEEDED"
	CodeAliases    = "ALIAS_LIMIT_EXCEEDED"
	CodeRootFields = "ROOT_FIELD_LIMIT_EXCEEDED"
	// CodeListNotAllowed refuses a list or connection outside Limits.Lists (a subscription's
	// selection may not reach lists of other sets).
	CodeListNotAllowed = "LIST_NOT_ALLOWED"
)

// Saturation keeps arithmetic from overflowing: every figure is capped here.
const Saturation = int64(1) << 40

// Config says how lists are sized.
type Config struct {
	// Bounds are the declared upper sizes of unpaged lists, keyed "Type.field".
	Bounds map[string]int
	// SizedBy names, per "Type.field", a list argument whose length sizes the result (e.g.
	// Query.nodes by ids); Bounds still caps it.
	SizedBy map[string]string
	// DefaultBound sizes every list field missing from Bounds.
	DefaultBound int
	// MaxPage is the page size assumed when a connection's `first` is unknown.
	MaxPage int
	// Work declares, per "Type.field", computation a field does beyond its selection (a plan
	// over a whole edition): charged to Result.Work, times the lists it sits in.
	Work map[string]Work
}

// Work is a field's computation in units of Limits.Work: Base, or WithArg when the argument Arg
// is given and not null (or a variable whose value is unknown).
type Work struct {
	Base, WithArg int64
	Arg           string
}

// Limits an operation must stay within; 0 means no limit. Introspection bounds the cost of
// the __schema and __type subtrees, which are answered from memory without database work and
// are charged separately from Cost.
type Limits struct {
	Cost, Depth, Fields, Aliases, RootFields, Introspection int
	// Work bounds Result.Work (Config.Work: computation beyond the selection).
	Work int
	// Lists, when set, are the only list and connection fields ("Type.field") the operation may
	// select; any other is refused with CodeListNotAllowed.
	Lists map[string]bool
	// Selectable, when set, are the only fields ("Type.field") the operation may select; any
	// other is refused with CodeFieldNotAllowed (checked after Lists).
	Selectable map[string]bool
}

// Result is what Measure found.
type Result struct {
	Cost, Depth, Fields, Aliases, RootFields int64
	// IntrospectionCost is the cost of the __schema and __type subtrees (not part of Cost).
	IntrospectionCost int64
	// Work is the computation of the fields Config.Work declares, times the lists they are in.
	Work int64
	// Touched holds the "Type.field" coordinates the operation selects (concrete types; the
	// declared type for fields selected on an interface without a concrete match).
	Touched map[string]bool
	// Lists holds the list fields and connection fields among Touched.
	Lists map[string]bool
}

// Bound returns the size charged for list field typ.field outside connections.
func (c Config) Bound(typ, field string) int {
	if b, ok := c.Bounds[typ+"."+field]; ok {
		return b
	}
	return c.DefaultBound
}

// Measure walks the operation named opName in doc (the only one when opName is empty).
// vars are the request's variables (coerced or raw JSON values). A missing operation
// measures as zero.
func Measure(schema *ast.Schema, doc *ast.QueryDocument, opName string, vars map[string]any, cfg Config) Result {
	res := Result{Touched: map[string]bool{}, Lists: map[string]bool{}}
	if schema == nil || doc == nil {
		return res
	}
	var op *ast.OperationDefinition
	if opName == "" && len(doc.Operations) == 1 {
		op = doc.Operations[0]
	} else {
		op = doc.Operations.ForName(opName)
	}
	if op == nil {
		return res
	}
	var root *ast.Definition
	switch op.Operation {
	case ast.Mutation:
		root = schema.Mutation
	case ast.Subscription:
		root = schema.Subscription
	default:
		root = schema.Query
	}
	if root == nil {
		return res
	}
	w := &walker{
		schema: schema, doc: doc, op: op, vars: vars, cfg: cfg, touched: res.Touched, lists: res.Lists,
		fieldMemo: map[fieldKey]part{}, fragMemo: map[fragKey]fragPart{}, active: map[string]bool{},
	}
	p, roots := w.selections(op.SelectionSet, root, 0, true)
	res.Cost, res.Depth, res.Fields, res.Aliases, res.RootFields, res.Work = p.cost, p.depth, p.fields, p.aliases, roots, p.work
	res.IntrospectionCost = w.introspection
	res.Cost = max(res.Cost-w.introspection, 0)
	return res
}

// Check returns the first limit r exceeds as a refusal with extensions.code, or nil. what
// names the operation kind in messages ("operation", "subscription").
func (r Result) Check(l Limits, what string) *gqlerror.Error {
	if l.Lists != nil {
		refused := make([]string, 0, len(r.Lists))
		for f := range r.Lists {
			if !l.Lists[f] {
				refused = append(refused, f)
			}
		}
		if len(refused) > 0 {
			sort.Strings(refused)
			allowed := make([]string, 0, len(l.Lists))
			for f := range l.Lists {
				allowed = append(allowed, f)
			}
			sort.Strings(allowed)
			err := gqlerror.Errorf("a %s may not select %s (lists it may select: %s)", what, strings.Join(refused, ", "), strings.Join(allowed, ", "))
			err.Extensions = map[string]any{"code": CodeListNotAllowed, "fields": refused}
			return err
		}
	}
	if l.Selectable != nil {
		if err := r.checkSelectable(l.Selectable, what); err != nil {
			return err
		}
	}
	type rule struct {
		got   int64
		limit int
		code  string
		msg   string
	}
	for _, c := range []rule{
		{r.RootFields, l.RootFields, CodeRootFields, "%s selects %d root fields, which exceeds the limit of %d"},
		{r.Aliases, l.Aliases, CodeAliases, "%s uses %d aliases, which exceeds the limit of %d"},
		{r.Fields, l.Fields, CodeFields, "%s selects %d fields, which exceeds the limit of %d"},
		{r.Depth, l.Depth, CodeDepth, "%s has depth %d, which exceeds the limit of %d"},
		{r.Cost, l.Cost, CodeComplexity, "%s has complexity %d, which exceeds the limit of %d"},
		{r.IntrospectionCost, l.Introspection, CodeComplexity, "%s has introspection complexity %d, which exceeds the limit of %d"},
		{r.Work, l.Work, CodeComplexity, "%s asks for plans over %d votes (sets × people), which exceeds the limit of %d per request"},
	} {
		if c.limit > 0 && c.got > int64(c.limit) {
			err := gqlerror.Errorf(c.msg, what, c.got, c.limit)
			err.Extensions = map[string]any{"code": c.code, "limit": c.limit, "value": c.got}
			return err
		}
	}
	return nil
}

type part struct{ cost, depth, fields, aliases, work int64 }

func (p part) add(q part) part {
	return part{sat(p.cost + q.cost), max(p.depth, q.depth), sat(p.fields + q.fields), sat(p.aliases + q.aliases), sat(p.work + q.work)}
}

func (p part) max(q part) part {
	return part{max(p.cost, q.cost), max(p.depth, q.depth), max(p.fields, q.fields), max(p.aliases, q.aliases), max(p.work, q.work)}
}

type fieldKey struct {
	f    *ast.Field
	typ  string
	page int64
}

type fragKey struct {
	name, typ string
	page      int64
	root      bool
}

// fragPart is a memoized fragment: its measure, root fields and introspection cost.
type fragPart struct {
	part
	roots, intro int64
}

type walker struct {
	schema    *ast.Schema
	doc       *ast.QueryDocument
	op        *ast.OperationDefinition
	vars      map[string]any
	cfg       Config
	touched   map[string]bool
	lists     map[string]bool
	fieldMemo map[fieldKey]part
	fragMemo  map[fragKey]fragPart
	active    map[string]bool // fragments being expanded (cycle guard for unvalidated input)
	// introspection sums the cost of root introspection fields (included in the root's cost).
	introspection int64
}

// selections measures set on the object type typ. page sizes the `edges` of a connection type.
// With root, it also counts the (expanded) fields of this level.
func (w *walker) selections(set ast.SelectionSet, typ *ast.Definition, page int64, root bool) (part, int64) {
	var p part
	var roots int64
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			q := w.field(s, typ, page)
			p = p.add(q)
			if root {
				roots++
				if s.Name == "__schema" || s.Name == "__type" {
					w.introspection = sat(w.introspection + q.cost)
				}
			}
		case *ast.InlineFragment:
			if s.TypeCondition != "" && !w.applies(s.TypeCondition, typ) {
				continue
			}
			q, r := w.selections(s.SelectionSet, typ, page, root)
			p = p.add(q)
			roots += r
		case *ast.FragmentSpread:
			def := s.Definition
			if def == nil {
				def = w.doc.Fragments.ForName(s.Name)
			}
			if def == nil || w.active[def.Name] || (def.TypeCondition != "" && !w.applies(def.TypeCondition, typ)) {
				continue
			}
			// Memoized, so fragments spreading others several times cost linear work.
			k := fragKey{def.Name, typ.Name, page, root}
			m, ok := w.fragMemo[k]
			if ok {
				w.introspection = sat(w.introspection + m.intro)
			} else {
				w.active[def.Name] = true
				before := w.introspection
				q, r := w.selections(def.SelectionSet, typ, page, root)
				delete(w.active, def.Name)
				m = fragPart{q, r, w.introspection - before}
				w.fragMemo[k] = m
			}
			p = p.add(m.part)
			roots = sat(roots + m.roots)
		}
	}
	return p, sat(roots)
}

// applies reports whether a fragment on cond applies to objects of type typ.
func (w *walker) applies(cond string, typ *ast.Definition) bool {
	if cond == typ.Name {
		return true
	}
	c := w.schema.Types[cond]
	if c == nil {
		return false
	}
	if typ.IsAbstractType() {
		return true // measuring an abstract type without concrete types: be generous
	}
	if c.IsAbstractType() {
		for _, pt := range w.schema.GetPossibleTypes(c) {
			if pt.Name == typ.Name {
				return true
			}
		}
	}
	return false
}

func (w *walker) field(f *ast.Field, parent *ast.Definition, page int64) part {
	k := fieldKey{f, parent.Name, page}
	if p, ok := w.fieldMemo[k]; ok {
		return p
	}
	p := w.measureField(f, parent, page)
	w.fieldMemo[k] = p
	return p
}

func (w *walker) measureField(f *ast.Field, parent *ast.Definition, page int64) part {
	var alias int64
	if f.Alias != "" && f.Alias != f.Name {
		alias = 1
	}
	self := part{cost: 1, depth: 1, fields: 1, aliases: alias}
	if f.Name == "__typename" {
		return self
	}
	var def *ast.FieldDefinition
	if parent != nil {
		def = parent.Fields.ForName(f.Name)
	}
	if def == nil || def.Type == nil {
		return self // unknown field: the validator refuses it anyway
	}
	w.touched[parent.Name+"."+f.Name] = true
	if named := w.schema.Types[def.Type.Name()]; def.Type.Elem != nil || (named != nil && strings.HasSuffix(named.Name, "Connection")) {
		w.lists[parent.Name+"."+f.Name] = true
	}

	// How many elements: the product over the list levels of the type.
	mult := int64(1)
	level := 0
	for t := def.Type; t != nil && t.Elem != nil; t = t.Elem {
		var b int64
		if level == 0 {
			b = w.listBound(f, def, parent, page)
		} else {
			b = int64(w.cfg.DefaultBound)
		}
		mult = satMul(mult, max(b, 0))
		level++
	}

	var inner part
	if len(f.SelectionSet) > 0 {
		childPage := int64(0)
		named := w.schema.Types[def.Type.Name()]
		if named != nil && strings.HasSuffix(named.Name, "Connection") && def.Arguments.ForName("first") != nil {
			childPage = w.pageSize(f, def)
		}
		if named != nil {
			if named.IsAbstractType() {
				possible := w.schema.GetPossibleTypes(named)
				if len(possible) == 0 {
					inner, _ = w.selections(f.SelectionSet, named, childPage, false)
				}
				for _, pt := range possible {
					q, _ := w.selections(f.SelectionSet, pt, childPage, false)
					inner = inner.max(q)
				}
			} else {
				inner, _ = w.selections(f.SelectionSet, named, childPage, false)
			}
		}
	}
	return part{
		cost:    satMul(mult, sat(1+inner.cost)),
		depth:   sat(1 + inner.depth),
		fields:  sat(1 + inner.fields),
		aliases: sat(alias + inner.aliases),
		work:    satMul(max(mult, 1), sat(w.work(f, def, parent)+inner.work)),
	}
}

// work is the computation Config.Work declares for field f of parent (0 for none).
func (w *walker) work(f *ast.Field, def *ast.FieldDefinition, parent *ast.Definition) int64 {
	wk, ok := w.cfg.Work[parent.Name+"."+f.Name]
	if !ok {
		return 0
	}
	if wk.Arg == "" {
		return wk.Base
	}
	a := f.Arguments.ForName(wk.Arg)
	switch {
	case a == nil || a.Value == nil || a.Value.Kind == ast.NullValue:
		return wk.Base
	case a.Value.Kind == ast.Variable:
		v, present := w.vars[a.Value.Raw]
		if present && v == nil {
			return wk.Base
		}
		if !present {
			vd := a.Value.VariableDefinition
			if vd == nil && w.op != nil {
				vd = w.op.VariableDefinitions.ForName(a.Value.Raw)
			}
			if vd != nil && vd.DefaultValue != nil && vd.DefaultValue.Kind == ast.NullValue {
				return wk.Base
			}
		}
	}
	return wk.WithArg
}

// listBound sizes the outermost list level of field f of parent.
func (w *walker) listBound(f *ast.Field, def *ast.FieldDefinition, parent *ast.Definition, page int64) int64 {
	key := parent.Name + "." + f.Name
	if page > 0 && strings.HasSuffix(parent.Name, "Connection") && (f.Name == "edges" || f.Name == "nodes") {
		return page
	}
	bound := int64(w.cfg.Bound(parent.Name, f.Name))
	if arg, ok := w.cfg.SizedBy[key]; ok {
		if v, ok := w.argValue(f, def, arg); ok {
			if l, ok := v.([]any); ok && int64(len(l)) < bound {
				return int64(len(l))
			}
		}
	}
	return bound
}

// pageSize is the `first` of connection field f: its literal, its variable's value or the
// variable's default, else the argument's schema default, else MaxPage. Negative counts as 0.
func (w *walker) pageSize(f *ast.Field, def *ast.FieldDefinition) int64 {
	unknown := int64(max(w.cfg.MaxPage, 1))
	a := f.Arguments.ForName("first")
	var n int64
	var ok bool
	switch {
	case a == nil || a.Value == nil:
		d := def.Arguments.ForName("first")
		if d == nil || d.DefaultValue == nil {
			return unknown
		}
		v, err := d.DefaultValue.Value(nil)
		if err != nil {
			return unknown
		}
		n, ok = toInt(v)
	case a.Value.Kind == ast.Variable:
		v, present := w.vars[a.Value.Raw]
		if !present {
			vd := a.Value.VariableDefinition
			if vd == nil && w.op != nil {
				vd = w.op.VariableDefinitions.ForName(a.Value.Raw)
			}
			if vd != nil && vd.DefaultValue != nil {
				v, _ = vd.DefaultValue.Value(nil)
				present = true
			}
		}
		if !present {
			return unknown
		}
		if v == nil {
			// Explicit null: the resolver uses the schema default.
			if d := def.Arguments.ForName("first"); d != nil && d.DefaultValue != nil {
				v, _ = d.DefaultValue.Value(nil)
			}
		}
		n, ok = toInt(v)
	default:
		v, err := a.Value.Value(w.vars)
		if err != nil {
			return unknown
		}
		n, ok = toInt(v)
	}
	if !ok {
		return unknown
	}
	return max(n, 0)
}

func (w *walker) argValue(f *ast.Field, def *ast.FieldDefinition, name string) (any, bool) {
	a := f.Arguments.ForName(name)
	if a == nil || a.Value == nil {
		return nil, false
	}
	if a.Value.Kind == ast.Variable {
		v, ok := w.vars[a.Value.Raw]
		return v, ok
	}
	v, err := a.Value.Value(w.vars)
	return v, err == nil
}

func toInt(v any) (int64, bool) {
	switch n := v.(type) {
	case int64:
		return n, true
	case int:
		return int64(n), true
	case int32:
		return int64(n), true
	case float64:
		if math.IsNaN(n) || n > float64(Saturation) {
			return Saturation, true
		}
		return int64(n), true
	case json.Number:
		if i, err := n.Int64(); err == nil {
			return i, true
		}
		if fl, err := n.Float64(); err == nil && fl > 0 {
			return Saturation, true
		}
	case string:
		var i int64
		if _, err := fmt.Sscan(n, &i); err == nil {
			return i, true
		}
	}
	return 0, false
}

func sat(n int64) int64 {
	if n > Saturation || n < 0 {
		return Saturation
	}
	return n
}

func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a > Saturation/b {
		return Saturation
	}
	return a * b
}
