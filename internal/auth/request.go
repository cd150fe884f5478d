package auth

import (
	"context"
	"sync"
	"time"
)

// Request is what the HTTP layer knows about the current request that auth needs: the client's
// address for rate limits, whether the connection is secure, and where a resolver records the
// session cookie it wants written. No net/http type travels in a context: the HTTP layer writes
// the recorded cookie itself, before the response's first byte.
type Request struct {
	ClientIP string
	Secure   bool
	// Cookie is nil when the operation arrived over a WebSocket (no response headers to set).
	Cookie *CookieChange
}

// CookieChange records what should happen to the session cookie of one HTTP response: set it to
// a new session, or clear it. The last call wins.
type CookieChange struct {
	mu      sync.Mutex
	changed bool
	token   string // "" clears the cookie
	expires time.Time
}

// Set asks for the cookie of a new session.
func (c *CookieChange) Set(token string, expires time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.changed, c.token, c.expires = true, token, expires
}

// Clear asks for the cookie to be removed.
func (c *CookieChange) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.changed, c.token, c.expires = true, "", time.Time{}
}

// Take returns the recorded change once: ok is false when there is none (or it was taken).
// An empty token means "clear".
func (c *CookieChange) Take() (token string, expires time.Time, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	token, expires, ok = c.token, c.expires, c.changed
	c.changed = false
	return token, expires, ok
}

type requestKey struct{}

// WithRequest returns ctx carrying r.
func WithRequest(ctx context.Context, r *Request) context.Context {
	return context.WithValue(ctx, requestKey{}, r)
}

// RequestFrom returns the request info of ctx (never nil).
func RequestFrom(ctx context.Context) *Request {
	if r, ok := ctx.Value(requestKey{}).(*Request); ok {
		return r
	}
	return &Request{}
}
