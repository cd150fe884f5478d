package app

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// A group's meeting points are live (issue 35): a member's open meetingPointsChanged gets the
// list at once, a point another member drops, and a plain-SQL delete (the database announces
// every change: migration meeting_point_changed); a stranger is FORBIDDEN; a member who left is
// completed at the next change.
func TestMeetingPointsLive(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "mpl", 1)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
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
	edition, _ := editionAndSet(t, s, "mpl")
	var g struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	ok(kim, `mutation { createGroup(input: {name: "Meet crew"}) { group { id } } }`, nil, &g)
	group := g.CreateGroup.Group.ID
	ctx := context.Background()
	if _, err := store.DB.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id)
		SELECT g.id, u.id FROM groups g, users u WHERE g.name = 'Meet crew' AND u.email = 'sam@example.com'`); err != nil {
		t.Fatal(err)
	}
	var now struct{ ServerTime time.Time }
	ok(kim, `{ serverTime }`, nil, &now)
	vars := map[string]any{"g": group, "e": edition}
	// The SPA's selection (frontend/src/subscriptions/useMeetingPointsLive.ts): within the limits.
	const watch = `subscription($g: ID!, $e: ID!) { meetingPointsChanged(groupId: $g, editionId: $e) {
		id stage { id name } position { x y } at note createdBy isMine expiresAt } }`
	type point struct {
		ID, CreatedBy string
		Note          *string
		IsMine        bool
		Position      *struct{ X, Y float64 }
	}
	event := func(ws *websocket.Conn) []point {
		t.Helper()
		var ev struct {
			Data struct{ MeetingPointsChanged []point }
		}
		m := nextOf(t, ws, "next")
		if err := json.Unmarshal(m.Payload, &ev); err != nil || strings.Contains(string(m.Payload), `"errors"`) {
			t.Fatalf("event: %s %v", m.Payload, err)
		}
		return ev.Data.MeetingPointsChanged
	}
	kws := dialWSWithCookie(t, s.URL, kim)
	subscribe(t, kws, "mp", watch, vars)
	if first := event(kws); len(first) != 0 {
		t.Fatalf("no meeting point yet: %+v", first)
	}
	sws := dialWSWithCookie(t, s.URL, sam)
	subscribe(t, sws, "mp", watch, vars)
	if first := event(sws); len(first) != 0 {
		t.Fatalf("no meeting point yet for sam: %+v", first)
	}

	// Sam drops one on the map: it reaches Kim's open subscription, not Sam's as his own.
	ok(sam, `mutation($g: ID!, $e: ID!, $at: Time!) { dropMeetingPoint(input: {groupId: $g, editionId: $e,
		position: {x: 120, y: 40}, at: $at, note: "at the tree"}) { meetingPoint { id } } }`,
		map[string]any{"g": group, "e": edition, "at": now.ServerTime.Add(30 * time.Minute)}, nil)
	got := event(kws)
	if len(got) != 1 || got[0].Note == nil || *got[0].Note != "at the tree" || got[0].IsMine || got[0].Position == nil || got[0].Position.X != 120 {
		t.Fatalf("Kim's event after Sam's drop: %+v", got)
	}
	if mine := event(sws); len(mine) != 1 || !mine[0].IsMine {
		t.Fatalf("Sam's event after his drop: %+v", mine)
	}

	// A delete by plain SQL reaches them too: the database announces it, whoever writes.
	if _, err := store.DB.ExecContext(ctx, `DELETE FROM meeting_points`); err != nil {
		t.Fatal(err)
	}
	if got := event(kws); len(got) != 0 {
		t.Fatalf("after the SQL delete: %+v", got)
	}
	if got := event(sws); len(got) != 0 {
		t.Fatalf("Sam's after the SQL delete: %+v", got)
	}

	// A stranger: FORBIDDEN.
	xws := dialWSWithCookie(t, s.URL, stranger)
	subscribe(t, xws, "x", `subscription($g: ID!, $e: ID!) { meetingPointsChanged(groupId: $g, editionId: $e) { id note } }`, vars)
	if m := readWS(t, xws); (m.Type != "next" && m.Type != "error") || !strings.Contains(string(m.Payload), `"code":"FORBIDDEN"`) {
		t.Fatalf("stranger's subscription: %s", m.Payload)
	}

	// Sam leaves; Kim drops one: Kim sees it, Sam's subscription is completed without it.
	if _, err := store.DB.ExecContext(ctx, `DELETE FROM group_members WHERE user_id = (SELECT id FROM users WHERE email = 'sam@example.com')`); err != nil {
		t.Fatal(err)
	}
	ok(kim, `mutation($g: ID!, $e: ID!, $at: Time!) { dropMeetingPoint(input: {groupId: $g, editionId: $e,
		position: {x: 10, y: 10}, at: $at}) { meetingPoint { id } } }`,
		map[string]any{"g": group, "e": edition, "at": now.ServerTime.Add(time.Hour)}, nil)
	if got := event(kws); len(got) != 1 || !got[0].IsMine {
		t.Fatalf("Kim's event after her drop: %+v", got)
	}
	if m := nextOf(t, sws, "complete"); m.ID != "mp" {
		t.Fatalf("Sam's subscription after leaving: %+v", m)
	}
}
