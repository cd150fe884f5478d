package auth

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
)

// Roles reads admin_roles with a per-instance cache; a failed check counts as "no role".
type Roles struct {
	DB  bun.IDB
	TTL time.Duration
	Now func() time.Time
	Log *slog.Logger

	mu    sync.Mutex
	cache map[uuid.UUID]roleEntry
}

type roleEntry struct {
	role    string
	fetched time.Time
}

// RoleOf returns the user's role ("" for none), cached for at most TTL.
func (r *Roles) RoleOf(ctx context.Context, userID uuid.UUID) string {
	now := r.Now()
	r.mu.Lock()
	e, ok := r.cache[userID]
	r.mu.Unlock()
	if ok && now.Sub(e.fetched) < r.TTL {
		return e.role
	}
	var roles []string
	err := r.DB.NewSelect().Table("admin_roles").Column("role").Where("user_id = ?", userID).Scan(ctx, &roles)
	if err != nil {
		if r.Log != nil {
			r.Log.WarnContext(ctx, "role check failed; treating as no permission", "err", err.Error())
		}
		return ""
	}
	role := ""
	if len(roles) > 0 {
		role = roles[0]
	}
	r.mu.Lock()
	if r.cache == nil {
		r.cache = map[uuid.UUID]roleEntry{}
	}
	r.cache[userID] = roleEntry{role: role, fetched: now}
	r.mu.Unlock()
	return role
}

// Forget drops the cached role of userID (after a change on this instance).
func (r *Roles) Forget(userID uuid.UUID) {
	r.mu.Lock()
	delete(r.cache, userID)
	r.mu.Unlock()
}

// ValidRole reports whether role is one of super_admin, admin, moderator.
func ValidRole(role string) bool {
	return role == RoleSuperAdmin || role == RoleAdmin || role == RoleModerator
}

// GrantByEmail gives the user with email the role, creating the account when it does not exist
// yet (so an admin can be named before their first sign-in). It replaces an existing role.
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
		_, err = tx.NewRaw(`INSERT INTO admin_roles (user_id, role) VALUES (?, ?)
			ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role`, u.ID, role).Exec(ctx)
		if err != nil {
			return fmt.Errorf("grant role: %w", err)
		}
		r.Forget(u.ID)
		return nil
	})
}

// RevokeByEmail removes the role of the user with email.
func (r *Roles) RevokeByEmail(ctx context.Context, email string) (bool, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	res, err := r.DB.NewRaw(`DELETE FROM admin_roles WHERE user_id = (SELECT id FROM users WHERE email = ?)`, email).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("revoke role: %w", err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// bootstrapSuperAdmin makes userID a super_admin when none exists yet (inside tx, serialised by
// an advisory lock so two first sign-ins cannot both win).
func bootstrapSuperAdmin(ctx context.Context, tx bun.Tx, userID uuid.UUID) error {
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(727275)"); err != nil {
		return err
	}
	_, err := tx.NewRaw(`INSERT INTO admin_roles (user_id, role)
		SELECT ?, 'super_admin' WHERE NOT EXISTS (SELECT 1 FROM admin_roles WHERE role = 'super_admin')
		ON CONFLICT (user_id) DO UPDATE SET role = 'super_admin'`, userID).Exec(ctx)
	return err
}
