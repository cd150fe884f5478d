package graph

import (
	"context"
	"strings"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/analytics"
	"festival/internal/auth"
	"festival/internal/roles"
)

// Global id types of the admin screens' rows (not Node types: they are reached only through
// their admin-only lists).
const (
	typeRoleAssignment = "AdminRoleAssignment"
	typeAnalyticsGroup = "AnalyticsGroup"
	typeAnalyticsUser  = "AnalyticsUser"
)

func (r *Resolver) adminRoles(ctx context.Context, first *int, after *string) (*model.AdminRoleAssignmentConnection, error) {
	n, key, err := relay.Keyset[roles.Key](first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.RoleService.List(ctx, n, key)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByKey(roles.KeyOf), false, roleEdge,
		func(edges []*model.AdminRoleAssignmentEdge, info *relay.PageInfo) *model.AdminRoleAssignmentConnection {
			return &model.AdminRoleAssignmentConnection{Edges: edges, PageInfo: info}
		}), nil
}

func roleEdge(e *roles.Entry, cursor string) *model.AdminRoleAssignmentEdge {
	return &model.AdminRoleAssignmentEdge{Cursor: cursor, Node: roleAssignment(e)}
}

func roleAssignment(e *roles.Entry) *model.AdminRoleAssignment {
	return &model.AdminRoleAssignment{
		ID:   relay.ID(typeRoleAssignment, e.ID),
		Role: roleEnum(e.Role), User: model.UserOf(&auth.User{ID: e.UserID, Username: e.Username}),
		Username: e.Username, Email: e.Email, CreatedAt: e.CreatedAt, CanChange: e.Role != auth.RoleSuperAdmin,
	}
}

func roleEnum(role string) model.AdminRole { return model.AdminRole(strings.ToUpper(role)) }

func roleValue(role model.AdminRole) string { return strings.ToLower(string(role)) }

func (r *Resolver) analyticsGroups(ctx context.Context, first *int, after *string) (*model.AnalyticsGroupConnection, error) {
	n, key, err := relay.Keyset[analytics.Key](first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.AnalyticsService.Groups(ctx, n, key)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByKey(analytics.GroupKey), false,
		func(g *analytics.Group, c string) *model.AnalyticsGroupEdge {
			return &model.AnalyticsGroupEdge{Cursor: c, Node: &model.AnalyticsGroup{
				ID: relay.ID(typeAnalyticsGroup, g.ID), Name: g.Name, MemberCount: g.Members, CreatedAt: g.CreatedAt,
			}}
		},
		func(edges []*model.AnalyticsGroupEdge, info *relay.PageInfo) *model.AnalyticsGroupConnection {
			return &model.AnalyticsGroupConnection{Edges: edges, PageInfo: info}
		}), nil
}

func (r *Resolver) analyticsUsers(ctx context.Context, first *int, after *string) (*model.AnalyticsUserConnection, error) {
	n, key, err := relay.Keyset[analytics.Key](first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.AnalyticsService.Users(ctx, n, key)
	if err != nil {
		return nil, err
	}
	return relay.Connection(page, relay.ByKey(analytics.UserKey), false,
		func(u *analytics.User, c string) *model.AnalyticsUserEdge {
			return &model.AnalyticsUserEdge{Cursor: c, Node: &model.AnalyticsUser{
				ID: relay.ID(typeAnalyticsUser, u.ID), Username: u.Username, Email: u.Email, VoteCount: u.Votes, JoinedAt: u.CreatedAt,
			}}
		},
		func(edges []*model.AnalyticsUserEdge, info *relay.PageInfo) *model.AnalyticsUserConnection {
			return &model.AnalyticsUserConnection{Edges: edges, PageInfo: info}
		}), nil
}
