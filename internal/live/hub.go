package live

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"festival/internal/changes"
	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/lineup"
)

// loadTimeout bounds each flush's database work.
const loadTimeout = 5 * time.Second

// Hub fans set changes out to this instance's subscribers. Per flush it loads the changed sets
// once and hands every subscriber of their edition the same Event (an archived set's event
// carries only its id and archived: lineup.Card.Withdrawn); flushes start at least Coalesce
// apart, so changes arriving within it of each other are merged. Delivering never blocks: each
// subscriber queues at most one event per set (see Sub), so one that is behind gets each set's
// latest state.
//
// Per flush it also re-checks the visibility of the editions concerned (Visible) and completes
// the subscribers who may no longer see theirs (unpublished: everyone but admins; archived, or
// the festival archived: everyone). An event with the nil set id (EditionChanged) asks only for
// that check; the database sends one when an edition's or festival's published or archived
// flag changes.
//
// It also closes sockets whose session ends (WatchSession): the database publishes each revoked
// or deleted session on SessionChannel.
type Hub struct {
	Pool    *pgxpool.Pool
	Load    func(ctx context.Context, setIDs []uuid.UUID) ([]*lineup.Card, error)
	Visible func(ctx context.Context, editionIDs []uuid.UUID) (map[uuid.UUID]festival.Visibility, error)
	// SessionsEnded returns which of ids are no longer live sessions (asked after a reconnect,
	// and every SessionCheckInterval).
	SessionsEnded func(ctx context.Context, ids []uuid.UUID) ([]uuid.UUID, error)
	// SessionCheckInterval is how often every watched session is checked again, all in one
	// call of SessionsEnded: a revocation whose NOTIFY was missed closes its sockets within it.
	// 0: only after a reconnect.
	SessionCheckInterval time.Duration
	Log                  *slog.Logger
	Coalesce             time.Duration
	// Watch, when set, hears of every set change, watched or not, and of the listener going up
	// and down (internal/cards keeps set card contents while it listens).
	Watch ChangeWatcher
	// Rows, when set, hears of every change of a set of an edition, its votes included, and of
	// the listener going up and down (internal/cards keeps the sets page's order and tallies).
	Rows RowWatcher
	// Content, when set, hears of every change of festivals, editions, stages and genres
	// (changes.ContentChannel) and of the listener going up and down (internal/kept).
	Content ContentWatcher

	mu   sync.Mutex
	subs map[uuid.UUID]map[*Sub]struct{} // the subscribers of single set events
	// batches are the editions' batch subscribers and open windows (batch.go).
	batches     map[uuid.UUID]*editionBatch
	batchWindow time.Duration // SetBatchWindow's
	batchesSent atomic.Int64
	pending     map[uuid.UUID]bool     // changed sets → whether more than their votes changed
	editions    map[uuid.UUID]struct{} // editions to re-check at the next flush
	kick        chan struct{}
	once        sync.Once
	sessions    sessionWatches
	notes       notificationWatches
	sync        catchUp // under mu
	// locations are memberLocationsChanged's watches by group (locations.go).
	locations versionWatches
	// editionMaps are editionMapChanged's watches by edition (locations.go).
	editionMaps versionWatches
	// meetingPoints are meetingPointsChanged's watches by group (locations.go).
	meetingPoints versionWatches
}

// ChangeWatcher is told of every set change this instance hears, and whether it is listening:
// while it is not, changes may be missed.
type ChangeWatcher interface {
	Listening(on bool)
	SetChanged(set uuid.UUID)
}

// RowWatcher is told of every change (content or votes) of a set of an edition this instance
// hears, and whether it is listening: while it is not, changes may be missed.
type RowWatcher interface {
	Listening(on bool)
	RowChanged(edition, set uuid.UUID)
}

// ContentWatcher is told of every announced change of the content around the cards (festivals,
// editions, stages, genres), and whether it is listening: while it is not, changes may be
// missed.
type ContentWatcher interface {
	Listening(on bool)
	Changed()
}

// EditionChanged is the set id of an event that only says the edition's visibility may have
// changed.
var EditionChanged = uuid.Nil

// Event is one changed set of one flush, the same value for every subscriber of its edition.
// Subscribers can share work per event with Memo.
type Event struct {
	// Card is the changed set (nil in a batch).
	Card *lineup.Card
	// Batch, in a batch subscriber's event, are the window's changed sets, one event each.
	Batch []*Event
	// mergedWith and merged are this batch merged with the next one (mergeBatches), kept for
	// the other subscribers that are behind by the same two (under the hub's lock).
	mergedWith, merged *Event
	// Content says more than the set's votes changed (name, time, stage, artists, archived),
	// or that the change's kind is unknown; false after votes only.
	Content bool
	// content is this event with Content set, made once when a subscriber's queue merges it
	// with a content change (under the hub's lock).
	content *Event

	mu   sync.Mutex
	memo map[string]*memoEntry
	// computed holds the values computed, for lock-free reads: every subscriber asks for them.
	// An event has a few (one per distinct selection): a list, copied on each addition, that a
	// reader scans (cheaper than hashing the key into a map, measured at 10,000 subscribers).
	computed atomic.Pointer[[]computedValue]
}

