package csvimport

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"festival/internal/admin"
	"festival/internal/apperr"
)

// maxArtistsPerSet bounds the artists of one row (Set.artists is costed with this bound).
const maxArtistsPerSet = 10

// SetRow is a row of a sets file, checked with the admin's own checks. A nil Description,
// Start or End is a blank cell or an absent column: the stored value is kept.
type SetRow struct {
	Artists     []string
	Stage       string
	Name        string
	Description *string
	Start, End  *time.Time
	// StartText and EndText are the cells as written (what the admin's writer parses again).
	StartText, EndText string
}

// StageName returns the checked stage name of a stages row.
func StageName(values map[string]string) (string, error) {
	n, err := admin.CheckStageName(values["name"])
	return n, column("name", values["name"], err)
}

// ParseSetRow checks a sets row; times without an offset are read in the edition's zone. Every
// error names its column and the reason ("time_start: '2026-07-18T25:00' is not a time; …").
func ParseSetRow(values map[string]string, zone string) (SetRow, error) {
	var r SetRow
	seen := map[string]bool{}
	for _, a := range strings.Split(values["artist_names"], ",") {
		a = strings.TrimSpace(a)
		if a == "" || seen[strings.ToLower(a)] {
			continue
		}
		if _, err := admin.CheckArtistName(a); err != nil {
			return r, column("artist_names", a, err)
		}
		seen[strings.ToLower(a)] = true
		r.Artists = append(r.Artists, a)
	}
	if len(r.Artists) == 0 {
		return r, failf("artist_names: no artist named; a set needs at least one")
	}
	if len(r.Artists) > maxArtistsPerSet {
		return r, failf("artist_names: %d artists; at most %d are allowed", len(r.Artists), maxArtistsPerSet)
	}
	r.Name = strings.TrimSpace(values["name"])
	if r.Name == "" {
		r.Name = GeneratedName(r.Artists)
	}
	var err error
	if r.Name, err = admin.CheckSetName(r.Name); err != nil {
		return r, column("name", r.Name, err)
	}
	r.Stage = strings.TrimSpace(values["stage_name"])
	if r.Stage == "" {
		return r, failf("stage_name: blank; every set needs its stage")
	}
	if d := values["description"]; strings.TrimSpace(d) != "" {
		if r.Description, err = admin.CheckDescription(&d); err != nil {
			return r, column("description", d, err)
		}
	}
	if r.Start, r.StartText, err = cellTime("time_start", values["time_start"], zone); err != nil {
		return r, err
	}
	if r.End, r.EndText, err = cellTime("time_end", values["time_end"], zone); err != nil {
		return r, err
	}
	if r.Start != nil && r.End != nil && r.End.Before(*r.Start) {
		return r, failf("time_end: '%s' is before time_start '%s'", clip(r.EndText), clip(r.StartText))
	}
	return r, nil
}

// cellTime reads a time cell with the admin's parser; blank is nil (keep).
func cellTime(col, v, zone string) (*time.Time, string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil, "", nil
	}
	t, err := admin.ParseTime(col, &v, zone)
	if err != nil {
		return nil, v, failf("%s: '%s' is not a time; use YYYY-MM-DDTHH:MM (the edition's local time) or add an offset (2026-07-18T20:00:00Z)", col, clip(v))
	}
	return t, v, nil
}

// column words a check's error for the person who made the file: the column, then the reason.
func column(col, value string, err error) error {
	if err == nil {
		return nil
	}
	if e, ok := apperr.As(err); ok {
		if strings.TrimSpace(value) == "" {
			return failf("%s: %s", col, e.Message)
		}
		return failf("%s: %s ('%s')", col, e.Message, clip(strings.TrimSpace(value)))
	}
	return err
}

// GeneratedName is the spec's name of a set from its artists: none gives "Unnamed Set", one
// that name, two "A & B", more "A & N others".
func GeneratedName(artists []string) string {
	switch len(artists) {
	case 0:
		return "Unnamed Set"
	case 1:
		return artists[0]
	case 2:
		return artists[0] + " & " + artists[1]
	}
	return fmt.Sprintf("%s & %d others", artists[0], len(artists)-1)
}

// clip shortens a value quoted in a message.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:40]) + "…"
}

// rowError is a message for the person who made the file.
type rowError string

func (e rowError) Error() string { return string(e) }

func failf(format string, args ...any) error { return rowError(fmt.Sprintf(format, args...)) }
