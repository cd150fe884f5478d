// Package identity says who is asking: the signed-in viewer of a request and what their role
// allows. It is a leaf: it imports nothing from the project, so every domain may import it
// (internal/auth keeps sign-in, sessions and role storage).
package identity

import (
	"context"

	"github.com/google/uuid"
)

// Role values of admin_roles.role.
const (
	RoleSuperAdmin = "super_admin"
	RoleAdmin      = "admin"
	RoleModerator  = "moderator"
)

// Viewer is the signed-in user behind a request.
type Viewer struct {
	UserID    uuid.UUID
	SessionID uuid.UUID
	// Role is the user's admin role, "" for none.
	Role string
}

// IsAdmin is true for admin and super_admin.
func (v *Viewer) IsAdmin() bool {
	return v != nil && (v.Role == RoleAdmin || v.Role == RoleSuperAdmin)
}

// CanEditArtists is the "Core team" permission (edit_artists): any admin role.
func (v *Viewer) CanEditArtists() bool {
	return v != nil && v.Role != ""
}

type viewerKey struct{}

// With returns ctx carrying v.
func With(ctx context.Context, v *Viewer) context.Context {
	return context.WithValue(ctx, viewerKey{}, v)
}

// From returns the viewer of ctx, nil for an anonymous request.
func From(ctx context.Context) *Viewer {
	v, _ := ctx.Value(viewerKey{}).(*Viewer)
	return v
}
