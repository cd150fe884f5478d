package lineup

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"

	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/vote"
)

// Sort orders of a set list.
type Sort string

// The sorts of the spec; ties go to the higher max SoundCloud followers, then the name.
const (
	SortNameAsc        Sort = "NAME_ASC"
	SortNameDesc       Sort = "NAME_DESC"
	SortRatingDesc     Sort = "RATING_DESC"
	SortPopularityDesc Sort = "POPULARITY_DESC"
	SortDateAsc        Sort = "DATE_ASC"
)

var orderBy = map[Sort]string{
	SortNameAsc:        `lower(s.name) COLLATE "C" ASC`,
	SortNameDesc:       `lower(s.name) COLLATE "C" DESC`,
	SortRatingDesc:     "s.average DESC",
	SortPopularityDesc: "s.popularity DESC",
	SortDateAsc:        "s.time_start ASC NULLS LAST",
}

// MaxTimetable bounds the one-list timetable of an edition.
const MaxTimetable = 5000

// Filter narrows a set list.
type Filter struct {
	StageIDs  []uuid.UUID
	GenreIDs  []uuid.UUID
	MinRating float64
	// AboveZero keeps only sets whose average is above 0 (the "Liked" threshold).
	AboveZero bool
	// VoterIDs, when set, computes tallies (and minRating) from these users' votes only.
	VoterIDs []uuid.UUID
	// Query, when not empty, keeps sets whose name or one of whose artists' names contains it,
	// ignoring case and accents (see SearchPattern).
	Query string
	// Group, when set, is the group whose members' votes make the tallies (SetCards asks
	// groups for its members, which also checks that the viewer is one; it sets VoterIDs).
	Group *uuid.UUID
}

// SetPage is one page of sets with everything a card shows: the tallies under the list's
// perspective (Tallies) and everyone's (Everyone), each set's stage and artists (with their
// genres) and, when there is a viewer, the viewer's own votes (0: none).
type SetPage struct {
	Sets        []*Set
	Tallies     map[uuid.UUID]Tally
	Everyone    map[uuid.UUID]Tally
	Stages      map[uuid.UUID]*Stage
	Artists     map[uuid.UUID][]*Artist
	MyVotes     map[uuid.UUID]int
	Total       int
	HasNextPage bool
}

type setRow struct {
	Set
	cardColumns
	MustGo     int `bun:"must_go"`
	Interested int `bun:"interested"`
	WontGo     int `bun:"wont_go"`
	TotalCount int `bun:"total_count"`
	MyVote     int `bun:"my_vote"`
}

