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
	"festival/internal/paging"
)

// Entity types of entries.
const (
	Festival = "Festival"
	Edition  = "Edition"
	Stage    = "Stage"
	Set      = "Set"
	Artist   = "Artist"
	// Import is a CSV import as a whole (its rows have entries of their own).
	Import = "Import"
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

	// ActorEmail is filled by Latest.
	ActorEmail *string `bun:",scanonly"`
}

// Who made a change when no signed-in user did (Entry.Via).
const (
	CommandLine     = "command line"
	Bootstrap       = "sign-in bootstrap"
	AccountDeletion = "account deletion"
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
	e.ID = uuid.Nil
	e.CreatedAt = time.Time{}
	if _, err := db.NewInsert().Model(&e).Exec(ctx); err != nil {
		return fmt.Errorf("audit %s: %w", e.Action, err)
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

// Snapshot reads the row of table with id as JSON (nil when there is none): the before or after
// of an entry, with the table's own column names (see links). table is a constant of the
// caller's.
func Snapshot(ctx context.Context, db bun.IDB, table string, id uuid.UUID) (json.RawMessage, error) {
	var out []string
	err := db.NewRaw("SELECT (to_jsonb(t)"+links(table)+")::text FROM ? AS t WHERE t.id = ?", bun.Ident(table), id).Scan(ctx, &out)
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
	_, err := db.NewRaw(`INSERT INTO audit_log (actor_id, via, action, entity_type, entity_id, after)
		SELECT ?::uuid, ?::text, ?, ?, t.id, to_jsonb(t)`+links(table)+` FROM ? AS t
		JOIN unnest(?::uuid[]) WITH ORDINALITY AS w(id, n) ON w.id = t.id ORDER BY w.n`,
		actor, ViaOf(ctx), action, entityType, bun.Ident(table), pgdialect.Array(ids)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("audit %s: %w", action, err)
	}
	return nil
}

// Key is the position of an entry in Latest (newest first).
type Key struct {
	At time.Time `json:"t"`
	ID uuid.UUID `json:"i"`
}

// KeyOf is the Latest key of e.
func KeyOf(e *Entry) Key { return Key{At: e.CreatedAt, ID: e.ID} }

// Latest returns a page of entries, newest first, after the key of an earlier page's last row
// (nil: from the newest). Callers check who may read the log.
func Latest(ctx context.Context, db bun.IDB, first int, after *Key) (paging.Page[*Entry], error) {
	var rows []*Entry
	q := db.NewSelect().Model(&rows).ColumnExpr("al.*").ColumnExpr("u.email::text AS actor_email").
		Join("LEFT JOIN users AS u ON u.id = al.actor_id").
		OrderExpr("al.created_at DESC, al.id DESC").Limit(int64(first + 1))
	if after != nil {
		q = q.Where("(al.created_at, al.id) < (?, ?)", after.At, after.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*Entry]{}, fmt.Errorf("audit log: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// ByIDs returns the entries among ids. Callers check who may read the log.
func ByIDs(ctx context.Context, db bun.IDB, ids []uuid.UUID) (map[uuid.UUID]*Entry, error) {
	var rows []*Entry
	err := db.NewSelect().Model(&rows).ColumnExpr("al.*").ColumnExpr("u.email::text AS actor_email").
		Join("LEFT JOIN users AS u ON u.id = al.actor_id").Where("al.id IN (?)", bun.List(ids)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("audit entries: %w", err)
	}
	out := make(map[uuid.UUID]*Entry, len(rows))
	for _, e := range rows {
		out[e.ID] = e
	}
	return out, nil
}
