package graph

import (
	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"

	"festival/graph/model"
	"festival/internal/identity"
	"festival/internal/lineup"
)

// timetable is Edition.timetable(q) as the resolver answers it (every set by start time, or
// those matching q), written from the card cache: the rows (ids, everyone's tallies, the
// viewer's votes) come from one statement for the whole edition, the content from the cards.
func (p *fastWriter) timetable(e *model.Edition, f graphql.CollectedField) bool {
	args, err := p.ec.field_Edition_timetable_args(p.ctx, p.args(f))
	if err != nil {
		return false
	}
	plan, ok := compileSet(p, f)
	if !ok {
		return false
	}
	var rows []lineup.PageRow
	if q, _ := args["q"].(*string); q == nil {
		if rows, err = p.f.r.LineupService.Timetable(p.ctx, e.ID); err != nil {
			return false
		}
	} else {
		var lf lineup.Filter
		if lf.Query, err = searchQuery(*q); err != nil {
			return false
		}
		page, err := p.f.r.LineupService.SetPage(p.ctx, e.ID, lineup.SortDateAsc, lf, lineup.MaxTimetable, 0)
		if err != nil {
			return false
		}
		rows = page.Rows
	}
	signedIn := identity.From(p.ctx) != nil
	ids := make([]uuid.UUID, len(rows))
	for i := range rows {
		ids[i] = rows[i].ID
		if signedIn && rows[i].MyVote == nil {
			return false
		}
	}
	entries, err := p.f.cards.Get(p.ctx, ids)
	if err != nil {
		return false
	}
	for _, en := range entries {
		if en.Card.Set.Archived || en.Card.Set.FestivalEditionID != e.ID {
			return false // changed since the rows' statement
		}
	}
	parts, ok := p.cardParts(plan, entries)
	if !ok {
		return false
	}
	p.wrote = true
	p.b.WriteByte('[')
	for i := range parts {
		if i > 0 {
			p.b.WriteByte(',')
		}
		start := p.b.Len()
		plan.write(&p.b, parts[i], &rows[i])
		if i == 0 { // room for the others, about as long as the first
			p.b.Grow((p.b.Len() - start + 1) * (len(rows) - 1) * 9 / 8)
		}
	}
	p.b.WriteByte(']')
	return true
}
