package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"
	"unique"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// Subprotocol is the one WebSocket subprotocol served: graphql-transport-ws (the graphql-ws
// library's protocol, which the SPA speaks).
const Subprotocol = "graphql-transport-ws"

// Close codes of graphql-transport-ws besides the limits' (websocket.go).
const (
	CloseBadMessage      = 4400
	CloseUnauthorized    = 4401
	CloseForbidden       = 4403
	CloseBadSubprotocol  = 4406
	CloseDuplicateID     = 4409
	CloseTooManyInitReqs = 4429
)

// GraphQLWS serves gqlgen operations over graphql-transport-ws, lean enough for a festival
// crowd: an idle socket costs no goroutine (it waits in the idle poller, wsConn.park; a reader
// runs while a message comes in), a query or mutation one while it runs, and a subscription
// none (it runs on the socket's writer, one response per event). Pings, the init timeout and the
// end of the socket's context are timers and callbacks, not goroutines. An event's shared response
// (see internal/live's Sharing) is written without encoding it again: the
// message is the same bytes for every subscriber of that selection, between an envelope that
// differs only by the operation id.
type GraphQLWS struct {
	Sockets *Websockets
	// Init runs at connection_init with the socket's context; it may return a context that
	// ends (with a cause, sent as the close reason) when the socket must close, e.g. when the
	// session behind it ends. payload is connection_init's (a token may come in it). An error
	// closes the socket with 4403 and the error's text as the reason.
	Init func(ctx context.Context, payload json.RawMessage) (context.Context, error)
	// PingInterval is how often the server pings; a socket silent for two intervals is closed.
	PingInterval time.Duration
	// ReadLimit bounds one incoming message.
	ReadLimit int64
}

var _ graphql.Transport = (*GraphQLWS)(nil)

// Supports takes every upgrade request.
func (t *GraphQLWS) Supports(r *http.Request) bool { return r.Header.Get("Upgrade") != "" }

// message is one graphql-transport-ws message.
type message struct {
	ID      string          `json:"id,omitempty"`
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

type socket struct {
	t        *GraphQLWS
	conn     *wsConn
	exec     graphql.GraphExecutor
	ctx      context.Context // the socket's; after init, Init's
	cancel   context.CancelCauseFunc
	initted  bool
	stopPing func() // the ping timer's stop, when pings are on

	mu    sync.Mutex
	ops   map[string]context.CancelFunc
	ready []*eventOp // event-driven operations with a response pending (see produce)

	wake func() // reads the socket again after it was parked (wsConn.park)
}

// Do upgrades r and serves the socket in a goroutine of its own until it closes: the HTTP
// handler returns, so that net/http lets go of the connection's buffers and the request.
func (t *GraphQLWS) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	c, err := t.Sockets.accept(w, r, []string{Subprotocol})
	if err != nil {
		return // the upgrader answered
	}
	if c.Subprotocol() != Subprotocol {
		_ = c.WriteClose(CloseBadSubprotocol, "Subprotocol not acceptable")
		_ = c.Close()
		return
	}
	if t.ReadLimit > 0 {
		c.SetReadLimit(t.ReadLimit)
	}
	// The request's context ends with the handler; the socket's ends with the socket.
	ctx, cancel := context.WithCancelCause(context.WithoutCancel(r.Context()))
	s := &socket{t: t, conn: c, exec: exec, ctx: ctx, cancel: cancel, ops: map[string]context.CancelFunc{}}
	c.produce = s.produce
	s.wake = func() { s.read(true) }
	go s.serve()
}

// serve reads the socket until it fails or closes.
func (s *socket) serve() {
	t, c, ctx := s.t, s.conn, s.ctx
	if t.PingInterval > 0 {
		// A client silent for two intervals, a ping unanswered, is gone: the ping timer closes
		// its socket, which ends a reader waiting in it as well as a parked one. No read deadline: setting one per
		// message moved a runtime timer per message, and with thousands of sockets the
		// scheduler's scans of the timer heap for moved timers were 5 % of a crew-location
		// update's CPU (docs/on-site.md).
		var lastPing int64 // the timer's own: its calls do not overlap
		s.stopPing = Every(t.PingInterval, func() bool {
			if ctx.Err() != nil {
				return false
			}
			switch pingDue(c.silentFor(), c.quietFor(), t.PingInterval, lastPing > c.lastRead.Load()) {
			case closeSilent:
				_ = c.Close() // a parked socket's reader then runs, and ends the socket
				return false
			case skipPing:
				return true
			}
			lastPing = time.Now().UnixNano()
			return c.WriteJSON(message{Type: "ping"}) == nil
		})
	}
	s.read(false)
}

