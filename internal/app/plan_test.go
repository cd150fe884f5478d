package app

import (
	"fmt"
	"strings"
	"testing"

	"festival/internal/plan"
)

// The plan of one visitor and of their crew, through GraphQL on a real server: walking times
// from stage positions, the route, what is left out and why, and who may ask.
func TestPlanAndCrewPlan(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	if _, err := w.store.DB.Exec(`
		INSERT INTO stages (festival_edition_id, name) SELECT festival_edition_id, 'Tent' FROM stages WHERE name = 'Main';
		UPDATE sets SET time_start = '2026-07-17 19:00Z', time_end = '2026-07-17 20:00Z' WHERE slug = 'set-1';
		UPDATE sets SET time_start = '2026-07-17 20:00Z', time_end = '2026-07-17 21:00Z' WHERE slug = 'set-2';
		INSERT INTO sets (festival_edition_id, stage_id, name, slug, time_start, time_end)
			SELECT festival_edition_id, id, 'Set 3', 'set-3', '2026-07-17 20:00Z', '2026-07-17 21:00Z' FROM stages WHERE name = 'Tent';
		INSERT INTO votes (user_id, set_id, vote_type) SELECT u.id, s.id, v.t FROM users u, sets s,
			(VALUES ('member@example.com', 'set-1', 2), ('member@example.com', 'set-2', 1), ('member@example.com', 'set-3', 2),
			        ('creator@example.com', 'set-2', -1), ('creator@example.com', 'set-3', 2),
			        ('outsider@example.com', 'set-3', 2)) AS v(email, slug, t)
			WHERE u.email = v.email AND s.slug = v.slug`); err != nil {
		t.Fatal(err)
	}
	var votes int
	if err := w.store.DB.NewRaw(`SELECT count(*) FROM votes v JOIN users u ON u.id = v.user_id WHERE u.email LIKE '%@example.com'`).Scan(t.Context(), &votes); err != nil || votes != 6 {
		t.Fatalf("%d votes (%v), want 6", votes, err)
	}
	var ed struct {
		Festival struct {
			Edition struct {
				ID     string
				Stages []struct{ ID, Name string }
			}
		}
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "grp") { edition(slug: "e") { id stages { id name } } } }`, nil).Data, &ed)
	stage := map[string]string{}
	for _, s := range ed.Festival.Edition.Stages {
		stage[s.Name] = s.ID
	}
	place := func(a actor, name string, x, y float64) gqlResponse {
		return a.run(t, `mutation($s: ID!, $x: Float!, $y: Float!) { setStagePosition(input: {stageId: $s, position: {x: $x, y: $y}}) { stage { position { x y } } } }`,
			map[string]any{"s": stage[name], "x": x, "y": y})
	}
	if code := place(w.member, "Main", 0, 0).code(0); code != "FORBIDDEN" {
		t.Fatalf("a visitor placed a stage: %q", code)
	}
	ok(t, place(w.admin, "Main", 0, 0), nil)
	ok(t, place(w.admin, "Tent", 400, 300), nil) // 500 m apart: ceil(500 / 70) = 8 minutes
	if code := place(w.admin, "Tent", -1, 0).code(0); code != "BAD_USER_INPUT" {
		t.Fatalf("a negative position: %q", code)
	}

	const walkQ = `query($f: ID!, $t: ID!) { festival(slug: "grp") { edition(slug: "e") { walkMinutes(from: $f, to: $t) } } }`
	walk := func(from, to string) (int, string) {
		r := w.anon.run(t, walkQ, map[string]any{"f": from, "t": to})
		var out struct {
			Festival struct{ Edition struct{ WalkMinutes int } }
		}
		if len(r.Errors) > 0 {
			return 0, r.code(0)
		}
		mustJSON(t, r.Data, &out)
		return out.Festival.Edition.WalkMinutes, ""
	}
	if m, code := walk(stage["Main"], stage["Tent"]); m != 8 {
		t.Fatalf("Main to Tent: %d minutes (%s), want 8", m, code)
	}
	if m, _ := walk(stage["Tent"], stage["Tent"]); m != 0 {
		t.Fatalf("Tent to Tent: %d minutes, want 0", m)
	}
	if _, code := walk(stage["Main"], w.setID); code != "NOT_FOUND" {
		t.Fatalf("a set as a stage: %q", code)
	}

	const planQ = `query($g: ID) { festival(slug: "grp") { edition(slug: "e") { plan(groupId: $g) {
		score items { set { slug } value walkMinutesBefore wantedBy } leftOut { set { slug } because { slug } reason message }
		members { name isViewer score apart { slug } together { slug } } } } } }`
	type planT struct {
		Score int
		Items []struct {
			Set               struct{ Slug string }
			Value             int
			WalkMinutesBefore int
			WantedBy          []string
		}
		LeftOut []struct {
			Set, Because    struct{ Slug string }
			Reason, Message string
		}
		Members []struct {
			Name            string
			IsViewer        bool
			Score           int
			Apart, Together []struct{ Slug string }
		}
	}
	plan := func(a actor, group any) (planT, string) {
		r := a.run(t, planQ, map[string]any{"g": group})
		if len(r.Errors) > 0 {
			t.Logf("%+v", r.Errors)
			return planT{}, r.code(0)
		}
		var out struct {
			Festival struct{ Edition struct{ Plan planT } }
		}
		mustJSON(t, r.Data, &out)
		return out.Festival.Edition.Plan, ""
	}
	slugs := func(p planT) (s string) {
		for _, it := range p.Items {
			s += it.Set.Slug + " "
		}
		return s
	}

	// The member's own: set-1 and set-2 on Main (2 + 1) beat set-3 alone on the Tent (2).
	own, code := plan(w.member, nil)
	if own.Score != 3 || slugs(own) != "set-1 set-2 " || len(own.Members) != 0 {
		t.Fatalf("own plan: %+v %s", own, code)
	}
	if len(own.LeftOut) != 1 || own.LeftOut[0].Set.Slug != "set-3" || own.LeftOut[0].Reason != "OVERLAPS" ||
		own.LeftOut[0].Message != "left out Set 3 (Must Go): it overlaps Set 2 (Interested)" {
		t.Fatalf("left out: %+v", own.LeftOut)
	}

	// The crew's: set-2 is worth 1 - 1 = 0, set-3 2 + 2 = 4; set-1 then set-3 leaves no time
	// to walk 8 minutes, so the crew goes to set-3 alone.
	crew, _ := plan(w.member, w.groupID)
	if crew.Score != 4 || slugs(crew) != "set-3 " || len(crew.Items[0].WantedBy) != 2 || crew.Items[0].WantedBy[0] != "mem" {
		t.Fatalf("crew plan: %+v", crew)
	}
	if len(crew.Members) != 2 {
		t.Fatalf("members: %+v", crew.Members)
	}
	for _, m := range crew.Members {
		switch m.Name {
		case "mem": // splits up for set-1 and set-2
			if !m.IsViewer || len(m.Apart) != 2 || len(m.Together) != 0 {
				t.Fatalf("the member: %+v", m)
			}
		case "A group member": // the creator, without a username, wants what the crew does
			if m.IsViewer || len(m.Apart) != 0 || len(m.Together) != 1 || m.Together[0].Slug != "set-3" {
				t.Fatalf("the creator: %+v", m)
			}
		default:
			t.Fatalf("member %q: the outsider's votes reached the crew", m.Name)
		}
	}

	// Set 3 five minutes later and the Tent next to Main leave time to walk: set-1, then set-3.
	if _, err := w.store.DB.Exec(`UPDATE sets SET time_start = '2026-07-17 20:05Z' WHERE slug = 'set-3'`); err != nil {
		t.Fatal(err)
	}
	if crew, _ = plan(w.member, w.groupID); crew.Score != 4 {
		t.Fatalf("8 minutes' walk in 5: %+v", crew)
	}
	ok(t, place(w.admin, "Tent", 30, 40), nil) // 50 m: 1 minute
	crew, _ = plan(w.member, w.groupID)
	if crew.Score != 6 || slugs(crew) != "set-1 set-3 " || crew.Items[1].WalkMinutesBefore != 1 {
		t.Fatalf("crew plan with the Tent close: %+v", crew)
	}

	// Strangers and anonymous visitors.
	if _, code := plan(w.outsider, w.groupID); code != "FORBIDDEN" {
		t.Fatalf("an outsider's crew plan: %q", code)
	}
	if p, code := plan(w.anon, nil); code != "" || p.Score != 0 || len(p.Items) != 0 {
		t.Fatalf("anonymous plan: %+v %q", p, code)
	}

	// The edition's walking speed: 0 is refused, 200 m/min makes the 500 m walk 3 minutes.
	ok(t, place(w.admin, "Tent", 400, 300), nil)
	upd := func(speed int) gqlResponse {
		return w.admin.run(t, `mutation($e: ID!, $s: Int!) { updateEdition(input: {editionId: $e, walkingMetersPerMinute: $s}) { edition { walkingMetersPerMinute defaultWalkMinutes } } }`,
			map[string]any{"e": ed.Festival.Edition.ID, "s": speed})
	}
	if code := upd(0).code(0); code != "BAD_USER_INPUT" {
		t.Fatalf("speed 0: %q", code)
	}
	ok(t, upd(200), nil)
	if m, _ := walk(stage["Main"], stage["Tent"]); m != 3 {
		t.Fatalf("at 200 m/min: %d minutes, want 3", m)
	}
}

// A saved plan: only a signed-in viewer's, only sets of its edition, and it says where a change
// of the timetable or the site broke it.
func TestSavedPlan(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	if _, err := w.store.DB.Exec(`
		INSERT INTO stages (festival_edition_id, name) SELECT festival_edition_id, 'Tent' FROM stages WHERE name = 'Main';
		UPDATE sets SET time_start = '2026-07-17 19:00Z', time_end = '2026-07-17 20:00Z' WHERE slug = 'set-1';
		UPDATE sets SET time_start = '2026-07-17 20:05Z', time_end = '2026-07-17 21:00Z',
			stage_id = (SELECT id FROM stages WHERE name = 'Tent') WHERE slug = 'set-2';
		UPDATE stages SET pos_x = 0, pos_y = 0 WHERE name = 'Main';
		UPDATE stages SET pos_x = 30, pos_y = 40 WHERE name = 'Tent';`); err != nil {
		t.Fatal(err)
	}
	var ed struct {
		Festival struct {
			Edition struct {
				ID   string
				Sets struct {
					Edges []struct{ Node struct{ ID, Slug string } }
				}
			}
		}
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "grp") { edition(slug: "e") { id sets(first: 10, sort: NAME_ASC) { edges { node { id slug } } } } } }`, nil).Data, &ed)
	var ids []string
	for _, e := range ed.Festival.Edition.Sets.Edges {
		ids = append(ids, e.Node.ID)
	}
	save := func(a actor, sets []string) gqlResponse {
		return a.run(t, `mutation($e: ID!, $s: [ID!]!) { savePlan(input: {editionId: $e, setIds: $s}) { edition { savedPlan { items { set { slug } } } } } }`,
			map[string]any{"e": ed.Festival.Edition.ID, "s": sets})
	}
	const savedQ = `{ festival(slug: "grp") { edition(slug: "e") { savedPlan { savedAt items { set { slug } value walkMinutesBefore } problems { set { slug } previous { slug } reason message } } } } }`
	type savedT struct {
		SavedAt *string
		Items   []struct {
			Set               struct{ Slug string }
			WalkMinutesBefore int
		}
		Problems []struct {
			Set, Previous   struct{ Slug string }
			Reason, Message string
		}
	}
	saved := func(a actor) savedT {
		var out struct {
			Festival struct{ Edition struct{ SavedPlan savedT } }
		}
		mustJSON(t, a.run(t, savedQ, nil).Data, &out)
		return out.Festival.Edition.SavedPlan
	}

	if code := save(w.anon, ids).code(0); code != "UNAUTHENTICATED" {
		t.Fatalf("anonymous save: %q", code)
	}
	if code := save(w.member, append([]string{w.groupID}, ids...)).code(0); code != "BAD_USER_INPUT" {
		t.Fatalf("a group id in a plan: %q", code)
	}
	// Saved in reverse; read back by start time, with the walk between them (50 m: 1 minute).
	ok(t, save(w.member, []string{ids[1], ids[0]}), nil)
	p := saved(w.member)
	if len(p.Items) != 2 || p.Items[0].Set.Slug != "set-1" || p.Items[1].WalkMinutesBefore != 1 || len(p.Problems) != 0 || p.SavedAt == nil {
		t.Fatalf("saved plan: %+v", p)
	}
	if other := saved(w.creator); len(other.Items) != 0 || other.SavedAt != nil {
		t.Fatalf("the creator sees a plan: %+v", other)
	}

	// The Tent moves 500 m away: 8 minutes' walk in 5 breaks the plan; then set-2 overlaps.
	if _, err := w.store.DB.Exec(`UPDATE stages SET pos_x = 400, pos_y = 300 WHERE name = 'Tent'`); err != nil {
		t.Fatal(err)
	}
	p = saved(w.member)
	if len(p.Problems) != 1 || p.Problems[0].Reason != "NO_TIME_TO_WALK" || p.Problems[0].Message != "No time to walk from Set 1 to Set 2 (8 minutes)" {
		t.Fatalf("after the move: %+v", p.Problems)
	}
	if _, err := w.store.DB.Exec(`UPDATE sets SET time_start = '2026-07-17 19:30Z' WHERE slug = 'set-2'`); err != nil {
		t.Fatal(err)
	}
	if p = saved(w.member); len(p.Problems) != 1 || p.Problems[0].Reason != "OVERLAPS" || p.Problems[0].Message != "Set 2 overlaps Set 1" {
		t.Fatalf("after the time change: %+v", p.Problems)
	}

	// An empty list clears it.
	ok(t, save(w.member, []string{}), nil)
	if p = saved(w.member); len(p.Items) != 0 {
		t.Fatalf("cleared plan: %+v", p)
	}
}

