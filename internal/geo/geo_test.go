package geo

import (
	"math"
	"math/cmplx"
	"math/rand/v2"
	"strings"
	"testing"

	"festival/internal/apperr"
)

// randomSite is a true map-to-earth similarity somewhere on the earth (rotated, scaled within
// 15 % of the map's metres) and anchors taken from it, valid for Fit.
func randomSite(r *rand.Rand, n int) (truth *Georeference, anchors []Anchor) {
	theta := r.Float64() * 2 * math.Pi
	scale := 0.85 + r.Float64()*0.3
	a := cmplx.Rect(scale, theta)
	truth = &Georeference{
		Origin: GeoPoint{Latitude: -60 + r.Float64()*120, Longitude: -170 + r.Float64()*340},
		A:      [2]float64{real(a), imag(a)}, B: [2]float64{r.Float64()*1000 - 500, r.Float64()*1000 - 500},
	}
	for {
		anchors = anchors[:0]
		pts := make([]complex128, n)
		for i := range n {
			p := MapPoint{X: r.Float64() * 3000, Y: r.Float64() * 3000}
			anchors = append(anchors, Anchor{Map: p, At: truth.ToGeo(p)})
			pts[i] = mapZ(p)
		}
		ok := true
		for i := range pts {
			for j := i + 1; j < n; j++ {
				ok = ok && cmplx.Abs(pts[i]-pts[j]) > 40
			}
		}
		if ok && (n == 2 || !inLine(pts)) {
			return truth, anchors
		}
	}
}

// Map metres → latitude/longitude → map metres round-trips within 0.5 m for random anchors
// (two and three) and points, on and around the map; the anchors land where they were given.
func TestGeoreferenceRoundTrips(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 2026))
	for trial := range 2000 {
		n := 2 + trial%2
		truth, anchors := randomSite(r, n)
		g, err := Fit(anchors)
		if err != nil {
			t.Fatalf("trial %d: Fit(%+v): %v", trial, anchors, err)
		}
		if g.Residual > 2 {
			t.Fatalf("trial %d: residual %.3f m of anchors taken from one similarity", trial, g.Residual)
		}
		for range 20 {
			p := MapPoint{X: r.Float64()*5000 - 1000, Y: r.Float64()*5000 - 1000}
			back := g.ToMap(g.ToGeo(p))
			if d := math.Hypot(back.X-p.X, back.Y-p.Y); d > 0.5 {
				t.Fatalf("trial %d: %+v → %+v → %+v: %.3f m off", trial, p, g.ToGeo(p), back, d)
			}
			// And against the truth: the fit is the site's own transform, to within 10 m (both are local projections, around different origins up to 4 km apart, up to 60° of latitude).
			if d := Distance(g.ToGeo(p), truth.ToGeo(p)); d > 10 {
				t.Fatalf("trial %d: %+v placed %.2f m from the truth", trial, p, d)
			}
		}
		for _, a := range anchors {
			// Two anchors land exactly; three within the fit's residual.
			if d := Distance(g.ToGeo(a.Map), a.At); d > max(0.01, g.Residual)+0.01 {
				t.Fatalf("trial %d: anchor %+v lands %.3f m from its latitude/longitude", trial, a, d)
			}
		}
	}
}

// A third anchor off the others' similarity is reported as a residual in metres.
func TestGeoreferenceReportsResidual(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	_, anchors := randomSite(r, 3)
	// Move the third anchor's ground point 30 m north.
	anchors[2].At.Latitude += 30 / metresPerDegree
	g, err := Fit(anchors)
	if err != nil {
		t.Fatal(err)
	}
	if g.Residual < 5 || g.Residual > 30 {
		t.Fatalf("residual %.2f m, want between 5 and 30 for a 30 m error spread over three anchors", g.Residual)
	}
}

