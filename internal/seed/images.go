package seed

import (
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"unicode"
)

// artistImage returns a placeholder picture as a data URI: a diagonal gradient in two colours
// derived from the name's hash, with the initials on top. It stays well under 600 bytes.
func artistImage(name string) string {
	h := fnv.New32a()
	h.Write([]byte(name))
	sum := h.Sum32()
	hue := float64(sum % 360)
	from := hslHex(hue, 0.65, 0.55)
	to := hslHex(math.Mod(hue+40+float64(sum>>9%80), 360), 0.7, 0.3)
	svg := fmt.Sprintf("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200'>"+
		"<defs><linearGradient id='g' x2='1' y2='1'>"+
		"<stop stop-color='%s'/><stop offset='1' stop-color='%s'/></linearGradient></defs>"+
		"<rect width='200' height='200' fill='url(#g)'/>"+
		"<text x='100' y='128' font-family='sans-serif' font-size='76' font-weight='700' "+
		"fill='#fff' text-anchor='middle'>%s</text></svg>", from, to, initials(name))
	return "data:image/svg+xml;utf8," + escapeSVG(svg)
}

// initials takes the first letter of the first two words that matter ("The" is skipped).
func initials(name string) string {
	var out []rune
	for _, w := range strings.Fields(name) {
		if len(out) == 2 {
			break
		}
		if w == "The" || w == "DJ" || w == "MC" || w == "Dr." {
			continue
		}
		for _, c := range w {
			if unicode.IsLetter(c) && c < unicode.MaxASCII {
				out = append(out, unicode.ToUpper(c))
			}
			break
		}
	}
	if len(out) == 0 {
		return "?"
	}
	return string(out)
}

// escapeSVG percent-encodes what a URL may not carry literally (and '#', which would start a
// fragment), leaving the rest readable.
func escapeSVG(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' || c == '#' || c == '<' || c == '>' || c == '"' || c <= ' ' || c >= 0x7f:
			fmt.Fprintf(&b, "%%%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// hslHex converts a hue in degrees and saturation/lightness in 0..1 to "#rrggbb".
func hslHex(h, s, l float64) string {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	case h < 120:
		r, g, b = x, c, 0
	case h < 180:
		r, g, b = 0, c, x
	case h < 240:
		r, g, b = 0, x, c
	case h < 300:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	to := func(v float64) int { return int(math.Round((v + m) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", to(r), to(g), to(b))
}
