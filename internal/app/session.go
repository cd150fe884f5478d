package app

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"

	"festival/internal/auth"
	"festival/internal/web"
)

// withViewer resolves the session cookie into the request's viewer and records what auth needs
// (client address, whether the connection is secure, the response writer for cookies). A
// session lookup failure counts as anonymous.
func withViewer(sessions *auth.Sessions, secureCookies bool, log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := auth.WithRequest(r.Context(), &auth.Request{
			ClientIP: web.ClientOf(r).IP,
			Secure:   secureCookies || web.ClientOf(r).HTTPS,
			W:        w,
		})
		if c, err := r.Cookie(auth.CookieName); err == nil && c.Value != "" {
			v, err := sessions.Lookup(ctx, c.Value)
			if err != nil {
				log.WarnContext(ctx, "session lookup failed", "err", err.Error())
			}
			if v != nil {
				ctx = auth.WithViewer(ctx, v)
			}
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// wsInit runs when a WebSocket says connection_init. The socket was authenticated by the cookie
// of its upgrade request; while it stays open its session is checked every interval, and the
// socket is closed once the session is revoked or expires.
func wsInit(sessions *auth.Sessions, interval time.Duration) transport.WebsocketInitFunc {
	return func(ctx context.Context, _ transport.InitPayload) (context.Context, *transport.InitPayload, error) {
		req := *auth.RequestFrom(ctx)
		req.W = nil // no response headers on a socket
		ctx = auth.WithRequest(ctx, &req)
		v := auth.ViewerFrom(ctx)
		if v == nil {
			return ctx, nil, nil
		}
		ctx = transport.AppendCloseReason(ctx, "session ended")
		ctx, cancel := context.WithCancel(ctx)
		go func() {
			t := time.NewTicker(interval)
			defer t.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case <-t.C:
					live, err := sessions.Live(ctx, v.SessionID)
					if err == nil && !live {
						cancel()
						return
					}
				}
			}
		}()
		return ctx, nil, nil
	}
}
