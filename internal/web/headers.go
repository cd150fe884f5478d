// Package web serves the single-page app and the HTTP details around it: security headers,
// the host model, and the gorilla/websocket adapter for gqlgen.
package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// ContentSecurityPolicy allows only our own origins: the page's own, the main site and the
// festival subdomains of appDomain (http(s) and ws(s), on the public port and on port), and
// PUBLIC_URL's origin. Images come from the site itself or data: URLs. GraphiQL's editor needs
// blob: workers. Scripts are our own files, and the inline scripts whose hashes are given
// (SPA.ScriptHashes: index.html's, by their 'sha256-...' sources; never 'unsafe-inline').
// Styles: see ContentSecurityPolicyWith.
func ContentSecurityPolicy(appDomain string, port int, publicURL string, scriptHashes ...string) string {
	return ContentSecurityPolicyWith(appDomain, port, publicURL, scriptHashes, nil)
}

// ContentSecurityPolicyWith is ContentSecurityPolicy with the hashes of the inline <style>
// elements allowed (SPA.StyleHashes: index.html's). Styles are our own files and those
// elements, never 'unsafe-inline': no style attribute in served markup applies. React's style
// props are set through the CSSOM, which CSP does not govern, and so are the styles the
// libraries add at run time (sonner's, Radix's scroll lock: vite.config.ts turns their <style>
// elements into constructed style sheets).
func ContentSecurityPolicyWith(appDomain string, port int, publicURL string, scriptHashes, styleHashes []string) string {
	scripts := strings.Join(append([]string{"'self'"}, scriptHashes...), " ")
	styles := strings.Join(append([]string{"'self'"}, styleHashes...), " ")
	return "default-src 'self'; script-src " + scripts + "; style-src " + styles + "; " +
		"img-src 'self' data:; font-src 'self' data:; connect-src " + strings.Join(connectSources(appDomain, port, publicURL), " ") + "; " +
		"worker-src 'self' blob:; manifest-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'"
}

func connectSources(appDomain string, port int, publicURL string) []string {
	out := []string{"'self'"}
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	var ports []string // "" is the scheme's default port
	if u, err := url.Parse(publicURL); err == nil && u.Host != "" {
		for _, scheme := range originSchemes(u.Scheme) {
			add(scheme + "://" + u.Host)
		}
		ports = append(ports, u.Port())
	}
	if port > 0 {
		ports = append(ports, fmt.Sprint(port))
	}
	for _, p := range ports {
		suffix := ""
		if p != "" {
			suffix = ":" + p
		}
		for _, host := range []string{appDomain, "*." + appDomain} {
			for _, scheme := range []string{"https", "wss", "http", "ws"} {
				add(scheme + "://" + host + suffix)
			}
		}
	}
	return out
}

// originSchemes are the page and socket schemes of an origin with scheme s.
func originSchemes(s string) []string {
	if s == "https" {
		return []string{"https", "wss"}
	}
	return []string{"http", "ws"}
}

// SecurityHeaders sets the headers every response carries. HSTS goes only on https requests
// (TLS to us, or https to a trusted proxy: see Proxies.Middleware, which must run first).
func SecurityHeaders(csp string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		// geolocation: the Map tab's "you are here" (issue 35), this origin only, after the browser asks.
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), interest-cohort=()")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if ClientOf(r).HTTPS {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}
