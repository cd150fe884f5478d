package groups

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/relay"
)

// Service runs group rules. Every method takes the viewer from ctx; a group the viewer may not
// see answers "Group not found", so outsiders learn nothing about it.
type Service struct {
	DB  *bun.DB
	Now func() time.Time
}

// groupColumns selects a group with its member count and whether the viewer is a member.
func groupColumns(q *bun.SelectQuery, viewer uuid.UUID) *bun.SelectQuery {
	return q.ColumnExpr("g.*").
		ColumnExpr("(SELECT count(*) FROM group_members c WHERE c.group_id = g.id) AS member_count").
		ColumnExpr("EXISTS (SELECT 1 FROM group_members im WHERE im.group_id = g.id AND im.user_id = ?) AS is_member", viewer).
		Where("NOT g.archived")
}

// visible restricts q to groups the viewer belongs to (admins see all).
func visible(q *bun.SelectQuery, v *auth.Viewer) *bun.SelectQuery {
	if v.IsAdmin() {
		return q
	}
	return q.Where("EXISTS (SELECT 1 FROM group_members vm WHERE vm.group_id = g.id AND vm.user_id = ?)", v.UserID)
}

func viewerOf(ctx context.Context) (*auth.Viewer, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	return v, nil
}

type groupCursor struct {
	CreatedAt time.Time `json:"c"`
	ID        uuid.UUID `json:"i"`
}

// GroupCursor is the connection cursor of g in List.
func GroupCursor(g *Group) string {
	return relay.EncodeCursor(groupCursor{CreatedAt: g.CreatedAt, ID: g.ID})
}

// List returns the viewer's groups newest first, or every group when all is set (admins only).
func (s *Service) List(ctx context.Context, all bool, first int, after string) (relay.Page[*Group], error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return relay.Page[*Group]{}, err
	}
	if all && !v.IsAdmin() {
		return relay.Page[*Group]{}, apperr.New(apperr.Forbidden, MsgAllGroupsAdminOnly)
	}
	var rows []*Group
	q := groupColumns(s.DB.NewSelect().Model(&rows), v.UserID).OrderExpr("g.created_at DESC, g.id DESC").Limit(int64(first + 1))
	if !all {
		q = q.Where("EXISTS (SELECT 1 FROM group_members vm WHERE vm.group_id = g.id AND vm.user_id = ?)", v.UserID)
	}
	if after != "" {
		var c groupCursor
		if !relay.DecodeCursor(after, &c) {
			return relay.Page[*Group]{}, relay.BadCursor()
		}
		q = q.Where("(g.created_at, g.id) < (?, ?)", c.CreatedAt, c.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return relay.Page[*Group]{}, fmt.Errorf("list groups: %w", err)
	}
	return relay.Trim(rows, first), nil
}

// ByIDs returns the groups among ids the viewer may see.
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Group, error) {
	v := auth.ViewerFrom(ctx)
	out := map[uuid.UUID]*Group{}
	if v == nil {
		return out, nil
	}
	var rows []*Group
	q := groupColumns(s.DB.NewSelect().Model(&rows), v.UserID).Where("g.id IN (?)", bun.In(ids))
	if err := visible(q, v).Scan(ctx); err != nil {
		return nil, fmt.Errorf("groups by id: %w", err)
	}
	for _, g := range rows {
		out[g.ID] = g
	}
	return out, nil
}

// get returns a group the viewer may see, or NOT_FOUND.
func (s *Service) get(ctx context.Context, id uuid.UUID) (*Group, *auth.Viewer, error) {
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
func (s *Service) asCreator(ctx context.Context, id uuid.UUID, msg string) (*Group, *auth.Viewer, error) {
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
	if len(name) > 100 {
		return nil, apperr.Invalid("name", "Group name must be at most 100 characters")
	}
	var desc *string
	if description != nil {
		if d := strings.TrimSpace(*description); d != "" {
			desc = &d
		}
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

// Members returns a page of the group's members, earliest first (members and admins).
func (s *Service) Members(ctx context.Context, groupID uuid.UUID, first, offset int) (relay.Page[*Member], error) {
	if _, _, err := s.get(ctx, groupID); err != nil {
		return relay.Page[*Member]{}, err
	}
	var rows []*Member
	err := s.DB.NewSelect().Model(&rows).ColumnExpr("m.*, u.email").Join("JOIN users u ON u.id = m.user_id").
		Where("m.group_id = ?", groupID).OrderExpr("m.joined_at ASC, m.id ASC").
		Limit(int64(first + 1)).Offset(int64(offset)).Scan(ctx)
	if err != nil {
		return relay.Page[*Member]{}, fmt.Errorf("members: %w", err)
	}
	return relay.Trim(rows, first), nil
}

// MembersByIDs returns memberships among ids in groups the viewer may see.
func (s *Service) MembersByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Member, error) {
	v := auth.ViewerFrom(ctx)
	out := map[uuid.UUID]*Member{}
	if v == nil {
		return out, nil
	}
	var rows []*Member
	q := s.DB.NewSelect().Model(&rows).ColumnExpr("m.*, u.email").Join("JOIN users u ON u.id = m.user_id").
		Join("JOIN groups g ON g.id = m.group_id AND NOT g.archived").Where("m.id IN (?)", bun.In(ids))
	if err := visible(q, v).Scan(ctx); err != nil {
		return nil, fmt.Errorf("members by id: %w", err)
	}
	for _, m := range rows {
		out[m.ID] = m
	}
	return out, nil
}

// AddMember adds a user found by username or e-mail (creator only).
func (s *Service) AddMember(ctx context.Context, groupID uuid.UUID, input string) (*Member, error) {
	if _, _, err := s.asCreator(ctx, groupID, MsgOnlyCreator); err != nil {
		return nil, err
	}
	input = strings.TrimSpace(input)
	if input == "" {
		return nil, apperr.Invalid("usernameOrEmail", MsgInputRequired)
	}
	var ids []uuid.UUID
	q := s.DB.NewSelect().Table("users").Column("id")
	isEmail := strings.Contains(input, "@")
	if isEmail {
		input = strings.ToLower(input)
		q = q.Where("email = ?", input)
	} else {
		q = q.Where("username = ?", input) // citext: case-insensitive
	}
	if err := q.Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("find user: %w", err)
	}
	if len(ids) == 0 {
		if isEmail {
			return nil, apperr.Newf(apperr.NotFound, MsgNoUserWithEmail, input)
		}
		return nil, apperr.New(apperr.NotFound, MsgUserNotFound)
	}
	m := &Member{GroupID: groupID, UserID: ids[0], Role: RoleMember, JoinedAt: s.Now()}
	res, err := s.DB.NewInsert().Model(m).On("CONFLICT (group_id, user_id) DO NOTHING").Returning("*").Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("add member: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, apperr.New(apperr.Conflict, MsgAlreadyMember)
	}
	err = s.DB.NewSelect().Table("users").Column("email").Where("id = ?", m.UserID).Scan(ctx, &m.Email)
	return m, err
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
		WHERE v.set_id = ? AND v.user_id IN (?) ORDER BY u.username NULLS LAST, u.email`, setID, bun.In(users)).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("group votes: %w", err)
	}
	return out, nil
}