// What the ping timer does with a socket.
type pingAction int

const (
	sendPing    pingAction = iota
	skipPing               // messages went both ways within the interval: the socket is alive
	closeSilent            // the client has been silent for two intervals and left a ping unanswered: it is gone
)

// pingDue decides from how long the client has been silent and the server quiet, and whether a
// ping went out since the client's last message. A socket that carried messages both ways within
// the last interval needs no ping: the client's messages show it alive, and the server's keep
// proxies from timing it out (a phone sharing its position sends it at least every minute and
// gets an answer; in the crew-location bench, pinging those sockets as well cost about one ping
// and one pong per update, docs/on-site.md). A client is closed only after a ping it left
// unanswered: a skipped ping must not leave it no chance to answer.
func pingDue(silent, quiet, interval time.Duration, pingedSinceRead bool) pingAction {
	switch {
	case silent > 2*interval && pingedSinceRead:
		return closeSilent
	case silent < interval && quiet < interval:
		return skipPing
	}
	return sendPing
}

// How a run of readLoop ended.
type readEnd int

const (
	readEnded  readEnd = iota // the socket failed or closed
	readAfresh                // a message grew the stack: read on in a new goroutine
	readParked                // the socket waits in the idle poller, which calls s.wake
)

// read runs readLoop until the socket ends or parks; woken is true when the idle poller saw data
// come. After a message whose handling grows the goroutine's stack (connection_init looks up the
// session; subscribe decodes and starts an operation), reading goes on in a new goroutine: when
// the socket cannot park, its reader keeps the stack it has, and a fresh one waits for the next
// message in 4 KB instead of 8 KB (measured with 4,000 sockets).
func (s *socket) read(woken bool) {
	switch s.readLoop(woken) {
	case readAfresh:
		go s.read(false)
	case readParked:
	default:
		if s.stopPing != nil {
			s.stopPing()
		}
		s.cancel(nil)
		_ = s.conn.Close()
	}
}

// readLoop handles the client's messages in order until the socket fails or closes, a message
// that needed a deep stack was handled, or nothing is left to read and the socket parks (its
// first read after a wake does not park: the data that woke it is not read yet).
func (s *socket) readLoop(woken bool) readEnd {
	for first := true; ; first = false {
		if !(first && woken) && s.conn.park(s.wake) {
			return readParked
		}
		var m message
		if err := s.conn.NextMessage(&m); err != nil {
			if err == errBadMessage {
				s.closeWith(CloseBadMessage, "Invalid message received")
			}
			return readEnded
		}
		switch m.Type {
		case "connection_init":
			if !s.init(m.Payload) {
				return readEnded
			}
			return readAfresh
		case "ping":
			_ = s.conn.WriteJSON(message{Type: "pong", Payload: m.Payload})
		case "pong":
		case "subscribe":
			if !s.initted {
				s.closeWith(CloseUnauthorized, "Unauthorized")
				return readEnded
			}
			if m.ID == "" {
				s.closeWith(CloseBadMessage, "Invalid message received")
				return readEnded
			}
			if !s.start(m.ID, m.Payload) {
				s.closeWith(CloseDuplicateID, "Subscriber for "+truncate(m.ID, 80)+" already exists")
				return readEnded
			}
			return readAfresh
		case "complete":
			s.mu.Lock()
			stop := s.ops[m.ID]
			s.mu.Unlock()
			if stop != nil {
				stop()
			}
		default:
			s.closeWith(CloseBadMessage, "Invalid message received")
			return readEnded
		}
	}
}

// init answers connection_init once; the socket closes when Init's context ends.
func (s *socket) init(payload json.RawMessage) bool {
	if s.initted {
		s.closeWith(CloseTooManyInitReqs, "Too many initialisation requests")
		return false
	}
	s.initted = true
	if s.t.Init != nil {
		ctx, err := s.t.Init(s.ctx, payload)
		if err != nil {
			s.closeWith(CloseForbidden, truncate(err.Error(), 120))
			return false
		}
		s.ctx = ctx
	}
	ctx, conn, cancel := s.ctx, s.conn, s.cancel
	context.AfterFunc(ctx, func() {
		// The socket's own end cancels its context too: then the reader has already stopped.
		reason := "terminated"
		if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) {
			reason = cause.Error()
		}
		_ = conn.WriteClose(websocket.CloseNormalClosure, reason)
		_ = conn.Close()
		cancel(nil)
	})
	return s.conn.WriteJSON(message{Type: "connection_ack"}) == nil
}

