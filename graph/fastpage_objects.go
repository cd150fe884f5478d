package graph

import (
	"bytes"
	"context"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/internal/lineup"
)

// fieldOp writes one field of an object of type T: its key (prefix) and its value.
type fieldOp[T any] struct {
	prefix string
	write  func(b *bytes.Buffer, x T)
}

// fieldFunc returns the writer of a field of T and, for an object field, the key of its
// selection; ok false for a field the fast path does not write.
type fieldFunc[T any] func(p *fastWriter, f graphql.CollectedField) (write func(*bytes.Buffer, T), key string, ok bool)

// compileObject compiles a selection on T into field writers, with a key naming the selection's
// shape (aliases, fields and sub-selections): objects of the same key marshal the same way.
func compileObject[T any](p *fastWriter, sel ast.SelectionSet, satisfies []string, field fieldFunc[T]) ([]fieldOp[T], string, bool) {
	fs, ok := p.fields(sel, satisfies)
	if !ok {
		return nil, "", false
	}
	ops := make([]fieldOp[T], 0, len(fs))
	var key strings.Builder
	for i, f := range fs {
		w, sub, ok := field(p, f)
		if !ok {
			return nil, "", false
		}
		ops = append(ops, fieldOp[T]{prefix: keyPrefix(i, f.Alias), write: w})
		key.WriteString(f.Alias)
		key.WriteByte(':')
		key.WriteString(f.Name)
		if sub != "" {
			key.WriteByte('{')
			key.WriteString(sub)
			key.WriteByte('}')
		}
		key.WriteByte(' ')
	}
	return ops, key.String(), true
}

func writeObject[T any](b *bytes.Buffer, ops []fieldOp[T], x T) {
	b.WriteByte('{')
	for _, op := range ops {
		b.WriteString(op.prefix)
		op.write(b, x)
	}
	b.WriteByte('}')
}

// keyPrefix is the i-th key of an object with its colon (and the comma before it). Aliases are
// GraphQL names, which need no escaping.
func keyPrefix(i int, alias string) string {
	if i > 0 {
		return `,"` + alias + `":`
	}
	return `"` + alias + `":`
}

const encodeHex = "0123456789ABCDEF"

// writeString writes s as gqlgen's graphql.MarshalString does (the same escapes), without its
// closure.
func writeString(b *bytes.Buffer, s string) bool {
	start := 0
	b.WriteByte('"')
	for i, c := range s {
		if c < 0x20 || c == '\\' || c == '"' {
			b.WriteString(s[start:i])
			switch c {
			case '\t':
				b.WriteString(`\t`)
			case '\r':
				b.WriteString(`\r`)
			case '\n':
				b.WriteString(`\n`)
			case '\\':
				b.WriteString(`\\`)
			case '"':
				b.WriteString(`\"`)
			default:
				b.WriteString(`\u00`)
				b.WriteByte(encodeHex[c>>4])
				b.WriteByte(encodeHex[c&0xf])
			}
			start = i + 1
		}
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
	return true
}

// writeInt writes n as graphql.MarshalInt does.
func writeInt(b *bytes.Buffer, n int) {
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(n), 10))
}

// writeBool writes v as graphql.MarshalBoolean does.
func writeBool(b *bytes.Buffer, v bool) {
	if v {
		b.WriteString("true")
	} else {
		b.WriteString("false")
	}
}

func typename[T any](name string) func(*bytes.Buffer, T) {
	return func(b *bytes.Buffer, _ T) { writeString(b, name) }
}

func tallyField(_ *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *lineup.Tally), string, bool) {
	var n func(t *lineup.Tally) int
	switch f.Name {
	case "__typename":
		return typename[*lineup.Tally]("VoteTally"), "", true
	case "mustGo":
		n = func(t *lineup.Tally) int { return t.MustGo }
	case "interested":
		n = func(t *lineup.Tally) int { return t.Interested }
	case "wontGo":
		n = func(t *lineup.Tally) int { return t.WontGo }
	case "total":
		n = func(t *lineup.Tally) int { return t.Total() }
	case "netScore":
		n = func(t *lineup.Tally) int { return t.NetScore() }
	case "popularity":
		n = func(t *lineup.Tally) int { return t.Popularity() }
	case "average":
		return func(b *bytes.Buffer, t *lineup.Tally) {
			_ = graphql.MarshalFloatContext(t.Average()).MarshalGQLContext(context.Background(), b)
		}, "", true
	default:
		return nil, "", false
	}
	return func(b *bytes.Buffer, t *lineup.Tally) { writeInt(b, n(t)) }, "", true
}
