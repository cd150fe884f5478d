package auth

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
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
