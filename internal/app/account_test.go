package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"festival/graph/relay"
	"festival/internal/auth"
	"festival/internal/testclock"
)

const deleteAccountMutation = `mutation { deleteAccount(input: {confirm: true}) { ok deletedVotes transferredGroups deletedGroups } }`

// userIDOf reads the id of the user with email.
func userIDOf(t *testing.T, w world, email string) string {
	t.Helper()
	var id string
	if err := w.store.DB.NewRaw(`SELECT id::text FROM users WHERE email = ?`, email).Scan(context.Background(), &id); err != nil {
		t.Fatalf("user %s: %v", email, err)
	}
	return id
}

// rowsNaming counts, per table of the database, the rows whose text holds any of needles.
func rowsNaming(t *testing.T, w world, needles ...string) map[string]int {
	t.Helper()
	ctx := context.Background()
	var tables []string
	if err := w.store.DB.NewRaw(`SELECT table_name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`).Scan(ctx, &tables); err != nil {
		t.Fatal(err)
	}
	if len(tables) < 15 {
		t.Fatalf("only %d tables: %v", len(tables), tables)
	}
	found := map[string]int{}
	for _, table := range tables {
		for _, n := range needles {
			var c int
			q := fmt.Sprintf(`SELECT count(*) FROM %s x WHERE position(lower(?) IN lower(x::text)) > 0`, pgx.Identifier{table}.Sanitize())
			if err := w.store.DB.NewRaw(q, n).Scan(ctx, &c); err != nil {
				t.Fatalf("scan %s: %v", table, err)
			}
			if c > 0 {
				found[table+" ("+n+")"] += c
			}
		}
	}
	return found
}

// talliesOff counts sets whose counters differ from a recount of the votes, and sums them.
func talliesOff(t *testing.T, w world) (off, total int) {
	t.Helper()
	err := w.store.DB.NewRaw(`SELECT
		count(*) FILTER (WHERE (t.must_go, t.interested, t.wont_go) IS DISTINCT FROM (c.must_go, c.interested, c.wont_go)),
		coalesce(sum(t.must_go + t.interested + t.wont_go), 0)
		FROM set_tallies t, LATERAL (SELECT count(*) FILTER (WHERE v.vote_type = 2) AS must_go,
			count(*) FILTER (WHERE v.vote_type = 1) AS interested, count(*) FILTER (WHERE v.vote_type = -1) AS wont_go
			FROM votes v WHERE v.set_id = t.set_id) c`).Scan(context.Background(), &off, &total)
	if err != nil {
		t.Fatal(err)
	}
	return off, total
}

