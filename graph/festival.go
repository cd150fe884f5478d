package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// editionSlugSelected returns the slug of the one edition(slug:) field selected under the
// festival field being resolved, so the festival and that edition load in one statement.
func editionSlugSelected(ctx context.Context) (string, bool) {
	vars := graphql.GetOperationContext(ctx).Variables
	slug, found := "", false
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name != "edition" {
			continue
		}
		s, ok := f.ArgumentMap(vars)["slug"].(string)
		if !ok || (found && s != slug) {
			return "", false
		}
		slug, found = s, true
	}
	return slug, found
}

// fieldSelected reports whether the field being resolved selects a child field of this name, so
// a count is only run when asked for.
func fieldSelected(ctx context.Context, name string) bool {
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name == name {
			return true
		}
	}
	return false
}
