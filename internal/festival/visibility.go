package festival

import (
	"github.com/uptrace/bun"

	"festival/internal/auth"
)

// VisibleEdition restricts q to rows whose edition (column editionCol, e.g. "s.festival_edition_id")
// the viewer may see: the public sees published, non-archived editions of published,
// non-archived festivals; admins also see unpublished ones.
func VisibleEdition(q *bun.SelectQuery, v *auth.Viewer, editionCol string) *bun.SelectQuery {
	return q.Where(`EXISTS (SELECT 1 FROM festival_editions ve JOIN festivals vf ON vf.id = ve.festival_id
		WHERE ve.id = `+editionCol+` AND NOT ve.archived AND NOT vf.archived AND (? OR (ve.published AND vf.published)))`, v.IsAdmin())
}
