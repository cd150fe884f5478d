package app

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"festival/internal/db"
)

type requestIDKey struct{}

// RequestID returns the id of the request in ctx ("" outside a request).
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

func newRequestID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// newLogger writes JSON (or text) logs; every record made with a request's context carries its id.
func newLogger(w io.Writer, format string) *slog.Logger {
	var h slog.Handler
	if format == "text" {
		h = slog.NewTextHandler(w, nil)
	} else {
		h = slog.NewJSONHandler(w, nil)
	}
	return slog.New(requestIDHandler{h})
}

type requestIDHandler struct{ slog.Handler }

func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestID(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestIDHandler) WithAttrs(a []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(a)}
}

func (h requestIDHandler) WithGroup(n string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(n)}
}

// statusRecorder remembers the status code; it keeps Hijack working for WebSockets via Unwrap.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

// WriteHeader records the first status; later calls are dropped (gqlgen answers a refused
// WebSocket upgrade a second time after the upgrader already did).
func (s *statusRecorder) WriteHeader(code int) {
	if s.status != 0 {
		return
	}
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Hijack lets gorilla/websocket take over the connection.
func (s *statusRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	h, ok := s.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("hijack not supported")
	}
	if s.status == 0 {
		s.status = http.StatusSwitchingProtocols
	}
	return h.Hijack()
}

// withRequestLog gives each request an id (X-Request-ID) and logs it when done. Query strings
// are not logged: they can hold tokens (magic links, invites, calendar feeds).
func withRequestLog(log *slog.Logger, m *metrics, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := newRequestID()
		rt := &route{}
		ctx := context.WithValue(context.WithValue(r.Context(), requestIDKey{}, id), routeKey{}, rt)
		ctx, stmts := db.CountStatements(ctx)
		w.Header().Set("X-Request-ID", id)
		rec := &statusRecorder{ResponseWriter: w}
		start := time.Now()
		next.ServeHTTP(rec, r.WithContext(ctx))
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		d := time.Since(start)
		route := rt.label()
		cache := rec.Header().Get(cacheHeader)
		m.observe(route, r.Method, rec.status, d, stmts.N(), cache)
		log.InfoContext(ctx, "http request", "method", r.Method, "route", route, "path", safePath(r.URL.Path),
			"status", rec.status, "duration_ms", d.Milliseconds(), "sql_statements", stmts.N(), "cache", cache)
	})
}

// safePath hides path segments that carry secrets (calendar feed tokens).
func safePath(p string) string {
	if len(p) > 10 && p[:10] == "/calendar/" {
		return "/calendar/…"
	}
	return p
}