// Issue 34: over HTTP, plans are charged before they run (13 aliased crew plans are refused
// and compute nothing) and rate limited per user, with the time to wait in extensions.
func TestPlanCostedAndRateLimited(t *testing.T) {
	w := newWorld(t)
	var aliases strings.Builder
	for i := 0; i < 13; i++ {
		fmt.Fprintf(&aliases, `p%d: plan(groupId: $g) { score } `, i)
	}
	r := w.member.run(t, `query($g: ID) { festival(slug: "grp") { edition(slug: "e") { `+aliases.String()+` } } }`, map[string]any{"g": w.groupID})
	if r.code(0) != "COMPLEXITY_LIMIT_EXCEEDED" || string(r.Data) != "" && string(r.Data) != "null" {
		t.Fatalf("13 crew plans in one request: %s %+v", r.Data, r.Errors)
	}
	t.Logf("13 crew plans: %s", r.Errors[0].Message)
	const planQ = `query($g: ID) { festival(slug: "grp") { edition(slug: "e") { plan(groupId: $g) { score } } } }`
	// The window is the wall clock's minute: within 2 windows' worth of plans, one is refused.
	for i := 0; ; i++ {
		r := w.member.run(t, planQ, map[string]any{"g": w.groupID})
		if len(r.Errors) == 0 {
			if i > 2*plan.PlansPerWindow {
				t.Fatalf("%d plans in a row accepted", i)
			}
			continue
		}
		retry, _ := r.Errors[0].Extensions["retryAfterSeconds"].(float64)
		if r.code(0) != "RATE_LIMITED" || retry < 1 || retry > plan.PlanWindow.Seconds() || r.Errors[0].Message != plan.MsgTooManyPlans {
			t.Fatalf("plan %d: %+v", i+1, r.Errors)
		}
		t.Logf("plan %d refused: retry in %.0f s", i+1, retry)
		break
	}
	// Another user is not limited by this one's plans.
	if r := w.creator.run(t, planQ, map[string]any{"g": w.groupID}); len(r.Errors) > 0 {
		t.Fatalf("another user's plan: %+v", r.Errors)
	}
}
