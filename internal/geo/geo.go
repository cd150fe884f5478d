// Package geo places an edition's site map on the earth (issue 35): a georeference fitted from
// two or three anchors, each a point of the map in metres and its latitude and longitude. See
// docs/on-site.md.
package geo

import (
	"fmt"
	"math"
	"math/cmplx"

	"festival/internal/apperr"
)

// Georeference messages (BAD_USER_INPUT).
const (
	MsgAnchorCount     = "Give two or three anchors (or none to clear the georeference)"
	MsgAnchorLatitude  = "An anchor's latitude must be between -90 and 90"
	MsgAnchorLongitude = "An anchor's longitude must be between -180 and 180"
	MsgAnchorPosition  = "An anchor's map position must be between 0 and 100,000 metres from the map's top-left corner"
	MsgAnchorsTooClose = "Anchors must be at least 20 m apart, on the map and on the ground"
	MsgAnchorsInLine   = "The three anchors are (nearly) in a line: pick a third anchor away from the line through the other two"
	MsgAnchorsFarApart = "The anchors are more than 50 km apart: they cannot all be on this site"
)

// Bounds of a georeference.
const (
	// MinAnchorDistance is the least distance between two anchors, in metres.
	MinAnchorDistance = 20.0
	// MaxScaleError is how far the anchors' scale may differ from the map's metres (0.2: 20 %).
	MaxScaleError = 0.2
	// minHeightRatio: three anchors are collinear when the triangle's smallest height is less
	// than this share of its longest side.
	minHeightRatio = 0.05
	maxAnchorSpan  = 50000.0
	maxCoordinate  = 100000.0
)

// EarthRadius is the mean Earth radius in metres (IUGG), for the local projection.
const EarthRadius = 6371008.8

// metresPerDegree is the length of one degree of latitude (and of longitude at the equator).
const metresPerDegree = EarthRadius * math.Pi / 180

// GeoPoint is a latitude and longitude in degrees (WGS 84).
type GeoPoint struct {
	Latitude  float64 `json:"lat"`
	Longitude float64 `json:"lon"`
}

// MapPoint is a place on an edition's site map: metres east (X) and south (Y) of its top-left
// corner.
type MapPoint struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Anchor is a point of the map and where it is on the earth.
type Anchor struct {
	Map MapPoint `json:"map"`
	At  GeoPoint `json:"at"`
}

// Georeference is an edition's fitted transform between map metres and latitude/longitude.
//
// Latitude/longitude are projected to local east/north metres around Origin (an
// equirectangular projection: exact enough at festival scale, a few kilometres). With z = x − iy
// (the map's y points south) and w = east + i·north, the map is a similarity w = A·z + B (A and
// B complex: rotation, scale and translation). Two anchors fix A and B exactly; three are fitted
// by least squares, and Residual is the largest distance in metres between an anchor's given
// latitude/longitude and where the fit puts its map point (0 with two anchors).
type Georeference struct {
	Anchors  []Anchor   `json:"anchors"`
	Origin   GeoPoint   `json:"origin"`
	A        [2]float64 `json:"a"`
	B        [2]float64 `json:"b"`
	Residual float64    `json:"residual"`
	// Scale is the fitted ground metres per map metre (1 when the map's width is right).
	Scale float64 `json:"scale"`
}

func (g *Georeference) a() complex128 { return complex(g.A[0], g.A[1]) }
func (g *Georeference) b() complex128 { return complex(g.B[0], g.B[1]) }

// local projects p to east/north metres around origin.
func local(origin, p GeoPoint) complex128 {
	cos := math.Cos(origin.Latitude * math.Pi / 180)
	return complex((p.Longitude-origin.Longitude)*metresPerDegree*cos, (p.Latitude-origin.Latitude)*metresPerDegree)
}

// global is local's inverse.
func global(origin GeoPoint, w complex128) GeoPoint {
	cos := math.Cos(origin.Latitude * math.Pi / 180)
	return GeoPoint{Latitude: origin.Latitude + imag(w)/metresPerDegree, Longitude: origin.Longitude + real(w)/(metresPerDegree*cos)}
}

func mapZ(p MapPoint) complex128 { return complex(p.X, -p.Y) }

// ToGeo places a map point on the earth.
func (g *Georeference) ToGeo(p MapPoint) GeoPoint {
	return global(g.Origin, g.a()*mapZ(p)+g.b())
}

// ToMap places a latitude/longitude on the map (possibly outside it: negative, or beyond its
// size, when off the site).
func (g *Georeference) ToMap(p GeoPoint) MapPoint {
	z := (local(g.Origin, p) - g.b()) / g.a()
	return MapPoint{X: real(z), Y: -imag(z)}
}

