// Package onsite is the festival on the ground (issue 35): points of interest (read here,
// written by internal/admin, the one writer of content tables), visitors' private pins, crew
// location sharing and meeting points. See docs/on-site.md for the privacy rules.
//
// Every "now" comes from Service.Now (the server's settable clock), never from the database's.
package onsite

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/geo"
	"festival/internal/identity"
)

// Service reads points of interest and keeps pins, shared locations and meeting points.
type Service struct {
	DB *bun.DB
	// Pool is the request pool under DB: the statements of location sharing, sent for every
	// update (167 a second for 5,000 members), run on it directly, prepared once per
	// connection, with no bun or database/sql layer in between (docs/on-site.md, "Load").
	Pool *pgxpool.Pool
	Now  func() time.Time
	// ShareWindow is how long an update waits for others to share its statement (0:
	// ShareWindow).
	ShareWindow time.Duration

	shareMu   sync.Mutex
	shares    shareBatcher
	unwritten map[shareKey]*shareEntry // each member's last update not written yet
}

// Messages.
const (
	MsgNotMember        = "Only members of the group can see or share its locations and meeting points"
	MsgPinLabel         = "A pin's label is required, at most 60 characters"
	MsgPinPosition      = "A pin's position must be within 100,000 metres of the map"
	MsgTooManyPins      = "At most 50 private pins per edition: delete one first"
	MsgPinNotFound      = "Pin not found"
	MsgShareMinutes     = "Share for 1 to 1440 minutes"
	MsgShareLatitude    = "Latitude must be between -90 and 90"
	MsgShareLongitude   = "Longitude must be between -180 and 180"
	MsgShareAccuracy    = "Accuracy must be between 0 and 100,000 metres"
	MsgMeetNote         = "A meeting point's note is at most 140 characters"
	MsgMeetWhere        = "Give a meeting point either a stage or a position on the map, not both"
	MsgMeetPosition     = "A meeting point's position must be between 0 and 100,000 metres from the map's top-left corner"
	MsgMeetStage        = "Stage not found in this edition"
	MsgMeetTime         = "A meeting point's time must be between an hour ago and 14 days ahead"
	MsgTooManyMeetings  = "At most 20 meeting points at a time per group: wait for one to pass or delete one"
	MsgMeetingNotFound  = "Meeting point not found"
	MsgMeetingNotYours  = "Only who dropped a meeting point (or the group's creator) can delete it"
	MsgSignInPins       = "Sign in to keep private pins"
	MsgSignInShare      = "Sign in to share your location or meet your group"
	MsgPinID            = "A pin's id must be a UUID"
	AuthorWithoutName   = "A group member"
	msgRateLimitedShare = "Location updates are accepted at most every 15 seconds: try again in %d s"
)

// Bounds.
const (
	MaxPinsPerEdition    = 50
	MaxPinLabel          = 60
	MaxLocations         = 30 // per group list: the latest updated (graph/cost bounds it so; a full selection then costs 391 of a subscription's 500)
	MaxMeetingPoints     = 20 // active per group
	MaxMeetNote          = 140
	MinUpdateInterval    = 15 * time.Second
	ApproximateAccuracy  = 100.0 // metres: worse is drawn as a circle, not a dot
	MeetingPointLifetime = time.Hour
	maxMeetAhead         = 14 * 24 * time.Hour
	maxPinCoordinate     = 100000.0
)

func viewer(ctx context.Context) (*identity.Viewer, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	return v, nil
}

func finite(v ...float64) bool {
	for _, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}

// ---- Points of interest (read side) ----

// PoiKinds are the kinds of points of interest, in the GraphQL enum's order.
var PoiKinds = []string{"WATER", "TOILETS", "FIRST_AID", "FOOD", "BAR", "INFO", "EXIT", "CAMPING", "CHARGING", "LOCKERS", "ACCESSIBILITY", "OTHER"}

// MaxPointsOfInterest bounds an edition's points of interest (refused on create beyond it).
const MaxPointsOfInterest = 500

// PointOfInterest is a place of an edition's map: water, toilets, first aid, …
type PointOfInterest struct {
	bun.BaseModel `bun:"table:points_of_interest,alias:poi"`

	ID                uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	FestivalEditionID uuid.UUID `bun:"festival_edition_id,type:uuid"`
	Kind              string    `bun:"kind"`
	Name              string    `bun:"name"`
	PosX              float64   `bun:"pos_x"`
	PosY              float64   `bun:"pos_y"`
	OpeningHours      *string   `bun:"opening_hours"`
	CreatedAt         time.Time `bun:",nullzero,notnull,default:now()"`
	UpdatedAt         time.Time `bun:",nullzero,notnull,default:now()"`
}

// PointsOfInterest lists an edition's points of interest of kinds (all kinds when empty), by
// kind and name; the caller has checked the edition is visible.
func (s *Service) PointsOfInterest(ctx context.Context, editionID uuid.UUID, kinds []string) ([]*PointOfInterest, error) {
	rows := []*PointOfInterest{}
	q := s.DB.NewSelect().Model(&rows).Where("poi.festival_edition_id = ?", editionID).
		OrderExpr("poi.kind, poi.name, poi.id").Limit(MaxPointsOfInterest)
	if len(kinds) > 0 {
		q = q.Where("poi.kind IN (?)", bun.List(kinds))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("points of interest: %w", err)
	}
	return rows, nil
}

