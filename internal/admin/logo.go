package admin

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"golang.org/x/image/webp"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
	"festival/internal/imaging"
	"festival/internal/storage"
)

// Logo limits: the file's size, and each pixel dimension (checked from the header, before
// anything is decoded, so a small file cannot claim a huge canvas).
const (
	MaxLogoBytes = 5 << 20
	MaxLogoSide  = 4096
)

// The stored (and served) copy of a logo: its longer side at most StoredLogoSide pixels
// (enough for every place the app shows a logo, at 2× density) and at most StoredLogoBytes.
const (
	StoredLogoSide  = 512
	StoredLogoBytes = 200 << 10
)

// Logo messages.
const (
	MsgLogoTooLarge    = "File size must be less than 5MB"
	MsgLogoType        = "Please choose a PNG, JPEG or WebP image"
	MsgLogoDimensions  = "The image must be at most 4096 × 4096 pixels"
	MsgLogoInvalid     = "The file is not a valid image"
	MsgLogoFileName    = "Invalid file name"
	MsgImageTooDeep    = "The image is too large to process: at most 64 MB once decoded (4096 × 4096 pixels at 8 bits per channel; 16-bit images must be smaller)"
	MsgImageBusy       = "Other images are being processed. Please try again in a moment."
	MsgLogoNoneToClear = "This festival has no logo"
)

// format is a recognised image type: its decoders and how it is stored.
type format struct {
	decode       func(io.Reader) (image.Image, error)
	decodeConfig func(io.Reader) (image.Config, error)
	ext          string // of the stored file when it fits in that format
}

var (
	pngFormat  = format{png.Decode, png.DecodeConfig, "png"}
	jpegFormat = format{jpeg.Decode, jpeg.DecodeConfig, "jpg"}
	// No WebP encoder exists in the Go standard library or golang.org/x/image: WebP logos are
	// decoded and stored as PNG (or JPEG when a photograph does not fit as PNG, see imaging.Fit).
	webpFormat = format{webp.Decode, webp.DecodeConfig, "png"}
)

// sniff recognises PNG, JPEG and WebP by their magic bytes; the client's content type and
// file name are never believed.
func sniff(b []byte) (format, bool) {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		return pngFormat, true
	case bytes.HasPrefix(b, []byte{0xFF, 0xD8, 0xFF}):
		return jpegFormat, true
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return webpFormat, true
	}
	return format{}, false
}

// reencode checks an uploaded logo and returns it decoded and encoded again by the server
// (so nothing but pixels survives: no trailing HTML, no metadata), scaled down to the stored
// bounds (imaging.Fit), with the stored extension: png or jpg, whatever the upload was.
func reencode(r io.Reader, size int64, fileName string) ([]byte, string, error) {
	out, ext, _, err := reencodeTo(context.Background(), imaging.Decodes, r, size, fileName, StoredLogoSide, StoredLogoBytes)
	return out, ext, err
}

// decodes is the gate the service's uploads are decoded through.
func (s *Service) decodes() *imaging.Gate {
	if s.Decodes != nil {
		return s.Decodes
	}
	return imaging.Decodes
}

