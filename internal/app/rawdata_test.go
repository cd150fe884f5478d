package app

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// The data written in the placeholder's place gives the bytes json.Marshal gives.
func TestRawDataWritesWhatJSONMarshalWrites(t *testing.T) {
	for _, data := range []string{
		`{"a":"x"}`, `null`,
		`{"s":"<b> & </b>","t":"line\u2028sep\u2029end ✓ ü","n":[1,2.5,true,null],"o":{"k":"\"q\" \\ \n"}}`,
		`{"e":"` + "\xe2\x80\xa8\xe2\x80\xa9\xe2\x80" + `"}`,
		`{"m":"&&<<>>&","u":"` + "\xe2\x80\xa9a\xe2\x80\xa8\xe2\x80\x93<\xe2" + `","v":"plain"}`,
	} {
		resp := &graphql.Response{Errors: gqlerror.List{{Message: `bad <"data":1>`}}, Data: json.RawMessage(data),
			Extensions: map[string]any{"data": 0}}
		want, err := json.Marshal(resp)
		if err != nil {
			t.Fatal(err)
		}
		rec := httptest.NewRecorder()
		w := &dataWriter{ResponseWriter: rec, data: resp.Data}
		resp.Data = dataPlaceholder
		b, _ := json.Marshal(resp)
		if n, err := w.Write(b); err != nil || n != len(b) {
			t.Fatalf("write: %d %v", n, err)
		}
		if !bytes.Equal(rec.Body.Bytes(), want) {
			t.Fatalf("got  %s\nwant %s", rec.Body.Bytes(), want)
		}
	}
}
