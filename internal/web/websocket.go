package web

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/gorilla/websocket"

	"festival/internal/rawio"
)

// Websockets upgrades GraphQL sockets (gorilla/websocket) for GraphQLWS. It refuses cross-site
// upgrades and tracks open connections so shutdown can send them a close frame
// (http.Server.Shutdown ignores hijacked connections).
//
// Per socket it also enforces (graphql-transport-ws): an init timeout (no connection_init
// within InitTimeout: close 4408), a cap on active operations (the next subscribe gets an
// error message with extensions.code SUBSCRIPTION_LIMIT_EXCEEDED) and a message rate (a token
// bucket; beyond it the socket is closed with 4429). It sees every message through NextReader
// and WriteJSON and peeks at their type and id.
type Websockets struct {
	// AllowOrigin reports whether an upgrade from origin (scheme://host[:port]) is allowed.
	AllowOrigin func(origin *url.URL, r *http.Request) bool
	// InitTimeout closes a socket with 4408 when connection_init has not arrived in time (0: off).
	InitTimeout time.Duration
	// MaxOperations caps the active subscriptions (and running operations) of a socket (0: off).
	MaxOperations int
	// MessageRate (messages per second) and MessageBurst bound what a client may send (0: off).
	MessageRate  float64
	MessageBurst int
	// MaxPerClient caps the open sockets of one client address (ClientOf; an IPv6 client counts
	// by its /64) and MaxPerSession those of one session (Session), on this instance; an upgrade
	// beyond either is refused with 429 (0: off).
	MaxPerClient, MaxPerSession int
	// Session names the session behind an upgrade request ("" for anonymous ones).
	Session func(r *http.Request) string
	// MergeAfter and MergeWindow are the merge window of a socket that is behind (wswrite.go;
	// 0: DefaultMergeAfter, DefaultMergeWindow).
	MergeAfter, MergeWindow time.Duration
	// WriteTimeout cuts a socket whose write (the client reads nothing) is not done in time
	// (wswrite.go; 0: DefaultWriteTimeout).
	WriteTimeout time.Duration

	// writes counts socket writes, and merged those after which a merge window held the next.
	writes, merged atomic.Int64
	pool           writers // the sockets' writers (wspool.go)

	mu       sync.Mutex
	conns    map[*wsConn]struct{}
	clients  map[string]int // open sockets per client key
	sessions map[string]int // open sockets per session
}

// CodeSocketLimit is the code of a refused upgrade's answer (429).
const CodeSocketLimit = "SOCKET_LIMIT_EXCEEDED"

// ClientKey is the key a client address counts under: an IPv6 address by its /64 (a subscriber
// usually holds a whole /64), anything else as it is.
func ClientKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Is6() || a.Is4In6() {
		return ip
	}
	return netip.PrefixFrom(a.WithZone(""), 64).Masked().String()
}

// reserve counts one more socket for client and session, or answers 429 and returns false.
func (ws *Websockets) reserve(w http.ResponseWriter, client, session string) bool {
	ws.mu.Lock()
	var limit int
	var whose string
	switch {
	case ws.MaxPerClient > 0 && ws.clients[client] >= ws.MaxPerClient:
		limit, whose = ws.MaxPerClient, "your network address"
	case session != "" && ws.MaxPerSession > 0 && ws.sessions[session] >= ws.MaxPerSession:
		limit, whose = ws.MaxPerSession, "your session"
	}
	if limit == 0 {
		if ws.clients == nil {
			ws.clients, ws.sessions = map[string]int{}, map[string]int{}
		}
		ws.clients[client]++
		if session != "" {
			ws.sessions[session]++
		}
	}
	ws.mu.Unlock()
	if limit == 0 {
		return true
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Retry-After", "5")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusTooManyRequests)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{
		"message":    fmt.Sprintf("Too many open connections from %s (the limit is %d).", whose, limit),
		"extensions": map[string]any{"code": CodeSocketLimit, "limit": limit},
	}}})
	return false
}

// release uncounts a socket of client and session.
func (ws *Websockets) release(client, session string) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if ws.clients == nil {
		return
	}
	if ws.clients[client]--; ws.clients[client] <= 0 {
		delete(ws.clients, client)
	}
	if session != "" {
		if ws.sessions[session]--; ws.sessions[session] <= 0 {
			delete(ws.sessions, session)
		}
	}
	if len(ws.clients) == 0 {
		ws.clients, ws.sessions = nil, nil // maps never shrink: let a crowd's buckets go
	}
}

// writeBuffers would lend gorilla a write buffer while it writes; it only writes the handshake
// (from net/http's hijacked buffer) and control answers, since messages are framed and written
// by wswrite.go. With a pool set, no socket holds a buffer of its own.
var writeBuffers = &sync.Pool{}

