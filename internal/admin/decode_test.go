package admin

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"sync"
	"testing"
	"time"

	"festival/internal/apperr"
	"festival/internal/imaging"
)

// zeroZlib is a zlib stream of n zero bytes. Deflating 128 MiB is slow under the race
// detector, so one MiB is deflated and its flushed (byte-aligned, self-contained) blocks are
// repeated; the checksum of n zeros is Adler-32's closed form (a = 1, b = n mod 65521).
func zeroZlib(t *testing.T, n int) []byte {
	t.Helper()
	deflate := func(n int, final bool) []byte {
		var b bytes.Buffer
		f, _ := flate.NewWriter(&b, flate.BestCompression)
		if _, err := f.Write(make([]byte, n)); err != nil {
			t.Fatal(err)
		}
		if final {
			_ = f.Close()
		} else {
			_ = f.Flush()
		}
		return b.Bytes()
	}
	const mib = 1 << 20
	n0 := n
	out := []byte{0x78, 0x01}
	block := deflate(mib, false)
	for ; n > mib; n -= mib {
		out = append(out, block...)
	}
	out = append(out, deflate(n, true)...)
	return binary.BigEndian.AppendUint32(out, uint32(n0%65521)<<16|1)
}

// deepPNG is a valid w × h PNG at 16 bits per channel with alpha (colour type 6), every pixel
// zero, never held decoded: a 4096² one is about 150 KB.
func deepPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		c := crc32.NewIEEE()
		c.Write([]byte(kind))
		c.Write(data)
		out.WriteString(kind)
		out.Write(data)
		_ = binary.Write(&out, binary.BigEndian, c.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 16, 6 // bit depth, colour type RGBA
	chunk("IHDR", ihdr)
	chunk("IDAT", zeroZlib(t, h*(1+w*8))) // each row: filter byte 0, then the pixels
	chunk("IEND", nil)
	return out.Bytes()
}

// A small file whose header promises a 16-bit 4096 × 4096 canvas (128 MiB decoded) is refused
// with BAD_USER_INPUT from its header: it never reaches the decoder (the gate is never entered).
func TestDeepImageIsRefusedBeforeDecoding(t *testing.T) {
	data := deepPNG(t, 4096, 4096)
	if len(data) > 300<<10 {
		t.Fatalf("the test image is %d bytes, want a small file", len(data))
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.ColorModel != color.NRGBA64Model || imaging.DecodedBytes(cfg) != 4096*4096*8 {
		t.Fatalf("test image header: %+v %v", cfg, err)
	}
	gate := imaging.NewGate(2, time.Minute)
	gate.OnEnter = func(int) { t.Error("the image was decoded") }
	for _, side := range []int{StoredLogoSide, StoredMapSide} {
		_, _, _, err := reencodeTo(context.Background(), gate, bytes.NewReader(data), int64(len(data)), "map.png", side, StoredMapBytes)
		if e, ok := apperr.As(err); !ok || e.Code != apperr.BadUserInput || e.Message != MsgImageTooDeep {
			t.Fatalf("deep PNG: %v, want %q", err, MsgImageTooDeep)
		}
	}
	// The same canvas at 8 bits per channel (64 MiB) is still taken, decoded in the gate.
	if got := imaging.DecodedBytes(image.Config{ColorModel: color.NRGBAModel, Width: 4096, Height: 4096}); got > imaging.MaxDecodedBytes {
		t.Fatalf("an 8-bit 4096² image counts %d bytes, over the limit", got)
	}
	entered := 0
	gate.OnEnter = func(int) { entered++ }
	small := deepPNG(t, 64, 64)
	if _, ext, _, err := reencodeTo(context.Background(), gate, bytes.NewReader(small), int64(len(small)), "s.png", StoredLogoSide, StoredLogoBytes); err != nil || ext != "png" || entered != 1 {
		t.Fatalf("a small 16-bit PNG: %q %v, decoded %d times", ext, err, entered)
	}
}

// At most the gate's slots decode at once: six uploads, two inside, four waiting; when the
// two finish the others follow, and all succeed. A caller who waits past the gate's deadline
// gets UNAVAILABLE.
func TestUploadsDecodeTwoAtATime(t *testing.T) {
	var src bytes.Buffer
	if err := png.Encode(&src, image.NewNRGBA(image.Rect(0, 0, 32, 32))); err != nil {
		t.Fatal(err)
	}
	gate := imaging.NewGate(2, time.Minute)
	release := make(chan struct{})
	var mu sync.Mutex
	most, entered := 0, 0
	gate.OnEnter = func(inside int) {
		mu.Lock()
		most, entered = max(most, inside), entered+1
		mu.Unlock()
		<-release
	}
	const n = 6
	errs := make(chan error, n)
	for range n {
		go func() {
			_, _, _, err := reencodeTo(context.Background(), gate, bytes.NewReader(src.Bytes()), int64(src.Len()), "m.png", StoredMapSide, StoredMapBytes)
			errs <- err
		}()
	}
	deadline := time.Now().Add(30 * time.Second)
	for gate.Inside() != 2 || gate.Waiting() != n-2 {
		if time.Now().After(deadline) {
			t.Fatalf("inside %d, waiting %d; want 2 and %d", gate.Inside(), gate.Waiting(), n-2)
		}
		time.Sleep(5 * time.Millisecond)
	}
	close(release)
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if most != 2 || entered != n {
		t.Fatalf("at most %d decodes at once over %d decodes; want 2 over %d", most, entered, n)
	}

	// A full gate: the caller gives up after the gate's wait with UNAVAILABLE.
	busy := imaging.NewGate(1, 50*time.Millisecond)
	hold, held := make(chan struct{}), make(chan struct{})
	busy.OnEnter = func(int) { close(held); <-hold }
	go func() {
		_, _, _, _ = reencodeTo(context.Background(), busy, bytes.NewReader(src.Bytes()), int64(src.Len()), "m.png", StoredMapSide, StoredMapBytes)
	}()
	<-held
	busy.OnEnter = nil
	_, _, _, err := reencodeTo(context.Background(), busy, bytes.NewReader(src.Bytes()), int64(src.Len()), "m.png", StoredMapSide, StoredMapBytes)
	close(hold)
	if e, ok := apperr.As(err); !ok || e.Code != apperr.Unavailable || e.Message != MsgImageBusy {
		t.Fatalf("a full gate: %v, want UNAVAILABLE", err)
	}
}
