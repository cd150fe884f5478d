package festival_test

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"

	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/testdb"
)

// Festivals: Alpha (published), Bravo (published), Charlie (not published), Delta (published,
// archived). Alpha's editions: 2026 (published), 2025 (published, archived), 2027 (not
// published). Charlie's 2026 edition is published, its festival not. Delta's edition is
// published, its festival archived.
const fixture = `
INSERT INTO festivals (id, name, slug, published, archived) VALUES
  ('10000000-0000-0000-0000-00000000000a', 'Alpha', 'alpha', true, false),
  ('10000000-0000-0000-0000-00000000000b', 'Bravo', 'bravo', true, false),
  ('10000000-0000-0000-0000-00000000000c', 'Charlie', 'charlie', false, false),
  ('10000000-0000-0000-0000-00000000000d', 'Delta', 'delta', true, true);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published, archived) VALUES
  ('20000000-0000-0000-0000-000000000026', '10000000-0000-0000-0000-00000000000a', 'Alpha 2026', '2026', 2026, true, false),
  ('20000000-0000-0000-0000-000000000025', '10000000-0000-0000-0000-00000000000a', 'Alpha 2025', '2025', 2025, true, true),
  ('20000000-0000-0000-0000-000000000027', '10000000-0000-0000-0000-00000000000a', 'Alpha 2027', '2027', 2027, false, false),
  ('20000000-0000-0000-0000-0000000000c6', '10000000-0000-0000-0000-00000000000c', 'Charlie 2026', '2026', 2026, true, false),
  ('20000000-0000-0000-0000-0000000000d6', '10000000-0000-0000-0000-00000000000d', 'Delta 2026', '2026', 2026, true, false);
`

var (
	alpha     = uuid.MustParse("10000000-0000-0000-0000-00000000000a")
	charlie   = uuid.MustParse("10000000-0000-0000-0000-00000000000c")
	delta     = uuid.MustParse("10000000-0000-0000-0000-00000000000d")
	a2025     = uuid.MustParse("20000000-0000-0000-0000-000000000025")
	a2026     = uuid.MustParse("20000000-0000-0000-0000-000000000026")
	a2027     = uuid.MustParse("20000000-0000-0000-0000-000000000027")
	c2026     = uuid.MustParse("20000000-0000-0000-0000-0000000000c6")
	d2026     = uuid.MustParse("20000000-0000-0000-0000-0000000000d6")
	editions  = []uuid.UUID{a2025, a2026, a2027, c2026, d2026}
	festivals = []uuid.UUID{alpha, charlie, delta}
)

func setup(t *testing.T) *festival.Service {
	t.Helper()
	store := testdb.Open(t)
	if _, err := store.DB.ExecContext(context.Background(), fixture); err != nil {
		t.Fatal(err)
	}
	return &festival.Service{DB: store.DB}
}

// viewers: anonymous, a signed-in visitor, and each admin role (all of them see unpublished
// items; nobody sees archived ones).
var viewers = []struct {
	name  string
	v     *identity.Viewer
	admin bool
}{
	{"anonymous", nil, false},
	{"visitor", &identity.Viewer{UserID: uuid.New()}, false},
	{"moderator", &identity.Viewer{UserID: uuid.New(), Role: identity.RoleModerator}, true},
	{"admin", &identity.Viewer{UserID: uuid.New(), Role: identity.RoleAdmin}, true},
	{"super admin", &identity.Viewer{UserID: uuid.New(), Role: identity.RoleSuperAdmin}, true},
}

func ctxOf(v *identity.Viewer) context.Context {
	if v == nil {
		return context.Background()
	}
	return identity.With(context.Background(), v)
}

