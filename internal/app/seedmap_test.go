package app

import (
	"context"
	"math"
	"testing"

	"festival/internal/seed"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// The demo seed's live edition is on the earth and lists its places over GraphQL (issue 35): a
// visitor who tries `make run` sees the on-site features. Each place's latitude/longitude maps
// back to its map position through Edition.mapPosition.
func TestSeededEditionIsGeoreferencedWithPlaces(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	ctx := context.Background()
	if seeded, err := seed.IfEmpty(ctx, store.DB, testclock.Now()); err != nil || !seeded {
		t.Fatalf("seed: %v %v", seeded, err)
	}
	s := startServer(t, map[string]string{"DATABASE_URL": url})
	anon := newClient(s)

	type point struct{ X, Y float64 }
	type geoPoint struct{ Latitude, Longitude float64 }
	var slug string
	if err := store.DB.NewRaw(`SELECT slug FROM festival_editions WHERE is_active`).Scan(ctx, &slug); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Festival struct {
			Edition struct {
				ID               string
				IsActive         bool
				Georeferenced    bool
				MapURL           *string
				MapWidthMeters   *float64
				Stages           []struct{ Position *point }
				PointsOfInterest []struct {
					Kind, Name   string
					Position     point
					OpeningHours *string
					At           *geoPoint
				}
				Water []struct{ Kind string }
			}
		}
	}
	r, _ := anon.gql(t, `query($s: String!) { festival(slug: "aurora-fields") { edition(slug: $s) { id isActive georeferenced mapUrl mapWidthMeters
		stages { position { x y } }
		pointsOfInterest { kind name position { x y } openingHours at { latitude longitude } }
		water: pointsOfInterest(kinds: [WATER]) { kind } } } }`, map[string]any{"s": slug})
	if len(r.Errors) > 0 {
		t.Fatalf("%+v", r.Errors)
	}
	mustJSON(t, r.Data, &out)
	e := out.Festival.Edition
	if !e.IsActive || !e.Georeferenced || e.MapURL == nil || e.MapWidthMeters == nil {
		t.Fatalf("live edition: georeferenced %v, map %v, width %v", e.Georeferenced, e.MapURL != nil, e.MapWidthMeters)
	}
	for _, st := range e.Stages {
		if st.Position == nil {
			t.Error("a stage of the live edition is not on the map")
		}
	}
	kinds := map[string]int{}
	hours := 0
	for _, p := range e.PointsOfInterest {
		kinds[p.Kind]++
		if p.OpeningHours != nil {
			hours++
		}
		if p.At == nil || p.Position.X < 0 || p.Position.X > *e.MapWidthMeters {
			t.Errorf("%s: at %v, position %v", p.Name, p.At, p.Position)
		}
	}
	if kinds["WATER"] < 3 || kinds["TOILETS"] < 3 || kinds["FIRST_AID"] < 2 || len(kinds) < 11 || hours == 0 {
		t.Errorf("kinds %v, %d with opening hours", kinds, hours)
	}
	if len(e.Water) != kinds["WATER"] {
		t.Errorf("kinds: [WATER] lists %d, want %d", len(e.Water), kinds["WATER"])
	}

	// Earth → map: every place's latitude/longitude comes back to its position within 0.5 m.
	for _, p := range e.PointsOfInterest {
		var back struct {
			Node struct{ MapPosition *point }
		}
		r, _ := anon.gql(t, `query($id: ID!, $lat: Float!, $lon: Float!) { node(id: $id) { ... on Edition {
			mapPosition(at: {latitude: $lat, longitude: $lon}) { x y } } } }`,
			map[string]any{"id": e.ID, "lat": p.At.Latitude, "lon": p.At.Longitude})
		if len(r.Errors) > 0 {
			t.Fatalf("%+v", r.Errors)
		}
		mustJSON(t, r.Data, &back)
		if m := back.Node.MapPosition; m == nil || math.Hypot(m.X-p.Position.X, m.Y-p.Position.Y) > 0.5 {
			t.Errorf("%s at %v maps back to %v, want %v", p.Name, *p.At, m, p.Position)
		}
	}
}
