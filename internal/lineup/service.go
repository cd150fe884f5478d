package lineup

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/uptrace/bun"

	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/kept"
)

// Service reads the lineup. Visibility follows the edition: what the viewer may not see of an
// edition they may not see of its stages and sets either.
type Service struct {
	DB bun.IDB
	// Pool, when set, runs the sets page's statements (SetPage) through pgx itself; without it
	// they go through DB's database/sql handle.
	Pool *pgxpool.Pool
	// Groups answers a group vote perspective of the sets page.
	Groups GroupVoters
	// Kept, when set, keeps the genres and each edition's stages until a content change
	// (internal/kept).
	Kept *kept.Content
}

// StagesOf returns the non-archived stages of each visible edition, by name.
func (s *Service) StagesOf(ctx context.Context, editionIDs []uuid.UUID) (map[uuid.UUID][]*Stage, error) {
	if s.Kept == nil || len(editionIDs) != 1 { // kept per edition: a page asks for one
		return s.stagesOf(ctx, editionIDs)
	}
	id, staff := editionIDs[0], identity.From(ctx).CanEditArtists()
	stages, err := kept.Keep(ctx, s.Kept, stagesKey{id, staff}, func() ([]Stage, bool, error) {
		// Asked for by Edition.stages of an edition already found visible: none is kept too.
		m, err := s.stagesOf(ctx, editionIDs)
		if err != nil {
			return nil, false, err
		}
		return values(m[id]), true, nil
	})
	if err != nil || len(stages) == 0 {
		return map[uuid.UUID][]*Stage{}, err
	}
	return map[uuid.UUID][]*Stage{id: pointers(stages)}, nil
}

// stagesKey is StagesOf's kept entry: what the viewer may see differs only by CanEditArtists.
type stagesKey struct {
	edition uuid.UUID
	staff   bool
}

// values copies rows for keeping; pointers hands out copies of kept rows.
func values[T any](rows []*T) []T {
	out := make([]T, len(rows))
	for i, r := range rows {
		out[i] = *r
	}
	return out
}

func pointers[T any](rows []T) []*T {
	out := make([]*T, len(rows))
	for i := range rows {
		r := rows[i]
		out[i] = &r
	}
	return out
}

func (s *Service) stagesOf(ctx context.Context, editionIDs []uuid.UUID) (map[uuid.UUID][]*Stage, error) {
	var rows []*Stage
	q := s.DB.NewSelect().Model(&rows).
		Where("st.festival_edition_id IN (?) AND NOT st.archived", bun.List(editionIDs)).OrderExpr("st.name ASC")
	if err := festival.VisibleEdition(q, identity.From(ctx), "st.festival_edition_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("stages of editions: %w", err)
	}
	out := make(map[uuid.UUID][]*Stage, len(editionIDs))
	for _, st := range rows {
		out[st.FestivalEditionID] = append(out[st.FestivalEditionID], st)
	}
	return out, nil
}

// StagesByIDs returns the visible stages among ids (archived ones too: a set may still point at one).
func (s *Service) StagesByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Stage, error) {
	var rows []*Stage
	q := s.DB.NewSelect().Model(&rows).Where("st.id IN (?)", bun.List(ids))
	if err := festival.VisibleEdition(q, identity.From(ctx), "st.festival_edition_id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("stages by id: %w", err)
	}
	return db.ByID(rows, func(x *Stage) uuid.UUID { return x.ID }), nil
}

// ArtistsOfSets returns each set's non-archived artists in billing order.
func (s *Service) ArtistsOfSets(ctx context.Context, setIDs []uuid.UUID) (map[uuid.UUID][]*Artist, error) {
	var rows []struct {
		Artist
		SetID uuid.UUID `bun:"set_id,type:uuid"`
	}
	err := s.DB.NewRaw(`SELECT a.*, sa.set_id FROM set_artists sa JOIN artists a ON a.id = sa.artist_id
		WHERE sa.set_id IN (?) AND NOT a.archived ORDER BY sa.position, a.name`, bun.List(setIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("artists of sets: %w", err)
	}
	out := make(map[uuid.UUID][]*Artist, len(setIDs))
	for i := range rows {
		a := rows[i].Artist
		out[rows[i].SetID] = append(out[rows[i].SetID], &a)
	}
	return out, nil
}

// ArtistsByIDs returns the non-archived artists among ids.
func (s *Service) ArtistsByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Artist, error) {
	var rows []*Artist
	if err := s.DB.NewSelect().Model(&rows).Where("a.id IN (?) AND NOT a.archived", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("artists by id: %w", err)
	}
	return db.ByID(rows, func(x *Artist) uuid.UUID { return x.ID }), nil
}

