package storage

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"
)

// S3 keeps files in a bucket of an S3-compatible service (AWS S3, MinIO, Ceph, Garage, R2...),
// so that several instances serve the same logos. Requests are path-style
// ({Endpoint}/{Bucket}/{key}) and signed with AWS Signature Version 4; only PUT, GET and DELETE
// of single objects are used, with no SDK.
type S3 struct {
	Endpoint  string // e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000
	Bucket    string
	Region    string // "us-east-1" when empty
	AccessKey string
	SecretKey string
	Client    *http.Client     // s3Client when nil
	Now       func() time.Time // time.Now when nil
}

// s3Client bounds every request to the service, whatever its caller's context allows.
var s3Client = &http.Client{Timeout: 30 * time.Second}

// maxObject bounds what Open reads into memory (logos are capped far below this on upload).
const maxObject = 16 << 20

// Put writes data under key.
func (s *S3) Put(ctx context.Context, key string, data []byte) error {
	resp, err := s.do(ctx, http.MethodPut, key, data)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return s.failure("put", key, resp)
	}
	return nil
}

// Delete removes the file under key; a missing object is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	resp, err := s.do(ctx, http.MethodDelete, key, nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent && resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusNotFound {
		return s.failure("delete", key, resp)
	}
	return nil
}

// Open reads the file under key (fs.ErrNotExist when there is none).
func (s *S3) Open(ctx context.Context, key string) (io.ReadSeekCloser, error) {
	resp, err := s.do(ctx, http.MethodGet, key, nil)
	if errors.Is(err, ErrBadKey) {
		return nil, fs.ErrNotExist // not one of ours: there is no such file
	}
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		err := s.failure("get", key, resp)
		if resp.StatusCode == http.StatusNotFound && !strings.Contains(err.Error(), "NoSuchBucket") {
			return nil, fs.ErrNotExist
		}
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxObject+1))
	if err != nil {
		return nil, fmt.Errorf("storage: get %s: %w", key, err)
	}
	if len(b) > maxObject {
		return nil, fmt.Errorf("storage: get %s: larger than %d bytes", key, maxObject)
	}
	return nopCloser{bytes.NewReader(b)}, nil
}

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// do sends one signed request for the object key.
func (s *S3) do(ctx context.Context, method, key string, body []byte) (*http.Response, error) {
	if !ours(key) {
		return nil, ErrBadKey
	}
	u, err := url.Parse(strings.TrimRight(s.Endpoint, "/") + "/" + s.Bucket + "/" + key)
	if err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	if body == nil {
		req.Body, req.ContentLength = http.NoBody, 0
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	s.sign(req, body, now())
	client := s.Client
	if client == nil {
		client = s3Client
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("storage: %s %s: %w", strings.ToLower(method), key, err)
	}
	return resp, nil
}

// failure reads the service's error code (never the request's credentials) into an error.
func (s *S3) failure(op, key string, resp *http.Response) error {
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	code := ""
	if i := bytes.Index(b, []byte("<Code>")); i >= 0 {
		if j := bytes.Index(b[i:], []byte("</Code>")); j > 0 {
			code = " " + string(b[i+len("<Code>"):i+j])
		}
	}
	return fmt.Errorf("storage: %s %s: %s%s", op, key, resp.Status, code)
}

// sign adds the x-amz-date, x-amz-content-sha256 and Authorization headers of AWS Signature
// Version 4 (service s3) to req, signing every header it carries.
func (s *S3) sign(req *http.Request, body []byte, at time.Time) {
	at = at.UTC()
	stamp, day := at.Format("20060102T150405Z"), at.Format("20060102")
	sum := sha256.Sum256(body)
	payload := hex.EncodeToString(sum[:])
	req.Header.Set("X-Amz-Date", stamp)
	req.Header.Set("X-Amz-Content-Sha256", payload)
	region := s.Region
	if region == "" {
		region = "us-east-1"
	}
	scope := day + "/" + region + "/s3/aws4_request"
	signed, canonical := canonicalRequest(req, payload)
	sumReq := sha256.Sum256([]byte(canonical))
	toSign := "AWS4-HMAC-SHA256\n" + stamp + "\n" + scope + "\n" + hex.EncodeToString(sumReq[:])
	key := hmacSHA256([]byte("AWS4"+s.SecretKey), day)
	for _, part := range []string{region, "s3", "aws4_request"} {
		key = hmacSHA256(key, part)
	}
	req.Header.Set("Authorization", "AWS4-HMAC-SHA256 Credential="+s.AccessKey+"/"+scope+
		", SignedHeaders="+signed+", Signature="+hex.EncodeToString(hmacSHA256(key, toSign)))
}

// canonicalRequest is SigV4's canonical form of req (with the host and every header it has) and
// the list of signed header names.
func canonicalRequest(req *http.Request, payload string) (signed, canonical string) {
	headers := map[string]string{"host": req.URL.Host}
	if req.Host != "" {
		headers["host"] = req.Host
	}
	for k, v := range req.Header {
		if lk := strings.ToLower(k); lk != "authorization" && lk != "user-agent" {
			headers[lk] = strings.Join(strings.Fields(strings.Join(v, ",")), " ")
		}
	}
	names := make([]string, 0, len(headers))
	for k := range headers {
		names = append(names, k)
	}
	sort.Strings(names)
	var h strings.Builder
	for _, k := range names {
		h.WriteString(k + ":" + headers[k] + "\n")
	}
	query := req.URL.Query()
	qkeys := make([]string, 0, len(query))
	for k := range query {
		qkeys = append(qkeys, k)
	}
	sort.Strings(qkeys)
	var q []string
	for _, k := range qkeys {
		vs := append([]string(nil), query[k]...)
		sort.Strings(vs)
		for _, v := range vs {
			q = append(q, uriEncode(k, true)+"="+uriEncode(v, true))
		}
	}
	path := req.URL.EscapedPath()
	if p, err := url.PathUnescape(path); err == nil {
		path = uriEncode(p, false)
	}
	if path == "" {
		path = "/"
	}
	signed = strings.Join(names, ";")
	return signed, strings.Join([]string{req.Method, path, strings.Join(q, "&"), h.String(), signed, payload}, "\n")
}

// uriEncode is SigV4's URI encoding: every byte but unreserved characters as %XX (upper case),
// and "/" kept in paths.
func uriEncode(s string, encodeSlash bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~' ||
			c == '/' && !encodeSlash {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

func hmacSHA256(key []byte, data string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(data))
	return m.Sum(nil)
}
