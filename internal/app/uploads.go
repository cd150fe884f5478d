package app

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strings"

	"festival/internal/apperr"
)

// Uploads (GraphQL multipart requests) are the one exception to "POST must be JSON": a form
// post can be sent cross-site without a preflight, so a multipart request must carry
// uploadHeader, which only a script of the same origin can add (CSRF). Its body may be larger
// than a JSON request's, to hold a 5 MB logo with its form.
const (
	uploadHeader  = "X-Festival-Upload"
	maxUploadBody = 6 << 20
)

// msgBadFileName refuses a part whose file name tries to leave its folder.
const msgBadFileName = "Invalid file name"

// graphqlBody caps the body of /graphql requests: JSON at maxBodyBytes, multipart (with the
// upload header; refused without it) at maxUploadBody. A multipart request whose file names
// hold a path ("../x.png") is refused before GraphQL runs: Go's multipart reader would quietly
// keep only the last element, and such a request is an attack, not a mistake.
func graphqlBody(next http.Handler) http.Handler {
	jsonBody := capBody(next, maxBodyBytes)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if mt != "multipart/form-data" {
			jsonBody.ServeHTTP(w, r)
			return
		}
		if r.Header.Get(uploadHeader) != "1" {
			http.Error(w, "multipart requests need the "+uploadHeader+" header", http.StatusBadRequest)
			return
		}
		if r.ContentLength > maxUploadBody {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxUploadBody))
		if err != nil {
			http.Error(w, "request body too large or unreadable", http.StatusRequestEntityTooLarge)
			return
		}
		if unsafeFileName(body, params["boundary"]) {
			writeGraphQLError(w, http.StatusBadRequest, apperr.Invalid("file", msgBadFileName))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r)
	})
}

// unsafeFileName reports whether a part of the multipart body names a file with a path.
func unsafeFileName(body []byte, boundary string) bool {
	if boundary == "" {
		return false
	}
	mr := multipart.NewReader(bytes.NewReader(body), boundary)
	for {
		p, err := mr.NextRawPart()
		if errors.Is(err, io.EOF) || err != nil {
			return false // a malformed body fails in the transport
		}
		_, cd, err := mime.ParseMediaType(p.Header.Get("Content-Disposition"))
		if err == nil {
			name := cd["filename"]
			if strings.ContainsAny(name, "/\\\x00") || strings.Contains(name, "..") {
				return true
			}
		}
	}
}

// writeGraphQLError answers a request refused before GraphQL ran in GraphQL's error shape.
func writeGraphQLError(w http.ResponseWriter, status int, e *apperr.Error) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{
		"message": e.Message, "extensions": map[string]any{"code": e.Code, "field": e.Field},
	}}})
}
