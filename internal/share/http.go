package share

import (
	_ "embed"
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"strings"
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

// Handler serves GET /p/{token} (the page) and GET /p/{token}.png (its image card), and
// GET /p/share.css. Unknown and revoked tokens answer a 404 page.
type Handler struct {
	Shares *Service
	Pages  *Pages
	Log    *slog.Logger
	cards  cardCache
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
	sh, err := h.Shares.Open(r.Context(), token)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if sh == nil {
		notFound(w)
		return
	}
	page, err := h.Pages.Load(r.Context(), sh)
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

func notFound(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write([]byte(notFoundHTML))
}