func TestDeleteAccountRemovesEverythingPersonal(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	mustOK := func(a actor, q string, vars map[string]any) gqlResponse {
		t.Helper()
		r := a.run(t, q, vars)
		if len(r.Errors) > 0 {
			t.Fatalf("%s: %s: %+v", a.name, q, r.Errors)
		}
		return r
	}
	creatorID, memberID := userIDOf(t, w, "creator@example.com"), userIDOf(t, w, "member@example.com")
	const username = "Zed_Owner9"
	mustOK(w.creator, `mutation { updateProfile(input: {username: "`+username+`"}) { viewer { email } } }`, nil)
	// Everything the creator can leave behind: votes on two sets, a note, a group of their own,
	// a pending invitation they sent, an invite link (newWorld), a calendar feed, a role, a set
	// they created, a role they granted, rate-limit counters and sign-in codes.
	var sets struct {
		Festival struct {
			Edition struct {
				ID   string
				Sets struct {
					Edges []struct{ Node struct{ ID string } }
				}
			}
		}
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "grp") { edition(slug: "e") { id sets(first: 2) { edges { node { id } } } } } }`, nil).Data, &sets)
	for _, e := range sets.Festival.Edition.Sets.Edges {
		mustOK(w.creator, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { vote } }`, map[string]any{"s": e.Node.ID})
	}
	mustOK(w.creator, `mutation($s: ID!) { addNote(input: {id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f", setId: $s, content: "creator's private thought"}) { note { id } } }`,
		map[string]any{"s": w.setID})
	mustOK(w.creator, `mutation { createGroup(input: {name: "Solo"}) { group { id } } }`, nil)
	mustOK(w.creator, `mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "extra@example.com"}) { message } }`,
		map[string]any{"g": w.groupID})
	mustOK(w.creator, `mutation($e: ID!) { enableCalendarFeed(input: {editionId: $e}) { url } }`, map[string]any{"e": sets.Festival.Edition.ID})
	mustOK(w.creator, `mutation($e: ID!, $s: [ID!]!) { savePlan(input: {editionId: $e, setIds: $s}) { edition { id } } }`,
		map[string]any{"e": sets.Festival.Edition.ID, "s": []string{sets.Festival.Edition.Sets.Edges[0].Node.ID}})
	mustOK(w.creator, `mutation($e: ID!) { sharePlan(input: {editionId: $e}) { url } }`, map[string]any{"e": sets.Festival.Edition.ID})
	// An admin's trail in the audit log: the super admin makes the creator an admin, the
	// creator creates a festival, an edition, a stage, an artist and a set, then is made a
	// moderator; their username and e-mail are in the role entries, their id in many.
	var role struct {
		AddAdminRole struct {
			Edge struct{ Node struct{ ID string } }
		}
	}
	mustJSON(t, mustOK(w.admin, `mutation { addAdminRole(input: {email: "creator@example.com", role: ADMIN}) { edge { node { id } } } }`, nil).Data, &role)
	genre := uuid.New()
	if _, err := w.store.DB.ExecContext(ctx, `INSERT INTO music_genres (id, name) VALUES (?, 'Erasure genre')`, genre); err != nil {
		t.Fatal(err)
	}
	made := map[string]string{}
	for _, st := range lifecycle("erasure", relay.ID(relay.TypeGenre, genre))[:9] {
		r := mustOK(w.creator, st.query, map[string]any{"input": st.input(made)})
		if st.saveKey != "" {
			made[st.saveKey] = st.save(r.Data)
		}
	}
	// A real import by the creator changes the set they created: the undo snapshot
	// (import_rows.before) holds the set as it was, created_by the creator.
	imp := importFile(t, w.creatorClient, w.server.URL, made["edition"], "SETS", "erasure.csv",
		[]byte("artist_names,stage_name,name,time_start,time_end,description\nArtist erasure,Mainstage,Artist erasure,,,Imported words\n"))
	if len(imp.Errors) > 0 || !strings.Contains(string(imp.Data), `"changed":1`) {
		t.Fatalf("import: %s %+v", imp.Data, imp.Errors)
	}
	var snapshots int
	if err := w.store.DB.NewRaw(`SELECT count(*) FROM import_rows WHERE before->>'created_by' = ?`, creatorID).Scan(ctx, &snapshots); err != nil || snapshots != 1 {
		t.Fatalf("import snapshots naming the creator: %d, %v", snapshots, err)
	}
	mustOK(w.admin, `mutation($id: ID!) { changeAdminRole(input: {id: $id, role: MODERATOR}) { message } }`,
		map[string]any{"id": role.AddAdminRole.Edge.Node.ID})
	var inLog int
	if err := w.store.DB.NewRaw(`SELECT count(*) FROM audit_log x WHERE actor_id = ? OR x::text LIKE '%creator@example.com%'`, creatorID).
		Scan(ctx, &inLog); err != nil || inLog < 11 {
		t.Fatalf("audit entries naming the creator before: %d, %v", inLog, err)
	}
	_, err := w.store.DB.ExecContext(ctx, `
		UPDATE admin_roles SET created_by = ?0 WHERE user_id = ?1;
		UPDATE sets SET created_by = ?0 WHERE slug = 'set-2';
		INSERT INTO rate_limits (key, window_start, count) VALUES ('signin-fail:email:creator@example.com', ?2, 3);
		INSERT INTO notification_settings (user_id, reminder_minutes) VALUES (?0, 30);
		INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?0, 'https://push.example.com/creator', 'k', 'a');
		UPDATE sets SET time_start = coalesce(time_start, ?2) + interval '1 hour' WHERE id IN (SELECT set_id FROM votes WHERE user_id = ?0);
		INSERT INTO reminder_jobs (user_id, set_id, set_start) SELECT user_id, set_id, ?2 FROM votes WHERE user_id = ?0;
		INSERT INTO private_pins (id, user_id, festival_edition_id, label, pos_x, pos_y, created_at, updated_at)
			SELECT gen_random_uuid(), ?0, festival_edition_id, 'my tent', 10, 20, ?2, ?2 FROM sets WHERE slug = 'set-2' LIMIT 1;
		INSERT INTO member_locations (group_id, user_id, latitude, longitude, accuracy_meters, updated_at, expires_at)
			SELECT id, ?0, 52.37, 4.89, 10, ?2, ?2::timestamptz + interval '1 hour' FROM groups WHERE name = 'Crew';
		INSERT INTO meeting_points (group_id, festival_edition_id, created_by, pos_x, pos_y, meet_at, note, created_at)
			SELECT g.id, s.festival_edition_id, ?0, 5, 5, ?2, 'by the tree', ?2 FROM groups g, sets s WHERE g.name = 'Crew' AND s.slug = 'set-2' LIMIT 1;
		INSERT INTO set_ratings (user_id, set_id, stars, client_timestamp, created_at, updated_at)
			SELECT ?0, id, 4, ?2, ?2, ?2 FROM sets WHERE slug = 'set-2' LIMIT 1;`,
		creatorID, userIDOf(t, w, "admin@example.com"), testclock.Now())
	if err != nil {
		t.Fatal(err)
	}
	needles := []string{creatorID, "creator@example.com", username}
	if before := rowsNaming(t, w, needles...); len(before) < 10 {
		t.Fatalf("the setup should leave the creator in many tables, found %v", before)
	} else {
		for _, table := range []string{"notifications", "push_subscriptions", "reminder_jobs", "notification_settings", "import_rows", "imports",
			"private_pins", "member_locations", "meeting_points", "plan_shares", "set_ratings"} {
			if before[table+" ("+creatorID+")"] == 0 {
				t.Fatalf("the setup should leave the creator in %s, found %v", table, before)
			}
		}
	}
	_, totalBefore := talliesOff(t, w)

	// Listen for the live events of the sets whose tallies change.
	conn, err := pgx.Connect(ctx, w.server.dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "LISTEN set_changed"); err != nil {
		t.Fatal(err)
	}

	var del struct {
		DeleteAccount struct {
			Ok                                             bool
			DeletedVotes, TransferredGroups, DeletedGroups int
		}
	}
	mustJSON(t, mustOK(w.creator, deleteAccountMutation, nil).Data, &del)
	if d := del.DeleteAccount; !d.Ok || d.DeletedVotes != 2 || d.TransferredGroups != 1 || d.DeletedGroups != 1 {
		t.Fatalf("deleteAccount = %+v", d)
	}

	if left := rowsNaming(t, w, needles...); len(left) > 0 {
		t.Errorf("rows still naming the deleted user: %v", left)
	}
	// The log keeps what changed, by "deleted user" (the lifecycle's 9 entries and the
	// import's 2); the role's removal is audited too.
	var trail struct{ Deleted, Removals int }
	if err := w.store.DB.NewRaw(`SELECT count(*) FILTER (WHERE via = 'deleted user' AND actor_id IS NULL),
		count(*) FILTER (WHERE action = 'admin_role.remove' AND via = 'account deletion' AND before ->> 'role' = 'moderator')
		FROM audit_log`).Scan(ctx, &trail.Deleted, &trail.Removals); err != nil || trail.Deleted != 11 || trail.Removals != 1 {
		t.Errorf("audit trail after deletion: %+v, %v", trail, err)
	}
	off, totalAfter := talliesOff(t, w)
	if off != 0 || totalAfter != totalBefore-2 {
		t.Errorf("tallies: %d sets differ from a recount; total %d, want %d", off, totalAfter, totalBefore-2)
	}
	notified := map[string]bool{}
	for len(notified) < 2 {
		wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		n, err := conn.WaitForNotification(wctx)
		cancel()
		if err != nil {
			t.Fatalf("set_changed events: got %v, then %v", notified, err)
		}
		notified[n.Payload] = true
	}

	// The group passed to its longest-standing member, now its creator; the solo group is gone.
	var owner struct {
		CreatedBy, Role string
		Groups          int
	}
	err = w.store.DB.NewRaw(`SELECT g.created_by::text, m.role, (SELECT count(*) FROM groups WHERE name = 'Solo')
		FROM groups g JOIN group_members m ON m.group_id = g.id AND m.user_id = g.created_by WHERE g.name = 'Crew'`).
		Scan(ctx, &owner.CreatedBy, &owner.Role, &owner.Groups)
	if err != nil || owner.CreatedBy != memberID || owner.Role != "creator" || owner.Groups != 0 {
		t.Fatalf("after deletion: %+v, %v", owner, err)
	}
	isCreator := w.member.run(t, `query($g: ID!) { node(id: $g) { ... on Group { isCreator memberCount } } }`, map[string]any{"g": w.groupID})
	if !strings.Contains(string(isCreator.Data), `"isCreator":true,"memberCount":1`) {
		t.Fatalf("heir's view: %s %+v", isCreator.Data, isCreator.Errors)
	}

	// The old session is gone; signing in again starts a new, empty account.
	if r := w.creator.run(t, `{ viewer { email } }`, nil); string(r.Data) != `{"viewer":null}` {
		t.Fatalf("old session after deletion: %s %+v", r.Data, r.Errors)
	}
	again := signIn(t, w.server, w.smtp, "creator@example.com")
	r, _ := again.gql(t, `{ viewer { needsOnboarding user { id username } } groups { edges { node { id } } } }`, nil)
	if !strings.Contains(string(r.Data), `"needsOnboarding":true`) || !strings.Contains(string(r.Data), `"username":null`) ||
		!strings.Contains(string(r.Data), `"groups":{"edges":[]}`) || userIDOf(t, w, "creator@example.com") == creatorID {
		t.Fatalf("new account: %s %+v", r.Data, r.Errors)
	}
}

