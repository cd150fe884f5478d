package lineup

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"festival/internal/identity"
)

// timetableStatement is an edition's unfiltered timetable as rows (id, everyone's counts and,
// with a viewer, the viewer's vote), in SetCards' date order: $1 the edition, $2 the bound
// (MaxTimetable), $3 the viewer. The counts are read from set_tallies by edition and the
// viewer's votes joined in the same step (the votes' key is (user_id, set_id)), not looked up
// per set.
var timetableStatement = map[bool]string{
	false: timetableText("", ""),
	true:  timetableText(", coalesce(v.vote_type, 0) AS my_vote", " LEFT JOIN votes v ON v.set_id = s.id AND v.user_id = $3"),
}

func timetableText(vote, join string) string {
	out := "r.id, r.must_go, r.interested, r.wont_go"
	if vote != "" {
		out += ", r.my_vote"
	}
	return fmt.Sprintf(`SELECT %s FROM (
		SELECT s.id, s.name, s.time_start, t.max_followers, t.must_go, t.interested, t.wont_go%s
		FROM sets s JOIN set_tallies t ON t.set_id = s.id AND t.festival_edition_id = $1%s
		WHERE s.festival_edition_id = $1 AND NOT s.archived) r
	ORDER BY %s LIMIT $2`, out, vote, join, pageOrder[SortDateAsc])
}

// Timetable returns every non-archived set of the edition (at most MaxTimetable) in the
// timetable's order (SetCards' SortDateAsc) as page rows: ids, everyone's counts (Tally and
// ListTally) and, with a viewer, the viewer's vote (0: none), in one statement.
func (s *Service) Timetable(ctx context.Context, editionID uuid.UUID) ([]PageRow, error) {
	viewer := identity.From(ctx)
	args := []any{pgx.QueryExecModeCacheStatement, pgtype.UUID{Bytes: editionID, Valid: true}, MaxTimetable}
	if viewer != nil {
		args = append(args, pgtype.UUID{Bytes: viewer.UserID, Valid: true})
	}
	rows := make([]PageRow, 0, 256)
	var votes []int
	var r PageRow
	var id pgtype.UUID
	var vote int
	dest := []any{&id, &r.Tally.MustGo, &r.Tally.Interested, &r.Tally.WontGo}
	if viewer != nil {
		dest = append(dest, &vote)
	}
	err := s.query(ctx, timetableStatement[viewer != nil], args, func(scan func(...any) error) error {
		if err := scan(dest...); err != nil {
			return err
		}
		row := r
		row.ID = id.Bytes
		row.ListTally = row.Tally
		if viewer != nil {
			votes = append(votes, vote)
		}
		rows = append(rows, row)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("timetable: %w", err)
	}
	for i := range votes {
		rows[i].MyVote = &votes[i]
	}
	return rows, nil
}
