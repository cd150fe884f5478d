package groups

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/paging"
)

// Service runs group rules. Every method takes the viewer from ctx; a group the viewer may not
// see answers "Group not found", so outsiders learn nothing about it.
type Service struct {
	DB  *bun.DB
	Now func() time.Time
	// Limiter caps how fast one user creates groups, invite links and invitations (nil: no cap).
	Limiter *auth.Limiter
}

// Creation rates per user: at most this many in a window (RATE_LIMITED beyond).
const (
	GroupsPerHour      = 20
	InvitesPerHour     = 50
	InvitationsPerHour = 50
)

// Bounds of inputs, in characters.
const (
	maxNameLen        = 100
	maxDescriptionLen = 1000
	maxMemberInputLen = 254
	maxExpiryDays     = 365
	maxInviteUses     = 10000
)

// allow counts one creation of kind by user, failing with RATE_LIMITED beyond limit an hour.
func (s *Service) allow(ctx context.Context, kind string, user uuid.UUID, limit int) error {
	if s.Limiter == nil {
		return nil
	}
	return s.Limiter.Allow(ctx, kind+":user:"+user.String(), limit, time.Hour)
}

// groupColumns selects a group with its member count and whether the viewer is a member.
func groupColumns(q *bun.SelectQuery, viewer uuid.UUID) *bun.SelectQuery {
	return q.ColumnExpr("g.*").
		ColumnExpr("(SELECT count(*) FROM group_members c WHERE c.group_id = g.id) AS member_count").
		ColumnExpr("EXISTS (SELECT 1 FROM group_members im WHERE im.group_id = g.id AND im.user_id = ?) AS is_member", viewer).
		Where("NOT g.archived")
}

// visible restricts q to groups the viewer belongs to (admins see all).
func visible(q *bun.SelectQuery, v *identity.Viewer) *bun.SelectQuery {
	if v.IsAdmin() {
		return q
	}
	return q.Where("EXISTS (SELECT 1 FROM group_members vm WHERE vm.group_id = g.id AND vm.user_id = ?)", v.UserID)
}

func viewerOf(ctx context.Context) (*identity.Viewer, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	return v, nil
}

// Key is the position of a group in List (newest first).
type Key struct {
	CreatedAt time.Time `json:"c"`
	ID        uuid.UUID `json:"i"`
}

// KeyOf is the List key of g.
func KeyOf(g *Group) Key { return Key{CreatedAt: g.CreatedAt, ID: g.ID} }

// List returns the viewer's groups newest first, or every group when all is set (admins only),
// after the key of an earlier page's last row (nil: from the start).
func (s *Service) List(ctx context.Context, all bool, first int, after *Key) (paging.Page[*Group], error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return paging.Page[*Group]{}, err
	}
	if all && !v.IsAdmin() {
		return paging.Page[*Group]{}, apperr.New(apperr.Forbidden, MsgAllGroupsAdminOnly)
	}
	var rows []*Group
	q := groupColumns(s.DB.NewSelect().Model(&rows), v.UserID).OrderExpr("g.created_at DESC, g.id DESC").Limit(int64(first + 1))
	if !all {
		q = q.Where("EXISTS (SELECT 1 FROM group_members vm WHERE vm.group_id = g.id AND vm.user_id = ?)", v.UserID)
	}
	if after != nil {
		q = q.Where("(g.created_at, g.id) < (?, ?)", after.CreatedAt, after.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*Group]{}, fmt.Errorf("list groups: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// ByIDs returns the groups among ids the viewer may see.
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Group, error) {
	v := identity.From(ctx)
	out := map[uuid.UUID]*Group{}
	if v == nil {
		return out, nil
	}
	var rows []*Group
	q := groupColumns(s.DB.NewSelect().Model(&rows), v.UserID).Where("g.id IN (?)", bun.List(ids))
	if err := visible(q, v).Scan(ctx); err != nil {
		return nil, fmt.Errorf("groups by id: %w", err)
	}
	return db.ByID(rows, func(x *Group) uuid.UUID { return x.ID }), nil
}

// get returns a group the viewer may see, or NOT_FOUND.
func (s *Service) get(ctx context.Context, id uuid.UUID) (*Group, *identity.Viewer, error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return nil, nil, err
	}
	m, err := s.ByIDs(ctx, []uuid.UUID{id})
	if err != nil {
		return nil, nil, err
	}
	if m[id] == nil {
		return nil, nil, apperr.New(apperr.NotFound, MsgGroupNotFound)
	}
	return m[id], v, nil
}

