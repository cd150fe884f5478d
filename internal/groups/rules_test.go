package groups_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/groups"
)

// Only the creator manages a group (invites, removes, deletes); the creator can neither be
// removed nor leave; a member can leave; others are told the group is not found.
func TestOnlyTheCreatorManagesTheGroup(t *testing.T) {
	s := setup(t)
	creator, member, stranger := user(1), user(2), user(3)
	g, err := s.Create(as(creator), "  Crew  ", nil)
	if err != nil || g.Name != "Crew" {
		t.Fatalf("create: %+v %v", g, err)
	}
	if _, err := s.InviteMember(as(creator), g.ID, "u2@x.io"); err != nil {
		t.Fatal(err)
	}
	inv, _, err := s.PendingInvitations(as(member), member, 10, 0)
	if err != nil || len(inv.Rows) != 1 {
		t.Fatalf("pending invitations: %+v %v", inv.Rows, err)
	}
	if _, err := s.AcceptInvitation(as(member), inv.Rows[0].ID); err != nil {
		t.Fatal(err)
	}
	page, err := s.Members(as(member), g.ID, 10, 0)
	if err != nil || len(page.Rows) != 2 {
		t.Fatalf("members: %+v %v", page.Rows, err)
	}
	creatorRow, memberRow := page.Rows[0], page.Rows[1]
	if creatorRow.UserID != creator || creatorRow.Role != groups.RoleCreator || memberRow.UserID != member {
		t.Fatalf("members earliest first: %+v %+v", creatorRow, memberRow)
	}
	// A member may do none of the creator's work.
	for name, err := range map[string]error{
		"invite": func() error { _, err := s.InviteMember(as(member), g.ID, "u4@x.io"); return err }(),
		"remove": s.RemoveMember(as(member), g.ID, creatorRow.ID),
		"delete": s.Delete(as(member), g.ID),
	} {
		if apperr.CodeOf(err) != apperr.Forbidden {
			t.Errorf("a member's %s: %v", name, err)
		}
	}
	if err := s.RemoveMember(as(creator), g.ID, creatorRow.ID); apperr.CodeOf(err) != apperr.Forbidden || err.Error() != groups.MsgCannotRemoveSelf {
		t.Errorf("the creator removes themself: %v", err)
	}
	if err := s.Leave(as(creator), g.ID); apperr.CodeOf(err) != apperr.Forbidden || err.Error() != groups.MsgCreatorCannotLeave {
		t.Errorf("the creator leaves: %v", err)
	}
	if err := s.Leave(as(stranger), g.ID); apperr.CodeOf(err) != apperr.NotFound {
		t.Errorf("a stranger leaves: %v", err)
	}
	if _, err := s.MemberUserIDs(as(stranger), g.ID); apperr.CodeOf(err) != apperr.Forbidden {
		t.Errorf("a stranger reads the members' ids: %v", err)
	}
	if ids, err := s.MemberUserIDs(as(member), g.ID); err != nil || len(ids) != 2 {
		t.Errorf("a member reads the members' ids: %v %v", ids, err)
	}
	if err := s.Leave(as(member), g.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MemberUserIDs(as(member), g.ID); apperr.CodeOf(err) != apperr.Forbidden {
		t.Errorf("a former member reads the members' ids: %v", err)
	}
	if err := s.Delete(as(creator), g.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MemberUserIDs(as(creator), g.ID); apperr.CodeOf(err) != apperr.Forbidden {
		t.Errorf("the members of a deleted group: %v", err)
	}
}

// Members' e-mail addresses are read by the group's creator only. An invitation by e-mail
// answers the same whether the address has an account, is a member or is new; by username,
// "User not found" and "User is already in this group" are told.
func TestMemberAddressesStayWithTheCreator(t *testing.T) {
	s := setup(t)
	creator, member := user(1), user(2)
	g, _ := s.Create(as(creator), "Crew", nil)
	// The member joins after the creator, whatever clock the service's Create used (TEST_CLOCK).
	if _, err := s.DB.ExecContext(context.Background(), `UPDATE users SET username = 'bo' WHERE id = ?0;
		INSERT INTO group_members (group_id, user_id, joined_at)
		SELECT ?1, ?0, max(joined_at) + interval '1 minute' FROM group_members WHERE group_id = ?1`, member, g.ID); err != nil {
		t.Fatal(err)
	}
	emails := func(viewer uuid.UUID) string {
		t.Helper()
		p, err := s.Members(as(viewer), g.ID, 10, 0)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range p.Rows {
			e := "-"
			if m.Email != nil {
				e = *m.Email
			}
			out = append(out, e)
		}
		return strings.Join(out, ",")
	}
	if got := emails(creator); got != "u1@x.io,u2@x.io" {
		t.Errorf("the creator reads %s", got)
	}
	if got := emails(member); got != "-,-" {
		t.Errorf("a member reads %s", got)
	}
	for _, email := range []string{"u2@x.io", "U3@X.io", "nobody@x.io"} {
		msg, err := s.InviteMember(as(creator), g.ID, email)
		if err != nil || msg != fmt.Sprintf(groups.MsgInvitedByEmail, strings.ToLower(email)) {
			t.Errorf("invite %s: %q %v", email, msg, err)
		}
	}
	if _, err := s.InviteMember(as(creator), g.ID, "bo"); apperr.CodeOf(err) != apperr.Conflict || err.Error() != groups.MsgAlreadyMember {
		t.Errorf("invite a member by username: %v", err)
	}
	if _, err := s.InviteMember(as(creator), g.ID, "nobody_here"); apperr.CodeOf(err) != apperr.NotFound {
		t.Errorf("invite an unknown username: %v", err)
	}
	var pending int
	if err := s.DB.NewRaw(`SELECT count(*) FROM group_member_requests`).Scan(context.Background(), &pending); err != nil || pending != 1 {
		t.Fatalf("%d invitations (%v), want only u3's", pending, err)
	}
}

// Names and descriptions are bounded (characters, after trimming); refusals write nothing.
func TestGroupInputBounds(t *testing.T) {
	s := setup(t)
	long := strings.Repeat("ü", 1001)
	for _, c := range []struct {
		name string
		desc *string
		msg  string
	}{
		{"   ", nil, groups.MsgGroupNameRequired},
		{strings.Repeat("ü", 101), nil, groups.MsgGroupNameTooLong},
		{"Crew", &long, groups.MsgDescriptionTooLong},
	} {
		if g, err := s.Create(as(user(1)), c.name, c.desc); apperr.CodeOf(err) != apperr.BadUserInput || err.Error() != c.msg || g != nil {
			t.Errorf("create %q: %v", c.name, err)
		}
	}
	ok := strings.Repeat("ü", 1000)
	if g, err := s.Create(as(user(1)), strings.Repeat("ü", 100), &ok); err != nil || g.Description == nil || *g.Description != ok {
		t.Fatalf("names of 100 and descriptions of 1000 characters: %v", err)
	}
	var n int
	if err := s.DB.NewRaw(`SELECT count(*) FROM groups`).Scan(context.Background(), &n); err != nil || n != 1 {
		t.Fatalf("%d groups (%v), want 1", n, err)
	}
	if _, err := s.Create(context.Background(), "Crew", nil); apperr.CodeOf(err) != apperr.Unauthenticated {
		t.Fatalf("anonymous create: %v", err)
	}
}
