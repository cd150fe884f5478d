package audit

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// RoleOf reads the admin role of userID as the before or after of a role entry (the shape
// of roles.Entry: id, user_id, role, created_by, created_at, username, email); nil when the
// user has none.
func RoleOf(ctx context.Context, db bun.IDB, userID uuid.UUID) (json.RawMessage, uuid.UUID, error) {
	var rows []struct {
		ID  uuid.UUID `bun:"id,type:uuid"`
		Row string    `bun:"row"`
	}
	err := db.NewRaw(`SELECT r.id, jsonb_build_object('id', r.id, 'user_id', r.user_id, 'role', r.role,
			'created_by', r.created_by, 'created_at', r.created_at, 'username', u.username, 'email', u.email)::text AS row
		FROM admin_roles r JOIN users u ON u.id = r.user_id WHERE r.user_id = ?`, userID).Scan(ctx, &rows)
	if err != nil {
		return nil, uuid.Nil, fmt.Errorf("admin role of user: %w", err)
	}
	if len(rows) == 0 {
		return nil, uuid.Nil, nil
	}
	return json.RawMessage(rows[0].Row), rows[0].ID, nil
}

// RecordRole records a role change from before to after (RoleOf values; nil for none) as
// admin_role.add, .change or .remove; nothing when the role did not change.
func RecordRole(ctx context.Context, tx bun.IDB, before, after json.RawMessage, beforeID, afterID uuid.UUID) error {
	role := func(raw json.RawMessage) string {
		var r struct {
			Role string `json:"role"`
		}
		_ = json.Unmarshal(raw, &r)
		return r.Role
	}
	e := Entry{EntityType: Role, Before: before, After: after}
	switch {
	case before == nil && after == nil:
		return nil
	case before == nil:
		e.Action, e.EntityID = "admin_role.add", afterID
	case after == nil:
		e.Action, e.EntityID = "admin_role.remove", beforeID
	case role(before) == role(after):
		return nil
	default:
		e.Action, e.EntityID = "admin_role.change", afterID
	}
	return Record(ctx, tx, e)
}