// asCreator returns the group when the viewer created it; FORBIDDEN for other members.
func (s *Service) asCreator(ctx context.Context, id uuid.UUID, msg string) (*Group, *identity.Viewer, error) {
	g, v, err := s.get(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if g.CreatedBy != v.UserID {
		return nil, nil, apperr.New(apperr.Forbidden, msg)
	}
	return g, v, nil
}

// Create makes a group with the viewer as its creator member, in one transaction.
func (s *Service) Create(ctx context.Context, name string, description *string) (*Group, error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, apperr.Invalid("name", MsgGroupNameRequired)
	}
	if utf8.RuneCountInString(name) > maxNameLen {
		return nil, apperr.Invalid("name", MsgGroupNameTooLong)
	}
	var desc *string
	if description != nil {
		if d := strings.TrimSpace(*description); d != "" {
			desc = &d
		}
	}
	if desc != nil && utf8.RuneCountInString(*desc) > maxDescriptionLen {
		return nil, apperr.Invalid("description", MsgDescriptionTooLong)
	}
	if err := s.allow(ctx, "create-group", v.UserID, GroupsPerHour); err != nil {
		return nil, err
	}
	g := &Group{Name: name, Description: desc, CreatedBy: v.UserID, CreatedAt: s.Now()}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(g).Returning("*").Exec(ctx); err != nil {
			return err
		}
		_, err := tx.NewInsert().Model(&Member{GroupID: g.ID, UserID: v.UserID, Role: RoleCreator, JoinedAt: s.Now()}).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("create group: %w", err)
	}
	g.MemberCount, g.IsMember = 1, true
	return g, nil
}

// Delete archives a group (creator only).
func (s *Service) Delete(ctx context.Context, id uuid.UUID) error {
	if _, _, err := s.asCreator(ctx, id, MsgOnlyCreator); err != nil {
		return err
	}
	if _, err := s.DB.NewUpdate().Table("groups").Set("archived = true").Where("id = ?", id).Exec(ctx); err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	return nil
}

// memberEmail reads a member's e-mail for the group's creator only (joined with users u and
// groups g); fellow members and admins see usernames, never addresses.
const memberEmail = "CASE WHEN g.created_by = ? THEN u.email::text END AS email"

