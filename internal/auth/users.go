package auth

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/db"
)

// Users reads and writes accounts.
type Users struct {
	DB bun.IDB
}

// ByID returns the user with id, or nil.
func (s *Users) ByID(ctx context.Context, id uuid.UUID) (*User, error) {
	var rows []*User
	if err := s.DB.NewSelect().Model(&rows).Where("u.id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, fmt.Errorf("user by id: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return rows[0], nil
}

// ByIDs returns the users among ids. Only public profile fields are exposed through the API
// (the username); e-mail addresses reach clients only through rules that allow it.
func (s *Users) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*User, error) {
	var rows []*User
	if err := s.DB.NewSelect().Model(&rows).Where("u.id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("users by id: %w", err)
	}
	return db.ByID(rows, func(x *User) uuid.UUID { return x.ID }), nil
}
