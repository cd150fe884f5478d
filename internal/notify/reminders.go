package notify

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"festival/internal/vote"
)

// maxLead is the longest lead time (LeadChoices), how far ahead the scan looks.
const maxLead = 30 * time.Minute

// Reminders makes the reminders that are due: N minutes (the user's lead time) before a set they
// marked Must Go or have in a saved plan starts. Exactly once per user, set and start time,
// however many instances run it: a due reminder becomes a row of reminder_jobs (its key
// includes the set's start, so a moved set is reminded of at its new time), and workers claim
// rows with FOR UPDATE SKIP LOCKED and mark them done in the statement that writes the
// notification. Nothing lives only in memory: a restart loses nothing.
type Reminders struct {
	DB  *bun.DB
	Now func() time.Time
}

// Tick queues the reminders due at Now and sends (writes) them; it returns how many were sent.
func (r *Reminders) Tick(ctx context.Context) (int, error) {
	now := r.Now()
	if _, err := r.DB.NewRaw(`INSERT INTO reminder_jobs (user_id, set_id, set_start)
		SELECT c.user_id, s.id, s.time_start
		  FROM sets s
		  JOIN (SELECT user_id, set_id FROM votes WHERE vote_type = `+vote.Lit(vote.MustGo)+`
		        UNION SELECT user_id, set_id FROM saved_plans) c ON c.set_id = s.id
		  LEFT JOIN notification_settings ns ON ns.user_id = c.user_id
		  JOIN festival_editions e ON e.id = s.festival_edition_id AND e.published AND NOT e.archived
		  JOIN festivals f ON f.id = e.festival_id AND f.published AND NOT f.archived
		 WHERE NOT s.archived AND s.time_start > ? AND s.time_start <= ?
		   AND (ns.user_id IS NULL OR ns.reminder_minutes IS NOT NULL)
		   AND s.time_start - make_interval(mins => coalesce(ns.reminder_minutes, ?)) <= ?
		ON CONFLICT DO NOTHING`, now, now.Add(maxLead), DefaultLeadMinutes, now).Exec(ctx); err != nil {
		return 0, fmt.Errorf("queue reminders: %w", err)
	}
	sent := 0
	for {
		n, err := r.claim(ctx, now)
		sent += n
		if err != nil || n < claimBatch {
			return sent, err
		}
	}
}

const claimBatch = 500

// claim sends one batch of pending reminders in one statement: claimed rows are marked done in
// the same transaction that writes their notifications, so a crash sends none or all of them.
// A reminder whose set moved, was cancelled or left the user's interest is dropped.
func (r *Reminders) claim(ctx context.Context, now time.Time) (int, error) {
	var n int
	err := r.DB.NewRaw(`WITH claimed AS (
		    SELECT user_id, set_id, set_start FROM reminder_jobs WHERE done_at IS NULL
		     ORDER BY created_at LIMIT ? FOR UPDATE SKIP LOCKED
		), done AS (
		    UPDATE reminder_jobs j SET done_at = now() FROM claimed c
		     WHERE (j.user_id, j.set_id, j.set_start) = (c.user_id, c.set_id, c.set_start)
		), added AS (
		    INSERT INTO notifications (user_id, set_id, kind, message)
		    SELECT c.user_id, s.id, 'REMINDER',
		           s.name || ' starts in ' || greatest(1, ceil(extract(epoch FROM s.time_start - ?::timestamptz) / 60))::int ||
		           ' min: ' || notification_time(s.time_start, e.time_zone) || ', ' || coalesce(st.name, 'no stage')
		      FROM claimed c
		      JOIN sets s ON s.id = c.set_id AND s.time_start = c.set_start AND NOT s.archived
		      JOIN festival_editions e ON e.id = s.festival_edition_id
		      LEFT JOIN stages st ON st.id = s.stage_id
		     WHERE s.time_start > ?
		       AND (EXISTS (SELECT 1 FROM votes v WHERE v.user_id = c.user_id AND v.set_id = s.id AND v.vote_type = `+vote.Lit(vote.MustGo)+`)
		         OR EXISTS (SELECT 1 FROM saved_plans p WHERE p.user_id = c.user_id AND p.set_id = s.id))
		    RETURNING id, user_id
		), pushes AS (
		    INSERT INTO push_jobs (notification_id, subscription_id)
		    SELECT a.id, p.id FROM added a JOIN push_subscriptions p ON p.user_id = a.user_id
		    ON CONFLICT DO NOTHING
		), announced AS (
		    SELECT count(pg_notify('notification_added', a.user_id::text || ' ' || a.id::text)) AS n FROM added a
		)
		SELECT (SELECT count(*) FROM claimed) + 0 * (SELECT n FROM announced)`, claimBatch, now, now).Scan(ctx, &n)
	if err != nil {
		return 0, fmt.Errorf("send reminders: %w", err)
	}
	return n, nil
}

// Prune deletes reminder jobs of sets that started more than a day before Now.
func (r *Reminders) Prune(ctx context.Context) error {
	_, err := r.DB.NewDelete().Table("reminder_jobs").Where("set_start < ?", r.Now().Add(-24*time.Hour)).Exec(ctx)
	return err
}
