package imaging

import (
	"context"
	"errors"
	"image"
	"image/color"
	"sync/atomic"
	"time"
)

// MaxDecodedBytes bounds what one uploaded image may take once decoded: width × height ×
// BytesPerPixel, read from the header (image.DecodeConfig) before anything is decoded. 64 MiB
// is a 4096 × 4096 image at 8 bits per channel with alpha; the same canvas at 16 bits per
// channel (128 MiB, from a file of about 100 KB) is refused.
const MaxDecodedBytes = 64 << 20

// BytesPerPixel is what one pixel of an image decoded with colour model m takes in memory, as
// the standard decoders (PNG, JPEG, WebP) allocate it. An unknown model counts as the widest
// (8 bytes: 16-bit RGBA).
func BytesPerPixel(m color.Model) int {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.YCbCrModel:
		return 3 // 4:4:4 at worst; subsampled JPEGs take less
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel, color.NYCbCrAModel:
		return 4
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8
}

// DecodedBytes is width × height × BytesPerPixel of an image's header.
func DecodedBytes(cfg image.Config) int64 {
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return 0
	}
	return int64(cfg.Width) * int64(cfg.Height) * int64(BytesPerPixel(cfg.ColorModel))
}

// ErrBusy is returned when no decode slot came free within the gate's wait.
var ErrBusy = errors.New("imaging: too many images are being decoded")

// Gate bounds how many images are decoded (and scaled, and encoded) at once: each holds up to
// MaxDecodedBytes, so n slots bound the memory uploads can take. A caller waits for a slot at
// most the gate's wait (or its context), then gets ErrBusy.
type Gate struct {
	slots           chan struct{}
	wait            time.Duration
	inside, waiting atomic.Int32
	// OnEnter, when set (tests), is called in each holder with the number of holders,
	// itself included, before its work runs.
	OnEnter func(inside int)
}

// NewGate returns a gate of n slots whose callers wait at most wait.
func NewGate(n int, wait time.Duration) *Gate {
	return &Gate{slots: make(chan struct{}, n), wait: wait}
}

// Decodes is the instance's gate: at most 2 images decoded at once, a caller waits up to 20 s.
var Decodes = NewGate(2, 20*time.Second)

// Do runs f in a slot of g.
func (g *Gate) Do(ctx context.Context, f func() error) error {
	ctx, cancel := context.WithTimeout(ctx, g.wait)
	defer cancel()
	g.waiting.Add(1)
	select {
	case g.slots <- struct{}{}:
		g.waiting.Add(-1)
	case <-ctx.Done():
		g.waiting.Add(-1)
		return ErrBusy
	}
	n := g.inside.Add(1)
	defer func() {
		g.inside.Add(-1)
		<-g.slots
	}()
	if g.OnEnter != nil {
		g.OnEnter(int(n))
	}
	return f()
}

// Inside and Waiting count the callers holding a slot and those waiting for one.
func (g *Gate) Inside() int  { return int(g.inside.Load()) }
func (g *Gate) Waiting() int { return int(g.waiting.Load()) }
