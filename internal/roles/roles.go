// Package roles is the Admin Roles screen: the list of admin roles with each user's username
// and e-mail (admins only), and adding, changing and removing roles (super admins only).
// Role checks themselves read admin_roles on every request (internal/auth.Roles): no cache, so
// a change here counts at once on every instance.
package roles

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/auth"
	"festival/internal/identity"
	"festival/internal/paging"
)

// The spec's messages, and ours where it has none.
const (
	MsgNoUser          = "No user found with this email address"
	MsgAlreadyHasRole  = "This user already has the %s role"
	MsgAdded           = "User added as %s"
	MsgUpdated         = "Admin role updated"
	MsgRemoved         = "Admin role removed"
	MsgUserNotFound    = "User not found"
	MsgRoleChoice      = "Role must be moderator or admin"
	MsgSuperAdminFixed = "A super_admin role cannot be changed or removed"
	MsgRoleNotFound    = "Admin role not found"
	MsgAdminsOnly      = "Only admins can see admin roles"
	MsgSuperAdminsOnly = "Only super admins can change admin roles"
)

// Entry is one admin role with its user's username and e-mail.
type Entry struct {
	ID        uuid.UUID  `json:"id"`
	UserID    uuid.UUID  `json:"user_id"`
	Role      string     `json:"role"`
	CreatedBy *uuid.UUID `json:"created_by"`
	CreatedAt time.Time  `json:"created_at"`
	Username  *string    `json:"username"`
	Email     string     `json:"email"`
}

// Key is a position in the list, newest first.
type Key struct {
	CreatedAt time.Time `json:"t"`
	ID        uuid.UUID `json:"i"`
}

// KeyOf is e's position.
func KeyOf(e *Entry) Key { return Key{CreatedAt: e.CreatedAt, ID: e.ID} }

// Service manages admin_roles.
type Service struct {
	DB *bun.DB
}

// AuditType is the entity type of role changes in the audit log (the list's global id type).
const AuditType = audit.Role

const entryQuery = `SELECT r.id, r.user_id, r.role, r.created_by, r.created_at, u.username, u.email
	FROM admin_roles r JOIN users u ON u.id = r.user_id`

// List returns admin roles newest first. Admins and super admins only.
func (s *Service) List(ctx context.Context, first int, after *Key) (paging.Page[*Entry], error) {
	if err := need(ctx, (*identity.Viewer).IsAdmin, MsgAdminsOnly); err != nil {
		return paging.Page[*Entry]{}, err
	}
	var rows []*Entry
	q := entryQuery + " WHERE true"
	args := []any{}
	if after != nil {
		q += " AND (r.created_at, r.id) < (?, ?)"
		args = append(args, after.CreatedAt, after.ID)
	}
	q += " ORDER BY r.created_at DESC, r.id DESC LIMIT ?"
	args = append(args, first+1)
	if err := s.DB.NewRaw(q, args...).Scan(ctx, &rows); err != nil {
		return paging.Page[*Entry]{}, fmt.Errorf("list admin roles: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// Add gives the user with email the role moderator or admin. The e-mail lookup happens only
// here, behind the super-admin check. Two concurrent adds of one user give one role: the
// second finds the first's (admin_roles.user_id is unique) and answers "already has".
func (s *Service) Add(ctx context.Context, email, role string) (*Entry, error) {
	v, err := superAdmin(ctx)
	if err != nil {
		return nil, err
	}
	email, err = auth.NormalizeEmail(email)
	if err != nil {
		return nil, err
	}
	if role != identity.RoleModerator && role != identity.RoleAdmin {
		return nil, apperr.Invalid("role", MsgRoleChoice)
	}
	var out *Entry
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var actor int
		if err := tx.NewRaw("SELECT count(*) FROM users WHERE id = ?", v.UserID).Scan(ctx, &actor); err != nil {
			return fmt.Errorf("acting user: %w", err)
		}
		if actor == 0 {
			return apperr.New(apperr.NotFound, MsgUserNotFound)
		}
		var ids []uuid.UUID
		if err := tx.NewRaw("SELECT id FROM users WHERE email = ?", email).Scan(ctx, &ids); err != nil {
			return fmt.Errorf("user by email: %w", err)
		}
		if len(ids) == 0 {
			return apperr.Invalid("email", MsgNoUser)
		}
		var added []uuid.UUID
		err := tx.NewRaw(`INSERT INTO admin_roles (user_id, role, created_by) VALUES (?, ?, ?)
			ON CONFLICT (user_id) DO NOTHING RETURNING id`, ids[0], role, v.UserID).Scan(ctx, &added)
		if err != nil {
			return fmt.Errorf("add admin role: %w", err)
		}
		if len(added) == 0 {
			var held []string
			if err := tx.NewRaw("SELECT role FROM admin_roles WHERE user_id = ?", ids[0]).Scan(ctx, &held); err != nil {
				return fmt.Errorf("held role: %w", err)
			}
			if len(held) == 0 {
				held = []string{"an admin"} // removed in the meantime: still, this add lost
			}
			return apperr.Newf(apperr.Conflict, MsgAlreadyHasRole, held[0])
		}
		if out, err = entry(ctx, tx, added[0], false); err != nil {
			return err
		}
		return s.record(ctx, tx, "add", nil, out)
	})
	return out, err
}

// Change switches a role between moderator and admin.
func (s *Service) Change(ctx context.Context, id uuid.UUID, role string) (*Entry, error) {
	if _, err := superAdmin(ctx); err != nil {
		return nil, err
	}
	if role != identity.RoleModerator && role != identity.RoleAdmin {
		return nil, apperr.Invalid("role", MsgRoleChoice)
	}
	var out *Entry
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		before, err := changeable(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewRaw("UPDATE admin_roles SET role = ? WHERE id = ?", role, id).Exec(ctx); err != nil {
			return fmt.Errorf("change admin role: %w", err)
		}
		if out, err = entry(ctx, tx, id, false); err != nil {
			return err
		}
		return s.record(ctx, tx, "change", before, out)
	})
	return out, err
}

