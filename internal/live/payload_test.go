package live

import (
	"slices"
	"testing"

	"github.com/google/uuid"
)

// A vote's payload carries the votes kind (no content change: cached set cards stay); any
// other payload is a content change of one set or several (the triggers send up to 100 sets of
// an edition per message); a payload without an edition and a set id is refused.
func TestParsePayloadVotesKind(t *testing.T) {
	e, s, s2 := uuid.New(), uuid.New(), uuid.New()
	one, two := []uuid.UUID{s}, []uuid.UUID{s, s2}
	for _, tc := range []struct {
		payload     string
		sets        []uuid.UUID
		content, ok bool
	}{
		{e.String() + " " + s.String(), one, true, true},
		{e.String() + " " + s.String() + " votes", one, false, true},
		{e.String() + " " + s.String() + " other", one, true, true},
		{e.String() + " " + s.String() + " " + s2.String(), two, true, true},
		{e.String() + " " + s.String() + " " + s2.String() + " votes", two, false, true},
		{e.String(), nil, false, false},
		{e.String() + " votes", nil, false, false},
		{e.String() + " nope", nil, false, false},
		{e.String() + " nope " + s.String(), nil, false, false},
		{"nope " + s.String(), nil, false, false},
	} {
		ge, gs, content, ok := parsePayload(tc.payload)
		if ok != tc.ok || (ok && (content != tc.content || ge != e || !slices.Equal(gs, tc.sets))) {
			t.Errorf("%q: %v %v %v %v", tc.payload, ge, gs, content, ok)
		}
	}
}
