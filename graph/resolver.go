// Package graph is the GraphQL transport: gqlgen output and thin resolvers that decode IDs,
// call a domain service and map results. No business rules live here.
package graph

import (
	"festival/internal/auth"
	"festival/internal/festival"
)

// Resolver holds the services the resolvers call.
type Resolver struct {
	FestivalService *festival.Service
	UserService     *auth.Users
	SignIn          *auth.SignIn
	Sessions        *auth.Sessions
}
