package auth

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/identity"
)

// Bounds of personal access tokens.
const (
	TokenNameMax     = 100
	TokenMinDays     = 1
	TokenMaxDays     = 365
	TokensLiveMax    = 20  // live (not revoked, not expired) tokens per user
	TokensListed     = 100 // the most recent tokens a profile lists, revoked and expired included
	TokensPerHour    = 30  // new tokens per user and hour
	tokenPrefix      = "fvt_"
	tokenUseInterval = time.Minute // last_used_at is written at most this often
)

// Messages of personal access tokens, in the words the profile shows.
const (
	MsgTokenName     = "Give the token a name of 1 to 100 characters."
	MsgTokenScopes   = "Choose at least one scope: read, or vote (votes, notes and plans)."
	MsgTokenExpiry   = "A token expires after 1 to 365 days."
	MsgTokensLive    = "You have 20 active tokens. Revoke one before creating another."
	MsgTokenNotFound = "Token not found"
	// MsgTokenRefused answers what no token may do, whatever its scopes.
	MsgTokenRefused = "A personal access token cannot delete the account, manage tokens, change sign-in or make staff changes. Sign in on the site to do this."
	// MsgTokenInvalid answers a bearer token that is unknown, expired or revoked.
	MsgTokenInvalid = "The access token is invalid, expired or revoked."
)

// AccessToken is one personal access token as its owner sees it (never the token itself).
type AccessToken struct {
	bun.BaseModel `bun:"table:access_tokens,alias:t"`
	ID            uuid.UUID `bun:",pk,type:uuid"`
	UserID        uuid.UUID `bun:",type:uuid"`
	Name          string
	Scopes        []string `bun:",array"`
	CreatedAt     time.Time
	ExpiresAt     time.Time
	LastUsedAt    *time.Time
	RevokedAt     *time.Time
}

// AccessTokens are personal access tokens: random values stored hashed, with scopes and an
// expiry, that authenticate a script as its user (Authorization: Bearer).
type AccessTokens struct {
	DB      bun.IDB
	Now     func() time.Time
	Limiter *Limiter
}

// IsAccessToken tells a personal access token from other bearer values by its prefix.
func IsAccessToken(token string) bool { return strings.HasPrefix(token, tokenPrefix) }

