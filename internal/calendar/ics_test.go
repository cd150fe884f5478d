package calendar

import (
	"strings"
	"testing"
	"time"

	"festival/internal/testclock"
)

func TestRenderIsValidICalendar(t *testing.T) {
	start := time.Date(2026, 7, 17, 23, 30, 0, 0, time.FixedZone("CEST", 2*3600))
	cal := Calendar{Name: "Aurora; Fields, 2026", TimeZone: "Europe/Amsterdam", Events: []Event{{
		UID: "set-1@festivals.example", Summary: "Zoë Tides, Señor Engine; b2b \\ live",
		Description: strings.Repeat("Long description with ünïcödé ", 8) + "\nsecond line",
		Location:    "Café Bühne", Start: start, End: start.Add(90 * time.Minute),
	}}}
	out := string(Render(cal, time.Date(2026, 7, 1, 0, 0, 0, 0, time.UTC)))

	if !strings.HasSuffix(out, "\r\n") || strings.Contains(strings.ReplaceAll(out, "\r\n", ""), "\n") {
		t.Fatal("every line must end in CRLF, with no bare LF")
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n") {
		if len(line) > 75 {
			t.Errorf("line of %d octets: %q", len(line), line)
		}
	}
	unfolded := strings.ReplaceAll(out, "\r\n ", "")
	for _, want := range []string{
		"BEGIN:VCALENDAR\r\nVERSION:2.0\r\n",
		`X-WR-CALNAME:Aurora\; Fields\, 2026`,
		`SUMMARY:Zoë Tides\, Señor Engine\; b2b \\ live`,
		"DTSTART:20260717T213000Z\r\n", // converted to UTC
		"DTEND:20260717T230000Z\r\n",
		"UID:set-1@festivals.example\r\n",
		"LOCATION:Café Bühne\r\n",
		`\nsecond line`,
		"END:VEVENT\r\nEND:VCALENDAR\r\n",
	} {
		if !strings.Contains(unfolded, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if !strings.Contains(unfolded, strings.Repeat("Long description with ünïcödé ", 8)) {
		t.Error("folding split or lost characters")
	}
}

func TestFoldingNeverSplitsACharacter(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 200; i++ {
		b.WriteString("ü")
	}
	out := string(Render(Calendar{Name: b.String()}, testclock.Now()))
	for _, line := range strings.Split(out, "\r\n") {
		if len(line) > 75 {
			t.Fatalf("line of %d octets", len(line))
		}
		if strings.ContainsRune(line, '\uFFFD') {
			t.Fatal("a character was split")
		}
	}
}
