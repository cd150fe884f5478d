package admin

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/paging"
)

// Artist messages.
const (
	MsgArtistNameRequired = "Artist name is required"
	MsgGenreNotFound      = "Music genre not found"
	MsgTooManyGenres      = "An artist can have at most 10 genres"
	MsgSearchTooLong      = "Search must be at most 100 characters"
)

// MaxArtistGenres bounds an artist's genres (Artist.genres is costed at 10).
const MaxArtistGenres = 10

// ArtistInput is a new artist.
type ArtistInput struct {
	Name                                             string
	Description, SpotifyURL, SoundcloudURL, ImageURL *string
	GenreIDs                                         []uuid.UUID
}

// ArtistPatch changes an artist; nil or unset fields stay. GenreIDs, when not nil, is the
// complete new list.
type ArtistPatch struct {
	Name                                             *string
	Description, SpotifyURL, SoundcloudURL, ImageURL Opt[*string]
	GenreIDs                                         []uuid.UUID
}

// CreateArtist adds an artist with its genres.
func (s *Service) CreateArtist(ctx context.Context, in ArtistInput) (*lineup.Artist, error) {
	if _, err := require(ctx, addArtist); err != nil {
		return nil, err
	}
	var as []*lineup.Artist
	err := s.tx(ctx, "create artist", func(ctx context.Context, tx bun.Tx) (err error) {
		as, err = CreateArtistsTx(ctx, tx, []ArtistInput{in})
		return err
	})
	var ie *ItemError
	if errors.As(err, &ie) {
		return nil, ie.Err
	}
	if err != nil {
		return nil, err
	}
	return as[0], nil
}

// CreateArtistsTx adds artists in the caller's transaction, each validated, slugged and audited
// (artist.create) as every writer does: CreateArtist adds one, the CSV import those its file
// names, in a few statements. The signed-in viewer, if any, added them. An input that fails is
// reported as an *ItemError.
func CreateArtistsTx(ctx context.Context, tx bun.Tx, ins []ArtistInput) ([]*lineup.Artist, error) {
	var by *uuid.UUID
	if v := identity.From(ctx); v != nil {
		by = &v.UserID
	}
	as := make([]*lineup.Artist, len(ins))
	bases := make([]string, len(ins))
	for i, in := range ins {
		a := &lineup.Artist{AddedBy: by}
		var err error
		if a.Name, err = CheckArtistName(in.Name); err != nil {
			return nil, &ItemError{Index: i, Err: err}
		}
		if err := artistFields(a, Some(in.Description), Some(in.SpotifyURL), Some(in.SoundcloudURL), Some(in.ImageURL)); err != nil {
			return nil, &ItemError{Index: i, Err: err}
		}
		as[i], bases[i] = a, slugBase(a.Name, "artist")
	}
	if len(as) == 0 {
		return as, nil
	}
	if err := lockArtistSlugs(ctx, tx); err != nil {
		return nil, err
	}
	taken, err := takenSlugs(ctx, tx, "artists", "NOT archived", bases)
	if err != nil {
		return nil, err
	}
	for i, a := range as {
		a.Slug = nextSlug(bases[i], taken)
	}
	if _, err := tx.NewInsert().Model(&as).ExcludeColumn("created_at", "updated_at").Returning("*").Exec(ctx); err != nil {
		return nil, err
	}
	ids := make([]uuid.UUID, len(as))
	for i, a := range as {
		ids[i] = a.ID
		if len(ins[i].GenreIDs) > 0 {
			if err := writeGenres(ctx, tx, a.ID, ins[i].GenreIDs); err != nil {
				return nil, &ItemError{Index: i, Err: err}
			}
		}
	}
	return as, audit.RecordCreated(ctx, tx, "artist.create", audit.Artist, "artists", ids)
}

// CheckArtistName checks an artist name as every writer does: trimmed, required, at most MaxName.
func CheckArtistName(v string) (string, error) { return name("name", v, MsgArtistNameRequired) }

