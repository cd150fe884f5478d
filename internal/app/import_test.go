package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"strings"
	"testing"
	"time"

	"festival/internal/testdb"
)

const importStagesMutation = `mutation($e: ID!, $f: Upload!) { importStages(input: {editionId: $e, file: $f}) { rows imported created updated unchanged skipped errors { row line message } } }`
const importSetsMutation = `mutation($e: ID!, $f: Upload!) { importSets(input: {editionId: $e, file: $f}) { rows imported created skipped errors { row message } } }`

// upload posts a GraphQL multipart request (the multipart request spec) with one file as $f.
func upload(t *testing.T, c *client, base, query string, vars map[string]any, name, contentType string, content []byte, header bool) (int, gqlResponse) {
	t.Helper()
	vars["f"] = nil
	ops, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.f"]}`)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="0"; filename=%q`, name))
	h.Set("Content-Type", contentType)
	part, _ := mw.CreatePart(h)
	_, _ = part.Write(content)
	_ = mw.Close()
	req, _ := http.NewRequest("POST", base+"/graphql", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if header {
		req.Header.Set(uploadHeader, "1")
	}
	hc := http.DefaultClient
	if c != nil {
		hc = c.http
	}
	resp, err := hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if resp.StatusCode == 200 {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("decode %q: %v", raw, err)
		}
	}
	return resp.StatusCode, out
}

func TestImportOverGraphQLUpload(t *testing.T) {
	w := newRoleWorld(t)
	execSQL(t, w.store, `INSERT INTO festivals (name, slug) VALUES ('Imp', 'imp');
		INSERT INTO festival_editions (festival_id, name, slug, year, time_zone) SELECT id, 'Imp 2026', '2026', 2026, 'Europe/Berlin' FROM festivals`)
	var ed struct {
		Festival struct{ Edition struct{ ID string } }
	}
	mustJSON(t, w.admin.run(t, `{ festival(slug: "imp") { edition(slug: "2026") { id } } }`, nil).Data, &ed)
	e := ed.Festival.Edition.ID
	stages, err := os.ReadFile("../../testdata/lineup-small/stages.csv")
	if err != nil {
		t.Fatal(err)
	}
	mod := w.clients["mod"]

	// Without the custom header a multipart request is refused before GraphQL (CSRF).
	if code, _ := upload(t, mod, w.s.URL, importStagesMutation, map[string]any{"e": e}, "stages.csv", "text/csv", stages, false); code != 400 {
		t.Fatalf("multipart without %s: %d", uploadHeader, code)
	}
	// Who may import: the Core team (any admin role).
	for name, want := range map[string]string{"": "UNAUTHENTICATED", "user": "FORBIDDEN"} {
		_, r := upload(t, w.clients[name], w.s.URL, importStagesMutation, map[string]any{"e": e}, "stages.csv", "text/csv", stages, true)
		if r.code(0) != want {
			t.Errorf("import as %q: %+v", name, r.Errors)
		}
	}
	_, r := upload(t, mod, w.s.URL, importStagesMutation, map[string]any{"e": e}, "logo.png", "image/png", stages, true)
	if r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Message != "Please select a CSV file" {
		t.Fatalf("png: %+v", r.Errors)
	}
	_, r = upload(t, mod, w.s.URL, importStagesMutation, map[string]any{"e": e}, "stages.csv", "text/csv", stages, true)
	if string(r.Data) != `{"importStages":{"rows":5,"imported":5,"created":5,"updated":0,"unchanged":0,"skipped":0,"errors":[]}}` {
		t.Fatalf("stages: %s %+v", r.Data, r.Errors)
	}
	mixed, err := os.ReadFile("../../testdata/import-edge-cases/sets-mixed.csv")
	if err != nil {
		t.Fatal(err)
	}
	mixed = bytes.ReplaceAll(mixed, []byte("Café Bühne"), []byte("Main Stage"))
	_, r = upload(t, w.clients["adm"], w.s.URL, importSetsMutation, map[string]any{"e": e}, "sets.csv", "application/vnd.ms-excel", mixed, true)
	if !strings.HasPrefix(string(r.Data), `{"importSets":{"rows":5,"imported":3,"created":3,"skipped":1,"errors":[{"row":2,"message":"No artists specified for set \"No Artists Set\": skipped"},{"row":3,"message":"Stage \"Nowhere Stage\" not found for set \"Glass Tides\""}]}}`) {
		t.Fatalf("sets: %s %+v", r.Data, r.Errors)
	}
	_, r = upload(t, mod, w.s.URL, importSetsMutation, map[string]any{"e": e}, "sets.csv", "text/csv", []byte("stage,artists\nMain Stage,X\n"), true)
	if r.code(0) != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "missing required columns: artist_names, stage_name") {
		t.Fatalf("wrong header: %+v", r.Errors)
	}
	// The imported sets are on the sets page (for admins: the edition is unpublished).
	r = w.admin.run(t, `{ festival(slug: "imp") { edition(slug: "2026") { sets(first: 10) { edges { node { name } } } } } }`, nil)
	if !contains(string(r.Data), `"Zoë Tides \u0026 Señor Engine"`, `"Solo Artist"`, `"=HYPERLINK(\"http://x\")"`) {
		t.Fatalf("sets page: %s %+v", r.Data, r.Errors)
	}
}

