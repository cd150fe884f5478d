// Package storage keeps uploaded files (festival logos) behind a small interface: local disk by
// default; a bucket (S3-compatible) can implement the same interface when several instances
// must share files. Keys are paths made by the server ("festival-logos/{slug}-logo.png"),
// never by a client.
package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// Store keeps files by key.
type Store interface {
	// Put writes the file under key, replacing any file there.
	Put(ctx context.Context, key string, data []byte) error
	// Delete removes the file under key; a missing file is not an error.
	Delete(ctx context.Context, key string) error
	// Open reads the file under key (fs.ErrNotExist when there is none).
	Open(ctx context.Context, key string) (io.ReadSeekCloser, error)
}

// URLPrefix is where the server serves stored files.
const URLPrefix = "/uploads/"

// validKey is what the server's keys look like: folders and names of lowercase letters,
// digits, hyphens and one extension.
var validKey = regexp.MustCompile(`^[a-z0-9-]+(/[a-z0-9-]+)*\.[a-z0-9]+$`)

// ErrBadKey refuses a key that is not one of ours (no "..", no absolute paths).
var ErrBadKey = errors.New("storage: invalid key")

// ours tells whether key looks like one of the server's keys (every store checks it first).
func ours(key string) bool { return validKey.MatchString(key) && !strings.Contains(key, "..") }

// Local keeps files in a directory.
type Local struct {
	Dir string
}

func (l *Local) path(key string) (string, error) {
	if !ours(key) {
		return "", ErrBadKey
	}
	return filepath.Join(l.Dir, filepath.FromSlash(key)), nil
}

// Put writes data to a temporary file and renames it into place, so a reader never sees half
// a file.
func (l *Local) Put(_ context.Context, key string, data []byte) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".upload-*")
	if err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	defer os.Remove(tmp.Name()) //nolint:errcheck // gone after the rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("storage: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	return nil
}

// Delete removes the file under key.
func (l *Local) Delete(_ context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("storage: %w", err)
	}
	return nil
}

// Open reads the file under key.
func (l *Local) Open(_ context.Context, key string) (io.ReadSeekCloser, error) {
	p, err := l.path(key)
	if err != nil {
		return nil, os.ErrNotExist
	}
	return os.Open(p)
}

// URL is the path the server serves key at.
func URL(key string) string { return URLPrefix + key }

// Handler serves GET {URLPrefix}{key} from store, with a one-hour cache lifetime (the stored
// URLs carry a version parameter, so a new upload is fetched at once) and nosniff: the type
// comes from the extension the server chose, never from the content.
func Handler(store Store) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := strings.TrimPrefix(r.URL.Path, URLPrefix)
		ctype := mime.TypeByExtension(path.Ext(key))
		if !strings.HasPrefix(ctype, "image/") {
			http.NotFound(w, r)
			return
		}
		f, err := store.Open(r.Context(), key)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Cache-Control", "max-age=3600")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		http.ServeContent(w, r, "", timeZero, f)
	})
}

var timeZero = time.Time{}
