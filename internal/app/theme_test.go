package app

import (
	"encoding/json"
	"testing"
	"time"
)

// Day and night (issue 36 item 4): the theme is kept per account, shown to its owner only, and
// is in the account export.
func TestThemePreferenceIsKeptAndExported(t *testing.T) {
	s, smtp := startAuthServer(t, nil)
	c := signIn(t, s, smtp, "sun@example.com")
	other := signIn(t, s, smtp, "moon@example.com")

	r, _ := c.gql(t, `{ viewer { theme themeChangedAt } }`, nil)
	if string(r.Data) != `{"viewer":{"theme":"SYSTEM","themeChangedAt":null}}` {
		t.Fatalf("a new account's theme = %s %+v", r.Data, r.Errors)
	}
	var first struct {
		SetThemePreference struct {
			Viewer struct{ Theme, ThemeChangedAt string }
		}
	}
	r, _ = c.gql(t, `mutation { setThemePreference(input: {theme: DARK}) { viewer { theme themeChangedAt } } }`, nil)
	mustJSON(t, r.Data, &first)
	if first.SetThemePreference.Viewer.Theme != "DARK" || first.SetThemePreference.Viewer.ThemeChangedAt == "" {
		t.Fatalf("setThemePreference = %s %+v", r.Data, r.Errors)
	}
	// A later choice is later: devices adopt the newest.
	var second struct {
		SetThemePreference struct {
			Viewer struct{ Theme, ThemeChangedAt string }
		}
	}
	r, _ = c.gql(t, `mutation { setThemePreference(input: {theme: LIGHT}) { viewer { theme themeChangedAt } } }`, nil)
	mustJSON(t, r.Data, &second)
	t1, err1 := time.Parse(time.RFC3339Nano, first.SetThemePreference.Viewer.ThemeChangedAt)
	t2, err2 := time.Parse(time.RFC3339Nano, second.SetThemePreference.Viewer.ThemeChangedAt)
	if second.SetThemePreference.Viewer.Theme != "LIGHT" || err1 != nil || err2 != nil || !t2.After(t1) {
		t.Fatalf("second choice = %s after %s", r.Data, first.SetThemePreference.Viewer.ThemeChangedAt)
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
		Theme          string  `json:"theme"`
		ThemeChangedAt *string `json:"themeChangedAt"`
	}
	if err := json.Unmarshal(out["profile"], &profile); err != nil || profile.Theme != "light" || profile.ThemeChangedAt == nil {
		t.Fatalf("export profile = %s (%v)", out["profile"], err)
	}
}
