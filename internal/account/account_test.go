package account_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"festival/internal/account"
	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/testdb"
)

// now is the tests' clock: joined_at values are set relative to it, never to the wall clock.
var now = time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)

type fixture struct {
	store *db.DB
	svc   *account.Service
	set   uuid.UUID
}

func setup(t *testing.T) *fixture {
	t.Helper()
	store := testdb.Open(t)
	f := &fixture{store: store, svc: &account.Service{DB: store.DB, Now: func() time.Time { return now }}}
	err := store.NewRaw(`WITH fe AS (INSERT INTO festivals (name, slug, published) VALUES ('F', 'f', true) RETURNING id),
		e AS (INSERT INTO festival_editions (festival_id, name, slug, year, published) SELECT id, 'E', 'e', 2026, true FROM fe RETURNING id)
		INSERT INTO sets (festival_edition_id, name, slug) SELECT id, 'Opening', 'opening' FROM e RETURNING id`).
		Scan(context.Background(), &f.set)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) exec(t *testing.T, q string, args ...any) {
	t.Helper()
	if _, err := f.store.DB.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatal(err)
	}
}

func (f *fixture) user(t *testing.T, email string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := f.store.NewRaw(`INSERT INTO users (email) VALUES (?) RETURNING id`, email).Scan(context.Background(), &id); err != nil {
		t.Fatal(err)
	}
	return id
}

// group makes a group created by creator (a member since 10 days before now) and adds members,
// each joined the given days before now.
func (f *fixture) group(t *testing.T, name string, creator uuid.UUID, members map[uuid.UUID]int) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	if err := f.store.NewRaw(`INSERT INTO groups (name, created_by) VALUES (?, ?) RETURNING id`, name, creator).Scan(context.Background(), &id); err != nil {
		t.Fatal(err)
	}
	f.exec(t, `INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'creator', ?)`, id, creator, now.AddDate(0, 0, -10))
	for m, days := range members {
		f.exec(t, `INSERT INTO group_members (group_id, user_id, joined_at) VALUES (?, ?, ?)`, id, m, now.AddDate(0, 0, -days))
	}
	return id
}

// owner reads a group's creator and the roles of its members ("" when the group is gone).
func (f *fixture) owner(t *testing.T, group uuid.UUID) (uuid.UUID, map[uuid.UUID]string) {
	t.Helper()
	ctx := context.Background()
	var by []uuid.UUID
	if err := f.store.NewRaw(`SELECT created_by FROM groups WHERE id = ?`, group).Scan(ctx, &by); err != nil {
		t.Fatal(err)
	}
	if len(by) == 0 {
		return uuid.Nil, nil
	}
	var rows []struct {
		UserID uuid.UUID `bun:"user_id"`
		Role   string    `bun:"role"`
	}
	if err := f.store.NewRaw(`SELECT user_id, role FROM group_members WHERE group_id = ?`, group).Scan(ctx, &rows); err != nil {
		t.Fatal(err)
	}
	roles := map[uuid.UUID]string{}
	for _, r := range rows {
		roles[r.UserID] = r.Role
	}
	return by[0], roles
}

