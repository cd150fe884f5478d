package app

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

const auditQuery = `query($first: Int, $after: String, $edition: ID, $kind: AuditKind, $actor: String) {
	auditLog(first: $first, after: $after, editionId: $edition, kind: $kind, actor: $actor) {
		edges { cursor node { id action entityType kind editionId actorName actorEmail summary changes { field before after } before after } }
		pageInfo { hasNextPage endCursor }
	} }`

type auditPage struct {
	AuditLog struct {
		Edges []struct {
			Cursor string
			Node   auditNode
		}
		PageInfo struct {
			HasNextPage bool
			EndCursor   string
		}
	}
}

type auditNode struct {
	ID, Action, EntityType, Kind, EditionID, ActorName, ActorEmail, Summary, Before, After string
	Changes                                                                                []struct {
		Field         string
		Before, After *string
	}
}

func readAudit(t *testing.T, a actor, vars map[string]any) (auditPage, gqlResponse) {
	t.Helper()
	var p auditPage
	r := a.run(t, auditQuery, vars)
	if len(r.Errors) == 0 {
		mustJSON(t, r.Data, &p)
	}
	return p, r
}

// An edition with a stage and a set "Gentle Kites" at 20:00–21:00 (Europe/Amsterdam), made by
// the admin, then moved to 21:00–22:00; another festival's edition holds a set of its own.
func auditFixture(t *testing.T, w adminWorld) (edition, set, other string) {
	t.Helper()
	ids := map[string]string{}
	steps := lifecycle("audit", w.genre(t))
	for _, i := range []int{0, 2, 4, 6} { // festival, edition, stage, artist
		r := w.admin.run(t, steps[i].query, map[string]any{"input": steps[i].input(ids)})
		ok(t, r, nil)
		ids[steps[i].saveKey] = steps[i].save(r.Data)
	}
	var made struct {
		CreateSet struct{ Set struct{ ID string } }
	}
	ok(t, w.admin.run(t, `mutation($input: CreateSetInput!) { createSet(input: $input) { set { id } } }`, map[string]any{"input": map[string]any{
		"editionId": ids["edition"], "name": "Gentle Kites", "stageId": ids["stage"], "timeStart": "2026-07-17T20:00", "timeEnd": "2026-07-17T21:00"}}), &made)
	ok(t, w.admin.run(t, `mutation($input: UpdateSetInput!) { updateSet(input: $input) { set { id } } }`, map[string]any{"input": map[string]any{
		"setId": made.CreateSet.Set.ID, "timeStart": "2026-07-17T21:00", "timeEnd": "2026-07-17T22:00"}}), nil)

	other2 := map[string]string{}
	steps = lifecycle("other", w.genre(t))
	for _, i := range []int{0, 2} {
		r := w.moderator.run(t, steps[i].query, map[string]any{"input": steps[i].input(other2)})
		ok(t, r, nil)
		other2[steps[i].saveKey] = steps[i].save(r.Data)
	}
	return ids["edition"], made.CreateSet.Set.ID, other2["edition"]
}

