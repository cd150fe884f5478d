package auth_test

import (
	"testing"

	"festival/internal/auth"
)

// returnTo may point at the site or a festival subdomain only: hosts that merely start or end
// like APP_DOMAIN are other sites.
func TestReturnToRefusesLookalikeHosts(t *testing.T) {
	s := &auth.SignIn{PublicURL: "http://localhost:8080", AppDomain: "localhost"}
	for ret, want := range map[string]string{
		"http://localhost:8080/x":                "http://localhost:8080/x",
		"http://aurora.localhost:8080/x":         "http://aurora.localhost:8080/x",
		"/editions/2026/sets?invite=abc":         "http://localhost:8080/editions/2026/sets?invite=abc",
		"http://evillocalhost/x":                 "",
		"http://evillocalhost:8080/x":            "",
		"http://localhost.evil.example/x":        "",
		"http://localhost.evil.example:80/x":     "",
		"http://aurora.localhost.evil.example/x": "",
		"http://localhost:8080@evil.example/x":   "",
		"https://evil.example/x":                 "",
		"//evil.example/x":                       "",
		"/\\evil.example/x":                      "http://localhost:8080/%5Cevil.example/x", // stays on the site
		"javascript:alert(1)":                    "",
	} {
		r := ret
		got := s.SafeReturnTo(&r)
		switch {
		case want == "" && got != nil:
			t.Errorf("returnTo %q kept as %q", ret, *got)
		case want != "" && got == nil:
			t.Errorf("returnTo %q refused, want %q", ret, want)
		case want != "" && *got != want:
			t.Errorf("returnTo %q kept as %q, want %q", ret, *got, want)
		}
	}
}
