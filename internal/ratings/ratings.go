// Package ratings keeps visitors' ratings of sets after they have ended (1-5 stars, or "didn't
// see it"), apart from votes, and the aggregates staff and, after the edition, visitors see.
// See docs/share-and-ratings.md.
package ratings

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/vote"
)

// ChangeWindow is how long after its edition ends a rating can still be given or changed.
const ChangeWindow = 14 * 24 * time.Hour

// Messages (the spec's tone: say what the visitor can do).
const (
	MsgSignIn       = "You must be logged in to rate a set"
	MsgSetNotFound  = "Set not found"
	MsgNotEnded     = "You can rate a set once it has ended"
	MsgWontGo       = "You marked this set Won't Go, so it can't be rated"
	MsgClosed       = "Ratings closed 14 days after the festival ended"
	MsgStars        = "Rate a set with 1 to 5 stars"
	MsgStarsAndSeen = "A set you didn't see can't have stars"
)

// EditionEndSQL is when the edition aliased e ends, as SQL: the later of its last set's end (an
// hour after the start when a set has no end) and the end of its last day (end_date's next
// day at day_start_hour, in the edition's zone). NULL when it has neither: it never ends.
const EditionEndSQL = `greatest(
	(SELECT max(coalesce(es.time_end, es.time_start + interval '1 hour')) FROM sets es
	 WHERE es.festival_edition_id = e.id AND NOT es.archived),
	CASE WHEN e.end_date IS NOT NULL THEN
		((e.end_date + 1)::timestamp + make_interval(hours => e.day_start_hour)) AT TIME ZONE e.time_zone END)`

// Service reads and writes ratings.
type Service struct {
	DB  bun.IDB
	Now func() time.Time
}

// Rating is a user's rating of a set: Stars 1-5, or DidNotSee with Stars 0.
type Rating struct {
	Stars     int
	DidNotSee bool
}

// Summary is the aggregate of a set's (or a stage's) star ratings; "didn't see it" is not
// counted. Distribution[0] counts one star.
type Summary struct {
	Average      *float64
	Count        int
	Distribution [5]int
}

// setState is what the rules need about a set, for one viewer.
type setState struct {
	ID         uuid.UUID  `bun:"id,type:uuid"`
	EditionID  uuid.UUID  `bun:"edition_id,type:uuid"`
	End        *time.Time `bun:"set_end"`
	EditionEnd *time.Time `bun:"edition_end"`
	Vote       int        `bun:"vote"`
}

// states reads the rules' facts of the sets among setIDs the viewer may see.
func (s *Service) states(ctx context.Context, v *identity.Viewer, setIDs []uuid.UUID) (map[uuid.UUID]*setState, error) {
	var rows []*setState
	err := s.DB.NewRaw(`SELECT s.id, s.festival_edition_id AS edition_id,
			CASE WHEN s.time_start IS NULL THEN NULL ELSE coalesce(s.time_end, s.time_start + interval '1 hour') END AS set_end,
			`+EditionEndSQL+` AS edition_end,
			coalesce((SELECT vote_type FROM votes WHERE user_id = ? AND set_id = s.id), 0) AS vote
		FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id
		WHERE s.id IN (?) AND NOT s.archived AND `+festival.VisibleEditionSQL("s.festival_edition_id", "?"),
		v.UserID, bun.List(setIDs), v.CanEditArtists()).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("rating rules: %w", err)
	}
	out := make(map[uuid.UUID]*setState, len(rows))
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

// check applies the rules at now: the set has ended, the viewer did not vote Won't Go, and the
// edition ended less than ChangeWindow ago.
func check(st *setState, now time.Time) error {
	if st.End == nil || now.Before(*st.End) {
		return apperr.New(apperr.BadUserInput, MsgNotEnded)
	}
	if st.Vote == vote.WontGo {
		return apperr.New(apperr.BadUserInput, MsgWontGo)
	}
	if st.EditionEnd != nil && now.After(st.EditionEnd.Add(ChangeWindow)) {
		return apperr.New(apperr.BadUserInput, MsgClosed)
	}
	return nil
}