func TestFestivalsVisibleByRole(t *testing.T) {
	s := setup(t)
	for _, vw := range viewers {
		ctx := ctxOf(vw.v)
		want := "Alpha,Bravo"
		if vw.admin {
			want = "Alpha,Bravo,Charlie"
		}
		// Pages of one: the key of each page's last row leads to the next, by name.
		var names []string
		var after *festival.Key
		for range 5 {
			p, err := s.List(ctx, 1, after)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range p.Rows {
				names = append(names, f.Name)
				k := festival.KeyOf(f)
				after = &k
			}
			if !p.HasNext {
				break
			}
		}
		if got := strings.Join(names, ","); got != want {
			t.Errorf("%s: festivals %s, want %s", vw.name, got, want)
		}
		byID, err := s.ByIDs(ctx, festivals)
		if err != nil {
			t.Fatal(err)
		}
		if byID[alpha] == nil || (byID[charlie] != nil) != vw.admin || byID[delta] != nil {
			t.Errorf("%s: by id %v", vw.name, byID)
		}
		for slug, visible := range map[string]bool{"alpha": true, "charlie": vw.admin, "delta": false, "nope": false} {
			f, err := s.BySlug(ctx, slug)
			if err != nil {
				t.Fatal(err)
			}
			if (f != nil) != visible {
				t.Errorf("%s: festival %s visible %v, want %v", vw.name, slug, f != nil, visible)
			}
		}
	}
}

func TestEditionsVisibleByRole(t *testing.T) {
	s := setup(t)
	for _, vw := range viewers {
		ctx := ctxOf(vw.v)
		// Editions of Alpha, newest year first; the archived 2025 never, the unpublished 2027 for admins.
		of, err := s.EditionsOf(ctx, festivals)
		if err != nil {
			t.Fatal(err)
		}
		var alphas []string
		for _, e := range of[alpha] {
			alphas = append(alphas, e.Name)
		}
		want := "Alpha 2026"
		if vw.admin {
			want = "Alpha 2027,Alpha 2026"
		}
		if got := strings.Join(alphas, ","); got != want || len(of[delta]) != 0 || (len(of[charlie]) == 1) != vw.admin {
			t.Errorf("%s: editions of Alpha %s (want %s), of Charlie %d, of Delta %d", vw.name, got, want, len(of[charlie]), len(of[delta]))
		}
		byID, err := s.EditionsByIDs(ctx, editions)
		if err != nil {
			t.Fatal(err)
		}
		var seen []string
		for _, e := range byID {
			seen = append(seen, e.Name)
		}
		sort.Strings(seen)
		want = "Alpha 2026"
		if vw.admin {
			want = "Alpha 2026,Alpha 2027,Charlie 2026"
		}
		if got := strings.Join(seen, ","); got != want {
			t.Errorf("%s: editions by id %s, want %s", vw.name, got, want)
		}
		for _, c := range []struct {
			festival, edition string
			visible           bool
		}{{"alpha", "2026", true}, {"alpha", "2025", false}, {"alpha", "2027", vw.admin}, {"charlie", "2026", vw.admin}, {"delta", "2026", false}} {
			f, e, err := s.BySlugWithEdition(ctx, c.festival, c.edition)
			if err != nil {
				t.Fatal(err)
			}
			if (e != nil) != c.visible {
				t.Errorf("%s: %s/%s visible %v, want %v", vw.name, c.festival, c.edition, e != nil, c.visible)
			}
			if f != nil {
				one, err := s.EditionBySlug(ctx, f.ID, c.edition)
				if err != nil {
					t.Fatal(err)
				}
				if (one != nil) != c.visible {
					t.Errorf("%s: EditionBySlug %s/%s visible %v, want %v", vw.name, c.festival, c.edition, one != nil, c.visible)
				}
			}
		}
	}
	// EditionVisibility says the same for everyone at once; unknown ids are absent.
	vis, err := s.EditionVisibility(context.Background(), append(editions, uuid.New()))
	if err != nil {
		t.Fatal(err)
	}
	want := map[uuid.UUID]festival.Visibility{a2025: {}, a2026: {Admins: true, Public: true}, a2027: {Admins: true},
		c2026: {Admins: true}, d2026: {}}
	if len(vis) != len(want) {
		t.Fatalf("visibility of %d editions, want %d: %v", len(vis), len(want), vis)
	}
	for id, w := range want {
		if vis[id] != w {
			t.Errorf("edition %s: %+v, want %+v", id, vis[id], w)
		}
	}
}
