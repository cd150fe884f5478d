package festival

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/identity"
)

// VisibleEdition restricts q to rows whose edition (column editionCol, e.g. "s.festival_edition_id")
// the viewer may see: the public sees published, non-archived editions of published,
// non-archived festivals; admins also see unpublished ones.
func VisibleEdition(q *bun.SelectQuery, v *identity.Viewer, editionCol string) *bun.SelectQuery {
	return q.Where(VisibleEditionSQL(editionCol, "?"), v.CanEditArtists())
}

// VisibleEditionSQL is VisibleEdition's condition for hand-written statements: admins is the
// SQL (a placeholder) for whether the viewer sees unpublished editions.
func VisibleEditionSQL(editionCol, admins string) string {
	return `EXISTS (SELECT 1 FROM festival_editions ve JOIN festivals vf ON vf.id = ve.festival_id
		WHERE ve.id = ` + editionCol + ` AND NOT ve.archived AND NOT vf.archived AND (` + admins + ` OR (ve.published AND vf.published)))`
}

// Visibility says who may see an edition: Admins (it and its festival are not archived) and
// Public (also both published).
type Visibility struct{ Admins, Public bool }

// EditionVisibility says, per edition id, who may see it under the rule of VisibleEdition:
// admins when it and its festival are not archived, the public when both are also published.
// Unknown ids are visible to nobody (absent from the map).
func (s *Service) EditionVisibility(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Visibility, error) {
	var rows []struct {
		ID     uuid.UUID `bun:"id"`
		Admins bool      `bun:"admins"`
		Public bool      `bun:"public"`
	}
	err := s.DB.NewSelect().TableExpr("festival_editions AS ve").Join("JOIN festivals AS vf ON vf.id = ve.festival_id").
		ColumnExpr("ve.id").
		ColumnExpr("NOT ve.archived AND NOT vf.archived AS admins").
		ColumnExpr("NOT ve.archived AND NOT vf.archived AND ve.published AND vf.published AS public").
		Where("ve.id IN (?)", bun.List(ids)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("edition visibility: %w", err)
	}
	out := make(map[uuid.UUID]Visibility, len(rows))
	for _, r := range rows {
		out[r.ID] = Visibility{Admins: r.Admins, Public: r.Public}
	}
	return out, nil
}
