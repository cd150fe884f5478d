package admin

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/lineup"
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
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var sets []*lineup.Set
	err := s.tx(ctx, "create set", func(ctx context.Context, tx bun.Tx) (err error) {
		sets, err = CreateSetsTx(ctx, tx, editionID, []SetInput{in})
		return err
	})
	var ie *ItemError
	if errors.As(err, &ie) {
		return nil, ie.Err
	}
	if err != nil {
		return nil, err
	}
	return sets[0], nil
}

// ItemError is the error of one input of a batch (its index in the inputs).
type ItemError struct {
	Index int
	Err   error
}

func (e *ItemError) Error() string { return fmt.Sprintf("item %d: %v", e.Index, e.Err) }
func (e *ItemError) Unwrap() error { return e.Err }

// newSet is the row of a created set.
type newSet struct {
	bun.BaseModel `bun:"table:sets"`

	ID                uuid.UUID  `bun:",pk,type:uuid,default:gen_random_uuid()"`
	FestivalEditionID uuid.UUID  `bun:",type:uuid"`
	StageID           *uuid.UUID `bun:",type:uuid"`
	Name              string
	Slug              string
	Description       *string
	TimeStart         *time.Time
	TimeEnd           *time.Time
	CreatedBy         *uuid.UUID `bun:",type:uuid"`
}

// CreateSetsTx adds sets to an edition in the caller's transaction, each validated, slugged,
// linked to its artists, published and audited (set.create) as every writer does: CreateSet
// adds one, the CSV import a file's worth, in a few statements. The signed-in viewer, if any,
// is their creator. An input that fails is reported as an *ItemError.
func CreateSetsTx(ctx context.Context, tx bun.Tx, editionID uuid.UUID, ins []SetInput) ([]*lineup.Set, error) {
	e, err := lockEdition(ctx, tx, editionID)
	if err != nil {
		return nil, err
	}
	var all []uuid.UUID
	for _, in := range ins {
		all = append(all, in.ArtistIDs...)
	}
	known, err := loadArtistMap(ctx, tx, all)
	if err != nil {
		return nil, err
	}
	stages, err := liveStages(ctx, tx, editionID)
	if err != nil {
		return nil, err
	}
	var by *uuid.UUID
	if v := identity.From(ctx); v != nil {
		by = &v.UserID
	}
	sets := make([]*lineup.Set, len(ins))
	rows := make([]newSet, len(ins))
	artists := make([][]*lineup.Artist, len(ins))
	names := make([]string, len(ins))
	for i, in := range ins {
		set, as, err := checkNewSet(e, in, known, stages)
		if err != nil {
			return nil, &ItemError{Index: i, Err: err}
		}
		sets[i], artists[i], names[i] = set, as, set.Name
	}
	slugs, err := freeSetSlugs(ctx, tx, editionID, names)
	if err != nil {
		return nil, err
	}
	for i, set := range sets {
		set.Slug = slugs[i]
		rows[i] = newSet{FestivalEditionID: editionID, StageID: set.StageID, Name: set.Name, Slug: set.Slug,
			Description: set.Description, TimeStart: set.TimeStart, TimeEnd: set.TimeEnd, CreatedBy: by}
	}
	if len(rows) == 0 {
		return sets, nil
	}
	if _, err := tx.NewInsert().Model(&rows).Returning("id").Exec(ctx); err != nil {
		return nil, err
	}
	var linkSet, linkArtist []uuid.UUID
	var linkPos []int
	ids := make([]uuid.UUID, len(rows))
	for i := range rows {
		sets[i].ID, ids[i] = rows[i].ID, rows[i].ID
		for p, a := range artists[i] {
			linkSet, linkArtist, linkPos = append(linkSet, rows[i].ID), append(linkArtist, a.ID), append(linkPos, p)
		}
	}
	if len(linkSet) > 0 {
		if _, err := tx.NewRaw(`INSERT INTO set_artists (set_id, artist_id, position)
			SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::int[])`,
			pgdialect.Array(linkSet), pgdialect.Array(linkArtist), pgdialect.Array(linkPos)).Exec(ctx); err != nil {
			return nil, err
		}
	}
	return sets, audit.RecordCreated(ctx, tx, "set.create", audit.Set, "sets", ids)
}

