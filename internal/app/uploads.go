package app

import (
	"mime"
	"net/http"
)

// Uploads (GraphQL multipart requests) are the one exception to "POST must be JSON": a form
// post can be sent cross-site without a preflight, so a multipart request must carry
// uploadHeader, which only a script of the same origin can add (CSRF). Its body may be larger
// than a JSON request's, to hold a 5 MB logo with its form.
const (
	uploadHeader  = "X-Festival-Upload"
	maxUploadBody = 6 << 20
)

// graphqlBody caps the body of /graphql requests: JSON at maxBodyBytes, multipart (with the
// upload header; refused without it) at maxUploadBody.
func graphqlBody(next http.Handler) http.Handler {
	json, multipart := capBody(next, maxBodyBytes), capBody(next, maxUploadBody)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if mt != "multipart/form-data" {
			json.ServeHTTP(w, r)
			return
		}
		if r.Header.Get(uploadHeader) != "1" {
			http.Error(w, "multipart requests need the "+uploadHeader+" header", http.StatusBadRequest)
			return
		}
		multipart.ServeHTTP(w, r)
	})
}
