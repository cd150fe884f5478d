package cost_test

import (
	"testing"

	"festival/graph/cost"
	"festival/internal/onsite"
)

// The on-site fields (issue 35) are charged by the limits their writers enforce: an edition's
// points of interest, a viewer's pins, a group's shared locations and meeting points (the
// list, and the subscription's list), a georeference's 2-3 anchors and 4 transform numbers;
// the single fields (georeference, mapPosition, geoPosition, sharingUntil) and the mutations'
// payloads cost 1 + their selection, like any object. Each case's cost is worked out from
// those limits, so lowering a bound below its writer's limit (or dropping it: the default is
// 100) fails here.
func TestOnSiteFieldsAreCharged(t *testing.T) {
	for key, limit := range map[string]int{
		"Edition.pointsOfInterest":            onsite.MaxPointsOfInterest,
		"Edition.myPins":                      onsite.MaxPinsPerEdition,
		"Group.memberLocations":               onsite.MaxLocations,
		"Group.meetingPoints":                 onsite.MaxMeetingPoints,
		"Subscription.memberLocationsChanged": onsite.MaxLocations,
		"MapGeoreference.anchors":             3,
		"MapGeoreference.transform":           4,
	} {
		if got := cost.Festival.Bounds[key]; got != limit {
			t.Errorf("%s bound %d, its writer's limit %d", key, got, limit)
		}
	}
	s := loadSchema(t)
	edition := func(sel string) string { return `{ node(id: "e") { ... on Edition { ` + sel + ` } } }` }
	group := func(sel string) string { return `{ node(id: "g") { ... on Group { ` + sel + ` } } }` }
	for _, c := range []struct {
		query string
		cost  int64
	}{
		// node 1 + the list's bound × (1 + id, name, kind 3 + at (1 + latitude))
		{edition(`pointsOfInterest { id name kind at { latitude } } `), 1 + int64(onsite.MaxPointsOfInterest)*(1+3+2)},
		{edition(`pointsOfInterest(kinds: [WATER]) { id }`), 1 + int64(onsite.MaxPointsOfInterest)*2},
		{edition(`myPins { id label position { x y } }`), 1 + int64(onsite.MaxPinsPerEdition)*(1+2+3)},
		// georeference 1 + anchors 3 × (1 + at (1 + 2)) + transform 4 × 1 + residualMeters + scale
		{edition(`georeferenced georeference { anchors { at { latitude longitude } } transform residualMeters scale }`), 1 + 1 + 1 + 3*(1+3) + 4 + 1 + 1},
		{edition(`mapPosition(at: {latitude: 52, longitude: 4}) { x y } geoPosition(of: {x: 1, y: 2}) { latitude }`), 1 + 3 + 2},
		{group(`memberLocations(editionId: "e") { name isViewer position { x } at { latitude } }`), 1 + int64(onsite.MaxLocations)*(1+2+2+2)},
		{group(`sharingUntil meetingPoints(editionId: "e") { id note stage { name } }`), 1 + 1 + int64(onsite.MaxMeetingPoints)*(1+2+2)},
		{`subscription { memberLocationsChanged(groupId: "g", editionId: "e") { name expiresAt } }`, int64(onsite.MaxLocations) * 3},
		{`mutation { createPointOfInterest(input: {editionId: "e", kind: WATER, name: "W", position: {x: 1, y: 1}}) { pointOfInterest { id at { latitude } } } }`, 1 + 1 + 1 + 2},
		{`mutation { savePrivatePin(input: {id: "p", editionId: "e", label: "car", position: {x: 1, y: 1}}) { pin { id } } }`, 1 + 2},
		{`mutation { setEditionGeoreference(input: {editionId: "e", anchors: []}) { residualMeters edition { georeferenced } } }`, 1 + 1 + 2},
	} {
		if r := measure(t, s, c.query, nil); r.Cost != c.cost {
			t.Errorf("%s: cost %d, want %d", c.query, r.Cost, c.cost)
		}
	}
}
