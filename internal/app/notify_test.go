package app

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"festival/internal/mailtest"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

// An admin moves a set on one instance; a fan who voted Must Go, subscribed on another instance,
// gets the notification live, sees it counted and listed, and marks it read; someone who voted
// Won't Go gets nothing and cannot read the fan's notification by id.
func TestNotificationAcrossInstances(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "ntf", 1)
	// Fixed times, whatever the clock: Set 1 is on Friday 3 July at 18:00 (UTC, the edition's
	// zone) and moves to Saturday 4 July at 20:0x, so the message names both days.
	execSQL(t, store, `UPDATE sets SET time_start = '2026-07-03T18:00:00Z', time_end = NULL WHERE slug = 'set-1'`)
	smtp := mailtest.Start(t)
	env := map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "BOOTSTRAP_SUPER_ADMIN_EMAIL": "admin@example.com"}
	s1, s2 := startServer(t, env), startServer(t, env)
	admin := signIn(t, s1, smtp, "admin@example.com")
	fan, other := signIn(t, s1, smtp, "fan@example.com"), signIn(t, s1, smtp, "other@example.com")
	_, set := editionAndSet(t, s1, "ntf")
	for c, vote := range map[*client]string{fan: "MUST_GO", other: "WONT_GO"} {
		if r, _ := c.gql(t, `mutation($s: ID!, $v: VoteType!) { setVote(input: {setId: $s, vote: $v}) { vote } }`, map[string]any{"s": set, "v": vote}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
	}
	ws := dialWSWithCookie(t, s2.URL, fan)
	subscribe(t, ws, "n", `subscription { notificationAdded { id kind message read set { name } } }`, nil)

	// The subscription registers asynchronously: move the set until the event comes (the moves
	// within a minute merge into one notification), for up to 25 s on a busy machine.
	got := make(chan wsMsg, 1)
	go func() { got <- nextOf(t, ws, "next") }()
	var event wsMsg
	deadline := time.Now().Add(25 * time.Second)
	for i := 1; event.Type == ""; i++ {
		at := time.Date(2026, 7, 4, 20, 1+i%59, 0, 0, time.UTC).Format(time.RFC3339)
		if r, _ := admin.gql(t, `mutation($s: ID!, $t: String) { updateSet(input: {setId: $s, timeStart: $t, timeEnd: ""}) { set { id } } }`,
			map[string]any{"s": set, "t": at}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
		select {
		case event = <-got:
		case <-time.After(300 * time.Millisecond):
			if time.Now().After(deadline) {
				t.Fatal("no notificationAdded event")
			}
		}
	}
	var ev struct {
		Data struct {
			NotificationAdded struct {
				ID, Kind, Message string
				Read              bool
				Set               struct{ Name string }
			}
		}
	}
	if err := json.Unmarshal(event.Payload, &ev); err != nil {
		t.Fatal(err)
	}
	n := ev.Data.NotificationAdded
	if n.Kind != "SET_TIME_CHANGED" || !strings.HasPrefix(n.Message, "Set 1 moved: Fri 18:00 → Sat 20:") || !strings.HasSuffix(n.Message, ", Main") || n.Read || n.Set.Name != "Set 1" {
		t.Fatalf("event %s", event.Payload)
	}

	const mine = `{ viewer { unreadNotificationCount notifications(first: 5) { edges { node { id message read } } } } }`
	var v struct {
		Viewer struct {
			UnreadNotificationCount int
			Notifications           struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
	}
	r, _ := fan.gql(t, mine, nil)
	mustJSON(t, r.Data, &v)
	if v.Viewer.UnreadNotificationCount != 1 || len(v.Viewer.Notifications.Edges) != 1 || v.Viewer.Notifications.Edges[0].Node.ID != n.ID {
		t.Fatalf("fan: %s", r.Data)
	}
	r, _ = other.gql(t, mine, nil)
	mustJSON(t, r.Data, &v)
	if v.Viewer.UnreadNotificationCount != 0 || len(v.Viewer.Notifications.Edges) != 0 {
		t.Fatalf("a Won't Go voter was notified: %s", r.Data)
	}
	for _, c := range []*client{other, admin} {
		if r, _ := c.gql(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": n.ID}); string(r.Data) != `{"node":null}` {
			t.Fatalf("someone else read the fan's notification: %s %v", r.Data, r.Errors)
		}
	}
	if r := s1.gql(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": n.ID}); string(r.Data) != `{"node":null}` {
		t.Fatalf("anonymous read the fan's notification: %s", r.Data)
	}
	r, _ = fan.gql(t, `mutation($id: ID!) { markNotificationsRead(input: {ids: [$id]}) { unreadNotificationCount } }`, map[string]any{"id": n.ID})
	if string(r.Data) != `{"markNotificationsRead":{"unreadNotificationCount":0}}` {
		t.Fatalf("mark read: %s %v", r.Data, r.Errors)
	}
	r, _ = fan.gql(t, fmt.Sprintf(`{ node(id: %q) { ... on Notification { read } } }`, n.ID), nil)
	if string(r.Data) != `{"node":{"read":true}}` {
		t.Fatalf("after marking read: %s", r.Data)
	}
}

// A reminder is sent once whatever the number of instances and restarts: two instances with
// the clock 50 minutes ahead (the set starts in 10, the default lead is 15) scan every 100 ms;
// one is replaced by a third.
func TestReminderOnceAcrossInstancesAndRestart(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "rem", 1) // Set 1 starts an hour from now
	smtp := mailtest.Start(t)
	env := map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "CLOCK_OFFSET": testclock.ServerOffset(50 * time.Minute), "REMINDER_INTERVAL": "100ms"}
	s1, s2 := startServer(t, env), startServer(t, env)
	fan := signIn(t, s2, smtp, "fan@example.com")
	_, set := editionAndSet(t, s1, "rem")
	if r, _ := fan.gql(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { vote } }`, map[string]any{"s": set}); len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	reminders := func() int {
		var n int
		if err := store.DB.NewRaw(`SELECT count(*) FROM notifications n JOIN users u ON u.id = n.user_id
			WHERE n.kind = 'REMINDER' AND u.email = 'fan@example.com'`).Scan(t.Context(), &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	deadline := time.Now().Add(10 * time.Second)
	for reminders() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("no reminder")
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond)
	if err := s1.stop(); err != nil {
		t.Fatal(err)
	}
	startServer(t, env) // a restart
	time.Sleep(700 * time.Millisecond)
	if n := reminders(); n != 1 {
		t.Fatalf("%d reminders, want 1", n)
	}
	r, _ := fan.gql(t, `{ viewer { notifications(first: 5) { edges { node { kind message } } } } }`, nil)
	if !strings.Contains(string(r.Data), `"kind":"REMINDER"`) || !strings.Contains(string(r.Data), "Set 1 starts in 1") {
		t.Fatalf("the fan's notifications: %s", r.Data)
	}
}
