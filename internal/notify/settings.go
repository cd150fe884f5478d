package notify

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"slices"

	"github.com/google/uuid"
)

// DefaultLeadMinutes is the reminder lead time of a user who never chose one.
const DefaultLeadMinutes = 15

// LeadChoices are the lead times a user may choose (nil: reminders off).
var LeadChoices = []int{5, 10, 15, 30}

// MaxSubscriptions bounds a user's push subscriptions (devices); the oldest goes first.
const MaxSubscriptions = 10

// Settings are the viewer's notification settings.
type Settings struct {
	// LeadMinutes is how long before a set the reminder comes; nil: off.
	LeadMinutes *int
	// Devices counts the push subscriptions.
	Devices int
}

// SettingsOf returns user's settings.
func (s *Service) SettingsOf(ctx context.Context, user uuid.UUID) (Settings, error) {
	out := Settings{}
	var lead sql.NullInt64
	err := s.DB.NewSelect().Table("notification_settings").Column("reminder_minutes").
		Where("user_id = ?", user).Scan(ctx, &lead)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		d := DefaultLeadMinutes
		out.LeadMinutes = &d
	case err != nil:
		return out, fmt.Errorf("load notification settings: %w", err)
	case lead.Valid:
		m := int(lead.Int64)
		out.LeadMinutes = &m
	}
	n, err := s.DB.NewSelect().Table("push_subscriptions").Where("user_id = ?", user).Count(ctx)
	if err != nil {
		return out, fmt.Errorf("count push subscriptions: %w", err)
	}
	out.Devices = int(n)
	return out, nil
}

// SetLead sets the viewer's reminder lead time (nil: off).
func (s *Service) SetLead(ctx context.Context, minutes *int) (Settings, error) {
	user, err := signedIn(ctx)
	if err != nil {
		return Settings{}, err
	}
	if minutes != nil && !slices.Contains(LeadChoices, *minutes) {
		return Settings{}, invalid("minutes", "The reminder comes 5, 10, 15 or 30 minutes before, or never (null)")
	}
	if _, err := s.DB.NewRaw(`INSERT INTO notification_settings (user_id, reminder_minutes) VALUES (?, ?)
		ON CONFLICT (user_id) DO UPDATE SET reminder_minutes = EXCLUDED.reminder_minutes`, user, minutes).Exec(ctx); err != nil {
		return Settings{}, fmt.Errorf("save notification settings: %w", err)
	}
	return s.SettingsOf(ctx, user)
}

// Subscription is one device's Web Push subscription (the browser's PushSubscription).
type Subscription struct {
	Endpoint string
	P256dh   string
	Auth     string
}

// Check validates a subscription's shape: an https endpoint (http only for loopback when
// allowLoopback) and base64url keys of the right sizes. Where it points is checked again at
// each send (Guard).
func (sub Subscription) Check(allowLoopback bool) error {
	if len(sub.Endpoint) > 2000 {
		return invalid("endpoint", "The endpoint is too long")
	}
	u, err := url.Parse(sub.Endpoint)
	if err != nil || u.Host == "" || (u.Scheme != "https" && !(allowLoopback && u.Scheme == "http")) {
		return invalid("endpoint", "The endpoint must be an https URL")
	}
	if k, err := decodeKey(sub.P256dh); err != nil || len(k) != 65 || k[0] != 4 {
		return invalid("p256dh", "p256dh must be an uncompressed P-256 public key (base64url)")
	}
	if k, err := decodeKey(sub.Auth); err != nil || len(k) != 16 {
		return invalid("auth", "auth must be 16 bytes (base64url)")
	}
	return nil
}

// ErrEndpointTaken refuses an endpoint registered to another user: it never moves silently (a
// caller who learnt someone's endpoint URL would otherwise take their notifications). The
// device subscribes afresh (a new endpoint) instead.
var ErrEndpointTaken = invalid("endpoint", "This device's push subscription belongs to another account: turn push notifications off and on again to subscribe afresh")

// Subscribe keeps the viewer's subscription (the viewer's own endpoint again: its keys are
// updated; another user's: refused with ErrEndpointTaken); beyond MaxSubscriptions the oldest
// is dropped.
func (s *Service) Subscribe(ctx context.Context, sub Subscription) (Settings, error) {
	user, err := signedIn(ctx)
	if err != nil {
		return Settings{}, err
	}
	if err := sub.Check(s.AllowLoopback); err != nil {
		return Settings{}, err
	}
	if !hostAllowed(ctx, sub.Endpoint, s.AllowLoopback) {
		return Settings{}, invalid("endpoint", "The endpoint must be on a public address")
	}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bunTx) error {
		// The conflict's WHERE leaves another user's row alone (and locked): no row comes back.
		var kept []uuid.UUID
		if err := tx.NewRaw(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)
			ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now()
			WHERE push_subscriptions.user_id = EXCLUDED.user_id
			RETURNING id`,
			user, sub.Endpoint, sub.P256dh, sub.Auth).Scan(ctx, &kept); err != nil {
			return err
		}
		if len(kept) == 0 {
			return ErrEndpointTaken
		}
		_, err := tx.NewRaw(`DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN
			(SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC LIMIT ?)`, user, user, MaxSubscriptions).Exec(ctx)
		return err
	})
	if errors.Is(err, ErrEndpointTaken) {
		return Settings{}, ErrEndpointTaken
	}
	if err != nil {
		return Settings{}, fmt.Errorf("save push subscription: %w", err)
	}
	return s.SettingsOf(ctx, user)
}

// Unsubscribe forgets the viewer's subscription of endpoint (unknown: nothing happens).
func (s *Service) Unsubscribe(ctx context.Context, endpoint string) (Settings, error) {
	user, err := signedIn(ctx)
	if err != nil {
		return Settings{}, err
	}
	if _, err := s.DB.NewDelete().Table("push_subscriptions").Where("user_id = ? AND endpoint = ?", user, endpoint).Exec(ctx); err != nil {
		return Settings{}, fmt.Errorf("delete push subscription: %w", err)
	}
	return s.SettingsOf(ctx, user)
}
