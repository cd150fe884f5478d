package app

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"festival/internal/testdb"
)

// The edition's map content is published by the database (migration edition_map_changed):
// a point of interest inserted by plain SQL, and a map width changed by plain SQL, each reach an
// open editionMapChanged subscription; the visitor's next read shows the new point.
func TestPlainSQLReachesEditionMapSubscribers(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "emc", 1)
	s := startServer(t, map[string]string{"DATABASE_URL": url})
	edition, _ := editionAndSet(t, s, "emc")
	ws := dialWS(t, s.URL, "")
	// The SPA's selection (frontend/src/subscriptions/useEditionMapLive.ts): within the limits.
	subscribe(t, ws, "map", `subscription($e: ID!) { editionMapChanged(editionId: $e) { id mapUrl mapWidthPx mapHeightPx
		mapWidthMeters walkingMetersPerMinute defaultWalkMinutes georeferenced georeference { origin { latitude longitude }
		transform residualMeters scale anchors { position { x y } at { latitude longitude } } } } }`,
		map[string]any{"e": edition})
	ctx := context.Background()

	type event struct {
		ID             string
		MapWidthMeters *float64
	}
	events := make(chan event, 16)
	go func() {
		defer close(events)
		for {
			_ = ws.SetReadDeadline(time.Now().Add(90 * time.Second))
			var m wsMsg
			if err := ws.ReadJSON(&m); err != nil {
				return
			}
			var r struct {
				Data struct{ EditionMapChanged event }
			}
			if m.Type == "next" && json.Unmarshal(m.Payload, &r) == nil {
				events <- r.Data.EditionMapChanged
			} else if m.Type != "ping" && m.Type != "pong" {
				t.Errorf("got %s %s", m.Type, m.Payload) // from a goroutine: the event wait fails
				return
			}
		}
	}()
	// The subscription registers asynchronously: write again every 2 s until the event wanted.
	await := func(what, sql string, want func(event) bool) event {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for time.Now().Before(deadline) {
			if _, err := store.DB.ExecContext(ctx, sql); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			wait := time.After(2 * time.Second)
		read:
			for {
				select {
				case ev, ok := <-events:
					if !ok {
						t.Fatalf("%s: the subscription ended", what)
					}
					if want(ev) {
						return ev
					}
				case <-wait:
					break read
				}
			}
		}
		t.Fatalf("%s: no event within 60 s", what)
		return event{}
	}
	const editionOf = `(SELECT e.id FROM festival_editions e JOIN festivals f ON f.id = e.festival_id WHERE f.slug = 'emc')`
	got := await("a point of interest inserted by SQL",
		`INSERT INTO points_of_interest (festival_edition_id, kind, name, pos_x, pos_y) SELECT `+editionOf+`, 'WATER', 'Tap by SQL', 10, 20`,
		func(event) bool { return true })
	if got.ID != edition {
		t.Fatalf("event of edition %s, want %s", got.ID, edition)
	}
	r := s.gql(t, `query($e: ID!) { node(id: $e) { ... on Edition { pointsOfInterest { name kind } } } }`, map[string]any{"e": edition})
	var read struct {
		Node struct{ PointsOfInterest []struct{ Name, Kind string } }
	}
	mustJSON(t, r.Data, &read)
	if len(read.Node.PointsOfInterest) == 0 || read.Node.PointsOfInterest[0].Name != "Tap by SQL" {
		t.Fatalf("points after the event: %s", r.Data)
	}

	got = await("the map's width changed by SQL", `UPDATE festival_editions SET map_width_meters = 321 WHERE id = `+editionOf,
		func(ev event) bool { return ev.MapWidthMeters != nil && *ev.MapWidthMeters == 321 })
	if got.MapWidthMeters == nil || *got.MapWidthMeters != 321 {
		t.Fatalf("event after the width changed: %+v", got)
	}
}