// Remove deletes a role (never a super_admin one).
func (s *Service) Remove(ctx context.Context, id uuid.UUID) (*Entry, error) {
	if _, err := superAdmin(ctx); err != nil {
		return nil, err
	}
	var before *Entry
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if before, err = changeable(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.NewRaw("DELETE FROM admin_roles WHERE id = ?", id).Exec(ctx); err != nil {
			return fmt.Errorf("remove admin role: %w", err)
		}
		return s.record(ctx, tx, "remove", before, nil)
	})
	return before, err
}

// changeable locks the role row and refuses a missing or super_admin one.
func changeable(ctx context.Context, tx bun.Tx, id uuid.UUID) (*Entry, error) {
	e, err := entry(ctx, tx, id, true)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, apperr.New(apperr.NotFound, MsgRoleNotFound)
	}
	if e.Role == identity.RoleSuperAdmin {
		return nil, apperr.New(apperr.Forbidden, MsgSuperAdminFixed)
	}
	return e, nil
}

func entry(ctx context.Context, tx bun.IDB, id uuid.UUID, lock bool) (*Entry, error) {
	q := entryQuery + " WHERE r.id = ?"
	if lock {
		q += " FOR UPDATE OF r"
	}
	var rows []*Entry
	if err := tx.NewRaw(q, id).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("admin role: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return rows[0], nil
}

// record writes the audit entry of a role change (action admin_role.add, .change or .remove)
// in its transaction.
func (s *Service) record(ctx context.Context, tx bun.Tx, action string, before, after *Entry) error {
	e := audit.Entry{Action: "admin_role." + action, EntityType: AuditType}
	if before != nil {
		e.EntityID, e.Before = before.ID, audit.JSON(before)
	}
	if after != nil {
		e.EntityID, e.After = after.ID, audit.JSON(after)
	}
	return audit.Record(ctx, tx, e)
}

func superAdmin(ctx context.Context) (*identity.Viewer, error) {
	v := identity.From(ctx)
	return v, need(ctx, func(v *identity.Viewer) bool { return v.Role == identity.RoleSuperAdmin }, MsgSuperAdminsOnly)
}

// need checks the viewer: anonymous is UNAUTHENTICATED, without the permission FORBIDDEN.
func need(ctx context.Context, allowed func(*identity.Viewer) bool, msg string) error {
	v := identity.From(ctx)
	if v == nil {
		return apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	if !allowed(v) {
		return apperr.New(apperr.Forbidden, msg)
	}
	return nil
}