func TestAccountMutationsNeedASignedInConfirmedViewer(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	for _, q := range []string{deleteAccountMutation, `mutation { signOutEverywhere { revokedSessions } }`} {
		if r := s.gql(t, q, nil); r.code(0) != "UNAUTHENTICATED" {
			t.Errorf("%s anonymous: %+v", q, r.Errors)
		}
	}
	resp, err := http.Get(s.URL + "/account/export.json")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("anonymous export: %d", resp.StatusCode)
	}
	c := signIn(t, s, smtp, "keep@example.com")
	r, _ := c.gql(t, `mutation { deleteAccount(input: {confirm: false}) { ok } }`, nil)
	if r.code(0) != "BAD_USER_INPUT" {
		t.Fatalf("unconfirmed deletion: %+v", r.Errors)
	}
	if r, _ := c.gql(t, `{ viewer { email } }`, nil); !strings.Contains(string(r.Data), "keep@example.com") {
		t.Fatalf("account gone after an unconfirmed deletion: %s", r.Data)
	}
}

// export downloads /account/export.json with c's session.
func export(t *testing.T, c *client) (map[string]json.RawMessage, string, *http.Response) {
	t.Helper()
	resp, err := c.http.Get(c.s.URL + "/account/export.json")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("export: %d %s", resp.StatusCode, raw)
	}
	var out map[string]json.RawMessage
	mustJSON(t, raw, &out)
	return out, string(raw), resp
}