// GenresOfArtists returns each artist's genres by name.
func (s *Service) GenresOfArtists(ctx context.Context, artistIDs []uuid.UUID) (map[uuid.UUID][]*Genre, error) {
	var rows []struct {
		Genre
		ArtistID uuid.UUID `bun:"artist_id,type:uuid"`
	}
	err := s.DB.NewRaw(`SELECT g.*, ag.artist_id FROM artist_music_genres ag JOIN music_genres g ON g.id = ag.music_genre_id
		WHERE ag.artist_id IN (?) ORDER BY g.name`, bun.List(artistIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("genres of artists: %w", err)
	}
	out := make(map[uuid.UUID][]*Genre, len(artistIDs))
	for i := range rows {
		g := rows[i].Genre
		out[rows[i].ArtistID] = append(out[rows[i].ArtistID], &g)
	}
	return out, nil
}

// Genres returns every music genre by name.
func (s *Service) Genres(ctx context.Context) ([]*Genre, error) {
	genres, err := kept.Keep(ctx, s.Kept, genresKey{}, func() ([]Genre, bool, error) {
		var rows []*Genre
		if err := s.DB.NewSelect().Model(&rows).OrderExpr("g.name ASC").Scan(ctx); err != nil {
			return nil, false, fmt.Errorf("genres: %w", err)
		}
		return values(rows), true, nil
	})
	if err != nil {
		return nil, err
	}
	return pointers(genres), nil
}

// genresKey is Genres' kept entry.
type genresKey struct{}

// GenresByIDs returns the genres among ids.
func (s *Service) GenresByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Genre, error) {
	var rows []*Genre
	if err := s.DB.NewSelect().Model(&rows).Where("g.id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("genres by id: %w", err)
	}
	return db.ByID(rows, func(x *Genre) uuid.UUID { return x.ID }), nil
}

// Tallies returns the vote counts of each set (everyone's), kept per set by the database.
func (s *Service) Tallies(ctx context.Context, setIDs []uuid.UUID) (map[uuid.UUID]Tally, error) {
	var rows []struct {
		SetID      uuid.UUID `bun:"set_id,type:uuid"`
		MustGo     int       `bun:"must_go"`
		Interested int       `bun:"interested"`
		WontGo     int       `bun:"wont_go"`
	}
	err := s.DB.NewRaw(`SELECT set_id, must_go, interested, wont_go FROM set_tallies WHERE set_id IN (?)`,
		bun.List(setIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("tallies: %w", err)
	}
	out := make(map[uuid.UUID]Tally, len(setIDs))
	for _, r := range rows {
		out[r.SetID] = Tally{MustGo: r.MustGo, Interested: r.Interested, WontGo: r.WontGo}
	}
	return out, nil
}

// MaxFollowers returns, per set, the highest SoundCloud follower count of its artists.
func (s *Service) MaxFollowers(ctx context.Context, setIDs []uuid.UUID) (map[uuid.UUID]int, error) {
	var rows []struct {
		SetID uuid.UUID `bun:"set_id,type:uuid"`
		Max   int       `bun:"max"`
	}
	err := s.DB.NewRaw(`SELECT sa.set_id, max(a.soundcloud_followers) AS max FROM set_artists sa
		JOIN artists a ON a.id = sa.artist_id WHERE sa.set_id IN (?) GROUP BY sa.set_id`, bun.List(setIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("max followers: %w", err)
	}
	out := make(map[uuid.UUID]int, len(rows))
	for _, r := range rows {
		out[r.SetID] = r.Max
	}
	return out, nil
}
