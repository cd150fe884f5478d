package notify

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Push delivery defaults.
const (
	pushBatch       = 200
	pushLease       = 2 * time.Minute // a claimed job is retried after this if its sender died
	pushMaxAttempts = 5
)

// Payload is what the service worker receives (JSON, encrypted per RFC 8291).
type Payload struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	// URL is the page a click opens (the set).
	URL string `json:"url"`
	// Tag groups a burst's repeats into one shown notification.
	Tag string `json:"tag"`
}

// Pusher drains the push outbox (push_jobs) at a bounded rate: jobs are claimed with FOR UPDATE
// SKIP LOCKED and leased, so instances share the work and a crashed sender's jobs come back.
// A send has a deadline; failures are retried with exponential backoff (pushMaxAttempts);
// 404/410 from the push service removes the subscription. Writers only insert jobs, so a slow
// push service never slows them.
type Pusher struct {
	DB   *bun.DB
	Now  func() time.Time
	Log  *slog.Logger
	Keys VAPID
	// AllowLoopback lets endpoints be on loopback (and plain http there); tests only.
	AllowLoopback bool
	// RootCAs, when set, are the only roots trusted (tests).
	RootCAs *x509.CertPool
	// Rate is the most sends per second of this instance (default 200); Workers how many run
	// at once (default 16); Timeout bounds each send (default 10 s).
	Rate    float64
	Workers int
	Timeout time.Duration
	// Poll is how often an idle drain loop looks for jobs (default 250 ms).
	Poll time.Duration

	once   sync.Once
	client *http.Client
	pace   chan struct{}
}

func (p *Pusher) init() {
	p.once.Do(func() {
		if p.Rate <= 0 {
			p.Rate = 200
		}
		if p.Workers <= 0 {
			p.Workers = 16
		}
		if p.Timeout <= 0 {
			p.Timeout = 10 * time.Second
		}
		if p.Poll <= 0 {
			p.Poll = 250 * time.Millisecond
		}
		p.client = guardedClient(p.AllowLoopback, p.RootCAs, p.Timeout)
		p.pace = make(chan struct{}, 1)
	})
}

// wait paces sends to Rate per second.
func (p *Pusher) wait(ctx context.Context, last *time.Time, mu *sync.Mutex) error {
	mu.Lock()
	gap := time.Duration(float64(time.Second) / p.Rate)
	next := last.Add(gap)
	now := time.Now()
	if next.Before(now) {
		next = now
	}
	*last = next
	mu.Unlock()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Until(next)):
		return nil
	}
}

type pushJob struct {
	ID       int64     `bun:"id"`
	Attempts int       `bun:"attempts"`
	NoteID   uuid.UUID `bun:"notification_id"`
	Kind     string    `bun:"kind"`
	Message  string    `bun:"message"`
	URL      string    `bun:"url"`
	SubID    uuid.UUID `bun:"subscription_id"`
	Endpoint string    `bun:"endpoint"`
	P256dh   string    `bun:"p256dh"`
	Auth     string    `bun:"auth"`
}

// Run drains the outbox until ctx ends.
func (p *Pusher) Run(ctx context.Context) {
	p.init()
	for ctx.Err() == nil {
		n, err := p.Drain(ctx)
		if err != nil && ctx.Err() == nil {
			p.Log.WarnContext(ctx, "push: draining the outbox failed", "err", err.Error())
		}
		if n == 0 || err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(p.Poll):
			}
		}
	}
}

// Drain claims one batch of due jobs and sends them; it returns how many it claimed.
func (p *Pusher) Drain(ctx context.Context) (int, error) {
	p.init()
	now := p.Now()
	var jobs []pushJob
	err := p.DB.NewRaw(`WITH c AS (
		    SELECT id FROM push_jobs WHERE run_at <= ? ORDER BY run_at, id LIMIT ? FOR UPDATE SKIP LOCKED
		)
		UPDATE push_jobs j SET run_at = ?, attempts = j.attempts + 1
		  FROM c, notifications n, push_subscriptions s
		 WHERE j.id = c.id AND n.id = j.notification_id AND s.id = j.subscription_id
		RETURNING j.id, j.attempts, n.id AS notification_id, n.kind, n.message,
		    coalesce((SELECT '/festivals/' || f.slug || '/editions/' || e.slug || '/sets/' || st.slug
		                FROM sets st JOIN festival_editions e ON e.id = st.festival_edition_id
		                JOIN festivals f ON f.id = e.festival_id WHERE st.id = n.set_id), '/') AS url,
		    s.id AS subscription_id, s.endpoint, s.p256dh, s.auth`,
		now, pushBatch, now.Add(pushLease)).Scan(ctx, &jobs)
	if err != nil {
		return 0, fmt.Errorf("claim push jobs: %w", err)
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		last time.Time
		sem  = make(chan struct{}, p.Workers)
	)
	for _, j := range jobs {
		if err := p.wait(ctx, &last, &mu); err != nil {
			break // the lease brings the rest back
		}
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			p.finish(ctx, j, p.send(ctx, j.Endpoint, j.P256dh, j.Auth, Payload{
				Title: titleOf(j.Kind), Body: j.Message, URL: j.URL, Tag: j.NoteID.String(),
			}))
		}()
	}
	wg.Wait()
	return len(jobs), nil
}

