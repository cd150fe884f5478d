package storage

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"sync"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 keeps files in a bucket of an S3-compatible service (AWS S3, MinIO, Ceph, Garage, R2...),
// so that several instances serve the same logos. It speaks through minio-go: path-style
// requests ({Endpoint}/{Bucket}/{key}) signed with AWS Signature Version 4 for Region; only
// PUT, GET and DELETE of single objects are used.
type S3 struct {
	Endpoint  string // e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000
	Bucket    string
	Region    string        // "us-east-1" when empty
	AccessKey string        //
	SecretKey string        //
	Timeout   time.Duration // of each operation, whatever its caller's context allows; 30 s when 0

	once   sync.Once
	client *minio.Client
	err    error
}

// maxObject bounds what Open reads into memory (logos are capped far below this on upload).
const maxObject = 16 << 20

// maxRetries is how often minio-go tries one request (a failure it deems passing is retried).
const maxRetries = 3

// Connect checks the endpoint and builds the client (no request is sent); the operations call
// it themselves.
func (s *S3) Connect() error {
	s.once.Do(func() {
		u, err := url.Parse(s.Endpoint)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") ||
			u.RawQuery != "" || u.User != nil {
			s.err = fmt.Errorf("storage: the endpoint must be an http(s) URL with no path, got %q", s.Endpoint)
			return
		}
		region := s.Region
		if region == "" {
			region = "us-east-1"
		}
		s.client, s.err = minio.New(u.Host, &minio.Options{
			Creds:        credentials.NewStaticV4(s.AccessKey, s.SecretKey, ""),
			Secure:       u.Scheme == "https",
			Region:       region,
			BucketLookup: minio.BucketLookupPath,
			MaxRetries:   maxRetries,
		})
		if s.err != nil {
			s.err = fmt.Errorf("storage: %w", s.err)
		}
	})
	return s.err
}

// start checks key and bounds the operation's time.
func (s *S3) start(ctx context.Context, key string) (context.Context, context.CancelFunc, error) {
	if !ours(key) {
		return nil, nil, ErrBadKey
	}
	if err := s.Connect(); err != nil {
		return nil, nil, err
	}
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	return ctx, cancel, nil
}

// Put writes data under key.
func (s *S3) Put(ctx context.Context, key string, data []byte) error {
	ctx, cancel, err := s.start(ctx, key)
	if err != nil {
		return err
	}
	defer cancel()
	_, err = s.client.PutObject(ctx, s.Bucket, key, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: mime.TypeByExtension(path.Ext(key))})
	if err != nil {
		return failure("put", key, err)
	}
	return nil
}

// Delete removes the file under key; a missing object is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	ctx, cancel, err := s.start(ctx, key)
	if err != nil {
		return err
	}
	defer cancel()
	if err := s.client.RemoveObject(ctx, s.Bucket, key, minio.RemoveObjectOptions{}); err != nil && !missing(err) {
		return failure("delete", key, err)
	}
	return nil
}

// Open reads the file under key (fs.ErrNotExist when there is none, or when key is not one of
// ours).
func (s *S3) Open(ctx context.Context, key string) (io.ReadSeekCloser, error) {
	ctx, cancel, err := s.start(ctx, key)
	if err == ErrBadKey {
		return nil, fs.ErrNotExist
	}
	if err != nil {
		return nil, err
	}
	defer cancel()
	obj, err := s.client.GetObject(ctx, s.Bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, failure("get", key, err)
	}
	defer obj.Close()
	b, err := io.ReadAll(io.LimitReader(obj, maxObject+1))
	if missing(err) {
		return nil, fs.ErrNotExist
	}
	if err != nil {
		return nil, failure("get", key, err)
	}
	if len(b) > maxObject {
		return nil, fmt.Errorf("storage: get %s: larger than %d bytes", key, maxObject)
	}
	return nopCloser{bytes.NewReader(b)}, nil
}

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// missing reports whether err is the service's "no such object" (a 404 for a bucket that
// exists).
func missing(err error) bool {
	if err == nil {
		return false
	}
	r := minio.ToErrorResponse(err)
	return r.Code == minio.NoSuchKey || (r.StatusCode == http.StatusNotFound && r.Code != minio.NoSuchBucket)
}

// failure names the operation, the key and the service's error code (never the credentials).
func failure(op, key string, err error) error {
	if r := minio.ToErrorResponse(err); r.Code != "" {
		return fmt.Errorf("storage: %s %s: %d %s", op, key, r.StatusCode, r.Code)
	}
	return fmt.Errorf("storage: %s %s: %w", op, key, err)
}
