package ratings

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/google/uuid"

	"festival/internal/analytics"
	"festival/internal/apperr"
)

// MaxStatSets bounds the per-set rows of an edition's statistics (an edition's timetable holds
// at most this many sets; graph/cost charges Edition.timetable the same).
const MaxStatSets = 1000

// SetStats is the aggregate of one set's ratings.
type SetStats struct {
	SetID  uuid.UUID `bun:"id,type:uuid"`
	Name   string    `bun:"name"`
	Stage  *string   `bun:"stage"`
	DidNot int       `bun:"did_not_see"`
	summaryRow
}

// Summary is the set's aggregate.
func (s *SetStats) Summary() *Summary { return s.summary() }

// StageStats is the aggregate of the ratings of one stage's sets.
type StageStats struct {
	StageID uuid.UUID `bun:"id,type:uuid"`
	Name    string    `bun:"name"`
	summaryRow
}

// Summary is the stage's aggregate.
func (s *StageStats) Summary() *Summary { return s.summary() }

// Stats are an edition's ratings per set (by start time, then name) and per stage (by name),
// for admins (analytics.Authorize).
func (s *Service) Stats(ctx context.Context, editionID uuid.UUID) ([]*SetStats, []*StageStats, error) {
	if err := analytics.Authorize(ctx); err != nil {
		return nil, nil, err
	}
	var sets []*SetStats
	err := s.DB.NewRaw(`SELECT s.id, s.name, st.name AS stage, count(*) FILTER (WHERE r.did_not_see) AS did_not_see, `+summaryColumns+`
		FROM sets s LEFT JOIN stages st ON st.id = s.stage_id LEFT JOIN set_ratings r ON r.set_id = s.id
		WHERE s.festival_edition_id = ? AND NOT s.archived
		GROUP BY s.id, st.name ORDER BY s.time_start NULLS LAST, s.name, s.id LIMIT ?`, editionID, MaxStatSets).Scan(ctx, &sets)
	if err != nil {
		return nil, nil, fmt.Errorf("rating stats: %w", err)
	}
	var stages []*StageStats
	err = s.DB.NewRaw(`SELECT st.id, st.name, `+summaryColumns+`
		FROM stages st JOIN sets s ON s.stage_id = st.id AND NOT s.archived LEFT JOIN set_ratings r ON r.set_id = s.id AND r.stars IS NOT NULL
		WHERE st.festival_edition_id = ?
		GROUP BY st.id ORDER BY st.name, st.id`, editionID).Scan(ctx, &stages)
	if err != nil {
		return nil, nil, fmt.Errorf("rating stats: %w", err)
	}
	return sets, stages, nil
}

// WriteCSV writes an edition's ratings as CSV, one row per set then one per stage: Kind, Name,
// Stage, Average, Count, 1★ … 5★, Didn't see. Cells go through the export's injection guard
// (analytics.EscapeCell): set and stage names are written by staff and imports.
func (s *Service) WriteCSV(ctx context.Context, editionID uuid.UUID, out io.Writer) error {
	sets, stages, err := s.Stats(ctx, editionID)
	if err != nil {
		return err
	}
	w := csv.NewWriter(out)
	if err := w.Write([]string{"Kind", "Name", "Stage", "Average", "Count", "1 star", "2 stars", "3 stars", "4 stars", "5 stars", "Didn't see"}); err != nil {
		return err
	}
	row := func(kind, name, stage string, sum *Summary, didNot string) error {
		avg := ""
		if sum.Average != nil {
			avg = strconv.FormatFloat(*sum.Average, 'f', 2, 64)
		}
		cells := []string{kind, name, stage, avg, strconv.Itoa(sum.Count)}
		for _, n := range sum.Distribution {
			cells = append(cells, strconv.Itoa(n))
		}
		cells = append(cells, didNot)
		for i, c := range cells {
			cells[i] = analytics.EscapeCell(c)
		}
		return w.Write(cells)
	}
	for _, x := range sets {
		stage := ""
		if x.Stage != nil {
			stage = *x.Stage
		}
		if err := row("set", x.Name, stage, x.Summary(), strconv.Itoa(x.DidNot)); err != nil {
			return err
		}
	}
	for _, x := range stages {
		if err := row("stage", x.Name, x.Name, x.Summary(), ""); err != nil {
			return err
		}
	}
	w.Flush()
	return w.Error()
}

// ExportHandler serves GET /admin/export/ratings/{edition} (an edition's id): the edition's
// ratings as CSV for admins (session cookie): 401 signed out, 403 for others, 404 for a bad id.
func (s *Service) ExportHandler(log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := uuid.Parse(r.PathValue("edition"))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if err := analytics.Authorize(r.Context()); err != nil {
			status := http.StatusForbidden
			if apperr.CodeOf(err) == apperr.Unauthenticated {
				status = http.StatusUnauthorized
			}
			http.Error(w, err.Error(), status)
			return
		}
		var buf bytes.Buffer // at most MaxStatSets rows: written whole or not at all
		if err := s.WriteCSV(r.Context(), id, &buf); err != nil {
			log.ErrorContext(r.Context(), "ratings export failed", "err", err.Error())
			http.Error(w, "Failed to load analytics data", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Cache-Control", "private, no-store")
		w.Header().Set("Content-Disposition", `attachment; filename="ratings.csv"`)
		_, _ = w.Write(buf.Bytes())
	}
}
