package share

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"testing"
	"time"
)

// ink counts the pixels of img in r that differ from the card's background.
func ink(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			br, bg, bb, _ := cardBackground.RGBA()
			if cr != br || cg != bg || cb != bb {
				n++
			}
		}
	}
	return n
}

func TestCardIsAPreviewSizedPNGWithText(t *testing.T) {
	start := time.Date(2026, 7, 10, 20, 0, 0, 0, time.UTC)
	p := &Page{Kind: KindPlan, Festival: "Aurora Fields", Edition: "2026", Days: []string{"Fri 10 Jul", "Sun 12 Jul"}}
	for i := 0; i < 12; i++ {
		p.Items = append(p.Items, Item{Name: fmt.Sprintf("Set %d with a name long enough to need shortening on the card, surely", i),
			Stage: "Main", Start: start.Add(time.Duration(i) * time.Hour), End: start.Add(time.Duration(i)*time.Hour + 50*time.Minute)})
	}
	b, err := Card(p)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != CardWidth || img.Bounds().Dy() != CardHeight || CardWidth != 1200 || CardHeight != 630 {
		t.Fatalf("size %v", img.Bounds())
	}
	regions := map[string]image.Rectangle{
		"title": image.Rect(60, 60, 1140, 125), "days": image.Rect(60, 135, 1140, 175),
		"first set": image.Rect(60, 190, 1140, 240), "last line (and N more)": image.Rect(60, 540, 1140, 580),
	}
	for name, r := range regions {
		if n := ink(img, r); n < 200 {
			t.Errorf("%s: %d text pixels", name, n)
		}
	}
	// Long names are cut to the card: nothing is drawn in the right margin.
	if n := ink(img, image.Rect(1145, 20, 1200, 630)); n != 0 {
		t.Errorf("%d pixels in the right margin", n)
	}
	// An empty plan still says so.
	empty, err := Card(&Page{Kind: KindPlan, Festival: "F", Edition: "E"})
	if err != nil {
		t.Fatal(err)
	}
	if img, _ := png.Decode(bytes.NewReader(empty)); ink(img, image.Rect(60, 190, 1140, 240)) == 0 {
		t.Errorf("an empty plan's card shows nothing")
	}
}
