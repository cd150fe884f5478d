package plan_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/plan"
	"festival/internal/testdb"
)

// The crew plan's query reads each set's votes in no particular order (PostgreSQL hashes them
// by set): who wants a set is still listed in the members' order (their names), and each set's
// value is the sum of the members' votes. The votes are written in the reverse of that order,
// and a vote on another edition's set is left out.
func TestCrewPlanListsWhoWantsASetInTheMembersOrder(t *testing.T) {
	store := testdb.Open(t)
	ctx := context.Background()
	var e, other festival.Edition
	if err := store.DB.NewRaw(`WITH f AS (INSERT INTO festivals (name, slug) VALUES ('F', 'f') RETURNING id)
		INSERT INTO festival_editions (festival_id, name, slug, year) SELECT id, 'E', 'e', 2026 FROM f RETURNING *`).Scan(ctx, &e); err != nil {
		t.Fatal(err)
	}
	if err := store.DB.NewRaw(`INSERT INTO festival_editions (festival_id, name, slug, year) VALUES (?, 'Other', 'other', 2027) RETURNING *`, e.FestivalID).Scan(ctx, &other); err != nil {
		t.Fatal(err)
	}
	stage := func(ed uuid.UUID) (id uuid.UUID) {
		if err := store.DB.NewRaw(`INSERT INTO stages (festival_edition_id, name) VALUES (?, 'Main') RETURNING id`, ed).Scan(ctx, &id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	main, otherMain := stage(e.ID), stage(other.ID)
	t0 := time.Date(2026, 7, 17, 18, 0, 0, 0, time.UTC)
	set := func(ed, st uuid.UUID, slug string, startMin int) (id uuid.UUID) {
		if err := store.DB.NewRaw(`INSERT INTO sets (festival_edition_id, stage_id, name, slug, time_start, time_end)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, ed, st, slug, slug, t0.Add(time.Duration(startMin)*time.Minute), t0.Add(time.Duration(startMin+30)*time.Minute)).Scan(ctx, &id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	opener, closer, elsewhere := set(e.ID, main, "opener", 0), set(e.ID, main, "closer", 60), set(other.ID, otherMain, "elsewhere", 0)
	names := []string{"ada", "bo", "cy", "dee", "eli", "fay", "gus"}
	users := make([]uuid.UUID, len(names))
	for i, n := range names {
		if err := store.DB.NewRaw(`INSERT INTO users (email, username) VALUES (?, ?) RETURNING id`, n+"@example.com", n).Scan(ctx, &users[i]); err != nil {
			t.Fatal(err)
		}
	}
	var group uuid.UUID
	if err := store.DB.NewRaw(`INSERT INTO groups (name, created_by) VALUES ('Crew', ?) RETURNING id`, users[0]).Scan(ctx, &group); err != nil {
		t.Fatal(err)
	}
	for i := len(users) - 1; i >= 0; i-- { // joined, and voting, in the reverse of the names' order
		role := map[bool]string{true: "creator", false: "member"}[i == 0]
		if _, err := store.DB.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id, role) VALUES (?, ?, ?)`, group, users[i], role); err != nil {
			t.Fatal(err)
		}
		// Everyone but cy wants the opener (cy won't go); the odd ones are interested in the closer.
		vote := map[bool]int{true: -1, false: 2}[names[i] == "cy"]
		if _, err := store.DB.ExecContext(ctx, `INSERT INTO votes (user_id, set_id, vote_type) VALUES (?, ?, ?), (?, ?, 2)`, users[i], opener, vote, users[i], elsewhere); err != nil {
			t.Fatal(err)
		}
		if i%2 == 1 {
			if _, err := store.DB.ExecContext(ctx, `INSERT INTO votes (user_id, set_id, vote_type) VALUES (?, ?, 1)`, users[i], closer); err != nil {
				t.Fatal(err)
			}
		}
	}
	res, err := (&plan.Service{DB: store.DB}).Plan(identity.With(ctx, &identity.Viewer{UserID: users[2]}), &e, &group)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range res.Items {
		var who []string
		for _, m := range it.WantedBy {
			who = append(who, m.Name)
		}
		got = append(got, fmt.Sprintf("%s=%d by %v", it.Set.ID, it.Set.Value, who))
	}
	want := []string{
		fmt.Sprintf("%s=%d by %v", opener, 6*2-1, []string{"ada", "bo", "dee", "eli", "fay", "gus"}),
		fmt.Sprintf("%s=%d by %v", closer, 3, []string{"bo", "dee", "fay"}),
	}
	if !slices.Equal(got, want) {
		t.Fatalf("items\n%v\nwant\n%v", got, want)
	}
	var members []string
	for _, m := range res.Members {
		members = append(members, fmt.Sprintf("%s:%d", m.Name, m.Score))
	}
	if want := []string{"ada:2", "bo:3", "cy:0", "dee:3", "eli:2", "fay:3", "gus:2"}; !slices.Equal(members, want) {
		t.Fatalf("members %v, want %v", members, want)
	}
}
