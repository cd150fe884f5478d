package roles_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/roles"
	"festival/internal/testdb"
)

type fixture struct {
	store *db.DB
	svc   *roles.Service
	super *identity.Viewer
}

func setup(t *testing.T) *fixture {
	t.Helper()
	store := testdb.Open(t)
	f := &fixture{store: store, svc: &roles.Service{DB: store.DB}}
	id := f.user(t, "root@example.com")
	if _, err := store.DB.ExecContext(context.Background(), `INSERT INTO admin_roles (user_id, role, created_at) VALUES (?, 'super_admin', '2026-01-01 00:00Z')`, id); err != nil {
		t.Fatal(err)
	}
	f.super = &identity.Viewer{UserID: id, Role: identity.RoleSuperAdmin}
	return f
}

func (f *fixture) user(t *testing.T, email string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := f.store.NewRaw(`INSERT INTO users (email) VALUES (?) RETURNING id`, email).Scan(context.Background(), &id); err != nil {
		t.Fatal(err)
	}
	return id
}

func as(v *identity.Viewer) context.Context {
	if v == nil {
		return context.Background()
	}
	return identity.With(context.Background(), v)
}

func (f *fixture) count(t *testing.T, q string, args ...any) int {
	t.Helper()
	var n int
	if err := f.store.NewRaw(q, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Only super admins add, change and remove roles; admins (and super admins) list them; the
// others are refused with FORBIDDEN, anonymous requests with UNAUTHENTICATED, and nothing is
// written or audited.
func TestRolePermissions(t *testing.T) {
	f := setup(t)
	f.user(t, "new@example.com")
	target, err := f.svc.Add(as(f.super), "new@example.com", identity.RoleModerator)
	if err != nil {
		t.Fatal(err)
	}
	audited := f.count(t, `SELECT count(*) FROM audit_log`)
	for _, c := range []struct {
		name string
		v    *identity.Viewer
		code string
		list bool
	}{
		{"anonymous", nil, apperr.Unauthenticated, false},
		{"visitor", &identity.Viewer{UserID: uuid.New()}, apperr.Forbidden, false},
		{"moderator", &identity.Viewer{UserID: uuid.New(), Role: identity.RoleModerator}, apperr.Forbidden, false},
		{"admin", &identity.Viewer{UserID: uuid.New(), Role: identity.RoleAdmin}, apperr.Forbidden, true},
	} {
		ctx := as(c.v)
		_, err := f.svc.List(ctx, 10, nil)
		if c.list && err != nil || !c.list && apperr.CodeOf(err) != c.code {
			t.Errorf("%s: list: %v", c.name, err)
		}
		if _, err := f.svc.Add(ctx, "root@example.com", identity.RoleAdmin); apperr.CodeOf(err) != c.code {
			t.Errorf("%s: add: %v", c.name, err)
		}
		if _, err := f.svc.Change(ctx, target.ID, identity.RoleAdmin); apperr.CodeOf(err) != c.code {
			t.Errorf("%s: change: %v", c.name, err)
		}
		if _, err := f.svc.Remove(ctx, target.ID); apperr.CodeOf(err) != c.code {
			t.Errorf("%s: remove: %v", c.name, err)
		}
	}
	if n := f.count(t, `SELECT count(*) FROM admin_roles WHERE role = 'moderator'`); n != 1 {
		t.Fatalf("%d moderators after refused changes, want 1", n)
	}
	if n := f.count(t, `SELECT count(*) FROM audit_log`); n != audited {
		t.Fatalf("refused changes were audited: %d entries, want %d", n, audited)
	}
}

// Adding, changing and removing a role, each audited; a super_admin role is fixed; bad input
// is refused with its field and changes nothing.
func TestRoleLifecycle(t *testing.T) {
	f := setup(t)
	ctx := as(f.super)
	uid := f.user(t, "mod@example.com")
	e, err := f.svc.Add(ctx, "  MOD@Example.com ", "")
	if apperr.CodeOf(err) != apperr.BadUserInput || e != nil {
		t.Fatalf("add without a role: %v", err)
	}
	for _, c := range []struct{ email, role, field, msg string }{
		{"nobody@example.com", identity.RoleModerator, "email", roles.MsgNoUser},
		{"not an address", identity.RoleModerator, "email", ""},
		{"mod@example.com", identity.RoleSuperAdmin, "role", roles.MsgRoleChoice},
	} {
		_, err := f.svc.Add(ctx, c.email, c.role)
		ae, ok := apperr.As(err)
		if !ok || ae.Code != apperr.BadUserInput || ae.Field != c.field || (c.msg != "" && ae.Message != c.msg) {
			t.Errorf("add %q as %q: %v", c.email, c.role, err)
		}
	}
	if n := f.count(t, `SELECT count(*) FROM admin_roles`); n != 1 {
		t.Fatalf("%d roles after refused adds, want the super admin's only", n)
	}
	// The e-mail is normalised before the lookup.
	e, err = f.svc.Add(ctx, "  MOD@Example.com ", identity.RoleModerator)
	if err != nil || e.UserID != uid || e.Role != identity.RoleModerator || e.Email != "mod@example.com" || e.CreatedBy == nil || *e.CreatedBy != f.super.UserID {
		t.Fatalf("add: %+v %v", e, err)
	}
	if _, err := f.svc.Add(ctx, "mod@example.com", identity.RoleAdmin); apperr.CodeOf(err) != apperr.Conflict ||
		err.Error() != fmt.Sprintf(roles.MsgAlreadyHasRole, identity.RoleModerator) {
		t.Fatalf("add twice: %v", err)
	}
	if _, err := f.svc.Change(ctx, e.ID, identity.RoleSuperAdmin); apperr.CodeOf(err) != apperr.BadUserInput {
		t.Fatalf("change to super admin: %v", err)
	}
	if c, err := f.svc.Change(ctx, e.ID, identity.RoleAdmin); err != nil || c.Role != identity.RoleAdmin {
		t.Fatalf("change: %+v %v", c, err)
	}
	var root uuid.UUID
	if err := f.store.NewRaw(`SELECT id FROM admin_roles WHERE role = 'super_admin'`).Scan(context.Background(), &root); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Change(ctx, root, identity.RoleAdmin); apperr.CodeOf(err) != apperr.Forbidden {
		t.Fatalf("change a super admin: %v", err)
	}
	if _, err := f.svc.Remove(ctx, root); apperr.CodeOf(err) != apperr.Forbidden {
		t.Fatalf("remove a super admin: %v", err)
	}
	if _, err := f.svc.Remove(ctx, uuid.New()); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("remove an unknown role: %v", err)
	}
	if r, err := f.svc.Remove(ctx, e.ID); err != nil || r.Role != identity.RoleAdmin {
		t.Fatalf("remove: %+v %v", r, err)
	}
	var trail string
	if err := f.store.NewRaw(`SELECT string_agg(action || ':' || coalesce(before ->> 'role', '-') || '>' || coalesce(after ->> 'role', '-'), ',' ORDER BY created_at, id)
		FROM audit_log WHERE entity_type = ?`, roles.AuditType).Scan(context.Background(), &trail); err != nil {
		t.Fatal(err)
	}
	if trail != "admin_role.add:->moderator,admin_role.change:moderator>admin,admin_role.remove:admin>-" {
		t.Fatalf("audit trail %q", trail)
	}
	if n := f.count(t, `SELECT count(*) FROM admin_roles`); n != 1 {
		t.Fatalf("%d roles left, want the super admin's only", n)
	}
}

// Two concurrent adds of one user give one role; the other add answers "already has".
func TestConcurrentAddsGiveOneRole(t *testing.T) {
	f := setup(t)
	f.user(t, "twice@example.com")
	const n = 8
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			role := identity.RoleModerator
			if i%2 == 1 {
				role = identity.RoleAdmin
			}
			_, errs[i] = f.svc.Add(as(f.super), "twice@example.com", role)
		}()
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case apperr.CodeOf(err) != apperr.Conflict:
			t.Errorf("add: %v", err)
		}
	}
	if ok != 1 || f.count(t, `SELECT count(*) FROM admin_roles r JOIN users u ON u.id = r.user_id WHERE u.email = 'twice@example.com'`) != 1 {
		t.Fatalf("%d adds succeeded, want exactly one role", ok)
	}
	if a := f.count(t, `SELECT count(*) FROM audit_log WHERE action = 'admin_role.add'`); a != 1 {
		t.Fatalf("%d adds audited, want 1", a)
	}
}

// The list is newest first, in pages that follow each other by key, with each user's e-mail.
func TestListNewestFirstInPages(t *testing.T) {
	f := setup(t)
	ctx := as(f.super)
	for i := range 5 {
		email := fmt.Sprintf("m%d@example.com", i)
		id := f.user(t, email)
		// created_at set explicitly, a minute apart (the order does not hang on the clock).
		if _, err := f.store.DB.ExecContext(context.Background(), `INSERT INTO admin_roles (user_id, role, created_at)
			VALUES (?, 'moderator', timestamptz '2026-07-01 12:00Z' + ? * interval '1 minute')`, id, i); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	var after *roles.Key
	for range 10 {
		p, err := f.svc.List(ctx, 2, after)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range p.Rows {
			got = append(got, e.Email)
			k := roles.KeyOf(e)
			after = &k
		}
		if !p.HasNext {
			break
		}
	}
	want := "[m4@example.com m3@example.com m2@example.com m1@example.com m0@example.com root@example.com]"
	if fmt.Sprint(got) != want {
		t.Fatalf("list %v, want %s", got, want)
	}
}