// A group passes to its longest-standing other member (the earliest joined_at; the id breaks a
// tie), who becomes its creator in groups and in group_members; the order of insertion and of
// ids does not matter. Groups with no one else, and archived groups, are deleted.
func TestDeleteHandsGroupsToTheLongestStandingMember(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	gone := f.user(t, "gone@example.com")
	newest, oldest, middle := f.user(t, "newest@example.com"), f.user(t, "oldest@example.com"), f.user(t, "middle@example.com")
	crew := f.group(t, "Crew", gone, map[uuid.UUID]int{newest: 1, oldest: 9, middle: 5})
	// In the second group the order is the other way round.
	band := f.group(t, "Band", gone, map[uuid.UUID]int{newest: 8, oldest: 2})
	// Two members joined at the same moment: the smaller member row id wins.
	tie := f.group(t, "Tie", gone, nil)
	f.exec(t, `INSERT INTO group_members (id, group_id, user_id, joined_at) VALUES
		('00000000-0000-0000-0000-00000000000b', ?0, ?1, ?3), ('00000000-0000-0000-0000-00000000000a', ?0, ?2, ?3)`,
		tie, middle, newest, now.AddDate(0, 0, -3))
	solo := f.group(t, "Solo", gone, nil)
	archived := f.group(t, "Old", gone, map[uuid.UUID]int{oldest: 4})
	f.exec(t, `UPDATE groups SET archived = true WHERE id = ?`, archived)
	// A group the user only belongs to stays with its creator.
	other := f.group(t, "Other", oldest, map[uuid.UUID]int{gone: 2, newest: 1})

	d, err := f.svc.Delete(ctx, gone)
	if err != nil {
		t.Fatal(err)
	}
	if d.GroupsTransferred != 3 || d.GroupsDeleted != 2 {
		t.Fatalf("deleted = %+v, want 3 transferred and 2 deleted", d)
	}
	for _, c := range []struct {
		name        string
		group, heir uuid.UUID
		members     int
	}{{"Crew", crew, oldest, 3}, {"Band", band, newest, 2}, {"Tie", tie, newest, 2}, {"Other", other, oldest, 2}} {
		by, roles := f.owner(t, c.group)
		if by != c.heir || roles[c.heir] != "creator" || len(roles) != c.members {
			t.Errorf("%s: created by %v, roles %v; want %v as creator of %d members", c.name, by, roles, c.heir, c.members)
		}
		creators := 0
		for _, r := range roles {
			if r == "creator" {
				creators++
			}
		}
		if creators != 1 {
			t.Errorf("%s: %d creators in %v", c.name, creators, roles)
		}
	}
	for name, g := range map[string]uuid.UUID{"Solo": solo, "Old": archived} {
		if by, _ := f.owner(t, g); by != uuid.Nil {
			t.Errorf("%s still exists, created by %v", name, by)
		}
	}
}

