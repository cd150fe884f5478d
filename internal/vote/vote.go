// Package vote is the one table of the vote values: Must Go 2, Interested 1, Won't Go -1 (no
// vote is 0). The values are what votes.vote_type stores, what a plan adds up and what a tally
// weighs. Go code takes them from here; SQL written in Go takes its literals and formulas from
// the functions below; the database's tally triggers (migrations) and the TypeScript constant
// (frontend/src/lib/voteTally.ts VOTE_VALUE) are checked against this table by this package's
// tests.
package vote

import (
	"fmt"
	"strconv"
	"strings"
)

// The values, as stored in votes.vote_type.
const (
	MustGo     = 2
	Interested = 1
	WontGo     = -1
)

// Kind is one vote: its name in the API (GraphQL enum VoteType, TypeScript VoteType), its
// stored value, its label on screen and the tally column that counts it.
type Kind struct {
	Name   string
	Value  int
	Label  string
	Column string
}

// Kinds is the table, from the highest value down.
var Kinds = []Kind{
	{Name: "MUST_GO", Value: MustGo, Label: "Must Go", Column: "must_go"},
	{Name: "INTERESTED", Value: Interested, Label: "Interested", Column: "interested"},
	{Name: "WONT_GO", Value: WontGo, Label: "Won't Go", Column: "wont_go"},
}

// ByValue finds the kind of a stored value; ok is false for 0 (no vote) and unknown values.
func ByValue(v int) (Kind, bool) {
	for _, k := range Kinds {
		if k.Value == v {
			return k, true
		}
	}
	return Kind{}, false
}

// ByName finds the kind named name (MUST_GO, INTERESTED, WONT_GO).
func ByName(name string) (Kind, bool) {
	for _, k := range Kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// NetScore is the sum of the votes' values: 2 x Must Go + Interested - Won't Go.
func NetScore(mustGo, interested, wontGo int) int {
	return MustGo*mustGo + Interested*interested + WontGo*wontGo
}

// Popularity is the sum of the positive votes' values: 2 x Must Go + Interested.
func Popularity(mustGo, interested int) int {
	return MustGo*mustGo + Interested*interested
}

// Lit is a value as an SQL literal.
func Lit(v int) string { return strconv.Itoa(v) }

// Positive is the SQL literal list of the values that want to see a set (Must Go,
// Interested), for `vote_type IN (...)`.
func Positive() string {
	var out []string
	for _, k := range Kinds {
		if k.Value > 0 {
			out = append(out, Lit(k.Value))
		}
	}
	return strings.Join(out, ", ")
}

// CountsSQL counts the votes of column col by kind: "count(*) FILTER (WHERE col = 2) AS
// must_go, ..." (a select list for a GROUP BY set).
func CountsSQL(col string) string {
	parts := make([]string, len(Kinds))
	for i, k := range Kinds {
		parts[i] = fmt.Sprintf("count(*) FILTER (WHERE %s = %d) AS %s", col, k.Value, k.Column)
	}
	return strings.Join(parts, ", ")
}

// weighted is "2 * a + 1 * b - 1 * c" for the kinds' counts in the SQL expressions counts (in
// the order of Kinds), the negative kinds left out unless withNegative.
func weighted(counts []string, withNegative bool) string {
	var b strings.Builder
	for i, k := range Kinds {
		switch {
		case k.Value > 0 && b.Len() == 0:
			fmt.Fprintf(&b, "%d * %s", k.Value, counts[i])
		case k.Value > 0:
			fmt.Fprintf(&b, " + %d * %s", k.Value, counts[i])
		case k.Value < 0 && withNegative:
			fmt.Fprintf(&b, " - %d * %s", -k.Value, counts[i])
		}
	}
	return b.String()
}

// PopularitySQL is Popularity over the SQL expressions of the Must Go and Interested counts.
func PopularitySQL(mustGo, interested string) string {
	return weighted([]string{mustGo, interested, "0"}, false)
}

// NetScoreSQL is NetScore over the SQL expressions of the three counts.
func NetScoreSQL(mustGo, interested, wontGo string) string {
	return weighted([]string{mustGo, interested, wontGo}, true)
}

// NameSQL names the vote of the SQL expression col: "CASE col WHEN 2 THEN 'MUST_GO' ... END".
func NameSQL(col string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "CASE %s", col)
	for _, k := range Kinds {
		fmt.Fprintf(&b, " WHEN %d THEN '%s'", k.Value, k.Name)
	}
	b.WriteString(" END")
	return b.String()
}
