package app

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"festival/internal/testdb"
)

// The server gzips what a client that asks for it gets (here a sets page of GraphQL JSON), and
// sends it plain to one that does not.
func TestResponsesAreCompressedForClientsThatAsk(t *testing.T) {
	t.Parallel()
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t)})
	editionWithSets(t, openURL(t, s.dbURL).DB, "zip", 40)
	body, _ := json.Marshal(map[string]any{"query": setsQuery, "variables": map[string]any{"f": "zip"}})
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	for _, accept := range []string{"gzip, deflate, br", ""} {
		req, _ := http.NewRequest("POST", s.URL+"/graphql", strings.NewReader(string(body)))
		req.Header.Set("Content-Type", "application/json")
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var r io.Reader = resp.Body
		if accept != "" {
			if resp.Header.Get("Content-Encoding") != "gzip" {
				t.Fatalf("not compressed: %v", resp.Header)
			}
			if r, err = gzip.NewReader(resp.Body); err != nil {
				t.Fatal(err)
			}
		} else if resp.Header.Get("Content-Encoding") != "" {
			t.Fatalf("compressed for a client that did not ask: %v", resp.Header)
		}
		raw, err := io.ReadAll(r)
		resp.Body.Close()
		if err != nil || !strings.Contains(string(raw), `"totalCount":40`) {
			t.Fatalf("body %.200s (%v)", raw, err)
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
			t.Fatalf("no Vary: Accept-Encoding")
		}
	}
}
