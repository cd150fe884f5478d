package csvimport

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"festival/internal/apperr"
)

func TestParseEncodingsAndQuotes(t *testing.T) {
	crlf := "\ufeffname\r\n  A  \r\n\r\n\"B, with comma\"\r\n\"say \"\"hi\"\"\"\r\n"
	rows, err := Parse(strings.NewReader(crlf), Stages)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rows {
		if r.Err != nil {
			t.Fatalf("row %d: %v", r.Number, r.Err)
		}
		got = append(got, r.Values["name"])
	}
	if strings.Join(got, "|") != `  A  |B, with comma|say "hi"` || rows[2].Number != 3 || rows[2].Line != 5 {
		t.Fatalf("rows = %q (%+v)", got, rows)
	}
}

func TestParseRefusesWholeFiles(t *testing.T) {
	for name, c := range map[string]struct {
		in   string
		want string
	}{
		"missing":  {"stage,artists\nMain,X\n", "missing required columns: artist_names, stage_name"},
		"unknown":  {"artist_names,stage_name,colour\nA,B,C\n", `unknown columns: "colour"`},
		"repeated": {"artist_names,stage_name,name,name\n", "repeated columns: name"},
		"empty":    {"", MsgEmpty},
		"latin1":   {"artist_names,stage_name\nCaf\xe9,Main\n", MsgNotUTF8},
		"toolarge": {"artist_names,stage_name\n" + strings.Repeat("a", MaxBytes), MsgTooLarge},
		"toomany":  {"artist_names,stage_name\n" + strings.Repeat("A,Main\n", MaxRows+1), MsgTooMany},
	} {
		rows, err := Parse(strings.NewReader(c.in), Sets)
		if e, ok := apperr.As(err); !ok || e.Code != apperr.BadUserInput || !strings.Contains(e.Message, c.want) || rows != nil {
			t.Errorf("%s: rows %d, err %v; want %q", name, len(rows), err, c.want)
		}
	}
	// Exactly the cap is fine.
	rows, err := Parse(strings.NewReader("artist_names,stage_name\n"+strings.Repeat("A,Main\n", MaxRows)), Sets)
	if err != nil || len(rows) != MaxRows {
		t.Fatalf("at the cap: %d rows, %v", len(rows), err)
	}
}

func TestParsePerRowErrors(t *testing.T) {
	in := "artist_names,stage_name\nA, B ,Main\nOK,Main\n\"broken,Main\nlast,Main\n"
	rows, err := Parse(strings.NewReader(in), Sets)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 3 || rows[0].Err == nil || !strings.Contains(rows[0].Err.Error(), "Row 1 has 3 fields but the header has 2") ||
		rows[1].Err != nil || rows[1].Values["artist_names"] != "OK" || rows[2].Err == nil {
		t.Fatalf("rows = %+v", rows)
	}
}

func TestGeneratedNames(t *testing.T) {
	for want, artists := range map[string][]string{
		"Unnamed Set": nil, "Solo": {"Solo"}, "A & B": {"A", "B"}, "A & 3 others": {"A", "B", "C", "D"},
	} {
		if got := GeneratedName(artists); got != want {
			t.Errorf("GeneratedName(%q) = %q, want %q", artists, got, want)
		}
	}
	r, err := ParseSetRow(map[string]string{"artist_names": " X , x,Y ", "stage_name": " Main "}, "UTC")
	if err != nil || r.Name != "X & Y" || r.Stage != "Main" || len(r.Artists) != 2 {
		t.Fatalf("row = %+v, %v", r, err)
	}
}

func TestParseTimeZones(t *testing.T) {
	for in, want := range map[string]string{
		"2026-07-18 22:00":          "2026-07-18T20:00:00Z",
		"2026-07-18T22:00:30":       "2026-07-18T20:00:30Z",
		"2026-07-18T22:00:00Z":      "2026-07-18T22:00:00Z",
		"2026-07-18T22:00:00+02:00": "2026-07-18T20:00:00Z",
		"2026-07-18 22:00+01:00":    "2026-07-18T21:00:00Z",
	} {
		r, err := ParseSetRow(map[string]string{"artist_names": "A", "stage_name": "M", "time_start": in}, "Europe/Berlin")
		if err != nil || r.Start.UTC().Format(time.RFC3339) != want {
			t.Errorf("time_start %q = %v, %v; want %s", in, r.Start, err, want)
		}
	}
	if _, err := ParseSetRow(map[string]string{"artist_names": "A", "stage_name": "M", "time_start": "2026-07-18 22:00", "time_end": "2026-07-18 21:00"}, "Europe/Berlin"); err == nil {
		t.Error("a set ending before it starts was accepted")
	}
}

// A cell that is not a time names its column, quotes the value and says what to write.
func TestBadTimeNamesTheColumn(t *testing.T) {
	for col, v := range map[string]string{"time_start": "2026-07-18T25:00", "time_end": "18/07/2026 22:00"} {
		_, err := ParseSetRow(map[string]string{"artist_names": "A", "stage_name": "M", col: v}, "Europe/Berlin")
		want := col + ": '" + v + "' is not a time; use YYYY-MM-DDTHH:MM"
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s %q: %v; want it to start with %q", col, v, err, want)
		}
	}
	_, err := ParseSetRow(map[string]string{"artist_names": "", "stage_name": "M"}, "UTC")
	if err == nil || !strings.HasPrefix(err.Error(), "artist_names: ") {
		t.Errorf("no artists: %v", err)
	}
}

// FuzzParse: the parser never panics; it returns rows or an error, never both, and every row
// has either values for every column or an error with a message.
func FuzzParse(f *testing.F) {
	f.Add([]byte("artist_names,stage_name\nA,B\n"))
	f.Add([]byte("\xef\xbb\xbfartist_names,stage_name,name\r\n\"a,b\",c,\"d\"\"e\"\r\n"))
	f.Add([]byte("artist_names,stage_name\n\"unterminated,x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, kind := range []Kind{Stages, Sets} {
			rows, err := Parse(bytes.NewReader(data), kind)
			if err != nil {
				if rows != nil {
					t.Fatalf("rows and an error: %v", err)
				}
				if _, ok := apperr.As(err); !ok {
					t.Fatalf("an error without a message for the user: %v", err)
				}
				continue
			}
			want := len(columns[kind].required)
			for i, r := range rows {
				if r.Number != i+1 {
					t.Fatalf("row %d numbered %d", i+1, r.Number)
				}
				if (r.Err == nil) == (r.Values == nil) || (r.Err != nil && r.Err.Error() == "") || (r.Values != nil && len(r.Values) < want) {
					t.Fatalf("row %+v", r)
				}
				if r.Values != nil && kind == Sets {
					_, _ = ParseSetRow(r.Values, "UTC")
				}
			}
		}
	})
}
