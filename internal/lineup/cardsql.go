package lineup

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
)

// cardCTEs load what a card shows for the sets of a CTE named page (with column id): the
// artists of each set in billing order, each with its genres by name, as one JSON value per
// set. Every step is a join over the page's rows, MATERIALIZED, so the plan stays a few hash
// joins whatever the planner's statistics (a fresh database has none).
const cardCTEs = `page_genres AS MATERIALIZED (
	SELECT ag.artist_id, json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name) AS genres
	FROM artist_music_genres ag JOIN music_genres g ON g.id = ag.music_genre_id
	WHERE ag.artist_id IN (SELECT sa.artist_id FROM set_artists sa JOIN page p ON p.id = sa.set_id)
	GROUP BY ag.artist_id),
page_artists AS MATERIALIZED (
	SELECT sa.set_id, json_agg(json_build_object(
		'id', a.id, 'name', a.name, 'slug', a.slug, 'description', a.description, 'image_url', a.image_url,
		'spotify_url', a.spotify_url, 'soundcloud_url', a.soundcloud_url,
		'soundcloud_followers', a.soundcloud_followers, 'added_by', a.added_by,
		'created_at', a.created_at, 'updated_at', a.updated_at,
		'genres', coalesce(pg.genres, '[]'::json)
	) ORDER BY sa.position, a.name) AS artists
	FROM set_artists sa JOIN page p ON p.id = sa.set_id JOIN artists a ON a.id = sa.artist_id AND NOT a.archived
	LEFT JOIN page_genres pg ON pg.artist_id = a.id
	GROUP BY sa.set_id)`

// cardSelect adds the card's columns beside the page's row s, for statements with cardCTEs
// that join cardJoins.
const cardSelect = `st.name AS stage_name, st.archived AS stage_archived,
	coalesce(everyone.must_go, 0) AS everyone_must_go, coalesce(everyone.interested, 0) AS everyone_interested,
	coalesce(everyone.wont_go, 0) AS everyone_wont_go, coalesce(pa.artists, '[]'::json) AS artists_json`

// cardJoins joins a card's stage, counters and artists to the page's row s.
const cardJoins = `LEFT JOIN set_tallies everyone ON everyone.set_id = s.id ` + cardJoinsOwnCounters

// cardJoinsOwnCounters is cardJoins for a page whose rows already carry everyone's counters
// (as everyone.must_go, ...): the stage and artists only.
const cardJoinsOwnCounters = `LEFT JOIN stages st ON st.id = s.stage_id
	LEFT JOIN page_artists pa ON pa.set_id = s.id`

// cardColumns scans cardSelect.
type cardColumns struct {
	StageName          *string `bun:"stage_name"`
	StageArchived      *bool   `bun:"stage_archived"`
	EveryoneMustGo     int     `bun:"everyone_must_go"`
	EveryoneInterested int     `bun:"everyone_interested"`
	EveryoneWontGo     int     `bun:"everyone_wont_go"`
	ArtistsJSON        []byte  `bun:"artists_json"`
}

type artistJSON struct {
	ID                  uuid.UUID  `json:"id"`
	Name                string     `json:"name"`
	Slug                string     `json:"slug"`
	Description         *string    `json:"description"`
	ImageURL            *string    `json:"image_url"`
	SpotifyURL          *string    `json:"spotify_url"`
	SoundcloudURL       *string    `json:"soundcloud_url"`
	SoundcloudFollowers int        `json:"soundcloud_followers"`
	AddedBy             *uuid.UUID `json:"added_by"`
	CreatedAt           time.Time  `json:"created_at"`
	UpdatedAt           time.Time  `json:"updated_at"`
	Genres              []struct {
		ID   uuid.UUID `json:"id"`
		Name string    `json:"name"`
	} `json:"genres"`
}

// decode returns the stage (nil without one), artists and everyone's tally of set.
func (c *cardColumns) decode(set *Set) (*Stage, []*Artist, Tally, error) {
	var stage *Stage
	if set.StageID != nil && c.StageName != nil {
		stage = &Stage{ID: *set.StageID, FestivalEditionID: set.FestivalEditionID, Name: *c.StageName, Archived: c.StageArchived != nil && *c.StageArchived}
	}
	var raw []artistJSON
	if err := json.Unmarshal(c.ArtistsJSON, &raw); err != nil {
		return nil, nil, Tally{}, fmt.Errorf("artists of set: %w", err)
	}
	artists := make([]*Artist, len(raw))
	for i, a := range raw {
		genres := make([]*Genre, len(a.Genres))
		for j, g := range a.Genres {
			genres[j] = &Genre{ID: g.ID, Name: g.Name}
		}
		artists[i] = &Artist{
			ID: a.ID, Name: a.Name, Slug: a.Slug, Description: a.Description, ImageURL: a.ImageURL,
			SpotifyURL: a.SpotifyURL, SoundcloudURL: a.SoundcloudURL, SoundcloudFollowers: a.SoundcloudFollowers,
			AddedBy: a.AddedBy, CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt, Genres: genres,
		}
	}
	return stage, artists, Tally{MustGo: c.EveryoneMustGo, Interested: c.EveryoneInterested, WontGo: c.EveryoneWontGo}, nil
}
