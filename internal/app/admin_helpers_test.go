package app

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"festival/internal/db"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// adminWorld is a running server with one signed-in user per role (and anonymous).
type adminWorld struct {
	s                                 *testServer
	store                             *db.DB
	smtp                              *mailtest.Server
	storageDir                        string
	anon, user, moderator, admin, sup actor
	clients                           map[string]*client
}

func (w adminWorld) actors() []actor { return []actor{w.anon, w.user, w.moderator, w.admin, w.sup} }

func newAdminWorld(t *testing.T) adminWorld {
	t.Helper()
	return newAdminWorldWith(t, nil)
}

// newAdminWorldWith is newAdminWorld with more of the server's environment.
func newAdminWorldWith(t *testing.T, extra map[string]string) adminWorld {
	t.Helper()
	url := testdb.URL(t)
	store := openURL(t, url)
	smtp := mailtest.Start(t)
	dir := t.TempDir()
	env := map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "STORAGE_DIR": dir}
	for k, v := range extra {
		env[k] = v
	}
	s := startServer(t, env)
	w := adminWorld{s: s, store: store, smtp: smtp, storageDir: dir, clients: map[string]*client{}}
	w.anon = actor{"anonymous", func(t *testing.T, q string, v map[string]any) gqlResponse { return s.gql(t, q, v) }}
	as := func(name, role string) actor {
		c := signIn(t, s, smtp, name+"@example.com")
		if role != "" {
			if _, err := store.DB.Exec(`INSERT INTO admin_roles (user_id, role) SELECT id, ? FROM users WHERE email = ?`,
				role, name+"@example.com"); err != nil {
				t.Fatal(err)
			}
		}
		w.clients[name] = c
		return actor{name, func(t *testing.T, q string, v map[string]any) gqlResponse { r, _ := c.gql(t, q, v); return r }}
	}
	w.user = as("user", "")
	w.moderator = as("moderator", "moderator")
	w.admin = as("admin", "admin")
	w.sup = as("super", "super_admin")
	return w
}

// ok fails the test unless r has no errors, and decodes its data into v (when not nil).
func ok(t *testing.T, r gqlResponse, v any) {
	t.Helper()
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	if v != nil {
		mustJSON(t, r.Data, v)
	}
}

// upload posts a GraphQL multipart request (one file as variable input.file) as c (nil:
// anonymous), with the upload header unless bare.
func (w adminWorld) upload(t *testing.T, c *client, query string, input map[string]any, fileName string, data []byte, bare bool) (gqlResponse, int) {
	t.Helper()
	input["file"] = nil
	ops, _ := json.Marshal(map[string]any{"query": query, "variables": map[string]any{"input": input}})
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.input.file"]}`)
	part, _ := mw.CreateFormFile("0", fileName)
	_, _ = part.Write(data)
	_ = mw.Close()
	req, _ := http.NewRequest("POST", w.s.URL+"/graphql", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if !bare {
		req.Header.Set("X-Festival-Upload", "1")
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
	if resp.StatusCode == 200 || strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("decode %q: %v", raw, err)
		}
	}
	return out, resp.StatusCode
}

// auditCount is the number of audit entries.
func (w adminWorld) auditCount(t *testing.T) int {
	t.Helper()
	var n int
	if err := w.store.DB.QueryRow(`SELECT count(*) FROM audit_log`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (w adminWorld) exec(t *testing.T, q string, args ...any) {
	t.Helper()
	if _, err := w.store.DB.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }
