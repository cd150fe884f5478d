package app

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// Together on site over the API (issue 35): staff georeference the map; a member watches the
// group's locations live while another shares and stops; a stranger is FORBIDDEN; a meeting
// point arrives as a notification.
func TestCrewOnTheMapLive(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "ons", 1)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "BOOTSTRAP_SUPER_ADMIN_EMAIL": "admin@example.com"})
	admin := signIn(t, s, smtp, "admin@example.com")
	sam, kim, stranger := signIn(t, s, smtp, "sam@example.com"), signIn(t, s, smtp, "kim@example.com"), signIn(t, s, smtp, "stranger@example.com")
	ok := func(c *client, q string, vars map[string]any, out any) {
		t.Helper()
		r, _ := c.gql(t, q, vars)
		if len(r.Errors) > 0 {
			t.Fatalf("%s: %+v", q, r.Errors)
		}
		if out != nil {
			mustJSON(t, r.Data, out)
		}
	}
	ok(sam, `mutation { updateProfile(input: {username: "sam"}) { viewer { email } } }`, nil, nil)
	edition, _ := editionAndSet(t, s, "ons")
	var g struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	ok(kim, `mutation { createGroup(input: {name: "Crew"}) { group { id } } }`, nil, &g)
	group := g.CreateGroup.Group.ID
	if _, err := store.DB.ExecContext(context.Background(), `INSERT INTO group_members (group_id, user_id)
		SELECT g.id, u.id FROM groups g, users u WHERE g.name = 'Crew' AND u.email = 'sam@example.com'`); err != nil {
		t.Fatal(err)
	}

	// The map on the earth: 1 map metre = 1 m, north up, its corner at 52.0 N 4.0 E.
	const lat0, lon0 = 52.0, 4.0
	degLon := 1 / (111195.08 * math.Cos(lat0*math.Pi/180))
	var geo struct {
		SetEditionGeoreference struct {
			ResidualMeters float64
			Edition        struct{ Georeferenced bool }
		}
	}
	ok(admin, `mutation($e: ID!, $lon: Float!) { setEditionGeoreference(input: {editionId: $e, anchors: [
		{position: {x: 0, y: 0}, at: {latitude: 52.0, longitude: 4.0}}, {position: {x: 500, y: 0}, at: {latitude: 52.0, longitude: $lon}}]}) {
		residualMeters edition { georeferenced } } }`, map[string]any{"e": edition, "lon": lon0 + 500*degLon}, &geo)
	if !geo.SetEditionGeoreference.Edition.Georeferenced || geo.SetEditionGeoreference.ResidualMeters > 0.01 {
		t.Fatalf("georeference: %+v", geo)
	}
	var audited int
	if err := store.DB.NewRaw(`SELECT count(*) FROM audit_log WHERE action = 'edition.georeference'`).Scan(context.Background(), &audited); err != nil || audited != 1 {
		t.Fatalf("audit entries: %d, %v", audited, err)
	}
	if r, _ := kim.gql(t, `mutation($e: ID!) { setEditionGeoreference(input: {editionId: $e, anchors: []}) { residualMeters } }`,
		map[string]any{"e": edition}); len(r.Errors) == 0 || r.Errors[0].Extensions["code"] != "FORBIDDEN" {
		t.Fatalf("a visitor georeferences: %s %+v", r.Data, r.Errors)
	}

	// Kim watches; Sam shares 100 m east and 50 m south of the corner.
	ws := dialWSWithCookie(t, s.URL, kim)
	vars := map[string]any{"g": group, "e": edition}
	subscribe(t, ws, "loc", `subscription($g: ID!, $e: ID!) { memberLocationsChanged(groupId: $g, editionId: $e) {
		name isViewer position { x y } accuracyMeters approximate } }`, vars)
	type located struct {
		Name                  string
		IsViewer, Approximate bool
		Position              *struct{ X, Y float64 }
	}
	event := func() []located {
		t.Helper()
		var ev struct {
			Data struct{ MemberLocationsChanged []located }
		}
		m := nextOf(t, ws, "next")
		if err := json.Unmarshal(m.Payload, &ev); err != nil {
			t.Fatal(err)
		}
		return ev.Data.MemberLocationsChanged
	}
	if first := event(); len(first) != 0 {
		t.Fatalf("nobody shares yet: %+v", first)
	}
	ok(sam, `mutation($g: ID!, $lat: Float!, $lon: Float!) { shareLocation(input: {groupId: $g, at: {latitude: $lat, longitude: $lon},
		accuracyMeters: 150, minutes: 60}) { expiresAt } }`,
		map[string]any{"g": group, "lat": lat0 - 50/111195.08, "lon": lon0 + 100*degLon}, nil)
	got := event()
	if len(got) != 1 || got[0].Name != "sam" || got[0].IsViewer || !got[0].Approximate || got[0].Position == nil ||
		math.Abs(got[0].Position.X-100) > 0.5 || math.Abs(got[0].Position.Y-50) > 0.5 {
		t.Fatalf("after Sam shares: %+v", got)
	}

	// A stranger: FORBIDDEN to watch, to read (through the group: not even visible) and to share.
	sws := dialWSWithCookie(t, s.URL, stranger)
	subscribe(t, sws, "x", `subscription($g: ID!, $e: ID!) { memberLocationsChanged(groupId: $g, editionId: $e) { name } }`, vars)
	if m := readWS(t, sws); (m.Type != "next" && m.Type != "error") || !strings.Contains(string(m.Payload), `"code":"FORBIDDEN"`) {
		t.Fatalf("stranger's subscription: %s", m.Payload)
	}
	if r, _ := stranger.gql(t, `query($g: ID!, $e: ID!) { node(id: $g) { ... on Group { memberLocations(editionId: $e) { name } } } }`, vars); string(r.Data) != `{"node":null}` {
		t.Fatalf("stranger's read: %s", r.Data)
	}
	if r, _ := stranger.gql(t, `mutation($g: ID!) { shareLocation(input: {groupId: $g, at: {latitude: 52, longitude: 4}, accuracyMeters: 5, minutes: 60}) { expiresAt } }`,
		vars); len(r.Errors) == 0 || r.Errors[0].Extensions["code"] != "FORBIDDEN" {
		t.Fatalf("stranger shares: %+v", r.Errors)
	}

	// Sam stops: the dot goes on Kim's screen.
	ok(sam, `mutation($g: ID!) { stopSharingLocation(input: {groupId: $g}) { groupId } }`, vars, nil)
	if got := event(); len(got) != 0 {
		t.Fatalf("after Sam stops: %+v", got)
	}

	// Sam drops a meeting point half an hour from the server's now: Kim is notified.
	nws := dialWSWithCookie(t, s.URL, kim)
	subscribe(t, nws, "n", `subscription { notificationAdded { kind message set { id } } }`, nil)
	var now struct{ ServerTime time.Time }
	ok(sam, `{ serverTime }`, nil, &now)
	var dropped struct {
		DropMeetingPoint struct{ NotifiedMembers int }
	}
	// The notification subscription registers asynchronously: the drop is retried (a new point
	// each time) until its notification arrives.
	arrived := make(chan wsMsg, 1)
	go func() { arrived <- nextOf(t, nws, "next") }()
	var note wsMsg
	for i := 0; note.Type == ""; i++ {
		ok(sam, `mutation($g: ID!, $e: ID!, $at: Time!) { dropMeetingPoint(input: {groupId: $g, editionId: $e, position: {x: 100, y: 100},
			at: $at, note: "by the tree"}) { notifiedMembers } }`,
			map[string]any{"g": group, "e": edition, "at": now.ServerTime.Add(30 * time.Minute).Format(time.RFC3339)}, &dropped)
		if dropped.DropMeetingPoint.NotifiedMembers != 1 {
			t.Fatalf("notified %d", dropped.DropMeetingPoint.NotifiedMembers)
		}
		select {
		case note = <-arrived:
		case <-time.After(500 * time.Millisecond):
			if i > 10 {
				t.Fatal("no notification of the meeting point")
			}
		}
	}
	if p := string(note.Payload); !strings.Contains(p, `"kind":"MEETING_POINT"`) || !strings.Contains(p, `sam: meet at a point on the map`) ||
		!strings.Contains(p, `by the tree`) {
		t.Fatalf("notification: %s", p)
	}
	var listed struct {
		Node struct {
			MeetingPoints []struct {
				Note, CreatedBy string
				IsMine          bool
			}
		}
	}
	ok(kim, `query($g: ID!, $e: ID!) { node(id: $g) { ... on Group { meetingPoints(editionId: $e) { note createdBy isMine } } } }`, vars, &listed)
	if len(listed.Node.MeetingPoints) == 0 || listed.Node.MeetingPoints[0].CreatedBy != "sam" || listed.Node.MeetingPoints[0].IsMine {
		t.Fatalf("meeting points: %+v", listed)
	}
}
