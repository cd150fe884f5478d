package share

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The card's size: the Open Graph preview size chat apps show best.
const (
	CardWidth  = 1200
	CardHeight = 630
	cardMargin = 60
	cardLines  = 9 // sets listed; more are counted in a last line
)

// The card has one fixed design (it does not follow the app's theme).
var (
	cardBackground = color.RGBA{0x12, 0x12, 0x1c, 0xff}
	cardAccent     = color.RGBA{0xf5, 0xb7, 0x2e, 0xff}
	cardText       = color.RGBA{0xf4, 0xf4, 0xf8, 0xff}
	cardMuted      = color.RGBA{0xb8, 0xb8, 0xc8, 0xff}
)

type faces struct {
	title, heading, body font.Face
}

var (
	facesOnce sync.Once
	cardFaces faces
	facesErr  error
)

func loadFaces() (faces, error) {
	facesOnce.Do(func() {
		bold, err := opentype.Parse(gobold.TTF)
		if err != nil {
			facesErr = err
			return
		}
		regular, err := opentype.Parse(goregular.TTF)
		if err != nil {
			facesErr = err
			return
		}
		face := func(f *opentype.Font, size float64) font.Face {
			if facesErr != nil {
				return nil
			}
			fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
			if err != nil {
				facesErr = err
			}
			return fc
		}
		cardFaces = faces{title: face(bold, 56), heading: face(regular, 32), body: face(regular, 30)}
	})
	return cardFaces, facesErr
}

// Card renders the page's image card: a PNG of CardWidth × CardHeight with the festival, the
// day(s) and the sets (or the recap's figures).
func Card(p *Page) ([]byte, error) {
	fc, err := loadFaces()
	if err != nil {
		return nil, fmt.Errorf("card fonts: %w", err)
	}
	img := image.NewRGBA(image.Rect(0, 0, CardWidth, CardHeight))
	draw.Draw(img, img.Bounds(), &image.Uniform{cardBackground}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, 0, CardWidth, 12), &image.Uniform{cardAccent}, image.Point{}, draw.Src)
	text := func(face font.Face, c color.Color, x, y int, s string) {
		d := &font.Drawer{Dst: img, Src: &image.Uniform{c}, Face: face, Dot: fixed.P(x, y)}
		d.DrawString(fit(d, s, CardWidth-cardMargin-x))
	}
	y := cardMargin + 56
	text(fc.title, cardText, cardMargin, y, p.Title())
	y += 52
	sub := joinDays(p.Days)
	if p.Kind == KindRecap {
		sub = fmt.Sprintf("%d sets · %s of music · %d m walked", len(p.Items), hours(p.MusicMinutes), p.WalkingMeters)
	}
	text(fc.heading, cardAccent, cardMargin, y, sub)
	y += 30
	lines := p.Items
	more := 0
	if len(lines) > cardLines {
		more = len(lines) - (cardLines - 1)
		lines = lines[:cardLines-1]
	}
	for _, it := range lines {
		y += 44
		when := "—"
		if !it.Start.IsZero() {
			when = it.Start.Format("Mon 15:04")
		}
		text(fc.body, cardMuted, cardMargin, y, when)
		line := it.Name
		if it.Stage != "" {
			line += " · " + it.Stage
		}
		text(fc.body, cardText, cardMargin+190, y, line)
	}
	if more > 0 {
		y += 44
		text(fc.body, cardMuted, cardMargin+190, y, fmt.Sprintf("and %d more", more))
	}
	if len(p.Items) == 0 {
		text(fc.body, cardMuted, cardMargin, y+44, "No sets yet")
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("card: %w", err)
	}
	return buf.Bytes(), nil
}

// fit shortens s with an ellipsis to at most width pixels.
func fit(d *font.Drawer, s string, width int) string {
	if d.MeasureString(s).Ceil() <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && d.MeasureString(string(r)+"…").Ceil() > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

func joinDays(days []string) string {
	switch len(days) {
	case 0:
		return ""
	case 1:
		return days[0]
	}
	return days[0] + " – " + days[len(days)-1]
}

func hours(minutes int) string {
	return fmt.Sprintf("%dh%02d", minutes/60, minutes%60)
}

// cardCache keeps rendered cards by share and page version (so a changed plan renders anew);
// bounded, emptied when full.
type cardCache struct {
	mu sync.Mutex
	m  map[string][]byte
}

const maxCachedCards = 512

func (c *cardCache) get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.m[key]
	return b, ok
}

func (c *cardCache) put(key string, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedCards {
		c.m = make(map[string][]byte)
	}
	c.m[key] = b
}