type computedValue struct {
	key string
	v   any
}

// lookup returns key's computed value.
func (e *Event) lookup(key string) (any, bool) {
	if list := e.computed.Load(); list != nil {
		for _, c := range *list {
			if c.key == key {
				return c.v, true
			}
		}
	}
	return nil, false
}

// store adds key's computed value (under e.mu).
func (e *Event) store(key string, v any) {
	var list []computedValue
	if old := e.computed.Load(); old != nil {
		list = append(make([]computedValue, 0, len(*old)+1), *old...)
	}
	list = append(list, computedValue{key, v})
	e.computed.Store(&list)
}

type memoEntry struct {
	done     chan struct{}
	v        any
	ok       bool
	finished bool // under the event's lock
}

// Memoized returns key's value when it is there (done: Memo would return it at once), and
// whether it is being computed (busy: Memo would wait for it).
func (e *Event) Memoized(key string) (v any, done, busy bool) {
	if v, ok := e.lookup(key); ok {
		return v, true, false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	m := e.memo[key]
	if m == nil {
		return nil, false, false
	}
	if m.finished {
		return m.v, true, false
	}
	return nil, false, true
}

// Memo returns the value kept under key for this event. The first caller computes it with fn
// while later callers wait; if fn fails (ok false) the next waiter computes it instead. The
// values live as long as the event, i.e. until every subscriber has handled it.
func (e *Event) Memo(ctx context.Context, key string, fn func() (any, bool)) (any, bool) {
	for {
		e.mu.Lock()
		if e.memo == nil {
			e.memo = map[string]*memoEntry{}
		}
		m := e.memo[key]
		if m == nil {
			m = &memoEntry{done: make(chan struct{})}
			e.memo[key] = m
			e.mu.Unlock()
			func() {
				defer close(m.done)
				defer func() {
					e.mu.Lock()
					if m.ok {
						m.finished = true
						e.store(key, m.v)
					} else {
						delete(e.memo, key)
					}
					e.mu.Unlock()
				}()
				m.v, m.ok = fn()
			}()
			return m.v, m.ok
		}
		e.mu.Unlock()
		select {
		case <-m.done:
		case <-ctx.Done():
			return nil, false
		}
		if m.ok {
			return m.v, true
		}
	}
}

// WaitMemo waits while key's value is being computed; false when ctx ended first.
func (e *Event) WaitMemo(ctx context.Context, key string) bool {
	e.mu.Lock()
	m := e.memo[key]
	e.mu.Unlock()
	if m == nil {
		return true
	}
	select {
	case <-m.done:
		return true
	case <-ctx.Done():
		return false
	}
}

func (h *Hub) init() {
	h.once.Do(func() {
		h.subs = map[uuid.UUID]map[*Sub]struct{}{}
		h.batches = map[uuid.UUID]*editionBatch{}
		h.pending = map[uuid.UUID]bool{}
		h.editions = map[uuid.UUID]struct{}{}
		h.kick = make(chan struct{}, 1)
		h.sync = newCatchUp()
	})
}

// Subscribe starts queueing the edition's changed sets on the returned Sub. admin
// says whether the subscriber may still see the edition while it is unpublished.
func (h *Hub) Subscribe(edition uuid.UUID, admin bool) *Sub {
	h.init()
	s := &Sub{edition: edition, admin: admin}
	h.mu.Lock()
	if h.subs[edition] == nil {
		h.subs[edition] = map[*Sub]struct{}{}
	}
	h.subs[edition][s] = struct{}{}
	h.mu.Unlock()
	return s
}

// Unsubscribe stops s; it is safe to call more than once.
func (h *Hub) Unsubscribe(s *Sub) {
	h.mu.Lock()
	h.removeLocked(s)
	h.mu.Unlock()
}

func (h *Hub) removeLocked(s *Sub) {
	if s.closed {
		return
	}
	s.closed = true
	s.end()
	if s.batches {
		h.endBatchesLocked(s)
		return
	}
	delete(h.subs[s.edition], s)
	if len(h.subs[s.edition]) == 0 {
		delete(h.subs, s.edition)
	}
}

// Subscribers counts the open subscriptions.
func (h *Hub) Subscribers() int {
	h.init()
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, m := range h.subs {
		n += len(m)
	}
	for _, b := range h.batches {
		n += len(b.subs)
	}
	return n
}

// Publish queues a changed set as if its NOTIFY had arrived (used by the listener); set
// EditionChanged queues only a visibility check of the edition.
func (h *Hub) Publish(edition, set uuid.UUID) { h.publish(edition, set, true) }

// PublishVotes queues a set whose votes (only) changed.
func (h *Hub) PublishVotes(edition, set uuid.UUID) { h.publish(edition, set, false) }

func (h *Hub) publish(edition, set uuid.UUID, content bool) {
	h.init()
	h.mu.Lock()
	_, watched := h.subs[edition]
	if _, batched := h.batches[edition]; batched {
		watched = true
	}
	if watched {
		h.editions[edition] = struct{}{}
		if set != EditionChanged {
			h.pending[set] = h.pending[set] || content
		}
	}
	h.mu.Unlock()
	if watched {
		select {
		case h.kick <- struct{}{}:
		default:
		}
	}
}

// Run listens for changes and delivers them until ctx ends.
func (h *Hub) Run(ctx context.Context) {
	h.init()
	go h.flushLoop(ctx)
	if h.SessionCheckInterval > 0 {
		go h.checkSessions(ctx)
	}
	first := true
	for ctx.Err() == nil {
		err := h.listen(ctx, !first)
		first = false
		if ctx.Err() != nil {
			return
		}
		h.Log.WarnContext(ctx, "live: listener lost its connection; reconnecting", "err", errText(err))
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

// checkSessions checks every watched session each SessionCheckInterval until ctx ends.
func (h *Hub) checkSessions(ctx context.Context) {
	t := time.NewTicker(h.SessionCheckInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			h.recheckSessions(ctx)
		}
	}
}

// listen holds one dedicated connection (outside the request pool, so traffic can never keep
// it from reconnecting) with LISTEN until it fails. After a reconnect, events may have been
// missed, so every subscriber is dropped (clients resubscribe and refetch) and every watched
// session is checked again. A connection that went silent is noticed by a ping every listenPing.
//
// Notifications are handled one at a time in commit order: a session's end closes its sockets
// before any change committed after it is queued for delivery.
func (h *Hub) listen(ctx context.Context, reconnect bool) error {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	conn, err := db.ConnectListener(cctx, h.Pool)
	for _, ch := range []string{changes.Channel, changes.ContentChannel, SessionChannel, NotificationChannel, LocationChannel, EditionMapChannel, MeetingPointChannel, h.sync.channel} {
		if err == nil {
			_, err = conn.Exec(cctx, "LISTEN "+ch)
		}
	}
	cancel()
	if conn != nil {
		defer func() {
			cctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			conn.Close(cctx) //nolint:errcheck // the connection is being dropped; a failed goodbye changes nothing
		}()
	}
	if err != nil {
		return err
	}
	defer h.syncListening(false) // after Watch.Listening(false): see syncListening
	if h.Watch != nil {
		h.Watch.Listening(true)
		defer h.Watch.Listening(false)
	}
	if h.Rows != nil {
		h.Rows.Listening(true)
		defer h.Rows.Listening(false)
	}
	if h.Content != nil {
		h.Content.Listening(true)
		defer h.Content.Listening(false)
	}
	h.syncListening(true)
	if reconnect {
		h.dropAll()
		h.endNotificationWatches()
		h.locations.end()
		h.editionMaps.end()
		h.meetingPoints.end()
	}
	h.recheckSessions(ctx)
	for {
		wctx, cancel := context.WithTimeout(ctx, listenPing)
		n, err := conn.WaitForNotification(wctx)
		quiet := err != nil && wctx.Err() != nil && ctx.Err() == nil && !conn.IsClosed()
		cancel()
		if quiet {
			pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err = conn.Ping(pctx)
			cancel()
			if err == nil {
				continue
			}
		}
		if err != nil {
			return err
		}
		if n.Channel == h.sync.channel {
			h.caughtUpTo(n.Payload)
			continue
		}
		if n.Channel == changes.ContentChannel {
			if h.Content != nil {
				h.Content.Changed()
			}
			continue
		}
		if n.Channel == NotificationChannel {
			h.notificationAdded(n.Payload)
			continue
		}
		if n.Channel == LocationChannel {
			h.locations.changed(n.Payload)
			continue
		}
		if n.Channel == EditionMapChannel {
			h.editionMaps.changed(n.Payload)
			continue
		}
		if n.Channel == MeetingPointChannel {
			h.meetingPoints.changed(n.Payload)
			continue
		}
		if n.Channel == SessionChannel {
			if id, err := uuid.Parse(n.Payload); err == nil {
				h.endSessions(id)
			}
			continue
		}
		edition, sets, content, ok := parsePayload(n.Payload)
		if !ok {
			continue
		}
		for _, set := range sets {
			if set != EditionChanged && content && h.Watch != nil {
				h.Watch.SetChanged(set)
			}
			if set != EditionChanged && h.Rows != nil {
				h.Rows.RowChanged(edition, set)
			}
			h.publish(edition, set, content)
		}
	}
}

// listenPing is how long the listener waits in silence before checking its connection.
const listenPing = 30 * time.Second

func (h *Hub) dropAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, m := range h.subs {
		for s := range m {
			h.removeLocked(s)
		}
	}
	for _, b := range h.batches {
		for s := range b.subs {
			h.removeLocked(s)
		}
	}
}

// flushLoop flushes on the leading edge: a change after a quiet spell goes out at once, and
// during a burst flushes start at least Coalesce apart, so a burst costs one load per Coalesce
// (what arrives meanwhile, and while a flush runs, goes out together in the next).
func (h *Hub) flushLoop(ctx context.Context) {
	var last time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-h.kick:
		}
		if wait := h.Coalesce - time.Since(last); wait > 0 {
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
		}
		last = time.Now()
		h.flush(ctx)
	}
}

