package notify

import (
	"context"
	"fmt"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/uptrace/bun"
)

// VAPID is the server's key pair for Web Push (RFC 8292), base64url.
type VAPID struct {
	PublicKey  string
	PrivateKey string
	// Subject is the contact the push services may reach ("mailto:..." or an https URL).
	Subject string
}

// LoadVAPID returns env's key pair when both keys are given; otherwise the development pair
// kept in the database, made once (by whichever instance gets there first).
func LoadVAPID(ctx context.Context, db *bun.DB, public, private, subject string) (VAPID, error) {
	if subject == "" {
		subject = "mailto:festival@localhost"
	}
	if public != "" && private != "" {
		return VAPID{PublicKey: public, PrivateKey: private, Subject: subject}, nil
	}
	priv, pub, err := webpush.GenerateVAPIDKeys()
	if err != nil {
		return VAPID{}, fmt.Errorf("generate VAPID keys: %w", err)
	}
	if _, err := db.NewRaw(`INSERT INTO vapid_keys (public_key, private_key) VALUES (?, ?) ON CONFLICT DO NOTHING`, pub, priv).Exec(ctx); err != nil {
		return VAPID{}, fmt.Errorf("keep VAPID keys: %w", err)
	}
	k := VAPID{Subject: subject}
	if err := db.NewRaw(`SELECT public_key, private_key FROM vapid_keys`).Scan(ctx, &k.PublicKey, &k.PrivateKey); err != nil {
		return VAPID{}, fmt.Errorf("load VAPID keys: %w", err)
	}
	return k, nil
}
