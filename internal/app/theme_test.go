package app

import (
	"encoding/json"
	"testing"
)

// Day and night (issue 36 item 4): the theme is kept per account, shown to its owner only, and
// is in the account export.
func TestThemePreferenceIsKeptAndExported(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	c := signIn(t, s, smtp, "sun@example.com")
	other := signIn(t, s, smtp, "moon@example.com")

	r, _ := c.gql(t, `{ viewer { theme } }`, nil)
	if string(r.Data) != `{"viewer":{"theme":"SYSTEM"}}` {
		t.Fatalf("a new account's theme = %s %+v", r.Data, r.Errors)
	}
	r, _ = c.gql(t, `mutation { setThemePreference(input: {theme: LIGHT}) { viewer { theme } } }`, nil)
	if string(r.Data) != `{"setThemePreference":{"viewer":{"theme":"LIGHT"}}}` {
		t.Fatalf("setThemePreference = %s %+v", r.Data, r.Errors)
	}
	// A later request (another device of the account would read the same row) sees it.
	r, _ = c.gql(t, `{ viewer { theme } }`, nil)
	if string(r.Data) != `{"viewer":{"theme":"LIGHT"}}` {
		t.Fatalf("theme after the change = %s", r.Data)
	}
	// Another account's choice is its own.
	r, _ = other.gql(t, `{ viewer { theme } }`, nil)
	if string(r.Data) != `{"viewer":{"theme":"SYSTEM"}}` {
		t.Fatalf("another account's theme = %s", r.Data)
	}
	// A value outside the enum is refused before the resolver, and changes nothing.
	r, _ = c.gql(t, `mutation { setThemePreference(input: {theme: SEPIA}) { viewer { theme } } }`, nil)
	if len(r.Errors) == 0 {
		t.Fatalf("an unknown theme was accepted: %s", r.Data)
	}
	r, _ = c.gql(t, `{ viewer { theme } }`, nil)
	if string(r.Data) != `{"viewer":{"theme":"LIGHT"}}` {
		t.Fatalf("theme after a refused change = %s", r.Data)
	}

	out, _, _ := export(t, c)
	var profile struct {
		Theme string `json:"theme"`
	}
	if err := json.Unmarshal(out["profile"], &profile); err != nil || profile.Theme != "light" {
		t.Fatalf("export profile = %s (%v)", out["profile"], err)
	}
}