func (h *Hub) flush(ctx context.Context) {
	h.mu.Lock()
	ids := make([]uuid.UUID, 0, len(h.pending))
	content := h.pending
	for id := range h.pending {
		ids = append(ids, id)
	}
	editions := make([]uuid.UUID, 0, len(h.editions))
	for id := range h.editions {
		editions = append(editions, id)
	}
	h.pending = map[uuid.UUID]bool{}
	h.editions = map[uuid.UUID]struct{}{}
	h.mu.Unlock()
	if len(editions) > 0 && h.Visible != nil {
		h.checkVisibility(ctx, editions)
	}
	if len(ids) == 0 {
		return
	}
	lctx, cancel := context.WithTimeout(ctx, loadTimeout)
	sets, err := h.Load(lctx, ids)
	cancel()
	if err != nil {
		// The events are lost: complete every subscription, so clients resubscribe and refetch.
		h.Log.ErrorContext(ctx, "live: loading changed sets failed; dropping subscribers", "err", err.Error())
		h.dropAll()
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, card := range sets {
		changed := content[card.Set.ID]
		if card.Set.Archived {
			card, changed = card.Withdrawn(), true
		}
		ev := &Event{Card: card, Content: changed}
		for s := range h.subs[card.Set.FestivalEditionID] {
			s.push(ev)
		}
		h.addToBatch(card.Set.FestivalEditionID, ev)
	}
}

// checkVisibility completes the subscribers of editions who may no longer see theirs. When the
// check fails, nobody is dropped (a database hiccup must not end every subscription).
func (h *Hub) checkVisibility(ctx context.Context, editions []uuid.UUID) {
	ctx, cancel := context.WithTimeout(ctx, loadTimeout)
	defer cancel()
	vis, err := h.Visible(ctx, editions)
	if err != nil {
		h.Log.ErrorContext(ctx, "live: checking edition visibility failed", "err", err.Error())
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, e := range editions {
		v := vis[e]
		keep := func(s *Sub) bool { return v.Public || (s.admin && v.Admins) }
		for s := range h.subs[e] {
			if !keep(s) {
				h.removeLocked(s)
			}
		}
		if b := h.batches[e]; b != nil {
			for s := range b.subs {
				if !keep(s) {
					h.removeLocked(s)
				}
			}
		}
	}
}

// parsePayload reads "edition set [set ...]" (a change of any kind to those sets of the
// edition) or "edition set votes" (votes only); a last word that is not an id is the change's
// kind, and only "votes" says votes only.
func parsePayload(p string) (edition uuid.UUID, sets []uuid.UUID, content, ok bool) {
	f := strings.Fields(p)
	if len(f) < 2 {
		return uuid.Nil, nil, false, false
	}
	content = true
	if _, err := uuid.Parse(f[len(f)-1]); err != nil {
		content = f[len(f)-1] != changes.VotesKind
		f = f[:len(f)-1]
	}
	if len(f) < 2 {
		return uuid.Nil, nil, false, false
	}
	edition, err := uuid.Parse(f[0])
	if err != nil {
		return uuid.Nil, nil, false, false
	}
	sets = make([]uuid.UUID, 0, len(f)-1)
	for _, w := range f[1:] {
		id, err := uuid.Parse(w)
		if err != nil {
			return uuid.Nil, nil, false, false
		}
		sets = append(sets, id)
	}
	return edition, sets, content, true
}

// withContent is ev marked as a content change, for a queue that merges it with one: the same
// value for every such subscriber (under the hub's lock).
func (ev *Event) withContent() *Event {
	if ev.Content {
		return ev
	}
	if ev.content == nil {
		ev.content = &Event{Card: ev.Card, Content: true}
	}
	return ev.content
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
