package app

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
)

// rawDataPOST is gqlgen's POST transport, except that a response's data is written as it is
// instead of going through json.Marshal, which scans (compacts and validates) every byte of a
// json.RawMessage again: for a timetable of 2,400 sets (700 KB) that scan cost as much as
// writing the answer. The data is gqlgen's or the fast path's, compact already; the bytes sent
// are the same as json.Marshal's (its HTML escapes are applied here).
type rawDataPOST struct{ transport.POST }

func (t rawDataPOST) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	rw := &dataWriter{ResponseWriter: w}
	t.POST.Do(rw, r, dataExecutor{GraphExecutor: exec, w: rw})
}

// dataPlaceholder stands for the data in what json.Marshal writes; the writer puts the data in
// its place. A JSON string with a random part, so no answer can hold it by chance.
var dataPlaceholder = func() json.RawMessage {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return json.RawMessage(`"festival-data-` + hex.EncodeToString(b) + `"`)
}()

// dataExecutor hands the operation's data to the writer and a placeholder to json.Marshal.
type dataExecutor struct {
	graphql.GraphExecutor
	w *dataWriter
}

func (e dataExecutor) DispatchOperation(ctx context.Context, op *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	h, ctx := e.GraphExecutor.DispatchOperation(ctx, op)
	return func(ctx context.Context) *graphql.Response {
		resp := h(ctx)
		if resp != nil && len(resp.Data) > 0 && e.w.data == nil {
			e.w.data, resp.Data = resp.Data, dataPlaceholder
		}
		return resp
	}, ctx
}

// dataWriter writes the data in the placeholder's place.
type dataWriter struct {
	http.ResponseWriter
	data []byte
}

func (w *dataWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *dataWriter) Write(b []byte) (int, error) {
	i := bytes.Index(b, dataPlaceholder)
	if w.data == nil || i < 0 {
		return w.ResponseWriter.Write(b)
	}
	data := w.data
	w.data = nil
	out := make([]byte, 0, len(b)+len(data)+64)
	out = append(out, b[:i]...)
	out = appendEscaped(out, data)
	out = append(out, b[i+len(dataPlaceholder):]...)
	if _, err := w.ResponseWriter.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}

// escaped are the bytes json.Marshal escapes in compact JSON: <, > and &, and 0xE2, the first
// byte of U+2028 and U+2029.
const escaped = "<>&\xe2"

// appendEscaped appends src with json.Marshal's escapes of compact JSON: <, > and & as \u00XX,
// U+2028 and U+2029 as \u202X (they occur only inside strings). The bytes between are found
// with bytes.IndexByte, each byte's next place kept until passed.
func appendEscaped(dst, src []byte) []byte {
	const hexDigits = "0123456789abcdef"
	var next [len(escaped)]int
	for k := range next {
		next[k] = -2 // not looked for yet
	}
	at := 0
	for {
		i := -1
		for k := range next {
			if next[k] == -2 || (next[k] >= 0 && next[k] < at) {
				next[k] = bytes.IndexByte(src[at:], escaped[k])
				if next[k] >= 0 {
					next[k] += at
				}
			}
			if next[k] >= 0 && (i < 0 || next[k] < i) {
				i = next[k]
			}
		}
		if i < 0 {
			return append(dst, src[at:]...)
		}
		dst = append(dst, src[at:i]...)
		c := src[i]
		switch {
		case c != 0xE2:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			at = i + 1
		case i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xA8:
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xF])
			at = i + 3
		default:
			dst = append(dst, c)
			at = i + 1
		}
	}
}