// Create makes a token for the signed-in viewer (never through a token) and returns it with the
// token's value, which is shown this once.
func (s *AccessTokens) Create(ctx context.Context, name string, scopes []string, days int) (*AccessToken, string, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, "", apperr.New(apperr.Unauthenticated, MsgSignInNeeded)
	}
	if v.ViaToken() {
		return nil, "", apperr.New(apperr.Forbidden, MsgTokenRefused)
	}
	name = strings.TrimSpace(name)
	if n := len([]rune(name)); n < 1 || n > TokenNameMax {
		return nil, "", apperr.Invalid("name", MsgTokenName)
	}
	scopes = normScopes(scopes)
	if len(scopes) == 0 {
		return nil, "", apperr.Invalid("scopes", MsgTokenScopes)
	}
	if days < TokenMinDays || days > TokenMaxDays {
		return nil, "", apperr.Invalid("expiresInDays", MsgTokenExpiry)
	}
	if err := s.Limiter.Allow(ctx, "access-token:user:"+v.UserID.String(), TokensPerHour, time.Hour); err != nil {
		return nil, "", err
	}
	now := s.Now()
	token := tokenPrefix + NewToken()
	row := &AccessToken{
		ID: uuid.New(), UserID: v.UserID, Name: name, Scopes: scopes,
		CreatedAt: now, ExpiresAt: now.AddDate(0, 0, days),
	}
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// The user row's lock orders concurrent creations, so the live count holds.
		if _, err := tx.NewRaw(`SELECT 1 FROM users WHERE id = ? FOR UPDATE`, v.UserID).Exec(ctx); err != nil {
			return fmt.Errorf("lock user: %w", err)
		}
		var live int
		if err := tx.NewRaw(`SELECT count(*) FROM access_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?`,
			v.UserID, now).Scan(ctx, &live); err != nil {
			return fmt.Errorf("count tokens: %w", err)
		}
		if live >= TokensLiveMax {
			return apperr.New(apperr.Conflict, MsgTokensLive)
		}
		if _, err := tx.NewRaw(`INSERT INTO access_tokens (id, user_id, name, token_hash, scopes, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, row.ID, row.UserID, row.Name, HashToken(token), pgdialect.Array(row.Scopes),
			row.CreatedAt, row.ExpiresAt).Exec(ctx); err != nil {
			return fmt.Errorf("create token: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	return row, token, nil
}

// normScopes keeps the known scopes once each, in a fixed order.
func normScopes(in []string) []string {
	var out []string
	for _, want := range []string{identity.ScopeRead, identity.ScopeVote} {
		for _, s := range in {
			if s == want {
				out = append(out, want)
				break
			}
		}
	}
	return out
}

// List returns the viewer's most recent tokens, newest first, revoked and expired ones included
// (the profile shows every token created or revoked).
func (s *AccessTokens) List(ctx context.Context, userID uuid.UUID) ([]*AccessToken, error) {
	var out []*AccessToken
	err := s.DB.NewSelect().Model(&out).Where("user_id = ?", userID).
		OrderExpr("created_at DESC, id DESC").Limit(TokensListed).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("list tokens: %w", err)
	}
	return out, nil
}

// Revoke ends one of the viewer's tokens (never through a token); revoking a revoked token
// returns it unchanged. Its open WebSockets close at once (the database publishes it).
func (s *AccessTokens) Revoke(ctx context.Context, id uuid.UUID) (*AccessToken, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgSignInNeeded)
	}
	if v.ViaToken() {
		return nil, apperr.New(apperr.Forbidden, MsgTokenRefused)
	}
	_, err := s.DB.NewUpdate().Table("access_tokens").Set("revoked_at = ?", s.Now()).
		Where("id = ? AND user_id = ? AND revoked_at IS NULL", id, v.UserID).Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("revoke token: %w", err)
	}
	var rows []*AccessToken
	if err := s.DB.NewSelect().Model(&rows).Where("id = ? AND user_id = ?", id, v.UserID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("read token: %w", err)
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgTokenNotFound)
	}
	return rows[0], nil
}

// Lookup returns the viewer a live token stands for (its user, no admin role, its scopes), or
// nil when the token is unknown, expired or revoked. It notes when the token was used, at most
// once a minute.
func (s *AccessTokens) Lookup(ctx context.Context, token string) (*identity.Viewer, *User, error) {
	if !IsAccessToken(token) || len(token) > 100 {
		return nil, nil, nil
	}
	now := s.Now()
	var rows []struct {
		User
		TokenID    uuid.UUID  `bun:"token_id,type:uuid"`
		Scopes     []string   `bun:"scopes,array"`
		LastUsedAt *time.Time `bun:"last_used_at"`
	}
	err := db.QueryParams(ctx, s.DB, &rows, `SELECT u.*, t.id AS token_id, t.scopes, t.last_used_at
		FROM access_tokens t JOIN users u ON u.id = t.user_id
		WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2`,
		nil, pgx.QueryExecModeCacheStatement, HashToken(token), now)
	if err != nil {
		return nil, nil, fmt.Errorf("lookup token: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil, nil
	}
	row := rows[0]
	if row.LastUsedAt == nil || now.Sub(*row.LastUsedAt) >= tokenUseInterval {
		_, _ = s.DB.NewUpdate().Table("access_tokens").Set("last_used_at = ?", now).Where("id = ?", row.TokenID).Exec(ctx)
	}
	u := row.User
	return &identity.Viewer{UserID: u.ID, SessionID: row.TokenID, Token: &identity.Token{Scopes: row.Scopes}}, &u, nil
}

// TokenLive reports whether token row id is live and, if so, when it expires.
func (s *AccessTokens) TokenLive(ctx context.Context, id uuid.UUID) (ends time.Time, live bool, err error) {
	var rows []time.Time
	err = s.DB.NewRaw(`SELECT expires_at FROM access_tokens WHERE id = ? AND revoked_at IS NULL AND expires_at > ?`, id, s.Now()).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return time.Time{}, false, err
	}
	return rows[0], true, nil
}

// ByIDs returns those of ids that are the viewer's own tokens (node(id:)); others' are absent.
func (s *AccessTokens) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*AccessToken, error) {
	out := map[uuid.UUID]*AccessToken{}
	v := identity.From(ctx)
	if v == nil || len(ids) == 0 {
		return out, nil
	}
	var rows []*AccessToken
	if err := s.DB.NewSelect().Model(&rows).Where("id IN (?) AND user_id = ?", bun.List(ids), v.UserID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("load tokens: %w", err)
	}
	for _, t := range rows {
		out[t.ID] = t
	}
	return out, nil
}
