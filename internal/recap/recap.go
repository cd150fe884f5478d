// Package recap is a visitor's festival recap: what they saw at an edition once it is over.
// See docs/share-and-ratings.md.
package recap

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/festival"
	"festival/internal/plan"
	"festival/internal/ratings"
)

// Bounds of a recap's lists.
const (
	MaxSets   = 300 // sets seen (a saved plan holds at most as many; nobody rates more than they can see)
	MaxGroups = 10  // the viewer's groups, newest joined first
	MaxGenres = 3
)

// Set is a set the visitor saw.
type Set struct {
	ID      uuid.UUID  `bun:"id,type:uuid"`
	Name    string     `bun:"name"`
	StageID *uuid.UUID `bun:"stage_id,type:uuid"`
	Stage   *string    `bun:"stage"`
	Start   time.Time  `bun:"time_start"`
	End     time.Time  `bun:"time_end"`
	// Stars is the visitor's rating (0: not rated).
	Stars int `bun:"stars"`
}

// Group is a group of the visitor with the sets its crew saw together: sets the visitor saw
// that at least one other member saw too.
type Group struct {
	ID   uuid.UUID
	Name string
	Sets []*Set
}

// Recap is what a visitor saw at an edition.
type Recap struct {
	// Sets are the sets seen, by start time: rated with stars, or in the saved plan and over
	// (and not marked "didn't see it").
	Sets          []*Set
	MusicMinutes  int
	WalkingMeters int
	TopGenres     []string
	TopStage      *string
	Best          *Set
	Groups        []Group
}

// Service builds recaps.
type Service struct {
	DB   bun.IDB
	Now  func() time.Time
	Plan *plan.Service
}

// AvailableFrom is when an edition's recap opens: the start of the day (in the edition's zone)
// after the edition ends. ok is false when the edition has no end (no sets and no end date).
func (s *Service) AvailableFrom(ctx context.Context, e *festival.Edition) (time.Time, bool, error) {
	var ends []struct {
		End *time.Time `bun:"edition_end"`
	}
	err := s.DB.NewRaw(`SELECT `+ratings.EditionEndSQL+` AS edition_end FROM festival_editions e WHERE e.id = ?`, e.ID).Scan(ctx, &ends)
	if err != nil {
		return time.Time{}, false, fmt.Errorf("edition end: %w", err)
	}
	if len(ends) == 0 || ends[0].End == nil {
		return time.Time{}, false, nil
	}
	loc, err := time.LoadLocation(e.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	end := ends[0].End.In(loc)
	y, m, d := end.Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, loc), true, nil
}

// seenSQL lists (user_id, set_id) of the sets of edition ?0 seen by the people in ?1 at ?2.
const seenSQL = `SELECT r.user_id, r.set_id FROM set_ratings r JOIN sets s ON s.id = r.set_id
	WHERE r.user_id IN (?1) AND r.stars IS NOT NULL AND s.festival_edition_id = ?0 AND NOT s.archived
	UNION
	SELECT p.user_id, p.set_id FROM saved_plans p JOIN sets s ON s.id = p.set_id
	WHERE p.user_id IN (?1) AND p.edition_id = ?0 AND NOT s.archived AND s.time_start IS NOT NULL
	  AND coalesce(s.time_end, s.time_start + interval '1 hour') <= ?2
	  AND NOT EXISTS (SELECT 1 FROM set_ratings d WHERE d.user_id = p.user_id AND d.set_id = p.set_id AND d.did_not_see)`

// Of builds userID's recap of edition e; nil before AvailableFrom. It reads only userID's own
// data, and of the groups only their names and which of userID's sets other members saw.
func (s *Service) Of(ctx context.Context, userID uuid.UUID, e *festival.Edition) (*Recap, error) {
	now := s.Now()
	from, ok, err := s.AvailableFrom(ctx, e)
	if err != nil || !ok || now.Before(from) {
		return nil, err
	}
	out := &Recap{}
	err = s.DB.NewRaw(`SELECT s.id, s.name, s.stage_id, st.name AS stage, s.time_start,
			coalesce(s.time_end, s.time_start + interval '1 hour') AS time_end, coalesce(r.stars, 0) AS stars
		FROM (`+seenSQL+`) seen JOIN sets s ON s.id = seen.set_id LEFT JOIN stages st ON st.id = s.stage_id
		LEFT JOIN set_ratings r ON r.user_id = seen.user_id AND r.set_id = s.id
		WHERE s.time_start IS NOT NULL
		ORDER BY s.time_start, s.name, s.id LIMIT ?3`, e.ID, bun.List([]uuid.UUID{userID}), now, MaxSets).Scan(ctx, &out.Sets)
	if err != nil {
		return nil, fmt.Errorf("recap sets: %w", err)
	}
	stages := map[string]int{}
	for _, x := range out.Sets {
		out.MusicMinutes += int(x.End.Sub(x.Start).Minutes())
		if x.Stage != nil {
			stages[*x.Stage]++
		}
		if x.Stars > 0 && (out.Best == nil || x.Stars > out.Best.Stars) {
			out.Best = x
		}
	}
	if top := topOf(stages, 1); len(top) > 0 {
		out.TopStage = &top[0]
	}
	if out.TopGenres, err = s.genres(ctx, out.Sets); err != nil {
		return nil, err
	}
	if out.WalkingMeters, err = s.walking(ctx, userID, e); err != nil {
		return nil, err
	}
	if out.Groups, err = s.groups(ctx, userID, e, now, out.Sets); err != nil {
		return nil, err
	}
	return out, nil
}

