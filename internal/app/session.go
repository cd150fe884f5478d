package app

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/identity"
	"festival/internal/live"
	"festival/internal/web"
)

// withViewer resolves the session cookie into the request's viewer and records what auth needs
// (client address, whether the connection is secure, a recorder for the session cookie that
// cookieWriter writes). Only
// routes that read the viewer look the session up. An unknown or expired session is anonymous;
// a lookup that fails (database down or busy) is not: GraphQL answers the operation with a
// retryable UNAVAILABLE error (see sessionLookupFailed), other routes and WebSocket upgrades
// answer 503. The cookie is left alone either way.
//
// A request with an Authorization header is a script's: its bearer token (a personal access
// token) is the only credential read, the session cookie is ignored and none is ever set, so a
// token request carries no cookie authority. A token that is unknown, expired or revoked is
// answered 401 UNAUTHENTICATED, never served anonymously.
func withViewer(sessions *auth.Sessions, tokens *auth.AccessTokens, secureCookies bool, log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req := &auth.Request{ClientIP: web.ClientOf(r).IP, Secure: secureCookies || web.ClientOf(r).HTTPS}
		if authz := r.Header.Get("Authorization"); authz != "" {
			ctx := auth.WithRequest(r.Context(), req)
			if readsViewer(r.URL.Path) {
				v, u, err := tokens.Lookup(ctx, bearer(authz))
				if err != nil {
					log.WarnContext(ctx, "token lookup failed", "err", err.Error())
					unavailable(w)
					return
				}
				if v == nil {
					unauthorized(w)
					return
				}
				ctx = auth.WithSessionUser(identity.With(ctx, v), u)
			}
			next.ServeHTTP(w, r.WithContext(ctx))
			return
		}
		if !isWebSocketUpgrade(r) {
			req.Cookie = &auth.CookieChange{}
			w = &cookieWriter{ResponseWriter: w, change: req.Cookie, domain: sessions.Domain, secure: req.Secure}
		}
		ctx := auth.WithRequest(r.Context(), req)
		if c, err := r.Cookie(auth.CookieName); err == nil && c.Value != "" && readsViewer(r.URL.Path) {
			v, u, err := sessions.LookupUser(ctx, c.Value)
			if err != nil {
				log.WarnContext(ctx, "session lookup failed", "err", err.Error())
				if r.URL.Path != "/graphql" || isWebSocketUpgrade(r) {
					unavailable(w)
					return
				}
				ctx = context.WithValue(ctx, sessionErrKey{}, err)
			}
			if v != nil {
				ctx = auth.WithSessionUser(identity.With(ctx, v), u)
			}
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// bearer returns the token of an Authorization header "Bearer <token>" ("" for anything else).
func bearer(header string) string {
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}

// unauthorized answers a bearer token that authenticates nobody, as GraphQL errors do.
func unauthorized(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("WWW-Authenticate", `Bearer realm="festival"`)
	w.WriteHeader(http.StatusUnauthorized)
	body, _ := json.Marshal(map[string]any{"errors": []any{map[string]any{
		"message": auth.MsgTokenInvalid, "extensions": map[string]any{"code": apperr.Unauthenticated},
	}}})
	_, _ = w.Write(body)
}

// readsViewer tells the routes whose answer depends on who is asking.
func readsViewer(path string) bool {
	return path == "/graphql" || strings.HasPrefix(path, "/calendar/") || strings.HasPrefix(path, "/admin/export/") || strings.HasPrefix(path, "/account/")
}

type sessionErrKey struct{}

// sessionLookupFailed returns the error of a failed session lookup of the request in ctx.
func sessionLookupFailed(ctx context.Context) error {
	err, _ := ctx.Value(sessionErrKey{}).(error)
	return err
}

// unavailable answers 503 with a retry hint.
func unavailable(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "1")
	w.Header().Set("Cache-Control", "no-store")
	http.Error(w, apperr.UnavailableMessage, http.StatusServiceUnavailable)
}

func isWebSocketUpgrade(r *http.Request) bool {
	return strings.EqualFold(r.Header.Get("Upgrade"), "websocket")
}

// withDeadline gives every request except WebSocket connections (long-lived by design) a
// server-side deadline; for a GraphQL POST it is the operation's execution deadline, so a
// request that cannot get a database connection in time fails instead of hanging.
func withDeadline(timeout time.Duration, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isWebSocketUpgrade(r) {
			next.ServeHTTP(w, r)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), timeout)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// wsInit runs when a WebSocket says connection_init. The socket was authenticated by the cookie
// of its upgrade request; it closes as soon as that session ends. A revocation (sign out, sign
// out everywhere, account deletion) is pushed: the database publishes it and the hub ends the
// socket's context before it handles any later change. Expiry is caught by the socket's own
// re-check: at once (a revocation between the upgrade's lookup and the watch), then at the moment
// the session would time out (again after retry when the database could not answer). Anything
// missed otherwise is caught by the hub's check of every watched session each
// SocketCheckInterval (live.Hub.SessionCheckInterval): one statement for all of the instance's
// sockets, where each socket used to send its own every interval (5,500 sockets: 183 statements
// a second).
//
// A connection_init payload with "Authorization": "Bearer <token>" (a personal access token)
// makes the socket the token's, whatever cookie its upgrade carried; a token that
// authenticates nobody closes it (4403 with the reason).
func wsInit(sessions *auth.Sessions, tokens *auth.AccessTokens, hub *live.Hub, retry time.Duration) func(context.Context, json.RawMessage) (context.Context, error) {
	return func(ctx context.Context, payload json.RawMessage) (context.Context, error) {
		req := *auth.RequestFrom(ctx)
		req.Cookie = nil // no response headers on a socket
		ctx = auth.WithRequest(ctx, &req)
		if token, ok := initToken(payload); ok {
			cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			v, u, err := tokens.Lookup(cctx, token)
			cancel()
			if err != nil {
				return nil, apperr.ErrUnavailable
			}
			if v == nil {
				return nil, apperr.New(apperr.Unauthenticated, auth.MsgTokenInvalid)
			}
			ctx = auth.WithSessionUser(identity.With(ctx, v), u)
		}
		v := identity.From(ctx)
		if v == nil {
			return ctx, nil
		}
		ctx, cancel := context.WithCancelCause(ctx)
		context.AfterFunc(ctx, hub.WatchSession(v.SessionID, func() { cancel(errSessionEnded) }))
		// The socket's own check runs on a timer (no goroutine waits per socket): at once, then
		// when the session would time out. What a missed NOTIFY leaves open is the hub's
		// periodic check of every watched session, one statement for all sockets.
		stop := web.Repeat(0, func() time.Duration {
			if ctx.Err() != nil {
				return 0
			}
			cctx, ccancel := context.WithTimeout(ctx, 5*time.Second)
			ends, live, err := sessions.Live(cctx, v.SessionID)
			ccancel()
			if err != nil {
				// A failed check (database down) keeps the socket: only a session that is
				// known to be over closes it.
				return retry
			}
			if !live {
				cancel(errSessionEnded)
				return 0
			}
			return max(ends.Sub(sessions.Now()), time.Millisecond)
		})
		context.AfterFunc(ctx, stop)
		return ctx, nil
	}
}

// initToken reads the bearer token of a connection_init payload ({"Authorization": "Bearer
// <token>"}, the key in any case); ok is false when the payload names none.
func initToken(payload json.RawMessage) (string, bool) {
	var p map[string]any
	if len(payload) == 0 || json.Unmarshal(payload, &p) != nil {
		return "", false
	}
	for k, v := range p {
		if s, isString := v.(string); isString && strings.EqualFold(k, "Authorization") {
			return bearer(s), true
		}
	}
	return "", false
}

// errSessionEnded closes a socket whose session ended (the close frame's reason).
var errSessionEnded = errors.New("session ended")

// cookieWriter writes the session cookie a resolver recorded (sign-in sets it, sign-out clears
// it) into the response headers just before the first byte of the response goes out.
type cookieWriter struct {
	http.ResponseWriter
	change *auth.CookieChange
	domain string
	secure bool
}

func (w *cookieWriter) writeCookie() {
	token, expires, ok := w.change.Take()
	if !ok {
		return
	}
	c := &http.Cookie{
		Name: auth.CookieName, Value: token, Path: "/", Domain: w.domain, Expires: expires,
		HttpOnly: true, Secure: w.secure, SameSite: http.SameSiteLaxMode,
	}
	if token == "" {
		c.Expires, c.MaxAge = time.Time{}, -1
	}
	http.SetCookie(w.ResponseWriter, c)
}

func (w *cookieWriter) WriteHeader(code int) {
	w.writeCookie()
	w.ResponseWriter.WriteHeader(code)
}

func (w *cookieWriter) Write(b []byte) (int, error) {
	w.writeCookie()
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer (flushes, deadlines).
func (w *cookieWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
