// Package paging is how domain services return one page of a list: the rows and whether more
// follow. Positions are typed keys (a keyset struct of the list, or an offset); turning them
// into opaque cursors is the GraphQL layer's business (graph/relay).
package paging

// Page is one page of a list: rows plus whether more follow.
type Page[T any] struct {
	Rows    []T
	HasNext bool
}

// Trim takes rows fetched with limit first+1 and reports whether a next page exists.
func Trim[T any](rows []T, first int) Page[T] {
	if len(rows) > first {
		return Page[T]{Rows: rows[:first], HasNext: true}
	}
	return Page[T]{Rows: rows}
}
