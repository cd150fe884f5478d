package admin

import (
	"bytes"
	"encoding/base64"
	"image/png"
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