// checkNewSet validates one new set against the edition, its known artists and live stages.
func checkNewSet(e *festival.Edition, in SetInput, known map[uuid.UUID]*lineup.Artist, stages map[uuid.UUID]bool) (*lineup.Set, []*lineup.Artist, error) {
	set := &lineup.Set{FestivalEditionID: e.ID}
	var err error
	if set.Description, err = description("description", in.Description); err != nil {
		return nil, nil, err
	}
	ids := uniqueIDs(in.ArtistIDs)
	if len(ids) > MaxSetArtists {
		return nil, nil, apperr.Invalid("artistIds", MsgTooManyArtists)
	}
	artists := make([]*lineup.Artist, len(ids))
	for i, id := range ids {
		if artists[i] = known[id]; artists[i] == nil {
			return nil, nil, apperr.Invalid("artistIds", MsgArtistNotFound)
		}
	}
	if in.Name != nil && strings.TrimSpace(*in.Name) != "" {
		if set.Name, err = name("name", *in.Name, MsgSetNameRequired); err != nil {
			return nil, nil, err
		}
	} else if set.Name = truncate(SetName(artistNames(artists)), MaxName); set.Name == "" {
		return nil, nil, apperr.Invalid("name", MsgSetNameRequired)
	}
	if in.StageID != nil {
		if !stages[*in.StageID] {
			return nil, nil, apperr.Invalid("stageId", MsgStageNotFound)
		}
		id := *in.StageID
		set.StageID = &id
	}
	if set.TimeStart, err = parseTime("timeStart", in.TimeStart, e); err != nil {
		return nil, nil, err
	}
	if set.TimeEnd, err = parseTime("timeEnd", in.TimeEnd, e); err != nil {
		return nil, nil, err
	}
	if err := timeOrder(set); err != nil {
		return nil, nil, err
	}
	return set, artists, CheckSetTimes(e, set.TimeStart, set.TimeEnd)
}

