package csvimport

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/admin"
	"festival/internal/apperr"
	"festival/internal/festival"
)

// Outcome of a row.
type Outcome string

// What a row would do (preview) or did (apply).
const (
	Created   Outcome = "created"
	Changed   Outcome = "changed"
	Unchanged Outcome = "unchanged"
	Failed    Outcome = "error"
)

// Change is a field of a row with its stored value and the file's (nil: none).
type Change struct {
	Field         string
	Before, After *string
}

// Item is what one row of a file does.
type Item struct {
	Row, Line int
	Outcome   Outcome
	// Label names the row's set or stage.
	Label   string
	Changes []Change
	// Error is why the row cannot be applied: its column and the reason.
	Error string
}

// Plan is what a file would do to an edition, row by row, and the token that names the file,
// the edition and those changes.
type Plan struct {
	Token                                     string
	Rows, Created, Changed, Unchanged, Errors int
	Items                                     []Item
	steps                                     []step
}

// step is the work of one applicable row.
type step struct {
	item *Item
	// stages: the name; sets: the row and what to write.
	stage string
	row   SetRow
	// stageID is the set's stage; set is the matched set, or the one the row creates (whose ID
	// apply fills, for later rows of the file).
	stageID uuid.UUID
	set     *setState
	// newArtists are the row's artists missing from a matched set (all of them when created).
	newArtists                       []string
	revive, desc, start, end, artist bool
}

type setState struct {
	ID                 uuid.UUID
	Archived           bool
	Description        *string
	TimeStart, TimeEnd *time.Time
	ArtistIDs          []uuid.UUID
	ArtistNames        []string
}

type stageState struct {
	ID       uuid.UUID
	Archived bool
}

// state is the part of an edition a file is compared with.
type state struct {
	zone        string
	edition     *festival.Edition      // its dates bound the sets' times
	stages      map[string]*stageState // stages files: by admin.StageKey, archived ones too (a live one wins)
	stagesLower map[string]uuid.UUID   // sets files: non-archived stages by admin.StageKey
	sets        map[string]*setState   // sets by stage id and name (the oldest live one, else an archived one)
	artists     map[string]uuid.UUID   // non-archived artists by lower-case name (uuid.Nil: to create)
	artistNames map[uuid.UUID]string
}

func setKey(stage uuid.UUID, name string) string { return stage.String() + "\x00" + name }

// load reads what rows of kind are compared with: stages, or stages, sets and the artists
// named in rows.
func load(ctx context.Context, db bun.IDB, kind Kind, to *Target, rows []Row) (*state, error) {
	st := &state{zone: to.Zone, edition: to.Edition, stages: map[string]*stageState{}, stagesLower: map[string]uuid.UUID{},
		sets: map[string]*setState{}, artists: map[string]uuid.UUID{}, artistNames: map[uuid.UUID]string{}}
	var stages []struct {
		ID       uuid.UUID
		Name     string
		Archived bool
	}
	if err := db.NewSelect().Table("stages").Column("id", "name", "archived").Where("festival_edition_id = ?", to.ID).
		OrderExpr("name").Scan(ctx, &stages); err != nil {
		return nil, fmt.Errorf("import: stages: %w", err)
	}
	for _, s := range stages {
		key := admin.StageKey(s.Name)
		if old := st.stages[key]; old == nil || old.Archived {
			st.stages[key] = &stageState{ID: s.ID, Archived: s.Archived}
		}
		if !s.Archived {
			st.stagesLower[key] = s.ID
		}
	}
	if kind != Sets {
		return st, nil
	}
	var sets []struct {
		ID                 uuid.UUID
		StageID            uuid.UUID
		Name               string
		Description        *string
		TimeStart, TimeEnd *time.Time
		Archived           bool
	}
	if err := db.NewSelect().Table("sets").Column("id", "stage_id", "name", "description", "time_start", "time_end", "archived").
		Where("festival_edition_id = ? AND stage_id IS NOT NULL", to.ID).
		OrderExpr("archived DESC, created_at DESC, id DESC").Scan(ctx, &sets); err != nil {
		return nil, fmt.Errorf("import: sets: %w", err)
	}
	byID := make(map[uuid.UUID]*setState, len(sets))
	for _, s := range sets { // the oldest live one last, so it wins
		ss := &setState{ID: s.ID, Archived: s.Archived, Description: s.Description, TimeStart: s.TimeStart, TimeEnd: s.TimeEnd}
		st.sets[setKey(s.StageID, s.Name)] = ss
		byID[s.ID] = ss
	}
	var links []struct {
		SetID    uuid.UUID
		ArtistID uuid.UUID
		Name     string
	}
	if err := db.NewRaw(`SELECT sa.set_id, sa.artist_id, a.name FROM set_artists sa JOIN artists a ON a.id = sa.artist_id
		JOIN sets s ON s.id = sa.set_id WHERE s.festival_edition_id = ?
		ORDER BY sa.set_id, sa.position, sa.artist_id`, to.ID).Scan(ctx, &links); err != nil {
		return nil, fmt.Errorf("import: set artists: %w", err)
	}
	for _, l := range links {
		if s := byID[l.SetID]; s != nil {
			s.ArtistIDs = append(s.ArtistIDs, l.ArtistID)
			s.ArtistNames = append(s.ArtistNames, l.Name)
		}
	}
	var names []string
	for _, r := range rows {
		for _, a := range strings.Split(r.Values["artist_names"], ",") {
			if a = strings.ToLower(strings.TrimSpace(a)); a != "" {
				names = append(names, a)
			}
		}
	}
	if len(names) == 0 {
		return st, nil
	}
	var artists []struct {
		ID  uuid.UUID
		Key string
	}
	if err := db.NewRaw(`SELECT DISTINCT ON (lower(name)) id, lower(name) AS key FROM artists
		WHERE lower(name) IN (?) AND NOT archived ORDER BY lower(name), created_at, id`, bun.List(names)).Scan(ctx, &artists); err != nil {
		return nil, fmt.Errorf("import: artists: %w", err)
	}
	for _, a := range artists {
		st.artists[a.Key] = a.ID
	}
	return st, nil
}

