package analytics

import (
	"context"
	"encoding/csv"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"festival/internal/apperr"
)

// exportBatch is how many rows an export reads per statement (keyset), so memory stays flat.
const exportBatch = 1000

// EscapeCell guards a cell against formula injection: a spreadsheet runs cells that start with
// =, +, -, @, a tab or a carriage return as formulas, so those get a leading apostrophe
// (OWASP's advice), which spreadsheets show as text.
func EscapeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

func writeRow(w *csv.Writer, cells ...string) error {
	for i, c := range cells {
		cells[i] = EscapeCell(c)
	}
	return w.Write(cells)
}

// WriteGroups writes the groups table as CSV: Group Name, Members, Created (RFC 3339, UTC).
func (s *Service) WriteGroups(ctx context.Context, out io.Writer) error {
	if err := Authorize(ctx); err != nil {
		return err
	}
	w := csv.NewWriter(out)
	if err := w.Write([]string{"Group Name", "Members", "Created"}); err != nil {
		return err
	}
	var after *Key
	for {
		rows, err := s.groups(ctx, exportBatch, after)
		if err != nil {
			return err
		}
		for _, g := range rows {
			if err := writeRow(w, g.Name, strconv.Itoa(g.Members), g.CreatedAt.UTC().Format(time.RFC3339)); err != nil {
				return err
			}
		}
		if w.Flush(); w.Error() != nil || len(rows) < exportBatch {
			return w.Error()
		}
		k := GroupKey(rows[len(rows)-1])
		after = &k
	}
}

// WriteUsers writes the users table as CSV: Username, Email, Votes, Joined (RFC 3339, UTC),
// with the screen's fallbacks "No username" and "No email".
func (s *Service) WriteUsers(ctx context.Context, out io.Writer) error {
	if err := Authorize(ctx); err != nil {
		return err
	}
	w := csv.NewWriter(out)
	if err := w.Write([]string{"Username", "Email", "Votes", "Joined"}); err != nil {
		return err
	}
	var after *Key
	for {
		rows, err := s.users(ctx, exportBatch, after)
		if err != nil {
			return err
		}
		for _, u := range rows {
			name, email := "No username", u.Email
			if u.Username != nil && *u.Username != "" {
				name = *u.Username
			}
			if email == "" {
				email = "No email"
			}
			if err := writeRow(w, name, email, strconv.Itoa(u.Votes), u.CreatedAt.UTC().Format(time.RFC3339)); err != nil {
				return err
			}
		}
		if w.Flush(); w.Error() != nil || len(rows) < exportBatch {
			return w.Error()
		}
		k := UserKey(rows[len(rows)-1])
		after = &k
	}
}

// ExportHandler serves GET /admin/export/{table} for users.csv and groups.csv, authenticated by
// the session cookie: 401 signed out, 403 for anyone but admins, 404 for other tables. A GET
// changes nothing, so SameSite=Lax suffices; the answer is never cached.
func (s *Service) ExportHandler(log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		write := map[string]func(context.Context, io.Writer) error{"users.csv": s.WriteUsers, "groups.csv": s.WriteGroups}[r.PathValue("table")]
		if write == nil {
			http.NotFound(w, r)
			return
		}
		if err := Authorize(r.Context()); err != nil {
			status := http.StatusForbidden
			if apperr.CodeOf(err) == apperr.Unauthenticated {
				status = http.StatusUnauthorized
			}
			http.Error(w, err.Error(), status)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Cache-Control", "private, no-store")
		w.Header().Set("Content-Disposition", `attachment; filename="`+r.PathValue("table")+`"`)
		cw := &countingWriter{w: w}
		if err := write(r.Context(), cw); err != nil {
			log.ErrorContext(r.Context(), "analytics export failed", "table", r.PathValue("table"), "err", err.Error())
			if cw.n == 0 {
				w.Header().Del("Content-Disposition")
				http.Error(w, "Failed to load analytics data", http.StatusServiceUnavailable)
				return
			}
			// Part of the file is out: abort the response, so the download fails rather than
			// looking complete (net/http closes the connection without logging a panic).
			panic(http.ErrAbortHandler)
		}
	}
}

type countingWriter struct {
	w io.Writer
	n int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += n
	return n, err
}
