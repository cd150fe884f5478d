// Package share makes read-only links to a visitor's saved plan (or their crew's plan, or their
// recap): GET /p/{token} is a page anyone can open, GET /p/{token}.png its image card. Tokens
// are stored hashed like invite links, and revoking deletes the row (the link answers 404).
// The page shows sets, stages, times and walking minutes: no votes, no group, no person.
// See docs/share-and-ratings.md.
package share

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	qrcode "github.com/skip2/go-qrcode"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/identity"
)

// Kinds of share.
const (
	KindPlan  = "plan"
	KindRecap = "recap"
)

// Limits: shares a user holds at once, and new shares per hour.
const (
	MaxShares     = 50
	SharesPerHour = 30
)

// Messages.
const (
	MsgSignIn        = "You must be logged in to share a plan"
	MsgShareNotFound = "Share link not found"
	MsgTooMany       = "You have 50 share links. Revoke one to make another."
	MsgNotMember     = "You are not a member of this group"
	MsgNoRecap       = "Your recap opens the day after the festival ends"
)

// Share is a share link (its token is never stored).
type Share struct {
	ID           uuid.UUID  `bun:"id,type:uuid"`
	UserID       uuid.UUID  `bun:"user_id,type:uuid"`
	EditionID    uuid.UUID  `bun:"festival_edition_id,type:uuid"`
	GroupID      *uuid.UUID `bun:"group_id,type:uuid"`
	Kind         string     `bun:"kind"`
	CreatedAt    time.Time  `bun:"created_at"`
	LastOpenedAt *time.Time `bun:"last_opened_at"`
}

// Service manages share links.
type Service struct {
	DB        bun.IDB
	Now       func() time.Time
	PublicURL string
	// Limiter counts new shares per user (SharesPerHour); nil: no limit.
	Limiter *auth.Limiter
}

// URL is the public address of token.
func (s *Service) URL(token string) string {
	return strings.TrimRight(s.PublicURL, "/") + "/p/" + token
}

// QRDataURL is a PNG QR code of url as a data: URL (the CSP allows data: images).
func QRDataURL(url string) (string, error) {
	png, err := qrcode.Encode(url, qrcode.Medium, 320)
	if err != nil {
		return "", fmt.Errorf("qr code: %w", err)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(png), nil
}

// Create makes a share link of kind for the viewer's plan (or the crew plan of groupID, which
// the viewer must be a member of) or recap of editionID, and returns it with its token, shown
// only now. The caller checks that the viewer may see the edition.
func (s *Service) Create(ctx context.Context, editionID uuid.UUID, groupID *uuid.UUID, kind string) (*Share, string, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, "", apperr.New(apperr.Unauthenticated, MsgSignIn)
	}
	if s.Limiter != nil {
		if err := s.Limiter.Allow(ctx, "share:user:"+v.UserID.String(), SharesPerHour, time.Hour); err != nil {
			return nil, "", err
		}
	}
	token := auth.NewToken()
	sh := &Share{ID: uuid.New(), UserID: v.UserID, EditionID: editionID, GroupID: groupID, Kind: kind, CreatedAt: s.Now()}
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// The user's row serialises their shares (and account deletion takes it too).
		if _, err := tx.NewRaw(`SELECT 1 FROM users WHERE id = ? FOR UPDATE`, v.UserID).Exec(ctx); err != nil {
			return fmt.Errorf("share: %w", err)
		}
		if groupID != nil {
			var n int
			if err := tx.NewRaw(`SELECT count(*) FROM group_members m JOIN groups g ON g.id = m.group_id AND NOT g.archived
				WHERE m.group_id = ? AND m.user_id = ?`, *groupID, v.UserID).Scan(ctx, &n); err != nil {
				return fmt.Errorf("share: %w", err)
			}
			if n == 0 {
				return apperr.New(apperr.Forbidden, MsgNotMember)
			}
		}
		var n int
		if err := tx.NewRaw(`SELECT count(*) FROM plan_shares WHERE user_id = ?`, v.UserID).Scan(ctx, &n); err != nil {
			return fmt.Errorf("share: %w", err)
		}
		if n >= MaxShares {
			return apperr.New(apperr.Conflict, MsgTooMany)
		}
		_, err := tx.NewRaw(`INSERT INTO plan_shares (id, user_id, festival_edition_id, group_id, kind, token_hash, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, sh.ID, sh.UserID, sh.EditionID, sh.GroupID, sh.Kind, auth.HashToken(token), sh.CreatedAt).Exec(ctx)
		if err != nil {
			return fmt.Errorf("share: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	return sh, token, nil
}

// Revoke deletes the viewer's share id; its link answers 404 from now on. Someone else's
// share is NOT_FOUND, as an unknown one.
func (s *Service) Revoke(ctx context.Context, id uuid.UUID) error {
	v := identity.From(ctx)
	if v == nil {
		return apperr.New(apperr.Unauthenticated, MsgSignIn)
	}
	res, err := s.DB.NewRaw(`DELETE FROM plan_shares WHERE id = ? AND user_id = ?`, id, v.UserID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("revoke share: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return apperr.New(apperr.NotFound, MsgShareNotFound)
	}
	return nil
}

// Mine lists the viewer's shares, newest first (at most MaxShares).
func (s *Service) Mine(ctx context.Context) ([]*Share, error) {
	v := identity.From(ctx)
	if v == nil {
		return []*Share{}, nil
	}
	rows := []*Share{}
	err := s.DB.NewRaw(`SELECT id, user_id, festival_edition_id, group_id, kind, created_at, last_opened_at
		FROM plan_shares WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ?`, v.UserID, MaxShares).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("shares: %w", err)
	}
	return rows, nil
}

// ByIDs returns the viewer's shares among ids (others' are absent).
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Share, error) {
	v := identity.From(ctx)
	out := map[uuid.UUID]*Share{}
	if v == nil {
		return out, nil
	}
	var rows []*Share
	err := s.DB.NewRaw(`SELECT id, user_id, festival_edition_id, group_id, kind, created_at, last_opened_at
		FROM plan_shares WHERE user_id = ? AND id IN (?)`, v.UserID, bun.List(ids)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("shares: %w", err)
	}
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

// openedEvery is how often an open is written to last_opened_at: a popular link is not a
// write per view.
const openedEvery = time.Minute

// Open finds the share of token and records the open; nil for unknown or revoked tokens.
func (s *Service) Open(ctx context.Context, token string) (*Share, error) {
	if token == "" || len(token) > 100 {
		return nil, nil
	}
	now := s.Now()
	var rows []*Share
	err := s.DB.NewRaw(`SELECT id, user_id, festival_edition_id, group_id, kind, created_at, last_opened_at
		FROM plan_shares WHERE token_hash = ?`, auth.HashToken(token)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("open share: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	sh := rows[0]
	if sh.LastOpenedAt == nil || now.Sub(*sh.LastOpenedAt) >= openedEvery {
		if _, err := s.DB.NewRaw(`UPDATE plan_shares SET last_opened_at = ? WHERE id = ?`, now, sh.ID).Exec(ctx); err != nil {
			return nil, fmt.Errorf("open share: %w", err)
		}
		sh.LastOpenedAt = &now
	}
	return sh, nil
}
