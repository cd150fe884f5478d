package app

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"testing"
)

// uncachedEnv turns the 1 s response cache off, so that every request runs its SQL.
var uncachedEnv = map[string]string{"RESPONSE_CACHE_TTL": "0"}

// BenchmarkSetsPageUncached is BenchmarkSetsPage with the response cache off.
func BenchmarkSetsPageUncached(b *testing.B) {
	h := benchServer(b, "benchu", 600, uncachedEnv)
	body, _ := json.Marshal(map[string]any{"query": setsQuery, "variables": map[string]any{"f": "benchu"}})
	benchPosts(b, h, body, false, func(rec *httptest.ResponseRecorder) bool {
		return !bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`))
	})
}

// BenchmarkSPASetsPageUncached is BenchmarkSPASetsPage with the response cache off.
func BenchmarkSPASetsPageUncached(b *testing.B) {
	h := benchServer(b, "spau", 600, uncachedEnv)
	body, _ := json.Marshal(map[string]any{"query": spaOperation(&testing.T{}, "SetsRouteQuery"), "variables": map[string]any{
		"festivalSlug": "spau", "editionSlug": "e", "first": 30, "sort": "POPULARITY_DESC", "filter": nil}})
	benchPosts(b, h, body, true, func(rec *httptest.ResponseRecorder) bool {
		return rec.Header().Get("Content-Encoding") == "gzip"
	})
}