// PointsOfInterestByIDs returns the points of interest among ids whose edition the viewer may
// see (node(id:)).
func (s *Service) PointsOfInterestByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*PointOfInterest, error) {
	var rows []*PointOfInterest
	q := s.DB.NewSelect().Model(&rows).Where("poi.id IN (?)", bun.List(ids))
	if err := festival.VisibleEdition(q, identity.From(ctx), "poi.festival_edition_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("points of interest by id: %w", err)
	}
	out := make(map[uuid.UUID]*PointOfInterest, len(rows))
	for _, p := range rows {
		out[p.ID] = p
	}
	return out, nil
}

// ---- Private pins ----

// Pin is a visitor's private pin on an edition's map.
type Pin struct {
	bun.BaseModel `bun:"table:private_pins,alias:pin"`

	ID                uuid.UUID `bun:",pk,type:uuid"`
	UserID            uuid.UUID `bun:"user_id,type:uuid"`
	FestivalEditionID uuid.UUID `bun:"festival_edition_id,type:uuid"`
	Label             string    `bun:"label"`
	PosX              float64   `bun:"pos_x"`
	PosY              float64   `bun:"pos_y"`
	CreatedAt         time.Time `bun:"created_at"`
	UpdatedAt         time.Time `bun:"updated_at"`
}

// Pins are the viewer's own pins of an edition, oldest first (none for anonymous viewers).
func (s *Service) Pins(ctx context.Context, editionID uuid.UUID) ([]*Pin, error) {
	rows := []*Pin{}
	v := identity.From(ctx)
	if v == nil {
		return rows, nil
	}
	err := s.DB.NewSelect().Model(&rows).Where("pin.user_id = ? AND pin.festival_edition_id = ?", v.UserID, editionID).
		OrderExpr("pin.created_at, pin.id").Limit(MaxPinsPerEdition).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("pins: %w", err)
	}
	return rows, nil
}

// SavePin creates or updates the viewer's pin id (a UUID the client picks, so an offline
// outbox can replay it) on a visible edition. Someone else's id answers NOT_FOUND.
func (s *Service) SavePin(ctx context.Context, id uuid.UUID, e *festival.Edition, label string, pos geo.MapPoint) (*Pin, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	label = strings.TrimSpace(label)
	if label == "" || utf8.RuneCountInString(label) > MaxPinLabel {
		return nil, apperr.Invalid("label", MsgPinLabel)
	}
	if !finite(pos.X, pos.Y) || math.Abs(pos.X) > maxPinCoordinate || math.Abs(pos.Y) > maxPinCoordinate {
		return nil, apperr.Invalid("position", MsgPinPosition)
	}
	now := s.Now()
	p := &Pin{ID: id, UserID: v.UserID, FestivalEditionID: e.ID, Label: label, PosX: pos.X, PosY: pos.Y, CreatedAt: now, UpdatedAt: now}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// The viewer's row first: pins of one user take turns, so the count holds.
		if _, err := tx.NewRaw(`SELECT 1 FROM users WHERE id = ? FOR UPDATE`, v.UserID).Exec(ctx); err != nil {
			return err
		}
		var n int
		if err := tx.NewRaw(`SELECT count(*) FROM private_pins WHERE user_id = ? AND festival_edition_id = ? AND id <> ?`,
			v.UserID, e.ID, id).Scan(ctx, &n); err != nil {
			return err
		}
		if n >= MaxPinsPerEdition {
			return apperr.Invalid("id", MsgTooManyPins)
		}
		var created []time.Time
		err := tx.NewRaw(`INSERT INTO private_pins AS p (id, user_id, festival_edition_id, label, pos_x, pos_y, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, pos_x = EXCLUDED.pos_x, pos_y = EXCLUDED.pos_y,
				festival_edition_id = EXCLUDED.festival_edition_id, updated_at = EXCLUDED.updated_at
			WHERE p.user_id = EXCLUDED.user_id
			RETURNING created_at`, p.ID, p.UserID, p.FestivalEditionID, p.Label, p.PosX, p.PosY, now, now).Scan(ctx, &created)
		if err != nil {
			return err
		}
		if len(created) == 0 {
			return apperr.New(apperr.NotFound, MsgPinNotFound)
		}
		p.CreatedAt = created[0]
		return nil
	})
	if err != nil {
		return nil, wrap("save pin", err)
	}
	return p, nil
}

// DeletePin deletes the viewer's pin id (NOT_FOUND when it is not theirs or gone).
func (s *Service) DeletePin(ctx context.Context, id uuid.UUID) error {
	v, err := viewer(ctx)
	if err != nil {
		return err
	}
	res, err := s.DB.NewDelete().Table("private_pins").Where("id = ? AND user_id = ?", id, v.UserID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete pin: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return apperr.New(apperr.NotFound, MsgPinNotFound)
	}
	return nil
}

// wrap keeps domain errors and names the operation of others.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := apperr.As(err); ok {
		return err
	}
	return fmt.Errorf("%s: %w", op, err)
}

// foreignKeyViolation reports a violated foreign key (a membership that went meanwhile).
func foreignKeyViolation(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23503"
}
