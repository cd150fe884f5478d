package admin

import (
	"context"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
)

// Festival messages.
const (
	MsgFestivalNameRequired = "Festival name is required"
	MsgFestivalSlugRequired = "Festival slug is required"
	MsgFestivalNotFound     = "Festival not found"
)

// FestivalInput is a new festival.
type FestivalInput struct {
	Name        string
	Slug        *string
	Description *string
	WebsiteURL  *string
	Published   bool
}

// FestivalPatch changes a festival; nil or unset fields stay.
type FestivalPatch struct {
	Name        *string
	Slug        *string
	Description Opt[*string]
	WebsiteURL  Opt[*string]
	Published   *bool
}

// CreateFestival adds a festival.
func (s *Service) CreateFestival(ctx context.Context, in FestivalInput) (*festival.Festival, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	f := &festival.Festival{Published: in.Published}
	var err error
	if f.Name, err = name("name", in.Name, MsgFestivalNameRequired); err != nil {
		return nil, err
	}
	if f.Slug, err = slugOf(in.Slug, f.Name, MsgFestivalSlugRequired); err != nil {
		return nil, err
	}
	if f.Description, err = description("description", in.Description); err != nil {
		return nil, err
	}
	if f.WebsiteURL, err = optURL("websiteUrl", in.WebsiteURL); err != nil {
		return nil, err
	}
	err = s.tx(ctx, "create festival", func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(f).Returning("*").Exec(ctx); err != nil {
			return slugConflict(err)
		}
		return record(ctx, tx, "festival.create", audit.Festival, "festivals", f.ID, nil)
	})
	if err != nil {
		return nil, err
	}
	return f, nil
}

// UpdateFestival changes a festival. A slug not given follows a new name while it still equals
// the slug of the old name.
func (s *Service) UpdateFestival(ctx context.Context, id uuid.UUID, p FestivalPatch) (*festival.Festival, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var f *festival.Festival
	err := s.tx(ctx, "update festival", func(ctx context.Context, tx bun.Tx) error {
		var err error
		if f, err = lockFestival(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festivals", id)
		if err != nil {
			return err
		}
		oldName := f.Name
		if p.Name != nil {
			if f.Name, err = name("name", *p.Name, MsgFestivalNameRequired); err != nil {
				return err
			}
		}
		if f.Slug, err = followSlug(p.Slug, f.Slug, oldName, f.Name, MsgFestivalSlugRequired); err != nil {
			return err
		}
		if p.Description.Set {
			if f.Description, err = description("description", p.Description.Value); err != nil {
				return err
			}
		}
		if p.WebsiteURL.Set {
			if f.WebsiteURL, err = optURL("websiteUrl", p.WebsiteURL.Value); err != nil {
				return err
			}
		}
		if p.Published != nil {
			f.Published = *p.Published
		}
		_, err = tx.NewUpdate().Model(f).Column("name", "slug", "description", "website_url", "published").
			Set("updated_at = now()").WherePK().Returning("*").Exec(ctx)
		if err != nil {
			return slugConflict(err)
		}
		return record(ctx, tx, "festival.update", audit.Festival, "festivals", id, before)
	})
	if err != nil {
		return nil, err
	}
	return f, nil
}

// DeleteFestival archives a festival with its editions and their stages and sets. Subscribers
// of its editions are completed by the database's visibility trigger.
func (s *Service) DeleteFestival(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, manageContent); err != nil {
		return err
	}
	return s.tx(ctx, "delete festival", func(ctx context.Context, tx bun.Tx) error {
		if _, err := lockFestival(ctx, tx, id); err != nil {
			return err
		}
		before, err := audit.Snapshot(ctx, tx, "festivals", id)
		if err != nil {
			return err
		}
		editions := tx.NewSelect().Table("festival_editions").Column("id").Where("festival_id = ?", id)
		if err := archiveLineup(ctx, tx, editions); err != nil {
			return err
		}
		if _, err := tx.NewRaw(`UPDATE festival_editions SET archived = true, updated_at = now()
			WHERE festival_id = ? AND NOT archived`, id).Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewRaw(`UPDATE festivals SET archived = true, updated_at = now() WHERE id = ?`, id).Exec(ctx); err != nil {
			return err
		}
		return record(ctx, tx, "festival.delete", audit.Festival, "festivals", id, before)
	})
}

// archiveLineup archives the stages and sets of the editions the query selects.
func archiveLineup(ctx context.Context, tx bun.Tx, editions *bun.SelectQuery) error {
	if _, err := tx.NewRaw(`UPDATE sets SET archived = true, updated_at = now()
		WHERE festival_edition_id IN (?) AND NOT archived`, editions).Exec(ctx); err != nil {
		return err
	}
	_, err := tx.NewRaw(`UPDATE stages SET archived = true WHERE festival_edition_id IN (?) AND NOT archived`, editions).Exec(ctx)
	return err
}

// lockFestival reads a non-archived festival and locks its row for the transaction.
func lockFestival(ctx context.Context, tx bun.Tx, id uuid.UUID) (*festival.Festival, error) {
	var rows []*festival.Festival
	if err := tx.NewSelect().Model(&rows).Where("f.id = ? AND NOT f.archived", id).For("UPDATE").Scan(ctx); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgFestivalNotFound)
	}
	return rows[0], nil
}

// followSlug is the slug after an update: the given one when not blank (valid or refused);
// otherwise, when the name changed and the slug still equals the old name's, the new name's.
func followSlug(given *string, current, oldName, newName, msgRequired string) (string, error) {
	if given != nil && strings.TrimSpace(*given) != "" {
		return slugOf(given, newName, msgRequired)
	}
	if oldName != newName && current == Slugify(oldName) {
		return slugOf(nil, newName, msgRequired)
	}
	return current, nil
}

// slugConflict turns a unique slug violation into CONFLICT.
func slugConflict(err error) error {
	if uniqueViolation(err, "") {
		return apperr.Invalid("slug", MsgSlugTaken).WithCode(apperr.Conflict)
	}
	return err
}

// record writes the audit entry of a change to the row id of table, with before as given and
// after read now (nil when the row is gone).
func record(ctx context.Context, tx bun.IDB, action, entity, table string, id uuid.UUID, before []byte) error {
	after, err := audit.Snapshot(ctx, tx, table, id)
	if err != nil {
		return err
	}
	return audit.Record(ctx, tx, audit.Entry{Action: action, EntityType: entity, EntityID: id, Before: before, After: after})
}
