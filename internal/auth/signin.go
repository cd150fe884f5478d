package auth

import (
	"context"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/mail"
)

// Sign-in constants (spec and design).
const (
	CodeTTL         = 10 * time.Minute
	MaxCodeAttempts = 5
	ResendInterval  = 60 * time.Second
)

// Messages of sign-in failures.
const (
	MsgCodeFormat   = "OTP must be 6 digits"
	MsgCodeWrong    = "Invalid code. Please check it and try again."
	MsgCodeDead     = "This code has expired or was already used. Please request a new one."
	MsgLinkDead     = "This sign-in link has expired or was already used. Please request a new one."
	MsgWaitResend   = "Please wait a minute before requesting a new code."
	MsgMailFailed   = "We couldn't send the e-mail. Please try again."
	MsgNeedsHTTP    = "Sign-in must be done over HTTP, not a WebSocket."
	MsgSignInNeeded = "You need to sign in first."
	MsgCodesLocked  = "Too many wrong codes for this address today. Use the link in the e-mail to sign in, or try again tomorrow."
)

// Limit is at most N events per Window (fixed windows, shared by every instance).
type Limit struct {
	N      int
	Window time.Duration
}

// Per-IP limits, sized for crowds behind one address (carrier NAT at a festival: thousands of
// people share an IP). The per-address rules stay strict: a code a minute, 5 tries per code,
// and MaxFailuresPerAddress wrong codes a day.
var (
	DefaultRequestIPLimit = Limit{300, 10 * time.Minute} // code requests per client IP
	DefaultVerifyIPLimit  = Limit{600, 10 * time.Minute} // code and link tries per client IP
)

// MaxFailuresPerAddress caps wrong codes per e-mail address and UTC day, across codes. Past it,
// codes for the address stop working until the day ends; the magic link (256 bits) still works.
const MaxFailuresPerAddress = 20

// failureWindow is the day the per-address failures are counted in.
const failureWindow = 24 * time.Hour

// Input bounds: a link token is 43 characters (256 bits, base64url); returnTo and invite tokens
// longer than these are dropped (they never come from our own pages).
const (
	maxLinkTokenLength   = 100
	maxReturnToLength    = 2000
	maxInviteTokenLength = 200
)

var codePattern = regexp.MustCompile(`^[0-9]{6}$`)

// SignIn runs passwordless sign-in: a 6-digit code and a magic link in one e-mail.
type SignIn struct {
	DB             *bun.DB
	Now            func() time.Time
	Mail           mail.Sender
	Limiter        *Limiter
	Sessions       *Sessions
	Roles          *Roles
	PublicURL      string
	AppDomain      string
	BootstrapEmail string
	Log            *slog.Logger
	// RequestIPLimit and VerifyIPLimit override the per-IP defaults (zero = default); tests
	// use small ones.
	RequestIPLimit Limit
	VerifyIPLimit  Limit
}

func (s *SignIn) requestIPLimit() Limit { return orLimit(s.RequestIPLimit, DefaultRequestIPLimit) }
func (s *SignIn) verifyIPLimit() Limit  { return orLimit(s.VerifyIPLimit, DefaultVerifyIPLimit) }

func orLimit(l, def Limit) Limit {
	if l.N <= 0 || l.Window <= 0 {
		return def
	}
	return l
}

// Result of a successful sign-in.
type Result struct {
	User        *User
	Token       string
	Expires     time.Time
	ReturnTo    *string
	InviteToken *string
}

