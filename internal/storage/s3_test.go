package storage

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// The signing examples of Amazon S3's documentation ("Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk"): the same requests signed with
// the documentation's credentials and time give the documented signatures.
func TestS3SignatureMatchesTheDocumentedExamples(t *testing.T) {
	s := &S3{Region: "us-east-1", AccessKey: "AKIAIOSFODNN7EXAMPLE", SecretKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
	at := time.Date(2013, 5, 24, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, method, url, body string
		headers                 map[string]string
		signed, signature       string
	}{
		{"GET object", "GET", "https://examplebucket.s3.amazonaws.com/test.txt", "", map[string]string{"Range": "bytes=0-9"},
			"host;range;x-amz-content-sha256;x-amz-date", "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"},
		{"PUT object", "PUT", "https://examplebucket.s3.amazonaws.com/test$file.text", "Welcome to Amazon S3.",
			map[string]string{"Date": "Fri, 24 May 2013 00:00:00 GMT", "X-Amz-Storage-Class": "REDUCED_REDUNDANCY"},
			"date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class", "98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd"},
		{"GET bucket lifecycle", "GET", "https://examplebucket.s3.amazonaws.com/?lifecycle", "", nil,
			"host;x-amz-content-sha256;x-amz-date", "fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543"},
		{"GET bucket (list objects)", "GET", "https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J", "", nil,
			"host;x-amz-content-sha256;x-amz-date", "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7"},
	} {
		req, _ := http.NewRequest(c.method, c.url, strings.NewReader(c.body))
		for k, v := range c.headers {
			req.Header.Set(k, v)
		}
		s.sign(req, []byte(c.body), at)
		want := "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=" + c.signed + ", Signature=" + c.signature
		if got := req.Header.Get("Authorization"); got != want {
			t.Errorf("%s:\n got  %s\n want %s", c.name, got, want)
		}
	}
}

// fakeS3 is a bucket of an S3-compatible service, path-style, as far as the store uses it: it
// checks that each request is signed for its bucket and region with the body's hash.
type fakeS3 struct {
	mu      sync.Mutex
	objects map[string][]byte
	t       *testing.T
}

func (f *fakeS3) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sum := sha256.Sum256(body)
	auth := r.Header.Get("Authorization")
	if r.Header.Get("X-Amz-Content-Sha256") != hex.EncodeToString(sum[:]) ||
		!strings.HasPrefix(auth, "AWS4-HMAC-SHA256 Credential=key-id/"+time.Now().UTC().Format("20060102")+"/eu-test-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=") {
		f.t.Errorf("%s %s: unsigned or signed wrongly: %q", r.Method, r.URL, auth)
		http.Error(w, "<Error><Code>SignatureDoesNotMatch</Code></Error>", http.StatusForbidden)
		return
	}
	key, ok := strings.CutPrefix(r.URL.Path, "/logos/")
	if !ok {
		http.Error(w, "<Error><Code>NoSuchBucket</Code></Error>", http.StatusNotFound)
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	switch r.Method {
	case http.MethodPut:
		f.objects[key] = body
	case http.MethodGet:
		b, ok := f.objects[key]
		if !ok {
			http.Error(w, "<Error><Code>NoSuchKey</Code></Error>", http.StatusNotFound)
			return
		}
		_, _ = w.Write(b)
	case http.MethodDelete:
		delete(f.objects, key)
		w.WriteHeader(http.StatusNoContent)
	default:
		http.Error(w, "", http.StatusMethodNotAllowed)
	}
}

// The bucket store puts, reads, serves and deletes files as the local one does, and refuses the
// same foreign keys without asking the service.
func TestS3StoreRoundTrip(t *testing.T) {
	fake := &fakeS3{objects: map[string][]byte{}, t: t}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	s := &S3{Endpoint: srv.URL + "/", Bucket: "logos", Region: "eu-test-1", AccessKey: "key-id", SecretKey: "secret"}
	ctx := context.Background()
	for _, k := range []string{"../x.png", "/etc/x.png", "a/../../x.png", "A.png", "x", "festival-logos/x y.png"} {
		if err := s.Put(ctx, k, []byte("x")); !errors.Is(err, ErrBadKey) {
			t.Errorf("Put(%q) = %v", k, err)
		}
	}
	const key = "festival-logos/f-logo.png"
	if _, err := s.Open(ctx, key); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a missing object opens: %v", err)
	}
	if err := s.Put(ctx, key, []byte("\x89PNG logo")); err != nil {
		t.Fatal(err)
	}
	if string(fake.objects[key]) != "\x89PNG logo" {
		t.Fatalf("stored %q", fake.objects[key])
	}
	rec := httptest.NewRecorder()
	Handler(s).ServeHTTP(rec, httptest.NewRequest("GET", URL(key), nil))
	if rec.Code != 200 || rec.Body.String() != "\x89PNG logo" || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("served %d %q %q", rec.Code, rec.Body, rec.Header().Get("Content-Type"))
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(ctx, key); err != nil {
		t.Fatalf("deleting a missing object: %v", err)
	}
	if _, err := s.Open(ctx, key); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a deleted object opens: %v", err)
	}
	// A refusal by the service is an error naming its code, not a missing file.
	s.Bucket = "other"
	if _, err := s.Open(ctx, key); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("open in a missing bucket: %v", err)
	}
	if err := s.Put(ctx, key, []byte("x")); err == nil || !strings.Contains(err.Error(), "NoSuchBucket") {
		t.Fatalf("put in a missing bucket: %v", err)
	}
}
