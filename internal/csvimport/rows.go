package csvimport

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"festival/internal/admin"
)

// Bounds of the values of one row (the API's bounds for names and descriptions).
const (
	maxName          = 100
	maxDescription   = 1000
	maxArtistsPerSet = 10 // Set.artists is costed with this bound (graph/cost)
)

// SetRow is a row of a sets file, checked and with its name generated when blank.
type SetRow struct {
	Artists     []string
	Stage       string
	Name        string
	Description *string
	Start, End  *time.Time
}

// errNoArtists marks a row skipped because it names no artist.
type errNoArtists struct{ name string }

func (e errNoArtists) Error() string {
	return fmt.Sprintf("No artists specified for set %q: skipped", e.name)
}

// StageName returns the stage name of a stages row as stored: trimmed, inner runs of spaces one.
func StageName(values map[string]string) (string, error) {
	name := admin.CleanStageName(values["name"])
	if name == "" {
		return "", failf("Stage name is required")
	}
	if utf8.RuneCountInString(name) > maxName {
		return "", failf("Stage name %q is longer than %d characters", clip(name), maxName)
	}
	return name, nil
}

// ParseSetRow checks a sets row; times without an offset are read in loc. A row without
// artists gives an errNoArtists error (the row is skipped, and reported).
func ParseSetRow(values map[string]string, loc *time.Location) (SetRow, error) {
	var r SetRow
	seen := map[string]bool{}
	for _, a := range strings.Split(values["artist_names"], ",") {
		a = strings.TrimSpace(a)
		if a == "" || seen[strings.ToLower(a)] {
			continue
		}
		if utf8.RuneCountInString(a) > maxName {
			return r, failf("Artist name %q is longer than %d characters", clip(a), maxName)
		}
		seen[strings.ToLower(a)] = true
		r.Artists = append(r.Artists, a)
	}
	r.Name = strings.TrimSpace(values["name"])
	if r.Name == "" {
		r.Name = GeneratedName(r.Artists)
	}
	if len(r.Artists) == 0 {
		return r, errNoArtists{r.Name}
	}
	if len(r.Artists) > maxArtistsPerSet {
		return r, failf("Set %q has %d artists; at most %d are allowed", clip(r.Name), len(r.Artists), maxArtistsPerSet)
	}
	if utf8.RuneCountInString(r.Name) > maxName {
		return r, failf("Set name %q is longer than %d characters", clip(r.Name), maxName)
	}
	r.Stage = strings.TrimSpace(values["stage_name"])
	if r.Stage == "" {
		return r, failf("Stage name is required for set %q", r.Name)
	}
	if d := strings.TrimSpace(values["description"]); d != "" {
		if utf8.RuneCountInString(d) > maxDescription {
			return r, failf("The description of set %q is longer than %d characters", r.Name, maxDescription)
		}
		r.Description = &d
	}
	var err error
	if r.Start, err = ParseTime(values["time_start"], loc); err != nil {
		return r, fmt.Errorf("time_start of set %q: %w", r.Name, err)
	}
	if r.End, err = ParseTime(values["time_end"], loc); err != nil {
		return r, fmt.Errorf("time_end of set %q: %w", r.Name, err)
	}
	if r.Start != nil && r.End != nil && r.End.Before(*r.Start) {
		return r, failf("Set %q ends before it starts", r.Name)
	}
	return r, nil
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

// Layouts with an offset are absolute; the others are read in the edition's time zone.
var (
	withOffset    = []string{time.RFC3339Nano, "2006-01-02T15:04Z07:00", "2006-01-02 15:04:05Z07:00", "2006-01-02 15:04Z07:00"}
	withoutOffset = []string{"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04"}
)

// ParseTime reads an ISO 8601 date-time (T or a space between date and time; seconds optional);
// without an offset it is local time of loc. Blank is nil.
func ParseTime(s string, loc *time.Location) (*time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	for _, l := range withOffset {
		if t, err := time.Parse(l, s); err == nil {
			return &t, nil
		}
	}
	for _, l := range withoutOffset {
		if t, err := time.ParseInLocation(l, s, loc); err == nil {
			return &t, nil
		}
	}
	return nil, fmt.Errorf("%q is not a date and time like 2026-07-18T20:00 or 2026-07-18T20:00:00Z", clip(s))
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
