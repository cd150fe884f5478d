package graph

import (
	"github.com/99designs/gqlgen/graphql"

	"festival/graph/model"
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
	entries, ok := p.rowCards(e, rows)
	if !ok {
		return false
	}
	parts, ok := p.cardParts(plan, entries)
	if !ok {
		return false
	}
	p.wrote = true
	plan.list(&p.b, parts, rows)
	return true
}
