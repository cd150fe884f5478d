// Package notify is what concerns one user during a festival: notifications of changes to sets
// they voted for or planned (written by a database trigger on sets, in the change's
// transaction, see the migration notifications), reminders before their sets start, and Web
// Push to their devices. The live count goes through internal/live (NotificationChannel).
package notify

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/identity"
	"festival/internal/paging"
)

// Kinds of notifications (the GraphQL enum's values).
const (
	KindTimeChanged  = "SET_TIME_CHANGED"
	KindStageChanged = "SET_STAGE_CHANGED"
	KindCancelled    = "SET_CANCELLED"
	KindRestored     = "SET_RESTORED"
	KindReminder     = "REMINDER"
)

// Notification is one notification of one user.
type Notification struct {
	bun.BaseModel `bun:"table:notifications"`

	ID        uuid.UUID  `bun:"id,pk"`
	UserID    uuid.UUID  `bun:"user_id"`
	SetID     *uuid.UUID `bun:"set_id"`
	Kind      string     `bun:"kind"`
	Message   string     `bun:"message"`
	CreatedAt time.Time  `bun:"created_at"`
	ReadAt    *time.Time `bun:"read_at"`
}

// Key is the position of a notification in its user's list (newest first).
type Key struct {
	At time.Time `json:"t"`
	ID uuid.UUID `json:"i"`
}

// KeyOf is n's key.
func KeyOf(n *Notification) Key { return Key{At: n.CreatedAt, ID: n.ID} }

// MaxMarkIDs bounds markNotificationsRead's ids.
const MaxMarkIDs = 100

// Service reads and updates the viewer's own notifications and settings.
type Service struct {
	DB  *bun.DB
	Now func() time.Time
	// VAPIDPublicKey is shown to clients for PushManager.subscribe.
	VAPIDPublicKey string
	// AllowLoopback accepts push endpoints on loopback (tests).
	AllowLoopback bool
	// Limiter bounds test notifications (TestsPerHour per user); nil: unbounded.
	Limiter interface {
		Allow(ctx context.Context, key string, limit int, window time.Duration) error
	}
}

// TestsPerHour is how many test notifications a user may send an hour.
const TestsPerHour = 10

// AllowTest counts a test notification of the viewer; RATE_LIMITED beyond TestsPerHour.
func (s *Service) AllowTest(ctx context.Context) (uuid.UUID, error) {
	user, err := signedIn(ctx)
	if err != nil || s.Limiter == nil {
		return user, err
	}
	return user, s.Limiter.Allow(ctx, "push-test:user:"+user.String(), TestsPerHour, time.Hour)
}

func signedIn(ctx context.Context) (uuid.UUID, error) {
	v := identity.From(ctx)
	if v == nil {
		return uuid.Nil, apperr.New(apperr.Unauthenticated, "Sign in to see your notifications")
	}
	return v.UserID, nil
}

// List is one page of the viewer's notifications, newest first (empty for anonymous viewers).
func (s *Service) List(ctx context.Context, first int, after *Key) (paging.Page[*Notification], error) {
	v := identity.From(ctx)
	if v == nil || first == 0 {
		return paging.Page[*Notification]{}, nil
	}
	var rows []*Notification
	q := s.DB.NewSelect().Model(&rows).Where("user_id = ?", v.UserID).
		OrderExpr("created_at DESC, id DESC").Limit(int64(first + 1))
	if after != nil {
		q = q.Where("(created_at, id) < (?, ?)", after.At, after.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*Notification]{}, fmt.Errorf("list notifications: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// Unread counts the viewer's unread notifications (0 for anonymous viewers).
func (s *Service) Unread(ctx context.Context) (int, error) {
	v := identity.From(ctx)
	if v == nil {
		return 0, nil
	}
	n, err := s.DB.NewSelect().Table("notifications").Where("user_id = ? AND read_at IS NULL", v.UserID).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count notifications: %w", err)
	}
	return int(n), nil
}

// ByIDs loads notifications by id, only the viewer's own (others are absent: not found).
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Notification, error) {
	out := map[uuid.UUID]*Notification{}
	v := identity.From(ctx)
	if v == nil || len(ids) == 0 {
		return out, nil
	}
	var rows []*Notification
	if err := s.DB.NewSelect().Model(&rows).Where("id IN (?) AND user_id = ?", bun.List(ids), v.UserID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("load notifications: %w", err)
	}
	for _, n := range rows {
		out[n.ID] = n
	}
	return out, nil
}

// MarkRead marks the viewer's notifications ids (all of them when all) read, and returns the
// unread count after. Ids of others' notifications are ignored like unknown ones.
func (s *Service) MarkRead(ctx context.Context, ids []uuid.UUID, all bool) (int, error) {
	user, err := signedIn(ctx)
	if err != nil {
		return 0, err
	}
	if !all && len(ids) == 0 {
		return 0, apperr.Invalid("ids", "Give the notifications to mark read, or all: true")
	}
	if len(ids) > MaxMarkIDs {
		return 0, apperr.Invalid("ids", fmt.Sprintf("At most %d notifications at once", MaxMarkIDs))
	}
	q := s.DB.NewUpdate().Table("notifications").Set("read_at = ?", s.Now()).
		Where("user_id = ? AND read_at IS NULL", user)
	if !all {
		q = q.Where("id IN (?)", bun.List(ids))
	}
	if _, err := q.Exec(ctx); err != nil {
		return 0, fmt.Errorf("mark notifications read: %w", err)
	}
	return s.Unread(ctx)
}
