package lineup

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/identity"
	"festival/internal/vote"
)

// PageRow is one set of a page: its id, everyone's counts, the counts under the list's vote
// perspective (a group's members, or everyone's) and the viewer's vote (nil without a viewer).
type PageRow struct {
	ID               uuid.UUID
	Tally, ListTally Tally
	MyVote           *int
}

// IDPage is one page of an edition's sets as ids (see SetCards for sort, filter and group perspective).
type IDPage struct {
	Rows         []PageRow
	Total        int // -1: unknown (a page past the end)
	HasNext      bool
	GroupIgnored bool
}

// SetPage returns one page of the edition's non-archived sets as ids with their tallies, in
// the order, filter and vote perspective of SetCards (whose cards are these sets'), in one
// statement (two under a group's perspective: its members first). Without a filter the
// statement is one fixed text per sort (and viewer or not), prepared once per connection: it
// reads the page's rows from an index in the page's order (set_tallies' for the vote sorts,
// sets' for name and date) and the total from the edition's counter (edition_set_counts), so
// its cost does not grow with the edition.
func (s *Service) SetPage(ctx context.Context, editionID uuid.UUID, sort Sort, f Filter, limit, offset int) (*IDPage, error) {
	groupIgnored, err := s.groupVoters(ctx, &f)
	if err != nil {
		return nil, err
	}
	if _, ok := orderBy[sort]; !ok {
		sort = SortPopularityDesc
	}
	limit = max(limit, 0)
	viewer := identity.From(ctx)
	var text string
	var args []any
	if isPlain(f) {
		text = plainPage[pageKey{sort, viewer != nil}]
		// Ids as pgtype.UUID: sent as 16 bytes (uuid.UUID would go as text through its Valuer).
		args = []any{pgx.QueryExecModeCacheStatement, pgtype.UUID{Bytes: editionID, Valid: true}, limit + 1, offset}
	} else {
		text, args = filteredPage(editionID, sort, f, limit, offset, viewer != nil)
		// The filter's shape makes the text: its parameters' types are described once per
		// text and connection, its plan made for its values each time.
		args = append([]any{pgx.QueryExecModeCacheDescribe}, args...)
	}
	if viewer != nil {
		args = append(args, pgtype.UUID{Bytes: viewer.UserID, Valid: true})
	}
	page := &IDPage{Rows: make([]PageRow, 0, limit+1), GroupIgnored: groupIgnored}
	// One row, total and vote scanned into again and again, and the page's votes in one block.
	var r PageRow
	var total, vote int
	var id pgtype.UUID
	dest := []any{&id, &r.Tally.MustGo, &r.Tally.Interested, &r.Tally.WontGo,
		&r.ListTally.MustGo, &r.ListTally.Interested, &r.ListTally.WontGo, &total}
	var votes []int
	if viewer != nil {
		dest = append(dest, &vote)
		votes = make([]int, 0, limit+1)
	}
	err = s.query(ctx, text, args, func(scan func(...any) error) error {
		if err := scan(dest...); err != nil {
			return err
		}
		row := r
		row.ID = id.Bytes
		if votes != nil && len(votes) < cap(votes) {
			votes = append(votes, vote)
			row.MyVote = &votes[len(votes)-1]
		}
		page.Rows = append(page.Rows, row)
		page.Total = total
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("page of sets: %w", err)
	}
	if len(page.Rows) > limit {
		page.Rows, page.HasNext = page.Rows[:limit], true
	}
	if len(page.Rows) == 0 && offset > 0 {
		page.Total = -1
	}
	return page, nil
}

// groupVoters resolves f.Group into f.VoterIDs; true when the viewer may not use the group
// (signed out, not a member, no such group): the tallies are then everyone's.
func (s *Service) groupVoters(ctx context.Context, f *Filter) (bool, error) {
	if f.Group == nil {
		return false, nil
	}
	ids, err := s.Groups.MemberUserIDs(ctx, *f.Group)
	switch apperr.CodeOf(err) {
	case apperr.Unauthenticated, apperr.Forbidden, apperr.NotFound:
		// A shared group link opened by someone else still shows the edition.
		return true, nil
	default:
		if err != nil {
			return false, err
		}
		f.VoterIDs = ids
		return false, nil
	}
}

// IsPlain says f is no filter, with everyone's tallies (no group's).
func IsPlain(f Filter) bool { return f.Group == nil && isPlain(f) }

// isPlain: no filter, everyone's tallies.
func isPlain(f Filter) bool {
	return f.VoterIDs == nil && len(f.StageIDs) == 0 && len(f.GenreIDs) == 0 && f.Query == "" &&
		f.MinRating == 0 && !f.AboveZero
}

// query runs text with args through pgx (Pool), or through database/sql when the service has
// no pool, and calls row for each row with its Scan.
func (s *Service) query(ctx context.Context, text string, args []any, row func(scan func(...any) error) error) error {
	if s.Pool != nil {
		rows, err := s.Pool.Query(ctx, text, args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		scan := rows.Scan
		for rows.Next() {
			if err := row(scan); err != nil {
				return err
			}
		}
		return rows.Err()
	}
	var rows *sql.Rows
	var err error
	switch d := s.DB.(type) {
	case *bun.DB:
		rows, err = d.DB.QueryContext(ctx, text, args...)
	case bun.Tx:
		rows, err = d.Tx.QueryContext(ctx, text, args...)
	default:
		return fmt.Errorf("lineup: no pool and no database/sql handle (%T)", s.DB)
	}
	if err != nil {
		return err
	}
	defer rows.Close()
	scan := rows.Scan
	for rows.Next() {
		if err := row(scan); err != nil {
			return err
		}
	}
	return rows.Err()
}

type pageKey struct {
	sort   Sort
	viewer bool
}

// tie breaks every sort's ties: the higher max followers, then the name.
const tie = `max_followers DESC, lower(name) COLLATE "C" ASC, name COLLATE "C" ASC, id ASC`

// pageOrder is each sort's full order over the columns of a page's rows (id, name,
// time_start, popularity, average, max_followers).
var pageOrder = map[Sort]string{
	SortNameAsc:        `lower(name) COLLATE "C" ASC, ` + tie,
	SortNameDesc:       `lower(name) COLLATE "C" DESC, ` + tie,
	SortRatingDesc:     `average DESC, ` + tie,
	SortPopularityDesc: `popularity DESC, ` + tie,
	SortDateAsc:        `time_start ASC NULLS LAST, ` + tie,
}

// topN is the unfiltered page's rows per sort, in order: $1 the edition, $2 the page size + 1,
// $3 the offset. Columns: id, must_go, interested, wont_go, max_followers and the sort's own.
// The vote sorts read set_tallies alone, in the order of its index for the sort (the page is
// the index's first rows); name and date read sets in the order of theirs, and sort only the
// ties.
var topN = func() map[Sort]string {
	out := map[Sort]string{}
	for sort, order := range pageOrder {
		from := `SELECT s.id, s.name, s.time_start, t.max_followers, t.must_go, t.interested, t.wont_go
			FROM sets s JOIN set_tallies t ON t.set_id = s.id WHERE s.festival_edition_id = $1 AND NOT s.archived`
		if sort == SortPopularityDesc || sort == SortRatingDesc {
			from = `SELECT t.set_id AS id, t.name, t.popularity, t.average, t.max_followers, t.must_go, t.interested, t.wont_go
				FROM set_tallies t WHERE t.festival_edition_id = $1 AND NOT t.archived`
		}
		out[sort] = fmt.Sprintf(`SELECT * FROM (%s) r ORDER BY %s LIMIT $2 OFFSET $3`, from, order)
	}
	return out
}()

// editionTotal is the unfiltered page's total: the edition's counter.
const editionTotal = `coalesce((SELECT c.sets FROM edition_set_counts c WHERE c.festival_edition_id = $1), 0)`

// plainPage holds the unfiltered page's statement per sort and viewer ($4: the viewer). The
// viewer's vote is looked up for the page's rows only, above the LIMIT (a projection over it
// keeps its order).
var plainPage = func() map[pageKey]string {
	out := map[pageKey]string{}
	for sort, rows := range topN {
		for _, viewer := range []bool{false, true} {
			myVote := ""
			if viewer {
				myVote = `, coalesce((SELECT mv.vote_type FROM votes mv WHERE mv.user_id = $4 AND mv.set_id = p.id), 0)`
			}
			out[pageKey{sort, viewer}] = fmt.Sprintf(`SELECT p.id, p.must_go, p.interested, p.wont_go,
				p.must_go, p.interested, p.wont_go, %s%s FROM (%s) p`, editionTotal, myVote, rows)
		}
	}
	return out
}()

// filteredPage builds the statement of a filtered page (its text varies with the filter's
// shape, its values are parameters); the viewer, when there is one, is its last parameter.
func filteredPage(editionID uuid.UUID, sort Sort, f Filter, limit, offset int, viewer bool) (string, []any) {
	args := []any{editionID}
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	// c holds everyone's counters; l the list's: the same row, unless the tallies are a
	// group's members' votes.
	list := "c"
	joins := ""
	if f.VoterIDs != nil {
		list = "l"
		joins = fmt.Sprintf(`LEFT JOIN (SELECT v.set_id, `+vote.CountsSQL("v.vote_type")+`
			FROM votes v JOIN sets vs ON vs.id = v.set_id WHERE vs.festival_edition_id = $1 AND v.user_id = ANY (%s::uuid[])
			GROUP BY v.set_id) l ON l.set_id = s.id`, arg(f.VoterIDs))
	}
	// The counters are read by edition too (set_tallies keeps it), not joined as a whole table.
	where := []string{"s.festival_edition_id = $1", "NOT s.archived", "c.festival_edition_id = $1", "NOT c.archived"}
	if len(f.StageIDs) > 0 {
		where = append(where, fmt.Sprintf("s.stage_id = ANY (%s::uuid[])", arg(f.StageIDs)))
	}
	if len(f.GenreIDs) > 0 {
		where = append(where, fmt.Sprintf(`EXISTS (SELECT 1 FROM set_artists fsa JOIN artist_music_genres fg ON fg.artist_id = fsa.artist_id
			WHERE fsa.set_id = s.id AND fg.music_genre_id = ANY (%s::uuid[]))`, arg(f.GenreIDs)))
	}
	if f.Query != "" {
		// Both sides folded by search_fold, which the trigram indexes of the names are built on.
		p := arg(SearchPattern(f.Query))
		where = append(where, fmt.Sprintf(`(search_fold(s.name) LIKE search_fold(%s::text) OR s.id IN (SELECT qsa.set_id
			FROM set_artists qsa JOIN artists qa ON qa.id = qsa.artist_id AND NOT qa.archived
			WHERE search_fold(qa.name) LIKE search_fold(%s::text)))`, p, p))
	}
	var having []string
	if f.MinRating > 0 {
		having = append(having, fmt.Sprintf("average >= %s::float8", arg(f.MinRating)))
	}
	if f.AboveZero {
		having = append(having, "average > 0")
	}
	outer := ""
	if len(having) > 0 {
		outer = " WHERE " + strings.Join(having, " AND ")
	}
	lim, off := arg(limit+1), arg(offset)
	myVote := ""
	if viewer {
		myVote = fmt.Sprintf(`, coalesce((SELECT mv.vote_type FROM votes mv WHERE mv.user_id = $%d AND mv.set_id = p.id), 0)`, len(args)+1)
	}
	text := fmt.Sprintf(`SELECT p.id, p.e_must_go, p.e_interested, p.e_wont_go, p.must_go, p.interested, p.wont_go, p.total%s
	FROM (SELECT r.*, count(*) OVER () AS total FROM (
		SELECT s.id, s.name, s.time_start, c.max_followers,
		       c.must_go AS e_must_go, c.interested AS e_interested, c.wont_go AS e_wont_go,
		       coalesce(%[2]s.must_go, 0) AS must_go, coalesce(%[2]s.interested, 0) AS interested,
		       coalesce(%[2]s.wont_go, 0) AS wont_go,
		       `+vote.PopularitySQL("coalesce(%[2]s.must_go, 0)", "coalesce(%[2]s.interested, 0)")+` AS popularity,
		       CASE WHEN coalesce(%[2]s.must_go + %[2]s.interested + %[2]s.wont_go, 0) = 0 THEN 0
		            ELSE (`+vote.NetScoreSQL("%[2]s.must_go", "%[2]s.interested", "%[2]s.wont_go")+`)::float8 / (%[2]s.must_go + %[2]s.interested + %[2]s.wont_go) END AS average
		FROM sets s JOIN set_tallies c ON c.set_id = s.id %[3]s
		WHERE %[4]s) r%[5]s
		ORDER BY %[6]s LIMIT %[7]s OFFSET %[8]s) p`,
		myVote, list, joins, strings.Join(where, " AND "), outer, pageOrder[sort], lim, off)
	return text, args
}