// loadArtistMap returns the non-archived artists among ids.
func loadArtistMap(ctx context.Context, tx bun.IDB, ids []uuid.UUID) (map[uuid.UUID]*lineup.Artist, error) {
	ids = uniqueIDs(ids)
	out := make(map[uuid.UUID]*lineup.Artist, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	var rows []*lineup.Artist
	if err := tx.NewSelect().Model(&rows).Where("a.id = ANY(?::uuid[]) AND NOT a.archived", pgdialect.Array(ids)).Scan(ctx); err != nil {
		return nil, err
	}
	for _, a := range rows {
		out[a.ID] = a
	}
	return out, nil
}

// liveStages returns the ids of the edition's non-archived stages.
func liveStages(ctx context.Context, tx bun.IDB, editionID uuid.UUID) (map[uuid.UUID]bool, error) {
	var ids []uuid.UUID
	if err := tx.NewSelect().Table("stages").Column("id").Where("festival_edition_id = ? AND NOT archived", editionID).Scan(ctx, &ids); err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

// UpdateSet changes a set: only the difference in artists is written, and the slug follows a
// new name. The change is published.
func (s *Service) UpdateSet(ctx context.Context, id uuid.UUID, p SetPatch) (*lineup.Set, error) {
	if _, err := require(ctx, manageContent); err != nil {
		return nil, err
	}
	var set *lineup.Set
	err := s.tx(ctx, "update set", func(ctx context.Context, tx bun.Tx) (err error) {
		set, err = UpdateSetTx(ctx, tx, id, p)
		return err
	})
	if err != nil {
		return nil, err
	}
	return set, nil
}

// UpdateSetTx changes a set in the caller's transaction, as UpdateSet does (validated,
// published, audited with before and after).
func UpdateSetTx(ctx context.Context, tx bun.Tx, id uuid.UUID, p SetPatch) (*lineup.Set, error) {
	set, e, before, err := lockSet(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if p.Name != nil {
		n, err := name("name", *p.Name, MsgSetNameRequired)
		if err != nil {
			return nil, err
		}
		if n != set.Name {
			set.Name = n
			if set.Slug, err = freeSetSlug(ctx, tx, set.FestivalEditionID, set.ID, n); err != nil {
				return nil, err
			}
		}
	}
	if p.Description.Set {
		if set.Description, err = description("description", p.Description.Value); err != nil {
			return nil, err
		}
	}
	if p.StageID.Set {
		if err := setStage(ctx, tx, set, p.StageID.Value); err != nil {
			return nil, err
		}
	}
	if p.TimeStart.Set {
		if set.TimeStart, err = parseTime("timeStart", p.TimeStart.Value, e); err != nil {
			return nil, err
		}
	}
	if p.TimeEnd.Set {
		if set.TimeEnd, err = parseTime("timeEnd", p.TimeEnd.Value, e); err != nil {
			return nil, err
		}
	}
	if err := timeOrder(set); err != nil {
		return nil, err
	}
	// Only new times are checked: a set stored before the rule keeps its times otherwise.
	if p.TimeStart.Set || p.TimeEnd.Set {
		if err := CheckSetTimes(e, set.TimeStart, set.TimeEnd); err != nil {
			return nil, err
		}
	}
	if p.ArtistIDs != nil {
		artists, err := loadArtists(ctx, tx, p.ArtistIDs)
		if err != nil {
			return nil, err
		}
		if err := writeArtists(ctx, tx, set.ID, artists); err != nil {
			return nil, err
		}
	}
	_, err = tx.NewUpdate().Model(set).Column("name", "slug", "description", "stage_id", "time_start", "time_end").
		Set("updated_at = now()").WherePK().Exec(ctx)
	if err != nil {
		return nil, err
	}
	return set, record(ctx, tx, "set.update", audit.Set, "sets", set.ID, before)
}

// ArchiveSet hides a set (its votes are kept) and publishes the change, so subscribers remove it.
func (s *Service) ArchiveSet(ctx context.Context, id uuid.UUID) error {
	if _, err := require(ctx, manageContent); err != nil {
		return err
	}
	return s.tx(ctx, "archive set", func(ctx context.Context, tx bun.Tx) error {
		return ArchiveSetTx(ctx, tx, id)
	})
}

// ArchiveSetTx archives a set in the caller's transaction, as ArchiveSet does.
func ArchiveSetTx(ctx context.Context, tx bun.Tx, id uuid.UUID) error {
	_, _, before, err := lockSet(ctx, tx, id)
	if err != nil {
		return err
	}
	if _, err := tx.NewRaw(`UPDATE sets SET archived = true, updated_at = now() WHERE id = ?`, id).Exec(ctx); err != nil {
		return err
	}
	return record(ctx, tx, "set.archive", audit.Set, "sets", id, before)
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

// localLayouts are the local date-time forms accepted (a datetime-local input gives the first);
// offsetLayouts those with an offset besides RFC 3339's.
var (
	localLayouts  = []string{"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02 15:04", "2006-01-02 15:04:05"}
	offsetLayouts = []string{time.RFC3339, "2006-01-02T15:04Z07:00", "2006-01-02 15:04:05Z07:00", "2006-01-02 15:04Z07:00"}
)

// ParseTime reads a set time as every writer does (see parseTime); zone is the edition's.
func ParseTime(field string, v *string, zone string) (*time.Time, error) {
	return parseTime(field, v, &festival.Edition{TimeZone: zone})
}

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
	for _, l := range offsetLayouts {
		if at, err := time.Parse(l, t); err == nil {
			at = at.UTC()
			return &at, nil
		}
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
	base := slugBase(setName, "set")
	taken, err := takenSlugs(ctx, tx, "sets", "festival_edition_id = ? AND id <> ?", []string{base}, editionID, self)
	if err != nil {
		return "", err
	}
	return nextSlug(base, taken), nil
}

// freeSetSlugs is freeSetSlug for new sets, each taking the next free one.
func freeSetSlugs(ctx context.Context, tx bun.IDB, editionID uuid.UUID, names []string) ([]string, error) {
	bases := make([]string, len(names))
	for i, n := range names {
		bases[i] = slugBase(n, "set")
	}
	taken, err := takenSlugs(ctx, tx, "sets", "festival_edition_id = ?", bases, editionID)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(names))
	for i, b := range bases {
		out[i] = nextSlug(b, taken)
	}
	return out, nil
}

// slugBase is the slug of a name, short enough for a -N suffix (fallback when the name gives none).
func slugBase(n, fallback string) string {
	base := strings.TrimRight(truncate(Slugify(n), MaxName-5), "-")
	if base == "" {
		return fallback
	}
	return base
}

// takenSlugs reads the slugs of table within scope that are one of bases or base-suffix.
func takenSlugs(ctx context.Context, tx bun.IDB, table, scope string, bases []string, args ...any) (map[string]bool, error) {
	likes := make([]string, len(bases))
	for i, b := range bases {
		likes[i] = b + "-%"
	}
	var taken []string
	err := tx.NewSelect().Table(table).Column("slug").Where(scope, args...).
		Where("(slug = ANY(?::text[]) OR slug LIKE ANY(?::text[]))", pgdialect.Array(bases), pgdialect.Array(likes)).
		Scan(ctx, &taken)
	if err != nil {
		return nil, err
	}
	used := make(map[string]bool, len(taken))
	for _, t := range taken {
		used[t] = true
	}
	return used, nil
}

// nextSlug returns base, or base-2, base-3, … whichever is not in taken, and marks it taken.
func nextSlug(base string, taken map[string]bool) string {
	slug := base
	for n := 2; taken[slug]; n++ {
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	taken[slug] = true
	return slug
}

// truncate cuts s to at most n characters.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return strings.TrimSpace(string(r[:n]))
}

// RestoreSetTx brings an archived set back in the caller's transaction (a re-import of it),
// published and audited (set.restore).
func RestoreSetTx(ctx context.Context, tx bun.Tx, id uuid.UUID) error {
	var edition []uuid.UUID
	if err := tx.NewSelect().Table("sets").Column("festival_edition_id").Where("id = ? AND archived", id).Scan(ctx, &edition); err != nil {
		return err
	}
	if len(edition) == 0 {
		return apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	if _, err := lockEdition(ctx, tx, edition[0]); err != nil {
		return err
	}
	before, err := audit.Snapshot(ctx, tx, "sets", id)
	if err != nil {
		return err
	}
	if _, err := tx.NewRaw(`UPDATE sets SET archived = false, updated_at = now() WHERE id = ?`, id).Exec(ctx); err != nil {
		return err
	}
	return record(ctx, tx, "set.restore", audit.Set, "sets", id, before)
}