// Sets returns one page of the edition's non-archived sets, sorted and filtered, with their
// stages, artists, genres and tallies, in a single statement whatever the page size. Tallies
// come from the per-set counters (set_tallies); only a group's perspective counts votes, and
// only its members'.
func (s *Service) Sets(ctx context.Context, editionID uuid.UUID, sort Sort, f Filter, limit, offset int) (*SetPage, error) {
	order, ok := orderBy[sort]
	if !ok {
		sort, order = SortPopularityDesc, orderBy[SortPopularityDesc]
	}
	var where []string
	args := []any{}
	// t holds the list's tallies and c the set's counters: the same row, unless the tallies
	// are a group's members' votes.
	tallies := "LEFT JOIN set_tallies t ON t.set_id = s.id"
	counters := "t"
	// The list's tallies are everyone's: the page's rows carry them, no second lookup.
	joins := "CROSS JOIN LATERAL (SELECT s.must_go, s.interested, s.wont_go) everyone " + cardJoinsOwnCounters
	if f.VoterIDs != nil {
		counters = "c"
		joins = cardJoins
		tallies = `LEFT JOIN set_tallies c ON c.set_id = s.id LEFT JOIN (SELECT v.set_id, ` + vote.CountsSQL("v.vote_type") + `
			FROM votes v JOIN sets vs ON vs.id = v.set_id WHERE vs.festival_edition_id = ? AND v.user_id IN (?)
			GROUP BY v.set_id) t ON t.set_id = s.id`
		args = append(args, editionID, bun.List(nonEmpty(f.VoterIDs)))
	}
	// The default list (no filter) passes the edition, the page size and the offset as
	// parameters too: its text is then one per sort (and viewer or not), which each connection
	// prepares and plans once. A filtered list's values stay in its text, run unprepared.
	plain := f.VoterIDs == nil && len(f.StageIDs) == 0 && len(f.GenreIDs) == 0 && f.Query == "" &&
		f.MinRating == 0 && !f.AboveZero
	var params []any
	edition, limitOffset := "?", "LIMIT ? OFFSET ?"
	if plain {
		params = append(params, editionID, limit+1, offset)
		edition, limitOffset = "$1", "LIMIT $2 OFFSET $3"
	} else {
		args = append(args, editionID)
	}
	if len(f.StageIDs) > 0 {
		where = append(where, "s.stage_id IN (?)")
		args = append(args, bun.List(f.StageIDs))
	}
	if len(f.GenreIDs) > 0 {
		where = append(where, `EXISTS (SELECT 1 FROM set_artists fsa JOIN artist_music_genres fg ON fg.artist_id = fsa.artist_id
			WHERE fsa.set_id = s.id AND fg.music_genre_id IN (?))`)
		args = append(args, bun.List(f.GenreIDs))
	}
	if f.Query != "" {
		// Both sides folded by search_fold, which the trigram indexes of the names are built on.
		where = append(where, `(search_fold(s.name) LIKE search_fold(?) OR s.id IN (SELECT qsa.set_id
			FROM set_artists qsa JOIN artists qa ON qa.id = qsa.artist_id AND NOT qa.archived
			WHERE search_fold(qa.name) LIKE search_fold(?)))`)
		pattern := SearchPattern(f.Query)
		args = append(args, pattern, pattern)
	}
	extra := ""
	if len(where) > 0 {
		extra = " AND " + strings.Join(where, " AND ")
	}
	var havings []string
	if f.MinRating > 0 {
		havings = append(havings, "average >= ?")
		args = append(args, f.MinRating)
	}
	if f.AboveZero {
		havings = append(havings, "average > 0")
	}
	having := ""
	if len(havings) > 0 {
		having = " WHERE " + strings.Join(havings, " AND ")
	}
	if !plain {
		args = append(args, limit+1, offset)
	}
	// The viewer's own vote comes with the page (the card shows it), at no extra statement. The
	// viewer is a parameter, so the statement's text is the same for every viewer.
	myVote := "0"
	if v := identity.From(ctx); v != nil {
		params = append(params, v.UserID)
		myVote = fmt.Sprintf("coalesce((SELECT mv.vote_type FROM votes mv WHERE mv.set_id = s.id AND mv.user_id = $%d), 0)", len(params))
	}
	tie := `max_followers DESC, lower(s.name) COLLATE "C" ASC, s.name COLLATE "C" ASC, s.id ASC`
	// The page is MATERIALIZED so it is sorted and cut once; what a card shows is then added
	// to the page's rows only.
	pageStep := fmt.Sprintf(`SELECT s.*, count(*) OVER () AS total_count FROM (
			SELECT s.id, s.festival_edition_id, s.stage_id, s.name, s.slug, s.description, s.time_start, s.time_end,
			       s.archived, coalesce(t.must_go, 0) AS must_go, coalesce(t.interested, 0) AS interested,
			       coalesce(t.wont_go, 0) AS wont_go,
			       `+vote.PopularitySQL("coalesce(t.must_go, 0)", "coalesce(t.interested, 0)")+` AS popularity,
			       CASE WHEN coalesce(t.must_go + t.interested + t.wont_go, 0) = 0 THEN 0
			            ELSE (`+vote.NetScoreSQL("t.must_go", "t.interested", "t.wont_go")+`)::float8 / (t.must_go + t.interested + t.wont_go) END AS average,
			       coalesce(%s.max_followers, 0) AS max_followers
			FROM sets s %s
			WHERE s.festival_edition_id = %s AND NOT s.archived%s
		) s%s
		ORDER BY %s, %s
		%s`, counters, tallies, edition, extra, having, order, tie, limitOffset)
	if plain {
		// Without a filter the page's rows come in order from an index (see topN, SetPage),
		// and the total from the edition's counter.
		pageStep = `SELECT s.id, s.festival_edition_id, s.stage_id, s.name, s.slug, s.description, s.time_start, s.time_end,
			s.archived, p.must_go, p.interested, p.wont_go, ` + vote.PopularitySQL("p.must_go", "p.interested") + ` AS popularity,
			CASE WHEN p.must_go + p.interested + p.wont_go = 0 THEN 0
			     ELSE (` + vote.NetScoreSQL("p.must_go", "p.interested", "p.wont_go") + `)::float8 / (p.must_go + p.interested + p.wont_go) END AS average,
			p.max_followers, ` + editionTotal + ` AS total_count
		FROM (` + topN[sort] + `) p
		-- By key, row by row (OFFSET 0 keeps it a subquery): not a scan of the edition's sets.
		CROSS JOIN LATERAL (SELECT * FROM sets s WHERE s.id = p.id OFFSET 0) s`
	}
	q := fmt.Sprintf(`WITH page AS MATERIALIZED (%s),
	%s
	SELECT s.id, s.festival_edition_id, s.stage_id, s.name, s.slug, s.description, s.time_start,
		s.time_end, s.archived, s.must_go, s.interested, s.wont_go, s.max_followers, s.total_count,
		%s AS my_vote, %s
	FROM page s %s
	ORDER BY %s, %s`, pageStep, cardCTEs, myVote, cardSelect, joins, order, tie)

	if plain {
		params = append([]any{pgx.QueryExecModeCacheStatement}, params...)
	}
	var rows []setRow
	if err := db.QueryParams(ctx, s.DB, &rows, q, args, params...); err != nil {
		return nil, fmt.Errorf("list sets: %w", err)
	}
	page := &SetPage{
		Tallies: make(map[uuid.UUID]Tally, len(rows)), Everyone: make(map[uuid.UUID]Tally, len(rows)),
		Stages: make(map[uuid.UUID]*Stage, len(rows)), Artists: make(map[uuid.UUID][]*Artist, len(rows)),
	}
	if identity.From(ctx) != nil {
		page.MyVotes = make(map[uuid.UUID]int, len(rows))
	}
	if len(rows) > 0 { // read before the cut: first: 0 still counts the sets (as SetPage)
		page.Total = rows[0].TotalCount
	}
	if len(rows) > limit {
		rows, page.HasNextPage = rows[:limit], true
	}
	for i := range rows {
		r := &rows[i]
		set := r.Set
		page.Sets = append(page.Sets, &set)
		page.Tallies[set.ID] = Tally{MustGo: r.MustGo, Interested: r.Interested, WontGo: r.WontGo}
		stage, artists, everyone, err := r.cardColumns.decode(&set)
		if err != nil {
			return nil, err
		}
		page.Stages[set.ID], page.Artists[set.ID], page.Everyone[set.ID] = stage, artists, everyone
		if page.MyVotes != nil {
			page.MyVotes[set.ID] = r.MyVote
		}
	}
	if len(rows) == 0 && offset > 0 {
		page.Total = -1 // unknown past the end; callers count separately if they need it
	}
	return page, nil
}