func (s *Service) genres(ctx context.Context, sets []*Set) ([]string, error) {
	if len(sets) == 0 {
		return []string{}, nil
	}
	ids := make([]uuid.UUID, len(sets))
	for i, x := range sets {
		ids[i] = x.ID
	}
	var rows []struct {
		Name string `bun:"name"`
		N    int    `bun:"n"`
	}
	err := s.DB.NewRaw(`SELECT g.name, count(*) AS n FROM set_artists sa JOIN artist_music_genres ag ON ag.artist_id = sa.artist_id
		JOIN music_genres g ON g.id = ag.music_genre_id WHERE sa.set_id IN (?) GROUP BY g.name`, bun.List(ids)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("recap genres: %w", err)
	}
	counts := make(map[string]int, len(rows))
	for _, r := range rows {
		counts[r.Name] = r.N
	}
	return topOf(counts, MaxGenres), nil
}

// topOf returns the n keys with the highest counts (ties by name).
func topOf(counts map[string]int, n int) []string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys[:min(n, len(keys))]
}

// walking is the saved plan's walking distance: between consecutive sets on different stages,
// the straight line between placed stages, else the default minutes at the walking speed.
func (s *Service) walking(ctx context.Context, userID uuid.UUID, e *festival.Edition) (int, error) {
	var rows []struct {
		Stage *uuid.UUID `bun:"stage_id,type:uuid"`
	}
	err := s.DB.NewRaw(`SELECT s.stage_id FROM saved_plans p JOIN sets s ON s.id = p.set_id AND NOT s.archived
		WHERE p.user_id = ? AND p.edition_id = ? AND s.time_start IS NOT NULL ORDER BY s.time_start, s.id`, userID, e.ID).Scan(ctx, &rows)
	if err != nil {
		return 0, fmt.Errorf("recap walking: %w", err)
	}
	w, err := s.Plan.WalkingOf(ctx, e)
	if err != nil {
		return 0, err
	}
	meters := 0.0
	for i := 1; i < len(rows); i++ {
		a, b := rows[i-1].Stage, rows[i].Stage
		if a == nil || b == nil || *a == *b {
			continue
		}
		pa, okA := w.Positions[*a]
		pb, okB := w.Positions[*b]
		if okA && okB {
			meters += math.Hypot(pa.X-pb.X, pa.Y-pb.Y)
		} else {
			meters += float64(w.DefaultMinutes * w.MetersPerMinute)
		}
	}
	return int(math.Round(meters)), nil
}

// groups lists userID's groups (newest joined first, at most MaxGroups) with the sets of seen
// that another member saw too.
func (s *Service) groups(ctx context.Context, userID uuid.UUID, e *festival.Edition, now time.Time, seen []*Set) ([]Group, error) {
	var gs []struct {
		ID   uuid.UUID `bun:"id,type:uuid"`
		Name string    `bun:"name"`
	}
	err := s.DB.NewRaw(`SELECT g.id, g.name FROM group_members m JOIN groups g ON g.id = m.group_id AND NOT g.archived
		WHERE m.user_id = ? ORDER BY m.joined_at DESC, g.id LIMIT ?`, userID, MaxGroups).Scan(ctx, &gs)
	if err != nil || len(gs) == 0 {
		return []Group{}, err
	}
	ids := make([]uuid.UUID, len(gs))
	for i, g := range gs {
		ids[i] = g.ID
	}
	var pairs []struct {
		GroupID uuid.UUID `bun:"group_id,type:uuid"`
		SetID   uuid.UUID `bun:"set_id,type:uuid"`
	}
	err = s.DB.NewRaw(`SELECT DISTINCT m.group_id, seen.set_id FROM group_members m
		JOIN (`+seenSQL+`) seen ON seen.user_id = m.user_id
		WHERE m.group_id IN (?3) AND m.user_id <> ?4`,
		e.ID, bun.Safe(`SELECT user_id FROM group_members WHERE group_id IN (`+listOf(ids)+`)`), now, bun.List(ids), userID).Scan(ctx, &pairs)
	if err != nil {
		return nil, fmt.Errorf("recap groups: %w", err)
	}
	bySet := make(map[uuid.UUID]*Set, len(seen))
	for _, x := range seen {
		bySet[x.ID] = x
	}
	together := map[uuid.UUID]map[uuid.UUID]bool{}
	for _, p := range pairs {
		if bySet[p.SetID] == nil {
			continue
		}
		if together[p.GroupID] == nil {
			together[p.GroupID] = map[uuid.UUID]bool{}
		}
		together[p.GroupID][p.SetID] = true
	}
	out := make([]Group, len(gs))
	for i, g := range gs {
		out[i] = Group{ID: g.ID, Name: g.Name, Sets: []*Set{}}
		for _, x := range seen {
			if together[g.ID][x.ID] {
				out[i].Sets = append(out[i].Sets, x)
			}
		}
	}
	return out, nil
}

// listOf renders uuids as a quoted SQL list (uuids hold only hex digits and dashes).
func listOf(ids []uuid.UUID) string {
	out := ""
	for i, id := range ids {
		if i > 0 {
			out += ", "
		}
		out += "'" + id.String() + "'"
	}
	return out
}
