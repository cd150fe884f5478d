package csvimport

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/admin"
	"festival/internal/db"
	"festival/internal/live"
)

// setApplier applies the rows of one sets file.
type setApplier struct {
	im *Importer
	to *Target
	by *uuid.UUID
	// stages of the edition by admin.StageKey of their names; artists found or created so far by lower-case
	// name (only ids of committed rows, so a rolled-back row leaves nothing stale).
	stages  map[string]uuid.UUID
	artists map[string]uuid.UUID
}

func (a *setApplier) loadStages(ctx context.Context) error {
	var rows []struct {
		ID   uuid.UUID
		Name string
	}
	err := a.im.DB.NewSelect().Table("stages").Column("id", "name").
		Where("festival_edition_id = ? AND NOT archived", a.to.ID).OrderExpr("name").Scan(ctx, &rows)
	if err != nil {
		return fmt.Errorf("import stages of edition: %w", err)
	}
	a.stages = make(map[string]uuid.UUID, len(rows))
	for _, r := range rows {
		a.stages[admin.StageKey(r.Name)] = r.ID
	}
	return nil
}

type existingSet struct {
	ID          uuid.UUID
	Description *string
	TimeStart   *time.Time
	TimeEnd     *time.Time
	Archived    bool
}

type setArtist struct {
	bun.BaseModel `bun:"table:set_artists"`
	SetID         uuid.UUID `bun:"set_id,type:uuid"`
	ArtistID      uuid.UUID `bun:"artist_id,type:uuid"`
	Position      int       `bun:"position"`
}

// row applies one set: finds or creates its artists, finds the set by edition, stage and name
// (archived ones too, which come back) or creates it, adds missing artist links, and publishes
// the change to live subscribers, all in one transaction.
func (a *setApplier) row(ctx context.Context, to *Target, row Row) (Outcome, error) {
	r, err := ParseSetRow(row.Values, to.Location)
	if err != nil {
		return Outcome{}, err
	}
	stageID, ok := a.stages[admin.StageKey(r.Stage)]
	if !ok {
		return Outcome{}, failf("Stage %q not found for set %q", r.Stage, r.Name)
	}
	if err := admin.CheckSetTimes(to.Edition, r.Start, r.End); err != nil {
		return Outcome{}, failf("Set %q: %s", r.Name, err.Error())
	}
	out := Outcome{Row: row.Number, Name: r.Name, Action: "unchanged"}
	created := map[string]uuid.UUID{}
	err = a.im.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		clear(created)
		// Imports into one edition take turns row by row, so two of them cannot both create a
		// set (the lookup by name has no unique key) or pick the same slug. See asyncCommit.
		if _, err := tx.ExecContext(ctx, asyncCommit+"SELECT pg_advisory_xact_lock(hashtext('csvimport:edition'), hashtext(?))", to.ID.String()); err != nil {
			return fmt.Errorf("lock edition: %w", err)
		}
		ids, err := a.artistIDs(ctx, tx, r.Artists, created)
		if err != nil {
			return err
		}
		var found []existingSet
		err = tx.NewSelect().Table("sets").Column("id", "description", "time_start", "time_end", "archived").
			Where("festival_edition_id = ? AND stage_id = ? AND name = ?", to.ID, stageID, r.Name).
			OrderExpr("archived, created_at").Limit(1).Scan(ctx, &found)
		if err != nil {
			return fmt.Errorf("find set: %w", err)
		}
		if len(found) == 0 {
			out.Action = "created"
			if out.ID, err = a.insertSet(ctx, tx, stageID, r); err != nil {
				return err
			}
		} else {
			s := found[0]
			out.ID = s.ID
			if s.Archived || !sameText(s.Description, r.Description) || !sameTime(s.TimeStart, r.Start) || !sameTime(s.TimeEnd, r.End) {
				out.Action = "updated"
				_, err = tx.NewUpdate().Table("sets").
					Set("description = ?, time_start = ?, time_end = ?, archived = false, updated_at = now()", r.Description, r.Start, r.End).
					Where("id = ?", s.ID).Exec(ctx)
				if err != nil {
					return fmt.Errorf("update set: %w", err)
				}
			}
		}
		links := make([]setArtist, len(ids))
		for i, id := range ids {
			links[i] = setArtist{SetID: out.ID, ArtistID: id, Position: i}
		}
		res, err := tx.NewInsert().Model(&links).On("CONFLICT DO NOTHING").Exec(ctx)
		if err != nil {
			return fmt.Errorf("link artists: %w", err)
		}
		if n, _ := res.RowsAffected(); n > 0 && out.Action == "unchanged" {
			out.Action = "updated"
		}
		if out.Action == "unchanged" {
			return nil
		}
		if err := live.NotifySetChanged(ctx, tx, to.ID, out.ID); err != nil {
			return err
		}
		return record(ctx, tx, Sets, out, map[string]any{
			"name": r.Name, "stage": r.Stage, "artists": r.Artists, "description": r.Description,
			"time_start": r.Start, "time_end": r.End, "festival_edition_id": to.ID, "import": out.Action,
		})
	})
	if err == nil {
		for k, v := range created {
			a.artists[k] = v
		}
	}
	if err != nil && !errors.As(err, new(rowError)) && ctx.Err() == nil && !db.IsUnavailable(err) {
		a.im.logRow(ctx, Sets, row, err)
		return out, failf("Failed to create set %q", r.Name)
	}
	return out, err
}