// nonEmpty keeps IN () valid for an empty list (it matches nothing).
func nonEmpty(ids []uuid.UUID) []uuid.UUID {
	if len(ids) == 0 {
		return []uuid.UUID{uuid.Nil}
	}
	return ids
}

// SetBySlug returns the visible, non-archived set of the edition with slug, or nil. A slug a
// set had before a rename finds it too (set_slug_history); a set whose current slug it is wins.
func (s *Service) SetBySlug(ctx context.Context, editionID uuid.UUID, slug string) (*Set, error) {
	var rows []*Set
	q := s.DB.NewSelect().Model(&rows).
		Where("s.festival_edition_id = ? AND NOT s.archived", editionID).
		Where(`(s.slug = ? OR s.id = (SELECT h.set_id FROM set_slug_history h WHERE h.festival_edition_id = ? AND h.slug = ?))`,
			slug, editionID, slug).
		OrderExpr("s.slug = ? DESC", slug).Limit(1)
	if err := festival.VisibleEdition(q, identity.From(ctx), "s.festival_edition_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("set by slug: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return rows[0], nil
}

// SetsByIDs returns the visible, non-archived sets among ids.
func (s *Service) SetsByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Set, error) {
	var rows []*Set
	q := s.DB.NewSelect().Model(&rows).Where("s.id IN (?) AND NOT s.archived", bun.List(ids))
	if err := festival.VisibleEdition(q, identity.From(ctx), "s.festival_edition_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("sets by id: %w", err)
	}
	return db.ByID(rows, func(x *Set) uuid.UUID { return x.ID }), nil
}
