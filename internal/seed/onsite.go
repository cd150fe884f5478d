package seed

import (
	"fmt"
	"math"
	"net/url"
	"time"

	"festival/internal/admin"
	"festival/internal/geo"
)

// The live edition's site map: 400 × 200 m drawn 800 × 400 px, north up, on the festival
// fields near Biddinghuizen (Flevoland). Its top-left corner is siteOrigin.
const (
	siteWidthMeters  = 400.0
	siteHeightMeters = 200.0
	sitePxPerMeter   = 2
)

var siteOrigin = geo.GeoPoint{Latitude: 52.4402, Longitude: 5.7580}

// stageSpots places the live edition's stages (metres east and south of the map's corner).
var stageSpots = map[string]geo.MapPoint{
	"Main Field":      {X: 200, Y: 60},
	"The Hangar":      {X: 350, Y: 160},
	"Birch Grove":     {X: 40, Y: 160},
	"Lantern Tent":    {X: 200, Y: 105},
	"Sunrise Terrace": {X: 365, Y: 35},
}

// place is a point of interest of the demo map; hours may hold %s for the festival's days
// ("Fri–Sun").
type place struct {
	kind, name string
	x, y       float64
	hours      string
}

var demoPlaces = []place{
	{"WATER", "Water tap Main Field", 230, 85, ""},
	{"WATER", "Water tap Birch Grove", 60, 130, ""},
	{"WATER", "Water tap Hangar", 330, 185, ""},
	{"WATER", "Water tap campsite", 30, 35, ""},
	{"TOILETS", "Toilets North", 160, 25, ""},
	{"TOILETS", "Toilets Hangar", 385, 120, ""},
	{"TOILETS", "Toilets Birch Grove", 15, 190, ""},
	{"FIRST_AID", "First aid main gate", 250, 190, "Open day and night, %s"},
	{"FIRST_AID", "First aid Birch Grove", 75, 188, "%s 12:00–02:00"},
	{"FOOD", "Food court", 150, 180, "%s 11:00–01:00"},
	{"BAR", "Lantern Bar", 245, 125, "%s 12:00–02:00"},
	{"INFO", "Info and lost property", 310, 192, "%s 10:00–02:00"},
	{"EXIT", "Main gate (entrance and exit)", 200, 198, ""},
	{"EXIT", "Emergency exit east", 398, 80, ""},
	{"CAMPING", "Campsite Polderveld", 60, 12, ""},
	{"CHARGING", "Phone charging", 345, 196, "%s 10:00–03:00"},
	{"LOCKERS", "Lockers", 175, 196, "%s 10:00–04:00"},
	{"ACCESSIBILITY", "Accessible viewing platform", 240, 30, ""},
}

// siteAnchors are three points of the map and their latitude and longitude, rounded to six
// decimals as staff would type them.
func siteAnchors() []geo.Anchor {
	const metresPerDegree = geo.EarthRadius * math.Pi / 180
	at := func(x, y float64) geo.Anchor {
		lat := siteOrigin.Latitude - y/metresPerDegree
		lon := siteOrigin.Longitude + x/(metresPerDegree*math.Cos(siteOrigin.Latitude*math.Pi/180))
		round := func(v float64) float64 { return math.Round(v*1e6) / 1e6 }
		return geo.Anchor{Map: geo.MapPoint{X: x, Y: y}, At: geo.GeoPoint{Latitude: round(lat), Longitude: round(lon)}}
	}
	return []geo.Anchor{at(20, 20), at(380, 30), at(200, 190)}
}

// siteMap is the demo map as an SVG data URI: fields, paths, the birch wood and the campsite.
func siteMap() string {
	svg := fmt.Sprintf("<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' viewBox='0 0 400 200'>"+
		"<rect width='400' height='200' fill='#7fb069'/>"+
		"<rect x='0' y='0' width='120' height='45' fill='#a7c957'/>"+
		"<circle cx='30' cy='150' r='42' fill='#386641'/><circle cx='70' cy='175' r='30' fill='#386641'/>"+
		"<rect x='300' y='130' width='90' height='55' fill='#6c757d'/>"+
		"<rect x='330' y='15' width='65' height='40' fill='#dda15e'/>"+
		"<path d='M200 200V60M40 160H350M200 105L365 35M120 30H330' stroke='#e9edc9' stroke-width='6' fill='none'/>"+
		"<circle cx='200' cy='60' r='22' fill='#bc4749'/><circle cx='200' cy='105' r='12' fill='#f2e8cf'/>"+
		"</svg>", int(siteWidthMeters*sitePxPerMeter), int(siteHeightMeters*sitePxPerMeter))
	return "data:image/svg+xml;utf8," + url.PathEscape(svg)
}

// onsite gives the live edition a site map, placed stages, a georeference and points of
// interest. The georeference and places go through geo.Fit and admin.PoiInput.Check, the
// checks of setEditionGeoreference and createPointOfInterest. It draws ids last, so the rest of
// the seed keeps its ids.
func (g *gen) onsite(d *dataset) error {
	var live *editionRow
	for i := range d.editions {
		if d.editions[i].IsActive {
			live = &d.editions[i]
		}
	}
	if live == nil {
		return fmt.Errorf("seed: no active edition")
	}
	ref, err := geo.Fit(siteAnchors())
	if err != nil {
		return fmt.Errorf("seed georeference: %w", err)
	}
	live.MapURL = siteMap()
	live.MapWidthPx, live.MapHeightPx = int(siteWidthMeters*sitePxPerMeter), int(siteHeightMeters*sitePxPerMeter)
	live.MapWidthMeters = siteWidthMeters
	live.Georeference = ref
	for i := range d.stages {
		s := &d.stages[i]
		if p, ok := stageSpots[s.Name]; ok && s.FestivalEditionID == live.ID {
			s.PosX, s.PosY = &p.X, &p.Y
		}
	}
	start, err := time.Parse(time.DateOnly, live.StartDate)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	end, err := time.Parse(time.DateOnly, live.EndDate)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	days := start.Weekday().String()[:3] + "–" + end.Weekday().String()[:3]
	created := d.festivals[0].CreatedAt
	for _, pl := range demoPlaces {
		in := admin.PoiInput{Kind: pl.kind, Name: pl.name, Position: geo.MapPoint{X: pl.x, Y: pl.y}}
		if pl.hours != "" {
			h := fmt.Sprintf(pl.hours, days)
			in.OpeningHours = &h
		}
		p, err := in.Check(live.ID)
		if err != nil {
			return fmt.Errorf("seed point of interest %q: %w", pl.name, err)
		}
		p.ID, p.CreatedAt, p.UpdatedAt = g.id(), created, created
		d.places = append(d.places, p)
	}
	return nil
}
