package cards

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/google/uuid"

	"festival/internal/lineup"
)

// DefaultMaxEditions is the number of editions Orders keeps when MaxEditions is 0.
const DefaultMaxEditions = 64

// Orders keeps, per instance and edition, what the unfiltered sets page orders and counts by
// (lineup.OrderRow: every non-archived set's sort keys and vote counts), so that such a page
// reads no ids, order or tallies from the database. Like Cache, it is kept only while this
// instance listens (the live hub), and a set's row is read again (lineup.Service.OrderRows, for
// all the sets changed since, in one statement) on the first page after the database
// announced a change of the set: its votes (the "votes" event of set_tallies' trigger) or its
// content (name, start, archived, edition, artists' followers: the sets' triggers). While it
// does not listen, pages go to the database (Page says false).
type Orders struct {
	// Load returns the order rows of an edition (ids nil) or of the sets ids (OrderRows).
	Load func(ctx context.Context, edition uuid.UUID, ids []uuid.UUID) ([]lineup.OrderRow, error)
	// MaxEditions bounds the editions kept (0: DefaultMaxEditions).
	MaxEditions int

	mu        sync.Mutex
	listening bool
	gen       uint64
	editions  map[uuid.UUID]*editionOrder

	loads atomic.Int64
}

// editionOrder is one edition's rows: snap is what pages read; dirty the sets announced since
// (with the gen of their last announcement, under Orders.mu); refresh serialises reads.
type editionOrder struct {
	refresh sync.Mutex
	snap    atomic.Pointer[orderSnapshot]
	dirty   map[uuid.UUID]uint64
}

// orderSnapshot is an edition's rows at one time; each sort's order is made on first use.
type orderSnapshot struct {
	rows   []lineup.OrderRow
	pos    map[uuid.UUID]int
	orders sync.Map // lineup.Sort → []int32
}

func (s *orderSnapshot) order(sort lineup.Sort) []int32 {
	if o, ok := s.orders.Load(sort); ok {
		return o.([]int32)
	}
	o := lineup.SortOrderRows(s.rows, sort)
	s.orders.Store(sort, o)
	return o
}

// Listening says whether this instance hears every change; either way everything is dropped.
func (o *Orders) Listening(on bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.listening = on
	o.gen++
	o.editions = nil
}

// Reset drops every edition kept (after a role holder's write when this instance could not
// make sure in time that it heard the write's announcement: see live.Hub.CaughtUp).
func (o *Orders) Reset() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.gen++
	o.editions = nil
}

// RowChanged marks a set of an edition as changed (its votes or its content): the edition's
// next page reads its row again.
func (o *Orders) RowChanged(edition, set uuid.UUID) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.gen++
	if e := o.editions[edition]; e != nil {
		e.dirty[set] = o.gen
	}
}

// Loads returns how many statements Orders ran (whole editions and changed rows).
func (o *Orders) Loads() int64 { return o.loads.Load() }

// Page is the sets page's rows (ids, tallies, the viewer's votes): an unfiltered page from the
// kept order and tallies (no statement signed out, the viewer's votes signed in), any other,
// and every page while o is nil or not listening, from lineup.Service.SetPage.
func (o *Orders) Page(ctx context.Context, svc *lineup.Service, edition uuid.UUID, sort lineup.Sort, filter lineup.Filter, limit, offset int) (*lineup.IDPage, error) {
	if o != nil && lineup.IsPlain(filter) {
		rows, order, ok, err := o.Rows(ctx, edition, sort)
		if err != nil {
			return nil, err
		}
		if ok {
			return svc.KeptPage(ctx, rows, order, limit, offset)
		}
	}
	return svc.SetPage(ctx, edition, sort, filter, limit, offset)
}