func TestExportHoldsTheViewersDataAndNoOneElses(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	member := anotherDevice(t, w.server, "member@example.com") // a second session of the member
	for _, a := range []actor{w.creator, w.member} {
		if r := a.run(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: INTERESTED}) { vote } }`, map[string]any{"s": w.setID}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
	}
	w.creator.run(t, `mutation($s: ID!) { addNote(input: {id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", setId: $s, content: "creator only words"}) { note { id } } }`,
		map[string]any{"s": w.setID})
	var ed struct {
		Festival struct{ Edition struct{ ID string } }
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "grp") { edition(slug: "e") { id } } }`, nil).Data, &ed)
	for _, a := range []actor{w.creator, w.member} {
		if r := a.run(t, `mutation($e: ID!, $s: [ID!]!) { savePlan(input: {editionId: $e, setIds: $s}) { edition { id } } }`,
			map[string]any{"e": ed.Festival.Edition.ID, "s": []string{w.setID}}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
	}

	// Both are notified of a move; the export holds the member's one.
	if _, err := w.store.DB.ExecContext(context.Background(), `UPDATE sets SET time_start = coalesce(time_start, ?) + interval '1 hour' WHERE name = 'Set 1'`, testclock.Now()); err != nil {
		t.Fatal(err)
	}

	out, raw, resp := export(t, member)
	if cd := resp.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment;") || !strings.Contains(resp.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("headers: %v", resp.Header)
	}
	var profile struct{ ID, Email string }
	mustJSON(t, out["profile"], &profile)
	if profile.Email != "member@example.com" || profile.ID != userIDOf(t, w, "member@example.com") {
		t.Fatalf("profile: %s", out["profile"])
	}
	var votes []struct{ Vote, Set, Festival string }
	var notes []struct{ Content string }
	var groups []struct{ Name, Role string }
	var sessions []struct{ CreatedAt string }
	mustJSON(t, out["votes"], &votes)
	mustJSON(t, out["notes"], &notes)
	mustJSON(t, out["groups"], &groups)
	mustJSON(t, out["sessions"], &sessions)
	if len(votes) != 1 || votes[0].Vote != "INTERESTED" || votes[0].Set != "Set 1" {
		t.Errorf("votes: %s", out["votes"])
	}
	if len(notes) != 1 || notes[0].Content != "see you there" {
		t.Errorf("notes: %s", out["notes"])
	}
	if len(groups) != 1 || groups[0].Name != "Crew" || groups[0].Role != "member" {
		t.Errorf("groups: %s", out["groups"])
	}
	if len(sessions) != 2 {
		t.Errorf("sessions: %s", out["sessions"])
	}
	var notifications []struct{ Kind, Message string }
	mustJSON(t, out["notifications"], &notifications)
	if len(notifications) != 1 || notifications[0].Kind != "SET_TIME_CHANGED" || !strings.HasPrefix(notifications[0].Message, "Set 1 moved") {
		t.Errorf("notifications: %s", out["notifications"])
	}
	var plans []struct{ Set, Festival string }
	mustJSON(t, out["savedPlans"], &plans)
	if len(plans) != 1 || plans[0].Set != "Set 1" || plans[0].Festival != "grp" {
		t.Errorf("saved plans: %s", out["savedPlans"])
	}
	for _, other := range []string{"creator@example.com", userIDOf(t, w, "creator@example.com"), "creator only words",
		"extra@example.com", userIDOf(t, w, "extra@example.com"), "admin@example.com"} {
		if strings.Contains(raw, other) {
			t.Errorf("the export names someone else (%s): %s", other, raw)
		}
	}
	// The creator's export has their invite link and their own vote, not the member's note.
	creator := anotherDevice(t, w.server, "creator@example.com")
	cout, craw, _ := export(t, creator)
	var links []struct{ Group string }
	mustJSON(t, cout["inviteLinks"], &links)
	if len(links) != 1 || links[0].Group != "Crew" || strings.Contains(craw, "see you there") || strings.Contains(craw, "member@example.com") {
		t.Errorf("creator's export: %s", craw)
	}
}

// anotherDevice signs email in once more, as a second device would, without a second code
// (one code a minute per address): a session row made as sign-in makes them.
func anotherDevice(t *testing.T, s *testServer, email string) *client {
	t.Helper()
	store := openURL(t, s.dbURL)
	token := auth.NewToken()
	_, err := store.DB.ExecContext(context.Background(), `INSERT INTO sessions (token_hash, user_id, last_seen_at, expires_at)
		SELECT ?, id, ?, ? FROM users WHERE email = ?`, auth.HashToken(token), testclock.Now(), testclock.Now().Add(24*time.Hour), email)
	if err != nil {
		t.Fatal(err)
	}
	c := newClient(s)
	u, _ := http.NewRequest("GET", s.URL, nil)
	c.http.Jar.SetCookies(u.URL, []*http.Cookie{{Name: auth.CookieName, Value: token}})
	return c
}

func TestSignOutEverywhereRevokesEverySession(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	a := signIn(t, s, smtp, "many@example.com")
	other := signIn(t, s, smtp, "other@example.com")
	b := anotherDevice(t, s, "many@example.com")
	if r, _ := b.gql(t, `{ viewer { email } }`, nil); !strings.Contains(string(r.Data), "many@example.com") {
		t.Fatalf("second session: %s", r.Data)
	}

	r, resp := a.gql(t, `mutation { signOutEverywhere { revokedSessions } }`, nil)
	if string(r.Data) != `{"signOutEverywhere":{"revokedSessions":2}}` || !strings.Contains(resp.Header.Get("Set-Cookie"), "Max-Age=0") {
		t.Fatalf("signOutEverywhere: %s %+v %q", r.Data, r.Errors, resp.Header.Get("Set-Cookie"))
	}
	for name, c := range map[string]*client{"this device": a, "the other device": b} {
		if r, _ := c.gql(t, `{ viewer { email } }`, nil); string(r.Data) != `{"viewer":null}` {
			t.Errorf("%s still signed in: %s", name, r.Data)
		}
	}
	if r, _ := other.gql(t, `{ viewer { email } }`, nil); !strings.Contains(string(r.Data), "other@example.com") {
		t.Errorf("another user was signed out: %s", r.Data)
	}
}
