// Package testdb gives tests a fresh, migrated database on the local PostgreSQL. Each call
// clones a template database (migrated once per migration set), so a test starts in ~100 ms.
//
// TEST_DATABASE_URL points at an admin connection; default
// postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable.
package testdb

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"festival/internal/db"
	"festival/migrations"
)

const defaultAdminURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

// AdminURL is the admin connection used to create and drop test databases.
func AdminURL() string {
	if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
		return u
	}
	return defaultAdminURL
}

// URL creates a fresh migrated database and returns its URL; it is dropped when t ends.
func URL(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	admin, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		t.Fatalf("testdb: connect to %s: %v (is PostgreSQL running?)", AdminURL(), err)
	}
	defer admin.Close(ctx)

	tmpl, err := ensureTemplate(ctx, admin)
	if err != nil {
		t.Fatalf("testdb: template: %v", err)
	}
	name := "festival_test_" + randomHex(6)
	if _, err := admin.Exec(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, tmpl)); err != nil {
		t.Fatalf("testdb: create database: %v", err)
	}
	t.Cleanup(func() { drop(name) })
	return withDatabase(AdminURL(), name)
}

// EmptyURL creates a fresh database with no tables and returns its URL; it is dropped when t ends.
func EmptyURL(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	admin, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		t.Fatalf("testdb: connect to %s: %v (is PostgreSQL running?)", AdminURL(), err)
	}
	defer admin.Close(ctx)
	name := "festival_test_" + randomHex(6)
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("testdb: create database: %v", err)
	}
	t.Cleanup(func() { drop(name) })
	return withDatabase(AdminURL(), name)
}

func drop(name string) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		return
	}
	defer c.Close(ctx)
	_, _ = c.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name))
}

// Open returns a connected store on a fresh migrated database, closed and dropped when t ends.
func Open(t testing.TB) *db.DB {
	t.Helper()
	store, err := db.Open(context.Background(), URL(t), 10)
	if err != nil {
		t.Fatalf("testdb: open: %v", err)
	}
	t.Cleanup(store.Close) // runs before the drop (cleanups run last-in first-out)
	return store
}

// ensureTemplate creates and migrates the template for the current migrations once; an advisory
// lock keeps parallel test packages from racing.
func ensureTemplate(ctx context.Context, admin *pgx.Conn) (string, error) {
	name := "festival_tmpl_" + migrationsHash()
	if _, err := admin.Exec(ctx, "SELECT pg_advisory_lock(727274)"); err != nil {
		return "", err
	}
	defer admin.Exec(context.Background(), "SELECT pg_advisory_unlock(727274)") //nolint:errcheck // the lock is per session and ends anyway when the caller closes admin
	var exists bool
	if err := admin.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	building := name + "_building"
	_, _ = admin.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", building))
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+building); err != nil {
		return "", err
	}
	store, err := db.Open(ctx, withDatabase(AdminURL(), building), 2)
	if err != nil {
		return "", err
	}
	_, err = db.Migrate(ctx, store)
	store.Close()
	if err != nil {
		return "", err
	}
	if _, err := admin.Exec(ctx, fmt.Sprintf("ALTER DATABASE %s RENAME TO %s", building, name)); err != nil {
		return "", err
	}
	return name, nil
}

func migrationsHash() string {
	h := sha256.New()
	entries, _ := fs.ReadDir(migrations.FS, ".")
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	for _, n := range names {
		b, _ := fs.ReadFile(migrations.FS, n)
		h.Write([]byte(n))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func withDatabase(url, name string) string {
	// url is postgres://user@host:port/dbname?params
	rest := url
	q := ""
	if i := strings.Index(url, "?"); i >= 0 {
		rest, q = url[:i], url[i:]
	}
	slash := strings.LastIndex(rest, "/")
	if slash < len("postgres://") {
		return rest + "/" + name + q
	}
	return rest[:slash+1] + name + q
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
