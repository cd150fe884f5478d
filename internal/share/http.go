package share

import (
	_ "embed"
	"errors"
	"html/template"
	"log/slog"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"festival/internal/apperr"
	"festival/internal/auth"
)

//go:embed share.css
var shareCSS []byte

//go:embed page.html
var pageHTML string

var pageTemplate = template.Must(template.New("page").Funcs(template.FuncMap{
	"hours":    hours,
	"joinDays": joinDays,
	"join":     strings.Join,
}).Parse(pageHTML))

// DefaultOpenIPLimit is how many shared pages and images one client IP may open: sized for a
// crowd behind one address (carrier NAT at a festival), it stops one client hammering links
// (or guessing tokens). The client IP is the one the proxy rule finds (TRUSTED_PROXIES), as
// for sign-in.
var DefaultOpenIPLimit = auth.Limit{N: 600, Window: 10 * time.Minute}

// Handler serves GET /p/{token} (the page) and GET /p/{token}.png (its image card), and
// GET /p/share.css. Unknown and revoked tokens answer a 404 page; past the per-IP limit, a 429
// page.
type Handler struct {
	Shares *Service
	Pages  *Pages
	Log    *slog.Logger
	// Limiter counts opens per client IP (Limit, DefaultOpenIPLimit when zero); nil: no limit.
	Limiter *auth.Limiter
	Limit   auth.Limit
	// ClientIP is the request's client address by the proxy rule of sign-in (web.ClientOf:
	// X-Forwarded-For only from trusted proxies); nil: the connection's address.
	ClientIP func(*http.Request) string
	cards    cardCache
}

// ServeHTTP answers one request of /p/{token}.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	if token == "share.css" {
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		_, _ = w.Write(shareCSS)
		return
	}
	image := strings.HasSuffix(token, ".png")
	token = strings.TrimSuffix(token, ".png")
	// Shared pages are for the people given the link: no search engine, no shared cache.
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	w.Header().Set("Cache-Control", "private, no-cache")
	if !h.allow(w, r) {
		return
	}
	sh, err := h.Shares.Open(r.Context(), token)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if sh == nil {
		notFound(w)
		return
	}
	page, err := h.Pages.Cached(r.Context(), sh)
	if errors.Is(err, errGone) {
		notFound(w)
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if image {
		key := sh.ID.String() + ":" + page.Version
		b, ok := h.cards.get(key)
		if !ok {
			if b, err = Card(page); err != nil {
				h.fail(w, r, err)
				return
			}
			h.cards.put(key, b)
		}
		w.Header().Set("Content-Type", "image/png")
		w.Header().Set("ETag", `"`+page.Version+`"`)
		_, _ = w.Write(b)
		return
	}
	url := h.Shares.URL(token)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	err = pageTemplate.Execute(w, struct {
		*Page
		URL, Image string
	}{page, url, url + ".png?v=" + page.Version})
	if err != nil {
		h.Log.ErrorContext(r.Context(), "shared page render failed", "err", err.Error())
	}
}

// allow counts the open against the client IP's limit; past it, it answers the 429 page.
func (h *Handler) allow(w http.ResponseWriter, r *http.Request) bool {
	if h.Limiter == nil {
		return true
	}
	lim := h.Limit
	if lim.N == 0 {
		lim = DefaultOpenIPLimit
	}
	err := h.Limiter.Allow(r.Context(), "share-open:ip:"+auth.IPKey(h.clientIP(r)), lim.N, lim.Window)
	if err == nil {
		return true
	}
	e, ok := apperr.As(err)
	if !ok || e.Code != apperr.RateLimited {
		h.fail(w, r, err)
		return false
	}
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusTooManyRequests)
	_, _ = w.Write([]byte(tooManyHTML))
	return false
}

func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	h.Log.ErrorContext(r.Context(), "shared page failed", "err", err.Error())
	http.Error(w, "temporarily unavailable", http.StatusServiceUnavailable)
}

const notFoundHTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not found</title><link rel="stylesheet" href="/p/share.css"></head>
<body><main class="share"><h1>This link is not available</h1>
<p>It may have been revoked by the person who shared it.</p><p><a href="/">Open the festival app</a></p></main></body></html>
`

const tooManyHTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Too many requests</title><link rel="stylesheet" href="/p/share.css"></head>
<body><main class="share"><h1>Too many requests</h1>
<p>Shared links were opened too often from your network. Please wait a few minutes and try again.</p>
<p><a href="/">Open the festival app</a></p></main></body></html>
`

func notFound(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write([]byte(notFoundHTML))
}

func (h *Handler) clientIP(r *http.Request) string {
	if h.ClientIP != nil {
		return h.ClientIP(r)
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
