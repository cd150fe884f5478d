package admin

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"testing"
)

// A WebP logo is decoded and stored as PNG (there is no WebP encoder in Go's libraries).
func TestWebPLogoIsStoredAsPNG(t *testing.T) {
	// A 1 x 1 lossless WebP (the one browsers' feature checks use).
	webp, _ := base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")
	out, ext, err := reencode(bytes.NewReader(webp), int64(len(webp)), "logo.webp")
	if err != nil || ext != "png" {
		t.Fatalf("reencode = %q, %v", ext, err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil || img.Bounds().Dx() != 1 {
		t.Fatalf("not a PNG: %v", err)
	}
}

func TestSetName(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{{nil, ""}, {[]string{"A"}, "A"}, {[]string{"A", "B"}, "A vs B"}, {[]string{"A", "B", "C"}, "A + 2 more"}, {[]string{"A", "B", "C", "D"}, "A + 3 more"}} {
		if got := SetName(c.in); got != c.want {
			t.Errorf("SetName(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A 4.5 MB photographic JPEG is stored at most 512 px on its longer side and at most 200 KB;
// a PNG with transparency stays PNG and keeps it.
func TestLogoIsStoredBounded(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	photo := image.NewRGBA(image.Rect(0, 0, 2400, 1600))
	for i := range photo.Pix {
		photo.Pix[i] = uint8(r.Uint32())
		if i%4 == 3 {
			photo.Pix[i] = 255
		}
	}
	var src bytes.Buffer
	if err := jpeg.Encode(&src, photo, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	if src.Len() < 4<<20 || src.Len() > MaxLogoBytes {
		t.Fatalf("the source has %d bytes; the test wants 4 to 5 MB", src.Len())
	}
	out, ext, err := reencode(bytes.NewReader(src.Bytes()), int64(src.Len()), "photo.jpg")
	if err != nil || ext != "jpg" || len(out) > StoredLogoBytes {
		t.Fatalf("photo: %s, %d bytes, %v", ext, len(out), err)
	}
	if cfg, err := jpeg.DecodeConfig(bytes.NewReader(out)); err != nil || cfg.Width != 512 || cfg.Height != 341 {
		t.Fatalf("photo stored as %+v %v", cfg, err)
	}

	logo := image.NewNRGBA(image.Rect(0, 0, 1024, 1024)) // transparent, with an opaque square
	for y := 256; y < 768; y++ {
		for x := 256; x < 768; x++ {
			logo.Set(x, y, color.NRGBA{200, 30, 30, 255})
		}
	}
	src.Reset()
	if err := png.Encode(&src, logo); err != nil {
		t.Fatal(err)
	}
	out, ext, err = reencode(bytes.NewReader(src.Bytes()), int64(src.Len()), "logo.png")
	if err != nil || ext != "png" || len(out) > StoredLogoBytes {
		t.Fatalf("logo: %s, %d bytes, %v", ext, len(out), err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil || img.Bounds().Dx() != 512 || img.Bounds().Dy() != 512 {
		t.Fatalf("logo stored as %v %v", img.Bounds(), err)
	}
	if _, _, _, a := img.At(10, 10).RGBA(); a != 0 {
		t.Fatalf("the corner's alpha is %d, want transparent", a)
	}
	if _, _, _, a := img.At(256, 256).RGBA(); a != 0xffff {
		t.Fatalf("the square's alpha is %d, want opaque", a)
	}
}
