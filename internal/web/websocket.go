package web

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/gorilla/websocket"
)

// Websockets adapts gorilla/websocket to gqlgen's WebsocketImplementation (gqlgen >= 0.17.92
// ships only coder/websocket). It refuses cross-site upgrades and tracks open connections so
// shutdown can send them a close frame (http.Server.Shutdown ignores hijacked connections).
type Websockets struct {
	// AllowOrigin reports whether an upgrade from origin (scheme://host[:port]) is allowed.
	AllowOrigin func(origin *url.URL, r *http.Request) bool

	mu    sync.Mutex
	conns map[*wsConn]struct{}
}

var _ transport.WebsocketImplementation = (*Websockets)(nil)

// Accept upgrades r.
func (ws *Websockets) Accept(w http.ResponseWriter, r *http.Request, opts transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	up := websocket.Upgrader{
		HandshakeTimeout: 10 * time.Second,
		Subprotocols:     opts.Subprotocols,
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
	c, err := up.Upgrade(w, r, opts.ResponseHeader)
	if err != nil {
		return nil, err
	}
	conn := &wsConn{c: c, owner: ws}
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

// Open is the number of open connections.
func (ws *Websockets) Open() int {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return len(ws.conns)
}

type wsConn struct {
	c     *websocket.Conn
	owner *Websockets
	wmu   sync.Mutex // gorilla allows one concurrent writer
	once  sync.Once
}

var (
	_ transport.WebsocketConn          = (*wsConn)(nil)
	_ transport.WebsocketReadLimiter   = (*wsConn)(nil)
	_ transport.WebsocketReadDeadliner = (*wsConn)(nil)
)

func (c *wsConn) NextReader() (int, io.Reader, error) {
	t, r, err := c.c.NextReader()
	if err != nil {
		var ce *websocket.CloseError
		if errors.As(err, &ce) && (ce.Code == websocket.CloseNormalClosure || ce.Code == websocket.CloseGoingAway || ce.Code == websocket.CloseNoStatusReceived) {
			return t, nil, transport.ErrWebsocketClosed
		}
	}
	return t, r, err
}

func (c *wsConn) WriteJSON(v any) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_ = c.c.SetWriteDeadline(time.Now().Add(10 * time.Second))
	return c.c.WriteJSON(v)
}

func (c *wsConn) WriteClose(code int, message string) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if len(message) > 120 {
		message = message[:120]
	}
	return c.c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, message), time.Now().Add(time.Second))
}

func (c *wsConn) Subprotocol() string { return c.c.Subprotocol() }

func (c *wsConn) SetReadLimit(limit int64) { c.c.SetReadLimit(limit) }

func (c *wsConn) SetReadDeadline(t time.Time) error { return c.c.SetReadDeadline(t) }

func (c *wsConn) Close() error {
	var err error
	c.once.Do(func() {
		c.owner.mu.Lock()
		delete(c.owner.conns, c)
		c.owner.mu.Unlock()
		err = c.c.Close()
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