// reencodeTo is reencode into at most side pixels on the longer side and maxBytes; it also
// returns the stored image's size. The header bounds the decoded size (imaging.DecodedBytes,
// checked before decoding), and the decoding, scaling and encoding run in a slot of gate.
func reencodeTo(ctx context.Context, gate *imaging.Gate, r io.Reader, size int64, fileName string, side, maxBytes int) ([]byte, string, image.Point, error) {
	var none image.Point
	if strings.ContainsAny(fileName, "/\\\x00") || strings.Contains(fileName, "..") {
		return nil, "", none, apperr.Invalid("file", MsgLogoFileName)
	}
	if size > MaxLogoBytes {
		return nil, "", none, apperr.Invalid("file", MsgLogoTooLarge)
	}
	b, err := io.ReadAll(io.LimitReader(r, MaxLogoBytes+1))
	if err != nil {
		return nil, "", none, err
	}
	if len(b) > MaxLogoBytes {
		return nil, "", none, apperr.Invalid("file", MsgLogoTooLarge)
	}
	f, ok := sniff(b)
	if !ok {
		return nil, "", none, apperr.Invalid("file", MsgLogoType)
	}
	cfg, err := f.decodeConfig(bytes.NewReader(b))
	if err != nil {
		return nil, "", none, apperr.Invalid("file", MsgLogoInvalid)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxLogoSide || cfg.Height > MaxLogoSide {
		return nil, "", none, apperr.Invalid("file", MsgLogoDimensions)
	}
	if imaging.DecodedBytes(cfg) > imaging.MaxDecodedBytes {
		return nil, "", none, apperr.Invalid("file", MsgImageTooDeep)
	}
	prefer := imaging.PNG
	if f.ext == "jpg" {
		prefer = imaging.JPEG
	}
	var out []byte
	var format imaging.Format
	err = gate.Do(ctx, func() error {
		img, err := f.decode(bytes.NewReader(b))
		if err != nil {
			return apperr.Invalid("file", MsgLogoInvalid)
		}
		out, format, err = imaging.Fit(img, side, maxBytes, prefer)
		return err
	})
	if errors.Is(err, imaging.ErrBusy) {
		return nil, "", none, apperr.New(apperr.Unavailable, MsgImageBusy)
	}
	if err != nil {
		return nil, "", none, err
	}
	stored, _, err := image.DecodeConfig(bytes.NewReader(out))
	if err != nil {
		return nil, "", none, err
	}
	return out, format.Ext(), image.Pt(stored.Width, stored.Height), nil
}

// logoKey is where a festival's logo is stored.
func logoKey(slug, ext string) string { return "festival-logos/" + slug + "-logo." + ext }

// keyOfURL is the storage key of a stored logo URL ("" when it is not one of ours).
func keyOfURL(u *string) string {
	if u == nil || !strings.HasPrefix(*u, storage.URLPrefix) {
		return ""
	}
	k, _, _ := strings.Cut(strings.TrimPrefix(*u, storage.URLPrefix), "?")
	return k
}

// UploadLogo checks, re-encodes and stores a festival's logo as festival-logos/{slug}-logo.{ext}
// and sets its logoUrl (with a version parameter, so caches fetch a replaced logo at once).
// Nothing is stored when the image is refused.
func (s *Service) UploadLogo(ctx context.Context, id uuid.UUID, r io.Reader, size int64, fileName string) (*festival.Festival, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	data, ext, _, err := reencodeTo(ctx, s.decodes(), r, size, fileName, StoredLogoSide, StoredLogoBytes)
	if err != nil {
		return nil, wrap("upload logo", err)
	}
	sum := sha256.Sum256(data)
	var f *festival.Festival
	var old string
	err = s.tx(ctx, "upload logo", func(ctx context.Context, tx bun.Tx) error {
		if f, err = lockFestival(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festivals", id)
		if err != nil {
			return err
		}
		key := logoKey(f.Slug, ext)
		if old = keyOfURL(f.LogoURL); old == key {
			old = ""
		}
		// Written while the festival's row is locked: two uploads for one festival take turns.
		if err := s.Files.Put(ctx, key, data); err != nil {
			return err
		}
		u := storage.URL(key) + "?v=" + hex.EncodeToString(sum[:6])
		f.LogoURL = &u
		if _, err := tx.NewUpdate().Model(f).Column("logo_url").Set("updated_at = now()").WherePK().Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "festival.logo.upload", audit.Festival, "festivals", id, before)
	})
	if err != nil {
		return nil, err
	}
	if old != "" { // the previous logo had another extension or slug
		_ = s.Files.Delete(ctx, old)
	}
	return f, nil
}

// RemoveLogo clears a festival's logo and deletes its file.
func (s *Service) RemoveLogo(ctx context.Context, id uuid.UUID) (*festival.Festival, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var f *festival.Festival
	var old string
	err := s.tx(ctx, "remove logo", func(ctx context.Context, tx bun.Tx) error {
		var err error
		if f, err = lockFestival(ctx, tx, id); err != nil {
			return err
		}
		if f.LogoURL == nil {
			return apperr.New(apperr.BadUserInput, MsgLogoNoneToClear)
		}
		before, err := audit.Snapshot(ctx, tx, "festivals", id)
		if err != nil {
			return err
		}
		old, f.LogoURL = keyOfURL(f.LogoURL), nil
		if _, err := tx.NewUpdate().Model(f).Column("logo_url").Set("updated_at = now()").WherePK().Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "festival.logo.remove", audit.Festival, "festivals", id, before)
	})
	if err != nil {
		return nil, err
	}
	if old != "" {
		if err := s.Files.Delete(ctx, old); err != nil {
			return nil, wrap("remove logo", err)
		}
	}
	return f, nil
}
