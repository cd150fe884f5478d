package graph

import (
	"context"
	"strings"

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
	u, err := r.UserService.ByID(ctx, v.UserID)
	if err != nil || u == nil {
		return nil, err
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
	}
	if role != "" {
		r := model.AdminRole(strings.ToUpper(role))
		m.Role = &r
	}
	return m
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
