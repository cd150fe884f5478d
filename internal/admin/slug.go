package admin

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// latin spells letters that have no decomposition into a-z plus accents.
var latin = map[rune]string{'ß': "ss", 'æ': "ae", 'ø': "o", 'œ': "oe", 'ł': "l", 'đ': "d", 'ð': "d", 'þ': "th", 'ı': "i"}

// Slugify derives a slug from a name, as the spec says: lower-case, trimmed, runs of anything
// that is not a letter or digit become one hyphen, and no hyphen leads or trails. Because a
// slug may hold only a-z, 0-9 and hyphens (ValidSlug, and the database's CHECK), letters are
// first stripped of their accents ("Café" -> "cafe"), a few are spelled out ("ß" -> "ss"), and
// any other letter or digit (e.g. "東京") becomes its code point in hex as a word of its own
// ("6771-4eac"), so the slug of a name with a letter or digit is never empty. The result is at
// most MaxName bytes and always passes ValidSlug when not empty.
func Slugify(name string) string {
	var b strings.Builder
	hyphen := false
	word := func(w string) {
		if hyphen && b.Len() > 0 {
			b.WriteByte('-')
		}
		hyphen = false
		b.WriteString(w)
	}
	for _, r := range norm.NFKD.String(name) {
		if unicode.Is(unicode.Mn, r) { // a combining accent of the letter before it
			continue
		}
		r = unicode.ToLower(r)
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			word(string(r))
		case latin[r] != "":
			word(latin[r])
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			hyphen = true
			word(strconv.FormatInt(int64(r), 16))
			hyphen = true
		default:
			hyphen = true
		}
	}
	s := b.String()
	if len(s) > MaxName {
		s = strings.TrimRight(s[:MaxName], "-")
	}
	return s
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
