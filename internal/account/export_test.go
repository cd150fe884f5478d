package account_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"

	"festival/internal/apperr"
)

// The export holds the user's own rows, as [] when there are none, and names nobody else: the
// other member's id, e-mail, vote and note stay out, groups appear by name.
func TestExportHoldsOnlyTheUsersOwnData(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	me, other := f.user(t, "me@example.com"), f.user(t, "other@example.com")
	f.exec(t, `INSERT INTO votes (user_id, set_id, vote_type) VALUES (?0, ?2, 2), (?1, ?2, -1)`, me, other, f.set)
	f.exec(t, `INSERT INTO notes (id, set_id, user_id, note_content) VALUES (gen_random_uuid(), ?1, ?0, 'their secret')`, other, f.set)
	g := f.group(t, "Crew", other, map[uuid.UUID]int{me: 1})
	f.exec(t, `INSERT INTO group_member_requests (group_id, user_id, invited_by) VALUES (?, ?, ?)`, g, me, other)
	f.exec(t, `INSERT INTO access_tokens (user_id, name, token_hash, scopes, created_at, expires_at) VALUES
		(?0, 'my script', '\x0a', ARRAY['read','vote'], ?2, ?2), (?1, 'their script', '\x0b', ARRAY['read'], ?2, ?2)`, me, other, now)

	x, err := f.svc.Export(ctx, me)
	if err != nil {
		t.Fatal(err)
	}
	if x.Profile.ID != me || !x.ExportedAt.Equal(now) || len(x.Votes) != 1 || x.Votes[0].Vote != "MUST_GO" ||
		len(x.Groups) != 1 || x.Groups[0].Name != "Crew" || x.Groups[0].Role != "member" ||
		len(x.Invitations) != 1 || x.Invitations[0].Direction != "received" || len(x.Notes) != 0 || x.Role != nil ||
		len(x.AccessTokens) != 1 || x.AccessTokens[0].Name != "my script" || len(x.AccessTokens[0].Scopes) != 2 {
		t.Fatalf("export = %+v", x)
	}
	b, err := json.Marshal(x)
	if err != nil {
		t.Fatal(err)
	}
	for _, needle := range []string{other.String(), "other@example.com", "their secret", "their script", "WONT_GO", "null]", `"notes":null`} {
		if strings.Contains(string(b), needle) {
			t.Errorf("the export holds %q: %s", needle, b)
		}
	}
	if _, err := f.svc.Export(ctx, uuid.New()); apperr.CodeOf(err) != apperr.NotFound {
		t.Fatalf("export of an unknown user: %v", err)
	}
}
