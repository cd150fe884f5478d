package graph

import (
	"context"

	"festival/graph/model"
	"festival/internal/auth"
)

// viewer returns the signed-in user, or nil for anonymous requests.
func (r *Resolver) viewer(ctx context.Context) (*model.Viewer, error) {
	v := auth.ViewerFrom(ctx)
	if v == nil {
		return nil, nil
	}
	u, err := r.UserService.ByID(ctx, v.UserID)
	if err != nil || u == nil {
		return nil, err
	}
	return &model.Viewer{User: u}, nil
}
