// Package analytics is the admins' view of how the app is used: groups with their member
// counts and users with their vote counts, newest first, and CSV exports of both.
package analytics

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/identity"
	"festival/internal/paging"
)

// MsgAdminsOnly refuses everyone but admins and super admins.
const MsgAdminsOnly = "Only admins can see analytics"

// Group is a row of the groups table.
type Group struct {
	ID        uuid.UUID
	Name      string
	Members   int
	CreatedAt time.Time
}

// User is a row of the users table.
type User struct {
	ID        uuid.UUID
	Username  *string
	Email     string
	Votes     int
	CreatedAt time.Time
}

// Key is a position in either list, newest first.
type Key struct {
	CreatedAt time.Time `json:"t"`
	ID        uuid.UUID `json:"i"`
}

// GroupKey and UserKey are the rows' positions.
func GroupKey(g *Group) Key { return Key{g.CreatedAt, g.ID} }
func UserKey(u *User) Key   { return Key{u.CreatedAt, u.ID} }

// Service reads the analytics tables.
type Service struct {
	DB bun.IDB
}

// Groups returns non-archived groups newest first with their member counts.
func (s *Service) Groups(ctx context.Context, first int, after *Key) (paging.Page[*Group], error) {
	if err := Authorize(ctx); err != nil {
		return paging.Page[*Group]{}, err
	}
	rows, err := s.groups(ctx, first+1, after)
	if err != nil {
		return paging.Page[*Group]{}, err
	}
	return paging.Trim(rows, first), nil
}

// Users returns users newest first with their vote counts.
func (s *Service) Users(ctx context.Context, first int, after *Key) (paging.Page[*User], error) {
	if err := Authorize(ctx); err != nil {
		return paging.Page[*User]{}, err
	}
	rows, err := s.users(ctx, first+1, after)
	if err != nil {
		return paging.Page[*User]{}, err
	}
	return paging.Trim(rows, first), nil
}

func (s *Service) groups(ctx context.Context, limit int, after *Key) ([]*Group, error) {
	var rows []*Group
	q := s.DB.NewSelect().TableExpr("groups AS g").Column("g.id", "g.name", "g.created_at").
		ColumnExpr("(SELECT count(*) FROM group_members m WHERE m.group_id = g.id) AS members").
		Where("NOT g.archived").OrderExpr("g.created_at DESC, g.id DESC").Limit(int64(limit))
	if after != nil {
		q = q.Where("(g.created_at, g.id) < (?, ?)", after.CreatedAt, after.ID)
	}
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("analytics groups: %w", err)
	}
	return rows, nil
}

func (s *Service) users(ctx context.Context, limit int, after *Key) ([]*User, error) {
	var rows []*User
	q := s.DB.NewSelect().TableExpr("users AS u").Column("u.id", "u.username", "u.email", "u.created_at").
		ColumnExpr("(SELECT count(*) FROM votes v WHERE v.user_id = u.id) AS votes").
		OrderExpr("u.created_at DESC, u.id DESC").Limit(int64(limit))
	if after != nil {
		q = q.Where("(u.created_at, u.id) < (?, ?)", after.CreatedAt, after.ID)
	}
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("analytics users: %w", err)
	}
	return rows, nil
}

// Authorize: analytics are for admins (is_admin), not moderators.
func Authorize(ctx context.Context) error {
	v := identity.From(ctx)
	if v == nil {
		return apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	if !v.IsAdmin() {
		return apperr.New(apperr.Forbidden, MsgAdminsOnly)
	}
	return nil
}
