package auth

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
)

// The spec's username and e-mail messages.
const (
	MsgUsernameRequired = "Username is required"
	MsgUsernameShort    = "Username must be at least 2 characters"
	MsgUsernameLong     = "Username must be less than 50 characters"
	MsgUsernameChars    = "Username can only contain letters, numbers, hyphens, and underscores"
	MsgUsernameTaken    = "This username is already taken"
	MsgEmailRequired    = "Email is required"
	MsgEmailInvalid     = "Please enter a valid email address"
)

var (
	usernamePattern = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
	emailPattern    = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
)

// ValidateUsername trims name and checks the spec's rules, returning the trimmed name.
func ValidateUsername(name string) (string, error) {
	name = strings.TrimSpace(name)
	n := utf8.RuneCountInString(name)
	switch {
	case name == "":
		return "", apperr.Invalid("username", MsgUsernameRequired)
	case n < 2:
		return "", apperr.Invalid("username", MsgUsernameShort)
	case n > 50:
		return "", apperr.Invalid("username", MsgUsernameLong)
	case !usernamePattern.MatchString(name):
		return "", apperr.Invalid("username", MsgUsernameChars)
	}
	return name, nil
}

// NormalizeEmail trims and lower-cases an address and checks its shape.
func NormalizeEmail(email string) (string, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" {
		return "", apperr.Invalid("email", MsgEmailRequired)
	}
	if len(email) > 254 || !emailPattern.MatchString(email) {
		return "", apperr.Invalid("email", MsgEmailInvalid)
	}
	return email, nil
}

// ProfileUpdate holds the fields to change; nil leaves a field as it is.
type ProfileUpdate struct {
	Username            *string
	CompletedOnboarding *bool
}

// UpdateProfile changes the user's own profile.
func (s *Users) UpdateProfile(ctx context.Context, userID uuid.UUID, p ProfileUpdate) (*User, error) {
	q := s.DB.NewUpdate().Table("users").Set("updated_at = now()").Where("id = ?", userID)
	if p.Username != nil {
		name, err := ValidateUsername(*p.Username)
		if err != nil {
			return nil, err
		}
		q = q.Set("username = ?", name)
	}
	if p.CompletedOnboarding != nil {
		q = q.Set("completed_onboarding = ?", *p.CompletedOnboarding)
	}
	if _, err := q.Exec(ctx); err != nil {
		var pg *pgconn.PgError
		if errors.As(err, &pg) && pg.Code == "23505" {
			return nil, &apperr.Error{Code: apperr.Conflict, Message: MsgUsernameTaken, Field: "username"}
		}
		return nil, fmt.Errorf("update profile: %w", err)
	}
	return s.ByID(ctx, userID)
}

// upsertUser returns the account for email, creating it on first sign-in.
func upsertUser(ctx context.Context, db bun.IDB, email string) (*User, error) {
	u := new(User)
	err := db.NewRaw(`INSERT INTO users (email) VALUES (?)
		ON CONFLICT (email) DO UPDATE SET email = users.email
		RETURNING *`, email).Scan(ctx, u)
	if err != nil {
		return nil, fmt.Errorf("upsert user: %w", err)
	}
	return u, nil
}

// The themes a user may choose (users.theme): the device's own preference, or one fixed.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// MsgThemeInvalid refuses a theme outside the three.
const MsgThemeInvalid = "Choose system, light or dark"

// SetTheme keeps the user's theme (ThemeSystem, ThemeLight or ThemeDark).
func (s *Users) SetTheme(ctx context.Context, userID uuid.UUID, theme string) (*User, error) {
	if theme != ThemeSystem && theme != ThemeLight && theme != ThemeDark {
		return nil, apperr.Invalid("theme", MsgThemeInvalid)
	}
	if _, err := s.DB.NewUpdate().Table("users").Set("theme = ?", theme).Set("theme_changed_at = clock_timestamp()").
		Set("updated_at = now()").
		Where("id = ?", userID).Exec(ctx); err != nil {
		return nil, fmt.Errorf("set theme: %w", err)
	}
	return s.ByID(ctx, userID)
}