// plan compares rows with st, row by row, as if the earlier rows had been applied.
func plan(kind Kind, to *Target, data []byte, rows []Row, st *state) *Plan {
	p := &Plan{Rows: len(rows), Items: make([]Item, len(rows))}
	for i, row := range rows {
		it := &p.Items[i]
		it.Row, it.Line = row.Number, row.Line
		var s step
		var err error
		if row.Err != nil {
			err = row.Err
		} else if kind == Stages {
			s, err = st.stageRow(it, row)
		} else {
			s, err = st.setRow(it, row)
		}
		switch {
		case err != nil:
			it.Outcome, it.Error, it.Changes = Failed, err.Error(), nil
			p.Errors++
		case it.Outcome == Created:
			p.Created++
		case it.Outcome == Changed:
			p.Changed++
		default:
			p.Unchanged++
		}
		if err == nil && it.Outcome != Unchanged {
			s.item = it
			p.steps = append(p.steps, s)
		}
	}
	p.Token = token(kind, to.ID, data, p.Items)
	return p
}

func (st *state) stageRow(it *Item, row Row) (step, error) {
	n, err := StageName(row.Values)
	if err != nil {
		return step{}, err
	}
	it.Label = n
	s := step{stage: n}
	switch old := st.stages[admin.StageKey(n)]; {
	case old == nil:
		it.Outcome = Created
		it.Changes = []Change{{Field: "name", After: &n}}
		st.stages[admin.StageKey(n)] = &stageState{}
	case old.Archived:
		it.Outcome = Changed
		it.Changes = []Change{{Field: "archived", Before: text("yes"), After: text("no")}}
		old.Archived = false
	default:
		it.Outcome = Unchanged
	}
	return s, nil
}

func (st *state) setRow(it *Item, row Row) (step, error) {
	r, err := ParseSetRow(row.Values, st.zone)
	it.Label = r.Name
	if err != nil {
		return step{}, err
	}
	stageID, ok := st.stagesLower[admin.StageKey(r.Stage)]
	if !ok {
		return step{}, failf("stage_name: no stage '%s' in this edition; import it first or check the spelling", clip(r.Stage))
	}
	s := step{row: r, stageID: stageID}
	key := setKey(stageID, r.Name)
	old := st.sets[key]
	if old == nil {
		if err := checkTimes(st.edition, r.Start, r.End); err != nil {
			return step{}, err
		}
		it.Outcome = Created
		s.newArtists = r.Artists
		s.desc, s.start, s.end, s.artist = r.Description != nil, r.Start != nil, r.End != nil, true
		it.Changes = append(it.Changes, Change{Field: "name", After: &r.Name}, Change{Field: "stage_name", After: &r.Stage},
			Change{Field: "artist_names", After: text(st.artistList(nil, r.Artists))})
		if r.Start != nil {
			it.Changes = append(it.Changes, Change{Field: "time_start", After: st.local(r.Start)})
		}
		if r.End != nil {
			it.Changes = append(it.Changes, Change{Field: "time_end", After: st.local(r.End)})
		}
		if r.Description != nil {
			it.Changes = append(it.Changes, Change{Field: "description", After: r.Description})
		}
		s.set = &setState{Description: r.Description, TimeStart: r.Start, TimeEnd: r.End, ArtistNames: r.Artists}
		st.sets[key] = s.set
		st.newArtists(r.Artists)
		return s, nil
	}
	s.set = old
	start, end := old.TimeStart, old.TimeEnd
	if r.Start != nil {
		start = r.Start
	}
	if r.End != nil {
		end = r.End
	}
	if start != nil && end != nil && end.Before(*start) {
		return step{}, failf("time_end: the set would end (%s) before it starts (%s)", *st.local(end), *st.local(start))
	}
	// Only new times are checked, as the admin's updateSet does: a set stored before the rule
	// keeps its times.
	if moved(old.TimeStart, r.Start) || moved(old.TimeEnd, r.End) {
		if err := checkTimes(st.edition, start, end); err != nil {
			return step{}, err
		}
	}
	if old.Archived {
		s.revive = true
		it.Changes = append(it.Changes, Change{Field: "archived", Before: text("yes"), After: text("no")})
		old.Archived = false
	}
	if r.Description != nil && (old.Description == nil || *old.Description != *r.Description) {
		s.desc = true
		it.Changes = append(it.Changes, Change{Field: "description", Before: old.Description, After: r.Description})
		old.Description = r.Description
	}
	if r.Start != nil && (old.TimeStart == nil || !old.TimeStart.Equal(*r.Start)) {
		s.start = true
		it.Changes = append(it.Changes, Change{Field: "time_start", Before: st.local(old.TimeStart), After: st.local(r.Start)})
		old.TimeStart = r.Start
	}
	if r.End != nil && (old.TimeEnd == nil || !old.TimeEnd.Equal(*r.End)) {
		s.end = true
		it.Changes = append(it.Changes, Change{Field: "time_end", Before: st.local(old.TimeEnd), After: st.local(r.End)})
		old.TimeEnd = r.End
	}
	has := map[string]bool{}
	for _, n := range old.ArtistNames {
		has[strings.ToLower(n)] = true
	}
	for _, a := range r.Artists {
		if !has[strings.ToLower(a)] {
			s.newArtists = append(s.newArtists, a)
		}
	}
	if len(s.newArtists) > 0 {
		if len(old.ArtistNames)+len(s.newArtists) > maxArtistsPerSet {
			return step{}, failf("artist_names: the set would have more than %d artists", maxArtistsPerSet)
		}
		s.artist = true
		before := strings.Join(old.ArtistNames, ", ")
		it.Changes = append(it.Changes, Change{Field: "artist_names", Before: &before, After: text(st.artistList(old.ArtistNames, s.newArtists))})
		old.ArtistNames = append(append([]string{}, old.ArtistNames...), s.newArtists...)
		st.newArtists(s.newArtists)
	}
	it.Outcome = Unchanged
	if len(it.Changes) > 0 {
		it.Outcome = Changed
	}
	return s, nil
}

