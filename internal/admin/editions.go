package admin

import (
	"context"
	"strings"
	"time"
	_ "time/tzdata" // time zones are validated the same on every machine

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
	"festival/internal/plan"
)

// Edition messages.
const (
	MsgEditionNameRequired = "Edition name is required"
	MsgEditionSlugRequired = "Edition slug is required"
	MsgEditionNotFound     = "Edition not found"
	MsgYearRange           = "Year must be between 2000 and 2100"
	MsgTimeZone            = "Please enter a valid time zone"
	MsgDateOrder           = "End date must be on or after the start date"
)

// EditionInput is a new edition.
type EditionInput struct {
	Name        string
	Slug        *string
	Year        *int
	Description *string
	Location    *string
	StartDate   *time.Time
	EndDate     *time.Time
	TimeZone    *string
	Published   bool
	IsActive    bool
}

// EditionPatch changes an edition; nil or unset fields stay.
type EditionPatch struct {
	Name, Slug          *string
	Year                *int
	Description         Opt[*string]
	Location            Opt[*string]
	StartDate, EndDate  Opt[*time.Time]
	TimeZone            *string
	Published, IsActive *bool
	// Walking between stages: metres per minute (1-300) and the minutes between stages that
	// have no place on the map (0-120).
	WalkingMetersPerMinute, DefaultWalkMinutes *int
	// MapWidthMeters is the real width the site map shows (1-100,000 metres).
	MapWidthMeters *float64
	// RatingsPublic: whether visitors see rating aggregates after the edition (issue 36).
	RatingsPublic *bool
}

