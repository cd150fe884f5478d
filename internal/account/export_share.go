package account

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"festival/internal/festival"
)

// Share and remember (issue 36): the user's share links (their tokens are stored hashed
// only), ratings, and recaps of the editions that are over.

// ExportShare is one of the user's share links.
type ExportShare struct {
	Edition      string     `bun:"edition_name" json:"edition"`
	Kind         string     `bun:"kind" json:"kind"`
	Group        *string    `bun:"group_name" json:"group"`
	CreatedAt    time.Time  `bun:"created_at" json:"createdAt"`
	LastOpenedAt *time.Time `bun:"last_opened_at" json:"lastOpenedAt"`
}

// ExportRating is one of the user's ratings.
type ExportRating struct {
	SetID     uuid.UUID `bun:"set_id,type:uuid" json:"setId"`
	Set       string    `bun:"set_name" json:"set"`
	Edition   string    `bun:"edition_name" json:"edition"`
	Stars     *int      `bun:"stars" json:"stars"`
	DidNotSee bool      `bun:"did_not_see" json:"didNotSee"`
	UpdatedAt time.Time `bun:"updated_at" json:"updatedAt"`
}

// ExportRecap is the user's recap of an edition that is over.
type ExportRecap struct {
	Festival      string   `json:"festival"`
	Edition       string   `json:"edition"`
	SetsSeen      []string `json:"setsSeen"`
	MusicMinutes  int      `json:"musicMinutes"`
	WalkingMeters int      `json:"walkingMeters"`
	TopGenres     []string `json:"topGenres"`
	TopStage      *string  `json:"topStage"`
	HighestRated  *string  `json:"highestRated"`
	// Groups: each group's name with the sets its crew saw together.
	Groups map[string][]string `json:"groups"`
}

const exportSharesSQL = `SELECT e.name AS edition_name, p.kind, g.name AS group_name, p.created_at, p.last_opened_at
	FROM plan_shares p JOIN festival_editions e ON e.id = p.festival_edition_id LEFT JOIN groups g ON g.id = p.group_id
	WHERE p.user_id = ? ORDER BY p.created_at, p.id`

const exportRatingsSQL = `SELECT r.set_id, s.name AS set_name, e.name AS edition_name, r.stars, r.did_not_see, r.updated_at
	FROM set_ratings r JOIN sets s ON s.id = r.set_id JOIN festival_editions e ON e.id = s.festival_edition_id
	WHERE r.user_id = ? ORDER BY r.created_at, r.set_id`

// recaps builds the user's recaps of the editions they rated or planned that are over.
func (s *Service) recaps(ctx context.Context, userID uuid.UUID) ([]ExportRecap, error) {
	out := []ExportRecap{}
	if s.Recap == nil {
		return out, nil
	}
	var eds []struct {
		festival.Edition
		FestivalName string `bun:"festival_name"`
	}
	err := s.DB.NewRaw(`SELECT e.*, f.name AS festival_name FROM festival_editions e JOIN festivals f ON f.id = e.festival_id
		WHERE e.id IN (SELECT edition_id FROM saved_plans WHERE user_id = ?0
			UNION SELECT s.festival_edition_id FROM set_ratings r JOIN sets s ON s.id = r.set_id WHERE r.user_id = ?0)
		ORDER BY e.start_date NULLS LAST, e.name`, userID).Scan(ctx, &eds)
	if err != nil {
		return nil, fmt.Errorf("export recaps: %w", err)
	}
	for i := range eds {
		rc, err := s.Recap.Of(ctx, userID, &eds[i].Edition)
		if err != nil {
			return nil, err
		}
		if rc == nil {
			continue
		}
		x := ExportRecap{Festival: eds[i].FestivalName, Edition: eds[i].Name, SetsSeen: []string{}, MusicMinutes: rc.MusicMinutes,
			WalkingMeters: rc.WalkingMeters, TopGenres: rc.TopGenres, TopStage: rc.TopStage, Groups: map[string][]string{}}
		for _, set := range rc.Sets {
			x.SetsSeen = append(x.SetsSeen, set.Name)
		}
		if rc.Best != nil {
			x.HighestRated = &rc.Best.Name
		}
		for _, g := range rc.Groups {
			names := []string{}
			for _, set := range g.Sets {
				names = append(names, set.Name)
			}
			x.Groups[g.Name] = names
		}
		out = append(out, x)
	}
	return out, nil
}
