package app

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/notify"
	"festival/internal/onsite"
)

// NotifyConfig is the configuration of notifications, reminders and Web Push (issue 29).
type NotifyConfig struct {
	// VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); without the keys a
	// development pair is made once and kept in the database.
	VAPIDPublic, VAPIDPrivate, VAPIDSubject string
	// PushAllowLoopback (PUSH_ALLOW_LOOPBACK=1) lets push endpoints be on loopback; tests only.
	PushAllowLoopback bool
	// PushRate is the most Web Push sends per second per instance (PUSH_RATE).
	PushRate float64
	// ReminderInterval is how often each instance looks for due reminders (REMINDER_INTERVAL).
	ReminderInterval time.Duration
	// ClockOffset (CLOCK_OFFSET, a Go duration) shifts the server's clock; for tests and
	// browser journeys of festival days only.
	ClockOffset time.Duration
}

func loadNotifyConfig(getenv func(string) string) (NotifyConfig, error) {
	c := NotifyConfig{
		VAPIDPublic: strings.TrimSpace(getenv("VAPID_PUBLIC_KEY")), VAPIDPrivate: strings.TrimSpace(getenv("VAPID_PRIVATE_KEY")),
		VAPIDSubject: strings.TrimSpace(getenv("VAPID_SUBJECT")), PushAllowLoopback: getenv("PUSH_ALLOW_LOOPBACK") == "1",
		PushRate: 200,
	}
	if (c.VAPIDPublic == "") != (c.VAPIDPrivate == "") {
		return c, fmt.Errorf("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together")
	}
	if v := getenv("PUSH_RATE"); v != "" {
		r, err := strconv.ParseFloat(v, 64)
		if err != nil || r <= 0 || r > 10000 {
			return c, fmt.Errorf("PUSH_RATE must be a number of sends per second (0-10000), got %q", v)
		}
		c.PushRate = r
	}
	var err error
	if c.ReminderInterval, err = durationEnv(getenv, "REMINDER_INTERVAL", 15*time.Second); err != nil {
		return c, err
	}
	if v := getenv("CLOCK_OFFSET"); v != "" {
		if c.ClockOffset, err = time.ParseDuration(v); err != nil {
			return c, fmt.Errorf("CLOCK_OFFSET must be a duration such as 72h, got %q", v)
		}
	}
	return c, nil
}

// clock is the server's clock: now, shifted by CLOCK_OFFSET.
func clock(offset time.Duration) func() time.Time {
	if offset == 0 {
		return time.Now
	}
	return func() time.Time { return time.Now().Add(offset) }
}

// notifyWorkers are one instance's background work for notifications.
type notifyWorkers struct {
	reminders *notify.Reminders
	pusher    *notify.Pusher
	interval  time.Duration
	log       *slog.Logger
	// onsite's sweep deletes expired shared locations and past meeting points (issue 35).
	onsite *onsite.Service
}

// newNotify makes the notification service and workers.
func newNotify(cfg Config, store *db.DB, now func() time.Time, limiter *auth.Limiter, log *slog.Logger) (*notify.Service, *notifyWorkers) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	keys, err := notify.LoadVAPID(ctx, store.DB, cfg.Notify.VAPIDPublic, cfg.Notify.VAPIDPrivate, cfg.Notify.VAPIDSubject)
	if err != nil {
		log.Error("push: no VAPID keys; Web Push is off until a restart", "err", err.Error())
	}
	svc := &notify.Service{DB: store.DB, Now: now, VAPIDPublicKey: keys.PublicKey, AllowLoopback: cfg.Notify.PushAllowLoopback, Limiter: limiter}
	w := &notifyWorkers{
		reminders: &notify.Reminders{DB: store.DB, Now: now},
		pusher: &notify.Pusher{DB: store.DB, Now: now, Log: log, Keys: keys,
			AllowLoopback: cfg.Notify.PushAllowLoopback, Rate: cfg.Notify.PushRate},
		interval: cfg.Notify.ReminderInterval,
		log:      log,
	}
	return svc, w
}

// Run runs the reminder scan and the push outbox until ctx ends.
func (w *notifyWorkers) Run(ctx context.Context) {
	go w.pusher.Run(ctx)
	t := time.NewTicker(w.interval)
	defer t.Stop()
	for n := 0; ; n++ {
		tctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		if _, err := w.reminders.Tick(tctx); err != nil && ctx.Err() == nil {
			w.log.WarnContext(ctx, "reminders: a scan failed", "err", err.Error())
		}
		if w.onsite != nil {
			if _, _, err := w.onsite.Sweep(tctx); err != nil && ctx.Err() == nil {
				w.log.WarnContext(ctx, "on site: the expiry sweep failed", "err", err.Error())
			}
		}
		if n%240 == 0 {
			if err := w.reminders.Prune(tctx); err != nil && ctx.Err() == nil {
				w.log.WarnContext(ctx, "reminders: pruning failed", "err", err.Error())
			}
		}
		cancel()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
