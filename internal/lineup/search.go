package lineup

import "strings"

// MaxQueryLength bounds a name search, in characters: names are at most 100.
const MaxQueryLength = 100

// NormalizeQuery trims a search and reports whether it is within MaxQueryLength.
func NormalizeQuery(q string) (string, bool) {
	q = strings.Join(strings.Fields(q), " ")
	return q, len([]rune(q)) <= MaxQueryLength
}

// SearchPattern is the LIKE pattern of a "contains" search for q: LIKE's own wildcards in q are
// escaped, so "100%" finds "100%" and nothing more. Case and accents are folded in SQL.
func SearchPattern(q string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(q) + "%"
}
