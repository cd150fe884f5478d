package auth

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
)

// Roles reads admin_roles. There is no per-instance cache: a role granted or revoked anywhere
// (another instance, the CLI, SQL) counts from the very next request. The lookup is one query
// on the primary key of admin_roles.
type Roles struct {
	DB  bun.IDB
	Now func() time.Time
	Log *slog.Logger
}

// Role returns the user's role ("" for none).
func (r *Roles) Role(ctx context.Context, userID uuid.UUID) (string, error) {
	var roles []string
	err := r.DB.NewSelect().Table("admin_roles").Column("role").Where("user_id = ?", userID).Scan(ctx, &roles)
	if err != nil {
		return "", fmt.Errorf("role check: %w", err)
	}
	if len(roles) == 0 {
		return "", nil
	}
	return roles[0], nil
}

// RoleOf is Role where a failed check counts as "no role" (logged).
func (r *Roles) RoleOf(ctx context.Context, userID uuid.UUID) string {
	role, err := r.Role(ctx, userID)
	if err != nil && r.Log != nil {
		r.Log.WarnContext(ctx, "role check failed; treating as no permission", "err", err.Error())
	}
	return role
}

// ValidRole reports whether role is one of super_admin, admin, moderator.
func ValidRole(role string) bool {
	return role == RoleSuperAdmin || role == RoleAdmin || role == RoleModerator
}

// GrantByEmail gives the user with email the role, creating the account when it does not exist
// yet (so an admin can be named before their first sign-in). It replaces an existing role.
// The change is audited (the command line marks its context with audit.WithVia).
func (r *Roles) GrantByEmail(ctx context.Context, email, role string) error {
	if !ValidRole(role) {
		return apperr.Newf(apperr.BadUserInput, "role must be one of super_admin, admin, moderator")
	}
	email, err := NormalizeEmail(email)
	if err != nil {
		return err
	}
	return r.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		u, err := upsertUser(ctx, tx, email)
		if err != nil {
			return err
		}
		return auditedRoleChange(ctx, tx, u.ID, func() error {
			_, err := tx.NewRaw(`INSERT INTO admin_roles (user_id, role) VALUES (?, ?)
				ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role`, u.ID, role).Exec(ctx)
			if err != nil {
				return fmt.Errorf("grant role: %w", err)
			}
			return nil
		})
	})
}

// auditedRoleChange runs change (of userID's role) between two reads of the role, and
// records the difference in the audit log (nothing when the role stayed the same).
func auditedRoleChange(ctx context.Context, tx bun.Tx, userID uuid.UUID, change func() error) error {
	if _, err := tx.NewRaw("SELECT id FROM admin_roles WHERE user_id = ? FOR UPDATE", userID).Exec(ctx); err != nil {
		return fmt.Errorf("lock role: %w", err)
	}
	before, beforeID, err := audit.RoleOf(ctx, tx, userID)
	if err != nil {
		return err
	}
	if err := change(); err != nil {
		return err
	}
	after, afterID, err := audit.RoleOf(ctx, tx, userID)
	if err != nil {
		return err
	}
	return audit.RecordRole(ctx, tx, before, after, beforeID, afterID)
}

// RevokeByEmail removes the role of the user with email.
func (r *Roles) RevokeByEmail(ctx context.Context, email string) (bool, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	found := false
	err := r.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var ids []uuid.UUID
		if err := tx.NewRaw(`SELECT id FROM users WHERE email = ?`, email).Scan(ctx, &ids); err != nil {
			return fmt.Errorf("user by email: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		return auditedRoleChange(ctx, tx, ids[0], func() error {
			res, err := tx.NewRaw(`DELETE FROM admin_roles WHERE user_id = ?`, ids[0]).Exec(ctx)
			if err != nil {
				return fmt.Errorf("revoke role: %w", err)
			}
			n, _ := res.RowsAffected()
			found = n > 0
			return nil
		})
	})
	if err != nil {
		return false, err
	}
	return found, nil
}

// bootstrapSuperAdmin makes userID a super_admin when none exists yet (inside tx, serialised by
// an advisory lock so two first sign-ins cannot both win), audited as made via the bootstrap.
func bootstrapSuperAdmin(ctx context.Context, tx bun.Tx, userID uuid.UUID) error {
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(727275)"); err != nil {
		return err
	}
	return auditedRoleChange(audit.WithVia(ctx, audit.Bootstrap), tx, userID, func() error {
		_, err := tx.NewRaw(`INSERT INTO admin_roles (user_id, role)
			SELECT ?, 'super_admin' WHERE NOT EXISTS (SELECT 1 FROM admin_roles WHERE role = 'super_admin')
			ON CONFLICT (user_id) DO UPDATE SET role = 'super_admin'`, userID).Exec(ctx)
		return err
	})
}