// moved reports whether a row's time (nil: the cell is blank) changes the stored one.
func moved(stored, row *time.Time) bool {
	return row != nil && (stored == nil || !stored.Equal(*row))
}

// checkTimes is admin.CheckSetTimes as a row error naming its column.
func checkTimes(e *festival.Edition, start, end *time.Time) error {
	err := admin.CheckSetTimes(e, start, end)
	if ae, ok := apperr.As(err); ok {
		column := "time_start"
		if ae.Field == "timeEnd" {
			column = "time_end"
		}
		return failf("%s: %s", column, ae.Message)
	}
	return err
}

// artistList lists old then added artists, marking those that do not exist yet "(new)".
func (st *state) artistList(old, added []string) string {
	out := append([]string{}, old...)
	for _, a := range added {
		if _, ok := st.artists[strings.ToLower(a)]; !ok {
			a += " (new)"
		}
		out = append(out, a)
	}
	return strings.Join(out, ", ")
}

// newArtists notes artists a row creates, so later rows find them.
func (st *state) newArtists(names []string) {
	for _, a := range names {
		if _, ok := st.artists[strings.ToLower(a)]; !ok {
			st.artists[strings.ToLower(a)] = uuid.Nil
		}
	}
}

// local shows a time as the edition's local date-time (as the admin form does).
func (st *state) local(t *time.Time) *string { return admin.LocalTime(t, st.zone) }

func text(s string) *string { return &s }

// token names a file of kind for an edition with the changes it makes: a different file, or a
// lineup changed so that the file would do something else, gives a different token.
func token(kind Kind, edition uuid.UUID, data []byte, items []Item) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%d\x00", kind, edition, len(data))
	h.Write(data)
	for _, it := range items {
		fmt.Fprintf(h, "\x00%d|%s|%s|%s", it.Row, it.Outcome, it.Label, it.Error)
		for _, c := range it.Changes {
			fmt.Fprintf(h, "|%s=%s>%s", c.Field, deref(c.Before), deref(c.After))
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:20])
}

func deref(s *string) string {
	if s == nil {
		return "\x01"
	}
	return *s
}

// MaxListed is how many rows a preview lists (the API's bound of ImportPreview.items).
const MaxListed = 1000

// Listed returns at most max items in file order: every row that fails, creates or changes
// something first (up to max), then unchanged ones while there is room.
func (p *Plan) Listed(max int) []Item {
	if len(p.Items) <= max {
		return p.Items
	}
	keep := make([]bool, len(p.Items))
	n := 0
	for pass := 0; pass < 2; pass++ {
		for i, it := range p.Items {
			if n < max && !keep[i] && (pass == 1 || it.Outcome != Unchanged) {
				keep[i] = true
				n++
			}
		}
	}
	out := make([]Item, 0, n)
	for i, it := range p.Items {
		if keep[i] {
			out = append(out, it)
		}
	}
	return out
}
