package groups

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/paging"
)

// inviteStatusSQL is the invite validity rule, written once: for the group_invites row aliased
// i, at the instant bound to its one placeholder, the invite's status (the Status constants).
// Reads select it into Invite.Status, Info and Redeem map it to a reason, and Redeem's guarded
// UPDATE uses an invite only while it is ACTIVE, so Go and SQL cannot disagree.
const inviteStatusSQL = `(CASE WHEN NOT i.is_active THEN '` + StatusInactive + `'
	WHEN i.expires_at IS NOT NULL AND i.expires_at <= ? THEN '` + StatusExpired + `'
	WHEN i.max_uses IS NOT NULL AND i.used_count >= i.max_uses THEN '` + StatusOverused + `'
	ELSE '` + StatusActive + `' END)`

// withStatus selects invites with their status at now.
func withStatus(q *bun.SelectQuery, now time.Time) *bun.SelectQuery {
	return q.ColumnExpr("i.*").ColumnExpr(inviteStatusSQL+" AS status", now)
}

// CreateInvite makes an invite link (creator only) and returns it with its secret token, which
// is stored only as a hash.
func (s *Service) CreateInvite(ctx context.Context, groupID uuid.UUID, days, maxUses *int) (*Invite, string, error) {
	_, v, err := s.asCreator(ctx, groupID, MsgOnlyCreator)
	if err != nil {
		return nil, "", err
	}
	if days != nil && *days < 1 {
		return nil, "", apperr.Invalid("expiresInDays", MsgExpiryDays)
	}
	if maxUses != nil && *maxUses < 1 {
		return nil, "", apperr.Invalid("maxUses", MsgMaxUses)
	}
	if days != nil && *days > maxExpiryDays {
		return nil, "", apperr.Invalid("expiresInDays", MsgExpiryDaysMax)
	}
	if maxUses != nil && *maxUses > maxInviteUses {
		return nil, "", apperr.Invalid("maxUses", MsgMaxUsesMax)
	}
	if err := s.allow(ctx, "create-invite", v.UserID, InvitesPerHour); err != nil {
		return nil, "", err
	}
	token := auth.NewToken()
	now := s.Now()
	inv := &Invite{GroupID: groupID, TokenHash: auth.HashToken(token), CreatedBy: v.UserID, MaxUses: maxUses, IsActive: true, CreatedAt: now}
	if days != nil {
		e := now.Add(time.Duration(*days) * 24 * time.Hour)
		inv.ExpiresAt = &e
	}
	if _, err := s.DB.NewInsert().Model(inv).ModelTableExpr("group_invites AS i").Returning("i.*, "+inviteStatusSQL+" AS status", now).Exec(ctx); err != nil {
		return nil, "", fmt.Errorf("create invite: %w", err)
	}
	return inv, token, nil
}

