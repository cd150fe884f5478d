package auth

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/uptrace/bun"

	"festival/internal/identity"
)

// CookieName is the session cookie.
const CookieName = "festival_session"

// Sessions are opaque random tokens stored hashed, with idle and absolute timeouts.
type Sessions struct {
	DB bun.IDB
	// Pool runs the lookup every signed-in request sends (LookupUser), prepared once per
	// connection and scanned without reflection.
	Pool     *pgxpool.Pool
	Now      func() time.Time
	Idle     time.Duration
	Absolute time.Duration
	// Domain scopes the cookie to the parent domain so festival subdomains share it ("" = host only).
	Domain string
	Roles  *Roles
}

type sessionRow struct {
	bun.BaseModel `bun:"table:sessions,alias:s"`
	ID            uuid.UUID `bun:",pk,type:uuid"`
	TokenHash     []byte
	UserID        uuid.UUID `bun:",type:uuid"`
	CreatedAt     time.Time
	LastSeenAt    time.Time
	ExpiresAt     time.Time
	RevokedAt     *time.Time
	UserAgent     string
}

// Create starts a session for userID inside db (a transaction or the pool) and returns its token.
func (s *Sessions) Create(ctx context.Context, db bun.IDB, userID uuid.UUID, userAgent string) (string, time.Time, error) {
	token := NewToken()
	now := s.Now()
	row := &sessionRow{
		ID: uuid.New(), TokenHash: HashToken(token), UserID: userID, CreatedAt: now, LastSeenAt: now,
		ExpiresAt: now.Add(s.Absolute), UserAgent: truncate(userAgent, 300),
	}
	if _, err := db.NewInsert().Model(row).Exec(ctx); err != nil {
		return "", time.Time{}, fmt.Errorf("create session: %w", err)
	}
	return token, row.ExpiresAt, nil
}

// Lookup returns the viewer of a live session token, or nil when it is unknown, revoked, idle
// too long or past its absolute timeout.
func (s *Sessions) Lookup(ctx context.Context, token string) (*identity.Viewer, error) {
	v, _, err := s.LookupUser(ctx, token)
	return v, err
}

// LookupUser is Lookup with the viewer's user row, read in the same single statement as the
// session and the role.
func (s *Sessions) LookupUser(ctx context.Context, token string) (*identity.Viewer, *User, error) {
	if token == "" || len(token) > 100 {
		return nil, nil, nil
	}
	now := s.Now()
	// Every signed-in request sends this: one text for every token and instant, prepared once
	// per connection, on the pool (no database/sql, no reflection).
	r, err := s.Pool.Query(ctx, lookupSQL, pgx.QueryExecModeCacheStatement, HashToken(token), now, now.Add(-s.Idle))
	var rows []sessionUser
	if err == nil {
		var x sessionUser
		_, err = pgx.ForEachRow(r, []any{&x.ID, &x.Email, &x.Username, &x.CompletedOnboarding, &x.Theme,
			&x.ThemeChangedAt, &x.CreatedAt, &x.UpdatedAt, &x.SessionID, &x.LastSeenAt, &x.Role},
			func() error { rows = append(rows, x); return nil })
	}
	if err != nil {
		return nil, nil, fmt.Errorf("lookup session: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil, nil
	}
	row := rows[0]
	if now.Sub(row.LastSeenAt) > time.Hour { // keep the idle clock without a write per request
		_, _ = s.DB.NewUpdate().Table("sessions").Set("last_seen_at = ?", now).Where("id = ?", row.SessionID).Exec(ctx)
	}
	role := ""
	if row.Role != nil {
		role = *row.Role
	}
	u := row.User
	return &identity.Viewer{UserID: u.ID, SessionID: row.SessionID, Role: role}, &u, nil
}

// lookupSQL reads a live session with its user (every column of User, in its order) and role.
const lookupSQL = `SELECT u.id, u.email, u.username, u.completed_onboarding, u.theme, u.theme_changed_at,
		u.created_at, u.updated_at, s.id, s.last_seen_at, r.role
	FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN admin_roles r ON r.user_id = s.user_id
	WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`

// sessionUser is one row of lookupSQL.
type sessionUser struct {
	User
	SessionID  uuid.UUID
	LastSeenAt time.Time
	Role       *string
}

type sessionUserKey struct{}

// WithSessionUser returns ctx carrying the user row read with the request's session.
func WithSessionUser(ctx context.Context, u *User) context.Context {
	return context.WithValue(ctx, sessionUserKey{}, u)
}

// SessionUser is the user row read with the request's session (nil: none). It is as of the
// start of the request: what a mutation changes must be read again.
func SessionUser(ctx context.Context) *User {
	u, _ := ctx.Value(sessionUserKey{}).(*User)
	return u
}

// Live reports whether the session is still valid (for long-lived WebSockets) and, if it is,
// when it ends unless used again: the earlier of its absolute and idle timeouts.
func (s *Sessions) Live(ctx context.Context, id uuid.UUID) (ends time.Time, live bool, err error) {
	now := s.Now()
	var rows []struct {
		ExpiresAt  time.Time `bun:"expires_at"`
		LastSeenAt time.Time `bun:"last_seen_at"`
	}
	// A personal access token stands in for a session (its id is the viewer's SessionID): it
	// has no idle timeout, so its last use reads as now (the check comes again in time).
	err = s.DB.NewRaw(`SELECT expires_at, last_seen_at FROM sessions
		WHERE id = ?0 AND revoked_at IS NULL AND expires_at > ?1 AND last_seen_at > ?2
		UNION ALL SELECT expires_at, ?1 FROM access_tokens WHERE id = ?0 AND revoked_at IS NULL AND expires_at > ?1`,
		id, now, now.Add(-s.Idle)).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return time.Time{}, false, err
	}
	ends = rows[0].ExpiresAt
	if idle := rows[0].LastSeenAt.Add(s.Idle); idle.Before(ends) {
		ends = idle
	}
	return ends, true, nil
}

