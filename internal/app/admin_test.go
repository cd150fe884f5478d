package app

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"festival/internal/db"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// roleWorld: a server with one signed-in user per role (and anonymous), plus users to add.
type roleWorld struct {
	s                                    *testServer
	store                                *db.DB
	anon, user, moderator, admin, super_ actor
	clients                              map[string]*client
}

func newRoleWorld(t *testing.T) roleWorld {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	smtp := mailtest.Start(t)
	s := startServer(t, map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL()})
	w := roleWorld{s: s, store: store, clients: map[string]*client{}}
	w.anon = actor{"anonymous", func(t *testing.T, q string, v map[string]any) gqlResponse { return s.gql(t, q, v) }}
	as := func(name, role string) actor {
		c := signIn(t, s, smtp, name+"@example.com")
		w.clients[name] = c
		if role != "" {
			execSQL(t, store, `INSERT INTO admin_roles (user_id, role, created_at) SELECT id, ?, now() - interval '1 hour' FROM users WHERE email = ?`, role, name+"@example.com")
		}
		return actor{name, func(t *testing.T, q string, v map[string]any) gqlResponse { r, _ := c.gql(t, q, v); return r }}
	}
	w.user, w.moderator, w.admin, w.super_ = as("user", ""), as("mod", "moderator"), as("adm", "admin"), as("root", "super_admin")
	execSQL(t, store, `INSERT INTO users (email, username) VALUES ('target@example.com', 'target'), ('race@example.com', NULL)`)
	return w
}

func execSQL(t *testing.T, store *db.DB, q string, args ...any) {
	t.Helper()
	if _, err := store.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatal(err)
	}
}

const (
	listRoles  = `{ adminRoles(first: 10) { edges { node { id role username email canChange user { username } } } } }`
	listGroups = `{ analyticsGroups(first: 10) { edges { node { name memberCount } } } }`
	listUsers  = `{ analyticsUsers(first: 10) { edges { node { username email voteCount } } } }`
	addRole    = `mutation($e: String!, $r: AdminRole) { addAdminRole(input: {email: $e, role: $r}) { message edge { node { id role email } } } }`
	changeRole = `mutation($i: ID!, $r: AdminRole!) { changeAdminRole(input: {id: $i, role: $r}) { message assignment { role } } }`
	removeRole = `mutation($i: ID!) { removeAdminRole(input: {id: $i}) { message removedId } }`
)

