package web

import (
	"encoding/json"
	"strconv"
	"sync"
	"testing"
)

// A finished function's goroutine waits for the next one instead of ending, and the pool keeps
// no more idle goroutines than its bound after a burst.
func TestWorkerPoolKeepsGoroutines(t *testing.T) {
	var p workerPool
	done := make(chan struct{})
	p.run(func() { done <- struct{}{} })
	<-done
	waitFor(t, "the goroutine waits in the pool", func() (bool, string) {
		return p.idleWorkers() == 1, strconv.Itoa(p.idleWorkers()) + " idle"
	})
	p.run(func() { done <- struct{}{} })
	<-done
	waitFor(t, "the same goroutine waits again", func() (bool, string) {
		return p.idleWorkers() == 1, strconv.Itoa(p.idleWorkers()) + " idle"
	})

	release := make(chan struct{})
	var wg sync.WaitGroup
	const burst = maxIdleWorkers + 40
	wg.Add(burst)
	for range burst {
		p.run(func() { wg.Done(); <-release })
	}
	wg.Wait() // all run at once: the pool made new goroutines when none was idle
	if n := p.idleWorkers(); n != 0 {
		t.Fatalf("%d idle while all are busy", n)
	}
	close(release)
	waitFor(t, "the burst's goroutines finish", func() (bool, string) {
		return p.idleWorkers() == maxIdleWorkers, strconv.Itoa(p.idleWorkers()) + " idle"
	})
}

// A subscribe payload decodes as gqlgen's transports decode it: numbers as json.Number in the
// variables and extensions, null or absent maps as nil; a payload that is not an object of
// that shape is an error.
func TestDecodeParams(t *testing.T) {
	p, err := decodeParams(json.RawMessage(`{"query":"mutation M($x: Float!) { a(x: $x) }\n","operationName":"M",` +
		`"variables":{"x":52.123456789012345678,"n":{"k":[1,2]}},"extensions":{"persistedQuery":{"version":1}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if p.Query != "mutation M($x: Float!) { a(x: $x) }\n" || p.OperationName != "M" {
		t.Fatalf("query %q, operation %q", p.Query, p.OperationName)
	}
	if x, ok := p.Variables["x"].(json.Number); !ok || x.String() != "52.123456789012345678" {
		t.Fatalf("x = %#v, want the json.Number as sent", p.Variables["x"])
	}
	if k := p.Variables["n"].(map[string]any)["k"].([]any); k[1] != json.Number("2") {
		t.Fatalf("nested number %#v", k[1])
	}
	if v := p.Extensions["persistedQuery"].(map[string]any)["version"]; v != json.Number("1") {
		t.Fatalf("extension number %#v", v)
	}
	for _, ok := range []string{`{"query":"{ a }"}`, `{"query":"{ a }","variables":null,"extensions":null}`, `null`} {
		p, err := decodeParams(json.RawMessage(ok))
		if err != nil || p.Variables != nil || p.Extensions != nil {
			t.Fatalf("%s: %v, variables %v, extensions %v", ok, err, p.Variables, p.Extensions)
		}
	}
	for _, bad := range []string{``, `[]`, `"q"`, `{"query":5}`, `{"query":"{ a }","variables":[1]}`, `{"query":"{ a }","variables":"x"}`, `{"extensions":3}`} {
		if _, err := decodeParams(json.RawMessage(bad)); err == nil {
			t.Fatalf("%s: decoded", bad)
		}
	}
}
