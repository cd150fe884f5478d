package graph

import (
	"context"
	"sort"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/cards"
	"festival/internal/identity"
	"festival/internal/lineup"
)

// sets is Edition.sets as setsConnection answers it: the page's rows (ids, tallies, the
// viewer's votes) from one statement, its edges written from the card cache, the connection's
// other fields by gqlgen. A group's vote perspective goes through gqlgen.
func (p *fastWriter) sets(ctx context.Context, e *model.Edition, f graphql.CollectedField) bool {
	ctx, fc, ok := p.enter(ctx, "Edition", f, p.ec.field_Edition_sets_args)
	filter, _ := fc.Args["filter"].(*model.SetFilter)
	first, _ := fc.Args["first"].(*int)
	after, _ := fc.Args["after"].(*string)
	sort, _ := fc.Args["sort"].(*model.SetSort)
	a, err := readSetsArgs(first, after, sort, filter)
	if !ok || err != nil || (filter != nil && filter.GroupID != nil) {
		return false
	}
	for _, g := range graphql.CollectFields(p.op, f.Selections, setConnectionImplementors) {
		if g.Name == "edges" && p.plan(g).write == nil {
			return false // a set field the fast path does not write: compiled before any statement
		}
	}
	page, err := p.f.r.SetOrders.Page(p.ctx, p.f.r.LineupService, e.ID, a.sort, a.filter, a.n, a.offset)
	if err != nil || page.GroupIgnored {
		return false
	}
	entries, ok := p.rowCards(e, page.Rows)
	info := &relay.PageInfo{HasNextPage: page.HasNext, HasPreviousPage: a.offset > 0}
	if n := len(page.Rows); n > 0 {
		start, end := relay.EncodeCursor(a.offset), relay.EncodeCursor(a.offset+n-1)
		info.StartCursor, info.EndCursor = &start, &end
	}
	conn := &model.SetConnection{PageInfo: info, TotalCount: max(page.Total, 0), IgnoredFilters: nonNil(a.ignored)}
	fc.Result = conn
	edges := func(_ context.Context, g graphql.CollectedField) bool {
		return g.Name == "edges" && p.list(p.plan(g), page.Rows, entries, a.offset)
	}
	return ok && p.object(ctx, f.Selections, setConnectionImplementors, edges, func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler {
		return p.ec._SetConnection(ctx, sel, conn)
	})
}

// timetable is Edition.timetable(q) as the resolver answers it (every set by start time, or
// those matching q), written from the card cache: the rows (ids, everyone's tallies, the
// viewer's votes) come from one statement for the whole edition, the content from the cards.
func (p *fastWriter) timetable(ctx context.Context, e *model.Edition, f graphql.CollectedField) bool {
	_, fc, ok := p.enter(ctx, "Edition", f, p.ec.field_Edition_timetable_args)
	if !ok || p.plan(f).write == nil {
		return false
	}
	var rows []lineup.PageRow
	var err error
	if q, _ := fc.Args["q"].(*string); q == nil {
		rows, err = p.f.r.LineupService.Timetable(p.ctx, e.ID)
	} else if search, bad := searchQuery(*q); bad != nil {
		return false
	} else {
		var page *lineup.IDPage
		if page, err = p.f.r.LineupService.SetPage(p.ctx, e.ID, lineup.SortDateAsc, lineup.Filter{Query: search}, lineup.MaxTimetable, 0); err == nil {
			rows = page.Rows
		}
	}
	entries, ok := p.rowCards(e, rows)
	return err == nil && ok && p.list(p.plan(f), rows, entries, 0)
}

