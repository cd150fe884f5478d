package csvimport

import "strings"

var fold = strings.NewReplacer(
	"à", "a", "á", "a", "â", "a", "ã", "a", "ä", "a", "å", "a", "æ", "ae", "ç", "c",
	"è", "e", "é", "e", "ê", "e", "ë", "e", "ì", "i", "í", "i", "î", "i", "ï", "i",
	"ñ", "n", "ò", "o", "ó", "o", "ô", "o", "õ", "o", "ö", "o", "ø", "o", "œ", "oe",
	"ù", "u", "ú", "u", "û", "u", "ü", "u", "ý", "y", "ÿ", "y", "ß", "ss", "&", " and ",
)

// slugify follows the spec's slug rule (lower-case, runs of anything else become one hyphen,
// none at the ends), folding common accents first; fallback when nothing is left.
func slugify(s, fallback string) string {
	s = fold.Replace(strings.ToLower(strings.TrimSpace(s)))
	var b strings.Builder
	hyphen := false
	for _, c := range s {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(c)
			if b.Len() >= 80 {
				break
			}
			continue
		}
		hyphen = true
	}
	if b.Len() == 0 {
		return fallback
	}
	return b.String()
}