// CreateEdition adds an edition to a festival.
func (s *Service) CreateEdition(ctx context.Context, festivalID uuid.UUID, in EditionInput) (*festival.Edition, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	e := &festival.Edition{FestivalID: festivalID, Published: in.Published, IsActive: in.IsActive,
		Year: s.Now().Year(), TimeZone: "UTC", StartDate: in.StartDate, EndDate: in.EndDate,
		WalkingMetersPerMinute: plan.DefaultMetersPerMinute, DefaultWalkMinutes: plan.DefaultWalkMinutes}
	var err error
	if e.Name, err = name("name", in.Name, MsgEditionNameRequired); err != nil {
		return nil, err
	}
	if e.Slug, err = slugOf(in.Slug, e.Name, MsgEditionSlugRequired); err != nil {
		return nil, err
	}
	if in.Year != nil {
		e.Year = *in.Year
	}
	if in.TimeZone != nil {
		e.TimeZone = *in.TimeZone
	}
	if err := editionFields(e, Some(in.Description), Some(in.Location)); err != nil {
		return nil, err
	}
	err = s.tx(ctx, "create edition", func(ctx context.Context, tx bun.Tx) error {
		if _, err := lockFestival(ctx, tx, festivalID); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(e).Returning("*").Exec(ctx); err != nil {
			return slugConflict(err)
		}
		return record(ctx, tx, "edition.create", audit.Edition, "festival_editions", e.ID, nil)
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// editionFields validates (and normalises) e's year, time zone and dates, and sets the
// description and location when given.
func editionFields(e *festival.Edition, desc, loc Opt[*string]) error {
	var err error
	if desc.Set {
		if e.Description, err = description("description", desc.Value); err != nil {
			return err
		}
	}
	if loc.Set {
		if e.Location, err = optText("location", loc.Value, MaxLocation, MsgLocationTooLong); err != nil {
			return err
		}
	}
	if e.Year < 2000 || e.Year > 2100 {
		return apperr.Invalid("year", MsgYearRange)
	}
	e.TimeZone = strings.TrimSpace(e.TimeZone)
	if !validZone(e.TimeZone) {
		return apperr.Invalid("timeZone", MsgTimeZone)
	}
	if e.StartDate != nil && e.EndDate != nil && e.EndDate.Before(*e.StartDate) {
		return apperr.Invalid("endDate", MsgDateOrder)
	}
	return nil
}

// validZone accepts IANA zone names (and UTC), not "Local" or file paths.
func validZone(z string) bool {
	if z == "" || z == "Local" || len(z) > 64 || strings.Contains(z, "..") {
		return false
	}
	_, err := time.LoadLocation(z)
	return err == nil
}

// UpdateEdition changes an edition; a slug not given follows a new name while it still equals
// the old name's.
func (s *Service) UpdateEdition(ctx context.Context, id uuid.UUID, p EditionPatch) (*festival.Edition, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var e *festival.Edition
	err := s.tx(ctx, "update edition", func(ctx context.Context, tx bun.Tx) error {
		var err error
		if e, err = lockEdition(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festival_editions", id)
		if err != nil {
			return err
		}
		oldName := e.Name
		oldFrom, oldTo := SetWindow(e)
		if p.Name != nil {
			if e.Name, err = name("name", *p.Name, MsgEditionNameRequired); err != nil {
				return err
			}
		}
		if e.Slug, err = followSlug(p.Slug, e.Slug, oldName, e.Name, MsgEditionSlugRequired); err != nil {
			return err
		}
		if p.Year != nil {
			e.Year = *p.Year
		}
		if p.TimeZone != nil {
			e.TimeZone = *p.TimeZone
		}
		if p.StartDate.Set {
			e.StartDate = p.StartDate.Value
		}
		if p.EndDate.Set {
			e.EndDate = p.EndDate.Value
		}
		if p.Published != nil {
			e.Published = *p.Published
		}
		if p.IsActive != nil {
			e.IsActive = *p.IsActive
		}
		if p.RatingsPublic != nil {
			e.RatingsPublic = *p.RatingsPublic
		}
		if err := editionFields(e, p.Description, p.Location); err != nil {
			return err
		}
		if err := walkingFields(p.WalkingMetersPerMinute, p.DefaultWalkMinutes, &e.WalkingMetersPerMinute, &e.DefaultWalkMinutes); err != nil {
			return err
		}
		if err := mapWidth(p.MapWidthMeters, &e.MapWidthMeters); err != nil {
			return err
		}
		if err := checkNewWindow(ctx, tx, e, oldFrom, oldTo); err != nil {
			return err
		}
		_, err = tx.NewUpdate().Model(e).Column("name", "slug", "year", "description", "location", "start_date",
			"end_date", "time_zone", "published", "is_active", "walking_meters_per_minute", "default_walk_minutes", "map_width_meters", "ratings_public").Set("updated_at = now()").WherePK().Returning("*").Exec(ctx)
		if err != nil {
			return slugConflict(err)
		}
		return record(ctx, tx, "edition.update", audit.Edition, "festival_editions", id, before)
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// DeleteEdition archives an edition with its stages and sets; its subscribers are completed by
// the database's visibility trigger.
func (s *Service) DeleteEdition(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, manageContent); err != nil {
		return err
	}
	return s.tx(ctx, "delete edition", func(ctx context.Context, tx bun.Tx) error {
		if _, err := lockEdition(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festival_editions", id)
		if err != nil {
			return err
		}
		if err := archiveLineup(ctx, tx, tx.NewSelect().ColumnExpr("?::uuid", id)); err != nil {
			return err
		}
		if _, err := tx.NewRaw(`UPDATE festival_editions SET archived = true, updated_at = now() WHERE id = ?`, id).Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "edition.delete", audit.Edition, "festival_editions", id, before)
	})
}

// lockEdition reads a non-archived edition of a non-archived festival and locks its row.
func lockEdition(ctx context.Context, tx bun.IDB, id uuid.UUID) (*festival.Edition, error) {
	var rows []*festival.Edition
	err := tx.NewSelect().Model(&rows).Where("e.id = ? AND NOT e.archived", id).
		Where("EXISTS (SELECT 1 FROM festivals f WHERE f.id = e.festival_id AND NOT f.archived)").
		For("UPDATE OF e").Scan(ctx)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgEditionNotFound)
	}
	return rows[0], nil
}

// LockEdition locks a live edition (not archived, nor its festival) for the rest of the caller's
// transaction, as every admin write does first: writers of one edition take turns.
func LockEdition(ctx context.Context, tx bun.IDB, id uuid.UUID) (*festival.Edition, error) {
	return lockEdition(ctx, tx, id)
}