// readBufferSize is a socket's read buffer. A client sends small messages (a longer one is read in
// parts); a small buffer also lets net/http's 4 KB one go. Every idle socket holds it. Gorilla
// takes a buffer handed to it at the hijack only when it is larger than 256 bytes.
const readBufferSize = 288

// hijackReader hands gorilla, at the upgrade, a read buffer the socket can see into: a socket
// waits for its next message without a goroutine only when nothing of it is buffered (park).
type hijackReader struct {
	http.ResponseWriter
	br *bufio.Reader
}

func (h *hijackReader) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := h.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("websocket: response does not implement http.Hijacker")
	}
	conn, brw, err := hj.Hijack()
	if err != nil || brw.Reader.Buffered() > 0 { // gorilla refuses data sent before the handshake
		return conn, brw, err
	}
	conn = rawio.Wrap(conn) // reads and writes without waking the runtime's monitor (rawio)
	h.br = bufio.NewReaderSize(conn, readBufferSize)
	return conn, bufio.NewReadWriter(h.br, brw.Writer), nil
}

// accept upgrades r.
func (ws *Websockets) accept(w http.ResponseWriter, r *http.Request, subprotocols []string) (*wsConn, error) {
	up := websocket.Upgrader{
		HandshakeTimeout: 10 * time.Second,
		Subprotocols:     subprotocols,
		// 0: gorilla reads through the hijacked reader, hijackReader's (readBufferSize).
		ReadBufferSize:  0,
		WriteBufferSize: 512,
		WriteBufferPool: writeBuffers,
		CheckOrigin: func(r *http.Request) bool {
			o := r.Header.Get("Origin")
			if o == "" {
				// Non-browser clients send no Origin; browsers always do, so CSRF needs one.
				return true
			}
			u, err := url.Parse(o)
			if err != nil || u.Host == "" {
				return false
			}
			return ws.AllowOrigin == nil || ws.AllowOrigin(u, r)
		},
		Error: func(w http.ResponseWriter, r *http.Request, status int, reason error) {
			http.Error(w, http.StatusText(status), status)
		},
	}
	client, session := ClientKey(ClientOf(r).IP), ""
	if ws.Session != nil {
		session = ws.Session(r)
	}
	if !ws.reserve(w, client, session) {
		return nil, errSocketLimit
	}
	hj := &hijackReader{ResponseWriter: w}
	c, err := up.Upgrade(hj, r, nil)
	if err != nil {
		ws.release(client, session)
		return nil, err
	}
	conn := &wsConn{c: c, br: hj.br, owner: ws, client: client, session: session, active: map[string]bool{}, tokens: float64(ws.MessageBurst), last: time.Now()}
	conn.lastRead.Store(conn.last.UnixNano())
	if sc, ok := c.NetConn().(syscall.Conn); ok {
		conn.raw, _ = sc.SyscallConn()
	}
	c.SetPingHandler(func(data string) error { // answered in order with the other frames
		err := conn.enqueue(frameHeader(websocket.PongMessage, len(data), []byte(data)))
		if errors.Is(err, errSocketClosed) {
			return nil
		}
		return err
	})
	if ws.InitTimeout > 0 {
		conn.initTimer.Store(time.AfterFunc(ws.InitTimeout, func() {
			_ = conn.WriteClose(CloseInitTimeout, "Connection initialisation timeout")
			_ = conn.Close()
		}))
	}
	ws.mu.Lock()
	if ws.conns == nil {
		ws.conns = map[*wsConn]struct{}{}
	}
	ws.conns[conn] = struct{}{}
	ws.mu.Unlock()
	return conn, nil
}

// CloseAll sends every open connection a "going away" close frame and closes it.
func (ws *Websockets) CloseAll() {
	ws.mu.Lock()
	conns := make([]*wsConn, 0, len(ws.conns))
	for c := range ws.conns {
		conns = append(conns, c)
	}
	ws.mu.Unlock()
	for _, c := range conns {
		_ = c.WriteClose(websocket.CloseGoingAway, "server shutting down")
		_ = c.Close()
	}
}

func (ws *Websockets) mergeAfter() time.Duration {
	if ws.MergeAfter > 0 {
		return ws.MergeAfter
	}
	return DefaultMergeAfter
}

func (ws *Websockets) writeTimeout() time.Duration {
	if ws.WriteTimeout > 0 {
		return ws.WriteTimeout
	}
	return DefaultWriteTimeout
}

func (ws *Websockets) mergeWindow() time.Duration {
	if ws.MergeWindow > 0 {
		return ws.MergeWindow
	}
	return DefaultMergeWindow
}

// Writes counts the writes of socket data so far, and merged those that were behind (their
// oldest change waited longer than MergeAfter) and so held the socket's next write for a
// merge window.
func (ws *Websockets) Writes() (writes, merged int64) { return ws.writes.Load(), ws.merged.Load() }

