package web

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// The inline scripts of index.html are allowed by their hashes, never by 'unsafe-inline'; a
// script with a src is a file of ours ('self') and gets no hash.
func TestSPAInlineScriptHashes(t *testing.T) {
	inline := "\n      document.documentElement.classList.add('x');\n    "
	spa := NewSPA(fstest.MapFS{
		"index.html": {Data: []byte(`<html><head><meta name="app-domain" content="__APP_DOMAIN__"><script>` + inline +
			`</script><script type="module" crossorigin src="/assets/main-abc.js"></script></head><body></body></html>`)},
	}, "festivals.example")
	sum := sha256.Sum256([]byte(inline))
	want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	if got := spa.ScriptHashes(); len(got) != 1 || got[0] != want {
		t.Fatalf("hashes %q, want [%s]", got, want)
	}
	csp := ContentSecurityPolicy("festivals.example", 8080, "https://festivals.example", spa.ScriptHashes()...)
	if !strings.Contains(csp, "script-src 'self' "+want+";") {
		t.Errorf("CSP %q lacks the script's hash", csp)
	}
	if strings.Contains(csp, "'unsafe-inline'; style-src") || strings.Contains(directiveOf(csp, "script-src"), "unsafe") {
		t.Errorf("CSP allows any inline script: %q", csp)
	}
	if got := ContentSecurityPolicy("festivals.example", 8080, ""); directiveOf(got, "script-src") != "script-src 'self'" {
		t.Errorf("without hashes: %q", directiveOf(got, "script-src"))
	}
	if got := NewSPA(fstest.MapFS{}, "x").ScriptHashes(); len(got) != 0 {
		t.Errorf("no build, hashes %q", got)
	}
}

func directiveOf(csp, name string) string {
	for _, d := range strings.Split(csp, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, name+" ") {
			return d
		}
	}
	return ""
}

// The app's own index.html (the build's, or its source before a build: the body is the same)
// reaches the browser on an SPA address with the shell in it: the header, the edition tabs, the
// main landmark and the consent banner's text come before any script of the body, so they paint
// with the HTML. Its inline script is allowed by the CSP the server sends.
func TestIndexHTMLCarriesTheShell(t *testing.T) {
	dir := filepath.Join("..", "..", "frontend")
	page, err := os.ReadFile(filepath.Join(dir, "dist", "index.html"))
	if err != nil {
		t.Log("frontend/dist is not built: checking frontend/index.html")
		page, err = os.ReadFile(filepath.Join(dir, "index.html"))
	}
	if err != nil {
		t.Fatal(err)
	}
	spa := NewSPA(fstest.MapFS{"index.html": {Data: page}}, "festivals.example")
	h := SecurityHeaders(ContentSecurityPolicy("festivals.example", 8080, "https://festivals.example", spa.ScriptHashes()...), spa)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/festivals/aurora/editions/2026/sets", nil))
	body, _ := io.ReadAll(rec.Body)
	html := string(body)

	bodyAt := strings.Index(html, "<body")
	if bodyAt < 0 {
		t.Fatalf("no body: %.300s", html)
	}
	inBody := html[bodyAt:]
	firstScript := strings.Index(inBody, "<script")
	if firstScript < 0 {
		firstScript = len(inBody)
	}
	for _, want := range []string{`<div id="root">`, "<header", "Festival Voting", "<nav", `aria-label="Edition sections"`, `<main id="main"`,
		`aria-label="Cookie consent"`, "We use only essential cookies", "Accept All"} {
		at := strings.Index(inBody, want)
		if at < 0 || at > firstScript {
			t.Errorf("%q is not in the body before its first script (at %d, script at %d)", want, at, firstScript)
		}
	}

	scripts := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindAllStringSubmatch(html, -1)
	if len(scripts) == 0 {
		t.Fatal("no inline script: the banner of a visitor who answered would show until the app runs")
	}
	csp := rec.Header().Get("Content-Security-Policy")
	consent := false
	for _, s := range scripts {
		consent = consent || strings.Contains(s[1], "gdpr-consent")
		sum := sha256.Sum256([]byte(s[1]))
		if hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(directiveOf(csp, "script-src"), hash) {
			t.Errorf("CSP script-src %q lacks the hash %s of the inline script %.80q", directiveOf(csp, "script-src"), hash, s[1])
		}
	}
	if !consent {
		t.Error("no inline script reads the consent record")
	}
}