// Members returns a page of the group's members, earliest first (members and admins).
func (s *Service) Members(ctx context.Context, groupID uuid.UUID, first, offset int) (paging.Page[*Member], error) {
	_, v, err := s.get(ctx, groupID)
	if err != nil {
		return paging.Page[*Member]{}, err
	}
	var rows []*Member
	err = s.DB.NewSelect().Model(&rows).ColumnExpr("m.*").ColumnExpr(memberEmail, v.UserID).
		Join("JOIN users u ON u.id = m.user_id").Join("JOIN groups g ON g.id = m.group_id").
		Where("m.group_id = ?", groupID).OrderExpr("m.joined_at ASC, m.id ASC").
		Limit(int64(first + 1)).Offset(int64(offset)).Scan(ctx)
	if err != nil {
		return paging.Page[*Member]{}, fmt.Errorf("members: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// MembersByIDs returns memberships among ids in groups the viewer may see.
func (s *Service) MembersByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Member, error) {
	v := identity.From(ctx)
	out := map[uuid.UUID]*Member{}
	if v == nil {
		return out, nil
	}
	var rows []*Member
	q := s.DB.NewSelect().Model(&rows).ColumnExpr("m.*").ColumnExpr(memberEmail, v.UserID).
		Join("JOIN users u ON u.id = m.user_id").
		Join("JOIN groups g ON g.id = m.group_id AND NOT g.archived").Where("m.id IN (?)", bun.List(ids))
	if err := visible(q, v).Scan(ctx); err != nil {
		return nil, fmt.Errorf("members by id: %w", err)
	}
	return db.ByID(rows, func(x *Member) uuid.UUID { return x.ID }), nil
}

// InviteMember invites a user found by username or e-mail to the group (creator only); the user
// becomes a member only by accepting. The answer is a message for the creator. By e-mail it is
// the same whether or not the address has an account, is already a member or already invited,
// so no address is confirmed; by username (public within groups) "User not found" and
// "User is already in this group" are told.
func (s *Service) InviteMember(ctx context.Context, groupID uuid.UUID, input string) (string, error) {
	g, v, err := s.asCreator(ctx, groupID, MsgOnlyCreator)
	if err != nil {
		return "", err
	}
	input = strings.TrimSpace(input)
	if input == "" {
		return "", apperr.Invalid("usernameOrEmail", MsgInputRequired)
	}
	if utf8.RuneCountInString(input) > maxMemberInputLen {
		return "", apperr.Invalid("usernameOrEmail", MsgInputTooLong)
	}
	isEmail := strings.Contains(input, "@")
	if isEmail {
		email, err := auth.NormalizeEmail(input)
		if err != nil {
			return "", apperr.Invalid("usernameOrEmail", MsgEmailInvalid)
		}
		input = email
	}
	if err := s.allow(ctx, "invite-member", v.UserID, InvitationsPerHour); err != nil {
		return "", err
	}
	var ids []uuid.UUID
	q := s.DB.NewSelect().Table("users").Column("id")
	if isEmail {
		q = q.Where("email = ?", input)
	} else {
		q = q.Where("username = ?", input) // citext: case-insensitive
	}
	if err := q.Scan(ctx, &ids); err != nil {
		return "", fmt.Errorf("find user: %w", err)
	}
	done := fmt.Sprintf(MsgInvitedByEmail, input)
	if !isEmail {
		done = fmt.Sprintf(MsgInvitedByUsername, input)
	}
	if len(ids) == 0 {
		if isEmail {
			return done, nil
		}
		return "", apperr.New(apperr.NotFound, MsgUserNotFound)
	}
	// One statement: invite unless already a member (an existing invitation stays as it is).
	res, err := s.DB.NewRaw(`INSERT INTO group_member_requests (group_id, user_id, invited_by, created_at)
		SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = ? AND m.user_id = ?)
		ON CONFLICT (group_id, user_id) DO NOTHING`, g.ID, ids[0], v.UserID, s.Now(), g.ID, ids[0]).Exec(ctx)
	if err != nil {
		return "", fmt.Errorf("invite member: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 && !isEmail {
		member, err := s.DB.NewSelect().Table("group_members").Where("group_id = ? AND user_id = ?", g.ID, ids[0]).Exists(ctx)
		if err != nil {
			return "", fmt.Errorf("invite member: %w", err)
		}
		if member {
			return "", apperr.New(apperr.Conflict, MsgAlreadyMember)
		}
	}
	return done, nil
}

// RemoveMember removes a membership (creator only; never the creator).
func (s *Service) RemoveMember(ctx context.Context, groupID, memberID uuid.UUID) error {
	g, _, err := s.asCreator(ctx, groupID, MsgOnlyCreatorRemove)
	if err != nil {
		return err
	}
	var m Member
	err = s.DB.NewSelect().Model(&m).Where("m.id = ? AND m.group_id = ?", memberID, groupID).Scan(ctx)
	if err != nil {
		return apperr.New(apperr.NotFound, MsgMemberNotFound)
	}
	if m.UserID == g.CreatedBy || m.Role == RoleCreator {
		return apperr.New(apperr.Forbidden, MsgCannotRemoveSelf)
	}
	if _, err := s.DB.NewDelete().Table("group_members").Where("id = ?", memberID).Exec(ctx); err != nil {
		return fmt.Errorf("remove member: %w", err)
	}
	return nil
}

// Leave removes the viewer from a group; the creator cannot leave.
func (s *Service) Leave(ctx context.Context, groupID uuid.UUID) error {
	g, v, err := s.get(ctx, groupID)
	if err != nil {
		return err
	}
	if !g.IsMember {
		return apperr.New(apperr.NotFound, MsgGroupNotFound)
	}
	if g.CreatedBy == v.UserID {
		return apperr.New(apperr.Forbidden, MsgCreatorCannotLeave)
	}
	_, err = s.DB.NewDelete().Table("group_members").Where("group_id = ? AND user_id = ?", groupID, v.UserID).Exec(ctx)
	return err
}

// MemberUserIDs returns the users of a group the viewer belongs to (FORBIDDEN otherwise):
// votes of individuals are visible only to members of a group they share.
func (s *Service) MemberUserIDs(ctx context.Context, groupID uuid.UUID) ([]uuid.UUID, error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return nil, err
	}
	var ids []uuid.UUID
	err = s.DB.NewRaw(`SELECT m.user_id FROM group_members m JOIN groups g ON g.id = m.group_id AND NOT g.archived
		WHERE m.group_id = ? AND EXISTS (SELECT 1 FROM group_members me WHERE me.group_id = m.group_id AND me.user_id = ?)`,
		groupID, v.UserID).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("group members: %w", err)
	}
	if len(ids) == 0 {
		return nil, apperr.New(apperr.Forbidden, MsgNotMember)
	}
	return ids, nil
}

// GroupVote is a member's vote on a set.
type GroupVote struct {
	UserID   uuid.UUID `bun:"user_id,type:uuid"`
	VoteType int       `bun:"vote_type"`
}

// Votes returns each member's vote on the set, for a member of the group.
func (s *Service) Votes(ctx context.Context, groupID, setID uuid.UUID) ([]GroupVote, error) {
	users, err := s.MemberUserIDs(ctx, groupID)
	if err != nil {
		return nil, err
	}
	var out []GroupVote
	err = s.DB.NewRaw(`SELECT v.user_id, v.vote_type FROM votes v JOIN users u ON u.id = v.user_id
		WHERE v.set_id = ? AND v.user_id IN (?) ORDER BY u.username NULLS LAST, u.email`, setID, bun.List(users)).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("group votes: %w", err)
	}
	return out, nil
}
