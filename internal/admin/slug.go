package admin

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gosimple/slug"
)

// Slugify derives a slug from a name: the one rule for festivals, editions, stages, sets and
// artists, whoever writes them (the admin forms and the CSV import alike). It is
// github.com/gosimple/slug's (English substitutions: "Café & Co" -> "cafe-and-co", "Łukasz" ->
// "lukasz", "Ünïcode" -> "unicode", "東京" -> "dong-jing"), then made to fit our slugs: a slug
// may hold only a-z, 0-9 and single hyphens (ValidSlug, and the database's CHECK), so
// underscores become hyphens and runs of hyphens one. A letter or digit the library leaves out
// (a script it cannot transliterate) becomes its code point in hex as a word of its own, so the
// slug of a name with a letter or digit is never empty. The result is at most MaxName bytes and
// always passes ValidSlug when not empty. Stored slugs are never rewritten by a change of rule.
func Slugify(name string) string {
	s := clean(slug.MakeLang(name, "en"))
	if s == "" {
		s = hexWords(name)
	}
	if len(s) > MaxName {
		s = strings.TrimRight(s[:MaxName], "-")
	}
	return s
}

// clean keeps a-z and 0-9, and turns every other run of bytes into one hyphen, none at the ends.
func clean(s string) string {
	var b strings.Builder
	hyphen := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteByte(c)
			continue
		}
		hyphen = true
	}
	return b.String()
}

// hexWords spells each letter or digit of name as its code point in hex, one word each.
func hexWords(name string) string {
	var words []string
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			words = append(words, strconv.FormatInt(int64(unicode.ToLower(r)), 16))
		}
	}
	return strings.Join(words, "-")
}

// ValidSlug reports whether s is lowercase letters and digits separated by single hyphens.
func ValidSlug(s string) bool {
	if s == "" || !utf8.ValidString(s) {
		return false
	}
	prevHyphen := true // no leading hyphen
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
			prevHyphen = false
		case c == '-' && !prevHyphen:
			prevHyphen = true
		default:
			return false
		}
	}
	return !prevHyphen
}