// start runs one operation in its own goroutine; false when id is already running.
func (s *socket) start(id string, payload json.RawMessage) bool {
	s.mu.Lock()
	if _, dup := s.ops[id]; dup {
		s.mu.Unlock()
		return false
	}
	ctx, cancel := context.WithCancel(graphql.StartOperationTrace(s.ctx))
	s.ops[id] = cancel
	s.mu.Unlock()
	start := graphql.Now()
	operationWorkers.run(func() { s.run(ctx, cancel, id, payload, start) })
	return true
}

func (s *socket) run(ctx context.Context, cancel context.CancelFunc, id string, payload json.RawMessage, start time.Time) {
	alive := ctx // the operation's own cancellation, without the values added below
	evented := false
	defer func() {
		if !evented {
			s.end(id, cancel)
		}
	}()
	params, err := decodeParams(payload)
	if err != nil {
		s.sendErrors(id, gqlerror.List{{Message: "invalid json"}})
		return
	}
	// Every client of one app sends the same query text: the operation keeps one shared copy
	// for as long as any operation holds it (an idle subscription holds its query).
	params.Query = unique.Make(params.Query).Value()
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	rc, errs := s.exec.CreateOperationContext(ctx, params)
	if errs != nil {
		resp := s.exec.DispatchError(graphql.WithOperationContext(ctx, rc), errs)
		if errcode.GetErrorKind(errs) == errcode.KindProtocol {
			s.sendErrors(id, resp.Errors)
			return
		}
		_ = s.send(id, &graphql.Response{Errors: resp.Errors}, true)
		return
	}
	ctx = graphql.WithOperationContext(ctx, rc)
	defer func() {
		if r := recover(); r != nil {
			err := rc.Recover(ctx, r)
			var gqlErr *gqlerror.Error
			if !errors.As(err, &gqlErr) {
				gqlErr = &gqlerror.Error{Message: "internal system error"}
			}
			s.sendErrors(id, gqlerror.List{gqlErr})
		}
	}()
	ctx, slot := withEventSlot(ctx)
	responses, ctx := s.exec.DispatchOperation(ctx, rc)
	if slot.src != nil {
		// From here on the operation runs on the socket's writer, one response per event.
		evented = true
		op := &eventOp{s: s, id: id, ctx: ctx, alive: alive, cancel: cancel, rc: rc, responses: responses, src: slot.src}
		op.wakeFn = op.wake
		op.arm()
		return
	}
	single := rc.Operation != nil && rc.Operation.Operation != ast.Subscription
	for {
		resp := responses(ctx)
		if resp == nil {
			break
		}
		// A query's or mutation's only (or last deferred) answer goes out with its complete in
		// one frame buffer, one write.
		last := single && (resp.HasNext == nil || !*resp.HasNext)
		if s.send(id, resp, last) != nil || last {
			return
		}
	}
	s.complete(id)
}

// subscribePayload is a subscribe message's payload: its variables and extensions are decoded
// on their own, numbers kept as json.Number (as gqlgen's transports do), and the query text is
// scanned by one decoder only.
type subscribePayload struct {
	Query         string          `json:"query"`
	OperationName string          `json:"operationName"`
	Variables     json.RawMessage `json:"variables"`
	Extensions    json.RawMessage `json:"extensions"`
}

// decodeParams decodes a subscribe message's payload.
func decodeParams(payload json.RawMessage) (*graphql.RawParams, error) {
	var p subscribePayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, err
	}
	params := &graphql.RawParams{Query: p.Query, OperationName: p.OperationName}
	if err := decodeNumbers(p.Variables, &params.Variables); err != nil {
		return nil, err
	}
	if err := decodeNumbers(p.Extensions, &params.Extensions); err != nil {
		return nil, err
	}
	return params, nil
}

// decodeNumbers decodes a JSON object (or null, or nothing) into m with json.Number numbers.
func decodeNumbers(raw json.RawMessage, m *map[string]any) error {
	if len(raw) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	return dec.Decode(m)
}

