package auth_test

import (
	"net/url"
	"strings"
	"testing"

	"festival/internal/auth"
)

// FuzzInviteTokenAndReturnTo: the invite token and returnTo carried through sign-in (both come
// from the client and end up in the e-mail's link) are read without panicking; a kept invite
// token is trimmed, non-empty and at most 200 bytes; a kept returnTo is an http(s) address on the
// site or a festival subdomain, never another host.
func FuzzInviteTokenAndReturnTo(f *testing.F) {
	for _, seed := range []string{"", " ", "abc", " tok ", strings.Repeat("x", 201), "/x?invite=abc", "//evil.example",
		"http://localhost.evil.example/", "https://aurora.localhost/x", "http://localhost:8080@evil.example/", "\x00", "/\\evil",
		"http://[::1]/", "http://localhost%2eevil.example/", "HTTP://LOCALHOST/x", "javascript:alert(1)"} {
		f.Add(seed)
	}
	s := &auth.SignIn{PublicURL: "http://localhost:8080", AppDomain: "localhost"}
	f.Fuzz(func(t *testing.T, in string) {
		v := in
		if tok := auth.CleanInvite(&v); tok != nil {
			if *tok == "" || len(*tok) > 200 || *tok != strings.TrimSpace(*tok) {
				t.Fatalf("invite token %q kept as %q", in, *tok)
			}
		}
		if auth.CleanInvite(nil) != nil {
			t.Fatal("nil kept")
		}
		ret := s.SafeReturnTo(&v)
		if ret == nil {
			return
		}
		u, err := url.Parse(*ret)
		if err != nil {
			t.Fatalf("returnTo %q kept as unparsable %q", in, *ret)
		}
		host := strings.ToLower(u.Hostname())
		if (u.Scheme != "http" && u.Scheme != "https") || (host != "localhost" && !strings.HasSuffix(host, ".localhost")) {
			t.Fatalf("returnTo %q kept as %q: another site", in, *ret)
		}
	})
}