// A comment that mentions a script is no script: its text gets no hash, and the script after
// it gets its own.
func TestSPAInlineScriptHashesSkipComments(t *testing.T) {
	spa := NewSPA(fstest.MapFS{
		"index.html": {Data: []byte(`<body><!-- turns the entry into <script type="text/plain" id="app-entry"> --><script>load()</script>` +
			`<script type="text/plain" id="app-entry" src="/assets/main-abc.js"></script></body>`)},
	}, "x")
	sum := sha256.Sum256([]byte("load()"))
	if got := spa.ScriptHashes(); len(got) != 1 || got[0] != "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'" {
		t.Errorf("hashes %q, want only load()'s", got)
	}
}

// style-src has no 'unsafe-inline': the built page's <style> elements (the shell's rules, the
// one under <noscript>, the inlined app stylesheet) are allowed by their hashes, and nothing
// else inline is.
func TestStyleSrcAllowsOnlyThePagesStyleElements(t *testing.T) {
	dir := filepath.Join("..", "..", "frontend")
	page, err := os.ReadFile(filepath.Join(dir, "dist", "index.html"))
	if err != nil {
		t.Log("frontend/dist is not built: checking frontend/index.html")
		page, err = os.ReadFile(filepath.Join(dir, "index.html"))
	}
	if err != nil {
		t.Fatal(err)
	}
	spa := NewSPA(fstest.MapFS{"index.html": {Data: page}}, "festivals.example")
	h := SecurityHeaders(ContentSecurityPolicyWith("festivals.example", 8080, "https://festivals.example", spa.ScriptHashes(), spa.StyleHashes()), spa)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	csp := rec.Header().Get("Content-Security-Policy")
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
		t.Fatalf("CSP allows inline code: %q", csp)
	}
	styleSrc := directiveOf(csp, "style-src")
	styles := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindAllStringSubmatch(rec.Body.String(), -1)
	if len(styles) < 2 {
		t.Fatalf("%d <style> elements in the page, want the shell's and the <noscript> one at least", len(styles))
	}
	want := []string{"style-src", "'self'"}
	for _, s := range styles {
		sum := sha256.Sum256([]byte(s[1]))
		hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !slices.Contains(want, hash) {
			want = append(want, hash)
		}
	}
	if got := strings.Fields(styleSrc); !slices.Equal(got, want) {
		t.Errorf("style-src %q, want exactly %q", got, want)
	}
	if got := directiveOf(ContentSecurityPolicy("festivals.example", 8080, ""), "style-src"); got != "style-src 'self'" {
		t.Errorf("without hashes: %q", got)
	}
}

// GraphiQL's page (Monaco styles inline) alone has 'unsafe-inline' in style-src; the app's
// pages keep their hashes only.
func TestOnlyGraphiQLAllowsInlineStyles(t *testing.T) {
	spa := NewSPA(fstest.MapFS{
		"index.html":    {Data: []byte(`<html><head><style>a{}</style></head><body></body></html>`)},
		"graphiql.html": {Data: []byte(`<html><body>GraphiQL</body></html>`)},
	}, "x")
	csp := ContentSecurityPolicyWith("x", 8080, "", spa.ScriptHashes(), spa.StyleHashes())
	mux := http.NewServeMux()
	mux.HandleFunc("GET /graphiql", spa.GraphiQL)
	mux.Handle("/", spa)
	h := SecurityHeaders(csp, mux)
	for path, want := range map[string]string{
		"/graphiql": "style-src 'self' 'unsafe-inline'",
		"/":         "style-src " + strings.Join(append([]string{"'self'"}, spa.StyleHashes()...), " "),
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		got := rec.Header().Get("Content-Security-Policy")
		if directiveOf(got, "style-src") != want {
			t.Errorf("%s: %q, want %q", path, directiveOf(got, "style-src"), want)
		}
		if directiveOf(got, "script-src") != directiveOf(csp, "script-src") {
			t.Errorf("%s: script-src changed: %q", path, directiveOf(got, "script-src"))
		}
	}
}
