package bench

import "testing"

func TestEventSetID(t *testing.T) {
	for msg, want := range map[string]string{
		`{"id":"1","type":"next","payload":{"data":{"setTallies":{"set":{"id":"U2V0OjE","tally":{"total":1}},"card":null}}}}`:    "U2V0OjE",
		`{"id":"1","type":"next","payload":{"data":{"setTallies":{"set":{"id":"U2V0OjI"},"card":{"id":"U2V0OjI","name":"x"}}}}}`: "U2V0OjI",
		`{"id":"1","type":"next","payload":{"data":{"setUpdated":{"id":"U2V0OjM","name":"y"}}}}`:                                 "U2V0OjM",
		`{"id":"1","type":"next","payload":{"errors":[{"message":"x"}]}}`:                                                        "",
	} {
		if got := string(eventSetID([]byte(msg))); got != want {
			t.Errorf("%s: %q, want %q", msg, got, want)
		}
	}
}