// Role changes and role holders' e-mail addresses are for those who may read adminRoles: a
// moderator reads content changes with usernames and no e-mail anywhere; an admin reads all.
func TestAuditLogRoleEntriesAndEmailsOnlyForAdmins(t *testing.T) {
	t.Parallel()
	w := newAdminWorld(t)
	ok(t, w.admin.run(t, `mutation { updateProfile(input: {username: "ada"}) { viewer { email } } }`, nil), nil)
	ok(t, w.sup.run(t, `mutation { addAdminRole(input: {email: "user@example.com", role: MODERATOR}) { message } }`, nil), nil)
	auditFixture(t, w)

	mod, r := readAudit(t, w.moderator, map[string]any{"first": 100})
	if len(r.Errors) > 0 || len(mod.AuditLog.Edges) < 8 {
		t.Fatalf("moderator's log: %d entries, %+v", len(mod.AuditLog.Edges), r.Errors)
	}
	if strings.Contains(string(r.Data), "@example.com") || strings.Contains(string(r.Data), "AdminRoleAssignment") {
		t.Errorf("the moderator reads role entries or e-mail addresses: %s", r.Data)
	}
	names := map[string]int{}
	for _, e := range mod.AuditLog.Edges {
		names[e.Node.ActorName]++
	}
	if names["ada"] != 6 || names["Unknown"] != 2 { // the moderator has no username
		t.Errorf("actors as the moderator reads them: %v", names)
	}
	_, r = readAudit(t, w.moderator, map[string]any{"kind": "ROLE"})
	if code := r.code(0); code != "FORBIDDEN" {
		t.Errorf("moderator asking for role entries: %s %+v", r.Data, r.Errors)
	}

	for _, a := range []actor{w.admin, w.sup} {
		roles, r := readAudit(t, a, map[string]any{"kind": "ROLE"})
		if len(r.Errors) > 0 || len(roles.AuditLog.Edges) != 1 {
			t.Fatalf("%s's role entries: %s %+v", a.name, r.Data, r.Errors)
		}
		n := roles.AuditLog.Edges[0].Node
		if n.Kind != "ROLE" || n.Summary != "Role: user@example.com added as moderator" || n.ActorEmail != "super@example.com" ||
			!strings.Contains(n.After, "user@example.com") {
			t.Errorf("%s reads the role entry as %+v", a.name, n)
		}
		// The moderator cannot reach it by id either.
		node := w.moderator.run(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": n.ID})
		if string(node.Data) != `{"node":null}` {
			t.Errorf("moderator's node(id:) of a role entry: %s %+v", node.Data, node.Errors)
		}
		mine := a.run(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": n.ID})
		if !strings.Contains(string(mine.Data), n.ID) {
			t.Errorf("%s's node(id:) of a role entry: %s %+v", a.name, mine.Data, mine.Errors)
		}
	}
	if _, r := readAudit(t, w.anon, nil); r.code(0) != "UNAUTHENTICATED" {
		t.Errorf("anonymous reads the audit log: %s %+v", r.Data, r.Errors)
	}
}

// An edition's log holds its edition, stages and sets (not other editions'), in pages; kind
// and actor narrow it; a set's time change reads in words, in the edition's time zone.
func TestAuditLogFiltersPagesAndSummaries(t *testing.T) {
	t.Parallel()
	w := newAdminWorld(t)
	ok(t, w.admin.run(t, `mutation { updateProfile(input: {username: "ada"}) { viewer { email } } }`, nil), nil)
	edition, _, other := auditFixture(t, w)

	var actions []string
	vars := map[string]any{"edition": edition, "first": 2}
	for page := 0; ; page++ {
		p, r := readAudit(t, w.admin, vars)
		if len(r.Errors) > 0 || page > 5 {
			t.Fatalf("page %d: %+v", page, r.Errors)
		}
		for _, e := range p.AuditLog.Edges {
			if e.Node.EditionID != edition {
				t.Errorf("%s in the edition's log belongs to %q", e.Node.Action, e.Node.EditionID)
			}
			actions = append(actions, e.Node.Action)
		}
		if !p.AuditLog.PageInfo.HasNextPage {
			break
		}
		vars["after"] = p.AuditLog.PageInfo.EndCursor
	}
	if got := strings.Join(actions, ","); got != "set.update,set.create,stage.create,edition.create" {
		t.Errorf("the edition's log = %s", got)
	}

	sets, r := readAudit(t, w.moderator, map[string]any{"edition": edition, "kind": "SET", "first": 1})
	if len(r.Errors) > 0 || len(sets.AuditLog.Edges) != 1 || !sets.AuditLog.PageInfo.HasNextPage {
		t.Fatalf("sets of the edition: %s %+v", r.Data, r.Errors)
	}
	n := sets.AuditLog.Edges[0].Node
	if n.Summary != "Set 'Gentle Kites': time 20:00–21:00 → 21:00–22:00" || n.ActorName != "ada" || n.Kind != "SET" {
		t.Errorf("set time change: %+v", n)
	}
	if len(n.Changes) != 1 || n.Changes[0].Field != "time" || *n.Changes[0].Before != "20:00–21:00" || *n.Changes[0].After != "21:00–22:00" {
		t.Errorf("changes: %+v", n.Changes)
	}

	byActor, r := readAudit(t, w.admin, map[string]any{"actor": "AD", "first": 100})
	for _, e := range byActor.AuditLog.Edges {
		if e.Node.ActorName != "ada" {
			t.Errorf("actor filter let through %+v", e.Node)
		}
	}
	if len(r.Errors) > 0 || len(byActor.AuditLog.Edges) != 6 {
		t.Errorf("the admin's entries: %d, %+v", len(byActor.AuditLog.Edges), r.Errors)
	}
	otherLog, _ := readAudit(t, w.admin, map[string]any{"edition": other})
	if len(otherLog.AuditLog.Edges) != 1 || otherLog.AuditLog.Edges[0].Node.Action != "edition.create" {
		t.Errorf("the other edition's log: %+v", otherLog.AuditLog.Edges)
	}

	// Bad filters are refused with a clear error.
	for _, v := range []map[string]any{{"edition": "nope"}, {"actor": strings.Repeat("x", 101)}, {"kind": "USER"}} {
		if _, r := readAudit(t, w.admin, v); len(r.Errors) == 0 {
			t.Errorf("filter %v accepted", v)
		} else if code := r.code(0); code != "BAD_USER_INPUT" && code != "GRAPHQL_VALIDATION_FAILED" {
			t.Errorf("filter %v: %s", v, code)
		}
	}
}

// Role changes made by the command line, the sign-in bootstrap and an account deletion are
// audited, each with its way as the actor.
func TestRoleChangesWithoutASignedInUserAreAudited(t *testing.T) {
	t.Parallel()
	url := testdb.URL(t)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "BOOTSTRAP_SUPER_ADMIN_EMAIL": "boss@example.com"})
	boss := signIn(t, s, smtp, "boss@example.com")
	var out bytes.Buffer
	getenv := func(k string) string { return map[string]string{"DATABASE_URL": url}[k] }
	for _, args := range [][]string{
		{"grant", "--email", "mod@example.com", "--role", "moderator"},
		{"grant", "--email", "mod@example.com", "--role", "moderator"}, // no change: no entry
		{"grant", "--email", "mod@example.com", "--role", "admin"},
		{"revoke", "--email", "mod@example.com"},
		{"grant", "--email", "gone@example.com", "--role", "moderator"},
	} {
		if err := Run(context.Background(), append([]string{"festival", "admin"}, args...), getenv, &out, &out); err != nil {
			t.Fatalf("%v: %v %s", args, err, out.String())
		}
	}
	gone := signIn(t, s, smtp, "gone@example.com")
	if r, _ := gone.gql(t, deleteAccountMutation, nil); len(r.Errors) > 0 {
		t.Fatalf("delete: %+v", r.Errors)
	}

	r, _ := boss.gql(t, `{ auditLog(kind: ROLE) { edges { node { action actorName actorEmail summary } } } }`, nil)
	var log struct {
		AuditLog struct {
			Edges []struct {
				Node struct {
					Action, ActorName, Summary string
					ActorEmail                 *string
				}
			}
		}
	}
	mustJSON(t, r.Data, &log)
	var got []string
	for _, e := range log.AuditLog.Edges {
		if e.Node.ActorEmail != nil {
			t.Errorf("%s has an actor e-mail %s", e.Node.Action, *e.Node.ActorEmail)
		}
		got = append(got, e.Node.ActorName+": "+e.Node.Summary)
	}
	want := []string{
		"account deletion: Role: deleted user (moderator) removed",
		"command line: Role: deleted user added as moderator",
		"command line: Role: mod@example.com (admin) removed",
		"command line: Role of mod@example.com: moderator → admin",
		"command line: Role: mod@example.com added as moderator",
		"sign-in bootstrap: Role: boss@example.com added as super_admin",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("role entries:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
