package groups

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/paging"
)

// pendingQuery selects the viewer's invitations to groups that still exist, with the group's
// name and the inviter's username.
func (s *Service) pendingQuery(rows *[]*Invitation, viewer uuid.UUID) *bun.SelectQuery {
	return s.DB.NewSelect().Model(rows).ColumnExpr("r.*, g.name AS group_name, u.username::text AS inviter_username").
		Join("JOIN groups g ON g.id = r.group_id AND NOT g.archived").
		Join("JOIN users u ON u.id = r.invited_by").
		Where("r.user_id = ?", viewer)
}

// PendingInvitations returns a page of user's invitations, newest first, and how many there are
// in all. user is the signed-in viewer (the Viewer object's user: right after sign-in, the
// request's context has no viewer yet).
func (s *Service) PendingInvitations(ctx context.Context, user uuid.UUID, first, offset int) (paging.Page[*Invitation], int, error) {
	var rows []*Invitation
	err := s.pendingQuery(&rows, user).OrderExpr("r.created_at DESC, r.id DESC").
		Limit(int64(first + 1)).Offset(int64(offset)).Scan(ctx)
	if err != nil {
		return paging.Page[*Invitation]{}, 0, fmt.Errorf("pending invitations: %w", err)
	}
	total, err := s.PendingCount(ctx, user)
	if err != nil {
		return paging.Page[*Invitation]{}, 0, err
	}
	return paging.Trim(rows, first), total, nil
}

// PendingCount is how many invitations wait for user's answer (the signed-in viewer).
func (s *Service) PendingCount(ctx context.Context, user uuid.UUID) (int, error) {
	var n int
	err := s.DB.NewRaw(`SELECT count(*) FROM group_member_requests r JOIN groups g ON g.id = r.group_id AND NOT g.archived
		WHERE r.user_id = ?`, user).Scan(ctx, &n)
	if err != nil {
		return 0, fmt.Errorf("count invitations: %w", err)
	}
	return n, nil
}

// InvitationsByIDs returns the viewer's own pending invitations among ids.
func (s *Service) InvitationsByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Invitation, error) {
	out := map[uuid.UUID]*Invitation{}
	v, err := viewerOf(ctx)
	if err != nil {
		return out, nil
	}
	var rows []*Invitation
	if err := s.pendingQuery(&rows, v.UserID).Where("r.id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("invitations by id: %w", err)
	}
	return db.ByID(rows, func(x *Invitation) uuid.UUID { return x.ID }), nil
}

// AcceptInvitation makes the viewer a member of the invitation's group and returns the group.
// An invitation into a group deleted meanwhile fails with "This group no longer exists".
func (s *Service) AcceptInvitation(ctx context.Context, id uuid.UUID) (*Group, error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return nil, err
	}
	var groupID uuid.UUID
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var rows []struct {
			GroupID  uuid.UUID `bun:"group_id,type:uuid"`
			Archived bool      `bun:"archived"`
		}
		err := tx.NewRaw(`DELETE FROM group_member_requests r USING groups g
			WHERE r.id = ? AND r.user_id = ? AND g.id = r.group_id RETURNING r.group_id, g.archived`, id, v.UserID).Scan(ctx, &rows)
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return apperr.New(apperr.NotFound, MsgInvitationNotFound)
		}
		if rows[0].Archived {
			return apperr.New(apperr.NotFound, MsgInvitationGroupGone)
		}
		groupID = rows[0].GroupID
		_, err = tx.NewRaw(`INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (group_id, user_id) DO NOTHING`, groupID, v.UserID, RoleMember, s.Now()).Exec(ctx)
		return err
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, err
		}
		return nil, fmt.Errorf("accept invitation: %w", err)
	}
	g, _, err := s.get(ctx, groupID)
	return g, err
}

// DeclineInvitation removes one of the viewer's invitations; nothing was shared.
func (s *Service) DeclineInvitation(ctx context.Context, id uuid.UUID) error {
	v, err := viewerOf(ctx)
	if err != nil {
		return err
	}
	res, err := s.DB.NewDelete().Table("group_member_requests").Where("id = ? AND user_id = ?", id, v.UserID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("decline invitation: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return apperr.New(apperr.NotFound, MsgInvitationNotFound)
	}
	return nil
}
