package admin

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/festival"
)

// Rules that protect a timetable, shared by the admin writes and the CSV import: stage names
// unique ignoring case and spaces, and set times within the edition's dates.

// Messages of the timetable rules.
const (
	MsgSetTooLong = "A set can last at most 24 hours"
)

// MaxSetLength is the longest a set may last.
const MaxSetLength = 24 * time.Hour

// asciiSpace is the white space PostgreSQL's `\s` matches (the migration's stage_key).
func asciiSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v'
}

// CleanStageName is a stage name as stored: trimmed, inner runs of white space one space.
func CleanStageName(name string) string {
	return strings.Join(strings.FieldsFunc(name, asciiSpace), " ")
}

// StageKey is what makes two stage names the same within an edition: the clean name in lower
// case (the database's stage_key(name), on which its unique index is).
func StageKey(name string) string {
	return strings.ToLower(CleanStageName(name))
}

// stageNameTaken reports whether a live stage of the edition other than self has name's key.
func stageNameTaken(ctx context.Context, tx bun.IDB, editionID, self uuid.UUID, name string) (bool, error) {
	return tx.NewSelect().Table("stages").
		Where("festival_edition_id = ? AND stage_key(name) = stage_key(?) AND id <> ? AND NOT archived", editionID, name, self).
		Exists(ctx)
}

// SetWindow is the period the sets of e fall in: from the first day's start (DayStartHour, local
// time of the edition's zone) to the same hour the day after the last day, so a set may run on
// through the last night. A missing date leaves that side open (nil).
func SetWindow(e *festival.Edition) (from, to *time.Time) {
	if e == nil {
		return nil, nil
	}
	loc, err := time.LoadLocation(e.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	at := func(d *time.Time, days int) *time.Time {
		y, m, day := d.Date()
		t := time.Date(y, m, day+days, e.DayStartHour, 0, 0, 0, loc)
		return &t
	}
	if e.StartDate != nil {
		from = at(e.StartDate, 0)
	}
	if e.EndDate != nil {
		to = at(e.EndDate, 1)
	}
	return from, to
}

// CheckSetTimes checks a set's times (nil: none) against its edition: each within SetWindow, and
// the set at most 24 hours long. The error is BAD_USER_INPUT on timeStart or timeEnd, with a
// message that names the allowed period in the edition's local time.
func CheckSetTimes(e *festival.Edition, start, end *time.Time) error {
	if start != nil && end != nil && end.Sub(*start) > MaxSetLength {
		return apperr.Invalid("timeEnd", MsgSetTooLong)
	}
	from, to := SetWindow(e)
	if start != nil && ((from != nil && start.Before(*from)) || (to != nil && !start.Before(*to))) {
		return apperr.Invalid("timeStart", "The set must start "+windowText(e, from, to))
	}
	if end != nil && ((from != nil && end.Before(*from)) || (to != nil && end.After(*to))) {
		return apperr.Invalid("timeEnd", "The set must end "+windowText(e, from, to))
	}
	return nil
}

// windowText names the window, e.g. "between 2026-07-17 06:00 and 2026-07-20 06:00 (the
// edition's dates, Europe/Amsterdam time)".
func windowText(e *festival.Edition, from, to *time.Time) string {
	const layout = "2006-01-02 15:04"
	zone := fmt.Sprintf("(the edition's dates, %s time)", e.TimeZone)
	switch {
	case from != nil && to != nil:
		return fmt.Sprintf("between %s and %s %s", from.Format(layout), to.Format(layout), zone)
	case from != nil:
		return fmt.Sprintf("at or after %s %s", from.Format(layout), zone)
	default:
		return fmt.Sprintf("by %s %s", to.Format(layout), zone)
	}
}

// setsMovedOut counts the live sets of e that are outside the window from–to but were within
// the window oldFrom–oldTo (nil: open on that side).
func setsMovedOut(ctx context.Context, tx bun.IDB, e *festival.Edition, from, to, oldFrom, oldTo *time.Time) (int, error) {
	newOut, newArgs := outside(from, to)
	oldOut, oldArgs := outside(oldFrom, oldTo)
	args := append(append([]any{e.ID}, newArgs...), oldArgs...)
	var n int
	err := tx.NewRaw(`SELECT count(*) FROM sets WHERE festival_edition_id = ? AND NOT archived
		AND coalesce(`+newOut+`, false) AND NOT coalesce(`+oldOut+`, false)`, args...).Scan(ctx, &n)
	return n, err
}

// outside is the condition (over sets) of a set with a time outside from–to, and its arguments
// (NULL, not false, for a set without one of its times: callers coalesce it).
func outside(from, to *time.Time) (string, []any) {
	cond, args := "(false", []any{}
	if from != nil {
		cond += " OR time_start < ? OR time_end < ?"
		args = append(args, *from, *from)
	}
	if to != nil {
		cond += " OR time_start >= ? OR time_end > ?"
		args = append(args, *to, *to)
	}
	return cond + ")", args
}

// datesRefused is the refusal of an edition's new dates (or zone) that would leave n sets outside.
func datesRefused(field string, n int) error {
	sets := "sets"
	if n == 1 {
		sets = "set"
	}
	return apperr.Invalid(field, fmt.Sprintf(
		"%d %s would fall outside the edition's dates: change or archive them first, or choose dates that include them", n, sets))
}

// checkNewWindow refuses an edition's new dates or zone (e as changed) when live sets within the
// old window would fall outside the new one. Sets already outside (stored before the rule) never
// block an edit of their edition.
func checkNewWindow(ctx context.Context, tx bun.IDB, e *festival.Edition, oldFrom, oldTo *time.Time) error {
	from, to := SetWindow(e)
	if sameInstant(from, oldFrom) && sameInstant(to, oldTo) {
		return nil
	}
	n, err := setsMovedOut(ctx, tx, e, from, to, oldFrom, oldTo)
	if err != nil || n == 0 {
		return err
	}
	field := "startDate"
	if sameInstant(from, oldFrom) {
		field = "endDate"
	}
	return datesRefused(field, n)
}

func sameInstant(a, b *time.Time) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && a.Equal(*b))
}
