package auth

import (
	"context"
	"net/http"
)

// Request is what the HTTP layer knows about the current request that auth needs: the client's
// address for rate limits and a way to set cookies from a resolver.
type Request struct {
	ClientIP string
	Secure   bool
	// W is nil when the operation arrived over a WebSocket (no response headers to set).
	W http.ResponseWriter
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
