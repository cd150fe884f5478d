// Package festival holds festivals and their editions: entities, visibility rules and queries.
package festival

import (
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/geo"
)

// Festival is a festival brand (e.g. a yearly event) that has editions.
type Festival struct {
	bun.BaseModel `bun:"table:festivals,alias:f"`

	ID          uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	Name        string
	Slug        string
	Description *string
	WebsiteURL  *string   `bun:"website_url"`
	LogoURL     *string   `bun:"logo_url"`
	Published   bool      `bun:",notnull"`
	Archived    bool      `bun:",notnull"`
	CreatedAt   time.Time `bun:",nullzero,notnull,default:now()"`
	UpdatedAt   time.Time `bun:",nullzero,notnull,default:now()"`
}

// Edition is one occurrence of a festival, with its own stages and sets.
type Edition struct {
	bun.BaseModel `bun:"table:festival_editions,alias:e"`

	ID          uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	FestivalID  uuid.UUID `bun:",type:uuid"`
	Name        string
	Slug        string
	Year        int
	Description *string
	Location    *string
	StartDate   *time.Time `bun:",type:date"`
	EndDate     *time.Time `bun:",type:date"`
	TimeZone    string     `bun:"time_zone"`
	// DayStartHour is the local hour a festival day starts (sets before it belong to the night
	// of the day before).
	DayStartHour int `bun:"day_start_hour,nullzero,notnull,default:6"`
	// WalkingMetersPerMinute is the walking speed between stages (1-300), and
	// DefaultWalkMinutes the minutes between stages without a place on the map (0-120).
	WalkingMetersPerMinute int `bun:"walking_meters_per_minute,nullzero,notnull,default:70"`
	DefaultWalkMinutes     int `bun:"default_walk_minutes,notnull,default:10"`
	// The site map: the stored image's URL and pixel size, and the real width it shows.
	MapURL         *string  `bun:"map_url"`
	MapWidthPx     *int     `bun:"map_width_px"`
	MapHeightPx    *int     `bun:"map_height_px"`
	MapWidthMeters *float64 `bun:"map_width_meters"`
	// Georeference places the site map on the earth (nil: not georeferenced; issue 35).
	Georeference *geo.Georeference `bun:"georeference,type:jsonb"`
	// RatingsPublic: visitors see rating aggregates once the edition has ended (issue 36).
	RatingsPublic bool      `bun:"ratings_public,notnull"`
	Published     bool      `bun:",notnull"`
	Archived      bool      `bun:",notnull"`
	IsActive      bool      `bun:",notnull"`
	CreatedAt     time.Time `bun:",nullzero,notnull,default:now()"`
	UpdatedAt     time.Time `bun:",nullzero,notnull,default:now()"`
}
