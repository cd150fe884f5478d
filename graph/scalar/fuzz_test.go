package scalar_test

import (
	"bytes"
	"strconv"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"

	"festival/graph/scalar"
)

// FuzzTimeScalars: the Date and Time scalars read any input without panicking, and what they
// accept they write back so that it reads as the same instant (Time) or day (Date).
func FuzzTimeScalars(f *testing.F) {
	for _, seed := range []string{"2026-07-17", "2026-02-30", "0000-01-01", "9999-12-31", "2026-7-1", "", "2026-07-17T10:00:00Z",
		"2026-07-17T10:00:00+02:00", "2026-07-17T10:00:00.123456789-11:59", "1970-01-01T00:00:00Z", "2026-13-01T00:00:00Z", "\x00"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, err := scalar.UnmarshalDate(s); err == nil {
			var b bytes.Buffer
			scalar.MarshalDate(d).MarshalGQL(&b)
			out, err := strconv.Unquote(b.String())
			if err != nil {
				t.Fatalf("date %q written as %s", s, b.String())
			}
			d2, err := scalar.UnmarshalDate(out)
			if err != nil || !d2.Equal(d) {
				t.Fatalf("date %q -> %s -> %v %v", s, out, d2, err)
			}
		}
		if tm, err := graphql.UnmarshalTime(s); err == nil && !tm.IsZero() { // the zero time is written as null
			var b bytes.Buffer
			graphql.MarshalTime(tm).MarshalGQL(&b)
			out, err := strconv.Unquote(b.String())
			if err != nil {
				t.Fatalf("time %q written as %s", s, b.String())
			}
			tm2, err := graphql.UnmarshalTime(out)
			if err != nil || !tm2.Equal(tm) {
				t.Fatalf("time %q -> %s -> %v %v", s, out, tm2, err)
			}
		}
		_, _ = scalar.UnmarshalDate(42)
		_, _ = graphql.UnmarshalTime(time.Time{})
	})
}
