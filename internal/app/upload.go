package app

import (
	"net/http"
	"strings"

	"github.com/99designs/gqlgen/graphql/handler/transport"

	"festival/internal/csvimport"
)

// UploadHeader must accompany every multipart GraphQL request (file uploads). A form on another
// site can post multipart data with the user's cookie, but it cannot set a custom header; a
// script on another origin can only after a CORS preflight, which this server never grants.
const UploadHeader = "X-Festival-Upload"

// maxUploadBody caps a multipart request: the largest CSV file plus room for the operation.
const maxUploadBody = csvimport.MaxBytes + 1<<20

// uploadTransport is gqlgen's multipart transport (GraphQL multipart request spec) within the cap.
func uploadTransport() transport.MultipartForm {
	return transport.MultipartForm{MaxUploadSize: maxUploadBody, MaxMemory: maxUploadBody}
}

// withUploads sends multipart requests that carry UploadHeader to next with the upload cap and
// refuses those that do not; everything else keeps the JSON body cap.
func withUploads(next http.Handler, jsonLimit int64) http.Handler {
	jsonCapped, uploadCapped := capBody(next, jsonLimit), capBody(next, maxUploadBody)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(strings.ToLower(r.Header.Get("Content-Type")), "multipart/") {
			jsonCapped.ServeHTTP(w, r)
			return
		}
		if r.Header.Get(UploadHeader) == "" {
			http.Error(w, "multipart requests need the "+UploadHeader+" header", http.StatusBadRequest)
			return
		}
		uploadCapped.ServeHTTP(w, r)
	})
}
