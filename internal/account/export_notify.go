package account

import (
	"time"

	"github.com/google/uuid"
)

// ExportNotification is one of the user's notifications.
type ExportNotification struct {
	Kind      string     `bun:"kind" json:"kind"`
	SetID     *uuid.UUID `bun:"set_id,type:uuid" json:"setId"`
	Message   string     `bun:"message" json:"message"`
	CreatedAt time.Time  `bun:"created_at" json:"createdAt"`
	ReadAt    *time.Time `bun:"read_at" json:"readAt"`
}

// ExportPushDevice is one Web Push subscription (the endpoint; the keys are secrets of the device).
type ExportPushDevice struct {
	Endpoint  string    `bun:"endpoint" json:"endpoint"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

// ExportNotifySetting is the reminder lead time (null: off).
type ExportNotifySetting struct {
	ReminderMinutes *int `bun:"reminder_minutes" json:"reminderMinutes"`
}

const (
	exportNotificationsSQL = `SELECT kind, set_id, message, created_at, read_at FROM notifications
		WHERE user_id = ? ORDER BY created_at, id`
	exportPushDevicesSQL    = `SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = ? ORDER BY created_at, id`
	exportNotifySettingsSQL = `SELECT reminder_minutes FROM notification_settings WHERE user_id = ?`
)