// Open is the number of open connections.
func (ws *Websockets) Open() int {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return len(ws.conns)
}

// errSocketClosed is the reader's end when the peer closed the socket.
var errSocketClosed = errors.New("websocket closed")

// errSocketLimit is accept's error when the client or session has too many sockets open.
var errSocketLimit = errors.New("too many sockets")

// Close codes of graphql-transport-ws.
const (
	CloseInitTimeout     = 4408
	CloseTooManyMessages = 4429
)

type wsConn struct {
	c     *websocket.Conn
	br    *bufio.Reader // gorilla's read buffer (nil: not known, and the socket never parks)
	owner *Websockets
	once  sync.Once
	// The idle poller's (idle_linux.go, under its lock): the socket's token there (0: never
	// armed), and whether the socket has closed.
	idleToken  uint64
	idleClosed bool
	lastRead   atomic.Int64 // when the last message arrived (Unix nanoseconds)
	lastWrite  atomic.Int64 // when the last write started (Unix nanoseconds; 0: none yet)
	// client and session are what the socket counts under (Websockets.MaxPerClient, MaxPerSession).
	client, session string

	// The write side (wswrite.go): wmu is held while writing to the network; qmu guards the
	// queue and the writer's state.
	wmu       sync.Mutex
	closeSent bool            // under wmu
	raw       syscall.RawConn // the connection's socket, for non-blocking writes (nil: none)
	qmu       sync.Mutex
	out       [][]byte
	queued    int
	writing   bool // queued for or taken by a writer of the pool, or its write under way
	kicked    bool
	since     time.Time // when the first change not yet written arrived
	held      bool      // a merge window holds the next write (its timer will release it)
	holdUntil time.Time // the next write waits until then
	dead      bool
	// produce appends the frames of the transport's ready event sources (set once, before the
	// first kick).
	produce func([]byte) []byte

	initTimer atomic.Pointer[time.Timer] // until connection_init (then dropped: idle sockets hold none)
	mu        sync.Mutex
	active    map[string]bool // ids of operations the client started and nobody completed yet
	tokens    float64         // the message bucket
	last      time.Time
}

// errBadMessage is a client message that is not one JSON graphql-transport-ws message.
var errBadMessage = errors.New("invalid message")

// NextMessage reads the next message into m, after the per-socket limits: it reads the whole
// message (bounded by the read limit) into a pooled buffer, decodes it once (m.Payload is a copy),
// counts it against the rate, and keeps track of started and completed operations; a subscribe
// over the cap is answered here and not passed on. A message that does not decode is
// errBadMessage (after the rate's count, like any other).
func (c *wsConn) NextMessage(m *message) error {
	for {
		_, r, err := c.c.NextReader()
		if err != nil {
			var ce *websocket.CloseError
			if errors.As(err, &ce) && (ce.Code == websocket.CloseNormalClosure || ce.Code == websocket.CloseGoingAway || ce.Code == websocket.CloseNoStatusReceived) {
				return errSocketClosed
			}
			return err
		}
		buf := messageBufs.Get().(*bytes.Buffer)
		buf.Reset()
		_, err = buf.ReadFrom(r)
		if err == nil {
			*m = message{}
			if json.Unmarshal(buf.Bytes(), m) != nil {
				*m = message{Type: "\x00"} // matches no type below; reported after the rate's count
			}
		}
		if buf.Cap() <= maxKeptMessageBuf {
			messageBufs.Put(buf)
		}
		if err != nil {
			return err
		}
		c.lastRead.Store(time.Now().UnixNano())
		if !c.allowMessage() {
			_ = c.WriteClose(CloseTooManyMessages, "Too many messages")
			// Wait briefly for the client's close frame, discarding what it still sends: closing
			// with unread data would reset the connection and lose our close frame.
			_ = c.c.SetReadDeadline(time.Now().Add(time.Second))
			for {
				if _, _, err := c.c.NextReader(); err != nil {
					break
				}
			}
			_ = c.Close()
			return errSocketClosed
		}
		switch m.Type {
		case "\x00":
			return errBadMessage
		case "connection_init":
			c.stopInitTimer()
		case "subscribe":
			if !c.startOperation(m.ID) {
				_ = c.WriteJSON(map[string]any{"id": m.ID, "type": "error", "payload": []any{map[string]any{
					"message":    fmt.Sprintf("Too many active subscriptions on this connection (the limit is %d).", c.owner.MaxOperations),
					"extensions": map[string]any{"code": "SUBSCRIPTION_LIMIT_EXCEEDED", "limit": c.owner.MaxOperations},
				}}})
				continue
			}
		case "complete":
			c.endOperation(m.ID)
		}
		return nil
	}
}

