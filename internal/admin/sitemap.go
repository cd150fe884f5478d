package admin

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
	"festival/internal/storage"
)

// The stored copy of a site map: at most StoredMapSide pixels on its longer side and
// StoredMapBytes. Uploads follow the logos' rules (type, 5 MB, 4096 × 4096 pixels,
// imaging.MaxDecodedBytes once decoded, decoded through the instance's gate).
const (
	StoredMapSide  = 2048
	StoredMapBytes = 1 << 20
)

// Site map messages.
const (
	MsgMapNoneToClear = "This edition has no site map"
	MsgMapWidth       = "The map's width must be between 1 and 100,000 metres"
)

// mapKey is where an edition's site map is stored.
func mapKey(editionID uuid.UUID, ext string) string {
	return "edition-maps/" + editionID.String() + "-map." + ext
}

// UploadEditionMap checks, re-encodes, scales and stores an edition's site map and sets its
// mapUrl (with a version parameter) and pixel size. Nothing is stored when the image is refused.
func (s *Service) UploadEditionMap(ctx context.Context, id uuid.UUID, r io.Reader, size int64, fileName string) (*festival.Edition, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	data, ext, px, err := reencodeTo(ctx, s.decodes(), r, size, fileName, StoredMapSide, StoredMapBytes)
	if err != nil {
		return nil, wrap("upload site map", err)
	}
	sum := sha256.Sum256(data)
	var e *festival.Edition
	var old string
	err = s.tx(ctx, "upload site map", func(ctx context.Context, tx bun.Tx) error {
		if e, err = lockEdition(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festival_editions", id)
		if err != nil {
			return err
		}
		key := mapKey(id, ext)
		if old = keyOfURL(e.MapURL); old == key {
			old = ""
		}
		// Written while the edition's row is locked: two uploads for one edition take turns.
		if err := s.Files.Put(ctx, key, data); err != nil {
			return err
		}
		u := storage.URL(key) + "?v=" + hex.EncodeToString(sum[:6])
		e.MapURL, e.MapWidthPx, e.MapHeightPx = &u, &px.X, &px.Y
		_, err = tx.NewUpdate().Model(e).Column("map_url", "map_width_px", "map_height_px").Set("updated_at = now()").WherePK().Exec(ctx)
		if err != nil {
			return err
		}
		return record(ctx, tx, "edition.map.upload", audit.Edition, "festival_editions", id, before)
	})
	if err != nil {
		return nil, err
	}
	if old != "" {
		_ = s.Files.Delete(ctx, old)
	}
	return e, nil
}

// RemoveEditionMap clears an edition's site map and deletes its file; stage positions stay.
func (s *Service) RemoveEditionMap(ctx context.Context, id uuid.UUID) (*festival.Edition, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var e *festival.Edition
	var old string
	err := s.tx(ctx, "remove site map", func(ctx context.Context, tx bun.Tx) error {
		var err error
		if e, err = lockEdition(ctx, tx, id); err != nil {
			return err
		}
		if e.MapURL == nil {
			return apperr.New(apperr.BadUserInput, MsgMapNoneToClear)
		}
		before, err := audit.Snapshot(ctx, tx, "festival_editions", id)
		if err != nil {
			return err
		}
		old, e.MapURL, e.MapWidthPx, e.MapHeightPx = keyOfURL(e.MapURL), nil, nil, nil
		_, err = tx.NewUpdate().Model(e).Column("map_url", "map_width_px", "map_height_px").Set("updated_at = now()").WherePK().Exec(ctx)
		if err != nil {
			return err
		}
		return record(ctx, tx, "edition.map.remove", audit.Edition, "festival_editions", id, before)
	})
	if err != nil {
		return nil, err
	}
	if old != "" {
		_ = s.Files.Delete(ctx, old)
	}
	return e, nil
}

// mapWidth checks and applies an edition patch's map width.
func mapWidth(v *float64, out **float64) error {
	if v == nil {
		return nil
	}
	if !(*v >= 1 && *v <= 100000) {
		return apperr.Invalid("mapWidthMeters", MsgMapWidth)
	}
	*out = v
	return nil
}
