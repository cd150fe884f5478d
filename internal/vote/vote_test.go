package vote_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"festival/internal/testdb"
	"festival/internal/vote"
)

// values is the table as name → value.
func values() map[string]int {
	out := map[string]int{}
	for _, k := range vote.Kinds {
		out[k.Name] = k.Value
	}
	return out
}

func TestTable(t *testing.T) {
	want := map[string]int{"MUST_GO": 2, "INTERESTED": 1, "WONT_GO": -1}
	if got := values(); len(got) != len(want) || got["MUST_GO"] != want["MUST_GO"] || got["INTERESTED"] != want["INTERESTED"] || got["WONT_GO"] != want["WONT_GO"] {
		t.Fatalf("table %v, want %v", got, want)
	}
	for _, k := range vote.Kinds {
		if got, ok := vote.ByValue(k.Value); !ok || got != k {
			t.Errorf("ByValue(%d) = %+v", k.Value, got)
		}
		if got, ok := vote.ByName(k.Name); !ok || got != k {
			t.Errorf("ByName(%s) = %+v", k.Name, got)
		}
	}
	if _, ok := vote.ByValue(0); ok {
		t.Error("0 (no vote) has a kind")
	}
	if vote.NetScore(3, 2, 1) != 7 || vote.Popularity(3, 2) != 8 || vote.Positive() != "2, 1" {
		t.Errorf("net %d popularity %d positive %q", vote.NetScore(3, 2, 1), vote.Popularity(3, 2), vote.Positive())
	}
}

// The TypeScript constant (the optimistic tally of frontend/src/lib/voteTally.ts) is the table.
func TestTypeScriptValues(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "frontend", "src", "lib", "voteTally.ts"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)export const VOTE_VALUE[^=]*=\s*\{(.*?)\}`).FindSubmatch(src)
	if m == nil {
		t.Fatal("voteTally.ts declares no VOTE_VALUE")
	}
	got := map[string]int{}
	for _, pair := range regexp.MustCompile(`(\w+):\s*(-?\d+)`).FindAllSubmatch(m[1], -1) {
		n, _ := strconv.Atoi(string(pair[2]))
		got[string(pair[1])] = n
	}
	want := values()
	if len(got) != len(want) {
		t.Fatalf("VOTE_VALUE %v, want %v", got, want)
	}
	for name, v := range want {
		if got[name] != v {
			t.Errorf("VOTE_VALUE.%s = %d, want %d", name, got[name], v)
		}
	}
	// The app's tally formulas take the values from VOTE_VALUE, not from literals of their own.
	weighed := regexp.MustCompile(`\b2 \* (\w+\.)?mustGo|mustGo \* 2\b`)
	err = filepath.WalkDir(filepath.Join("..", "..", "frontend", "src"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".ts") || strings.HasSuffix(path, ".tsx")) ||
			strings.Contains(path, "__generated__") || strings.Contains(path, ".test.") {
			return err
		}
		text, err := os.ReadFile(path)
		if err == nil && weighed.Match(text) {
			t.Errorf("%s weighs Must Go with a literal; use VOTE_VALUE (voteTally.ts)", path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The GraphQL enum names the table's kinds.
func TestGraphQLEnum(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "graph", "schema", "voting.graphqls"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)enum VoteType \{(.*?)\}`).FindSubmatch(src)
	if m == nil {
		t.Fatal("no enum VoteType")
	}
	// The values, without their descriptions ("..." strings and """...""" blocks).
	body := regexp.MustCompile(`(?s)""".*?"""|"[^"\n]*"`).ReplaceAll(m[1], nil)
	got := strings.Fields(string(body))
	var want []string
	for _, k := range vote.Kinds {
		want = append(want, k.Name)
	}
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("enum VoteType %v, table %v", got, want)
	}
}

