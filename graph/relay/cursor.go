package relay

import (
	"encoding/base64"
	"encoding/json"
	"strconv"

	"festival/internal/apperr"
)

// MaxPageSize caps `first`/`last` on every connection; larger requests are refused before they run.
const MaxPageSize = 100

// EncodeCursor makes an opaque cursor from a keyset position.
func EncodeCursor(key any) string {
	b, _ := json.Marshal(key)
	return base64.RawURLEncoding.EncodeToString(b)
}

// AppendOffsetCursor appends EncodeCursor(at), a position cursor, quoted, without allocating.
func AppendOffsetCursor(dst []byte, at int) []byte {
	var digits [20]byte // an int's JSON
	dst = append(dst, '"')
	dst = base64.RawURLEncoding.AppendEncode(dst, strconv.AppendInt(digits[:0], int64(at), 10))
	return append(dst, '"')
}

// MaxCursorLength bounds a cursor; ours are far shorter.
const MaxCursorLength = 500

// MaxOffset bounds position cursors (offset lists); no list is anywhere near as long.
const MaxOffset = 1_000_000

// MsgBadCursor answers a cursor this list did not make.
const MsgBadCursor = "after is not a cursor of this list"

// BadCursor is the BAD_USER_INPUT error for a malformed or out-of-range cursor.
func BadCursor() error { return apperr.Invalid("after", MsgBadCursor) }

// DecodeCursor reads a cursor made by EncodeCursor into key. ok is false when it is malformed.
func DecodeCursor(cursor string, key any) bool {
	if len(cursor) > MaxCursorLength {
		return false
	}
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return false
	}
	return json.Unmarshal(b, key) == nil
}