// artistIDs returns the ids of names in order: known ones from the cache or the database
// (case-insensitive, non-archived), the rest created. New ones go to created.
func (a *setApplier) artistIDs(ctx context.Context, tx bun.Tx, names []string, created map[string]uuid.UUID) ([]uuid.UUID, error) {
	ids := make([]uuid.UUID, len(names))
	var missing []string
	for i, n := range names {
		if id, ok := a.artists[strings.ToLower(n)]; ok {
			ids[i] = id
		} else {
			missing = append(missing, strings.ToLower(n))
		}
	}
	if len(missing) == 0 {
		return ids, nil
	}
	found, err := findArtists(ctx, tx, missing)
	if err != nil {
		return nil, err
	}
	for i, n := range names {
		key := strings.ToLower(n)
		if ids[i] != uuid.Nil {
			continue
		}
		if id, ok := found[key]; ok {
			ids[i], created[key] = id, id
			continue
		}
		id, err := a.createArtist(ctx, tx, n)
		if err != nil {
			return nil, failf("Failed to create artist %q", n)
		}
		ids[i], created[key] = id, id
	}
	return ids, nil
}

func findArtists(ctx context.Context, tx bun.IDB, lowerNames []string) (map[string]uuid.UUID, error) {
	var rows []struct {
		ID  uuid.UUID
		Key string
	}
	err := tx.NewRaw(`SELECT DISTINCT ON (lower(name)) id, lower(name) AS key FROM artists
		WHERE lower(name) IN (?) AND NOT archived ORDER BY lower(name), created_at, id`, bun.List(lowerNames)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("find artists: %w", err)
	}
	out := make(map[string]uuid.UUID, len(rows))
	for _, r := range rows {
		out[r.Key] = r.ID
	}
	return out, nil
}

// createArtist inserts the artist named exactly as written. Creations take turns (one lock for
// all imports) and look again after the lock, so two imports never create the same artist.
func (a *setApplier) createArtist(ctx context.Context, tx bun.Tx, name string) (uuid.UUID, error) {
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext('csvimport:artists'))"); err != nil {
		return uuid.Nil, err
	}
	found, err := findArtists(ctx, tx, []string{strings.ToLower(name)})
	if err != nil || found[strings.ToLower(name)] != uuid.Nil {
		return found[strings.ToLower(name)], err
	}
	slug, err := freeSlug(ctx, tx, "artists", slugify(name, "artist"), "NOT archived")
	if err != nil {
		return uuid.Nil, err
	}
	var id uuid.UUID
	err = tx.NewRaw("INSERT INTO artists (name, slug, added_by) VALUES (?, ?, ?) RETURNING id", name, slug, a.by).Scan(ctx, &id)
	if err != nil {
		return uuid.Nil, fmt.Errorf("insert artist: %w", err)
	}
	return id, nil
}

func (a *setApplier) insertSet(ctx context.Context, tx bun.Tx, stageID uuid.UUID, r SetRow) (uuid.UUID, error) {
	slug, err := freeSlug(ctx, tx, "sets", slugify(r.Name, "set"), "festival_edition_id = ?", a.to.ID)
	if err != nil {
		return uuid.Nil, err
	}
	var id uuid.UUID
	err = tx.NewRaw(`INSERT INTO sets (festival_edition_id, stage_id, name, slug, description, time_start, time_end, created_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, a.to.ID, stageID, r.Name, slug, r.Description, r.Start, r.End, a.by).Scan(ctx, &id)
	if err != nil {
		return uuid.Nil, fmt.Errorf("insert set: %w", err)
	}
	return id, nil
}

// freeSlug returns base, or base-2, base-3, … whichever is not taken in table within scope.
func freeSlug(ctx context.Context, tx bun.IDB, table, base, scope string, args ...any) (string, error) {
	var taken []string
	err := tx.NewSelect().Table(table).Column("slug").Where(scope, args...).
		Where("slug = ? OR (slug LIKE ? AND substr(slug, ?) ~ '^[0-9]+$')", base, base+"-%", len(base)+2).
		Scan(ctx, &taken)
	if err != nil {
		return "", fmt.Errorf("free slug: %w", err)
	}
	used := make(map[string]bool, len(taken))
	for _, s := range taken {
		used[s] = true
	}
	if !used[base] {
		return base, nil
	}
	for n := 2; ; n++ {
		if s := fmt.Sprintf("%s-%d", base, n); !used[s] {
			return s, nil
		}
	}
}

func sameText(a, b *string) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

func sameTime(a, b *time.Time) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && a.Equal(*b))
}