// Rows returns the edition's rows, in the order of sort, as kept (after reading again the rows
// of the sets changed since); false when this instance is not listening (nothing is kept: the
// caller reads the database).
func (o *Orders) Rows(ctx context.Context, edition uuid.UUID, sort lineup.Sort) ([]lineup.OrderRow, []int32, bool, error) {
	o.mu.Lock()
	if !o.listening {
		o.mu.Unlock()
		return nil, nil, false, nil
	}
	e := o.editions[edition]
	if e == nil {
		if o.editions == nil {
			o.editions = map[uuid.UUID]*editionOrder{}
		}
		limit := o.MaxEditions
		if limit <= 0 {
			limit = DefaultMaxEditions
		}
		for old := range o.editions {
			if len(o.editions) < limit {
				break
			}
			delete(o.editions, old) // an arbitrary one
		}
		e = &editionOrder{dirty: map[uuid.UUID]uint64{}}
		o.editions[edition] = e
	}
	clean := len(e.dirty) == 0
	o.mu.Unlock()
	if snap := e.snap.Load(); snap != nil && clean {
		return snap.rows, snap.order(sort), true, nil
	}
	snap, err := o.refresh(ctx, edition, e)
	if err != nil || snap == nil {
		return nil, nil, false, err
	}
	return snap.rows, snap.order(sort), true, nil
}

// refresh reads the edition's rows (all of them the first time, else those of the sets changed
// since) and keeps the new snapshot; nil when the edition was dropped meanwhile.
func (o *Orders) refresh(ctx context.Context, edition uuid.UUID, e *editionOrder) (*orderSnapshot, error) {
	e.refresh.Lock()
	defer e.refresh.Unlock()
	o.mu.Lock()
	start := o.gen
	var ids []uuid.UUID
	old := e.snap.Load()
	if old != nil {
		ids = make([]uuid.UUID, 0, len(e.dirty))
		for id := range e.dirty {
			ids = append(ids, id)
		}
	}
	o.mu.Unlock()
	if old != nil && len(ids) == 0 {
		return old, nil // another request read them while this one waited
	}
	o.loads.Add(1)
	rows, err := o.Load(ctx, edition, ids)
	if err != nil {
		return nil, err
	}
	next := merged(old, edition, rows, ids)
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.editions[edition] != e {
		return nil, nil // dropped (the listener went down, or evicted): nothing is kept
	}
	for id, at := range e.dirty {
		if at <= start {
			delete(e.dirty, id)
		}
	}
	e.snap.Store(next)
	return next, nil
}

// merged is old with the rows read again for ids (all rows when old is nil): a set no longer in
// the edition, archived or deleted leaves it.
func merged(old *orderSnapshot, edition uuid.UUID, rows []lineup.OrderRow, ids []uuid.UUID) *orderSnapshot {
	if old == nil {
		s := &orderSnapshot{rows: rows, pos: make(map[uuid.UUID]int, len(rows))}
		for i := range rows {
			s.pos[rows[i].ID] = i
		}
		return s
	}
	fresh := make(map[uuid.UUID]*lineup.OrderRow, len(rows))
	for i := range rows {
		if r := &rows[i]; r.EditionID == edition && !r.Archived {
			fresh[r.ID] = r
		}
	}
	same := true // the same sets: the positions stay
	for _, id := range ids {
		_, kept := old.pos[id]
		if _, in := fresh[id]; in != kept {
			same = false
		}
	}
	asked := make(map[uuid.UUID]bool, len(ids))
	for _, id := range ids {
		asked[id] = true
	}
	out := make([]lineup.OrderRow, 0, len(old.rows)+len(fresh))
	for _, r := range old.rows {
		if f, changed := fresh[r.ID]; changed {
			out = append(out, *f)
			delete(fresh, r.ID)
		} else if !asked[r.ID] {
			out = append(out, r)
		}
	}
	for _, id := range ids { // new in the edition, in a stable order
		if f := fresh[id]; f != nil {
			out = append(out, *f)
		}
	}
	s := &orderSnapshot{rows: out, pos: old.pos}
	if !same {
		s.pos = make(map[uuid.UUID]int, len(out))
		for i := range out {
			s.pos[out[i].ID] = i
		}
	}
	return s
}
