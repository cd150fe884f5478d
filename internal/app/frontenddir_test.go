package app

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"festival/internal/testdb"
)

// FRONTEND_DIR serves a build from disk instead of the embedded one (the service-worker update
// journey deploys a second version that way).
func TestFrontendDirIsServedInsteadOfTheEmbeddedBuild(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "assets"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"index.html":             `<!doctype html><html><head></head><body>build from disk</body></html>`,
		"assets/only-on-disk.js": `console.log("disk")`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := startServer(t, map[string]string{"DATABASE_URL": testdb.URL(t), "FRONTEND_DIR": dir})
	for path, want := range map[string]string{
		"/festivals/aurora-fields": "build from disk", // a client route: index.html
		"/assets/only-on-disk.js":  `console.log("disk")`,
	} {
		res, err := http.Get(s.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.Contains(string(body), want) {
			t.Errorf("GET %s: %d %q, want 200 with %q", path, res.StatusCode, body, want)
		}
	}
}