func TestAdminRolesAndAnalyticsPermissionMatrix(t *testing.T) {
	w := newRoleWorld(t)
	roleIDs := map[string]string{}
	var list struct {
		AdminRoles struct {
			Edges []struct {
				Node struct {
					ID, Role, Email string
					Username        *string
					CanChange       bool
				}
			}
		}
	}
	mustJSON(t, w.super_.run(t, listRoles, nil).Data, &list)
	for _, e := range list.AdminRoles.Edges {
		roleIDs[e.Node.Email] = e.Node.ID
		if e.Node.CanChange != (e.Node.Role != "SUPER_ADMIN") {
			t.Errorf("canChange of %+v", e.Node)
		}
	}
	if len(roleIDs) != 3 || roleIDs["mod@example.com"] == "" || roleIDs["root@example.com"] == "" {
		t.Fatalf("roles list: %+v", list)
	}
	modID, rootID := roleIDs["mod@example.com"], roleIDs["root@example.com"]
	vars := map[string]any{"e": "target@example.com", "r": "MODERATOR", "i": modID}

	// want: the outcome of each operation for anonymous, user, moderator, admin, super_admin.
	for _, c := range []struct {
		name, q string
		vars    map[string]any
		want    [5]string
	}{
		{"adminRoles", listRoles, nil, [5]string{"UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok", "ok"}},
		{"analyticsGroups", listGroups, nil, [5]string{"UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok", "ok"}},
		{"analyticsUsers", listUsers, nil, [5]string{"UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "ok", "ok"}},
		{"changeAdminRole", changeRole, map[string]any{"i": modID, "r": "MODERATOR"}, [5]string{"UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "ok"}},
		{"addAdminRole", addRole, vars, [5]string{"UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "ok"}},
		{"removeAdminRole", removeRole, vars, [5]string{"UNAUTHENTICATED", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "ok"}},
	} {
		for i, a := range []actor{w.anon, w.user, w.moderator, w.admin, w.super_} {
			if got := outcome(a.run(t, c.q, c.vars), ""); got != c.want[i] {
				t.Errorf("%s as %s: %s, want %s", c.name, a.name, got, c.want[i])
			}
		}
	}
	// The moderator's role is gone (removed by the super admin above): it counts at once.
	if r := w.moderator.run(t, `{ viewer { role canEditArtists } }`, nil); string(r.Data) != `{"viewer":{"role":null,"canEditArtists":false}}` {
		t.Fatalf("removed moderator: %s", r.Data)
	}

	// Messages of the spec.
	r := w.super_.run(t, addRole, map[string]any{"e": " Nobody@Example.com "})
	if r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Message != "No user found with this email address" {
		t.Fatalf("unknown e-mail: %+v", r.Errors)
	}
	r = w.super_.run(t, addRole, map[string]any{"e": "target@example.com"})
	if r.code(0) != "CONFLICT" || r.Errors[0].Message != "This user already has the moderator role" {
		t.Fatalf("twice: %+v %s", r.Errors, r.Data)
	}
	r = w.super_.run(t, addRole, map[string]any{"e": "adm@example.com", "r": "ADMIN"})
	if r.code(0) != "CONFLICT" || r.Errors[0].Message != "This user already has the admin role" {
		t.Fatalf("admin twice: %+v", r.Errors)
	}
	r = w.super_.run(t, addRole, map[string]any{"e": "race@example.com", "r": "SUPER_ADMIN"})
	if r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Message != "Role must be moderator or admin" {
		t.Fatalf("add super_admin: %+v", r.Errors)
	}
	for _, q := range []string{changeRole, removeRole} {
		r = w.super_.run(t, q, map[string]any{"i": rootID, "r": "ADMIN"})
		if r.code(0) != "FORBIDDEN" || r.Errors[0].Message != "A super_admin role cannot be changed or removed" {
			t.Fatalf("super_admin role: %+v", r.Errors)
		}
	}
	mustJSON(t, w.admin.run(t, listRoles, nil).Data, &list)
	var targetID string
	for _, e := range list.AdminRoles.Edges {
		if e.Node.Email == "target@example.com" && e.Node.Username != nil && *e.Node.Username == "target" && e.Node.Role == "MODERATOR" {
			targetID = e.Node.ID
		}
	}
	if targetID == "" || list.AdminRoles.Edges[0].Node.Email != "target@example.com" {
		t.Fatalf("the added role is not first with username and e-mail: %+v", list)
	}
	r = w.super_.run(t, changeRole, map[string]any{"i": targetID, "r": "ADMIN"})
	if string(r.Data) != `{"changeAdminRole":{"message":"Admin role updated","assignment":{"role":"ADMIN"}}}` {
		t.Fatalf("change: %s %+v", r.Data, r.Errors)
	}
	r = w.super_.run(t, removeRole, map[string]any{"i": targetID})
	if !strings.Contains(string(r.Data), `"message":"Admin role removed"`) {
		t.Fatalf("remove: %s %+v", r.Data, r.Errors)
	}
	r = w.super_.run(t, removeRole, map[string]any{"i": targetID})
	if r.code(0) != "NOT_FOUND" {
		t.Fatalf("remove twice: %+v", r.Errors)
	}
	// Every change is in the audit log, by the super admin; refused attempts are not.
	var log string
	err := w.store.NewRaw(`SELECT string_agg(a.action || ' ' || coalesce(u.email::text, '?') || ' ' || coalesce(a.after->>'role', a.before->>'role'), ', ' ORDER BY a.created_at)
		FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id WHERE a.entity_type = 'AdminRoleAssignment'`).Scan(context.Background(), &log)
	if err != nil {
		t.Fatal(err)
	}
	if log != "admin_role.change root@example.com moderator, admin_role.add root@example.com moderator, admin_role.remove root@example.com moderator, "+
		"admin_role.change root@example.com admin, admin_role.remove root@example.com admin" {
		t.Fatalf("audit log: %s", log)
	}
}

// TestConcurrentAddAdminGivesOneRole: parallel adds of one user make one role; the others are
// told the user already has it.
func TestConcurrentAddAdminGivesOneRole(t *testing.T) {
	w := newRoleWorld(t)
	const n = 8
	var wg sync.WaitGroup
	results := make([]gqlResponse, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = w.super_.run(t, addRole, map[string]any{"e": "race@example.com", "r": []string{"ADMIN", "MODERATOR"}[i%2]})
		}()
	}
	wg.Wait()
	added := 0
	for _, r := range results {
		switch {
		case len(r.Errors) == 0 && strings.Contains(string(r.Data), `"message":"User added as `):
			added++
		case r.code(0) == "CONFLICT" && strings.HasPrefix(r.Errors[0].Message, "This user already has the "):
		default:
			t.Errorf("unexpected answer: %s %+v", r.Data, r.Errors)
		}
	}
	var roles int
	if err := w.store.NewRaw(`SELECT count(*) FROM admin_roles r JOIN users u ON u.id = r.user_id WHERE u.email = 'race@example.com'`).Scan(context.Background(), &roles); err != nil {
		t.Fatal(err)
	}
	if added != 1 || roles != 1 {
		t.Fatalf("%d adds succeeded, %d roles", added, roles)
	}
}

func TestAnalyticsTablesAndExport(t *testing.T) {
	t.Parallel()
	w := newRoleWorld(t)
	execSQL(t, w.store, `UPDATE users SET username = '-minus', created_at = now() + interval '1 minute' WHERE email = 'target@example.com'`)
	execSQL(t, w.store, `INSERT INTO groups (name, created_by, created_at) SELECT '=HYPERLINK("http://x")', id, now() - interval '1 day' FROM users WHERE email = 'user@example.com';
		INSERT INTO groups (name, created_by) SELECT 'Crew', id FROM users WHERE email = 'user@example.com';
		INSERT INTO groups (name, created_by, archived) SELECT 'Gone', id, true FROM users WHERE email = 'user@example.com';
		INSERT INTO group_members (group_id, user_id, role) SELECT g.id, u.id, 'creator' FROM groups g, users u WHERE g.name = 'Crew' AND u.email IN ('user@example.com', 'adm@example.com')`)
	execSQL(t, w.store, `INSERT INTO festivals (name, slug) VALUES ('F', 'f');
		INSERT INTO festival_editions (festival_id, name, slug, year) SELECT id, 'E', 'e', 2026 FROM festivals;
		INSERT INTO sets (festival_edition_id, name, slug) SELECT id, 'S' || g, 's' || g FROM festival_editions, generate_series(1, 3) g;
		INSERT INTO votes (user_id, set_id, vote_type) SELECT u.id, s.id, 1 FROM users u, sets s WHERE u.email = 'target@example.com'`)

	r := w.admin.run(t, `{ analyticsGroups(first: 1) { edges { node { name memberCount } } pageInfo { hasNextPage endCursor } } }`, nil)
	var page struct {
		AnalyticsGroups struct {
			Edges    []struct{ Node struct{ Name string } }
			PageInfo struct {
				HasNextPage bool
				EndCursor   string
			}
		}
	}
	mustJSON(t, r.Data, &page)
	if !strings.Contains(string(r.Data), `{"name":"Crew","memberCount":2}`) || !page.AnalyticsGroups.PageInfo.HasNextPage {
		t.Fatalf("groups page 1: %s", r.Data)
	}
	r = w.admin.run(t, `query($a: String) { analyticsGroups(first: 5, after: $a) { edges { node { name memberCount } } pageInfo { hasNextPage } } }`,
		map[string]any{"a": page.AnalyticsGroups.PageInfo.EndCursor})
	if string(r.Data) != `{"analyticsGroups":{"edges":[{"node":{"name":"=HYPERLINK(\"http://x\")","memberCount":0}}],"pageInfo":{"hasNextPage":false}}}` {
		t.Fatalf("groups page 2: %s", r.Data)
	}
	r = w.admin.run(t, `{ analyticsUsers(first: 2) { edges { node { username email voteCount } } } }`, nil)
	if !strings.HasPrefix(string(r.Data), `{"analyticsUsers":{"edges":[{"node":{"username":"-minus","email":"target@example.com","voteCount":3}}`) {
		t.Fatalf("users: %s", r.Data)
	}

	get := func(c *client, path string) (int, string) {
		t.Helper()
		var hc http.Client
		req, _ := http.NewRequest("GET", w.s.URL+path, nil)
		if c != nil {
			req.Header.Set("Cookie", c.cookieHeader())
		}
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for who, want := range map[string]int{"": 401, "user": 403, "mod": 403, "adm": 200, "root": 200} {
		if code, _ := get(w.clients[who], "/admin/export/users.csv"); code != want {
			t.Errorf("users.csv as %q: %d, want %d", who, code, want)
		}
	}
	_, groupsCSV := get(w.clients["adm"], "/admin/export/groups.csv")
	if !strings.HasPrefix(groupsCSV, "Group Name,Members,Created\nCrew,2,") || !strings.Contains(groupsCSV, "\n\"'=HYPERLINK(\"\"http://x\"\")\",0,") || strings.Contains(groupsCSV, "Gone") {
		t.Fatalf("groups.csv:\n%s", groupsCSV)
	}
	_, usersCSV := get(w.clients["root"], "/admin/export/users.csv")
	if !strings.HasPrefix(usersCSV, "Username,Email,Votes,Joined\n'-minus,target@example.com,3,") || !strings.Contains(usersCSV, "\nNo username,race@example.com,0,") {
		t.Fatalf("users.csv:\n%s", usersCSV)
	}
	if code, _ := get(w.clients["adm"], "/admin/export/secrets.csv"); code != 404 {
		t.Fatalf("unknown export: %d", code)
	}
}
