package calendar

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/google/uuid"

	"festival/internal/auth"
	"festival/internal/relay"
)

// FeedHandler serves GET /calendar/{token}.ics: the plan behind a secret feed URL. Unknown and
// revoked tokens answer 404.
func (f *Feeds) FeedHandler(log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token := strings.TrimSuffix(r.PathValue("token"), ".ics")
		userID, editionID, ok, err := f.Owner(r.Context(), token)
		if err != nil {
			log.ErrorContext(r.Context(), "calendar feed lookup failed", "err", err.Error())
			http.Error(w, "temporarily unavailable", http.StatusServiceUnavailable)
			return
		}
		if !ok {
			http.NotFound(w, r)
			return
		}
		f.serve(w, r, log, userID, editionID, "")
	}
}

// DownloadHandler serves GET /calendar/plan/{edition}.ics: a one-off download of the signed-in
// user's plan for an edition (by its global id).
func (f *Feeds) DownloadHandler(log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v := auth.ViewerFrom(r.Context())
		if v == nil {
			http.Error(w, "sign in to download your plan", http.StatusUnauthorized)
			return
		}
		editionID, ok := relay.ParseIDOf(relay.TypeEdition, strings.TrimSuffix(r.PathValue("edition"), ".ics"))
		if !ok {
			http.NotFound(w, r)
			return
		}
		f.serve(w, r, log, v.UserID, editionID, "my-festival-plan.ics")
	}
}

func (f *Feeds) serve(w http.ResponseWriter, r *http.Request, log *slog.Logger, userID, editionID uuid.UUID, filename string) {
	cal, ok, err := f.Plan(r.Context(), userID, editionID)
	if err != nil {
		log.ErrorContext(r.Context(), "calendar plan failed", "err", err.Error())
		http.Error(w, "temporarily unavailable", http.StatusServiceUnavailable)
		return
	}
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	if filename != "" {
		w.Header().Set("Content-Disposition", `attachment; filename="`+filename+`"`)
	}
	_, _ = w.Write(Render(cal, f.Now()))
}
