// Package scalar holds the custom GraphQL scalars.
package scalar

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

const dateLayout = "2006-01-02"

// MarshalDate writes a calendar date as "YYYY-MM-DD".
func MarshalDate(t time.Time) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		_, _ = io.WriteString(w, strconv.Quote(t.Format(dateLayout)))
	})
}

// UnmarshalDate reads "YYYY-MM-DD".
func UnmarshalDate(v any) (time.Time, error) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, fmt.Errorf("a date must be a string like 2026-07-17")
	}
	t, err := time.Parse(dateLayout, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("a date must look like 2026-07-17")
	}
	return t, nil
}
