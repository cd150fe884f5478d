package live

import (
	"testing"

	"github.com/google/uuid"
)

// A vote's payload carries the tally mark; other changes and malformed marks do not pass as one.
func TestParsePayloadTallyMark(t *testing.T) {
	e, s := uuid.New(), uuid.New()
	for _, tc := range []struct {
		payload   string
		tally, ok bool
	}{
		{e.String() + " " + s.String(), false, true},
		{e.String() + " " + s.String() + " tally", true, true},
		{e.String() + " " + s.String() + " other", false, false},
		{e.String(), false, false},
	} {
		ge, gs, tally, ok := parsePayload(tc.payload)
		if ok != tc.ok || tally != tc.tally || (ok && (ge != e || gs != s)) {
			t.Errorf("%q: %v %v %v %v", tc.payload, ge, gs, tally, ok)
		}
	}
}
