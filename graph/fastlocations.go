package graph

import (
	"bytes"
	"context"
	"io"
	"math"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/model"
)

// The crew's live locations (memberLocationsChanged, issue 35) written by hand. gqlgen marshals
// each of a group's locations in a goroutine of its own, with a field context per field: most
// of a location update's allocations and a good part of its CPU. For a selection made of
// MemberLocation's own fields (with any aliases, fragments, @skip and @include), each event's
// list is written straight into the response; gqlgen still runs the subscription (arguments,
// the resolver, errors), and answers any other selection whole. FAST_PAGES=off turns this off
// with the rest of the fast path. TestFastLocationsMatchGqlgen compares the two writers.

// locField is one selected field of a MemberLocation (or, in sub, of its position or at).
type locField struct {
	alias, name string
	sub         []locField
}

// locationsPlan reads the selection under memberLocationsChanged; false when it selects
// anything the writer does not know.
func locationsPlan(op *graphql.OperationContext, sel ast.SelectionSet) ([]locField, bool) {
	var out []locField
	for _, f := range graphql.CollectFields(op, sel, memberLocationImplementors) {
		lf := locField{alias: f.Alias, name: f.Name}
		switch f.Name {
		case "__typename", "name", "isViewer", "accuracyMeters", "approximate", "updatedAt", "expiresAt":
		case "position", "at":
			implementors, a, b := stagePositionImplementors, "x", "y"
			if f.Name == "at" {
				implementors, a, b = geoPointImplementors, "latitude", "longitude"
			}
			for _, g := range graphql.CollectFields(op, f.Selections, implementors) {
				if g.Name != "__typename" && g.Name != a && g.Name != b {
					return nil, false
				}
				lf.sub = append(lf.sub, locField{alias: g.Alias, name: g.Name})
			}
		default:
			return nil, false
		}
		out = append(out, lf)
	}
	return out, true
}

// execLocations runs a memberLocationsChanged subscription as gqlgen's generated Exec does,
// with the hand-written list; nil when the operation is not one it can answer.
func (f *FastPages) execLocations(ctx context.Context, op *graphql.OperationContext) graphql.ResponseHandler {
	fields := graphql.CollectFields(op, op.Operation.SelectionSet, subscriptionImplementors)
	if len(fields) != 1 || fields[0].Name != "memberLocationsChanged" {
		return nil
	}
	plan, ok := locationsPlan(op, fields[0].Selections)
	if !ok {
		return nil
	}
	lastSize := 0 // the length of the subscription's last list: the next one's allocation
	ec := newExecutionContext(op, f.es, nil)
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Subscription"})
	next := graphql.ResolveFieldStream(ctx, op, fields[0], ec.fieldContext_Subscription_memberLocationsChanged,
		func(ctx context.Context) (any, error) {
			fc := graphql.GetFieldContext(ctx)
			return ec.Resolvers.Subscription().MemberLocationsChanged(ctx, fc.Args["groupId"].(string), fc.Args["editionId"].(string))
		},
		nil,
		func(ctx context.Context, sel ast.SelectionSet, v []*model.MemberLocation) graphql.Marshaler {
			size := lastSize + lastSize/8 // the group's last list, and room to grow
			if lastSize == 0 {
				size = locationsSize(plan, len(v))
			}
			b, ok := appendLocations(make([]byte, 0, size), plan, v)
			lastSize = len(b)
			if !ok {
				return ec.marshalNMemberLocation2ᚕᚖfestivalᚋgraphᚋmodelᚐMemberLocationᚄ(ctx, sel, v)
			}
			return graphql.WriterFunc(func(w io.Writer) { _, _ = w.Write(b) })
		},
		true, true)
	var buf bytes.Buffer
	return func(ctx context.Context) *graphql.Response {
		buf.Reset()
		data := next(ctx)
		if data == nil {
			return nil
		}
		data.MarshalGQL(&buf)
		return &graphql.Response{Data: buf.Bytes()}
	}
}

// locationsSize is about what n locations take written with plan, for a subscription's first
// list (one allocation, not the doublings of a growing slice; later lists take the last one's
// size).
func locationsSize(plan []locField, n int) int {
	per := 2
	for _, f := range plan {
		per += len(f.alias) + 40
		for _, g := range f.sub {
			per += len(g.alias) + 28
		}
	}
	return 2 + n*per
}

// appendLocations appends the list as gqlgen writes it; false for a value gqlgen would refuse
// (a float that is not finite, a zero time: it nulls the list with an error), left to gqlgen.
func appendLocations(b []byte, plan []locField, list []*model.MemberLocation) ([]byte, bool) {
	b = append(b, '[')
	for i, l := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		for j, f := range plan {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(append(append(b, '"'), f.alias...), '"', ':')
			ok := true
			switch f.name {
			case "__typename":
				b = append(b, `"MemberLocation"`...)
			case "name":
				b = appendString(b, l.Name)
			case "isViewer":
				b = strconv.AppendBool(b, l.IsViewer())
			case "accuracyMeters":
				b, ok = appendFloat(b, l.AccuracyMeters)
			case "approximate":
				b = strconv.AppendBool(b, l.Approximate())
			case "updatedAt":
				b, ok = appendTime(b, l.UpdatedAt)
			case "expiresAt":
				b, ok = appendTime(b, l.ExpiresAt)
			case "position":
				if p := l.Position(); p == nil {
					b = append(b, "null"...)
				} else {
					b, ok = appendPoint(b, f.sub, "StagePosition", p.X, p.Y)
				}
			case "at":
				b, ok = appendPoint(b, f.sub, "GeoPoint", l.Latitude, l.Longitude)
			}
			if !ok {
				return b, false
			}
		}
		b = append(b, '}')
	}
	return append(b, ']'), true
}

// appendPoint writes a StagePosition (x, y) or a GeoPoint (latitude, longitude): the two floats
// in the schema's order of the pair.
func appendPoint(b []byte, sel []locField, typename string, first, second float64) ([]byte, bool) {
	b = append(b, '{')
	ok := true
	for i, f := range sel {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(append(b, '"'), f.alias...), '"', ':')
		switch f.name {
		case "__typename":
			b = append(append(append(b, '"'), typename...), '"')
		case "x", "latitude":
			b, ok = appendFloat(b, first)
		default:
			b, ok = appendFloat(b, second)
		}
		if !ok {
			return b, false
		}
	}
	return append(b, '}'), true
}

// appendFloat writes f as gqlgen's Float does (%g).
func appendFloat(b []byte, f float64) ([]byte, bool) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return b, false
	}
	return strconv.AppendFloat(b, f, 'g', -1, 64), true
}

// appendString writes s as gqlgen's String does (its escapes, byte for byte).
func appendString(b []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	start := 0
	b = append(b, '"')
	for i, c := range s {
		if c < 0x20 || c == '\\' || c == '"' {
			b = append(b, s[start:i]...)
			switch c {
			case '\t':
				b = append(b, `\t`...)
			case '\r':
				b = append(b, `\r`...)
			case '\n':
				b = append(b, `\n`...)
			case '\\':
				b = append(b, `\\`...)
			case '"':
				b = append(b, `\"`...)
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			start = i + 1
		}
	}
	return append(append(b, s[start:]...), '"')
}

// appendTime writes t as gqlgen's Time does (RFC 3339 with nanoseconds, quoted); false for the
// zero time, which gqlgen writes as null (an error in a non-null field).
func appendTime(b []byte, t time.Time) ([]byte, bool) {
	if t.IsZero() {
		return b, false
	}
	return strconv.AppendQuote(b, t.Format(time.RFC3339Nano)), true
}
