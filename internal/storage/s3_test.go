package storage

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// fakeBucket serves an in-process S3 (gofakes3, in memory) with the bucket "logos", and
// refuses requests not signed with AWS Signature Version 4 for key-id in eu-test-1 (gofakes3
// checks no signatures itself); it counts the requests that reach it.
func fakeBucket(t *testing.T) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("logos"); err != nil {
		t.Fatal(err)
	}
	s3 := gofakes3.New(backend).Server()
	var requests atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		if !strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256 Credential=key-id/"+time.Now().UTC().Format("20060102")+"/eu-test-1/s3/aws4_request,") {
			t.Errorf("%s %s: not signed for key-id in eu-test-1: %q", r.Method, r.URL, r.Header.Get("Authorization"))
			http.Error(w, "<Error><Code>AccessDenied</Code></Error>", http.StatusForbidden)
			return
		}
		s3.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &requests
}

func bucketStore(endpoint string) *S3 {
	return &S3{Endpoint: endpoint, Bucket: "logos", Region: "eu-test-1", AccessKey: "key-id", SecretKey: "secret"}
}

// A file put through one store is read and served through another (as by two instances), then
// deleted; foreign keys are refused without asking the service.
func TestS3StoreRoundTrip(t *testing.T) {
	srv, requests := fakeBucket(t)
	a, b := bucketStore(srv.URL+"/"), bucketStore(srv.URL)
	ctx := context.Background()
	for _, k := range []string{"../x.png", "/etc/x.png", "a/../../x.png", "A.png", "x", "festival-logos/x y.png"} {
		if err := a.Put(ctx, k, []byte("x")); !errors.Is(err, ErrBadKey) {
			t.Errorf("Put(%q) = %v", k, err)
		}
		if _, err := a.Open(ctx, k); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Open(%q) = %v", k, err)
		}
	}
	if n := requests.Load(); n != 0 {
		t.Fatalf("%d requests for foreign keys", n)
	}
	const key = "festival-logos/f-logo.png"
	if _, err := b.Open(ctx, key); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a missing object opens: %v", err)
	}
	if err := a.Put(ctx, key, []byte("\x89PNG logo")); err != nil {
		t.Fatal(err)
	}
	f, err := b.Open(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(f)
	f.Close()
	if string(got) != "\x89PNG logo" {
		t.Fatalf("read %q through the other store", got)
	}
	rec := httptest.NewRecorder()
	Handler(b).ServeHTTP(rec, httptest.NewRequest("GET", URL(key), nil))
	if rec.Code != 200 || rec.Body.String() != "\x89PNG logo" || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("served %d %q %q", rec.Code, rec.Body, rec.Header().Get("Content-Type"))
	}
	if err := a.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if err := b.Delete(ctx, key); err != nil {
		t.Fatalf("deleting a missing object: %v", err)
	}
	if _, err := b.Open(ctx, key); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a deleted object opens: %v", err)
	}
	rec = httptest.NewRecorder()
	Handler(a).ServeHTTP(rec, httptest.NewRequest("GET", URL(key), nil))
	if rec.Code != 404 {
		t.Fatalf("a deleted object is served: %d", rec.Code)
	}
}

// A refusal by the service is an error naming its code, not a missing file.
func TestS3MissingBucketIsAnError(t *testing.T) {
	srv, _ := fakeBucket(t)
	s := bucketStore(srv.URL)
	s.Bucket = "other"
	ctx := context.Background()
	if _, err := s.Open(ctx, "festival-logos/f-logo.png"); err == nil || errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "NoSuchBucket") {
		t.Fatalf("open in a missing bucket: %v", err)
	}
	if err := s.Put(ctx, "festival-logos/f-logo.png", []byte("x")); err == nil || !strings.Contains(err.Error(), "NoSuchBucket") {
		t.Fatalf("put in a missing bucket: %v", err)
	}
	if err := s.Put(ctx, "festival-logos/f-logo.png", []byte("x")); err == nil || strings.Contains(err.Error(), "secret") {
		t.Fatalf("the error shows the secret: %v", err)
	}
}

// Every operation has a deadline, whatever its caller's context allows.
func TestS3RequestsHaveADeadline(t *testing.T) {
	release := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-release }))
	defer hang.Close()
	defer close(release)
	s := bucketStore(hang.URL)
	s.Timeout = 200 * time.Millisecond
	start := time.Now()
	if _, err := s.Open(context.Background(), "festival-logos/f-logo.png"); err == nil || errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("open of a service that never answers: %v", err)
	}
	if err := s.Put(context.Background(), "festival-logos/f-logo.png", []byte("x")); err == nil {
		t.Fatal("put to a service that never answers succeeded")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("took %v", d)
	}
}

// The endpoint is an http(s) URL with no path (requests are path-style under it).
func TestS3Endpoint(t *testing.T) {
	for _, e := range []string{"", "s3.example.test", "ftp://s3.example.test", "https://s3.example.test/prefix", "https://u:p@s3.example.test"} {
		if err := bucketStore(e).Connect(); err == nil {
			t.Errorf("endpoint %q accepted", e)
		}
	}
	for _, e := range []string{"https://s3.eu-central-1.amazonaws.com", "http://127.0.0.1:9000/"} {
		if err := bucketStore(e).Connect(); err != nil {
			t.Errorf("endpoint %q: %v", e, err)
		}
	}
}
