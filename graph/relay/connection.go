package relay

import (
	"festival/internal/apperr"
	"festival/internal/paging"
)

// PageInfo is the Relay PageInfo of a connection (the GraphQL type binds to it).
type PageInfo struct {
	HasNextPage     bool    `json:"hasNextPage"`
	HasPreviousPage bool    `json:"hasPreviousPage"`
	StartCursor     *string `json:"startCursor,omitempty"`
	EndCursor       *string `json:"endCursor,omitempty"`
}

// DefaultFirst is the page size when a connection's first argument is absent.
const DefaultFirst = 50

// First validates a connection's first argument. The page-size cap is also enforced before
// execution (internal/app's limits), so this is the second line of defence.
func First(first *int) (int, error) {
	n := DefaultFirst
	if first != nil {
		n = *first
	}
	if n < 0 || n > MaxPageSize {
		return 0, apperr.Newf(apperr.BadUserInput, "first must be between 0 and %d", MaxPageSize)
	}
	return n, nil
}

// Keyset reads first/after of a list paged by a key of type K: key is nil for the first page.
// A cursor this list did not make is BAD_USER_INPUT.
func Keyset[K any](first *int, after *string) (int, *K, error) {
	n, err := First(first)
	if err != nil || after == nil || *after == "" {
		return n, nil, err
	}
	var k K
	if !DecodeCursor(*after, &k) {
		return 0, nil, BadCursor()
	}
	return n, &k, nil
}

// Offset reads first/after of a list paged by position (sorted lists without a stable key):
// the offset of the first row to return.
func Offset(first *int, after *string) (int, int, error) {
	n, err := First(first)
	if err != nil || after == nil || *after == "" {
		return n, 0, err
	}
	var at int
	if !DecodeCursor(*after, &at) || at < 0 || at >= MaxOffset {
		return 0, 0, BadCursor()
	}
	return n, at + 1, nil
}

// Cursors says how a page's rows get their cursors.
type Cursors[N any] func(i int, n N) string

// ByKey makes cursors from each row's key.
func ByKey[N, K any](key func(N) K) Cursors[N] {
	return func(_ int, n N) string { return EncodeCursor(key(n)) }
}

// ByOffset makes position cursors for a page that starts at offset.
func ByOffset[N any](offset int) Cursors[N] {
	return func(i int, _ N) string { return EncodeCursor(offset + i) }
}

// Connection builds any Relay connection from one page (git-bug's shape): edge makes the edge
// of a node with its cursor, con wraps the edges and the page info. Every connection of the
// schema is built here, so edges are never null and start/end cursors are always set the same
// way. hasPrevious is true for pages after the first when the list knows it (offset lists).
func Connection[N, E, C any](p paging.Page[N], cursors Cursors[N], hasPrevious bool,
	edge func(n N, cursor string) E, con func(edges []E, info *PageInfo) C) C {
	edges := make([]E, 0, len(p.Rows))
	info := &PageInfo{HasNextPage: p.HasNext, HasPreviousPage: hasPrevious}
	for i, n := range p.Rows {
		c := cursors(i, n)
		edges = append(edges, edge(n, c))
		if i == 0 {
			info.StartCursor = &c
		}
		if i == len(p.Rows)-1 {
			info.EndCursor = &c
		}
	}
	return con(edges, info)
}
