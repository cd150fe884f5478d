package auth

import (
	"context"
	"fmt"

	"github.com/google/uuid"
)

// RevokeAll ends every live session of userID ("sign out everywhere") and returns how many it
// ended. Open WebSockets of those sessions close at once (the database publishes each
// revocation; see internal/live).
func (s *Sessions) RevokeAll(ctx context.Context, userID uuid.UUID) (int, error) {
	res, err := s.DB.NewUpdate().Table("sessions").Set("revoked_at = ?", s.Now()).
		Where("user_id = ? AND revoked_at IS NULL", userID).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("revoke sessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("revoke sessions: %w", err)
	}
	return int(n), nil
}
