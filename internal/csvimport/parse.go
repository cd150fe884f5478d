// Package csvimport loads stages and sets of an edition from CSV files: a strict parser (this
// file) and the import itself (import.go), one transaction per row.
package csvimport

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"festival/internal/apperr"
)

// Caps of one file. A file over either is refused as a whole, before anything is written.
const (
	MaxBytes = 5 << 20
	MaxRows  = 5000
)

// Kind is what a file holds.
type Kind string

// The two kinds of file.
const (
	Stages Kind = "stages"
	Sets   Kind = "sets"
)

// columns of each kind: required first, then optional.
var columns = map[Kind]struct{ required, optional []string }{
	Stages: {required: []string{"name"}},
	Sets:   {required: []string{"artist_names", "stage_name"}, optional: []string{"name", "time_start", "time_end", "description"}},
}

// Row is one data record of a file. Number counts data records from 1 (the header and blank
// lines are not counted), as a person reading the file top to bottom would; Line is the line of
// the file where the record starts. Err is set when the record itself is malformed (wrong number
// of fields, a broken quote); then Values is nil.
type Row struct {
	Number int
	Line   int
	Values map[string]string
	Err    error
}

// Messages of files refused as a whole.
const (
	MsgTooLarge = "The file is larger than 5 MB"
	MsgTooMany  = "The file has more than 5000 rows"
	MsgNotUTF8  = "The file is not UTF-8 text"
	MsgEmpty    = "The file is empty: it needs a header row"
)

var bom = []byte{0xEF, 0xBB, 0xBF}

// Parse reads a whole file of kind: UTF-8 with or without a byte-order mark, CRLF or LF line
// endings, RFC 4180 quoting. A file that is too large, not UTF-8, has more than MaxRows records,
// or whose header lacks a required column (or repeats or adds an unknown one) is refused with a
// BAD_USER_INPUT error and no rows. Otherwise every record becomes a Row, malformed ones with
// their Err, so the import can report them and go on.
func Parse(r io.Reader, kind Kind) ([]Row, error) {
	cols, ok := columns[kind]
	if !ok {
		return nil, fmt.Errorf("csvimport: unknown kind %q", kind)
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read csv: %w", err)
	}
	if len(data) > MaxBytes {
		return nil, apperr.New(apperr.BadUserInput, MsgTooLarge)
	}
	data = bytes.TrimPrefix(data, bom)
	if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
		return nil, apperr.New(apperr.BadUserInput, MsgNotUTF8)
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1 // counted here, so a bad row is a per-row error and not the end
	header, err := cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, apperr.New(apperr.BadUserInput, MsgEmpty)
	}
	if err != nil {
		return nil, apperr.Newf(apperr.BadUserInput, "The header row cannot be read: %s", parseMessage(err))
	}
	names, err := checkHeader(header, cols.required, cols.optional)
	if err != nil {
		return nil, err
	}
	var rows []Row
	for n := 1; ; n++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if len(rows) == MaxRows {
			return nil, apperr.New(apperr.BadUserInput, MsgTooMany)
		}
		row := Row{Number: n}
		if err == nil && len(rec) > 0 {
			row.Line, _ = cr.FieldPos(0)
		}
		var pe *csv.ParseError
		switch {
		case errors.As(err, &pe):
			row.Line = pe.StartLine
			row.Err = errors.New(parseMessage(err))
		case err != nil:
			return nil, fmt.Errorf("read csv: %w", err)
		case len(rec) != len(names):
			row.Err = failf("Row %d has %d fields but the header has %d columns (a comma in a value needs quotes)", n, len(rec), len(names))
		default:
			row.Values = make(map[string]string, len(names))
			for i, name := range names {
				row.Values[name] = rec[i]
			}
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// checkHeader returns the header's column names (trimmed, lower-case) or the error that refuses
// the file: missing required columns are named, as are unknown and repeated ones.
func checkHeader(header, required, optional []string) ([]string, error) {
	known := map[string]bool{}
	for _, c := range append(append([]string{}, required...), optional...) {
		known[c] = true
	}
	names := make([]string, len(header))
	seen := map[string]bool{}
	var unknown, repeated []string
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		names[i] = h
		switch {
		case seen[h]:
			repeated = append(repeated, h)
		case !known[h]:
			unknown = append(unknown, h)
		}
		seen[h] = true
	}
	var missing []string
	for _, c := range required {
		if !seen[c] {
			missing = append(missing, c)
		}
	}
	var problems []string
	if len(missing) > 0 {
		problems = append(problems, "missing required columns: "+strings.Join(missing, ", "))
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		problems = append(problems, "unknown columns: "+quoteAll(unknown))
	}
	if len(repeated) > 0 {
		problems = append(problems, "repeated columns: "+strings.Join(repeated, ", "))
	}
	if len(problems) > 0 {
		all := append(append([]string{}, required...), optional...)
		return nil, apperr.Newf(apperr.BadUserInput, "The file was not imported: %s (expected columns: %s)",
			strings.Join(problems, "; "), strings.Join(all, ", "))
	}
	return names, nil
}

func quoteAll(ss []string) string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(out, ", ")
}

// parseMessage words a csv.ParseError for the person who made the file.
func parseMessage(err error) string {
	var pe *csv.ParseError
	if !errors.As(err, &pe) {
		return "the row cannot be read"
	}
	switch {
	case errors.Is(pe.Err, csv.ErrBareQuote):
		return fmt.Sprintf("a quote (\") inside an unquoted value on line %d: quote the whole value and double the quote", pe.Line)
	case errors.Is(pe.Err, csv.ErrQuote):
		return fmt.Sprintf("a quoted value that is not closed properly, starting on line %d", pe.StartLine)
	}
	return fmt.Sprintf("line %d cannot be read", pe.Line)
}
