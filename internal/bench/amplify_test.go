package bench

import (
	"strings"
	"testing"
)

// make bench's subscription section shows the four setups side by side and the plans over
// HTTP, each with its refusal's code.
func TestSubscriptionTableShowsTheSetups(t *testing.T) {
	e := &Env{ampRefusal: map[string]string{
		"aliased": refusalCode(`{"id":"17","type":"next","payload":{"errors":[{"message":"too many","extensions":{"code":"SELECTION_LIMIT_EXCEEDED"}}],"data":null}}`),
		"plan":    refusalCode(`{"id":"3","type":"error","payload":[{"message":"no","extensions":{"code":"FIELD_NOT_ALLOWED_IN_SUBSCRIPTION"}}]}`),
	}}
	for _, run := range []float64{10, 12, 30} {
		e.F.Add("subs/identical/cpu", run)
		e.F.Add("subs/plan/cpu", run/10)
	}
	e.F.Add("subs/plan/accepted", 0)
	e.F.Add("subs/plan/sent", 2000)
	got := e.subscriptionTable()
	for _, want := range []string{
		"| 2,000 identical subscriptions (the SPA's card selection), one address: the baseline | – / – | – | – | 12.0 (10.0–30.0) |",
		"| 2,000 aliased selections (each its own), one address (issue 25) | – / – | SELECTION_LIMIT_EXCEEDED |",
		"| 2,000 aliased selections from 100 addresses, 20 each",
		"| 2,000 subscriptions selecting a plan in setUpdated, signed in (issue 34: 4.5 s per vote before) | 2000 (1 run) / 0 (1 run) | FIELD_NOT_ALLOWED_IN_SUBSCRIPTION | – | 1.2 (1.0–3.0) |",
		"| 13 aliased crew plans in one request over HTTP",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("table without %q:\n%s", want, got)
		}
	}
}
