package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"
)

// SPA serves the built frontend: hashed files under /assets/ are cached for a year (and sent as
// their brotli copy, name.br from the build, to browsers that accept br), every other path that
// is not a file gets index.html (never cached) so the client router can take over.
type SPA struct {
	files     fs.FS
	index     []byte
	graphiql  []byte
	fileNames map[string]bool
	hashes    []string
	styles    []string
}

// NewSPA reads the build in files (the contents of frontend/dist). appDomain is written into
// index.html's app-domain meta tag so the client knows the host model.
func NewSPA(files fs.FS, appDomain string) *SPA {
	s := &SPA{files: files, fileNames: map[string]bool{}}
	if b, err := fs.ReadFile(files, "index.html"); err == nil {
		s.index = bytes.ReplaceAll(b, []byte("__APP_DOMAIN__"), []byte(appDomain))
		s.hashes = inlineScriptHashes(s.index)
		s.styles = inlineStyleHashes(s.index)
	}
	if b, err := fs.ReadFile(files, "graphiql.html"); err == nil {
		s.graphiql = b
	}
	_ = fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			s.fileNames[p] = true
		}
		return nil
	})
	return s
}

// inlineScript is a <script> element without a src: its text is what the browser hashes; so
// is an inline <style> element's.
var (
	inlineScript = regexp.MustCompile(`(?is)<script(?:\s+[^>]*)?>(.*?)</script>`)
	inlineStyle  = regexp.MustCompile(`(?is)<style(?:\s+[^>]*)?>(.*?)</style>`)
	htmlComment  = regexp.MustCompile(`(?s)<!--.*?-->`)
)

// inlineStyleHashes are the CSP sources ('sha256-...') of page's <style> elements (comments
// left out): index.html's rules of the static shell, the one under <noscript>, and the app's
// stylesheet, which the build inlines for the first paint.
func inlineStyleHashes(page []byte) []string {
	var out []string
	page = htmlComment.ReplaceAllFunc(page, func(c []byte) []byte { return bytes.Repeat([]byte(" "), len(c)) })
	for _, m := range inlineStyle.FindAllSubmatchIndex(page, -1) {
		sum := sha256.Sum256(page[m[2]:m[3]])
		h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// StyleHashes are the CSP style sources that allow index.html's <style> elements, by hash
// (ContentSecurityPolicyWith's styleHashes); none without a build.
func (s *SPA) StyleHashes() []string { return slices.Clone(s.styles) }

// inlineScriptHashes are the CSP sources ('sha256-...') of page's inline scripts (comments left
// out): index.html's first runs before the first paint (it hides the consent banner for a visitor
// who has answered), its second loads the app's modules once the shell has painted.
func inlineScriptHashes(page []byte) []string {
	var out []string
	page = htmlComment.ReplaceAllFunc(page, func(c []byte) []byte { return bytes.Repeat([]byte(" "), len(c)) })
	for _, m := range inlineScript.FindAllSubmatchIndex(page, -1) {
		if bytes.Contains(bytes.ToLower(page[m[0]:m[2]]), []byte(" src=")) {
			continue
		}
		sum := sha256.Sum256(page[m[2]:m[3]])
		out = append(out, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return out
}

// ScriptHashes are the CSP script sources that allow index.html's inline scripts, by hash
// (ContentSecurityPolicy's scriptHashes); none without a build.
func (s *SPA) ScriptHashes() []string { return slices.Clone(s.hashes) }

// Built reports whether the frontend build was found.
func (s *SPA) Built() bool { return s.index != nil }

// ServeHTTP serves files, or index.html for client routes.
func (s *SPA) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name != "" && name != "index.html" && s.fileNames[name] {
		switch {
		case strings.HasPrefix(name, "assets/"):
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			if s.fileNames[name+".br"] {
				s.serveBrotli(w, r, name)
				return
			}
		case name == "sw.js" || strings.HasPrefix(name, "sw-") || strings.HasPrefix(name, "workbox-") || name == "manifest.webmanifest":
			// The service worker and its manifest: the browser checks them on every visit, so a
			// new deployment reaches installed apps (sw.js itself is also checked past HTTP caches).
			w.Header().Set("Cache-Control", "no-cache")
			if name == "manifest.webmanifest" {
				w.Header().Set("Content-Type", "application/manifest+json")
			}
		default:
			w.Header().Set("Cache-Control", "public, max-age=3600")
		}
		http.ServeFileFS(w, r, s.files, name)
		return
	}
	if strings.HasPrefix(name, "assets/") {
		http.NotFound(w, r) // a missing hashed file must not turn into index.html
		return
	}
	s.serveHTML(w, s.index)
}

// serveBrotli sends the build's brotli copy of name when the browser accepts br (not for range
// requests), else the file itself.
func (s *SPA) serveBrotli(w http.ResponseWriter, r *http.Request, name string) {
	if !slices.Contains(w.Header().Values("Vary"), "Accept-Encoding") { // Gzip may have said so already
		w.Header().Add("Vary", "Accept-Encoding")
	}
	if r.Header.Get("Range") != "" || !accepts(r.Header.Get("Accept-Encoding"), "br") {
		http.ServeFileFS(w, r, s.files, name)
		return
	}
	w.Header().Set("Content-Encoding", "br")
	w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(name)))
	http.ServeFileFS(w, r, s.files, name+".br")
}

// GraphiQL serves the playground page.
//
// GraphiQL's editor (Monaco) sets style attributes and adds <style> elements by the hundred, so
// this developer page alone keeps 'unsafe-inline' in style-src (its scripts stay our own
// files); every page of the app has none (ContentSecurityPolicyWith).
func (s *SPA) GraphiQL(w http.ResponseWriter, r *http.Request) {
	if csp := w.Header().Get("Content-Security-Policy"); csp != "" {
		w.Header().Set("Content-Security-Policy", withInlineStyles(csp))
	}
	s.serveHTML(w, s.graphiql)
}

// withInlineStyles is csp with style-src 'self' 'unsafe-inline' (GraphiQL's page only).
func withInlineStyles(csp string) string {
	parts := strings.Split(csp, ";")
	for i, d := range parts {
		if strings.HasPrefix(strings.TrimSpace(d), "style-src ") {
			parts[i] = " style-src 'self' 'unsafe-inline'"
		}
	}
	return strings.Join(parts, ";")
}

func (s *SPA) serveHTML(w http.ResponseWriter, page []byte) {
	w.Header().Set("Cache-Control", "no-cache, no-store, must-revalidate")
	if page == nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte("The frontend is not built. Run `make run`, or `npm --prefix frontend run build`.\n"))
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(page)
}
