package audit

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/paging"
)

// Key is the position of an entry in Latest (newest first).
type Key struct {
	At time.Time `json:"t"`
	ID uuid.UUID `json:"i"`
}

// KeyOf is the Latest key of e.
func KeyOf(e *Entry) Key { return Key{At: e.CreatedAt, ID: e.ID} }

// Filter narrows Latest. Zero values do not filter.
type Filter struct {
	EditionID  *uuid.UUID
	EntityType string
	ActorID    *uuid.UUID
	// Actor matches, case-insensitively, part of the actor's username or of Via.
	Actor string
	// WithRoles includes role changes (entity type Role); only for readers who may read
	// admin roles.
	WithRoles bool
}

const selectEntries = `al.*, u.email::text AS actor_email, u.username::text AS actor_username, fe.time_zone AS time_zone`

func entries(db bun.IDB, rows *[]*Entry) *bun.SelectQuery {
	return db.NewSelect().Model(rows).ColumnExpr(selectEntries).
		Join("LEFT JOIN users AS u ON u.id = al.actor_id").
		Join("LEFT JOIN festival_editions AS fe ON fe.id = al.edition_id")
}

// Latest returns a page of entries matching f, newest first, after the key of an earlier
// page's last row (nil: from the newest). Callers check who may read the log.
func Latest(ctx context.Context, db bun.IDB, f Filter, first int, after *Key) (paging.Page[*Entry], error) {
	var rows []*Entry
	q := entries(db, &rows).OrderExpr("al.created_at DESC, al.id DESC").Limit(int64(first + 1))
	if after != nil {
		q = q.Where("(al.created_at, al.id) < (?, ?)", after.At, after.ID)
	}
	if f.EditionID != nil {
		q = q.Where("al.edition_id = ?", *f.EditionID)
	}
	if f.EntityType != "" {
		q = q.Where("al.entity_type = ?", f.EntityType)
	}
	if !f.WithRoles {
		q = q.Where("al.entity_type <> ?", Role)
	}
	if f.ActorID != nil {
		q = q.Where("al.actor_id = ?", *f.ActorID)
	}
	if a := strings.TrimSpace(f.Actor); a != "" {
		like := "%" + likeEscape(a) + "%"
		q = q.Where("(u.username::text ILIKE ? OR al.via ILIKE ?)", like, like)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*Entry]{}, fmt.Errorf("audit log: %w", err)
	}
	if err := describeAll(ctx, db, rows); err != nil {
		return paging.Page[*Entry]{}, err
	}
	return paging.Trim(rows, first), nil
}

// ByIDs returns the entries among ids (role changes only withRoles). Callers check who may
// read the log.
func ByIDs(ctx context.Context, db bun.IDB, ids []uuid.UUID, withRoles bool) (map[uuid.UUID]*Entry, error) {
	var rows []*Entry
	q := entries(db, &rows).Where("al.id IN (?)", bun.List(ids))
	if !withRoles {
		q = q.Where("al.entity_type <> ?", Role)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("audit entries: %w", err)
	}
	if err := describeAll(ctx, db, rows); err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]*Entry, len(rows))
	for _, e := range rows {
		out[e.ID] = e
	}
	return out, nil
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
