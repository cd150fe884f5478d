// Package audit records admin writes: who did what to which object, when, with the object's
// row before and after as JSONB. Record runs inside the caller's transaction, so an entry
// exists exactly when its change was committed.
package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/identity"
)

// Entity types of entries.
const (
	Festival = "Festival"
	Edition  = "Edition"
	Stage    = "Stage"
	Set      = "Set"
	Artist   = "Artist"
	// PointOfInterest is a place of an edition's map (water, toilets, …; issue 35).
	PointOfInterest = "PointOfInterest"
	// Import is a CSV import as a whole (its rows have entries of their own).
	Import = "Import"
	// Role is the entity type of admin role changes (roles.AuditType): only readers who may
	// read admin roles see these entries.
	Role = "AdminRoleAssignment"
)

// Entry is one recorded write.
type Entry struct {
	bun.BaseModel `bun:"table:audit_log,alias:al"`

	ID uuid.UUID `bun:",pk,type:uuid,default:gen_random_uuid()"`
	// ActorID is who made the change; Record fills it from the context's viewer when nil.
	ActorID    *uuid.UUID `bun:",type:uuid"`
	Action     string     // e.g. "festival.update"
	EntityType string     // Festival, Edition, Stage, Set, Artist
	EntityID   uuid.UUID  `bun:",type:uuid"`
	// Before and After are the object as JSON (nil: none, e.g. Before of a creation). Snapshot
	// reads a row as JSON; any other value is marshalled by Record.
	Before    json.RawMessage `bun:",type:jsonb,nullzero"`
	After     json.RawMessage `bun:",type:jsonb,nullzero"`
	CreatedAt time.Time       `bun:",nullzero,notnull,default:clock_timestamp()"`
	// Via names who made a change no signed-in user made (CommandLine, Bootstrap,
	// AccountDeletion); Record fills it from the context (WithVia) when empty.
	Via *string `bun:",nullzero"`
	// EditionID is the edition the entry belongs to (its sets, stages, imports and the
	// edition itself); Record derives it when nil (see editionOf).
	EditionID *uuid.UUID `bun:",type:uuid"`

	// ActorEmail, ActorUsername and TimeZone (the edition's) are filled by Latest and ByIDs,
	// and so are Summary and Changes (describe.go).
	ActorEmail    *string  `bun:",scanonly"`
	ActorUsername *string  `bun:",scanonly"`
	TimeZone      *string  `bun:",scanonly"`
	Summary       string   `bun:"-"`
	Changes       []Change `bun:"-"`
}

// Who made a change when no signed-in user did (Entry.Via).
const (
	CommandLine     = "command line"
	Bootstrap       = "sign-in bootstrap"
	AccountDeletion = "account deletion"
	// DeletedUser replaces a deleted account wherever the log named it (Erase).
	DeletedUser = "deleted user"
)

type viaKey struct{}

// WithVia marks every entry recorded under ctx as made by via (e.g. CommandLine).
func WithVia(ctx context.Context, via string) context.Context {
	return context.WithValue(ctx, viaKey{}, via)
}

// ViaOf is the via of ctx (WithVia), or nil.
func ViaOf(ctx context.Context) *string {
	if via, ok := ctx.Value(viaKey{}).(string); ok {
		return &via
	}
	return nil
}

// Record writes e with db, which should be the transaction of the change it describes.
func Record(ctx context.Context, db bun.IDB, e Entry) error {
	if e.ActorID == nil {
		if v := identity.From(ctx); v != nil {
			id := v.UserID
			e.ActorID = &id
		}
	}
	if e.Via == nil {
		if via, ok := ctx.Value(viaKey{}).(string); ok {
			e.Via = &via
		}
	}
	if e.EditionID == nil {
		e.EditionID = editionOf(e)
	}
	e.ID = uuid.Nil
	e.CreatedAt = time.Time{}
	if _, err := db.NewInsert().Model(&e).Exec(ctx); err != nil {
		return fmt.Errorf("audit %s: %w", e.Action, err)
	}
	return nil
}

// editionOf is the edition of e: its entity for an Edition, else the first edition id
// ("festival_edition_id" or "edition_id") in After, then Before; nil when none.
func editionOf(e Entry) *uuid.UUID {
	if e.EntityType == Edition && e.EntityID != uuid.Nil {
		id := e.EntityID
		return &id
	}
	for _, raw := range []json.RawMessage{e.After, e.Before} {
		var row map[string]any
		if len(raw) == 0 || json.Unmarshal(raw, &row) != nil {
			continue
		}
		for _, k := range []string{"festival_edition_id", "edition_id"} {
			if s, ok := row[k].(string); ok {
				if id, err := uuid.Parse(s); err == nil {
					return &id
				}
			}
		}
	}
	return nil
}

// JSON marshals v for Entry.Before or After.
func JSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return b
}

// links is what a snapshot of table adds to the row: a set also lists its artist_ids (in
// billing order) and an artist its genre_ids, since those links are part of what an admin edits.
func links(table string) string {
	switch table {
	case "sets":
		return ` || jsonb_build_object('artist_ids', (SELECT coalesce(jsonb_agg(artist_id ORDER BY position, artist_id), '[]')
			FROM set_artists WHERE set_id = t.id))`
	case "artists":
		return ` || jsonb_build_object('genre_ids', (SELECT coalesce(jsonb_agg(music_genre_id ORDER BY music_genre_id), '[]')
			FROM artist_music_genres WHERE artist_id = t.id))`
	}
	return ""
}

// row is a snapshot's row as JSON, without sets.changed_xid (the timetable sync's stamp: which
// transaction last changed the set, bookkeeping that no admin edits).
const row = "(to_jsonb(t) - 'changed_xid')"

// Snapshot reads the row of table with id as JSON (nil when there is none): the before or after
// of an entry, with the table's own column names (see links). table is a constant of the
// caller's.
func Snapshot(ctx context.Context, db bun.IDB, table string, id uuid.UUID) (json.RawMessage, error) {
	var out []string
	err := db.NewRaw("SELECT ("+row+links(table)+")::text FROM ? AS t WHERE t.id = ?", bun.Ident(table), id).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("audit snapshot of %s: %w", table, err)
	}
	if len(out) == 0 {
		return nil, nil
	}
	return json.RawMessage(out[0]), nil
}

// RecordCreated writes, in one statement, the entries of rows of table just created (no
// before; after is their Snapshot): the same entries Record with Snapshot writes one by one.
func RecordCreated(ctx context.Context, db bun.IDB, action, entityType, table string, ids []uuid.UUID) error {
	if len(ids) == 0 {
		return nil
	}
	var actor *uuid.UUID
	if v := identity.From(ctx); v != nil {
		actor = &v.UserID
	}
	// The edition is derived as Record's editionOf does: the row's own edition id.
	_, err := db.NewRaw(`INSERT INTO audit_log (actor_id, via, action, entity_type, entity_id, after, edition_id)
		SELECT ?::uuid, ?::text, ?, ?, t.id, `+row+links(table)+`,
			coalesce(to_jsonb(t)->>'festival_edition_id', to_jsonb(t)->>'edition_id')::uuid FROM ? AS t
		JOIN unnest(?::uuid[]) WITH ORDINALITY AS w(id, n) ON w.id = t.id ORDER BY w.n`,
		actor, ViaOf(ctx), action, entityType, bun.Ident(table), pgdialect.Array(ids)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("audit %s: %w", action, err)
	}
	return nil
}