// send queues one next message, and with last the operation's complete after it. Nothing is
// queued once the socket's context has ended (e.g. its session was revoked while the event was
// on its way).
func (s *socket) send(id string, resp *graphql.Response, last bool) error {
	if err := context.Cause(s.ctx); err != nil {
		return err
	}
	frame, err := appendNextFrame(frameBuf(), id, resp)
	if err != nil {
		return err
	}
	if last {
		s.conn.endOperation(id)
		frame = appendCompleteFrame(frame, id)
	}
	return s.conn.enqueue(frame)
}

var (
	extensionsKey = []byte(`,"extensions":`)
	nextSuffix    = []byte(`}}`)
	nullData      = []byte(`null`)
)

// appendNextFrame appends one next message to b. A plain response (data, and extensions such
// as a query's or mutation's cost) is the envelope's prefix, the response's bytes as they are
// (shared by every subscriber of the selection, not encoded again per subscriber: encoding a
// json.RawMessage validates it byte by byte), the extensions and the suffix.
func appendNextFrame(b []byte, id string, resp *graphql.Response) ([]byte, error) {
	if len(resp.Errors) > 0 || resp.Label != "" || resp.Path != nil || resp.HasNext != nil {
		payload, err := json.Marshal(resp)
		if err != nil {
			return b, err
		}
		m, err := json.Marshal(message{ID: id, Type: "next", Payload: payload})
		if err != nil {
			return b, err
		}
		return appendTextFrame(b, m), nil
	}
	data := []byte(resp.Data)
	if len(data) == 0 {
		data = nullData
	}
	if len(resp.Extensions) > 0 {
		ext, err := json.Marshal(resp.Extensions)
		if err != nil {
			return b, err
		}
		return appendTextFrame(b, nextPrefix(id), data, extensionsKey, ext, nextSuffix), nil
	}
	return appendTextFrame(b, nextPrefix(id), data, nextSuffix), nil
}

// nextPrefix is a next message's envelope up to its data.
func nextPrefix(id string) []byte {
	return append(append([]byte(`{"id":`), jsonString(id)...), `,"type":"next","payload":{"data":`...)
}

var (
	completePrefix = []byte(`{"id":`)
	completeSuffix = []byte(`,"type":"complete"}`)
)

// appendCompleteFrame appends an operation's complete message to b.
func appendCompleteFrame(b []byte, id string) []byte {
	return appendTextFrame(b, completePrefix, jsonString(id), completeSuffix)
}

// jsonString is s as a JSON string.
func jsonString(s string) []byte {
	b, _ := json.Marshal(s)
	return b
}

// end forgets a finished operation.
func (s *socket) end(id string, cancel context.CancelFunc) {
	s.mu.Lock()
	delete(s.ops, id)
	s.mu.Unlock()
	cancel()
}

func (s *socket) sendErrors(id string, errs gqlerror.List) {
	b, err := json.Marshal(errs)
	if err != nil {
		b = []byte(`[{"message":"internal system error"}]`)
	}
	_ = s.conn.WriteJSON(message{ID: id, Type: "error", Payload: b})
}

func (s *socket) complete(id string) {
	if s.ctx.Err() == nil {
		s.conn.endOperation(id)
		_ = s.conn.enqueue(appendCompleteFrame(frameBuf(), id))
	}
}

func (s *socket) closeWith(code int, reason string) {
	_ = s.conn.WriteClose(code, reason)
	_ = s.conn.Close()
}

func truncate(s string, n int) string {
	if len(s) > n {
		return strings.ToValidUTF8(s[:n], "")
	}
	return s
}

// Every runs fn every interval on a timer (no goroutine waits in between) until fn returns
// false or stop is called.
func Every(interval time.Duration, fn func() bool) (stop func()) {
	return Repeat(interval, func() time.Duration {
		if fn() {
			return interval
		}
		return 0
	})
}

// Repeat runs fn after first on a timer (no goroutine waits in between), then again after the
// duration fn returns, until fn returns 0 or less or stop is called.
func Repeat(first time.Duration, fn func() time.Duration) (stop func()) {
	var mu sync.Mutex
	stopped := false
	var t *time.Timer
	mu.Lock()
	defer mu.Unlock()
	t = time.AfterFunc(first, func() {
		next := fn()
		if next <= 0 {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if !stopped {
			t.Reset(next)
		}
	})
	return func() {
		mu.Lock()
		defer mu.Unlock()
		stopped = true
		t.Stop()
	}
}
