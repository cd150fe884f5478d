package admin

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
	"festival/internal/geo"
	"festival/internal/onsite"
)

// Points of interest messages.
const (
	MsgPoiNotFound     = "Point of interest not found"
	MsgPoiName         = "A point of interest's name is required, at most 100 characters"
	MsgPoiKind         = "Unknown kind of point of interest"
	MsgPoiHours        = "Opening hours are at most 200 characters"
	MsgPoiPosition     = "A point of interest's position must be between 0 and 100,000 metres from the map's top-left corner"
	MsgTooManyPois     = "An edition has at most 500 points of interest"
	maxPoiName         = 100
	maxPoiOpeningHours = 200
)

// SetEditionGeoreference fits and stores the transform between the edition's map metres and
// latitude/longitude from two or three anchors (none clears it); see geo.Fit for what is
// refused. Core team; audited; the edition's change is published at commit.
func (s *Service) SetEditionGeoreference(ctx context.Context, id uuid.UUID, anchors []geo.Anchor) (*festival.Edition, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	g, err := geo.Fit(anchors)
	if err != nil {
		return nil, err
	}
	var e *festival.Edition
	err = s.tx(ctx, "set georeference", func(ctx context.Context, tx bun.Tx) error {
		if e, err = lockEdition(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festival_editions", id)
		if err != nil {
			return err
		}
		e.Georeference = g
		if _, err := tx.NewUpdate().Model(e).Column("georeference").Set("updated_at = now()").WherePK().Exec(ctx); err != nil {
			return err
		}
		action := "edition.georeference"
		if g == nil {
			action = "edition.georeference.clear"
		}
		return record(ctx, tx, action, audit.Edition, "festival_editions", id, before)
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// PoiInput is a point of interest's content (a whole replacement on update).
type PoiInput struct {
	Kind         string
	Name         string
	Position     geo.MapPoint
	OpeningHours *string
}

// Check validates in as createPointOfInterest does and returns the point of interest it makes
// for editionID (not stored): the demo seed builds its places through it.
func (in PoiInput) Check(editionID uuid.UUID) (*onsite.PointOfInterest, error) {
	p := &onsite.PointOfInterest{FestivalEditionID: editionID}
	if err := in.apply(p); err != nil {
		return nil, err
	}
	return p, nil
}

func (in PoiInput) apply(p *onsite.PointOfInterest) error {
	known := false
	for _, k := range onsite.PoiKinds {
		known = known || k == in.Kind
	}
	if !known {
		return apperr.Invalid("kind", MsgPoiKind)
	}
	name := strings.TrimSpace(in.Name)
	if name == "" || utf8.RuneCountInString(name) > maxPoiName {
		return apperr.Invalid("name", MsgPoiName)
	}
	if !(coordinate(in.Position.X) && coordinate(in.Position.Y)) {
		return apperr.Invalid("position", MsgPoiPosition)
	}
	var hours *string
	if in.OpeningHours != nil {
		if h := strings.TrimSpace(*in.OpeningHours); h != "" {
			hours = &h
		}
	}
	if hours != nil && utf8.RuneCountInString(*hours) > maxPoiOpeningHours {
		return apperr.Invalid("openingHours", MsgPoiHours)
	}
	p.Kind, p.Name, p.PosX, p.PosY, p.OpeningHours = in.Kind, name, in.Position.X, in.Position.Y, hours
	return nil
}

// CreatePointOfInterest adds a point of interest to an edition (at most
// onsite.MaxPointsOfInterest). Core team; audited; the edition's change is published.
func (s *Service) CreatePointOfInterest(ctx context.Context, editionID uuid.UUID, in PoiInput) (*onsite.PointOfInterest, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	p := &onsite.PointOfInterest{FestivalEditionID: editionID}
	if err := in.apply(p); err != nil {
		return nil, err
	}
	err := s.tx(ctx, "create point of interest", func(ctx context.Context, tx bun.Tx) error {
		if _, err := lockEdition(ctx, tx, editionID); err != nil {
			return err
		}
		n, err := tx.NewSelect().Table("points_of_interest").Where("festival_edition_id = ?", editionID).Count(ctx)
		if err != nil {
			return err
		}
		if n >= onsite.MaxPointsOfInterest {
			return apperr.Invalid("editionId", MsgTooManyPois)
		}
		if _, err := tx.NewInsert().Model(p).Returning("*").Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "point_of_interest.create", audit.PointOfInterest, "points_of_interest", p.ID, nil)
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

// lockPoi reads a point of interest of a live edition, locking the edition first (writers of an
// edition take turns).
func lockPoi(ctx context.Context, tx bun.Tx, id uuid.UUID) (*onsite.PointOfInterest, []byte, error) {
	var rows []*onsite.PointOfInterest
	if err := tx.NewSelect().Model(&rows).Where("poi.id = ?", id).Scan(ctx); err != nil {
		return nil, nil, err
	}
	if len(rows) == 0 {
		return nil, nil, apperr.New(apperr.NotFound, MsgPoiNotFound)
	}
	if _, err := lockEdition(ctx, tx, rows[0].FestivalEditionID); err != nil {
		if apperr.CodeOf(err) == apperr.NotFound {
			return nil, nil, apperr.New(apperr.NotFound, MsgPoiNotFound)
		}
		return nil, nil, err
	}
	before, err := audit.Snapshot(ctx, tx, "points_of_interest", id)
	return rows[0], before, err
}

// UpdatePointOfInterest replaces a point of interest's content. Core team; audited; published.
func (s *Service) UpdatePointOfInterest(ctx context.Context, id uuid.UUID, in PoiInput) (*onsite.PointOfInterest, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var p *onsite.PointOfInterest
	err := s.tx(ctx, "update point of interest", func(ctx context.Context, tx bun.Tx) error {
		var before []byte
		var err error
		if p, before, err = lockPoi(ctx, tx, id); err != nil {
			return err
		}
		if err := in.apply(p); err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model(p).Column("kind", "name", "pos_x", "pos_y", "opening_hours").
			Set("updated_at = now()").WherePK().Returning("*").Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "point_of_interest.update", audit.PointOfInterest, "points_of_interest", id, before)
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DeletePointOfInterest deletes a point of interest. Core team; audited; published.
func (s *Service) DeletePointOfInterest(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, manageContent); err != nil {
		return err
	}
	return s.tx(ctx, "delete point of interest", func(ctx context.Context, tx bun.Tx) error {
		p, before, err := lockPoi(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Table("points_of_interest").Where("id = ?", id).Exec(ctx); err != nil {
			return err
		}
		return audit.Record(ctx, tx, audit.Entry{Action: "point_of_interest.delete", EntityType: audit.PointOfInterest,
			EntityID: id, Before: before, EditionID: &p.FestivalEditionID})
	})
}