// RequestCode sends a code and link to email. It never tells whether the address has an account:
// the work and the answer are the same for every address.
func (s *SignIn) RequestCode(ctx context.Context, email string, inviteToken, returnTo *string) (string, error) {
	email, err := NormalizeEmail(email)
	if err != nil {
		return "", err
	}
	if err := s.Limiter.Allow(ctx, "signin-request:ip:"+ipKey(RequestFrom(ctx).ClientIP), s.requestIPLimit().N, s.requestIPLimit().Window); err != nil {
		return "", err
	}
	code, link := newCode(), NewToken()
	id := uuid.New()
	now := s.Now()
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// One request at a time per address, so the once-a-minute rule holds under concurrency.
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", "signin:"+email); err != nil {
			return err
		}
		recent, err := tx.NewSelect().Table("sign_in_codes").
			Where("email = ? AND created_at > ?", email, now.Add(-ResendInterval)).Exists(ctx)
		if err != nil {
			return err
		}
		if recent {
			return apperr.New(apperr.RateLimited, MsgWaitResend)
		}
		// A new code replaces the older ones.
		if _, err := tx.NewUpdate().Table("sign_in_codes").Set("consumed_at = ?", now).
			Where("email = ? AND consumed_at IS NULL", email).Exec(ctx); err != nil {
			return err
		}
		_, err = tx.NewRaw(`INSERT INTO sign_in_codes
			(id, email, code_hash, link_hash, invite_token, return_to, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			id, email, hashCode(id.String(), code), HashToken(link), cleanInvite(inviteToken),
			s.safeReturnTo(returnTo), now, now.Add(CodeTTL)).Exec(ctx)
		return err
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return "", err
		}
		return "", fmt.Errorf("request sign-in code: %w", err)
	}
	if err := s.Mail.Send(ctx, codeMessage(email, code, s.linkURL(link))); err != nil {
		s.Log.ErrorContext(ctx, "sign-in mail failed", "err", err.Error())
		_, _ = s.DB.NewDelete().Table("sign_in_codes").Where("id = ?", id).Exec(ctx)
		return "", apperr.New(apperr.Internal, MsgMailFailed)
	}
	return email, nil
}

// VerifyCode checks a code. Every try counts, atomically: after MaxCodeAttempts tries the code
// is dead, and only one of many concurrent right answers gets a session. Wrong codes also count
// per address and day across codes (MaxFailuresPerAddress): each try first reserves a failure
// in one statement, so concurrent tries cannot exceed the cap, and gives it back unless the
// code was wrong. Past the cap codes are refused, whether right or not; links still work.
func (s *SignIn) VerifyCode(ctx context.Context, email, code string) (*Result, error) {
	email, err := NormalizeEmail(email)
	if err != nil {
		return nil, err
	}
	code = strings.TrimSpace(code)
	if !codePattern.MatchString(code) {
		return nil, apperr.Invalid("code", MsgCodeFormat)
	}
	if err := s.Limiter.Allow(ctx, "signin-verify:ip:"+ipKey(RequestFrom(ctx).ClientIP), s.verifyIPLimit().N, s.verifyIPLimit().Window); err != nil {
		return nil, err
	}
	release, ok, err := s.Limiter.Reserve(ctx, "signin-fail:email:"+email, Limit{MaxFailuresPerAddress, failureWindow})
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, apperr.New(apperr.RateLimited, MsgCodesLocked)
	}
	counted := false // the try was a wrong guess at a live code: keep the reserved failure
	defer func() {
		if !counted {
			if err := release(context.WithoutCancel(ctx)); err != nil && s.Log != nil {
				s.Log.WarnContext(ctx, "sign-in failure count not released", "err", err.Error())
			}
		}
	}()
	now := s.Now()
	var row struct {
		ID          uuid.UUID `bun:"id"`
		CodeHash    []byte    `bun:"code_hash"`
		InviteToken *string   `bun:"invite_token"`
		ReturnTo    *string   `bun:"return_to"`
	}
	err = s.DB.NewRaw(`UPDATE sign_in_codes SET attempts = attempts + 1
		WHERE id = (SELECT id FROM sign_in_codes WHERE email = ? AND consumed_at IS NULL AND expires_at > ?
		            ORDER BY created_at DESC LIMIT 1)
		  AND attempts < ? AND consumed_at IS NULL
		RETURNING id, code_hash, invite_token, return_to`, email, now, MaxCodeAttempts).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.BadUserInput, MsgCodeDead)
	}
	if err != nil {
		return nil, fmt.Errorf("verify code: %w", err)
	}
	if !equalHash(row.CodeHash, hashCode(row.ID.String(), code)) {
		counted = true
		return nil, apperr.New(apperr.BadUserInput, MsgCodeWrong)
	}
	return s.complete(ctx, func(tx bun.Tx) (consumed, error) {
		res, err := tx.NewUpdate().Table("sign_in_codes").Set("consumed_at = ?", now).
			Where("id = ? AND consumed_at IS NULL", row.ID).Exec(ctx)
		if err != nil {
			return consumed{}, err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return consumed{}, apperr.New(apperr.BadUserInput, MsgCodeDead)
		}
		return consumed{Email: email, ReturnTo: row.ReturnTo, InviteToken: row.InviteToken}, nil
	})
}

// VerifyLink completes sign-in with a magic-link token (single use, same 10 minutes).
func (s *SignIn) VerifyLink(ctx context.Context, token string) (*Result, error) {
	if err := s.Limiter.Allow(ctx, "signin-verify:ip:"+ipKey(RequestFrom(ctx).ClientIP), s.verifyIPLimit().N, s.verifyIPLimit().Window); err != nil {
		return nil, err
	}
	if token = strings.TrimSpace(token); token == "" || len(token) > maxLinkTokenLength {
		return nil, apperr.New(apperr.BadUserInput, MsgLinkDead)
	}
	now := s.Now()
	return s.complete(ctx, func(tx bun.Tx) (consumed, error) {
		var c consumed
		err := tx.NewRaw(`UPDATE sign_in_codes SET consumed_at = ?
			WHERE link_hash = ? AND consumed_at IS NULL AND expires_at > ?
			RETURNING email, invite_token, return_to`, now, HashToken(token), now).Scan(ctx, &c)
		if errors.Is(err, sql.ErrNoRows) {
			return c, apperr.New(apperr.BadUserInput, MsgLinkDead)
		}
		return c, err
	})
}

// consumed is what a used code or link carried.
type consumed struct {
	Email       string  `bun:"email"`
	InviteToken *string `bun:"invite_token"`
	ReturnTo    *string `bun:"return_to"`
}

// complete consumes the code or link, creates the account when
// needed, applies the bootstrap super admin and starts a session, all in one transaction.
func (s *SignIn) complete(ctx context.Context, consume func(tx bun.Tx) (consumed, error)) (*Result, error) {
	var res Result
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		c, err := consume(tx)
		if err != nil {
			return err
		}
		email := c.Email
		u, err := upsertUser(ctx, tx, email)
		if err != nil {
			return err
		}
		if s.BootstrapEmail != "" && email == s.BootstrapEmail {
			if err := bootstrapSuperAdmin(ctx, tx, u.ID); err != nil {
				return fmt.Errorf("bootstrap super admin: %w", err)
			}
		}
		token, expires, err := s.Sessions.Create(ctx, tx, u.ID, "")
		if err != nil {
			return err
		}
		res = Result{User: u, Token: token, Expires: expires, ReturnTo: c.ReturnTo, InviteToken: c.InviteToken}
		return nil
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, err
		}
		return nil, fmt.Errorf("complete sign-in: %w", err)
	}
	return &res, nil
}

func (s *SignIn) linkURL(token string) string {
	return strings.TrimRight(s.PublicURL, "/") + "/auth/magic#token=" + token
}

// safeReturnTo keeps returnTo only when it points at this site or a festival subdomain, so the
// magic link cannot be turned into an open redirect.
func (s *SignIn) safeReturnTo(returnTo *string) *string {
	if returnTo == nil || *returnTo == "" || len(*returnTo) > maxReturnToLength {
		return nil
	}
	u, err := url.Parse(*returnTo)
	if err != nil {
		return nil
	}
	if u.Scheme == "" && u.Host == "" && strings.HasPrefix(u.Path, "/") && !strings.HasPrefix(*returnTo, "//") {
		v := strings.TrimRight(s.PublicURL, "/") + u.RequestURI()
		return &v
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil
	}
	host := strings.ToLower(u.Hostname())
	pub, _ := url.Parse(s.PublicURL)
	if host == s.AppDomain || strings.HasSuffix(host, "."+s.AppDomain) || (pub != nil && strings.EqualFold(u.Host, pub.Host)) {
		v := u.String()
		return &v
	}
	return nil
}

// IPKey is the per-IP rate-limit key of a client address: an IPv6 client counts by its /64 (a
// subscriber usually holds a whole /64, so single addresses are free to vary), IPv4 by address.
// Other per-IP limits (shared pages) use it too.
func IPKey(ip string) string { return ipKey(ip) }

func ipKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Is6() || a.Is4In6() {
		return ip
	}
	return netip.PrefixFrom(a.WithZone(""), 64).Masked().String()
}

func cleanInvite(t *string) *string {
	if t == nil {
		return nil
	}
	v := strings.TrimSpace(*t)
	if v == "" || len(v) > maxInviteTokenLength {
		return nil
	}
	return &v
}

// equalHash compares a stored code hash with a computed one in constant time.
func equalHash(a, b []byte) bool {
	return subtle.ConstantTimeCompare(a, b) == 1
}
