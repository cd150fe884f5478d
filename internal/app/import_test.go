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

const (
	previewMutation = `mutation($e: ID!, $k: ImportKind!, $f: Upload!) { previewImport(input: {editionId: $e, kind: $k, file: $f}) {
		token rows created changed unchanged errors items { row line outcome label changes { field before after } error } } }`
	applyMutation = `mutation($e: ID!, $k: ImportKind!, $f: Upload!, $t: String!) { applyImport(input: {editionId: $e, kind: $k, file: $f, token: $t}) {
		import { id kind fileName rows created } rows created changed unchanged errors { row line message } } }`
	undoMutation = `mutation($i: ID!) { undoImport(input: {importId: $i}) { restored keptWithVotes message import { undoneAt } } }`
)

// importFile previews content as the client c, then applies it with the preview's token, and
// returns the apply's response.
func importFile(t *testing.T, c *client, base, edition, kind, name string, content []byte) gqlResponse {
	t.Helper()
	_, r := upload(t, c, base, previewMutation, map[string]any{"e": edition, "k": kind}, name, "text/csv", content, true)
	var p struct{ PreviewImport struct{ Token string } }
	mustJSON(t, r.Data, &p)
	if p.PreviewImport.Token == "" {
		t.Fatalf("preview: %s %+v", r.Data, r.Errors)
	}
	_, r = upload(t, c, base, applyMutation, map[string]any{"e": edition, "k": kind, "t": p.PreviewImport.Token}, name, "text/csv", content, true)
	return r
}

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
	t.Parallel()
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
	stagesVars := func() map[string]any { return map[string]any{"e": e, "k": "STAGES"} }
	if code, _ := upload(t, mod, w.s.URL, previewMutation, stagesVars(), "stages.csv", "text/csv", stages, false); code != 400 {
		t.Fatalf("multipart without %s: %d", uploadHeader, code)
	}
	// Who may import: the Core team (any admin role).
	for name, want := range map[string]string{"": "UNAUTHENTICATED", "user": "FORBIDDEN"} {
		_, r := upload(t, w.clients[name], w.s.URL, previewMutation, stagesVars(), "stages.csv", "text/csv", stages, true)
		if r.code(0) != want {
			t.Errorf("preview as %q: %+v", name, r.Errors)
		}
		vars := stagesVars()
		vars["t"] = "x"
		_, r = upload(t, w.clients[name], w.s.URL, applyMutation, vars, "stages.csv", "text/csv", stages, true)
		if r.code(0) != want {
			t.Errorf("apply as %q: %+v", name, r.Errors)
		}
	}
	_, r := upload(t, mod, w.s.URL, previewMutation, stagesVars(), "logo.png", "image/png", stages, true)
	if r.code(0) != "BAD_USER_INPUT" || r.Errors[0].Message != "Please select a CSV file" {
		t.Fatalf("png: %+v", r.Errors)
	}
	_, r = upload(t, mod, w.s.URL, previewMutation, stagesVars(), "stages.csv", "text/csv", stages, true)
	if !strings.Contains(string(r.Data), `"rows":5,"created":5,"changed":0,"unchanged":0,"errors":0,"items":[{"row":1,"line":2,"outcome":"CREATED","label":"Main Stage","changes":[{"field":"name","before":null,"after":"Main Stage"}],"error":null}`) {
		t.Fatalf("stages preview: %s %+v", r.Data, r.Errors)
	}
	// A token of another file is refused.
	vars := stagesVars()
	vars["t"] = "0123456789abcdef"
	_, r = upload(t, mod, w.s.URL, applyMutation, vars, "stages.csv", "text/csv", stages, true)
	if r.code(0) != "CONFLICT" || r.Errors[0].Message != "The file or the lineup changed since the preview; preview it again" {
		t.Fatalf("stale token: %+v", r.Errors)
	}
	r = importFile(t, mod, w.s.URL, e, "STAGES", "stages.csv", stages)
	if !strings.HasPrefix(string(r.Data), `{"applyImport":{"import":{"id":`) || !strings.HasSuffix(string(r.Data), `"kind":"STAGES","fileName":"stages.csv","rows":5,"created":5},"rows":5,"created":5,"changed":0,"unchanged":0,"errors":[]}}`) {
		t.Fatalf("stages: %s %+v", r.Data, r.Errors)
	}
	mixed, err := os.ReadFile("../../testdata/import-edge-cases/sets-mixed.csv")
	if err != nil {
		t.Fatal(err)
	}
	mixed = bytes.ReplaceAll(mixed, []byte("Café Bühne"), []byte("Main Stage"))
	// A file with failing rows writes nothing and lists them.
	r = importFile(t, w.clients["adm"], w.s.URL, e, "SETS", "sets.csv", mixed)
	if !strings.HasPrefix(string(r.Data), `{"applyImport":{"import":null,"rows":5,"created":3,"changed":0,"unchanged":0,"errors":[{"row":2,"line":3,"message":"artist_names: `) ||
		!strings.Contains(string(r.Data), `{"row":3,"line":4,"message":"stage_name: no stage 'Nowhere Stage' in this edition`) {
		t.Fatalf("sets: %s %+v", r.Data, r.Errors)
	}
	lines := strings.Split(string(mixed), "\n")
	fixed := []byte(strings.Join(append(lines[:2:2], lines[4:]...), "\n"))
	r = importFile(t, w.clients["adm"], w.s.URL, e, "SETS", "sets.csv", fixed)
	var applied struct {
		ApplyImport struct{ Import struct{ ID string } }
	}
	mustJSON(t, r.Data, &applied)
	if applied.ApplyImport.Import.ID == "" || !strings.Contains(string(r.Data), `"created":3,"changed":0,"unchanged":0,"errors":[]`) {
		t.Fatalf("fixed sets: %s %+v", r.Data, r.Errors)
	}
	_, r = upload(t, mod, w.s.URL, previewMutation, map[string]any{"e": e, "k": "SETS"}, "sets.csv", "text/csv", []byte("stage,artists\nMain Stage,X\n"), true)
	if r.code(0) != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "missing required columns: artist_names, stage_name") {
		t.Fatalf("wrong header: %+v", r.Errors)
	}
	// The imported sets are on the sets page (for admins: the edition is unpublished).
	r = w.admin.run(t, `{ festival(slug: "imp") { edition(slug: "2026") { sets(first: 10) { edges { node { name } } } } } }`, nil)
	if !contains(string(r.Data), `"Zoë Tides \u0026 Señor Engine"`, `"Solo Artist"`, `"=HYPERLINK(\"http://x\")"`) {
		t.Fatalf("sets page: %s %+v", r.Data, r.Errors)
	}
	// The edition's last import can be undone (the Core team sees it; a visitor does not).
	lastQ := `{ festival(slug: "imp") { edition(slug: "2026") { lastImport { id fileName } } } }`
	if r := w.admin.run(t, lastQ, nil); !strings.Contains(string(r.Data), applied.ApplyImport.Import.ID) {
		t.Fatalf("lastImport: %s %+v", r.Data, r.Errors)
	}
	if r := w.user.run(t, lastQ, nil); strings.Contains(string(r.Data), "lastImport\":{") {
		t.Fatalf("lastImport for a user: %s", r.Data)
	}
	r = w.admin.run(t, undoMutation, map[string]any{"i": applied.ApplyImport.Import.ID})
	if !strings.Contains(string(r.Data), `"restored":3,"keptWithVotes":[],"message":"Import undone: 3 rows restored, 4 new artists archived."`) {
		t.Fatalf("undo: %s %+v", r.Data, r.Errors)
	}
	if r := w.admin.run(t, undoMutation, map[string]any{"i": applied.ApplyImport.Import.ID}); r.code(0) != "CONFLICT" {
		t.Fatalf("undo twice: %s %+v", r.Data, r.Errors)
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
	if err != nil || !strings.Contains(out, "stages into Imp 2026 (applied): 5 rows, 5 created, 0 changed, 0 unchanged, 0 errors") {
		t.Fatalf("stages: %v\n%s", err, out)
	}
	var via string
	if err := store.NewRaw(`SELECT string_agg(DISTINCT coalesce(via, '-'), ',') FROM audit_log`).Scan(context.Background(), &via); err != nil || via != "command line" {
		t.Fatalf("audit via %q %v", via, err)
	}
	sets := func() (n int) {
		if err := store.NewRaw(`SELECT count(*) FROM sets`).Scan(context.Background(), &n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	out, err = run("sets", "--edition", "imp/2026", "--dry-run", "../../testdata/lineup-small/sets.csv")
	if err != nil || !strings.Contains(out, "(dry run, nothing written): 150 rows, 150 created") || sets() != 0 {
		t.Fatalf("dry run: %v %d sets\n%s", err, sets(), out)
	}
	out, err = run("sets", "--edition", "imp/2026", "../../testdata/import-edge-cases/sets-minimal-columns.csv")
	if err == nil || !contains(out, "(not applied, nothing written)", "row 2 (line 3) error", "Row 2 has 3 fields") || sets() != 0 {
		t.Fatalf("sets: %v\n%s", err, out)
	}
	out, err = run("sets", "--edition", "imp/2026", "../../testdata/import-edge-cases/sets-bad-time.csv")
	if err == nil || !strings.Contains(out, "time_start: '2026-07-18T25:00' is not a time; use YYYY-MM-DDTHH:MM") {
		t.Fatalf("bad time: %v\n%s", err, out)
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
	r := importFile(t, w.clients["mod"], w.s.URL, ed.Festival.Edition.ID, "SETS", "sets.csv",
		[]byte("artist_names,stage_name\n\"Neon Dynasty, Lunar Foxes\",Main Stage\nSolo,main stage\n"))
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
