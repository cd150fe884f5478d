// Package imaging scales and encodes images to a bounded size (logos, later site maps).
package imaging

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/draw"
)

// Format is how an image is encoded.
type Format int

// Formats, each with its file extension (Ext).
const (
	PNG Format = iota
	JPEG
)

// Ext is the format's file extension, without the dot.
func (f Format) Ext() string {
	if f == JPEG {
		return "jpg"
	}
	return "png"
}

// jpegQualities are tried in turn for an opaque image that does not fit as PNG.
var jpegQualities = []int{90, 80, 70, 60, 50, 40}

// minSide is the shortest longer side Fit shrinks to before giving up.
const minSide = 16

// ErrCannotFit is returned when even a tiny copy is over the byte limit (a limit far too low).
var ErrCannotFit = errors.New("imaging: the image does not fit in the byte limit")

// Fit returns img scaled down (never up) so that its longer side is at most maxSide, encoded
// in at most maxBytes, and the format used. It tries prefer first (PNG keeps sharp edges and
// flat colours, JPEG suits photographs). An opaque image that does not fit as PNG becomes a
// JPEG at decreasing quality; an image with transparency stays PNG. Whatever still does not
// fit is scaled down further (by a quarter at a time) until it does.
func Fit(img image.Image, maxSide, maxBytes int, prefer Format) ([]byte, Format, error) {
	side := maxSide
	if b := img.Bounds(); max(b.Dx(), b.Dy()) < side {
		side = max(b.Dx(), b.Dy())
	}
	opaque := isOpaque(img)
	for {
		scaled := Scale(img, side)
		if prefer == PNG || !opaque {
			data, err := encodePNG(scaled)
			if err != nil || len(data) <= maxBytes {
				return data, PNG, err
			}
		}
		if opaque {
			for _, q := range jpegQualities {
				data, err := encodeJPEG(scaled, q)
				if err != nil || len(data) <= maxBytes {
					return data, JPEG, err
				}
			}
		}
		if side <= minSide {
			return nil, 0, ErrCannotFit
		}
		side = max(minSide, side*3/4)
	}
}

// Scale returns img scaled down (Catmull-Rom) so that its longer side is at most maxSide,
// keeping its aspect ratio; img itself when it is small enough already.
func Scale(img image.Image, maxSide int) image.Image {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= maxSide && h <= maxSide {
		return img
	}
	if w >= h {
		w, h = maxSide, max(1, h*maxSide/w)
	} else {
		w, h = max(1, w*maxSide/h), maxSide
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}

// isOpaque reports whether every pixel of img is fully opaque.
func isOpaque(img image.Image) bool {
	if o, ok := img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if _, _, _, a := img.At(x, y).RGBA(); a != 0xffff {
				return false
			}
		}
	}
	return true
}

func encodePNG(img image.Image) ([]byte, error) {
	var out bytes.Buffer
	err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&out, img)
	return out.Bytes(), err
}

func encodeJPEG(img image.Image, quality int) ([]byte, error) {
	var out bytes.Buffer
	err := jpeg.Encode(&out, img, &jpeg.Options{Quality: quality})
	return out.Bytes(), err
}