// Rate sets the viewer's rating of setID: stars 1-5, or didNotSee, or neither to remove it.
// clientAt is when the visitor rated (an offline replay carries the original time): of two
// writes for one set the newer wins, so a replay changes nothing and one rating remains.
func (s *Service) Rate(ctx context.Context, setID uuid.UUID, stars *int, didNotSee bool, clientAt *time.Time) (*Rating, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, MsgSignIn)
	}
	if stars != nil && (*stars < 1 || *stars > 5) {
		return nil, apperr.Invalid("stars", MsgStars)
	}
	if stars != nil && didNotSee {
		return nil, apperr.Invalid("didNotSee", MsgStarsAndSeen)
	}
	now := s.Now()
	at := now
	if clientAt != nil && clientAt.Before(now) {
		at = *clientAt
	}
	sts, err := s.states(ctx, v, []uuid.UUID{setID})
	if err != nil {
		return nil, err
	}
	st := sts[setID]
	if st == nil {
		return nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	if err := check(st, now); err != nil {
		return nil, err
	}
	if stars == nil && !didNotSee {
		_, err := s.DB.NewRaw(`DELETE FROM set_ratings WHERE user_id = ? AND set_id = ? AND client_timestamp <= ?`,
			v.UserID, setID, at).Exec(ctx)
		if err != nil {
			return nil, fmt.Errorf("remove rating: %w", err)
		}
	} else {
		// One row per user and set (the primary key); the newer client time wins.
		_, err := s.DB.NewRaw(`INSERT INTO set_ratings AS r (user_id, set_id, stars, did_not_see, client_timestamp, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (user_id, set_id) DO UPDATE SET stars = EXCLUDED.stars, did_not_see = EXCLUDED.did_not_see,
				client_timestamp = EXCLUDED.client_timestamp, updated_at = EXCLUDED.updated_at
			WHERE r.client_timestamp <= EXCLUDED.client_timestamp`,
			v.UserID, setID, stars, didNotSee, at, now, now).Exec(ctx)
		if err != nil {
			return nil, fmt.Errorf("rate set: %w", err)
		}
	}
	m, err := s.Mine(ctx, v.UserID, []uuid.UUID{setID})
	if err != nil {
		return nil, err
	}
	return m[setID], nil
}

// Mine returns userID's ratings of setIDs (absent: none).
func (s *Service) Mine(ctx context.Context, userID uuid.UUID, setIDs []uuid.UUID) (map[uuid.UUID]*Rating, error) {
	var rows []struct {
		SetID     uuid.UUID `bun:"set_id,type:uuid"`
		Stars     *int      `bun:"stars"`
		DidNotSee bool      `bun:"did_not_see"`
	}
	err := s.DB.NewRaw(`SELECT set_id, stars, did_not_see FROM set_ratings WHERE user_id = ? AND set_id IN (?)`,
		userID, bun.List(setIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("my ratings: %w", err)
	}
	out := make(map[uuid.UUID]*Rating, len(rows))
	for _, r := range rows {
		x := &Rating{DidNotSee: r.DidNotSee}
		if r.Stars != nil {
			x.Stars = *r.Stars
		}
		out[r.SetID] = x
	}
	return out, nil
}

// Rateable says, per set of setIDs, whether the viewer may rate it now (the rules of Rate).
func (s *Service) Rateable(ctx context.Context, setIDs []uuid.UUID) (map[uuid.UUID]bool, error) {
	v := identity.From(ctx)
	out := make(map[uuid.UUID]bool, len(setIDs))
	if v == nil {
		return out, nil
	}
	sts, err := s.states(ctx, v, setIDs)
	if err != nil {
		return nil, err
	}
	now := s.Now()
	for id, st := range sts {
		out[id] = check(st, now) == nil
	}
	return out, nil
}

// Summaries returns the aggregates of setIDs the viewer may see: staff (Core team) always;
// others only once the set's edition has ended and where it shows ratings (ratings_public).
// Sets the viewer may not see a summary of are absent.
func (s *Service) Summaries(ctx context.Context, setIDs []uuid.UUID) (map[uuid.UUID]*Summary, error) {
	v := identity.From(ctx)
	staff := v.CanEditArtists()
	var rows []struct {
		SetID uuid.UUID `bun:"id,type:uuid"`
		summaryRow
	}
	err := s.DB.NewRaw(`SELECT s.id, `+summaryColumns+`
		FROM sets s JOIN festival_editions e ON e.id = s.festival_edition_id
		LEFT JOIN set_ratings r ON r.set_id = s.id AND r.stars IS NOT NULL
		WHERE s.id IN (?2) AND NOT s.archived AND `+festival.VisibleEditionSQL("s.festival_edition_id", "?0")+`
		  AND (?0 OR (e.ratings_public AND `+EditionEndSQL+` <= ?1))
		GROUP BY s.id`, staff, s.Now(), bun.List(setIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("rating summaries: %w", err)
	}
	out := make(map[uuid.UUID]*Summary, len(rows))
	for _, r := range rows {
		out[r.SetID] = r.summary()
	}
	return out, nil
}

// summaryColumns aggregate the joined ratings r (stars only).
const summaryColumns = `avg(r.stars)::float8 AS average, count(r.stars) AS count,
	count(*) FILTER (WHERE r.stars = 1) AS s1, count(*) FILTER (WHERE r.stars = 2) AS s2,
	count(*) FILTER (WHERE r.stars = 3) AS s3, count(*) FILTER (WHERE r.stars = 4) AS s4,
	count(*) FILTER (WHERE r.stars = 5) AS s5`

type summaryRow struct {
	Average *float64 `bun:"average"`
	Count   int      `bun:"count"`
	S1      int      `bun:"s1"`
	S2      int      `bun:"s2"`
	S3      int      `bun:"s3"`
	S4      int      `bun:"s4"`
	S5      int      `bun:"s5"`
}

func (r summaryRow) summary() *Summary {
	return &Summary{Average: r.Average, Count: r.Count, Distribution: [5]int{r.S1, r.S2, r.S3, r.S4, r.S5}}
}
