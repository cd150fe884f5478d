package bench

import (
	"slices"
	"testing"
)

func TestEventSetIDs(t *testing.T) {
	for msg, want := range map[string][]string{
		`{"id":"1","type":"next","payload":{"data":{"setTallies":{"set":{"id":"U2V0OjE","tally":{"total":1}},"card":null}}}}`:    {"U2V0OjE"},
		`{"id":"1","type":"next","payload":{"data":{"setTallies":{"set":{"id":"U2V0OjI"},"card":{"id":"U2V0OjI","name":"x"}}}}}`: {"U2V0OjI"},
		`{"id":"1","type":"next","payload":{"data":{"setUpdated":{"id":"U2V0OjM","name":"y"}}}}`:                                 {"U2V0OjM"},
		`{"id":"1","type":"next","payload":{"errors":[{"message":"x"}]}}`:                                                        nil,
		`{"id":"1","type":"next","payload":{"data":{"editionTallies":{"changes":[{"set":{"id":"U2V0OjQ","tally":{"total":1}},"card":null},` +
			`{"set":{"id":"U2V0OjU","tally":{"total":2}},"card":{"id":"U2V0OjU","stage":{"id":"U3RhZ2U6MQ"}}}]}}}}`: {"U2V0OjQ", "U2V0OjU"},
	} {
		var got []string
		eachEventSetID([]byte(msg), func(id []byte) { got = append(got, string(id)) })
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", msg, got, want)
		}
	}
}