// timetableChanges is Edition.timetableChanges as timetableChanges (the resolver) answers it,
// with the sets' content from the card cache: the service's statements give the watermark,
// removals, the viewer's votes and the sets' ids (with the rows of a complete answer); gqlgen
// writes all but the sets. A since that does not parse goes to gqlgen, which answers its error.
func (p *fastWriter) timetableChanges(ctx context.Context, e *model.Edition, f graphql.CollectedField) bool {
	ctx, fc, ok := p.enter(ctx, "Edition", f, p.ec.field_Edition_timetableChanges_args)
	var since *lineup.Watermark
	if s, _ := fc.Args["since"].(*string); s != nil {
		w, err := lineup.ParseWatermark(*s)
		ok, since = ok && err == nil, &w
	}
	selected, tally := false, false
	for _, g := range graphql.CollectFields(p.op, f.Selections, timetableChangesImplementors) {
		if g.Name == "sets" {
			pl := p.plan(g)
			ok, selected, tally = ok && pl.write != nil, true, tally || (pl.set != nil && pl.set.tally)
		}
	}
	if !ok {
		return false
	}
	c, err := p.f.r.LineupService.TimetableChangeIDs(p.ctx, e.ID, since)
	if err != nil || (tally && !c.Complete) { // changed sets' tallies are not read here
		return false
	}
	var rows []lineup.PageRow
	var entries []*cards.Entry
	if selected {
		if rows, entries, ok = p.syncRows(e, c); !ok {
			return false
		}
	}
	sync := syncOf(c.Watermark, c.Complete, c.RemovedIDs, nil) // myVotes are written here
	votes := make([]lineup.PageRow, 0, len(c.MyVotes))         // as the resolver, without unknown votes
	for i, v := range c.MyVotes {
		if voteType(v.Vote) != nil {
			votes = append(votes, lineup.PageRow{ID: v.SetID, MyVote: &c.MyVotes[i].Vote})
		}
	}
	fc.Result = sync
	sets := func(_ context.Context, g graphql.CollectedField) bool {
		if g.Name == "myVotes" { // thousands for a viewer who voted on every set: by hand
			return p.list(&listPlan{write: compile(p, g.Selections, timetableVoteImplementors, p.rowField(nil))}, votes, nil, 0)
		}
		return g.Name == "sets" && p.list(p.plan(g), rows, entries, 0)
	}
	return p.object(ctx, f.Selections, timetableChangesImplementors, sets, func(ctx context.Context, sel ast.SelectionSet) graphql.Marshaler {
		return p.ec._TimetableChanges(ctx, sel, sync)
	})
}

// syncRows returns the sets a sync writes, with their cache entries: the whole timetable's
// rows (the watermark going back to the oldest card's read), or the changed sets read again.
func (p *fastWriter) syncRows(e *model.Edition, c *lineup.TimetableChangeIDs) ([]lineup.PageRow, []*cards.Entry, bool) {
	if c.Complete {
		entries, ok := p.rowCards(e, c.Rows)
		for _, en := range entries {
			// A cached card may predate a change this instance has not heard of yet: the answer's
			// watermark goes back to the oldest card's read, so the next sync lists that change.
			if x := en.Card.ReadXmin; x > 0 && x < c.Watermark.Xmin {
				c.Watermark.Xmin = x
			}
		}
		return c.Rows, entries, ok
	}
	// The changed sets are read again (their entries dropped first): this instance may not have
	// heard of their change yet, and an answer with an older content and the newer watermark
	// would keep it on the client until the set changes again.
	for _, id := range c.Changed {
		p.f.cards.SetChanged(id)
	}
	entries, err := p.f.cards.Get(p.ctx, c.Changed)
	// As TimetableChanges: sets archived or moved away since are left out, the others by start.
	kept := entries[:0:0]
	for _, en := range entries {
		if !en.Card.Set.Archived && en.Card.Set.FestivalEditionID == e.ID {
			kept = append(kept, en)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return lineup.ByStart(kept[i].Card.Set, kept[j].Card.Set) })
	// The resolver reads a changed set's myVote from the viewer's votes (Set.myVote's loader):
	// the same votes as myVotes (every vote on the edition's non-archived sets; 0, written
	// null, for none and for a signed-out viewer).
	votes := make(map[uuid.UUID]int, len(c.MyVotes))
	for _, v := range c.MyVotes {
		votes[v.SetID] = v.Vote
	}
	rows := make([]lineup.PageRow, len(kept))
	for i, en := range kept {
		v := votes[en.Card.Set.ID]
		rows[i] = lineup.PageRow{ID: en.Card.Set.ID, MyVote: &v}
	}
	return rows, kept, err == nil
}

// rowCards returns the cache entries of the rows' sets; false when a row lacks the viewer's vote
// or a set changed since the rows' statement (archived, or moved to another edition).
func (p *fastWriter) rowCards(e *model.Edition, rows []lineup.PageRow) ([]*cards.Entry, bool) {
	signedIn := identity.From(p.ctx) != nil
	ids := make([]uuid.UUID, len(rows))
	for i := range rows {
		ids[i] = rows[i].ID
		if signedIn && rows[i].MyVote == nil {
			return nil, false
		}
	}
	entries, err := p.f.cards.Get(p.ctx, ids)
	for _, en := range entries {
		if en.Card.Set.Archived || en.Card.Set.FestivalEditionID != e.ID {
			return nil, false
		}
	}
	return entries, err == nil
}
