package notes_test

import (
	"context"
	"testing"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/identity"
	"festival/internal/notes"
	"festival/internal/testclock"
	"festival/internal/testdb"
)

const fixture = `
INSERT INTO festivals (id, name, slug, published) VALUES ('10000000-0000-0000-0000-000000000001', 'F', 'f', true);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published) VALUES
  ('20000000-0000-0000-0000-000000000001', '10000000-0000-0000-0000-000000000001', 'E', 'e', 2026, true);
INSERT INTO sets (id, festival_edition_id, name, slug) VALUES
  ('60000000-0000-0000-0000-000000000001', '20000000-0000-0000-0000-000000000001', 'one', 'one'),
  ('60000000-0000-0000-0000-000000000002', '20000000-0000-0000-0000-000000000001', 'two', 'two');
INSERT INTO users (id, email) VALUES
  ('70000000-0000-0000-0000-000000000001', 'a@x.io'), ('70000000-0000-0000-0000-000000000002', 'b@x.io');
`

var (
	set1  = uuid.MustParse("60000000-0000-0000-0000-000000000001")
	set2  = uuid.MustParse("60000000-0000-0000-0000-000000000002")
	userA = uuid.MustParse("70000000-0000-0000-0000-000000000001")
	userB = uuid.MustParse("70000000-0000-0000-0000-000000000002")
)

func as(u uuid.UUID) context.Context {
	return identity.With(context.Background(), &identity.Viewer{UserID: u})
}

// A note id replayed with the same set and content returns the stored note; with another
// content or set it is CONFLICT and changes nothing; another user's id is CONFLICT too.
func TestReplayedNoteIDWithAnotherPayloadIsAConflict(t *testing.T) {
	store := testdb.Open(t)
	if _, err := store.ExecContext(context.Background(), fixture); err != nil {
		t.Fatal(err)
	}
	svc := &notes.Service{DB: store.DB, Now: testclock.Now,
		SetVisible: func(context.Context, uuid.UUID) (bool, error) { return true, nil }}
	id := "0b6f3a52-3f3c-4c57-8d7e-2b1b3f2a9c11"
	first, err := svc.Add(as(userA), id, set1, " see you there ")
	if err != nil {
		t.Fatal(err)
	}
	again, err := svc.Add(as(userA), id, set1, "see you there") // the same after trimming
	if err != nil || again.ID != first.ID || again.NoteContent != "see you there" || !again.CreatedAt.Equal(first.CreatedAt) {
		t.Fatalf("same payload replay: %+v %v", again, err)
	}
	for name, call := range map[string]func() (*notes.Note, error){
		"another content": func() (*notes.Note, error) { return svc.Add(as(userA), id, set1, "something else") },
		"another set":     func() (*notes.Note, error) { return svc.Add(as(userA), id, set2, "see you there") },
	} {
		if n, err := call(); apperr.CodeOf(err) != apperr.Conflict || err.Error() != notes.MsgIDReused {
			t.Errorf("%s: %+v %v", name, n, err)
		}
	}
	if n, err := svc.Add(as(userB), id, set1, "see you there"); apperr.CodeOf(err) != apperr.Conflict || err.Error() != notes.MsgIDTaken {
		t.Errorf("another user's id: %+v %v", n, err)
	}
	var count int
	var content string
	if err := store.NewRaw("SELECT count(*), max(note_content) FROM notes").Scan(context.Background(), &count, &content); err != nil {
		t.Fatal(err)
	}
	if count != 1 || content != "see you there" {
		t.Fatalf("after the conflicts: %d notes, content %q", count, content)
	}
}