func TestGeoreferenceRefusals(t *testing.T) {
	// A site in Amsterdam: 1 map metre = 1 ground metre, north up.
	const lat, lon = 52.3731, 4.8926
	at := func(east, north float64) GeoPoint {
		return GeoPoint{Latitude: lat + north/metresPerDegree, Longitude: lon + east/(metresPerDegree*math.Cos(lat*math.Pi/180))}
	}
	anchor := func(x, y float64) Anchor { return Anchor{Map: MapPoint{X: x, Y: y}, At: at(x, -y)} }
	good2 := []Anchor{anchor(100, 100), anchor(900, 600)}
	cases := []struct {
		name    string
		anchors []Anchor
		msg     string
	}{
		{"one anchor", []Anchor{anchor(0, 0)}, MsgAnchorCount},
		{"four anchors", []Anchor{anchor(0, 0), anchor(500, 0), anchor(0, 500), anchor(500, 500)}, MsgAnchorCount},
		{"latitude out of range", []Anchor{anchor(0, 0), {Map: MapPoint{X: 500, Y: 0}, At: GeoPoint{Latitude: 91, Longitude: lon}}}, MsgAnchorLatitude},
		{"latitude NaN", []Anchor{anchor(0, 0), {Map: MapPoint{X: 500, Y: 0}, At: GeoPoint{Latitude: math.NaN(), Longitude: lon}}}, MsgAnchorLatitude},
		{"longitude out of range", []Anchor{anchor(0, 0), {Map: MapPoint{X: 500, Y: 0}, At: GeoPoint{Latitude: lat, Longitude: -181}}}, MsgAnchorLongitude},
		{"negative map position", []Anchor{anchor(0, 0), {Map: MapPoint{X: -1, Y: 0}, At: at(500, 0)}}, MsgAnchorPosition},
		{"map position too far", []Anchor{anchor(0, 0), {Map: MapPoint{X: 100001, Y: 0}, At: at(500, 0)}}, MsgAnchorPosition},
		{"19 m apart", []Anchor{anchor(100, 100), anchor(119, 100)}, MsgAnchorsTooClose},
		{"apart on the map, together on the ground", []Anchor{anchor(100, 100), {Map: MapPoint{X: 600, Y: 100}, At: at(105, -100)}}, MsgAnchorsTooClose},
		{"third anchor close to another", []Anchor{anchor(100, 100), anchor(900, 100), anchor(110, 105)}, MsgAnchorsTooClose},
		{"three in a line", []Anchor{anchor(0, 0), anchor(500, 500), anchor(1000, 1000)}, MsgAnchorsInLine},
		{"three nearly in a line", []Anchor{anchor(0, 0), anchor(500, 520), anchor(1000, 1000)}, MsgAnchorsInLine},
		{"across the world", []Anchor{anchor(0, 0), {Map: MapPoint{X: 500, Y: 0}, At: GeoPoint{Latitude: -33.9, Longitude: 151.2}}}, MsgAnchorsFarApart},
		{"ground 25 % further than the map", []Anchor{anchor(100, 100), {Map: MapPoint{X: 900, Y: 100}, At: at(100+800*1.25, -100)}}, "25% further apart"},
		{"ground 25 % closer than the map", []Anchor{anchor(100, 100), {Map: MapPoint{X: 900, Y: 100}, At: at(100+800*0.75, -100)}}, "25% closer apart"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := Fit(c.anchors)
			e, ok := apperr.As(err)
			if !ok || e.Code != apperr.BadUserInput || !strings.Contains(e.Message, c.msg) || g != nil {
				t.Fatalf("Fit = %+v, %v; want BAD_USER_INPUT %q", g, err, c.msg)
			}
		})
	}
	// Within bounds: 15 % off is accepted, two good anchors fit, none clears.
	if g, err := Fit([]Anchor{anchor(100, 100), {Map: MapPoint{X: 900, Y: 100}, At: at(100+800*1.15, -100)}}); err != nil || math.Abs(g.Scale-1.15) > 0.001 {
		t.Fatalf("15%% off: %+v, %v", g, err)
	}
	if g, err := Fit(good2); err != nil || g.Residual > 0.01 || math.Abs(g.Scale-1) > 0.001 {
		t.Fatalf("good anchors: %+v, %v", g, err)
	}
	if g, err := Fit(nil); err != nil || g != nil {
		t.Fatalf("no anchors: %+v, %v", g, err)
	}
}
