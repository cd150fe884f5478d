package relay_test

import (
	"strings"
	"testing"

	"github.com/google/uuid"

	"festival/graph/relay"
)

// FuzzParseID: any string decodes without panicking; what decodes re-encodes to an id that
// decodes to the same type and key, and only a well-formed id of the asked type passes ParseIDOf.
func FuzzParseID(f *testing.F) {
	for _, seed := range []string{
		relay.ID(relay.TypeSet, uuid.MustParse("00000000-0000-4000-8000-000000000001")),
		relay.ID(relay.TypeFestival, uuid.Nil), "", "=", "U2V0", "U2V0Og", "OjAwMDA", "Set:00000000-0000-4000-8000-000000000001",
		"U2V0OjAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMQ==", strings.Repeat("A", 1000),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, global string) {
		typ, id, ok := relay.ParseID(global)
		if !ok {
			if typ != "" || id != uuid.Nil {
				t.Fatalf("a refused id returned %q %s", typ, id)
			}
			if _, ok := relay.ParseIDOf(relay.TypeSet, global); ok {
				t.Fatal("ParseIDOf accepted what ParseID refused")
			}
			return
		}
		if typ == "" {
			t.Fatal("an id without a type passed")
		}
		t2, id2, ok2 := relay.ParseID(relay.ID(typ, id))
		if !ok2 || t2 != typ || id2 != id {
			t.Fatalf("round trip of %q: %q %s %v", global, t2, id2, ok2)
		}
		if got, ok := relay.ParseIDOf(typ+"x", global); ok || got != uuid.Nil {
			t.Fatal("ParseIDOf accepted another type")
		}
	})
}

// FuzzCursor: any cursor is refused or read without panicking; an offset cursor gives an
// offset in range or BAD_USER_INPUT, and our own cursors read back what they hold.
func FuzzCursor(f *testing.F) {
	for _, seed := range []string{relay.EncodeCursor(0), relay.EncodeCursor(99), relay.EncodeCursor(-1), relay.EncodeCursor(1e12),
		relay.EncodeCursor(map[string]any{"n": "x"}), "", "bnVsbA", "IjEi", "e30", strings.Repeat("9", 600), "MTAwMDAwMA"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, cursor string) {
		var key struct {
			Name string
			ID   uuid.UUID
		}
		_ = relay.DecodeCursor(cursor, &key)
		first := 10
		n, offset, err := relay.Offset(&first, &cursor)
		if err != nil {
			if !strings.Contains(err.Error(), relay.MsgBadCursor) {
				t.Fatalf("%q: %v", cursor, err)
			}
			return
		}
		if n != 10 || offset < 0 || offset > relay.MaxOffset {
			t.Fatalf("%q: first %d offset %d", cursor, n, offset)
		}
		if cursor != "" {
			var at int
			if !relay.DecodeCursor(relay.EncodeCursor(offset-1), &at) || at != offset-1 {
				t.Fatalf("offset cursor %d does not round-trip", offset-1)
			}
		}
	})
}
