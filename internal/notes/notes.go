// Package notes holds notes on sets. A note is visible to its author and to users who share a
// group with the author; only the author deletes it. Notes carry client-generated ids, so the
// offline outbox can replay an add safely.
package notes

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/paging"
)

// Messages.
const (
	MsgEmpty       = "Note cannot be empty"
	MsgTooLong     = "Note must be at most 2000 characters"
	MsgBadID       = "Note id must be a UUID"
	MsgNotFound    = "Note not found"
	MsgIDTaken     = "This note id is already used"
	MsgIDReused    = "This note id was already used for a different note."
	MsgSetNotFound = "Set not found"
	// AuthorWithoutName names another user's note when they have no username (their e-mail
	// address is not shown to fellow members).
	AuthorWithoutName = "A group member"
	maxNoteRunes      = 2000
	// NotesPerWindow notes a user may add per NoteWindow (RATE_LIMITED beyond).
	NotesPerWindow  = 60
	NoteWindow      = 10 * time.Minute
	visibleToViewer = `(n.user_id = ? OR EXISTS (
		SELECT 1 FROM group_members a JOIN group_members b ON b.group_id = a.group_id
		JOIN groups g ON g.id = a.group_id AND NOT g.archived
		WHERE a.user_id = ? AND b.user_id = n.user_id))`
)

// Note is a note on a set.
type Note struct {
	bun.BaseModel `bun:"table:notes,alias:n"`

	ID          uuid.UUID `bun:",pk,type:uuid"`
	SetID       uuid.UUID `bun:",type:uuid"`
	UserID      uuid.UUID `bun:",type:uuid"`
	NoteContent string
	CreatedAt   time.Time
	UpdatedAt   time.Time

	AuthorName string `bun:",scanonly"`
}

// Service reads and writes notes.
type Service struct {
	DB  bun.IDB
	Now func() time.Time
	// Limiter caps how fast one user adds notes (nil: no cap).
	Limiter *auth.Limiter
	// SetVisible reports whether the viewer may see a set (its edition is visible).
	SetVisible func(ctx context.Context, setID uuid.UUID) (bool, error)
}

func (s *Service) query(rows *[]*Note, viewer uuid.UUID) *bun.SelectQuery {
	return s.DB.NewSelect().Model(rows).ColumnExpr("n.*, coalesce(u.username::text, CASE WHEN n.user_id = ? THEN u.email::text END, ?) AS author_name", viewer, AuthorWithoutName).
		Join("JOIN users u ON u.id = n.user_id").Where(visibleToViewer, viewer, viewer)
}

// Key is the position of a note in OfSet (newest first).
type Key struct {
	CreatedAt time.Time `json:"c"`
	ID        uuid.UUID `json:"i"`
}

// KeyOf is the OfSet key of n.
func KeyOf(n *Note) Key { return Key{CreatedAt: n.CreatedAt, ID: n.ID} }

// OfSet returns a page of the set's notes the viewer may read, newest first (none for
// anonymous), after the key of an earlier page's last row (nil: from the start).
func (s *Service) OfSet(ctx context.Context, setID uuid.UUID, first int, after *Key) (paging.Page[*Note], error) {
	v := identity.From(ctx)
	if v == nil {
		return paging.Page[*Note]{}, nil
	}
	var rows []*Note
	q := s.query(&rows, v.UserID).Where("n.set_id = ?", setID).OrderExpr("n.created_at DESC, n.id DESC").Limit(int64(first + 1))
	if after != nil {
		q = q.Where("(n.created_at, n.id) < (?, ?)", after.CreatedAt, after.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return paging.Page[*Note]{}, fmt.Errorf("notes of set: %w", err)
	}
	return paging.Trim(rows, first), nil
}

// ByIDs returns the notes among ids the viewer may read.
func (s *Service) ByIDs(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*Note, error) {
	out := map[uuid.UUID]*Note{}
	v := identity.From(ctx)
	if v == nil {
		return out, nil
	}
	var rows []*Note
	if err := s.query(&rows, v.UserID).Where("n.id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("notes by id: %w", err)
	}
	return db.ByID(rows, func(x *Note) uuid.UUID { return x.ID }), nil
}

// Add stores a note by the viewer. Replaying the same id with the same author, set and content
// (after trimming) returns the stored note instead of adding another; the same id with another
// set or content is CONFLICT and changes nothing.
func (s *Service) Add(ctx context.Context, id string, setID uuid.UUID, content string) (*Note, error) {
	v := identity.From(ctx)
	if v == nil {
		return nil, apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	noteID, err := uuid.Parse(id)
	if err != nil {
		return nil, apperr.Invalid("id", MsgBadID)
	}
	content = strings.TrimSpace(content)
	if content == "" {
		return nil, apperr.Invalid("content", MsgEmpty)
	}
	if len([]rune(content)) > maxNoteRunes {
		return nil, apperr.Invalid("content", MsgTooLong)
	}
	if s.Limiter != nil {
		if err := s.Limiter.Allow(ctx, "create-note:user:"+v.UserID.String(), NotesPerWindow, NoteWindow); err != nil {
			return nil, err
		}
	}
	ok, err := s.SetVisible(ctx, setID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	now := s.Now()
	_, err = s.DB.NewRaw(`INSERT INTO notes (id, set_id, user_id, note_content, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`, noteID, setID, v.UserID, content, now, now).Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("add note: %w", err)
	}
	var rows []*Note
	if err := s.query(&rows, v.UserID).Where("n.id = ? AND n.user_id = ?", noteID, v.UserID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("read note: %w", err)
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.Conflict, MsgIDTaken) // another user's note has this id
	}
	if n := rows[0]; n.SetID != setID || n.NoteContent != content {
		return nil, apperr.New(apperr.Conflict, MsgIDReused)
	}
	return rows[0], nil
}

// Delete removes one of the viewer's own notes.
func (s *Service) Delete(ctx context.Context, id uuid.UUID) error {
	v := identity.From(ctx)
	if v == nil {
		return apperr.New(apperr.Unauthenticated, auth.MsgSignInNeeded)
	}
	res, err := s.DB.NewDelete().Table("notes").Where("id = ? AND user_id = ?", id, v.UserID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete note: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return apperr.New(apperr.NotFound, MsgNotFound)
	}
	return nil
}
