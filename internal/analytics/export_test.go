package analytics

import (
	"bytes"
	"encoding/csv"
	"testing"
)

func TestEscapeCellGuardsFormulas(t *testing.T) {
	for in, want := range map[string]string{
		"=1+1": "'=1+1", "+1": "'+1", "-1": "'-1", "@SUM(A1)": "'@SUM(A1)", "\tx": "'\tx", "\rx": "'\rx",
		"": "", "Crew": "Crew", "a=b": "a=b", " =x": " =x", "'=x": "'=x",
	} {
		if got := EscapeCell(in); got != want {
			t.Errorf("EscapeCell(%q) = %q, want %q", in, got, want)
		}
	}
	// Through the CSV writer, a cell stays one cell and reads back escaped.
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := writeRow(w, `=HYPERLINK("http://x","a,b")`, "-2", "ok"); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	rec, err := csv.NewReader(&b).Read()
	if err != nil || len(rec) != 3 || rec[0] != `'=HYPERLINK("http://x","a,b")` || rec[1] != "'-2" || rec[2] != "ok" {
		t.Fatalf("read back %q %v", rec, err)
	}
}
