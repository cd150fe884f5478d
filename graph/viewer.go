package graph

import (
	"context"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/model"
	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/identity"
)

// viewer returns the signed-in user, or nil for anonymous requests.
func (r *Resolver) viewer(ctx context.Context) (*model.Viewer, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, nil
	}
	// A query reads the user row that came with the session (no extra statement); a mutation
	// reads it again, since it may just have changed it.
	u := auth.SessionUser(ctx)
	if u == nil || u.ID != v.UserID || !isQuery(ctx) {
		var err error
		if u, err = r.UserService.ByID(ctx, v.UserID); err != nil {
			return nil, err
		}
	}
	if u == nil {
		return nil, nil
	}
	return viewerModel(u, v.Role), nil
}

func viewerModel(u *auth.User, role string) *model.Viewer {
	v := &identity.Viewer{UserID: u.ID, Role: role}
	m := &model.Viewer{
		User:                model.UserOf(u),
		Email:               u.Email,
		CompletedOnboarding: u.CompletedOnboarding,
		NeedsOnboarding:     u.Username == nil || strings.TrimSpace(*u.Username) == "" || !u.CompletedOnboarding,
		IsAdmin:             v.IsAdmin(),
		CanEditArtists:      v.CanEditArtists(),
		Theme:               themeOf(u.Theme),
		ThemeChangedAt:      u.ThemeChangedAt,
	}
	if role != "" {
		r := model.AdminRole(strings.ToUpper(role))
		m.Role = &r
	}
	return m
}

// themeOf is the schema's ThemePreference for users.theme ("system" for anything unknown).
func themeOf(theme string) model.ThemePreference {
	switch theme {
	case auth.ThemeLight:
		return model.ThemePreferenceLight
	case auth.ThemeDark:
		return model.ThemePreferenceDark
	}
	return model.ThemePreferenceSystem
}

// requireViewer returns the signed-in viewer or an UNAUTHENTICATED error.
func requireViewer(ctx context.Context) (*identity.Viewer, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	return v, nil
}

// signedIn sets the session cookie for a completed sign-in and returns the payload.
func (r *Resolver) signedIn(ctx context.Context, res *auth.Result) (*model.SignInPayload, error) {
	if c := auth.RequestFrom(ctx).Cookie; c != nil {
		c.Set(res.Token, res.Expires)
	}
	return &model.SignInPayload{
		Viewer:      viewerModel(res.User, r.Sessions.Roles.RoleOf(ctx, res.User.ID)),
		ReturnTo:    res.ReturnTo,
		InviteToken: res.InviteToken,
	}, nil
}

// httpOnly refuses sign-in over a WebSocket, where no cookie can be set.
func httpOnly(ctx context.Context) error {
	if auth.RequestFrom(ctx).Cookie == nil {
		return apperr.New(apperr.BadUserInput, auth.MsgNeedsHTTP)
	}
	return nil
}

// isQuery tells whether the operation in ctx is a query (not a mutation or subscription).
func isQuery(ctx context.Context) bool {
	if !graphql.HasOperationContext(ctx) {
		return false
	}
	op := graphql.GetOperationContext(ctx).Operation
	return op != nil && op.Operation == ast.Query
}
