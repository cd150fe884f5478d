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
	// Role is the user's admin role, "" for none (always none through a token).
	Role string
	// Token is set when the request came with a personal access token instead of a session
	// cookie; SessionID is then the token's row id (socket caps and revocation treat it as a
	// session).
	Token *Token
}

// Scopes of personal access tokens.
const (
	ScopeRead = "read"
	ScopeVote = "vote"
)

// Token is what a personal access token allows.
type Token struct {
	Scopes []string
}

// ViaToken is true when v authenticated with a personal access token.
func (v *Viewer) ViaToken() bool {
	return v != nil && v.Token != nil
}

// HasScope is true for a session (which may do everything its user may) and for a token given
// scope.
func (v *Viewer) HasScope(scope string) bool {
	if v == nil {
		return false
	}
	if v.Token == nil {
		return true
	}
	for _, s := range v.Token.Scopes {
		if s == scope {
			return true
		}
	}
	return false
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
