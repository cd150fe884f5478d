package app

import (
	"strings"
	"testing"

	"festival/internal/db"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// actor runs GraphQL as one kind of user; anonymous has no session.
type actor struct {
	name string
	run  func(t *testing.T, q string, vars map[string]any) gqlResponse
}

type world struct {
	anon, outsider, member, creator, admin, extra actor
	creatorClient                                 *client
	groupID, inviteID, memberID, noteID           string
	setID, token                                  string
	store                                         *db.DB
	server                                        *testServer
	smtp                                          *mailtest.Server
}

// acceptInvitations accepts every pending invitation of a and returns their ids.
func acceptInvitations(t *testing.T, a actor) []string {
	t.Helper()
	var pending struct {
		Viewer struct {
			PendingGroupInvitations struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
	}
	mustJSON(t, a.run(t, `{ viewer { pendingGroupInvitations { edges { node { id } } } } }`, nil).Data, &pending)
	var ids []string
	for _, e := range pending.Viewer.PendingGroupInvitations.Edges {
		r := a.run(t, `mutation($i: ID!) { acceptGroupInvitation(input: {invitationId: $i}) { group { id } } }`, map[string]any{"i": e.Node.ID})
		if len(r.Errors) > 0 {
			t.Fatalf("accept as %s: %+v", a.name, r.Errors)
		}
		ids = append(ids, e.Node.ID)
	}
	return ids
}

func newWorld(t *testing.T) world {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	editionWithSets(t, store.DB, "grp", 2)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "BOOTSTRAP_SUPER_ADMIN_EMAIL": "admin@example.com"})
	as := func(name string, c *client) actor {
		return actor{name, func(t *testing.T, q string, v map[string]any) gqlResponse { r, _ := c.gql(t, q, v); return r }}
	}
	creator := signIn(t, s, smtp, "creator@example.com")
	w := world{
		anon:          actor{"anonymous", func(t *testing.T, q string, v map[string]any) gqlResponse { return s.gql(t, q, v) }},
		admin:         as("admin", signIn(t, s, smtp, "admin@example.com")),
		creator:       as("creator", creator),
		creatorClient: creator,
		member:        as("member", signIn(t, s, smtp, "member@example.com")),
		outsider:      as("outsider", signIn(t, s, smtp, "outsider@example.com")),
	}
	w.extra = as("extra", signIn(t, s, smtp, "extra@example.com")) // someone the creator can add
	w.store, w.server, w.smtp = store, s, smtp
	w.member.run(t, `mutation { updateProfile(input: {username: "mem"}) { viewer { email } } }`, nil)

	var created struct {
		CreateGroup struct{ Group struct{ ID string } }
	}
	mustJSON(t, w.creator.run(t, `mutation { createGroup(input: {name: "  Crew ", description: " "}) { group { id } } }`, nil).Data, &created)
	w.groupID = created.CreateGroup.Group.ID
	w.creator.run(t, `mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: " MEM "}) { message } }`,
		map[string]any{"g": w.groupID})
	if len(acceptInvitations(t, w.member)) != 1 {
		t.Fatal("the member has no invitation")
	}
	var members struct {
		Node struct {
			Members struct {
				Edges []struct{ Node struct{ ID, Role string } }
			}
		}
	}
	mustJSON(t, w.creator.run(t, `query($g: ID!) { node(id: $g) { ... on Group { members { edges { node { id role } } } } } }`,
		map[string]any{"g": w.groupID}).Data, &members)
	for _, e := range members.Node.Members.Edges {
		if e.Node.Role == "MEMBER" {
			w.memberID = e.Node.ID
		}
	}
	var inv struct {
		CreateGroupInvite struct {
			Token  string
			Invite struct{ ID string }
		}
	}
	mustJSON(t, w.creator.run(t, `mutation($g: ID!) { createGroupInvite(input: {groupId: $g, expiresInDays: 2, maxUses: 3}) { token invite { id } } }`,
		map[string]any{"g": w.groupID}).Data, &inv)
	w.inviteID, w.token = inv.CreateGroupInvite.Invite.ID, inv.CreateGroupInvite.Token
	var set struct {
		Festival struct {
			Edition struct{ Set struct{ ID string } }
		}
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "grp") { edition(slug: "e") { set(slug: "set-1") { id } } } }`, nil).Data, &set)
	w.setID = set.Festival.Edition.Set.ID
	var note struct {
		AddNote struct{ Note struct{ ID string } }
	}
	mustJSON(t, w.member.run(t, `mutation($s: ID!) { addNote(input: {id: "0b6f3a52-3f3c-4c57-8d7e-2b1b3f2a9c11", setId: $s, content: " see you there "}) { note { id content } } }`,
		map[string]any{"s": w.setID}).Data, &note)
	w.noteID = note.AddNote.Note.ID
	if w.groupID == "" || w.memberID == "" || w.inviteID == "" || w.noteID == "" || w.token == "" {
		t.Fatalf("setup failed: %+v", w)
	}
	return w
}

// outcome is "ok", an error code, or "null" (data without the object).
func outcome(r gqlResponse, path string) string {
	if len(r.Errors) > 0 {
		return r.code(0)
	}
	if strings.Contains(string(r.Data), `"`+path+`":null`) {
		return "null"
	}
	if strings.Contains(string(r.Data), `"`+path+`":[]`) {
		return "[]"
	}
	return "ok"
}

func TestGroupPermissionMatrix(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	vars := map[string]any{"g": w.groupID, "i": w.inviteID, "m": w.memberID, "n": w.noteID, "s": w.setID, "t": w.token}
	// Before the matrix changes anything: admins see every group, marked Not Member.
	all := w.admin.run(t, `{ groups(all: true) { edges { node { name isMember isCreator memberCount description } } } }`, nil)
	if !strings.Contains(string(all.Data), `{"name":"Crew","isMember":false,"isCreator":false,"memberCount":2,"description":null}`) {
		t.Fatalf("admin all groups: %s", all.Data)
	}
	type row struct {
		name, query, path string
		want              map[string]string // by actor; missing = "ok"
	}
	U, F, N := "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"
	rows := []row{
		{"list my groups", `{ groups { edges { node { id } } } }`, "groups", map[string]string{"anonymous": U}},
		{"list all groups", `{ groups(all: true) { edges { node { id isMember } } } }`, "groups",
			map[string]string{"anonymous": U, "outsider": F, "member": F, "creator": F}},
		{"node(group)", `query($g: ID!) { node(id: $g) { id } }`, "node", map[string]string{"anonymous": "null", "outsider": "null"}},
		{"members", `query($g: ID!) { node(id: $g) { ... on Group { members { edges { node { email user { username } } } } } } }`, "node",
			map[string]string{"anonymous": "null", "outsider": "null"}},
		{"invites", `query($g: ID!) { node(id: $g) { ... on Group { invites { edges { node { status } } } } } }`, "node",
			map[string]string{"anonymous": "null", "outsider": "null", "member": F, "admin": F}},
		{"node(member)", `query($m: ID!) { node(id: $m) { id } }`, "node", map[string]string{"anonymous": "null", "outsider": "null"}},
		{"node(invite)", `query($i: ID!) { node(id: $i) { id } }`, "node",
			map[string]string{"anonymous": "null", "outsider": "null", "member": "null", "admin": "null"}},
		{"node(note)", `query($n: ID!) { node(id: $n) { id } }`, "node",
			map[string]string{"anonymous": "null", "outsider": "null", "admin": "null"}},
		{"group votes", `query($s: ID!, $g: ID!) { node(id: $s) { ... on Set { groupVotes(groupId: $g) { vote } } } }`, "node",
			map[string]string{"anonymous": U, "outsider": F, "admin": F}},
		{"my group votes", `query($s: ID!) { node(id: $s) { ... on Set { myGroupVotes { group { id } } } } }`, "myGroupVotes",
			map[string]string{"anonymous": "[]", "outsider": "[]", "admin": "[]"}},
		{"viewer groups", `{ viewer { groups { edges { node { id } } } } }`, "viewer", map[string]string{"anonymous": "null"}},
		{"add member", `mutation($g: ID!) { addGroupMember(input: {groupId: $g, usernameOrEmail: "extra@example.com"}) { group { id } } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "member": F, "admin": F}},
		{"create invite", `mutation($g: ID!) { createGroupInvite(input: {groupId: $g}) { token } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "member": F, "admin": F}},
		{"remove member", `mutation($g: ID!, $m: ID!) { removeGroupMember(input: {groupId: $g, memberId: $m}) { removedMemberId } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "member": F, "admin": F, "creator": "skip"}},
		{"delete invite", `mutation($i: ID!) { deleteGroupInvite(input: {inviteId: $i}) { deletedInviteId } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "member": N, "admin": N, "creator": "skip"}},
		{"delete note", `mutation($n: ID!) { deleteNote(input: {noteId: $n}) { deletedNoteId } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "creator": N, "admin": N, "member": "skip"}},
		{"delete group", `mutation($g: ID!) { deleteGroup(input: {groupId: $g}) { deletedGroupId } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "member": F, "admin": F, "creator": "skip"}},
		{"leave group", `mutation($g: ID!) { leaveGroup(input: {groupId: $g}) { leftGroupId } }`, "",
			map[string]string{"anonymous": U, "outsider": N, "creator": F, "admin": N, "member": "skip"}},
		{"redeem invite", `mutation($t: String!) { redeemInvite(input: {token: $t}) { success } }`, "",
			map[string]string{"anonymous": U, "outsider": "skip"}},
		{"invite info", `query($t: String!) { inviteInfo(token: $t) { isValid groupName } }`, "", map[string]string{}},
		{"add note", `mutation($s: ID!) { addNote(input: {id: "c8d5a1f0-7f5e-4c35-9b1e-0d6f1c2e3a44", setId: $s, content: "x"}) { note { id } } }`, "",
			map[string]string{"anonymous": U, "member": "skip", "creator": "skip", "outsider": "skip", "admin": "skip"}},
	}
	actors := []actor{w.anon, w.outsider, w.member, w.creator, w.admin}
	for _, r := range rows {
		for _, a := range actors {
			want := r.want[a.name]
			if want == "skip" {
				continue
			}
			if want == "" {
				want = "ok"
			}
			res := a.run(t, r.query, vars)
			if got := outcome(res, r.path); got != want {
				t.Errorf("%s as %s: %s, want %s (%s %+v)", r.name, a.name, got, want, res.Data, res.Errors)
			}
		}
	}

	// What the allowed answers hold.
	notes := w.creator.run(t, `query($s: ID!) { node(id: $s) { ... on Set { notes { edges { node { content authorName isMine } } } } } }`, vars)
	if !strings.Contains(string(notes.Data), `"content":"see you there","authorName":"mem","isMine":false`) {
		t.Fatalf("creator should read the member's note: %s", notes.Data)
	}
	if r := w.outsider.run(t, `query($s: ID!) { node(id: $s) { ... on Set { notes { edges { node { id } } } } } }`, vars); strings.Contains(string(r.Data), "node\":{\"notes\":{\"edges\":[{") {
		t.Fatalf("outsider reads notes: %s", r.Data)
	}
	info := w.anon.run(t, `query($t: String!) { inviteInfo(token: $t) { isValid groupName reason } }`, vars)
	if string(info.Data) != `{"inviteInfo":{"isValid":true,"groupName":"Crew","reason":null}}` {
		t.Fatalf("inviteInfo: %s", info.Data)
	}
}

func TestGroupMessages(t *testing.T) {
	w := newWorld(t)
	vars := map[string]any{"g": w.groupID}
	for input, want := range map[string]string{
		"NoSuchName": "User not found",
		"MeM":        "User is already in this group",
		"   ":        "Username or email is required",
		"a@b":        "Please enter a valid email address",
	} {
		r := w.creator.run(t, `mutation($g: ID!, $u: String!) { addGroupMember(input: {groupId: $g, usernameOrEmail: $u}) { group { id } } }`,
			map[string]any{"g": w.groupID, "u": input})
		if len(r.Errors) != 1 || r.Errors[0].Message != want {
			t.Errorf("%q: %+v, want %q", input, r.Errors, want)
		}
	}
	var members struct {
		Node struct {
			Members struct {
				Edges []struct{ Node struct{ ID, Role string } }
			}
		}
	}
	mustJSON(t, w.creator.run(t, `query($g: ID!) { node(id: $g) { ... on Group { members { edges { node { id role } } } } } }`, vars).Data, &members)
	creatorMember := members.Node.Members.Edges[0].Node
	if creatorMember.Role != "CREATOR" {
		t.Fatalf("first member %+v", creatorMember)
	}
	r := w.creator.run(t, `mutation($g: ID!, $m: ID!) { removeGroupMember(input: {groupId: $g, memberId: $m}) { removedMemberId } }`,
		map[string]any{"g": w.groupID, "m": creatorMember.ID})
	if len(r.Errors) != 1 || r.Errors[0].Message != "You cannot remove yourself as the group creator" {
		t.Fatalf("remove creator: %+v", r.Errors)
	}
	r = w.creator.run(t, `mutation { createGroup(input: {name: "   "}) { group { id } } }`, nil)
	if len(r.Errors) != 1 || r.Errors[0].Message != "Group name is required" {
		t.Fatalf("blank group name: %+v", r.Errors)
	}
	r = w.member.run(t, `mutation($s: ID!) { addNote(input: {id: "9d0e7c3b-1a2b-4c5d-8e9f-0a1b2c3d4e5f", setId: $s, content: "   "}) { note { id } } }`,
		map[string]any{"s": w.setID})
	if len(r.Errors) != 1 || r.code(0) != "BAD_USER_INPUT" {
		t.Fatalf("empty note: %+v", r.Errors)
	}
	// The same note id replayed adds it once.
	q := `mutation($s: ID!) { addNote(input: {id: "0b6f3a52-3f3c-4c57-8d7e-2b1b3f2a9c11", setId: $s, content: "see you there"}) { note { id } } }`
	if r := w.member.run(t, q, map[string]any{"s": w.setID}); len(r.Errors) != 0 {
		t.Fatalf("replay: %+v", r.Errors)
	}
	r = w.member.run(t, `query($s: ID!) { node(id: $s) { ... on Set { notes { edges { cursor } } } } }`, map[string]any{"s": w.setID})
	n := strings.Count(string(r.Data), "cursor")
	if n != 1 {
		t.Fatalf("%d notes after a replay, want 1: %s", n, r.Data)
	}
	// The same id with another content is CONFLICT (the stored note stays).
	r = w.member.run(t, strings.Replace(q, "see you there", "something else", 1), map[string]any{"s": w.setID})
	if len(r.Errors) != 1 || r.code(0) != "CONFLICT" {
		t.Fatalf("replay with another content: %s %+v", r.Data, r.Errors)
	}
}

// With the group perspective, tallies and minRating count the group's votes only.
func TestGroupVotePerspective(t *testing.T) {
	w := newWorld(t)
	vote := `mutation($s: ID!, $v: VoteType) { setVote(input: {setId: $s, vote: $v}) { applied } }`
	w.member.run(t, vote, map[string]any{"s": w.setID, "v": "MUST_GO"})
	w.creator.run(t, vote, map[string]any{"s": w.setID, "v": "INTERESTED"})
	w.outsider.run(t, vote, map[string]any{"s": w.setID, "v": "WONT_GO"})
	q := `query($g: ID!) { festival(slug: "grp") { edition(slug: "e") { sets(first: 1, sort: NAME_ASC, filter: {groupId: $g, votePerspective: GROUP}) {
		edges { tally { mustGo interested wontGo } node { tally { mustGo interested wontGo } groupVotes(groupId: $g) { vote user { username } } } } } } } }`
	r := w.member.run(t, q, map[string]any{"g": w.groupID})
	// Group tally: 1 must go (member) + 1 interested (creator) + demo voters not in the group excluded;
	// everyone's tally also holds the 3 fixture voters and the outsider.
	if !strings.Contains(string(r.Data), `"tally":{"mustGo":1,"interested":1,"wontGo":0}`) ||
		!strings.Contains(string(r.Data), `{"vote":"MUST_GO","user":{"username":"mem"}}`) {
		t.Fatalf("group perspective: %s %+v", r.Data, r.Errors)
	}
	if r := w.outsider.run(t, q, map[string]any{"g": w.groupID}); len(r.Errors) == 0 || r.code(0) != "FORBIDDEN" {
		t.Fatalf("an outsider used the group perspective: %s", r.Data)
	}
	// The set page's one query reads the same votes through the set.
	page := w.member.run(t, `query($s: ID!) { node(id: $s) { ... on Set { myGroupVotes { group { name } votes { vote user { username } } } } } }`,
		map[string]any{"s": w.setID})
	if got := string(page.Data); !strings.Contains(got, `{"group":{"name":"Crew"},"votes":[`) || strings.Count(got, `"vote":`) != 2 ||
		!strings.Contains(got, `{"vote":"MUST_GO","user":{"username":"mem"}}`) {
		t.Fatalf("my group votes: %s %+v", page.Data, page.Errors)
	}
}
