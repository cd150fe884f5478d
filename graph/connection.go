package graph

import (
	"festival/graph/model"
	"festival/internal/apperr"
	"festival/internal/relay"
)

// pageArgs validates first/after. The page-size cap is also enforced before execution (see
// internal/app's limits), so this is the second line of defence.
func pageArgs(first *int, after *string) (int, string, error) {
	n := 50
	if first != nil {
		n = *first
	}
	if n < 0 || n > relay.MaxPageSize {
		return 0, "", apperr.Newf(apperr.BadUserInput, "first must be between 0 and %d", relay.MaxPageSize)
	}
	cursor := ""
	if after != nil {
		cursor = *after
	}
	return n, cursor, nil
}

// offsetArgs is pageArgs for lists whose cursors are positions (sorted lists without a stable key).
func offsetArgs(first *int, after *string) (int, int, error) {
	n, cursor, err := pageArgs(first, after)
	if err != nil {
		return 0, 0, err
	}
	offset := 0
	if cursor != "" {
		var at int
		if !relay.DecodeCursor(cursor, &at) || at < 0 || at >= relay.MaxOffset {
			return 0, 0, relay.BadCursor()
		}
		offset = at + 1
	}
	return n, offset, nil
}

func pageInfo(hasNext bool) *model.PageInfo {
	return &model.PageInfo{HasNextPage: hasNext}
}

// setCursors fills startCursor and endCursor from the edges.
func setCursors[E any](pi *model.PageInfo, edges []E, cursor func(E) string) {
	if len(edges) == 0 {
		return
	}
	start, end := cursor(edges[0]), cursor(edges[len(edges)-1])
	pi.StartCursor, pi.EndCursor = &start, &end
}

// nonNil returns an empty slice for nil, so lists marshal as [] not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
