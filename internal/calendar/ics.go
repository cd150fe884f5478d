// Package calendar serves a user's plan (their Must Go and Interested sets) as iCalendar
// (RFC 5545): a private feed at a secret URL, and a one-off download.
package calendar

import (
	"bytes"
	"strings"
	"time"
	"unicode/utf8"
)

// Event is one VEVENT.
type Event struct {
	UID          string
	Summary      string
	Description  string
	Location     string
	Start, End   time.Time
	LastModified time.Time
}

// Calendar is one VCALENDAR.
type Calendar struct {
	Name     string
	TimeZone string
	Events   []Event
}

const stampLayout = "20060102T150405Z"

// Render writes c as iCalendar text: CRLF line endings, lines folded at 75 octets, text values
// escaped, all times in UTC.
func Render(c Calendar, now time.Time) []byte {
	var b bytes.Buffer
	line := func(name, value string) { writeFolded(&b, name+":"+value) }
	line("BEGIN", "VCALENDAR")
	line("VERSION", "2.0")
	line("PRODID", "-//Festival companion//Plan//EN")
	line("CALSCALE", "GREGORIAN")
	line("METHOD", "PUBLISH")
	line("X-WR-CALNAME", escapeText(c.Name))
	if c.TimeZone != "" {
		line("X-WR-TIMEZONE", escapeText(c.TimeZone))
	}
	line("REFRESH-INTERVAL;VALUE=DURATION", "PT1H")
	line("X-PUBLISHED-TTL", "PT1H")
	for _, e := range c.Events {
		line("BEGIN", "VEVENT")
		line("UID", escapeText(e.UID))
		line("DTSTAMP", now.UTC().Format(stampLayout))
		line("DTSTART", e.Start.UTC().Format(stampLayout))
		line("DTEND", e.End.UTC().Format(stampLayout))
		if !e.LastModified.IsZero() {
			line("LAST-MODIFIED", e.LastModified.UTC().Format(stampLayout))
		}
		line("SUMMARY", escapeText(e.Summary))
		if e.Location != "" {
			line("LOCATION", escapeText(e.Location))
		}
		if e.Description != "" {
			line("DESCRIPTION", escapeText(e.Description))
		}
		line("END", "VEVENT")
	}
	line("END", "VCALENDAR")
	return b.Bytes()
}

// escapeText escapes a TEXT value (RFC 5545 3.3.11).
func escapeText(s string) string {
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// writeFolded writes one content line, folding it so no physical line exceeds 75 octets and no
// UTF-8 character is split; continuation lines start with a space.
func writeFolded(b *bytes.Buffer, s string) {
	limit := 75
	for len(s) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		b.WriteString(s[:cut])
		b.WriteString("\r\n ")
		s = s[cut:]
		limit = 74 // the leading space counts
	}
	b.WriteString(s)
	b.WriteString("\r\n")
}