// No Go source writes a vote value into its SQL by hand: the literals and formulas come from
// this package.
func TestNoValueLiteralsInSQL(t *testing.T) {
	literal := regexp.MustCompile(`vote_type\s*(=|IN \(|>|<|WHEN)\s*-?\d|\b2 \* (coalesce\()?\w*\.?must_go`)
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "frontend" || d.Name() == "migrations" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.Contains(path, "seed") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(src), "\n") {
			if literal.MatchString(line) {
				t.Errorf("%s:%d writes a vote value by hand: %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The database agrees: its CHECK on votes.vote_type allows the table's values, its tally
// trigger (migrations) counts each value in its column, and the SQL this package writes
// computes what the Go functions do.
func TestDatabase(t *testing.T) {
	store := testdb.Open(t)
	ctx := context.Background()
	var check string
	if err := store.NewRaw(`SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c
		WHERE c.conrelid = 'votes'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%vote_type%'`).Scan(ctx, &check); err != nil {
		t.Fatal(err)
	}
	var allowed []int
	for _, n := range regexp.MustCompile(`-?\d+`).FindAllString(check, -1) {
		v, _ := strconv.Atoi(n)
		allowed = append(allowed, v)
	}
	var table []int
	for _, k := range vote.Kinds {
		table = append(table, k.Value)
	}
	sort.Ints(allowed)
	sort.Ints(table)
	if len(allowed) != len(table) || !equal(allowed, table) {
		t.Fatalf("votes CHECK %q allows %v, the table has %v", check, allowed, table)
	}

	// Tallies: one vote of each kind on a set, each counted in its column by the trigger.
	var set string
	err := store.NewRaw(`WITH f AS (INSERT INTO festivals (name, slug) VALUES ('V', 'v') RETURNING id),
		e AS (INSERT INTO festival_editions (festival_id, name, slug, year, time_zone) SELECT id, 'V', 'v', 2026, 'UTC' FROM f RETURNING id)
		INSERT INTO sets (festival_edition_id, name, slug) SELECT id, 'S', 's' FROM e RETURNING id`).Scan(ctx, &set)
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range vote.Kinds {
		for n := 0; n <= i; n++ { // 1 Must Go, 2 Interested, 3 Won't Go
			if _, err := store.ExecContext(ctx, `WITH u AS (INSERT INTO users (email) VALUES (?) RETURNING id)
				INSERT INTO votes (user_id, set_id, vote_type) SELECT id, ?, ? FROM u`,
				k.Column+strconv.Itoa(n)+"@example.org", set, k.Value); err != nil {
				t.Fatal(err)
			}
		}
	}
	var must, interested, wont int
	if err := store.NewRaw(`SELECT must_go, interested, wont_go FROM set_tallies WHERE set_id = ?`, set).Scan(ctx, &must, &interested, &wont); err != nil {
		t.Fatal(err)
	}
	if must != 1 || interested != 2 || wont != 3 {
		t.Fatalf("set_tallies must_go %d interested %d wont_go %d, want 1 2 3", must, interested, wont)
	}

	// The SQL helpers against the Go functions, on the same votes.
	var counts [3]int
	var net, pop int
	var names string
	q := `SELECT ` + vote.CountsSQL("v.vote_type") + `, ` + vote.NetScoreSQL("count(*) FILTER (WHERE v.vote_type = "+vote.Lit(vote.MustGo)+")",
		"count(*) FILTER (WHERE v.vote_type = "+vote.Lit(vote.Interested)+")", "count(*) FILTER (WHERE v.vote_type = "+vote.Lit(vote.WontGo)+")") +
		`, ` + vote.PopularitySQL("count(*) FILTER (WHERE v.vote_type = "+vote.Lit(vote.MustGo)+")", "count(*) FILTER (WHERE v.vote_type = "+vote.Lit(vote.Interested)+")") +
		`, string_agg(DISTINCT ` + vote.NameSQL("v.vote_type") + `, ',') FROM votes v WHERE v.set_id = ?`
	if err := store.NewRaw(q, set).Scan(ctx, &counts[0], &counts[1], &counts[2], &net, &pop, &names); err != nil {
		t.Fatalf("%v\n%s", err, q)
	}
	if counts != [3]int{1, 2, 3} || net != vote.NetScore(1, 2, 3) || pop != vote.Popularity(1, 2) || names != "INTERESTED,MUST_GO,WONT_GO" {
		t.Fatalf("counts %v net %d (go %d) popularity %d (go %d) names %q", counts, net, vote.NetScore(1, 2, 3), pop, vote.Popularity(1, 2), names)
	}
}

func equal(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
