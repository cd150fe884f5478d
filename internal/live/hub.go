package live

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"festival/internal/db"
	"festival/internal/lineup"
)

// Hub fans set changes out to this instance's subscribers. Per flush it loads the changed sets
// once and hands every subscriber of their edition the same value; changes arriving within
// Coalesce of each other are merged; a subscriber whose buffer is full is dropped (its channel
// closed, so the client resubscribes and refetches) instead of blocking the others.
type Hub struct {
	Pool     *pgxpool.Pool
	Load     func(ctx context.Context, setIDs []uuid.UUID) ([]*lineup.Set, error)
	Log      *slog.Logger
	Coalesce time.Duration
	Buffer   int

	mu      sync.Mutex
	subs    map[uuid.UUID]map[*Sub]struct{}
	pending map[uuid.UUID]struct{}
	kick    chan struct{}
	once    sync.Once
}

// Sub is one subscriber of an edition's set changes.
type Sub struct {
	C       chan *lineup.Set
	edition uuid.UUID
	closed  bool
}

func (h *Hub) init() {
	h.once.Do(func() {
		h.subs = map[uuid.UUID]map[*Sub]struct{}{}
		h.pending = map[uuid.UUID]struct{}{}
		h.kick = make(chan struct{}, 1)
		if h.Buffer <= 0 {
			h.Buffer = 32
		}
	})
}

// Subscribe starts delivering the edition's changed sets on the returned Sub's channel.
func (h *Hub) Subscribe(edition uuid.UUID) *Sub {
	h.init()
	s := &Sub{C: make(chan *lineup.Set, h.Buffer), edition: edition}
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
	close(s.C)
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
	return n
}

// Publish queues a changed set as if its NOTIFY had arrived (used by the listener).
func (h *Hub) Publish(edition, set uuid.UUID) {
	h.init()
	h.mu.Lock()
	_, watched := h.subs[edition]
	if watched {
		h.pending[set] = struct{}{}
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

// listen holds one dedicated connection (outside the request pool, so traffic can never keep
// it from reconnecting) with LISTEN until it fails. After a reconnect, events may have been
// missed, so every subscriber is dropped: clients resubscribe and refetch. A connection that
// went silent is noticed by a ping every listenPing.
func (h *Hub) listen(ctx context.Context, reconnect bool) error {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	conn, err := db.ConnectListener(cctx, h.Pool)
	if err == nil {
		_, err = conn.Exec(cctx, "LISTEN "+Channel)
	}
	cancel()
	if conn != nil {
		defer func() {
			cctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			conn.Close(cctx) //nolint:errcheck
		}()
	}
	if err != nil {
		return err
	}
	if reconnect {
		h.dropAll()
	}
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
		edition, set, ok := parsePayload(n.Payload)
		if ok {
			h.Publish(edition, set)
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
}

func (h *Hub) flushLoop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-h.kick:
		}
		select { // let a burst gather
		case <-ctx.Done():
			return
		case <-time.After(h.Coalesce):
		}
		h.flush(ctx)
	}
}

func (h *Hub) flush(ctx context.Context) {
	h.mu.Lock()
	ids := make([]uuid.UUID, 0, len(h.pending))
	for id := range h.pending {
		ids = append(ids, id)
	}
	h.pending = map[uuid.UUID]struct{}{}
	h.mu.Unlock()
	if len(ids) == 0 {
		return
	}
	sets, err := h.Load(ctx, ids)
	if err != nil {
		h.Log.ErrorContext(ctx, "live: loading changed sets failed", "err", err.Error())
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, set := range sets {
		for s := range h.subs[set.FestivalEditionID] {
			select {
			case s.C <- set:
			default:
				h.Log.WarnContext(ctx, "live: dropping a slow subscriber")
				h.removeLocked(s)
			}
		}
	}
}

func parsePayload(p string) (edition, set uuid.UUID, ok bool) {
	a, b, found := strings.Cut(p, " ")
	if !found {
		return uuid.Nil, uuid.Nil, false
	}
	e, err1 := uuid.Parse(a)
	s, err2 := uuid.Parse(b)
	return e, s, err1 == nil && err2 == nil
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
