package seed

import (
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/geo"
)

// The row types mirror the tables column by column; empty strings and zero times with
// nullzero become NULL. They are private so the seed stays independent of the app's models.

type userRow struct {
	bun.BaseModel       `bun:"table:users"`
	ID                  uuid.UUID `bun:"id,type:uuid"`
	Email               string    `bun:"email"`
	Username            string    `bun:"username"`
	CompletedOnboarding bool      `bun:"completed_onboarding"`
	CreatedAt           time.Time `bun:"created_at"`
	UpdatedAt           time.Time `bun:"updated_at"`
}

type genreRow struct {
	bun.BaseModel `bun:"table:music_genres"`
	ID            uuid.UUID `bun:"id,type:uuid"`
	Name          string    `bun:"name"`
}

type artistRow struct {
	bun.BaseModel       `bun:"table:artists"`
	ID                  uuid.UUID `bun:"id,type:uuid"`
	Name                string    `bun:"name"`
	Slug                string    `bun:"slug"`
	Description         string    `bun:"description,nullzero"`
	SpotifyURL          string    `bun:"spotify_url,nullzero"`
	SoundcloudURL       string    `bun:"soundcloud_url,nullzero"`
	ImageURL            string    `bun:"image_url,nullzero"`
	SoundcloudFollowers int       `bun:"soundcloud_followers"`
	CreatedAt           time.Time `bun:"created_at"`
	UpdatedAt           time.Time `bun:"updated_at"`
}

type artistGenreRow struct {
	bun.BaseModel `bun:"table:artist_music_genres"`
	ArtistID      uuid.UUID `bun:"artist_id,type:uuid"`
	MusicGenreID  uuid.UUID `bun:"music_genre_id,type:uuid"`
}

type festivalRow struct {
	bun.BaseModel `bun:"table:festivals"`
	ID            uuid.UUID `bun:"id,type:uuid"`
	Name          string    `bun:"name"`
	Slug          string    `bun:"slug"`
	Description   string    `bun:"description,nullzero"`
	WebsiteURL    string    `bun:"website_url,nullzero"`
	Published     bool      `bun:"published"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

type editionRow struct {
	bun.BaseModel `bun:"table:festival_editions"`
	ID            uuid.UUID `bun:"id,type:uuid"`
	FestivalID    uuid.UUID `bun:"festival_id,type:uuid"`
	Name          string    `bun:"name"`
	Slug          string    `bun:"slug"`
	Year          int       `bun:"year"`
	Description   string    `bun:"description,nullzero"`
	Location      string    `bun:"location,nullzero"`
	StartDate     string    `bun:"start_date,type:date,nullzero"` // YYYY-MM-DD
	EndDate       string    `bun:"end_date,type:date,nullzero"`
	TimeZone      string    `bun:"time_zone"`
	Published     bool      `bun:"published"`
	IsActive      bool      `bun:"is_active"`
	MapURL        string    `bun:"map_url,nullzero"`
	MapWidthPx    int       `bun:"map_width_px,nullzero"`
	MapHeightPx   int       `bun:"map_height_px,nullzero"`
	// MapWidthMeters is the real width the map shows (0: none).
	MapWidthMeters float64           `bun:"map_width_meters,nullzero"`
	Georeference   *geo.Georeference `bun:"georeference,type:jsonb"`
	CreatedAt      time.Time         `bun:"created_at"`
	UpdatedAt      time.Time         `bun:"updated_at"`
}

type stageRow struct {
	bun.BaseModel     `bun:"table:stages"`
	ID                uuid.UUID `bun:"id,type:uuid"`
	FestivalEditionID uuid.UUID `bun:"festival_edition_id,type:uuid"`
	Name              string    `bun:"name"`
	PosX              *float64  `bun:"pos_x"`
	PosY              *float64  `bun:"pos_y"`
	CreatedAt         time.Time `bun:"created_at"`
}

type setRow struct {
	bun.BaseModel     `bun:"table:sets"`
	ID                uuid.UUID  `bun:"id,type:uuid"`
	FestivalEditionID uuid.UUID  `bun:"festival_edition_id,type:uuid"`
	StageID           *uuid.UUID `bun:"stage_id,type:uuid"`
	Name              string     `bun:"name"`
	Slug              string     `bun:"slug"`
	Description       string     `bun:"description,nullzero"`
	TimeStart         time.Time  `bun:"time_start,nullzero"`
	TimeEnd           time.Time  `bun:"time_end,nullzero"`
	CreatedAt         time.Time  `bun:"created_at"`
	UpdatedAt         time.Time  `bun:"updated_at"`
}

type setArtistRow struct {
	bun.BaseModel `bun:"table:set_artists"`
	SetID         uuid.UUID `bun:"set_id,type:uuid"`
	ArtistID      uuid.UUID `bun:"artist_id,type:uuid"`
	Position      int       `bun:"position"`
}

type voteRow struct {
	bun.BaseModel   `bun:"table:votes"`
	UserID          uuid.UUID `bun:"user_id,type:uuid"`
	SetID           uuid.UUID `bun:"set_id,type:uuid"`
	VoteType        int16     `bun:"vote_type"`
	ClientTimestamp time.Time `bun:"client_timestamp"`
	CreatedAt       time.Time `bun:"created_at"`
	UpdatedAt       time.Time `bun:"updated_at"`
}

type voteClockRow struct {
	bun.BaseModel   `bun:"table:vote_clocks"`
	UserID          uuid.UUID `bun:"user_id,type:uuid"`
	SetID           uuid.UUID `bun:"set_id,type:uuid"`
	ClientTimestamp time.Time `bun:"client_timestamp"`
}

type groupRow struct {
	bun.BaseModel `bun:"table:groups"`
	ID            uuid.UUID `bun:"id,type:uuid"`
	Name          string    `bun:"name"`
	Description   string    `bun:"description,nullzero"`
	CreatedBy     uuid.UUID `bun:"created_by,type:uuid"`
	CreatedAt     time.Time `bun:"created_at"`
}

type groupMemberRow struct {
	bun.BaseModel `bun:"table:group_members"`
	ID            uuid.UUID `bun:"id,type:uuid"`
	GroupID       uuid.UUID `bun:"group_id,type:uuid"`
	UserID        uuid.UUID `bun:"user_id,type:uuid"`
	Role          string    `bun:"role"`
	JoinedAt      time.Time `bun:"joined_at"`
}

type noteRow struct {
	bun.BaseModel `bun:"table:notes"`
	ID            uuid.UUID `bun:"id,type:uuid"`
	SetID         uuid.UUID `bun:"set_id,type:uuid"`
	UserID        uuid.UUID `bun:"user_id,type:uuid"`
	NoteContent   string    `bun:"note_content"`
	CreatedAt     time.Time `bun:"created_at"`
	UpdatedAt     time.Time `bun:"updated_at"`
}
