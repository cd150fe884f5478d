package admin

import (
	"strings"
	"testing"
	"unicode"
)

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Tomorrowland":            "tomorrowland",
		"  Dour  Festival 2026 ":  "dour-festival-2026",
		"Rock & Roll!!":           "rock-and-roll",
		"Café & Co":               "cafe-and-co",
		"Łukasz":                  "lukasz",
		"Ünïcode":                 "unicode",
		"Привет":                  "privet",
		"--Hello--World--":        "hello-world",
		"Café Olé":                "cafe-ole",
		"Straße":                  "strasse",
		"東京 Jazz":                 "dong-jing-jazz",
		"!!!":                     "",
		"":                        "",
		"A_B.C":                   "a-b-c",
		strings.Repeat("ab ", 60): strings.TrimRight(strings.Repeat("ab-", 34)[:100], "-"),
	} {
		if got := Slugify(in); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValidSlug(t *testing.T) {
	for s, want := range map[string]bool{
		"a": true, "a-b": true, "abc-123-x": true,
		"": false, "-a": false, "a-": false, "a--b": false, "A": false, "a b": false, "a_b": false, "é": false,
	} {
		if got := ValidSlug(s); got != want {
			t.Errorf("ValidSlug(%q) = %v, want %v", s, got, want)
		}
	}
}

// The seed corpus is in testdata/fuzz/FuzzSlugify and runs with every `go test`.
func FuzzSlugify(f *testing.F) {
	for _, s := range []string{"Tomorrowland 2026", "  ", "Ünïcødé", "東京", "a--b", "ǅungla", "ﬁesta", "x\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		s := Slugify(name)
		if s != "" && !ValidSlug(s) {
			t.Fatalf("Slugify(%q) = %q is not a valid slug", name, s)
		}
		if len(s) > MaxName {
			t.Fatalf("Slugify(%q) is %d bytes long", name, len(s))
		}
		if s != strings.ToLower(s) {
			t.Fatalf("Slugify(%q) = %q is not lower-case", name, s)
		}
		hasAlnum := strings.IndexFunc(name, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
		if hasAlnum && s == "" {
			t.Fatalf("Slugify(%q) is empty though the name has a letter or digit", name)
		}
		if Slugify(s) != s {
			t.Fatalf("Slugify is not idempotent on %q: %q", s, Slugify(s))
		}
	})
}
