package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"

	"festival/graph/model"
	"festival/internal/live"
)

// Stream lets the server's response middleware take a subscription's events from the hub
// before gqlgen resolves them, so that one event's response can be computed once and shared by
// every subscriber with the same selection (see internal/app's shareSubscriptionResponses).
// The operation middleware puts a Stream into the context; the setUpdated resolver attaches its
// hub subscription to it and hands gqlgen the Stream's channel, which the middleware feeds one
// event at a time, only when this subscriber must resolve it itself.
type Stream struct {
	src *live.Sub
	out chan *model.Set
	key string // the shared responses' key in each event's Memo ("": not shared)
}

type streamKey struct{}

// WithStream returns ctx carrying a new Stream.
func WithStream(ctx context.Context) (context.Context, *Stream) {
	s := &Stream{out: make(chan *model.Set, 1)}
	return context.WithValue(ctx, streamKey{}, s), s
}

// StreamFrom returns the Stream of ctx, or nil.
func StreamFrom(ctx context.Context) *Stream {
	s, _ := ctx.Value(streamKey{}).(*Stream)
	return s
}

// Attached reports whether a subscription resolver attached its events.
func (s *Stream) Attached() bool { return s != nil && s.src != nil }

// Edition is the edition of the attached subscription (uuid.Nil when none is attached).
func (s *Stream) Edition() uuid.UUID {
	if !s.Attached() {
		return uuid.Nil
	}
	return s.src.Edition()
}

// SetKey names this subscriber's shared response in each event's Memo.
func (s *Stream) SetKey(key string) { s.key = key }

// Next waits for the next event; false when the subscription ended (the hub completed it) or
// ctx is done. It returns at once when Notify said an event is pending. Of several pending
// events it prefers one whose shared response nobody is computing right now (so that a crowd
// of subscribers that is behind computes them side by side, not one after the other).
func (s *Stream) Next(ctx context.Context) (*live.Event, bool) {
	return s.src.Recv(ctx, s.notBusy)
}

func (s *Stream) notBusy(ev *live.Event) bool {
	_, _, busy := ev.Memoized(s.key)
	return !busy
}

// TakeReady takes the next event when its shared response is computed (waiting while another
// subscriber computes it, if wait) and holds data only, and returns that data: the response,
// without running the executor for this subscriber. false: the next response must be resolved
// through the executor (nobody computed it yet, it is not shared, or it is not plain data).
func (s *Stream) TakeReady(ctx context.Context, wait bool) (data []byte, ok bool) {
	if s.key == "" {
		return nil, false
	}
	for {
		var busy *live.Event
		s.src.TakeIf(s.notBusy, func(ev *live.Event) bool {
			v, done, b := ev.Memoized(s.key)
			if b {
				busy = ev
			}
			resp, _ := v.(*graphql.Response)
			if !done || resp == nil || len(resp.Errors) > 0 || len(resp.Extensions) > 0 || resp.Label != "" || resp.Path != nil || resp.HasNext != nil {
				return false
			}
			data, ok = resp.Data, true
			return true
		})
		if ok || busy == nil || !wait || !busy.WaitMemo(ctx, s.key) {
			return data, ok
		}
	}
}

// Notify returns true when the next response is ready (an event or the end is pending);
// otherwise wake is called once when it is. With it a transport needs no goroutine waiting
// between events (see web.EventSource).
func (s *Stream) Notify(wake func()) bool { return s.src.Notify(wake) }

// Resolve queues ev's set for gqlgen: the next response resolves it.
func (s *Stream) Resolve(ev *live.Event) {
	select {
	case s.out <- model.SetOfCard(ev.Card):
	default: // one is already queued (never the case: each response takes one)
	}
}

// subscribeSets connects a hub subscription to gqlgen: through the context's Stream when there
// is one, else by forwarding every event's set.
func subscribeSets(ctx context.Context, hub *live.Hub, sub *live.Sub) <-chan *model.Set {
	if s := StreamFrom(ctx); s != nil && s.src == nil {
		s.src = sub
		context.AfterFunc(ctx, func() { hub.Unsubscribe(sub) }) // no goroutine waits for it
		return s.out
	}
	out := make(chan *model.Set)
	go func() {
		defer hub.Unsubscribe(sub)
		defer close(out)
		for {
			ev, ok := sub.Recv(ctx, nil)
			if !ok {
				return
			}
			select {
			case out <- model.SetOfCard(ev.Card):
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}
