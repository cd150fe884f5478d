package web

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// A next message written from the response's bytes (with its extensions, as a mutation's cost)
// says what encoding the whole message says.
func TestNextFrameCarriesDataAndExtensions(t *testing.T) {
	for _, resp := range []*graphql.Response{
		{Data: json.RawMessage(`{"shareLocation":{"updatedAt":"2026-07-01T12:00:00Z"}}`), Extensions: map[string]any{"cost": map[string]any{"requested": 3, "limit": 5000}}},
		{Data: json.RawMessage(`{"a":[1,2,"x\"y"]}`)},
		{Data: nil, Extensions: map[string]any{"k": "v"}},
		{Data: json.RawMessage(`{"a":null}`), Errors: gqlerror.List{{Message: "no", Path: ast.Path{ast.PathName("a")}}}},
	} {
		got, err := appendNextFrame(nil, "op-1", resp)
		if err != nil {
			t.Fatal(err)
		}
		payload, _ := json.Marshal(resp)
		whole, _ := json.Marshal(message{ID: "op-1", Type: "next", Payload: payload})
		var a, b any
		if err := json.Unmarshal(framePayload(t, got), &a); err != nil {
			t.Fatalf("%s: %v", framePayload(t, got), err)
		}
		if err := json.Unmarshal(whole, &b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("frame says %s\nwant       %s", framePayload(t, got), whole)
		}
	}
}

// framePayload is an unmasked text frame's payload.
func framePayload(t *testing.T, f []byte) []byte {
	t.Helper()
	if len(f) < 2 || f[0] != 0x81 {
		t.Fatalf("not a final text frame: % x", f[:min(len(f), 4)])
	}
	switch n := f[1] & 0x7f; {
	case n < 126:
		return f[2:]
	case n == 126:
		return f[4:]
	default:
		return f[10:]
	}
}
