// Package graph is the GraphQL transport: gqlgen output and thin resolvers that decode IDs,
// call a domain service and map results. No business rules live here.
package graph

import (
	"festival/internal/account"
	"festival/internal/admin"
	"festival/internal/analytics"
	"festival/internal/auth"
	"festival/internal/calendar"
	"festival/internal/cards"
	"festival/internal/csvimport"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/lineup"
	"festival/internal/live"
	"festival/internal/notes"
	"festival/internal/notify"
	"festival/internal/onsite"
	"festival/internal/plan"
	"festival/internal/ratings"
	"festival/internal/recap"
	"festival/internal/roles"
	"festival/internal/share"
	"festival/internal/voting"
)

// Resolver holds the services the resolvers call.
type Resolver struct {
	FestivalService *festival.Service
	UserService     *auth.Users
	SignIn          *auth.SignIn
	Sessions        *auth.Sessions
	TokenService    *auth.AccessTokens
	LineupService   *lineup.Service
	VotingService   *voting.Service
	Hub             *live.Hub
	Feeds           *calendar.Feeds
	GroupService    *groups.Service
	NoteService     *notes.Service
	// Admin: CSV import, admin roles, analytics.
	ImportService    *csvimport.Importer
	RoleService      *roles.Service
	AnalyticsService *analytics.Service
	AdminService     *admin.Service
	AccountService   *account.Service
	PlanService      *plan.Service
	// Notifications, reminders' settings and Web Push (issue 29).
	NotifyService *notify.Service
	Pusher        *notify.Pusher
	// Together on site (issue 35): pins, shared locations, meeting points; LocationFeed shares
	// each group's location loads among its subscribers.
	OnsiteService *onsite.Service
	LocationFeed  *onsite.Feed
	// Share and remember (issue 36): share links, ratings, recaps.
	ShareService  *share.Service
	RatingService *ratings.Service
	RecapService  *recap.Service
	// SetOrders keeps the sets page's order and tallies per edition (the fast path's unfiltered
	// pages; nil: every page reads them from the database).
	SetOrders *cards.Orders
}
