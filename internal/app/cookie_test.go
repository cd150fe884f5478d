package app

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"festival/internal/auth"
)

// A resolver only records the session cookie; cookieWriter puts it into the headers before the
// first byte of the body, whether the handler calls WriteHeader or just Write.
func TestCookieWriterWritesTheRecordedCookieBeforeTheBody(t *testing.T) {
	expires := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	for name, c := range map[string]struct {
		record      func(*auth.CookieChange)
		writeHeader bool
		want        []string
	}{
		"set by Write":         {func(c *auth.CookieChange) { c.Set("tok", expires) }, false, []string{auth.CookieName + "=tok", "Domain=example.org", "HttpOnly", "Secure", "SameSite=Lax", "Expires=Wed, 02 Jan 2030 03:04:05 GMT"}},
		"clear by WriteHeader": {func(c *auth.CookieChange) { c.Clear() }, true, []string{auth.CookieName + "=;", "Max-Age=0", "HttpOnly"}},
		"nothing recorded":     {func(*auth.CookieChange) {}, false, nil},
	} {
		t.Run(name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			change := &auth.CookieChange{}
			w := &cookieWriter{ResponseWriter: rec, change: change, domain: "example.org", secure: true}
			c.record(change)
			if c.writeHeader {
				w.WriteHeader(http.StatusOK)
			}
			_, _ = w.Write([]byte("{}"))
			_, _ = w.Write([]byte("more")) // a second write adds no second cookie
			got := rec.Result().Header.Values("Set-Cookie")
			if c.want == nil {
				if len(got) != 0 {
					t.Fatalf("Set-Cookie %q, want none", got)
				}
				return
			}
			if len(got) != 1 {
				t.Fatalf("Set-Cookie %q, want one", got)
			}
			for _, part := range c.want {
				if !strings.Contains(got[0], part) {
					t.Errorf("Set-Cookie %q lacks %q", got[0], part)
				}
			}
		})
	}
}