func TestImportCommand(t *testing.T) {
	url := testdb.URL(t)
	store := openURL(t, url)
	execSQL(t, store, `INSERT INTO festivals (name, slug) VALUES ('Imp', 'imp');
		INSERT INTO festival_editions (festival_id, name, slug, year) SELECT id, 'Imp 2026', '2026', 2026 FROM festivals`)
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		env := map[string]string{"DATABASE_URL": url, "LOG_FORMAT": "text"}
		err := Run(context.Background(), append([]string{"festival", "import"}, args...), func(k string) string { return env[k] }, &out, &out)
		return out.String(), err
	}
	out, err := run("stages", "--edition", "imp/2026", "../../testdata/lineup-small/stages.csv")
	if err != nil || !strings.Contains(out, "stages into Imp 2026: 5 rows, 5 imported (5 created, 0 updated, 0 unchanged), 0 skipped, 0 errors") {
		t.Fatalf("stages: %v\n%s", err, out)
	}
	out, err = run("sets", "--edition", "imp/2026", "../../testdata/import-edge-cases/sets-minimal-columns.csv")
	if err == nil || !contains(out, "1 imported (1 created", "row 2 (line 3): Row 2 has 3 fields") {
		t.Fatalf("sets: %v\n%s", err, out)
	}
	if _, err := run("sets", "--edition", "imp/nope", "../../testdata/lineup-small/sets.csv"); err == nil || !strings.Contains(err.Error(), "Edition not found") {
		t.Fatalf("unknown edition: %v", err)
	}
}

// TestImportedSetsReachVisitorsLive: a visitor's open setUpdated subscription receives each set
// an import creates, with its artists.
func TestImportedSetsReachVisitorsLive(t *testing.T) {
	w := newRoleWorld(t)
	execSQL(t, w.store, `INSERT INTO festivals (name, slug, published) VALUES ('Live', 'live', true);
		INSERT INTO festival_editions (festival_id, name, slug, year, published) SELECT id, 'Live 2026', '2026', 2026, true FROM festivals;
		INSERT INTO stages (festival_edition_id, name) SELECT id, 'Main Stage' FROM festival_editions`)
	var ed struct {
		Festival struct{ Edition struct{ ID string } }
	}
	mustJSON(t, w.anon.run(t, `{ festival(slug: "live") { edition(slug: "2026") { id } } }`, nil).Data, &ed)
	ws := dialWS(t, w.s.URL, w.s.URL)
	subscribe(t, ws, "1", `subscription($e: ID!) { setUpdated(editionId: $e) { name artists { name } } }`, map[string]any{"e": ed.Festival.Edition.ID})
	time.Sleep(200 * time.Millisecond) // the subscription is registered with the hub
	_, r := upload(t, w.clients["mod"], w.s.URL, importSetsMutation, map[string]any{"e": ed.Festival.Edition.ID}, "sets.csv", "text/csv",
		[]byte("artist_names,stage_name\n\"Neon Dynasty, Lunar Foxes\",Main Stage\nSolo,main stage\n"), true)
	if !strings.Contains(string(r.Data), `"created":2`) {
		t.Fatalf("import: %s %+v", r.Data, r.Errors)
	}
	got := map[string]bool{}
	for range 2 {
		got[string(nextOf(t, ws, "next").Payload)] = true
	}
	want := []string{
		`{"data":{"setUpdated":{"name":"Neon Dynasty & Lunar Foxes","artists":[{"name":"Neon Dynasty"},{"name":"Lunar Foxes"}]}}}`,
		`{"data":{"setUpdated":{"name":"Solo","artists":[{"name":"Solo"}]}}}`,
	}
	for _, p := range want {
		if !got[p] {
			t.Fatalf("events %v, want %q", got, want)
		}
	}
}