// messageBufs holds the buffers the sockets' readers read a message into (a decoder of its own
// for every message allocated its buffer as it grew: a tenth of a crew-location update's
// allocations).
var messageBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// maxKeptMessageBuf is the largest message buffer kept for the next message.
const maxKeptMessageBuf = 64 << 10

// park hands the socket to the idle poller when nothing of the next message has been read yet:
// wake runs, on a goroutine of operationWorkers, once the socket has data or its peer hung up (or it closed), and
// the caller's goroutine ends. An idle socket so holds no goroutine (issue 38: memory per idle
// subscriber). False: the caller reads on (the poller is not available here, or part of the next
// message is already buffered, which the socket's readiness would not announce again).
func (c *wsConn) park(wake func()) bool {
	if c.br == nil || c.raw == nil || c.br.Buffered() > 0 {
		return false
	}
	p := idle()
	return p != nil && p.arm(c, wake)
}

// stopInitTimer stops the init timeout's timer, and lets it go.
func (c *wsConn) stopInitTimer() {
	if t := c.initTimer.Swap(nil); t != nil {
		t.Stop()
	}
}

// silentFor is how long ago the client's last message arrived.
func (c *wsConn) silentFor() time.Duration {
	return time.Duration(time.Now().UnixNano() - c.lastRead.Load())
}

// quietFor is how long ago the server's last write to the client started.
func (c *wsConn) quietFor() time.Duration {
	return time.Duration(time.Now().UnixNano() - c.lastWrite.Load())
}

// allowMessage takes a token from the socket's bucket.
func (c *wsConn) allowMessage() bool {
	rate := c.owner.MessageRate
	if rate <= 0 {
		return true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now()
	c.tokens = min(float64(max(c.owner.MessageBurst, 1)), c.tokens+now.Sub(c.last).Seconds()*rate)
	c.last = now
	if c.tokens < 1 {
		return false
	}
	c.tokens--
	return true
}

func (c *wsConn) startOperation(id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if limit := c.owner.MaxOperations; limit > 0 && !c.active[id] && len(c.active) >= limit {
		return false
	}
	c.active[id] = true
	return true
}

func (c *wsConn) endOperation(id string) {
	c.mu.Lock()
	delete(c.active, id)
	c.mu.Unlock()
}

// WriteJSON queues one text message.
func (c *wsConn) WriteJSON(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if m, ok := v.(message); ok && (m.Type == "complete" || m.Type == "error") && m.ID != "" {
		c.endOperation(m.ID)
	}
	return c.enqueue(appendTextFrame(nil, b))
}

// WriteClose writes what is queued, then the close frame; nothing is written after it.
func (c *wsConn) WriteClose(code int, message string) error {
	if len(message) > 120 {
		message = message[:120]
	}
	c.qmu.Lock()
	pending := c.out
	c.out, c.queued, c.dead = nil, 0, true
	c.qmu.Unlock()
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if c.closeSent {
		return errSocketClosed
	}
	c.closeSent = true
	payload := websocket.FormatCloseMessage(code, message)
	bufs := append(pending, frameHeader(websocket.CloseMessage, len(payload), payload))
	_ = c.c.NetConn().SetWriteDeadline(time.Now().Add(time.Second))
	_, err := (*net.Buffers)(&bufs).WriteTo(c.c.NetConn())
	return err
}

func (c *wsConn) Subprotocol() string { return c.c.Subprotocol() }

func (c *wsConn) SetReadLimit(limit int64) { c.c.SetReadLimit(limit) }

func (c *wsConn) Close() error {
	var err error
	c.once.Do(func() {
		c.stopInitTimer()
		c.owner.mu.Lock()
		delete(c.owner.conns, c)
		if len(c.owner.conns) == 0 {
			c.owner.conns = nil // a map never shrinks: let a crowd's buckets go
		}
		c.owner.mu.Unlock()
		c.owner.release(c.client, c.session)
		err = c.c.Close()
		if p := idle(); p != nil {
			p.forget(c) // a parked socket's reader runs once more, finds it closed and ends it
		}
	})
	return err
}

// SameSiteOrigin allows the app's own host and its festival subdomains: origin's host must be
// domain or end in "."+domain (ports are ignored, since dev servers differ by port).
func SameSiteOrigin(domain string) func(origin *url.URL, r *http.Request) bool {
	domain = strings.ToLower(domain)
	return func(origin *url.URL, r *http.Request) bool {
		h := strings.ToLower(origin.Hostname())
		if h == domain || strings.HasSuffix(h, "."+domain) {
			return true
		}
		// The request's own host is always same-origin (e.g. 127.0.0.1 in tests).
		return strings.EqualFold(origin.Host, r.Host)
	}
}
