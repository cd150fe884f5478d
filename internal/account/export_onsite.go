package account

import (
	"time"
)

// On site (issue 35): the user's own pins, the position they share (if any: only the latest is
// ever kept) and the meeting points they dropped. Other members' positions and meeting points
// are theirs, never in this export.

// ExportPin is one of the user's private pins.
type ExportPin struct {
	Edition   string    `bun:"edition_name" json:"edition"`
	Label     string    `bun:"label" json:"label"`
	X         float64   `bun:"pos_x" json:"x"`
	Y         float64   `bun:"pos_y" json:"y"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
	UpdatedAt time.Time `bun:"updated_at" json:"updatedAt"`
}

// ExportSharedLocation is the user's latest position shared with a group, while it lasts.
type ExportSharedLocation struct {
	Group          string    `bun:"group_name" json:"group"`
	Latitude       float64   `bun:"latitude" json:"latitude"`
	Longitude      float64   `bun:"longitude" json:"longitude"`
	AccuracyMeters float64   `bun:"accuracy_meters" json:"accuracyMeters"`
	UpdatedAt      time.Time `bun:"updated_at" json:"updatedAt"`
	ExpiresAt      time.Time `bun:"expires_at" json:"expiresAt"`
}

// ExportMeetingPoint is a meeting point the user dropped.
type ExportMeetingPoint struct {
	Group     string    `bun:"group_name" json:"group"`
	Edition   string    `bun:"edition_name" json:"edition"`
	Stage     *string   `bun:"stage_name" json:"stage"`
	X         *float64  `bun:"pos_x" json:"x"`
	Y         *float64  `bun:"pos_y" json:"y"`
	At        time.Time `bun:"meet_at" json:"at"`
	Note      *string   `bun:"note" json:"note"`
	CreatedAt time.Time `bun:"created_at" json:"createdAt"`
}

const (
	exportPinsSQL = `SELECT e.name AS edition_name, p.label, p.pos_x, p.pos_y, p.created_at, p.updated_at
		FROM private_pins p JOIN festival_editions e ON e.id = p.festival_edition_id WHERE p.user_id = ? ORDER BY p.created_at, p.id`
	exportSharedLocationsSQL = `SELECT g.name AS group_name, l.latitude, l.longitude, l.accuracy_meters, l.updated_at, l.expires_at
		FROM member_locations l JOIN groups g ON g.id = l.group_id WHERE l.user_id = ? ORDER BY l.updated_at, l.group_id`
	exportMeetingPointsSQL = `SELECT g.name AS group_name, e.name AS edition_name, st.name AS stage_name, m.pos_x, m.pos_y,
		m.meet_at, m.note, m.created_at
		FROM meeting_points m JOIN groups g ON g.id = m.group_id JOIN festival_editions e ON e.id = m.festival_edition_id
		LEFT JOIN stages st ON st.id = m.stage_id WHERE m.created_by = ? ORDER BY m.created_at, m.id`
)