// Deleting an account leaves no row that names the user in any table (every column that
// references users is scanned), removes the user's votes from the tallies, and keeps what
// others made with the user merely as a reference: a set the user created stays, without them.
func TestDeleteLeavesNoRowNamingTheUser(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	gone, other := f.user(t, "gone@example.com"), f.user(t, "other@example.com")
	f.exec(t, `INSERT INTO votes (user_id, set_id, vote_type) VALUES (?0, ?2, 2), (?1, ?2, 1)`, gone, other, f.set)
	f.exec(t, `INSERT INTO notes (id, set_id, user_id, note_content) VALUES (gen_random_uuid(), ?1, ?0, 'mine')`, gone, f.set)
	f.exec(t, `INSERT INTO admin_roles (user_id, role, created_by) VALUES (?0, 'moderator', ?1), (?1, 'admin', ?0)`, gone, other)
	f.exec(t, `UPDATE sets SET created_by = ? WHERE id = ?`, gone, f.set)
	f.exec(t, `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES (?, '\x01', ?)`, gone, now.Add(time.Hour))
	f.exec(t, `INSERT INTO access_tokens (user_id, name, token_hash, scopes, created_at, expires_at) VALUES (?0, 'script', '\x07', ARRAY['read'], ?1, ?1)`,
		gone, now.Add(time.Hour))
	f.exec(t, `INSERT INTO rate_limits (key, window_start, count) VALUES ('signin-fail:email:gone@example.com', ?0, 3),
		(?1, ?0, 1), ('signin-fail:email:other@example.com', ?0, 2)`, now, "note:user:"+gone.String())
	f.exec(t, `INSERT INTO sign_in_codes (email, code_hash, link_hash, expires_at) VALUES ('gone@example.com', '\x03', '\x04', ?0),
		('other@example.com', '\x05', '\x06', ?0)`, now.Add(time.Hour))
	g := f.group(t, "Crew", other, map[uuid.UUID]int{gone: 1})
	f.exec(t, `INSERT INTO group_invites (group_id, token_hash, created_by) VALUES (?, '\x02', ?)`, g, gone)

	refs := referencesToUsers(t, f.store)
	if len(refs) < 15 {
		t.Fatalf("only %d columns reference users: %v", len(refs), refs)
	}
	if n := naming(t, f.store, refs, gone, "gone@example.com"); len(n) < 6 {
		t.Fatalf("the setup should leave the user in many tables, found %v", n)
	}
	d, err := f.svc.Delete(ctx, gone)
	if err != nil {
		t.Fatal(err)
	}
	if d.Votes != 1 {
		t.Fatalf("deleted = %+v, want 1 vote", d)
	}
	if n := naming(t, f.store, refs, gone, "gone@example.com"); len(n) > 0 {
		t.Errorf("rows still naming the deleted user: %v", n)
	}
	var state string
	if err := f.store.NewRaw(`SELECT concat_ws('|',
		(SELECT must_go || ',' || interested FROM set_tallies WHERE set_id = ?0),
		(SELECT count(*) FROM sets WHERE id = ?0 AND created_by IS NULL),
		(SELECT string_agg(key, ',') FROM rate_limits),
		(SELECT role || ':' || (created_by IS NULL) FROM admin_roles),
		(SELECT count(*) FROM votes), (SELECT string_agg(email::text, ',') FROM sign_in_codes))`, f.set).Scan(ctx, &state); err != nil {
		t.Fatal(err)
	}
	if state != "0,1|1|signin-fail:email:other@example.com|admin:true|1|other@example.com" {
		t.Fatalf("after deletion: %s", state)
	}
	// The removal of the user's role is audited as made by the account deletion.
	var audited int
	if err := f.store.NewRaw(`SELECT count(*) FROM audit_log WHERE action = 'admin_role.remove' AND via = 'account deletion'`).
		Scan(ctx, &audited); err != nil || audited != 1 {
		t.Fatalf("%d role removals audited (%v), want 1", audited, err)
	}
	if _, err := f.svc.Delete(ctx, gone); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("deleting again: %v, want NOT_FOUND", err)
	}
}

type ref struct{ table, column string }

// referencesToUsers lists every column with a foreign key to users.
func referencesToUsers(t *testing.T, store *db.DB) []ref {
	t.Helper()
	var rows []struct {
		Table  string `bun:"table_name"`
		Column string `bun:"column_name"`
	}
	err := store.NewRaw(`SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
		FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
		WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass ORDER BY 1, 2`).Scan(context.Background(), &rows)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]ref, len(rows))
	for i, r := range rows {
		out[i] = ref{r.Table, r.Column}
	}
	return out
}

// naming counts, per table and column of refs, the rows that reference user, and per table the
// rows whose text holds the user's id or e-mail (columns without a foreign key: audit entries,
// rate-limit keys, sign-in codes).
func naming(t *testing.T, store *db.DB, refs []ref, user uuid.UUID, email string) map[string]int {
	t.Helper()
	ctx := context.Background()
	found := map[string]int{}
	tables := map[string]bool{"users": true}
	for _, r := range refs {
		tables[r.table] = true
		var n int
		q := fmt.Sprintf(`SELECT count(*) FROM %s WHERE %s = ?`, pgx.Identifier{r.table}.Sanitize(), pgx.Identifier{r.column}.Sanitize())
		if err := store.NewRaw(q, user).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			found[r.table+"."+r.column] = n
		}
	}
	var all []string
	if err := store.NewRaw(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`).
		Scan(ctx, &all); err != nil {
		t.Fatal(err)
	}
	for _, table := range all {
		var n int
		q := fmt.Sprintf(`SELECT count(*) FROM %s x WHERE strpos(x::text, ?) > 0 OR strpos(lower(x::text), ?) > 0`, pgx.Identifier{table}.Sanitize())
		if err := store.NewRaw(q, user.String(), email).Scan(ctx, &n); err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			found[table+" (text)"] += n
		}
	}
	return found
}