// ArchiveArtistTx archives an artist in the caller's transaction, as ArchiveArtist does.
func ArchiveArtistTx(ctx context.Context, tx bun.Tx, id uuid.UUID) error {
	_, before, err := lockArtist(ctx, tx, id)
	if err != nil {
		return err
	}
	if _, err := tx.NewRaw(`UPDATE artists SET archived = true, updated_at = now() WHERE id = ?`, id).Exec(ctx); err != nil {
		return err
	}
	return record(ctx, tx, "artist.archive", audit.Artist, "artists", id, before)
}

// UpdateArtist changes an artist (the slug follows a new name) and publishes the sets it plays
// in, whose cards show it.
func (s *Service) UpdateArtist(ctx context.Context, id uuid.UUID, p ArtistPatch) (*lineup.Artist, error) {
	if _, err := require(ctx, editArtist); err != nil {
		return nil, err
	}
	var a *lineup.Artist
	err := s.tx(ctx, "update artist", func(ctx context.Context, tx bun.Tx) error {
		var before []byte
		var err error
		if a, before, err = lockArtist(ctx, tx, id); err != nil {
			return err
		}
		if p.Name != nil {
			n, err := name("name", *p.Name, MsgArtistNameRequired)
			if err != nil {
				return err
			}
			if n != a.Name {
				a.Name = n
				if err := lockArtistSlugs(ctx, tx); err != nil {
					return err
				}
				if a.Slug, err = freeArtistSlug(ctx, tx, a.ID, n); err != nil {
					return err
				}
			}
		}
		if err := artistFields(a, p.Description, p.SpotifyURL, p.SoundcloudURL, p.ImageURL); err != nil {
			return err
		}
		_, err = tx.NewUpdate().Model(a).Column("name", "slug", "description", "spotify_url", "soundcloud_url", "image_url").
			Set("updated_at = now()").WherePK().Returning("*").Exec(ctx)
		if err != nil {
			return err
		}
		if p.GenreIDs != nil {
			if err := writeGenres(ctx, tx, id, p.GenreIDs); err != nil {
				return err
			}
		}
		return record(ctx, tx, "artist.update", audit.Artist, "artists", id, before)
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// ArchiveArtist hides an artist and keeps its data; the sets it played in are published.
func (s *Service) ArchiveArtist(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, editArtist); err != nil {
		return err
	}
	return s.tx(ctx, "archive artist", func(ctx context.Context, tx bun.Tx) error {
		return ArchiveArtistTx(ctx, tx, id)
	})
}

// ArtistKey is the position of an artist in Artists (newest first).
type ArtistKey struct {
	At time.Time `json:"t"`
	ID uuid.UUID `json:"i"`
}

// ArtistKeyOf is the Artists key of a.
func ArtistKeyOf(a *lineup.Artist) ArtistKey { return ArtistKey{At: a.CreatedAt, ID: a.ID} }

// Artists returns a page of non-archived artists, newest first, whose names contain search
// (case-insensitive; blank: all). Core team only.
func (s *Service) Artists(ctx context.Context, search string, first int, after *ArtistKey) (paging.Page[*lineup.Artist], error) {
	if _, err := require(ctx, editArtist); err != nil {
		return paging.Page[*lineup.Artist]{}, err
	}
	search = strings.TrimSpace(search)
	if utf8.RuneCountInString(search) > MaxName {
		return paging.Page[*lineup.Artist]{}, apperr.Invalid("search", MsgSearchTooLong)
	}
	var rows []*lineup.Artist
	q := artistSearch(s.DB.NewSelect().Model(&rows), search).OrderExpr("a.created_at DESC, a.id DESC").Limit(int64(first + 1))
	if after != nil {
		q = q.Where("(a.created_at, a.id) < (?, ?)", after.At, after.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*lineup.Artist]{}, fmt.Errorf("artists: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// ArtistCount counts the non-archived artists whose names match search (as Artists does).
func (s *Service) ArtistCount(ctx context.Context, search string) (int, error) {
	if _, err := require(ctx, editArtist); err != nil {
		return 0, err
	}
	search = strings.TrimSpace(search)
	if utf8.RuneCountInString(search) > MaxName {
		return 0, apperr.Invalid("search", MsgSearchTooLong)
	}
	n, err := artistSearch(s.DB.NewSelect().Model((*lineup.Artist)(nil)), search).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count artists: %w", err)
	}
	return int(n), nil
}

// artistSearch limits q to non-archived artists whose names contain search (trimmed).
func artistSearch(q *bun.SelectQuery, search string) *bun.SelectQuery {
	q = q.Where("NOT a.archived")
	if search != "" {
		q = q.Where("a.name ILIKE ?", "%"+likeEscape(search)+"%")
	}
	return q
}

// likeEscape escapes LIKE's wildcards in s.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

func artistFields(a *lineup.Artist, desc, spotify, soundcloud, image Opt[*string]) error {
	var err error
	if desc.Set {
		if a.Description, err = description("description", desc.Value); err != nil {
			return err
		}
	}
	for _, f := range []struct {
		field string
		in    Opt[*string]
		out   **string
	}{{"spotifyUrl", spotify, &a.SpotifyURL}, {"soundcloudUrl", soundcloud, &a.SoundcloudURL}, {"imageUrl", image, &a.ImageURL}} {
		if f.in.Set {
			if *f.out, err = optURL(f.field, f.in.Value); err != nil {
				return err
			}
		}
	}
	return nil
}

// lockArtist reads a non-archived artist, locks it and snapshots it.
func lockArtist(ctx context.Context, tx bun.Tx, id uuid.UUID) (*lineup.Artist, []byte, error) {
	var rows []*lineup.Artist
	if err := tx.NewSelect().Model(&rows).Where("a.id = ? AND NOT a.archived", id).For("UPDATE").Scan(ctx); err != nil {
		return nil, nil, err
	}
	if len(rows) == 0 {
		return nil, nil, apperr.New(apperr.NotFound, MsgArtistNotFound)
	}
	before, err := audit.Snapshot(ctx, tx, "artists", id)
	return rows[0], before, err
}

// lockArtistSlugs serialises the choice of artist slugs (unique among non-archived artists).
func lockArtistSlugs(ctx context.Context, tx bun.Tx) error {
	_, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext('artist-slugs'))")
	return err
}

// freeArtistSlug is the slug of name not used by another non-archived artist: the name's, else
// with -2, -3, …
func freeArtistSlug(ctx context.Context, tx bun.IDB, self uuid.UUID, artistName string) (string, error) {
	base := slugBase(artistName, "artist")
	taken, err := takenSlugs(ctx, tx, "artists", "NOT archived AND id <> ?", []string{base}, self)
	if err != nil {
		return "", err
	}
	return nextSlug(base, taken), nil
}

// writeGenres makes the artist's genres exactly ids, writing only the difference.
func writeGenres(ctx context.Context, tx bun.IDB, artistID uuid.UUID, ids []uuid.UUID) error {
	ids = uniqueIDs(ids)
	if len(ids) > MaxArtistGenres {
		return apperr.Invalid("genreIds", MsgTooManyGenres)
	}
	if len(ids) > 0 {
		n, err := tx.NewSelect().Table("music_genres").Where("id IN (?)", bun.List(ids)).Count(ctx)
		if err != nil {
			return err
		}
		if int(n) != len(ids) {
			return apperr.Invalid("genreIds", MsgGenreNotFound)
		}
	}
	if _, err := tx.NewRaw(`DELETE FROM artist_music_genres WHERE artist_id = ? AND NOT (music_genre_id = ANY(?::uuid[]))`,
		artistID, pgdialect.Array(ids)).Exec(ctx); err != nil {
		return err
	}
	_, err := tx.NewRaw(`INSERT INTO artist_music_genres (artist_id, music_genre_id)
		SELECT ?, g FROM unnest(?::uuid[]) AS g ON CONFLICT DO NOTHING`, artistID, pgdialect.Array(ids)).Exec(ctx)
	return err
}
