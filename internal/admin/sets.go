package admin

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
	"festival/internal/lineup"
	"festival/internal/live"
)

// Set messages.
const (
	MsgSetNameRequired = "Set name is required"
	MsgSetNotFound     = "Set not found"
	MsgArtistNotFound  = "Artist not found"
	MsgTooManyArtists  = "A set can have at most 50 artists"
	MsgBadTime         = "Please enter a valid date and time"
	MsgTimeOrder       = "End time must be after start time"
)

// MaxSetArtists bounds a set's artists.
const MaxSetArtists = 50

// SetInput is a new set. Times are local date-times in the edition's zone or RFC 3339 times
// with an offset (see parseTime); blank is none.
type SetInput struct {
	ArtistIDs          []uuid.UUID
	Name               *string
	Description        *string
	StageID            *uuid.UUID
	TimeStart, TimeEnd *string
}

// SetPatch changes a set; nil or unset fields stay. ArtistIDs, when not nil, is the complete
// new list.
type SetPatch struct {
	ArtistIDs          []uuid.UUID
	Name               *string
	Description        Opt[*string]
	StageID            Opt[*uuid.UUID]
	TimeStart, TimeEnd Opt[*string]
}

// SetName is the name generated from a set's artists: one gives that name, two "A vs B",
// three or more "A + N more"; none gives "".
func SetName(artists []string) string {
	switch len(artists) {
	case 0:
		return ""
	case 1:
		return artists[0]
	case 2:
		return artists[0] + " vs " + artists[1]
	}
	return fmt.Sprintf("%s + %d more", artists[0], len(artists)-1)
}