func titleOf(kind string) string {
	switch kind {
	case KindReminder:
		return "Starting soon"
	case KindCancelled:
		return "Set cancelled"
	case KindRestored:
		return "Set back on"
	}
	return "Set moved"
}

// result is a send's outcome.
type result int

const (
	sent   result = iota
	gone          // 404/410: the subscription no longer exists
	retry         // 429, 5xx, network: try again later
	failed        // refused by us or the service: do not retry
)

// send encrypts and posts one message with the send deadline.
func (p *Pusher) send(ctx context.Context, endpoint, p256dh, auth string, pl Payload) result {
	ctx, cancel := context.WithTimeout(ctx, p.Timeout)
	defer cancel()
	if err := CheckEndpoint(ctx, endpoint, p.AllowLoopback); err != nil {
		p.Log.WarnContext(ctx, "push: endpoint refused", "err", err.Error())
		return failed
	}
	body, _ := json.Marshal(pl)
	resp, err := webpush.SendNotificationWithContext(ctx, body, &webpush.Subscription{
		Endpoint: endpoint, Keys: webpush.Keys{P256dh: p256dh, Auth: auth},
	}, &webpush.Options{
		HTTPClient: p.client, Subscriber: p.Keys.Subject, TTL: 3600, Urgency: webpush.UrgencyHigh,
		VAPIDPublicKey: p.Keys.PublicKey, VAPIDPrivateKey: p.Keys.PrivateKey, Topic: topicOf(pl.Tag),
	})
	if err != nil {
		return retry
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return sent
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		return gone
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return retry
	}
	return failed
}

// topicOf makes a Topic header (at most 32 base64url characters) from a tag, so a push
// service replaces an undelivered message of the same notification.
func topicOf(tag string) string {
	out := make([]byte, 0, 32)
	for i := 0; i < len(tag) && len(out) < 32; i++ {
		if c := tag[i]; c != '-' {
			out = append(out, c)
		}
	}
	return string(out)
}

// finish records a job's outcome.
func (p *Pusher) finish(ctx context.Context, j pushJob, r result) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	var err error
	switch {
	case r == gone:
		_, err = p.DB.NewDelete().Table("push_subscriptions").Where("id = ?", j.SubID).Exec(ctx)
	case r == retry && j.Attempts < pushMaxAttempts:
		_, err = p.DB.NewUpdate().Table("push_jobs").Set("run_at = ?", p.Now().Add(backoff(j.Attempts))).Where("id = ?", j.ID).Exec(ctx)
	default:
		_, err = p.DB.NewDelete().Table("push_jobs").Where("id = ?", j.ID).Exec(ctx)
	}
	if err != nil {
		p.Log.WarnContext(ctx, "push: recording a send failed", "err", err.Error())
	}
}

// backoff is the wait before attempt n+1: 2 s, 8 s, 32 s, 2 min 8 s, capped at 10 min.
func backoff(attempts int) time.Duration {
	d := 2 * time.Second
	for i := 1; i < attempts; i++ {
		d *= 4
	}
	return min(d, 10*time.Minute)
}

// SendTest sends a test message to each of user's devices at once (not through the outbox, so
// the person sees whether it works); gone subscriptions are removed. It returns how many were
// delivered.
func (p *Pusher) SendTest(ctx context.Context, user uuid.UUID) (int, error) {
	p.init()
	var subs []struct {
		ID       uuid.UUID `bun:"id"`
		Endpoint string    `bun:"endpoint"`
		P256dh   string    `bun:"p256dh"`
		Auth     string    `bun:"auth"`
	}
	if err := p.DB.NewSelect().Table("push_subscriptions").Column("id", "endpoint", "p256dh", "auth").
		Where("user_id = ?", user).Limit(MaxSubscriptions).Scan(ctx, &subs); err != nil {
		return 0, fmt.Errorf("load push subscriptions: %w", err)
	}
	n := 0
	for _, s := range subs {
		switch p.send(ctx, s.Endpoint, s.P256dh, s.Auth, Payload{Title: "Festival", Body: "Notifications work on this device.", URL: "/profile", Tag: "test"}) {
		case sent:
			n++
		case gone:
			if _, err := p.DB.NewDelete().Table("push_subscriptions").Where("id = ?", s.ID).Exec(ctx); err != nil {
				return n, fmt.Errorf("delete push subscription: %w", err)
			}
		}
	}
	return n, nil
}
