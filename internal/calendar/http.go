package calendar

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/google/uuid"

	"festival/internal/identity"
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
		owner := &identity.Viewer{UserID: userID}
		if f.Roles != nil {
			owner.Role = f.Roles.RoleOf(r.Context(), userID)
		}
		f.serve(w, r, log, owner, editionID, "")
	}
}

// DownloadHandler serves GET /calendar/plan/{edition}.ics: a one-off download of the signed-in
// user's plan for an edition (by its id in the API, which editionOf decodes). Editions the viewer may not see (unpublished
// or archived, for non-admins) answer 404 like unknown ones.
func (f *Feeds) DownloadHandler(log *slog.Logger, editionOf func(id string) (uuid.UUID, bool)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v := identity.From(r.Context())
		if v == nil {
			http.Error(w, "sign in to download your plan", http.StatusUnauthorized)
			return
		}
		editionID, ok := editionOf(strings.TrimSuffix(r.PathValue("edition"), ".ics"))
		if !ok {
			http.NotFound(w, r)
			return
		}
		f.serve(w, r, log, v, editionID, "my-festival-plan.ics")
	}
}

// serve answers the plan of v in the edition; 404 when the edition is not visible to v.
func (f *Feeds) serve(w http.ResponseWriter, r *http.Request, log *slog.Logger, v *identity.Viewer, editionID uuid.UUID, filename string) {
	cal, ok, err := f.Plan(r.Context(), v, editionID)
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