// Fit checks anchors and fits their georeference. No anchors: nil, nil (cleared). Refused with
// BAD_USER_INPUT: a count other than 0, 2 or 3; coordinates out of range; two anchors less than
// MinAnchorDistance apart (on the map or on the ground); three anchors in a line; a scale more
// than MaxScaleError away from 1 (map metres come from mapWidthMeters, so the anchors disagree
// with the map's width).
func Fit(anchors []Anchor) (*Georeference, error) {
	if len(anchors) == 0 {
		return nil, nil
	}
	if len(anchors) != 2 && len(anchors) != 3 {
		return nil, apperr.Invalid("anchors", MsgAnchorCount)
	}
	var origin GeoPoint
	for _, a := range anchors {
		if !(a.At.Latitude >= -90 && a.At.Latitude <= 90) {
			return nil, apperr.Invalid("anchors", MsgAnchorLatitude)
		}
		if !(a.At.Longitude >= -180 && a.At.Longitude <= 180) {
			return nil, apperr.Invalid("anchors", MsgAnchorLongitude)
		}
		if !(a.Map.X >= 0 && a.Map.X <= maxCoordinate && a.Map.Y >= 0 && a.Map.Y <= maxCoordinate) {
			return nil, apperr.Invalid("anchors", MsgAnchorPosition)
		}
		origin.Latitude += a.At.Latitude / float64(len(anchors))
		origin.Longitude += a.At.Longitude / float64(len(anchors))
	}
	if math.Abs(origin.Latitude) > 85 {
		return nil, apperr.Invalid("anchors", MsgAnchorLatitude)
	}
	z := make([]complex128, len(anchors))
	w := make([]complex128, len(anchors))
	for i, a := range anchors {
		z[i], w[i] = mapZ(a.Map), local(origin, a.At)
	}
	for i := range anchors {
		for j := i + 1; j < len(anchors); j++ {
			// Anchors across the antimeridian or on opposite sides of the globe are not one site.
			if math.Abs(anchors[i].At.Longitude-anchors[j].At.Longitude) > 1 || cmplx.Abs(w[i]-w[j]) > maxAnchorSpan {
				return nil, apperr.Invalid("anchors", MsgAnchorsFarApart)
			}
			if cmplx.Abs(z[i]-z[j]) < MinAnchorDistance || cmplx.Abs(w[i]-w[j]) < MinAnchorDistance {
				return nil, apperr.Invalid("anchors", MsgAnchorsTooClose)
			}
		}
	}
	if len(anchors) == 3 && (inLine(z) || inLine(w)) {
		return nil, apperr.Invalid("anchors", MsgAnchorsInLine)
	}
	// Least squares similarity (exact for two points): A = Σ(w−w̄)·conj(z−z̄) / Σ|z−z̄|².
	var zm, wm complex128
	for i := range z {
		zm += z[i] / complex(float64(len(z)), 0)
		wm += w[i] / complex(float64(len(w)), 0)
	}
	var num complex128
	var den float64
	for i := range z {
		dz := z[i] - zm
		num += (w[i] - wm) * cmplx.Conj(dz)
		den += real(dz)*real(dz) + imag(dz)*imag(dz)
	}
	a := num / complex(den, 0)
	b := wm - a*zm
	scale := cmplx.Abs(a)
	if math.Abs(scale-1) > MaxScaleError {
		return nil, apperr.Invalid("anchors", fmt.Sprintf(
			"The anchors are %.0f%% %s apart on the ground than on the map: check the anchors, or the map's width in metres (mapWidthMeters); at most 20%% is accepted",
			math.Abs(scale-1)*100, map[bool]string{true: "further", false: "closer"}[scale > 1]))
	}
	g := &Georeference{Anchors: anchors, Origin: origin, A: [2]float64{real(a), imag(a)}, B: [2]float64{real(b), imag(b)}, Scale: scale}
	for i := range z {
		g.Residual = math.Max(g.Residual, cmplx.Abs(a*z[i]+b-w[i]))
	}
	return g, nil
}

// inLine reports whether three points are (nearly) collinear: the triangle's smallest height is
// below minHeightRatio of its longest side.
func inLine(p []complex128) bool {
	area2 := math.Abs(real(p[1]-p[0])*imag(p[2]-p[0]) - imag(p[1]-p[0])*real(p[2]-p[0]))
	longest := math.Max(cmplx.Abs(p[1]-p[0]), math.Max(cmplx.Abs(p[2]-p[1]), cmplx.Abs(p[0]-p[2])))
	// The smallest height is the one onto the longest side: area2 / longest.
	return area2/longest < minHeightRatio*longest
}

// Distance is the ground distance in metres between two points (haversine).
func Distance(p, q GeoPoint) float64 {
	rad := math.Pi / 180
	dLat, dLon := (q.Latitude-p.Latitude)*rad, (q.Longitude-p.Longitude)*rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(p.Latitude*rad)*math.Cos(q.Latitude*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * EarthRadius * math.Asin(math.Min(1, math.Sqrt(h)))
}
