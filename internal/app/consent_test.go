package app

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// Nobody is put into a group without consent: a user added by a stranger only sees an
// invitation, and the stranger sees none of their votes, notes or e-mail until they accept.
func TestGroupMembershipNeedsConsent(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	stranger, member := w.outsider, w.member
	stranger.run(t, `mutation { updateProfile(input: {username: "stranger"}) { viewer { email } } }`, nil)
	w.member.run(t, `mutation($s: ID!) { setVote(input: {setId: $s, vote: MUST_GO}) { applied } }`, map[string]any{"s": w.setID})
	var created struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	mustJSON(t, stranger.run(t, `mutation { createGroup(input: {name: "Strangers"}) { group { id } } }`, nil).Data, &created)
	g := created.CreateGroup.Group.ID
	vars := map[string]any{"g": g, "s": w.setID}

	r := stranger.run(t, `mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "mem"}) { message group { memberCount } } }`, vars)
	if string(r.Data) != `{"addGroupMember":{"message":"mem has been invited to the group","group":{"memberCount":1}}}` {
		t.Fatalf("add by username: %s %+v", r.Data, r.Errors)
	}

	// The invited user sees the invitation (group name, inviter, date) and its count.
	pending := `{ viewer { pendingGroupInvitationCount pendingGroupInvitations { totalCount edges { node { id groupName inviterUsername createdAt } } } } }`
	r = member.run(t, pending, nil)
	if !contains(string(r.Data), `"pendingGroupInvitationCount":1`, `"totalCount":1`, `"groupName":"Strangers","inviterUsername":"stranger","createdAt":"`) {
		t.Fatalf("pending invitations: %s %+v", r.Data, r.Errors)
	}
	var inv struct {
		Viewer struct {
			PendingGroupInvitations struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
	}
	mustJSON(t, r.Data, &inv)
	invitationID := inv.Viewer.PendingGroupInvitations.Edges[0].Node.ID
	// Nobody else can see or answer it.
	if r := stranger.run(t, `query($i: ID!) { node(id: $i) { id } }`, map[string]any{"i": invitationID}); string(r.Data) != `{"node":null}` {
		t.Fatalf("the stranger reads the invitation: %s", r.Data)
	}
	if r := stranger.run(t, `mutation($i: ID!) { acceptGroupInvitation(input: {invitationId: $i}) { group { id } } }`, map[string]any{"i": invitationID}); r.code(0) != "NOT_FOUND" {
		t.Fatalf("the stranger accepted someone else's invitation: %s %+v", r.Data, r.Errors)
	}

	// Until accepted, the stranger sees nothing of the member.
	seen := func() string {
		var b strings.Builder
		for _, q := range []string{
			`query($g: ID!) { node(id: $g) { ... on Group { memberCount members { edges { node { email user { username } } } } } } }`,
			`query($s: ID!, $g: ID!) { node(id: $s) { ... on Set { groupVotes(groupId: $g) { vote user { username } } } } }`,
			`query($s: ID!) { node(id: $s) { ... on Set { notes { edges { node { content authorName } } } } } }`,
			`query($g: ID!) { festival(slug: "grp") { edition(slug: "e") { sets(first: 1, sort: NAME_ASC, filter: {groupId: $g, votePerspective: GROUP}) {
				edges { tally { mustGo interested wontGo } } } } } }`,
		} {
			r := stranger.run(t, q, vars)
			if len(r.Errors) > 0 {
				t.Fatalf("%s: %+v", q, r.Errors)
			}
			b.Write(r.Data)
			b.WriteByte('\n')
		}
		return b.String()
	}
	before := seen()
	for _, leak := range []string{`"username":"mem"`, "member@example.com", "MUST_GO", "see you there", `"mustGo":1`, `"memberCount":2`} {
		if strings.Contains(before, leak) {
			t.Errorf("before accepting, the stranger sees %q:\n%s", leak, before)
		}
	}
	if r := member.run(t, `query($s: ID!, $g: ID!) { node(id: $s) { ... on Set { groupVotes(groupId: $g) { vote } } } }`, vars); r.code(0) != "FORBIDDEN" {
		t.Fatalf("the invited user is already a member: %s %+v", r.Data, r.Errors)
	}

	// Accepted: the group shares votes and notes; only the creator sees e-mail addresses.
	r = member.run(t, `mutation($i: ID!) { acceptGroupInvitation(input: {invitationId: $i}) { acceptedInvitationId pendingGroupInvitationCount group { name isMember memberCount } groupEdge { node { id } } } }`,
		map[string]any{"i": invitationID})
	if want := fmt.Sprintf(`{"acceptGroupInvitation":{"acceptedInvitationId":%q,"pendingGroupInvitationCount":0,"group":{"name":"Strangers","isMember":true,"memberCount":2},"groupEdge":{"node":{"id":%q}}}}`, invitationID, g); string(r.Data) != want {
		t.Fatalf("accept: %s %+v", r.Data, r.Errors)
	}
	after := seen()
	for _, shared := range []string{`{"email":"member@example.com","user":{"username":"mem"}}`, `{"vote":"MUST_GO","user":{"username":"mem"}}`,
		`{"content":"see you there","authorName":"mem"}`, `"mustGo":1`, `"memberCount":2`} {
		if !strings.Contains(after, shared) {
			t.Errorf("after accepting, the stranger should see %s:\n%s", shared, after)
		}
	}
	r = member.run(t, `query($g: ID!) { node(id: $g) { ... on Group { members { edges { node { email user { username } } } } } } }`, vars)
	if string(r.Data) != `{"node":{"members":{"edges":[{"node":{"email":null,"user":{"username":"stranger"}}},{"node":{"email":null,"user":{"username":"mem"}}}]}}}` {
		t.Fatalf("a member sees e-mail addresses: %s", r.Data)
	}
	for _, a := range []actor{w.member, w.admin} {
		if r := a.run(t, `query($g: ID!) { node(id: $g) { ... on Group { members { edges { node { email } } } } } }`, map[string]any{"g": w.groupID}); strings.Contains(string(r.Data), "@") {
			t.Errorf("%s sees e-mail addresses of Crew: %s", a.name, r.Data)
		}
	}
	if r := w.creator.run(t, `query($g: ID!) { node(id: $g) { ... on Group { members { edges { node { email } } } } } }`, map[string]any{"g": w.groupID}); !contains(string(r.Data), "creator@example.com", "member@example.com") {
		t.Errorf("the creator should see e-mail addresses: %s", r.Data)
	}
	if r := member.run(t, pending, nil); !strings.Contains(string(r.Data), `"pendingGroupInvitationCount":0`) {
		t.Fatalf("the invitation stays: %s", r.Data)
	}
}

// Declining removes the invitation and shares nothing; a group deleted meanwhile cannot be
// joined; redeeming an invite link accepts a pending invitation into its group.
func TestGroupInvitationDeclineDeletedAndRedeem(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	invite := func(a actor, g, who string) string {
		t.Helper()
		r := a.run(t, `mutation($g: ID!, $u: String!) { addGroupMember(input: {groupId: $g, usernameOrEmail: $u}) { message } }`, map[string]any{"g": g, "u": who})
		if len(r.Errors) > 0 {
			t.Fatalf("invite %s: %+v", who, r.Errors)
		}
		var p struct {
			Viewer struct {
				PendingGroupInvitations struct {
					Edges []struct{ Node struct{ ID string } }
				}
			}
		}
		mustJSON(t, w.extra.run(t, `{ viewer { pendingGroupInvitations { edges { node { id } } } } }`, nil).Data, &p)
		if len(p.Viewer.PendingGroupInvitations.Edges) != 1 {
			t.Fatalf("extra has %d invitations", len(p.Viewer.PendingGroupInvitations.Edges))
		}
		return p.Viewer.PendingGroupInvitations.Edges[0].Node.ID
	}
	accept := `mutation($i: ID!) { acceptGroupInvitation(input: {invitationId: $i}) { group { id } } }`
	decline := `mutation($i: ID!) { declineGroupInvitation(input: {invitationId: $i}) { declinedInvitationId pendingGroupInvitationCount } }`
	members := `query($g: ID!) { node(id: $g) { ... on Group { memberCount } } }`

	id := invite(w.creator, w.groupID, "extra@example.com")
	r := w.extra.run(t, decline, map[string]any{"i": id})
	if want := fmt.Sprintf(`{"declineGroupInvitation":{"declinedInvitationId":%q,"pendingGroupInvitationCount":0}}`, id); string(r.Data) != want {
		t.Fatalf("decline: %s %+v", r.Data, r.Errors)
	}
	if r := w.extra.run(t, accept, map[string]any{"i": id}); r.code(0) != "NOT_FOUND" || r.Errors[0].Message != "Invitation not found" {
		t.Fatalf("accept after declining: %s %+v", r.Data, r.Errors)
	}
	if r := w.creator.run(t, members, map[string]any{"g": w.groupID}); string(r.Data) != `{"node":{"memberCount":2}}` {
		t.Fatalf("declined, yet: %s", r.Data)
	}

	// Deleted meanwhile.
	var created struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	mustJSON(t, w.creator.run(t, `mutation { createGroup(input: {name: "Gone"}) { group { id } } }`, nil).Data, &created)
	gone := created.CreateGroup.Group.ID
	id = invite(w.creator, gone, "extra@example.com")
	w.creator.run(t, `mutation($g: ID!) { deleteGroup(input: {groupId: $g}) { deletedGroupId } }`, map[string]any{"g": gone})
	if r := w.extra.run(t, accept, map[string]any{"i": id}); r.code(0) != "NOT_FOUND" || r.Errors[0].Message != "This group no longer exists" {
		t.Fatalf("accept into a deleted group: %s %+v", r.Data, r.Errors)
	}
	if r := w.extra.run(t, `{ viewer { pendingGroupInvitationCount } }`, nil); string(r.Data) != `{"viewer":{"pendingGroupInvitationCount":0}}` {
		t.Fatalf("an invitation into a deleted group is listed: %s", r.Data)
	}

	// An invite link into a group with a pending invitation accepts it.
	invite(w.creator, w.groupID, "extra@example.com")
	r = w.extra.run(t, `mutation($t: String!) { redeemInvite(input: {token: $t}) { success message group { isMember memberCount } } }`, map[string]any{"t": w.token})
	if string(r.Data) != `{"redeemInvite":{"success":true,"message":"Successfully joined the group!","group":{"isMember":true,"memberCount":3}}}` {
		t.Fatalf("redeem with a pending invitation: %s %+v", r.Data, r.Errors)
	}
	if r := w.extra.run(t, `{ viewer { pendingGroupInvitationCount } }`, nil); string(r.Data) != `{"viewer":{"pendingGroupInvitationCount":0}}` {
		t.Fatalf("the invitation stays after redeeming: %s", r.Data)
	}
}

// Adding by e-mail answers the same whether or not the address has an account, is already a
// member or already invited, so no address is confirmed.
func TestAddMemberByEmailConfirmsNothing(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	answer := func(email string) string {
		r := w.creator.run(t, `mutation($g: ID!, $u: String!) { addGroupMember(input: {groupId: $g, usernameOrEmail: $u}) { message group { id memberCount } } }`,
			map[string]any{"g": w.groupID, "u": email})
		if len(r.Errors) > 0 {
			t.Fatalf("%s: %+v", email, r.Errors)
		}
		return strings.ReplaceAll(string(r.Data), strings.ToLower(strings.TrimSpace(email)), "{email}")
	}
	want := answer("nobody@example.com")
	if !strings.Contains(want, `"message":"If {email} has an account, they'll find your invitation in their groups"`) {
		t.Fatalf("unknown address: %s", want)
	}
	for _, email := range []string{"extra@example.com", "extra@example.com" /* already invited */, " MEMBER@example.com ", "creator@example.com", "outsider@example.com"} {
		if got := answer(email); got != want {
			t.Errorf("%s: %s, want %s", email, got, want)
		}
	}
}

// Bounds and creation rates are refused with BAD_USER_INPUT or RATE_LIMITED, changing nothing.
func TestGroupBoundsAndRates(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	count := func(table string) int {
		var n int
		if err := w.store.DB.NewRaw("SELECT count(*) FROM "+table).Scan(context.Background(), &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	snapshot := func() string {
		return fmt.Sprint(count("groups"), count("group_invites"), count("notes"), count("group_member_requests"), count("group_members"))
	}
	long := func(n int) string { return strings.Repeat("é", n) }
	vars := map[string]any{"g": w.groupID, "s": w.setID}
	for _, c := range []struct{ q, want string }{
		{`mutation { createGroup(input: {name: "` + long(101) + `"}) { group { id } } }`, "Group name must be at most 100 characters"},
		{`mutation { createGroup(input: {name: "x", description: "` + long(1001) + `"}) { group { id } } }`, "Description must be at most 1000 characters"},
		{`mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "` + long(255) + `"}) { message } }`, "Username or email must be at most 254 characters"},
		{`mutation($g: ID!) { createGroupInvite(input: {groupId: $g, expiresInDays: 366}) { token } }`, "Expiry must be at most 365 days"},
		{`mutation($g: ID!) { createGroupInvite(input: {groupId: $g, expiresInDays: 0}) { token } }`, "Expiry must be at least 1 day"},
		{`mutation($g: ID!) { createGroupInvite(input: {groupId: $g, maxUses: 10001}) { token } }`, "Maximum uses must be at most 10000"},
		{`mutation($g: ID!) { createGroupInvite(input: {groupId: $g, maxUses: 0}) { token } }`, "Maximum uses must be at least 1"},
		{`mutation($s: ID!) { addNote(input: {id: "5c7e1d2a-0b3f-4e6a-9c8d-7f6e5d4c3b2a", setId: $s, content: "` + long(2001) + `"}) { note { id } } }`, "Note must be at most 2000 characters"},
		{`mutation($s: ID!) { addNote(input: {id: "5c7e1d2a-0b3f-4e6a-9c8d-7f6e5d4c3b2a", setId: $s, content: " "}) { note { id } } }`, "Note cannot be empty"},
	} {
		before := snapshot()
		r := w.creator.run(t, c.q, vars)
		if len(r.Errors) != 1 || r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Message != c.want {
			t.Errorf("%.80s: %+v, want %q", c.q, r.Errors, c.want)
		}
		if after := snapshot(); after != before {
			t.Errorf("%.80s changed rows: %s -> %s", c.q, before, after)
		}
	}
	// At the bounds, it works.
	if r := w.creator.run(t, `mutation { createGroup(input: {name: "`+long(100)+`", description: "`+long(1000)+`"}) { group { id } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("bounds: %+v", r.Errors)
	}

	// Creation rates per user: exactly `limit` in a window, then RATE_LIMITED with nothing changed.
	var extraGroup struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	mustJSON(t, w.extra.run(t, `mutation { createGroup(input: {name: "Mine"}) { group { id } } }`, nil).Data, &extraGroup)
	mine := map[string]any{"g": extraGroup.CreateGroup.Group.ID, "s": w.setID}
	for _, c := range []struct {
		name   string
		limit  int
		window time.Duration
		q      func(i int) string
	}{
		{"groups", 20, time.Hour, func(i int) string {
			return fmt.Sprintf(`mutation { createGroup(input: {name: "G%d"}) { group { id } } }`, i)
		}},
		{"invites", 50, time.Hour, func(int) string { return `mutation($g: ID!) { createGroupInvite(input: {groupId: $g}) { token } }` }},
		{"member invitations", 50, time.Hour, func(i int) string {
			return fmt.Sprintf(`mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "someone%d@example.com"}) { message } }`, i)
		}},
		{"notes", 60, 10 * time.Minute, func(i int) string {
			return fmt.Sprintf(`mutation($s: ID!) { addNote(input: {id: "00000000-0000-4000-8000-%012d", setId: $s, content: "n%d"}) { note { id } } }`, i, i)
		}},
	} {
		window := time.Now().Truncate(c.window)
		ok := 0
		var refused gqlResponse
		for i := 0; i < c.limit+1; i++ {
			r := w.extra.run(t, c.q(i), mine)
			if len(r.Errors) > 0 {
				refused = r
				break
			}
			ok++
		}
		if c.name == "groups" {
			ok++ // "Mine" counts too
		}
		if !time.Now().Truncate(c.window).Equal(window) {
			t.Logf("%s: a new rate window began during the test; exact count not checked", c.name)
			continue
		}
		if ok != c.limit || refused.code(0) != "RATE_LIMITED" {
			t.Errorf("%s: %d allowed, then %+v; want %d, then RATE_LIMITED", c.name, ok, refused.Errors, c.limit)
		}
		before := snapshot()
		if r := w.extra.run(t, c.q(999), mine); r.code(0) != "RATE_LIMITED" {
			t.Errorf("%s: %+v after the limit", c.name, r.Errors)
		}
		if after := snapshot(); after != before {
			t.Errorf("%s: a refused creation changed rows: %s -> %s", c.name, before, after)
		}
	}
	// Another user is not affected.
	if r := w.creator.run(t, `mutation { createGroup(input: {name: "Still fine"}) { group { id } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("another user's limit: %+v", r.Errors)
	}
}

// The sign-in answer's viewer carries the pending invitations of the user just signed in (the
// request had no viewer yet when it started).
func TestSignInAnswerCountsInvitations(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	if _, err := w.store.DB.ExecContext(context.Background(), `INSERT INTO users (email) VALUES ('late@example.com')`); err != nil {
		t.Fatal(err)
	}
	w.creator.run(t, `mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "late@example.com"}) { message } }`, map[string]any{"g": w.groupID})
	c := newClient(w.server)
	if r, _ := c.gql(t, requestMutation, map[string]any{"e": "late@example.com"}); len(r.Errors) > 0 {
		t.Fatalf("request: %+v", r.Errors)
	}
	code := mailCode.FindStringSubmatch(w.smtp.WaitFor(t, "late@example.com").Text)[1]
	r, _ := c.gql(t, `mutation($e: String!, $c: String!) { verifySignInCode(input: {email: $e, code: $c}) {
		viewer { pendingGroupInvitationCount pendingGroupInvitations { totalCount edges { node { groupName } } } } } }`,
		map[string]any{"e": "late@example.com", "c": code})
	if string(r.Data) != `{"verifySignInCode":{"viewer":{"pendingGroupInvitationCount":1,"pendingGroupInvitations":{"totalCount":1,"edges":[{"node":{"groupName":"Crew"}}]}}}}` {
		t.Fatalf("sign-in answer: %s %+v", r.Data, r.Errors)
	}
}

// A note's author without a username is not named by their e-mail address to fellow members.
func TestNoteAuthorWithoutUsernameHidesEmail(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	w.creator.run(t, `mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "extra@example.com"}) { message } }`, map[string]any{"g": w.groupID})
	acceptInvitations(t, w.extra)
	w.extra.run(t, `mutation($s: ID!) { addNote(input: {id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", setId: $s, content: "hi"}) { note { id } } }`, map[string]any{"s": w.setID})
	q := `query($s: ID!) { node(id: $s) { ... on Set { notes { edges { node { content authorName } } } } } }`
	if r := w.member.run(t, q, map[string]any{"s": w.setID}); !strings.Contains(string(r.Data), `{"content":"hi","authorName":"A group member"}`) || strings.Contains(string(r.Data), "extra@") {
		t.Fatalf("a member reads: %s %+v", r.Data, r.Errors)
	}
	if r := w.extra.run(t, q, map[string]any{"s": w.setID}); !strings.Contains(string(r.Data), `{"content":"hi","authorName":"extra@example.com"}`) {
		t.Fatalf("the author reads: %s %+v", r.Data, r.Errors)
	}
}
