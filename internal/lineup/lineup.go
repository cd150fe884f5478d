// Package lineup holds what an edition offers: stages, sets, artists and music genres, with the
// queries that list, sort and filter them.
package lineup

import (
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/vote"
)

// Stage is a stage of an edition.
type Stage struct {
	bun.BaseModel `bun:"table:stages,alias:st"`

	ID                uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	FestivalEditionID uuid.UUID `bun:",type:uuid"`
	Name              string
	Archived          bool `bun:",notnull"`
	// PosX and PosY place the stage on the edition's site map, in metres east and south of its
	// top-left corner; both nil when it has no place.
	PosX *float64 `bun:"pos_x"`
	PosY *float64 `bun:"pos_y"`
}

// Set is one performance by one or more artists.
type Set struct {
	bun.BaseModel `bun:"table:sets,alias:s"`

	ID                uuid.UUID  `bun:",pk,type:uuid,default:gen_random_uuid()"`
	FestivalEditionID uuid.UUID  `bun:",type:uuid"`
	StageID           *uuid.UUID `bun:",type:uuid"`
	Name              string
	Slug              string
	Description       *string
	TimeStart         *time.Time
	TimeEnd           *time.Time
	Archived          bool `bun:",notnull"`

	// MaxFollowers is the highest SoundCloud follower count of the set's artists.
	MaxFollowers int `bun:",scanonly"`
}

// Artist performs in sets.
type Artist struct {
	bun.BaseModel `bun:"table:artists,alias:a"`

	ID                  uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	Name                string
	Slug                string
	Description         *string
	ImageURL            *string    `bun:"image_url"`
	SpotifyURL          *string    `bun:"spotify_url"`
	SoundcloudURL       *string    `bun:"soundcloud_url"`
	SoundcloudFollowers int        `bun:",notnull"`
	Archived            bool       `bun:",notnull"`
	AddedBy             *uuid.UUID `bun:",type:uuid"`
	CreatedAt           time.Time  `bun:",nullzero,notnull,default:now()"`
	UpdatedAt           time.Time  `bun:",nullzero,notnull,default:now()"`

	// Genres is filled for artists of a Card.
	Genres []*Genre `bun:"-"`
}

// Genre is a music genre.
type Genre struct {
	bun.BaseModel `bun:"table:music_genres,alias:g"`

	ID   uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	Name string
}

// Vote values as stored (the table is internal/vote's).
const (
	MustGo     = vote.MustGo
	Interested = vote.Interested
	WontGo     = vote.WontGo
)

// Tally counts the votes on a set.
type Tally struct {
	MustGo     int
	Interested int
	WontGo     int
}

// Total is the number of votes.
func (t Tally) Total() int { return t.MustGo + t.Interested + t.WontGo }

// NetScore is 2 x Must Go + Interested - Won't Go.
func (t Tally) NetScore() int { return vote.NetScore(t.MustGo, t.Interested, t.WontGo) }

// Popularity is 2 x Must Go + Interested, the default sort key.
func (t Tally) Popularity() int { return vote.Popularity(t.MustGo, t.Interested) }

// Average is the mean vote value, 0 without votes.
func (t Tally) Average() float64 {
	if t.Total() == 0 {
		return 0
	}
	return float64(t.NetScore()) / float64(t.Total())
}
