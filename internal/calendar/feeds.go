package calendar

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/vote"
)

// Feeds manages the secret feed URLs (stored hashed) and builds plans.
type Feeds struct {
	DB        bun.IDB
	Now       func() time.Time
	PublicURL string
	AppDomain string
	// Roles tells whether a feed's owner is an admin (who also sees unpublished editions).
	Roles *auth.Roles
}

// Feed is a live feed of a user's plan for an edition.
type Feed struct {
	CreatedAt time.Time
}

// Enable starts (or restarts) the user's feed of the edition and returns its new URL; an older
// URL stops working.
func (f *Feeds) Enable(ctx context.Context, userID, editionID uuid.UUID) (string, error) {
	token := auth.NewToken()
	err := f.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := f.revoke(ctx, tx, userID, editionID); err != nil {
			return err
		}
		_, err := tx.NewRaw(`INSERT INTO calendar_feeds (user_id, festival_edition_id, token_hash, created_at)
			VALUES (?, ?, ?, ?)`, userID, editionID, auth.HashToken(token), f.Now()).Exec(ctx)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("enable calendar feed: %w", err)
	}
	return strings.TrimRight(f.PublicURL, "/") + "/calendar/" + token + ".ics", nil
}

// Revoke turns the user's feed of the edition off.
func (f *Feeds) Revoke(ctx context.Context, userID, editionID uuid.UUID) error {
	_, err := f.revoke(ctx, f.DB, userID, editionID)
	return err
}

func (f *Feeds) revoke(ctx context.Context, db bun.IDB, userID, editionID uuid.UUID) (int64, error) {
	res, err := db.NewUpdate().Table("calendar_feeds").Set("revoked_at = ?", f.Now()).
		Where("user_id = ? AND festival_edition_id = ? AND revoked_at IS NULL", userID, editionID).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("revoke calendar feed: %w", err)
	}
	return res.RowsAffected()
}

// Get returns the user's live feed of the edition, or nil.
func (f *Feeds) Get(ctx context.Context, userID, editionID uuid.UUID) (*Feed, error) {
	var rows []Feed
	err := f.DB.NewSelect().Table("calendar_feeds").Column("created_at").
		Where("user_id = ? AND festival_edition_id = ? AND revoked_at IS NULL", userID, editionID).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("calendar feed: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

// Owner returns the user and edition of a live feed token; ok is false for unknown or revoked ones.
func (f *Feeds) Owner(ctx context.Context, token string) (userID, editionID uuid.UUID, ok bool, err error) {
	if token == "" || len(token) > 100 {
		return uuid.Nil, uuid.Nil, false, nil
	}
	var rows []struct {
		UserID            uuid.UUID `bun:"user_id,type:uuid"`
		FestivalEditionID uuid.UUID `bun:"festival_edition_id,type:uuid"`
	}
	err = f.DB.NewSelect().Table("calendar_feeds").Column("user_id", "festival_edition_id").
		Where("token_hash = ? AND revoked_at IS NULL", auth.HashToken(token)).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return uuid.Nil, uuid.Nil, false, err
	}
	return rows[0].UserID, rows[0].FestivalEditionID, true, nil
}

// Plan builds the calendar of the user's Must Go and Interested sets with times in the edition.
// ok is false when the edition does not exist or v may not see it (festival.VisibleEdition:
// the public sees published, non-archived editions of published, non-archived festivals;
// admins also unpublished ones).
func (f *Feeds) Plan(ctx context.Context, v *identity.Viewer, editionID uuid.UUID) (Calendar, bool, error) {
	userID := v.UserID
	var ed []struct {
		Name     string `bun:"name"`
		Festival string `bun:"festival"`
		TimeZone string `bun:"time_zone"`
	}
	q := f.DB.NewSelect().TableExpr("festival_editions AS e").Join("JOIN festivals AS f ON f.id = e.festival_id").
		ColumnExpr("e.name, f.name AS festival, e.time_zone").Where("e.id = ?", editionID)
	err := festival.VisibleEdition(q, v, "e.id").Scan(ctx, &ed)
	if err != nil || len(ed) == 0 {
		return Calendar{}, false, err
	}
	var rows []struct {
		ID          uuid.UUID  `bun:"id,type:uuid"`
		Name        string     `bun:"name"`
		Description *string    `bun:"description"`
		TimeStart   time.Time  `bun:"time_start"`
		TimeEnd     *time.Time `bun:"time_end"`
		UpdatedAt   time.Time  `bun:"updated_at"`
		Stage       *string    `bun:"stage"`
		Artists     string     `bun:"artists"`
		VoteType    int        `bun:"vote_type"`
	}
	err = f.DB.NewRaw(`SELECT s.id, s.name, s.description, s.time_start, s.time_end, s.updated_at, st.name AS stage, v.vote_type,
			coalesce((SELECT string_agg(a.name, ', ' ORDER BY sa.position, a.name) FROM set_artists sa
			          JOIN artists a ON a.id = sa.artist_id WHERE sa.set_id = s.id AND NOT a.archived), '') AS artists
		FROM votes v JOIN sets s ON s.id = v.set_id LEFT JOIN stages st ON st.id = s.stage_id
		WHERE v.user_id = ? AND v.vote_type IN (`+vote.Positive()+`) AND s.festival_edition_id = ? AND NOT s.archived
		  AND s.time_start IS NOT NULL
		ORDER BY s.time_start, s.name`, userID, editionID).Scan(ctx, &rows)
	if err != nil {
		return Calendar{}, false, fmt.Errorf("plan: %w", err)
	}
	cal := Calendar{Name: ed[0].Festival + " · " + ed[0].Name + " · my plan", TimeZone: ed[0].TimeZone}
	for _, r := range rows {
		end := r.TimeStart.Add(time.Hour) // a set without an end gets an hour
		if r.TimeEnd != nil && r.TimeEnd.After(r.TimeStart) {
			end = *r.TimeEnd
		}
		desc := "Interested"
		if r.VoteType == 2 {
			desc = "Must Go"
		}
		if r.Artists != "" {
			desc = r.Artists + "\n" + desc
		}
		if r.Description != nil && *r.Description != "" {
			desc += "\n\n" + *r.Description
		}
		loc := ""
		if r.Stage != nil {
			loc = *r.Stage
		}
		cal.Events = append(cal.Events, Event{
			UID: "set-" + r.ID.String() + "@" + f.AppDomain, Summary: r.Name, Description: desc, Location: loc,
			Start: r.TimeStart, End: end, LastModified: r.UpdatedAt,
		})
	}
	return cal, true, nil
}
