package lineup

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"festival/internal/identity"
)

// OrderRow is what the unfiltered sets page orders a set by, with its counts: the columns of
// pageOrder as PostgreSQL computes them (lower(name) COLLATE "C" read from the database, so
// that Go compares the same bytes), and where the set is (its edition, archived).
type OrderRow struct {
	ID           uuid.UUID
	EditionID    uuid.UUID
	Archived     bool
	Name, Lower  string
	TimeStart    *time.Time
	MaxFollowers int
	Popularity   int
	Average      float64
	Tally        Tally
}

// orderRowsSQL reads OrderRows; editionRowsSQL those of an edition's ($1) non-archived
// sets, setRowsSQL those of sets ($1) wherever they are.
const (
	orderRowsSQL = `SELECT s.id, s.festival_edition_id, s.archived, s.name, lower(s.name) COLLATE "C", s.time_start,
	t.max_followers, t.popularity, t.average, t.must_go, t.interested, t.wont_go
	FROM sets s JOIN set_tallies t ON t.set_id = s.id`
	editionRowsSQL = orderRowsSQL + ` WHERE s.festival_edition_id = $1 AND NOT s.archived`
	setRowsSQL     = orderRowsSQL + ` WHERE s.id = ANY ($1::uuid[])`
)

// OrderRows returns the order rows of the edition's non-archived sets (ids nil), or of the sets
// ids (wherever they are; a deleted set has no row). One prepared statement.
func (s *Service) OrderRows(ctx context.Context, editionID uuid.UUID, ids []uuid.UUID) ([]OrderRow, error) {
	text, args := editionRowsSQL, []any{pgx.QueryExecModeCacheStatement, pgtype.UUID{Bytes: editionID, Valid: true}}
	if ids != nil {
		text, args = setRowsSQL, []any{pgx.QueryExecModeCacheStatement, uuids(ids)}
	}
	var out []OrderRow
	var r OrderRow
	var id, edition pgtype.UUID
	err := s.query(ctx, text, args, func(scan func(...any) error) error {
		if err := scan(&id, &edition, &r.Archived, &r.Name, &r.Lower, &r.TimeStart, &r.MaxFollowers, &r.Popularity,
			&r.Average, &r.Tally.MustGo, &r.Tally.Interested, &r.Tally.WontGo); err != nil {
			return err
		}
		r.ID, r.EditionID = id.Bytes, edition.Bytes
		out = append(out, r)
		r.TimeStart = nil
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("order rows: %w", err)
	}
	return out, nil
}

// viewerVotesSQL is the viewer's votes ($1) on sets ($2).
const viewerVotesSQL = `SELECT v.set_id, v.vote_type FROM votes v WHERE v.user_id = $1 AND v.set_id = ANY ($2::uuid[])`

// ViewerVotes returns the user's votes on the sets (one prepared statement).
func (s *Service) ViewerVotes(ctx context.Context, userID uuid.UUID, ids []uuid.UUID) (map[uuid.UUID]int, error) {
	out := make(map[uuid.UUID]int, len(ids))
	var id pgtype.UUID
	var v int
	err := s.query(ctx, viewerVotesSQL, []any{pgx.QueryExecModeCacheStatement, pgtype.UUID{Bytes: userID, Valid: true}, uuids(ids)},
		func(scan func(...any) error) error {
			if err := scan(&id, &v); err != nil {
				return err
			}
			out[id.Bytes] = v
			return nil
		})
	if err != nil {
		return nil, fmt.Errorf("viewer votes: %w", err)
	}
	return out, nil
}

// uuids is ids as pgx sends them in binary (uuid.UUID would go as text through its Valuer).
func uuids(ids []uuid.UUID) []pgtype.UUID {
	l := make([]pgtype.UUID, len(ids))
	for i, id := range ids {
		l[i] = pgtype.UUID{Bytes: id, Valid: true}
	}
	return l
}

// SortOrderRows returns the positions of rows in the order of the unfiltered page's sort (an
// unknown sort is popularity's, as in SetPage): the order of pageOrder's ORDER BY, compared on
// the values PostgreSQL gave.
func SortOrderRows(rows []OrderRow, sort Sort) []int32 {
	out := make([]int32, len(rows))
	for i := range out {
		out[i] = int32(i)
	}
	first := func(a, b *OrderRow) int { return b.Popularity - a.Popularity }
	switch sort {
	case SortNameAsc:
		first = func(a, b *OrderRow) int { return strings.Compare(a.Lower, b.Lower) }
	case SortNameDesc:
		first = func(a, b *OrderRow) int { return strings.Compare(b.Lower, a.Lower) }
	case SortRatingDesc:
		first = func(a, b *OrderRow) int { return cmpFloat(b.Average, a.Average) }
	case SortDateAsc:
		first = func(a, b *OrderRow) int { return cmpStart(a.TimeStart, b.TimeStart) }
	}
	slices.SortFunc(out, func(i, j int32) int {
		a, b := &rows[i], &rows[j]
		if c := first(a, b); c != 0 {
			return c
		}
		// tie: max_followers DESC, lower(name) COLLATE "C", name COLLATE "C", id
		if c := b.MaxFollowers - a.MaxFollowers; c != 0 {
			return c
		}
		if c := strings.Compare(a.Lower, b.Lower); c != 0 {
			return c
		}
		if c := strings.Compare(a.Name, b.Name); c != 0 {
			return c
		}
		return bytes.Compare(a.ID[:], b.ID[:])
	})
	return out
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpStart orders start times ascending, nulls last.
func cmpStart(a, b *time.Time) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return 1
	case b == nil:
		return -1
	}
	return a.Compare(*b)
}

// KeptPage is SetPage's unfiltered page (everyone's tallies) from an edition's kept rows in
// the sort's order (SortOrderRows): only the signed-in viewer's votes on the page's sets are
// read, in one statement; signed out, none.
func (s *Service) KeptPage(ctx context.Context, rows []OrderRow, order []int32, limit, offset int) (*IDPage, error) {
	limit, offset = max(limit, 0), max(offset, 0)
	from, to := min(offset, len(order)), min(offset+limit, len(order))
	page := &IDPage{Rows: make([]PageRow, 0, to-from), Total: len(order), HasNext: len(order) > offset+limit}
	for _, i := range order[from:to] {
		r := &rows[i]
		page.Rows = append(page.Rows, PageRow{ID: r.ID, Tally: r.Tally, ListTally: r.Tally})
	}
	if len(page.Rows) == 0 && offset > 0 {
		page.Total = -1 // as SetPage: a page past the end reads no total
	}
	viewer := identity.From(ctx)
	if viewer == nil {
		return page, nil
	}
	ids := make([]uuid.UUID, len(page.Rows))
	for i := range page.Rows {
		ids[i] = page.Rows[i].ID
	}
	mine := make([]int, len(ids))
	if len(ids) > 0 {
		votes, err := s.ViewerVotes(ctx, viewer.UserID, ids)
		if err != nil {
			return nil, err
		}
		for i, id := range ids {
			mine[i] = votes[id]
		}
	}
	for i := range page.Rows {
		page.Rows[i].MyVote = &mine[i]
	}
	return page, nil
}
