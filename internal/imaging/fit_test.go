package imaging_test

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png"
	"math/rand/v2"
	"testing"

	"festival/internal/imaging"
)

const (
	side  = 512
	limit = 200 << 10
)

// noise is a w × h image of random pixels (the hardest content to compress) with the given
// alpha for every pixel.
func noise(w, h int, alpha uint8) *image.NRGBA {
	r := rand.New(rand.NewPCG(1, 2))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), alpha
	}
	return img
}

func decode(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// A big noisy JPEG (as a phone photo of a poster would be) comes out at most 512 px on its
// longer side and at most 200 KB, as JPEG whichever format was preferred.
func TestBigNoisyJPEGIsBounded(t *testing.T) {
	var src bytes.Buffer
	if err := jpeg.Encode(&src, noise(2400, 1600, 255), &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	if src.Len() < 4<<20 {
		t.Fatalf("the source is only %d bytes; the test wants a big one", src.Len())
	}
	img := decode(t, src.Bytes())
	for _, prefer := range []imaging.Format{imaging.JPEG, imaging.PNG} {
		out, format, err := imaging.Fit(img, side, limit, prefer)
		if err != nil {
			t.Fatal(err)
		}
		got := decode(t, out)
		if b := got.Bounds(); b.Dx() != 512 || b.Dy() != 341 || len(out) > limit || format != imaging.JPEG {
			t.Fatalf("prefer %s: %v, %d bytes, %s", prefer.Ext(), b, len(out), format.Ext())
		}
	}
}

// A small logo keeps its size and format.
func TestSmallLogoKeepsItsSize(t *testing.T) {
	img := image.NewPaletted(image.Rect(0, 0, 300, 120), color.Palette{color.White, color.RGBA{200, 30, 30, 255}})
	for x := 20; x < 280; x++ {
		img.SetColorIndex(x, 60, 1)
	}
	out, format, err := imaging.Fit(img, side, limit, imaging.PNG)
	if err != nil || format != imaging.PNG {
		t.Fatalf("%s %v", format.Ext(), err)
	}
	got := decode(t, out)
	if b := got.Bounds(); b.Dx() != 300 || b.Dy() != 120 {
		t.Fatalf("size %v", b)
	}
	if r, _, _, _ := got.At(100, 60).RGBA(); r>>8 != 200 {
		t.Fatal("the pixels changed")
	}
}

// An image with transparency stays PNG, keeps its transparency and is scaled down further
// until it fits.
func TestTransparencyIsPreserved(t *testing.T) {
	img := noise(1200, 800, 128)
	out, format, err := imaging.Fit(img, side, limit, imaging.PNG)
	if err != nil || format != imaging.PNG {
		t.Fatalf("%s %v", format.Ext(), err)
	}
	got := decode(t, out)
	if _, ok := got.(*image.NRGBA); !ok {
		t.Fatalf("decoded as %T, want NRGBA", got)
	}
	b := got.Bounds()
	if b.Dx() > side || b.Dy() > side || len(out) > limit || b.Dx() >= side {
		t.Fatalf("%v, %d bytes: want it scaled below %d px and at most %d bytes", b, len(out), side, limit)
	}
	if _, _, _, a := got.At(b.Dx()/2, b.Dy()/2).RGBA(); a>>8 < 120 || a>>8 > 136 {
		t.Fatalf("alpha %d, want about 128", a>>8)
	}
}

// A tall image is bounded by its height.
func TestScaleKeepsTheAspectRatio(t *testing.T) {
	got := imaging.Scale(image.NewRGBA(image.Rect(0, 0, 1000, 4000)), 512)
	if b := got.Bounds(); b.Dx() != 128 || b.Dy() != 512 {
		t.Fatalf("%v", b)
	}
}
