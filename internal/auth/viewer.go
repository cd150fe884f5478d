// Package auth signs people in: sign-in codes and magic links, sessions, rate limits and role
// storage. Who is asking (the viewer of a request) is the leaf package internal/identity.
package auth

import "festival/internal/identity"

// Role values of admin_roles.role (the names are identity's).
const (
	RoleSuperAdmin = identity.RoleSuperAdmin
	RoleAdmin      = identity.RoleAdmin
	RoleModerator  = identity.RoleModerator
)