// CreateSet adds a set to an edition with its artists, and publishes it.
func (s *Service) CreateSet(ctx context.Context, editionID uuid.UUID, in SetInput) (*lineup.Set, error) {
	v, err := require(ctx, manageContent)
	if err != nil {
		return nil, err
	}
	set := &lineup.Set{FestivalEditionID: editionID}
	if set.Description, err = description("description", in.Description); err != nil {
		return nil, err
	}
	err = s.tx(ctx, "create set", func(ctx context.Context, tx bun.Tx) error {
		e, err := lockEdition(ctx, tx, editionID)
		if err != nil {
			return err
		}
		artists, err := loadArtists(ctx, tx, in.ArtistIDs)
		if err != nil {
			return err
		}
		if in.Name != nil && strings.TrimSpace(*in.Name) != "" {
			if set.Name, err = name("name", *in.Name, MsgSetNameRequired); err != nil {
				return err
			}
		} else if set.Name = truncate(SetName(artistNames(artists)), MaxName); set.Name == "" {
			return apperr.Invalid("name", MsgSetNameRequired)
		}
		if err := setStage(ctx, tx, set, in.StageID); err != nil {
			return err
		}
		if set.TimeStart, err = parseTime("timeStart", in.TimeStart, e); err != nil {
			return err
		}
		if set.TimeEnd, err = parseTime("timeEnd", in.TimeEnd, e); err != nil {
			return err
		}
		if err := timeOrder(set); err != nil {
			return err
		}
		if err := CheckSetTimes(e, set.TimeStart, set.TimeEnd); err != nil {
			return err
		}
		if set.Slug, err = freeSetSlug(ctx, tx, editionID, uuid.Nil, set.Name); err != nil {
			return err
		}
		err = tx.NewRaw(`INSERT INTO sets (festival_edition_id, stage_id, name, slug, description, time_start, time_end, created_by)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, editionID, set.StageID, set.Name, set.Slug, set.Description,
			set.TimeStart, set.TimeEnd, v.UserID).Scan(ctx, &set.ID)
		if err != nil {
			return err
		}
		if err := writeArtists(ctx, tx, set.ID, artists); err != nil {
			return err
		}
		if err := live.NotifySetChanged(ctx, tx, editionID, set.ID); err != nil {
			return err
		}
		return record(ctx, tx, "set.create", audit.Set, "sets", set.ID, nil)
	})
	if err != nil {
		return nil, err
	}
	return set, nil
}

// UpdateSet changes a set: only the difference in artists is written, and the slug follows a
// new name. The change is published.
func (s *Service) UpdateSet(ctx context.Context, id uuid.UUID, p SetPatch) (*lineup.Set, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var set *lineup.Set
	err := s.tx(ctx, "update set", func(ctx context.Context, tx bun.Tx) error {
		var e *festival.Edition
		var before []byte
		var err error
		if set, e, before, err = lockSet(ctx, tx, id); err != nil {
			return err
		}
		if p.Name != nil {
			n, err := name("name", *p.Name, MsgSetNameRequired)
			if err != nil {
				return err
			}
			if n != set.Name {
				set.Name = n
				if set.Slug, err = freeSetSlug(ctx, tx, set.FestivalEditionID, set.ID, n); err != nil {
					return err
				}
			}
		}
		if p.Description.Set {
			if set.Description, err = description("description", p.Description.Value); err != nil {
				return err
			}
		}
		if p.StageID.Set {
			if err := setStage(ctx, tx, set, p.StageID.Value); err != nil {
				return err
			}
		}
		if p.TimeStart.Set {
			if set.TimeStart, err = parseTime("timeStart", p.TimeStart.Value, e); err != nil {
				return err
			}
		}
		if p.TimeEnd.Set {
			if set.TimeEnd, err = parseTime("timeEnd", p.TimeEnd.Value, e); err != nil {
				return err
			}
		}
		if err := timeOrder(set); err != nil {
			return err
		}
		// Only new times are checked: a set stored before the rule keeps its times otherwise.
		if p.TimeStart.Set || p.TimeEnd.Set {
			if err := CheckSetTimes(e, set.TimeStart, set.TimeEnd); err != nil {
				return err
			}
		}
		if p.ArtistIDs != nil {
			artists, err := loadArtists(ctx, tx, p.ArtistIDs)
			if err != nil {
				return err
			}
			if err := writeArtists(ctx, tx, set.ID, artists); err != nil {
				return err
			}
		}
		_, err = tx.NewUpdate().Model(set).Column("name", "slug", "description", "stage_id", "time_start", "time_end").
			Set("updated_at = now()").WherePK().Exec(ctx)
		if err != nil {
			return err
		}
		if err := live.NotifySetChanged(ctx, tx, set.FestivalEditionID, set.ID); err != nil {
			return err
		}
		return record(ctx, tx, "set.update", audit.Set, "sets", set.ID, before)
	})
	if err != nil {
		return nil, err
	}
	return set, nil
}

// ArchiveSet hides a set (its votes are kept) and publishes the change, so subscribers remove it.
func (s *Service) ArchiveSet(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, manageContent); err != nil {
		return err
	}
	return s.tx(ctx, "archive set", func(ctx context.Context, tx bun.Tx) error {
		set, _, before, err := lockSet(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewRaw(`UPDATE sets SET archived = true, updated_at = now() WHERE id = ?`, id).Exec(ctx); err != nil {
			return err
		}
		if err := live.NotifySetChanged(ctx, tx, set.FestivalEditionID, id); err != nil {
			return err
		}
		return record(ctx, tx, "set.archive", audit.Set, "sets", id, before)
	})
}

// lockSet reads a non-archived set of a live edition, locking the edition and then the set, and
// snapshots it (with its artists).
func lockSet(ctx context.Context, tx bun.Tx, id uuid.UUID) (*lineup.Set, *festival.Edition, []byte, error) {
	var edition []uuid.UUID
	if err := tx.NewSelect().Table("sets").Column("festival_edition_id").Where("id = ? AND NOT archived", id).Scan(ctx, &edition); err != nil {
		return nil, nil, nil, err
	}
	if len(edition) == 0 {
		return nil, nil, nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	e, err := lockEdition(ctx, tx, edition[0])
	if err != nil {
		if apperr.CodeOf(err) == apperr.NotFound {
			err = apperr.New(apperr.NotFound, MsgSetNotFound)
		}
		return nil, nil, nil, err
	}
	var rows []*lineup.Set
	if err := tx.NewSelect().Model(&rows).Where("s.id = ? AND NOT s.archived", id).
		For("UPDATE").Scan(ctx); err != nil {
		return nil, nil, nil, err
	}
	if len(rows) == 0 {
		return nil, nil, nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	before, err := audit.Snapshot(ctx, tx, "sets", id)
	return rows[0], e, before, err
}

// loadArtists returns the non-archived artists of ids in their order (duplicates dropped).
func loadArtists(ctx context.Context, tx bun.IDB, ids []uuid.UUID) ([]*lineup.Artist, error) {
	ids = uniqueIDs(ids)
	if len(ids) > MaxSetArtists {
		return nil, apperr.Invalid("artistIds", MsgTooManyArtists)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	var rows []*lineup.Artist
	if err := tx.NewSelect().Model(&rows).Where("a.id IN (?) AND NOT a.archived", bun.List(ids)).Scan(ctx); err != nil {
		return nil, err
	}
	byID := make(map[uuid.UUID]*lineup.Artist, len(rows))
	for _, a := range rows {
		byID[a.ID] = a
	}
	out := make([]*lineup.Artist, len(ids))
	for i, id := range ids {
		if out[i] = byID[id]; out[i] == nil {
			return nil, apperr.Invalid("artistIds", MsgArtistNotFound)
		}
	}
	return out, nil
}

func artistNames(as []*lineup.Artist) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Name
	}
	return out
}

// writeArtists makes the set's artists exactly as (in billing order), writing only the
// difference: links no longer wanted are deleted, new ones inserted, and positions updated
// where they moved.
func writeArtists(ctx context.Context, tx bun.IDB, setID uuid.UUID, as []*lineup.Artist) error {
	ids := make([]uuid.UUID, len(as))
	pos := make([]int, len(as))
	for i, a := range as {
		ids[i], pos[i] = a.ID, i
	}
	if _, err := tx.NewRaw(`DELETE FROM set_artists WHERE set_id = ? AND NOT (artist_id = ANY(?::uuid[]))`,
		setID, pgdialect.Array(ids)).Exec(ctx); err != nil {
		return err
	}
	if len(ids) == 0 {
		return nil
	}
	_, err := tx.NewRaw(`INSERT INTO set_artists (set_id, artist_id, position)
		SELECT ?, w.artist_id, w.position FROM unnest(?::uuid[], ?::int[]) AS w(artist_id, position)
		ON CONFLICT (set_id, artist_id) DO UPDATE SET position = EXCLUDED.position
		WHERE set_artists.position <> EXCLUDED.position`, setID, pgdialect.Array(ids), pgdialect.Array(pos)).Exec(ctx)
	return err
}

// setStage points set at a stage of its edition (nil: none).
func setStage(ctx context.Context, tx bun.IDB, set *lineup.Set, stageID *uuid.UUID) error {
	if stageID == nil {
		set.StageID = nil
		return nil
	}
	ok, err := tx.NewSelect().Table("stages").Where("id = ? AND festival_edition_id = ? AND NOT archived",
		*stageID, set.FestivalEditionID).Exists(ctx)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.Invalid("stageId", MsgStageNotFound)
	}
	id := *stageID
	set.StageID = &id
	return nil
}

// localLayouts are the local date-time forms accepted (a datetime-local input gives the first).
var localLayouts = []string{"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02 15:04", "2006-01-02 15:04:05"}

// parseTime reads a set time: an RFC 3339 time with an offset, or a local date-time read in
// the edition's time zone. Blank (or nil) is none.
func parseTime(field string, v *string, e *festival.Edition) (*time.Time, error) {
	if v == nil || strings.TrimSpace(*v) == "" {
		return nil, nil
	}
	t := strings.TrimSpace(*v)
	if len(t) > 40 {
		return nil, apperr.Invalid(field, MsgBadTime)
	}
	if at, err := time.Parse(time.RFC3339, t); err == nil {
		at = at.UTC()
		return &at, nil
	}
	loc, err := time.LoadLocation(e.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	for _, l := range localLayouts {
		if at, err := time.ParseInLocation(l, t, loc); err == nil {
			at = at.UTC()
			return &at, nil
		}
	}
	return nil, apperr.Invalid(field, MsgBadTime)
}

func timeOrder(set *lineup.Set) error {
	if set.TimeStart != nil && set.TimeEnd != nil && set.TimeEnd.Before(*set.TimeStart) {
		return apperr.Invalid("timeEnd", MsgTimeOrder)
	}
	return nil
}

// LocalTime formats t in the zone as a local date-time for forms (YYYY-MM-DDTHH:MM).
func LocalTime(t *time.Time, zone string) *string {
	if t == nil {
		return nil
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		loc = time.UTC
	}
	s := t.In(loc).Format("2006-01-02T15:04")
	return &s
}

// freeSetSlug is the slug of name not used by another set of the edition (archived sets
// included: the slug key covers them): the name's slug, else with -2, -3, … The caller holds
// the edition's lock, so two writers cannot pick the same one.
func freeSetSlug(ctx context.Context, tx bun.IDB, editionID, self uuid.UUID, setName string) (string, error) {
	base := Slugify(setName)
	if base == "" {
		base = "set"
	}
	base = truncate(base, MaxName-5)
	base = strings.TrimRight(base, "-")
	var taken []string
	err := tx.NewSelect().Table("sets").Column("slug").
		Where("festival_edition_id = ? AND id <> ? AND (slug = ? OR slug LIKE ?)", editionID, self, base, base+"-%").
		Scan(ctx, &taken)
	if err != nil {
		return "", err
	}
	used := make(map[string]bool, len(taken))
	for _, t := range taken {
		used[t] = true
	}
	slug := base
	for n := 2; used[slug]; n++ {
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	return slug, nil
}

// truncate cuts s to at most n characters.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return strings.TrimSpace(string(r[:n]))
}
