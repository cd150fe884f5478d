package app

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"

	"festival/graph/relay"
)

// withdrawnSelections ask setUpdated events for every field of Set, the viewer's own ones
// (vote, notes, a group's votes) included: in two subscriptions, each within the cost limit
// (myGroupVotes alone is over a subscription's limit, so no event can carry it).
var withdrawnSelections = []string{
	`subscription($e: ID!) { setUpdated(editionId: $e) { id slug name description timeStart timeEnd
		timeStartLocal timeEndLocal stage { name } edition { id } artists { name } maxFollowers
		tally { mustGo interested wontGo total netScore } archived myVote notes(first: 2) { edges { node { content } } } } }`,
	`subscription($e: ID!, $g: ID!) { setUpdated(editionId: $e) { id archived groupVotes(groupId: $g) { vote } } }`,
}

// The event of an archived set tells its subscribers that it is gone and nothing else: not its
// name, times, stage, artists or tally, nor the viewer's own vote, notes or group's votes on it,
// though the viewer has all of these (the same selection on the live set shows them first).
func TestArchivedSetEventCarriesOnlyItsIDAndArchived(t *testing.T) {
	t.Parallel()
	s, smtp := startAuthServer(t, nil)
	store := openURL(t, s.dbURL)
	editionWithSets(t, store.DB, "gone", 1)
	edition, set := editionAndSet(t, s, "gone")
	fan := signIn(t, s, smtp, "fan@example.com")
	if r, _ := fan.gql(t, voteMutation, map[string]any{"s": set, "v": "MUST_GO"}); len(r.Errors) > 0 {
		t.Fatalf("vote: %+v", r.Errors)
	}
	if r, _ := fan.gql(t, `mutation($s: ID!, $id: String!) { addNote(input: {id: $id, setId: $s, content: "bring earplugs"}) { note { id } } }`,
		map[string]any{"s": set, "id": uuid.NewString()}); len(r.Errors) > 0 {
		t.Fatalf("note: %+v", r.Errors)
	}
	// A group of the fan and a voter of the set (gone1@x.io voted in editionWithSets).
	var group uuid.UUID
	if err := store.QueryRowContext(context.Background(), `WITH g AS (INSERT INTO groups (name, created_by)
			SELECT 'Crew', id FROM users WHERE email = 'fan@example.com' RETURNING id, created_by)
		INSERT INTO group_members (group_id, user_id, role)
			SELECT g.id, g.created_by, 'creator' FROM g UNION ALL SELECT g.id, u.id, 'member' FROM g, users u WHERE u.email = 'gone1@x.io'
		RETURNING group_id`).Scan(&group); err != nil {
		t.Fatal(err)
	}
	setUUID, _ := uuidOfGlobal(set)
	notify := func() {
		execSQL(t, store, `SELECT pg_notify('set_changed', festival_edition_id::text || ' ' || id::text) FROM sets WHERE id = ?`, setUUID)
	}

	vars := map[string]any{"e": edition, "g": relay.ID(relay.TypeGroup, group)}
	var live string
	conns := make([]*websocket.Conn, len(withdrawnSelections))
	for i, q := range withdrawnSelections {
		conns[i] = dialWSWithCookie(t, s.URL, fan)
		subscribe(t, conns[i], "s", q, vars)
		live += string(untilEvent(t, conns[i], "s", func(int) { notify() }).Payload)
	}
	for _, shown := range []string{`"name":"Set 1"`, `"myVote":"MUST_GO"`, "bring earplugs", `"groupVotes":[{`, `"stage":{"name":"Main"}`} {
		if !strings.Contains(live, shown) {
			t.Fatalf("the live set's events lack %s (the check below would prove nothing): %s", shown, live)
		}
	}

	execSQL(t, store, `UPDATE sets SET archived = true WHERE id = ?`, setUUID)
	notify()
	want := []string{`{"id":"` + set + `","slug":"","name":"","description":null,"timeStart":null,"timeEnd":null,` +
		`"timeStartLocal":null,"timeEndLocal":null,"stage":null,"edition":{"id":"` + edition + `"},"artists":[],"maxFollowers":0,` +
		`"tally":{"mustGo":0,"interested":0,"wontGo":0,"total":0,"netScore":0},"archived":true,"myVote":null,"notes":{"edges":[]}}`,
		`{"id":"` + set + `","archived":true,"groupVotes":[]}`}
	for i, c := range conns {
		for { // skip events of the live set still on their way
			var got struct {
				Data   struct{ SetUpdated json.RawMessage }
				Errors []any
			}
			mustJSON(t, nextOf(t, c, "next").Payload, &got)
			if len(got.Errors) > 0 {
				t.Fatalf("event: %v", got.Errors)
			}
			if !strings.Contains(string(got.Data.SetUpdated), `"archived":true`) {
				continue
			}
			if string(got.Data.SetUpdated) != want[i] {
				t.Errorf("archived set event:\n got  %s\n want %s", got.Data.SetUpdated, want[i])
			}
			break
		}
	}
}
