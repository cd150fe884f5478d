package notes_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/notes"
	"festival/internal/testdb"
)

// clock is the tests' now: notes get created_at from it, a second apart.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { c.t = c.t.Add(time.Second); return c.t }

func rulesSetup(t *testing.T) (*notes.Service, func(string, ...any)) {
	t.Helper()
	store := testdb.Open(t)
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := store.ExecContext(context.Background(), q, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(fixture)
	c := &clock{t: time.Date(2026, 7, 17, 18, 0, 0, 0, time.UTC)}
	return &notes.Service{DB: store.DB, Now: c.now,
		SetVisible: func(_ context.Context, id uuid.UUID) (bool, error) { return id != set2, nil }}, exec
}

// A note is 1 to 2000 characters (runes, not bytes) after trimming; the id is a UUID; the set
// must be visible; anonymous viewers cannot add. Refusals write nothing.
func TestNoteBounds(t *testing.T) {
	svc, _ := rulesSetup(t)
	ctx := as(userA)
	for _, c := range []struct {
		name, id, content string
		set               uuid.UUID
		code, field, msg  string
	}{
		{"empty", uuid.NewString(), " \n\t ", set1, apperr.BadUserInput, "content", notes.MsgEmpty},
		{"2001 characters", uuid.NewString(), strings.Repeat("é", 2001), set1, apperr.BadUserInput, "content", notes.MsgTooLong},
		{"bad id", "note-1", "hi", set1, apperr.BadUserInput, "id", notes.MsgBadID},
		{"hidden set", uuid.NewString(), "hi", set2, apperr.NotFound, "", notes.MsgSetNotFound},
	} {
		n, err := svc.Add(ctx, c.id, c.set, c.content)
		e, ok := apperr.As(err)
		if n != nil || !ok || e.Code != c.code || e.Field != c.field || e.Message != c.msg {
			t.Errorf("%s: %+v %v", c.name, n, err)
		}
	}
	if _, err := svc.Add(context.Background(), uuid.NewString(), set1, "hi"); apperr.CodeOf(err) != apperr.Unauthenticated {
		t.Errorf("anonymous add: %v", err)
	}
	if p, _ := svc.OfSet(ctx, set1, 10, nil); len(p.Rows) != 0 {
		t.Fatalf("refused notes were stored: %+v", p.Rows)
	}
	// 2000 characters of two bytes each (4000 bytes) are one note, padded with spaces.
	long := strings.Repeat("é", 2000)
	if n, err := svc.Add(ctx, uuid.NewString(), set1, "  "+long+"\n"); err != nil || n.NoteContent != long {
		t.Fatalf("2000 characters: %v", err)
	}
}

// A note is read by its author and by the members of a (live) group the author is in, never by
// others; a fellow member without a username sees "A group member", the author their e-mail.
// Only the author deletes it. Pages run newest first.
func TestNoteReadersAndDeletion(t *testing.T) {
	svc, exec := rulesSetup(t)
	userC := uuid.New()
	exec(`INSERT INTO users (id, email) VALUES (?, 'c@x.io')`, userC)
	var ids []uuid.UUID
	for _, content := range []string{"first", "second", "third"} {
		n, err := svc.Add(as(userA), uuid.NewString(), set1, content)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, n.ID)
	}
	read := func(u uuid.UUID) []string {
		t.Helper()
		var out []string
		var after *notes.Key
		for range 5 {
			p, err := svc.OfSet(as(u), set1, 2, after)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range p.Rows {
				out = append(out, n.NoteContent+"/"+n.AuthorName)
				k := notes.KeyOf(n)
				after = &k
			}
			if !p.HasNext {
				break
			}
		}
		return out
	}
	if got := strings.Join(read(userA), ","); got != "third/a@x.io,second/a@x.io,first/a@x.io" {
		t.Fatalf("the author reads %s", got)
	}
	if got := read(userB); len(got) != 0 {
		t.Fatalf("a stranger reads %v", got)
	}
	if p, err := svc.OfSet(context.Background(), set1, 10, nil); err != nil || len(p.Rows) != 0 {
		t.Fatalf("anonymous reads %+v %v", p.Rows, err)
	}
	exec(`INSERT INTO groups (id, name, created_by) VALUES (?0, 'Crew', ?1);
		INSERT INTO group_members (group_id, user_id, role) VALUES (?0, ?1, 'creator'), (?0, ?2, 'member')`, uuid.New(), userA, userB)
	if got := strings.Join(read(userB), ","); got != "third/A group member,second/A group member,first/A group member" {
		t.Fatalf("a fellow member reads %s", got)
	}
	if got := read(userC); len(got) != 0 {
		t.Fatalf("someone outside the group reads %v", got)
	}
	if byID, err := svc.ByIDs(as(userC), ids); err != nil || len(byID) != 0 {
		t.Fatalf("someone outside the group reads by id %v %v", byID, err)
	}
	exec(`UPDATE users SET username = 'ada' WHERE id = ?`, userA)
	exec(`UPDATE groups SET archived = true`)
	if got := read(userB); len(got) != 0 {
		t.Fatalf("a member of an archived group reads %v", got)
	}
	exec(`UPDATE groups SET archived = false`)
	if got := read(userB); len(got) != 3 || got[0] != "third/ada" {
		t.Fatalf("a fellow member reads %v", got)
	}
	// Only the author deletes: a reader's delete is NOT_FOUND and changes nothing.
	if err := svc.Delete(as(userB), ids[0]); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("a reader's delete: %v", err)
	}
	if err := svc.Delete(context.Background(), ids[0]); apperr.CodeOf(err) != apperr.Unauthenticated {
		t.Fatalf("anonymous delete: %v", err)
	}
	if err := svc.Delete(as(userA), ids[0]); err != nil {
		t.Fatal(err)
	}
	if got := read(userA); len(got) != 2 {
		t.Fatalf("after the delete the author reads %v", got)
	}
	if err := svc.Delete(as(userA), ids[0]); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("delete twice: %v", err)
	}
}