// Invites lists a group's active invites, newest first (creator only).
func (s *Service) Invites(ctx context.Context, groupID uuid.UUID, first, offset int) (paging.Page[*Invite], error) {
	if _, _, err := s.asCreator(ctx, groupID, MsgOnlyCreator); err != nil {
		return paging.Page[*Invite]{}, err
	}
	var rows []*Invite
	err := withStatus(s.DB.NewSelect().Model(&rows), s.Now()).Where("i.group_id = ? AND i.is_active", groupID).
		OrderExpr("i.created_at DESC, i.id DESC").Limit(int64(first + 1)).Offset(int64(offset)).Scan(ctx)
	if err != nil {
		return paging.Page[*Invite]{}, fmt.Errorf("invites: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// InvitesByIDs returns the invites among ids whose group the viewer created.
func (s *Service) InvitesByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Invite, error) {
	out := map[uuid.UUID]*Invite{}
	v := identity.From(ctx)
	if v == nil {
		return out, nil
	}
	var rows []*Invite
	err := withStatus(s.DB.NewSelect().Model(&rows), s.Now()).Join("JOIN groups g ON g.id = i.group_id AND NOT g.archived").
		Where("i.id IN (?) AND g.created_by = ?", bun.List(ids), v.UserID).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("invites by id: %w", err)
	}
	return db.ByID(rows, func(x *Invite) uuid.UUID { return x.ID }), nil
}

// DeleteInvite removes an invite (creator of its group only).
func (s *Service) DeleteInvite(ctx context.Context, inviteID uuid.UUID) error {
	if _, err := viewerOf(ctx); err != nil {
		return err
	}
	m, err := s.InvitesByIDs(ctx, []uuid.UUID{inviteID})
	if err != nil {
		return err
	}
	if m[inviteID] == nil {
		return apperr.New(apperr.NotFound, MsgInviteNotFound)
	}
	if _, err := s.DB.NewDelete().Table("group_invites").Where("id = ?", inviteID).Exec(ctx); err != nil {
		return fmt.Errorf("delete invite: %w", err)
	}
	return nil
}

// Info is what anyone may learn from a token.
type Info struct {
	Valid     bool
	Reason    string
	GroupName string
}

type inviteState struct {
	Status    string    `bun:"status"`
	GroupID   uuid.UUID `bun:"group_id,type:uuid"`
	GroupName string    `bun:"group_name"`
}

func (s *Service) state(ctx context.Context, db bun.IDB, token string, now time.Time) (*inviteState, error) {
	var rows []inviteState
	err := db.NewRaw(`SELECT `+inviteStatusSQL+` AS status, i.group_id, g.name AS group_name
		FROM group_invites i JOIN groups g ON g.id = i.group_id AND NOT g.archived WHERE i.token_hash = ?`,
		now, auth.HashToken(token)).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// reasonOf is why an invite in this state cannot be used ("" when it can).
var reasonOf = map[string]string{
	StatusInactive: ReasonDeactivated,
	StatusExpired:  ReasonExpired,
	StatusOverused: ReasonOverused,
	StatusActive:   "",
}

func (st *inviteState) reason() string {
	if st == nil {
		return ReasonNotFound
	}
	return reasonOf[st.Status]
}

// Info validates a token without using it.
func (s *Service) Info(ctx context.Context, token string) (Info, error) {
	if len(token) == 0 || len(token) > 200 {
		return Info{Reason: ReasonNotFound}, nil
	}
	st, err := s.state(ctx, s.DB, token, s.Now())
	if err != nil {
		return Info{}, fmt.Errorf("invite info: %w", err)
	}
	if r := st.reason(); r != "" {
		return Info{Reason: r}, nil
	}
	return Info{Valid: true, GroupName: st.GroupName}, nil
}

// Redemption is the outcome of using an invite.
type Redemption struct {
	Joined        bool
	AlreadyMember bool
	Reason        string
	GroupID       uuid.UUID
}

// Redeem adds the signed-in viewer to the invite's group; a pending invitation of the viewer into
// that group is accepted instead, whatever the link's state. One guarded statement uses the
// invite, so concurrent redemptions never exceed max_uses; a member already in the group uses
// up nothing; one user's redemptions are serialised so they count once.
func (s *Service) Redeem(ctx context.Context, token string) (*Redemption, error) {
	v, err := viewerOf(ctx)
	if err != nil {
		return nil, err
	}
	if len(token) == 0 || len(token) > 200 {
		return &Redemption{Reason: ReasonNotFound}, nil
	}
	now := s.Now()
	out := &Redemption{}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", "redeem:"+v.UserID.String()); err != nil {
			return err
		}
		// A pending invitation into the link's group: using the link accepts it (no use spent).
		var accepted []uuid.UUID
		err := tx.NewRaw(`WITH req AS (
				DELETE FROM group_member_requests r USING group_invites i, groups g
				WHERE i.token_hash = ? AND g.id = i.group_id AND NOT g.archived
				  AND r.group_id = i.group_id AND r.user_id = ?
				RETURNING r.group_id)
			INSERT INTO group_members (group_id, user_id, role, joined_at)
			SELECT group_id, ?, 'member', ? FROM req
			ON CONFLICT (group_id, user_id) DO NOTHING
			RETURNING group_id`, auth.HashToken(token), v.UserID, v.UserID, now).Scan(ctx, &accepted)
		if err != nil {
			return err
		}
		if len(accepted) == 1 {
			out.Joined, out.GroupID = true, accepted[0]
			return nil
		}
		var joined []uuid.UUID
		err = tx.NewRaw(`WITH used AS (
				UPDATE group_invites i SET used_count = used_count + 1
				WHERE i.token_hash = ? AND `+inviteStatusSQL+` = '`+StatusActive+`'
				  AND EXISTS (SELECT 1 FROM groups g WHERE g.id = i.group_id AND NOT g.archived)
				  AND NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = i.group_id AND m.user_id = ?)
				RETURNING i.group_id)
			INSERT INTO group_members (group_id, user_id, role, joined_at)
			SELECT group_id, ?, 'member', ? FROM used
			ON CONFLICT (group_id, user_id) DO NOTHING
			RETURNING group_id`, auth.HashToken(token), now, v.UserID, v.UserID, now).Scan(ctx, &joined)
		if err != nil {
			return err
		}
		if len(joined) == 1 {
			out.Joined, out.GroupID = true, joined[0]
			return nil
		}
		st, err := s.state(ctx, tx, token, now)
		if err != nil {
			return err
		}
		if st != nil {
			var member bool
			if member, err = tx.NewSelect().Table("group_members").
				Where("group_id = ? AND user_id = ?", st.GroupID, v.UserID).Exists(ctx); err != nil {
				return err
			}
			if member {
				out.AlreadyMember, out.GroupID = true, st.GroupID
				return nil
			}
		}
		out.Reason = st.reason()
		if out.Reason == "" {
			out.Reason = ReasonNotFound
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("redeem invite: %w", err)
	}
	return out, nil
}
