package graph

// nonNil returns an empty slice for nil, so lists marshal as [] not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
