package live

import (
	"testing"

	"github.com/google/uuid"
)

// A vote's payload carries the votes kind (no content change: cached set cards stay); any
// other payload is a content change; a payload without two ids is refused.
func TestParsePayloadVotesKind(t *testing.T) {
	e, s := uuid.New(), uuid.New()
	for _, tc := range []struct {
		payload     string
		content, ok bool
	}{
		{e.String() + " " + s.String(), true, true},
		{e.String() + " " + s.String() + " votes", false, true},
		{e.String() + " " + s.String() + " other", true, true},
		{e.String(), false, false},
		{e.String() + " nope", false, false},
	} {
		ge, gs, content, ok := parsePayload(tc.payload)
		if ok != tc.ok || (ok && (content != tc.content || ge != e || gs != s)) {
			t.Errorf("%q: %v %v %v %v", tc.payload, ge, gs, content, ok)
		}
	}
}
