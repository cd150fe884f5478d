package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"net/http"
	"net/http/httptest"
	"time"

	"festival/frontend"
)

// warmEditions bounds the editions a new instance warms: the latest published edition of each
// published festival, the active ones first.
const warmEditions = 10

// warmWait bounds how long WarmUp waits for the hub's listener.
const warmWait = 30 * time.Second

// warmSets are the variables of the sets route's first page before any filter:
// SETS_PAGE_SIZE and DEFAULT_SORT of frontend/src/lib/setFilters.ts
// (TestWarmUpAsksWhatTheSPAAsks fails when they part).
var warmSets = map[string]any{"first": 30, "sort": "POPULARITY_DESC", "filter": nil}

// WarmUp sends this instance's own handler, once its listener is up (the caches keep nothing
// before), the queries of a visitor's first page (the sets route: EditionLayoutRouteQuery and
// SetsRouteQuery, the SPA's own texts) for the editions visitors most likely open, as an
// anonymous visitor would. What those pages read is then kept: the festival, edition, stages
// and genres (internal/kept), the edition's set order and tallies (cards.Orders), its first
// page of cards with their bytes (cards.Cache), the parsed queries, and a connection of the
// request pool. Without it a new instance's first visitors wait for all of that (issue 38:
// 27 ms and 5 statements against about 1 ms and none). It returns the editions warmed.
func (s *Server) WarmUp(ctx context.Context) (int, error) {
	deadline := time.Now().Add(warmWait)
	for !s.Hub.Listening() {
		if time.Now().After(deadline) {
			return 0, errors.New("warm-up: the listener is not up")
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	rows, err := s.store.DB.QueryContext(ctx, `
		SELECT f.slug, e.slug FROM (
			SELECT DISTINCT ON (e.festival_id) e.festival_id, e.slug, e.is_active, e.start_date
			FROM festival_editions e
			WHERE e.published AND NOT e.archived
			ORDER BY e.festival_id, e.is_active DESC, e.start_date DESC NULLS LAST, e.year DESC
		) e JOIN festivals f ON f.id = e.festival_id AND f.published AND NOT f.archived
		ORDER BY e.is_active DESC, e.start_date DESC NULLS LAST
		LIMIT ?`, warmEditions)
	if err != nil {
		return 0, err
	}
	var editions [][2]string
	for rows.Next() {
		var festival, edition string
		if err := rows.Scan(&festival, &edition); err != nil {
			rows.Close()
			return 0, err
		}
		editions = append(editions, [2]string{festival, edition})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	layout, err := frontend.Operation("EditionLayoutRouteQuery")
	if err != nil {
		return 0, err
	}
	sets, err := frontend.Operation("SetsRouteQuery")
	if err != nil {
		return 0, err
	}
	warmed := 0
	for _, e := range editions {
		slugs := map[string]any{"festivalSlug": e[0], "editionSlug": e[1]}
		ok := s.warmQuery(ctx, layout, slugs)
		maps.Copy(slugs, warmSets)
		if s.warmQuery(ctx, sets, slugs) && ok {
			warmed++
		}
		if ctx.Err() != nil {
			return warmed, ctx.Err()
		}
	}
	return warmed, nil
}

// warmQuery sends one anonymous query to the handler and reports whether it was answered
// without errors.
func (s *Server) warmQuery(ctx context.Context, query string, vars map[string]any) bool {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	r := httptest.NewRequestWithContext(ctx, http.MethodPost, "/graphql", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.Handler.ServeHTTP(w, r)
	var resp struct {
		Errors []json.RawMessage `json:"errors"`
	}
	return w.Code == http.StatusOK && json.Unmarshal(w.Body.Bytes(), &resp) == nil && len(resp.Errors) == 0
}
