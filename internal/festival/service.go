package festival

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/kept"
	"festival/internal/paging"
)

// Service reads festivals and editions with the publication rules applied: the public sees
// published, non-archived items only; admins also see unpublished ones. Archived is never shown.
type Service struct {
	DB bun.IDB
	// Kept, when set, keeps BySlugWithEdition's answers until a content change (internal/kept).
	Kept *kept.Content
}

// publicFestivals restricts q to festivals the viewer may see.
func publicFestivals(q *bun.SelectQuery, v *identity.Viewer) *bun.SelectQuery {
	q = q.Where("f.archived = false")
	if !v.CanEditArtists() {
		q = q.Where("f.published = true")
	}
	return q
}

// publicEditions restricts q to editions the viewer may see. The festival must be visible too.
func publicEditions(q *bun.SelectQuery, v *identity.Viewer) *bun.SelectQuery {
	return VisibleEdition(q, v, "e.id")
}

// Key is the position of a festival in List (by name, then id).
type Key struct {
	Name string    `json:"n"`
	ID   uuid.UUID `json:"i"`
}

// KeyOf is the List key of f.
func KeyOf(f *Festival) Key { return Key{Name: f.Name, ID: f.ID} }

// List returns a page of visible festivals ordered by name, after the key of an earlier page's
// last row (nil: from the start).
func (s *Service) List(ctx context.Context, first int, after *Key) (paging.Page[*Festival], error) {
	var rows []*Festival
	q := publicFestivals(s.DB.NewSelect().Model(&rows), identity.From(ctx)).
		OrderExpr("f.name ASC, f.id ASC").Limit(int64(first + 1))
	if after != nil {
		q = q.Where("(f.name, f.id) > (?, ?)", after.Name, after.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*Festival]{}, fmt.Errorf("list festivals: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// BySlug returns the visible festival with slug, or nil.
func (s *Service) BySlug(ctx context.Context, slug string) (*Festival, error) {
	var rows []*Festival
	err := publicFestivals(s.DB.NewSelect().Model(&rows), identity.From(ctx)).
		Where("f.slug = ?", slug).Limit(1).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("festival by slug: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return rows[0], nil
}

// BySlugWithEdition is BySlug with the festival's visible edition of editionSlug (nil when
// there is none), both in one statement: the route of an edition asks for the two together.
func (s *Service) BySlugWithEdition(ctx context.Context, slug, editionSlug string) (*Festival, *Edition, error) {
	// What the viewer may see differs only by CanEditArtists (publicFestivals, VisibleEdition).
	staff := identity.From(ctx).CanEditArtists()
	r, err := kept.Keep(ctx, s.Kept, slugsKey{slug, editionSlug, staff}, func() (slugsFound, bool, error) {
		f, e, err := s.bySlugWithEdition(ctx, slug, editionSlug)
		if err != nil || f == nil {
			return slugsFound{}, false, err // a miss is not kept
		}
		r := slugsFound{festival: *f}
		if e != nil {
			r.edition = *e
		}
		return r, true, nil
	})
	if err != nil || r.festival.ID == uuid.Nil { // none found
		return nil, nil, err
	}
	f := r.festival // copies: kept values are shared
	if r.edition.ID == uuid.Nil {
		return &f, nil, nil
	}
	e := r.edition
	return &f, &e, nil
}

// slugsKey and slugsFound are BySlugWithEdition's kept entries (an edition with no id: none).
type slugsKey struct {
	festival, edition string
	staff             bool
}

type slugsFound struct {
	festival Festival
	edition  Edition
}

func (s *Service) bySlugWithEdition(ctx context.Context, slug, editionSlug string) (*Festival, *Edition, error) {
	v := identity.From(ctx)
	var rows []struct {
		Festival
		Edition Edition `bun:"e,embed:e__"`
	}
	q := s.DB.NewSelect().TableExpr("festivals AS f").ColumnExpr("f.*").
		ColumnExpr("e.id AS e__id, e.festival_id AS e__festival_id, e.name AS e__name, e.slug AS e__slug, e.year AS e__year").
		ColumnExpr("e.description AS e__description, e.location AS e__location, e.start_date AS e__start_date").
		ColumnExpr("e.end_date AS e__end_date, e.time_zone AS e__time_zone, e.day_start_hour AS e__day_start_hour").
		ColumnExpr("e.walking_meters_per_minute AS e__walking_meters_per_minute, e.default_walk_minutes AS e__default_walk_minutes").
		ColumnExpr("e.map_url AS e__map_url, e.map_width_px AS e__map_width_px, e.map_height_px AS e__map_height_px, e.map_width_meters AS e__map_width_meters").
		ColumnExpr("e.published AS e__published, e.georeference AS e__georeference").
		ColumnExpr("e.archived AS e__archived, e.is_active AS e__is_active, e.created_at AS e__created_at, e.updated_at AS e__updated_at").
		// The festival is visible (the WHERE below), so the edition's own flags decide the rest
		// of VisibleEdition's rule.
		Join("LEFT JOIN festival_editions AS e ON e.festival_id = f.id AND e.slug = ? AND NOT e.archived AND (? OR e.published)",
			editionSlug, v.CanEditArtists()).
		Where("f.slug = ?", slug).Limit(1)
	if err := publicFestivals(q, v).Scan(ctx, &rows); err != nil {
		return nil, nil, fmt.Errorf("festival by slug: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil, nil
	}
	f := rows[0].Festival
	if rows[0].Edition.ID == uuid.Nil {
		return &f, nil, nil
	}
	e := rows[0].Edition
	return &f, &e, nil
}

// ByIDs returns the visible festivals among ids, keyed by id. Each is kept (internal/kept):
// the first id not kept loads all of ids in one statement and keeps its own; the others of that
// statement are returned, and kept the next time they are asked for (a value is kept only when
// it was read after the keeping began: Keep's rule).
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Festival, error) {
	staff := identity.From(ctx).CanEditArtists()
	var loaded map[uuid.UUID]*Festival
	read := false // ids were read (once, by the first id not kept)
	out := make(map[uuid.UUID]*Festival, len(ids))
	for _, id := range ids {
		f, err := kept.Keep(ctx, s.Kept, idKey{id, staff}, func() (Festival, bool, error) {
			first := !read
			if first {
				var err error
				if loaded, err = s.byIDs(ctx, ids); err != nil {
					return Festival{}, false, err
				}
				read = true
			}
			f := loaded[id]
			if f == nil {
				return Festival{}, false, nil // a miss is not kept
			}
			return *f, first, nil
		})
		if err != nil {
			return nil, err
		}
		if f.ID != uuid.Nil {
			out[id] = &f // a copy: kept values are shared
		}
	}
	return out, nil
}

// idKey is ByIDs' kept entry.
type idKey struct {
	id    uuid.UUID
	staff bool
}

func (s *Service) byIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Festival, error) {
	var rows []*Festival
	err := publicFestivals(s.DB.NewSelect().Model(&rows), identity.From(ctx)).
		Where("f.id IN (?)", bun.List(ids)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("festivals by id: %w", err)
	}
	return db.ByID(rows, func(x *Festival) uuid.UUID { return x.ID }), nil
}

// EditionsOf returns the visible editions of each festival, newest year first.
func (s *Service) EditionsOf(ctx context.Context, festivalIDs []uuid.UUID) (map[uuid.UUID][]*Edition, error) {
	var rows []*Edition
	err := publicEditions(s.DB.NewSelect().Model(&rows), identity.From(ctx)).
		Where("e.festival_id IN (?)", bun.List(festivalIDs)).
		OrderExpr("e.year DESC, e.start_date DESC NULLS LAST, e.name ASC").Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("editions of festivals: %w", err)
	}
	out := make(map[uuid.UUID][]*Edition, len(festivalIDs))
	for _, e := range rows {
		out[e.FestivalID] = append(out[e.FestivalID], e)
	}
	return out, nil
}

// EditionBySlug returns the visible edition of festivalID with slug, or nil.
func (s *Service) EditionBySlug(ctx context.Context, festivalID uuid.UUID, slug string) (*Edition, error) {
	var rows []*Edition
	err := publicEditions(s.DB.NewSelect().Model(&rows), identity.From(ctx)).
		Where("e.festival_id = ? AND e.slug = ?", festivalID, slug).Limit(1).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("edition by slug: %w", err)
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return rows[0], nil
}

// EditionsByIDs returns the visible editions among ids, keyed by id.
func (s *Service) EditionsByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Edition, error) {
	var rows []*Edition
	err := publicEditions(s.DB.NewSelect().Model(&rows), identity.From(ctx)).
		Where("e.id IN (?)", bun.List(ids)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("editions by id: %w", err)
	}
	return db.ByID(rows, func(x *Edition) uuid.UUID { return x.ID }), nil
}
