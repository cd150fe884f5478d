package graph

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/google/uuid"

	"festival/graph/relay"
)

func TestWriteSetIDIsRelayID(t *testing.T) {
	for _, id := range []uuid.UUID{uuid.Nil, uuid.Max, uuid.New(), uuid.New(), uuid.MustParse("0a519ed9-4955-4b7d-8e1f-7e2fc78f0312")} {
		var b bytes.Buffer
		writeSetID(&b, id)
		if want := strconv.Quote(relay.ID(relay.TypeSet, id)); b.String() != want {
			t.Fatalf("%s: wrote %s, want %s", id, b.String(), want)
		}
	}
}
