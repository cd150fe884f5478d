package app

import (
	"context"
	"testing"

	"festival/internal/testdb"
)

// fixture: one published festival with editions in every state, one unpublished, one archived.
const fixtureSQL = `
INSERT INTO festivals (id, name, slug, published, archived) VALUES
  ('00000000-0000-0000-0000-0000000000f1', 'Bravo Fest', 'bravo', true, false),
  ('00000000-0000-0000-0000-0000000000f2', 'Alpha Fest', 'alpha', false, false),
  ('00000000-0000-0000-0000-0000000000f3', 'Charlie Fest', 'charlie', true, true),
  ('00000000-0000-0000-0000-0000000000f4', 'Delta Fest', 'delta', true, false);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published, archived, time_zone, start_date, end_date) VALUES
  ('00000000-0000-0000-0000-0000000000e1', '00000000-0000-0000-0000-0000000000f1', 'Bravo 2024', '2024', 2024, true, false, 'Europe/Amsterdam', '2024-07-01', '2024-07-03'),
  ('00000000-0000-0000-0000-0000000000e2', '00000000-0000-0000-0000-0000000000f1', 'Bravo 2026', '2026', 2026, true, false, 'Europe/Amsterdam', NULL, NULL),
  ('00000000-0000-0000-0000-0000000000e3', '00000000-0000-0000-0000-0000000000f1', 'Bravo 2027', '2027', 2027, false, false, 'Europe/Amsterdam', NULL, NULL),
  ('00000000-0000-0000-0000-0000000000e4', '00000000-0000-0000-0000-0000000000f1', 'Bravo 2025', '2025', 2025, true, true, 'Europe/Amsterdam', NULL, NULL),
  ('00000000-0000-0000-0000-0000000000e5', '00000000-0000-0000-0000-0000000000f2', 'Alpha 2026', '2026', 2026, true, false, 'UTC', NULL, NULL);
`

func startWithFixture(t *testing.T) *testServer {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	if _, err := store.ExecContext(context.Background(), fixtureSQL); err != nil {
		t.Fatal(err)
	}
	return startServer(t, map[string]string{"DATABASE_URL": url})
}

func TestPublicSeesPublishedNonArchivedOnly(t *testing.T) {
	t.Parallel()
	s := startWithFixture(t)
	r := s.gql(t, `{ festivals { edges { node { id name slug editions { name year } } } pageInfo { hasNextPage } } }`, nil)
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	var got struct {
		Festivals struct {
			Edges []struct {
				Node struct {
					ID, Name, Slug string
					Editions       []struct {
						Name string
						Year int
					}
				}
			}
		}
	}
	mustJSON(t, r.Data, &got)
	var names []string
	for _, e := range got.Festivals.Edges {
		names = append(names, e.Node.Name)
	}
	if len(names) != 2 || names[0] != "Bravo Fest" || names[1] != "Delta Fest" {
		t.Fatalf("festivals = %v, want [Bravo Fest Delta Fest] (by name; unpublished and archived hidden)", names)
	}
	eds := got.Festivals.Edges[0].Node.Editions
	if len(eds) != 2 || eds[0].Year != 2026 || eds[1].Year != 2024 {
		t.Fatalf("editions = %+v, want 2026 then 2024 (newest first, unpublished and archived hidden)", eds)
	}
	if got.Festivals.Edges[1].Node.Editions == nil {
		t.Fatal("editions of a festival without editions must be [], not null")
	}
}

func TestFestivalAndEditionBySlug(t *testing.T) {
	t.Parallel()
	s := startWithFixture(t)
	r := s.gql(t, `query($f: String!, $e: String!) { festival(slug: $f) { name edition(slug: $e) { name timeZone startDate endDate festival { slug } } } }`,
		map[string]any{"f": "bravo", "e": "2024"})
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	if !contains(string(r.Data), `"startDate":"2024-07-01"`, `"endDate":"2024-07-03"`, `"timeZone":"Europe/Amsterdam"`, `"festival":{"slug":"bravo"}`) {
		t.Fatalf("data = %s", r.Data)
	}
	for _, c := range []struct{ f, e string }{{"alpha", "2026"}, {"charlie", "x"}, {"bravo", "2027"}, {"bravo", "2025"}, {"nope", "x"}} {
		r := s.gql(t, `query($f: String!, $e: String!) { festival(slug: $f) { edition(slug: $e) { name } } }`,
			map[string]any{"f": c.f, "e": c.e})
		if len(r.Errors) > 0 {
			t.Fatalf("errors: %+v", r.Errors)
		}
		if string(r.Data) != `{"festival":null}` && string(r.Data) != `{"festival":{"edition":null}}` {
			t.Errorf("%s/%s should be hidden, got %s", c.f, c.e, r.Data)
		}
	}
}

func TestNodeLookupAppliesVisibility(t *testing.T) {
	s := startWithFixture(t)
	r := s.gql(t, `{ festival(slug: "bravo") { id editions { id name } } }`, nil)
	var got struct {
		Festival struct {
			ID       string
			Editions []struct{ ID, Name string }
		}
	}
	mustJSON(t, r.Data, &got)
	r = s.gql(t, `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Festival { name } ... on Edition { name } } }`,
		map[string]any{"ids": []string{got.Festival.ID, got.Festival.Editions[0].ID, "bm90LWFuLWlk", "garbage!"}})
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	want := `{"nodes":[{"__typename":"Festival","id":"` + got.Festival.ID + `","name":"Bravo Fest"},{"__typename":"Edition","id":"` +
		got.Festival.Editions[0].ID + `","name":"Bravo 2026"},null,null]}`
	if string(r.Data) != want {
		t.Fatalf("nodes =\n%s\nwant\n%s", r.Data, want)
	}
	// The unpublished festival's id is well-formed but must not resolve for the public.
	hidden := "RmVzdGl2YWw6MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMGYy" // Festival:…f2
	r = s.gql(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": hidden})
	if string(r.Data) != `{"node":null}` {
		t.Fatalf("unpublished festival via node = %s", r.Data)
	}
}

func TestFestivalsPagination(t *testing.T) {
	s := startWithFixture(t)
	r := s.gql(t, `{ festivals(first: 1) { edges { node { name } } pageInfo { hasNextPage endCursor } } }`, nil)
	var p1 struct {
		Festivals struct {
			Edges    []struct{ Node struct{ Name string } }
			PageInfo struct {
				HasNextPage bool
				EndCursor   string
			}
		}
	}
	mustJSON(t, r.Data, &p1)
	if len(p1.Festivals.Edges) != 1 || !p1.Festivals.PageInfo.HasNextPage || p1.Festivals.Edges[0].Node.Name != "Bravo Fest" {
		t.Fatalf("page 1 = %s", r.Data)
	}
	r = s.gql(t, `query($a: String) { festivals(first: 1, after: $a) { edges { node { name } } pageInfo { hasNextPage } } }`,
		map[string]any{"a": p1.Festivals.PageInfo.EndCursor})
	if string(r.Data) != `{"festivals":{"edges":[{"node":{"name":"Delta Fest"}}],"pageInfo":{"hasNextPage":false}}}` {
		t.Fatalf("page 2 = %s", r.Data)
	}
}
