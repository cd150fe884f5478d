package live

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
)

// Stream lets the sharing middleware (share.go) take a subscription's events from the hub
// before gqlgen resolves them, so that one event's response is computed once and shared by
// every subscriber with the same selection. The middleware puts a Stream into the operation's
// context; the subscription's resolver attaches its hub subscription with Attach and hands
// gqlgen the channel Attach returns, which the Stream feeds one event at a time, only when this
// subscriber must resolve it itself.
type Stream struct {
	src     *Sub
	resolve func(*Event) // queues an event's value on the channel given to gqlgen
	key     string       // the shared responses' key in each event's Memo ("": not shared)
}

type streamKey struct{}

// withStream returns ctx carrying a new Stream.
func withStream(ctx context.Context) (context.Context, *Stream) {
	s := &Stream{}
	return context.WithValue(ctx, streamKey{}, s), s
}

func streamFrom(ctx context.Context) *Stream {
	s, _ := ctx.Value(streamKey{}).(*Stream)
	return s
}

// Attach connects a hub subscription to gqlgen: the returned channel carries conv of each
// event. Through the context's Stream when there is one (the socket's writer then pulls events
// without a goroutine per subscription), else by forwarding every event.
func Attach[T any](ctx context.Context, hub *Hub, sub *Sub, conv func(*Event) T) <-chan T {
	if s := streamFrom(ctx); s != nil && s.src == nil {
		out := make(chan T, 1)
		s.src = sub
		s.resolve = func(ev *Event) {
			select {
			case out <- conv(ev):
			default: // one is already queued (never the case: each response takes one)
			}
		}
		context.AfterFunc(ctx, func() { hub.Unsubscribe(sub) }) // no goroutine waits for it
		return out
	}
	out := make(chan T)
	go func() {
		defer hub.Unsubscribe(sub)
		defer close(out)
		for {
			ev, ok := sub.Recv(ctx, nil)
			if !ok {
				return
			}
			select {
			case out <- conv(ev):
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// attached reports whether a subscription resolver attached its events.
func (s *Stream) attached() bool { return s != nil && s.src != nil }

// edition is the edition of the attached subscription (uuid.Nil when none is attached).
func (s *Stream) edition() uuid.UUID {
	if !s.attached() {
		return uuid.Nil
	}
	return s.src.Edition()
}

// next waits for the next event; false when the subscription ended (the hub completed it) or
// ctx is done. It returns at once when Notify said an event is pending. Of several pending
// events it prefers one whose shared response nobody is computing right now (so that a crowd
// of subscribers that is behind computes them side by side, not one after the other).
func (s *Stream) next(ctx context.Context) (*Event, bool) {
	return s.src.Recv(ctx, s.notBusy)
}

func (s *Stream) notBusy(ev *Event) bool {
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
		var busy *Event
		s.src.TakeIf(s.notBusy, func(ev *Event) bool {
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

// Free reports whether a pending event's response can be computed without waiting for another
// subscriber computing it (or the subscription's end is pending).
func (s *Stream) Free() bool { return s.key == "" || s.src.Any(s.notBusy) }

// Notify returns true when the next response is ready (an event or the end is pending);
// otherwise wake is called once when it is. With it a transport needs no goroutine waiting
// between events (see web.EventSource).
func (s *Stream) Notify(wake func()) bool { return s.src.Notify(wake) }
