package web

import (
	"context"
	"errors"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// EventSource is where a subscription's responses come from, as the transport sees it: with
// one, no goroutine waits between events; the socket's writer computes each response when its
// event is there, right before writing it.
type EventSource interface {
	// Notify returns true when the next response is ready (the response handler will not
	// wait); otherwise it calls wake once, later, when it is. wake does not block.
	Notify(wake func()) bool
	// TakeReady takes the next response if it is computed already (or, with wait, once another
	// operation computing it is done) and holds data only (one shared by many subscribers):
	// the writer then writes its data without running the executor.
	TakeReady(ctx context.Context, wait bool) (data []byte, ok bool)
	// Free reports whether the next response can be computed without waiting for another
	// operation computing it (an event nobody is computing is pending, or the end).
	Free() bool
}

type eventSlot struct{ src EventSource }

type eventSlotKey struct{}

func withEventSlot(ctx context.Context) (context.Context, *eventSlot) {
	s := &eventSlot{}
	return context.WithValue(ctx, eventSlotKey{}, s), s
}

// SetEventSource tells the transport serving ctx's operation that its responses come from src.
// An operation middleware calls it once the subscription's resolver attached its events; it
// returns false when the transport does not take event sources (HTTP).
func SetEventSource(ctx context.Context, src EventSource) bool {
	s, _ := ctx.Value(eventSlotKey{}).(*eventSlot)
	if s == nil {
		return false
	}
	s.src = src
	return true
}

// eventOp is a running subscription whose responses the socket's writer produces.
type eventOp struct {
	s         *socket
	id        string
	ctx       context.Context
	alive     context.Context // ctx's cancellation, cheap to ask (ctx is many values deep)
	cancel    context.CancelFunc
	wakeFn    func() // wake, made once
	rc        *graphql.OperationContext
	responses graphql.ResponseHandler
	src       EventSource
	queued    bool // in s.ready; under s.mu
	head      []byte
}

// prefix is op's next messages' envelope up to the data.
func (op *eventOp) prefix() []byte {
	if op.head == nil {
		op.head = nextPrefix(op.id)
	}
	return op.head
}

// arm asks to be woken at the next event.
func (op *eventOp) arm() {
	if op.src.Notify(op.wakeFn) {
		op.wake()
	}
}

// wake puts op on the socket's ready list and makes sure the writer runs.
func (op *eventOp) wake() {
	s := op.s
	s.mu.Lock()
	if !op.queued {
		op.queued = true
		s.ready = append(s.ready, op)
	}
	s.mu.Unlock()
	s.conn.kick()
}

// produce appends the frames of every ready operation's pending responses (the socket's
// writer calls it just before writing).
func (s *socket) produce(b []byte) []byte {
	s.mu.Lock()
	ready := s.ready
	s.ready = nil
	for _, op := range ready {
		op.queued = false
	}
	s.mu.Unlock()
	for _, op := range ready {
		b = op.drain(b)
	}
	return b
}

// drain appends op's pending responses and arms it again, or ends it. After the first it takes
// only responses it need not wait for (computed already, or computed here when nobody else
// is), so what is rendered goes out without waiting for another operation's; the rest comes in
// the writer's next round. Computing them here matters when every socket is behind: if each
// took only what others computed, each write would carry one event.
func (op *eventOp) drain(b []byte) (out []byte) {
	out = b
	defer func() {
		if r := recover(); r != nil {
			err := op.rc.Recover(op.ctx, r)
			var gqlErr *gqlerror.Error
			if !errors.As(err, &gqlErr) {
				gqlErr = &gqlerror.Error{Message: "internal system error"}
			}
			op.s.end(op.id, op.cancel)
			op.s.sendErrors(op.id, gqlerror.List{gqlErr})
		}
	}()
	for n := 0; op.src.Notify(op.wakeFn); n++ {
		if op.alive.Err() == nil {
			if data, ok := op.src.TakeReady(op.alive, n == 0); ok {
				out = appendTextFrame(out, op.prefix(), data, nextSuffix)
				continue
			}
		}
		if n > 0 && !op.src.Free() {
			op.wake() // what another operation computes waits for the next round, after this write
			return out
		}
		resp := op.responses(op.ctx)
		if resp == nil {
			op.s.end(op.id, op.cancel)
			op.s.complete(op.id)
			return out
		}
		var err error
		if out, err = appendNextFrame(out, op.id, resp); err != nil {
			op.s.end(op.id, op.cancel)
			return out
		}
	}
	return out
}