// Ends returns, for each of ids that is a live session or access token, when it ends unless
// used again (as Live's ends; a token's is its expiry). An id missing from the answer has
// ended: revoked, timed out or gone. One statement for any number of sockets' sessions.
func (s *Sessions) Ends(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]time.Time, error) {
	now := s.Now()
	rows, err := s.Pool.Query(ctx, endsSQL, pgx.QueryExecModeCacheStatement, ids, now, now.Add(-s.Idle))
	if err != nil {
		return nil, fmt.Errorf("check sessions: %w", err)
	}
	out := make(map[uuid.UUID]time.Time, len(ids))
	var id uuid.UUID
	var expires, lastSeen time.Time
	if _, err := pgx.ForEachRow(rows, []any{&id, &expires, &lastSeen}, func() error {
		if idle := lastSeen.Add(s.Idle); idle.Before(expires) {
			expires = idle
		}
		out[id] = expires
		return nil
	}); err != nil {
		return nil, fmt.Errorf("check sessions: %w", err)
	}
	return out, nil
}

// Ended returns the ids among ids that are not live sessions (revoked, expired or gone).
func (s *Sessions) Ended(ctx context.Context, ids []uuid.UUID) ([]uuid.UUID, error) {
	live, err := s.Ends(ctx, ids)
	if err != nil {
		return nil, err
	}
	var out []uuid.UUID
	for _, id := range ids {
		if _, ok := live[id]; !ok {
			out = append(out, id)
		}
	}
	return out, nil
}

const endsSQL = `SELECT s.id, s.expires_at, s.last_seen_at FROM sessions s
	WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > $2::timestamptz AND s.last_seen_at > $3::timestamptz
	UNION ALL SELECT a.id, a.expires_at, $2 FROM access_tokens a
	WHERE a.id = ANY($1::uuid[]) AND a.revoked_at IS NULL AND a.expires_at > $2::timestamptz`

// Revoke ends a session on the server.
func (s *Sessions) Revoke(ctx context.Context, id uuid.UUID) error {
	_, err := s.DB.NewUpdate().Table("sessions").Set("revoked_at = ?", s.Now()).
		Where("id = ? AND revoked_at IS NULL", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("revoke session: %w", err)
	}
	return nil
}

// CookieDomain is the Domain attribute for appDomain: the parent domain when it has a dot, so
// festival subdomains share the session; host-only for single-label hosts such as localhost.
func CookieDomain(appDomain string) string {
	if strings.Contains(appDomain, ".") {
		return appDomain
	}
	return ""
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
