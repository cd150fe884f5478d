package app

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"festival/internal/testdb"
)

// make run with DATABASE_URL naming a database that does not exist creates it, instead of
// failing once everything is built.
func TestDevDatabaseCreatesTheOneDatabaseURLNames(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "festival_devdb_" + hex.EncodeToString(b)
	admin, err := pgx.Connect(ctx, testdb.AdminURL())
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	t.Cleanup(func() { _, _ = admin.Exec(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") })

	cfg, err := pgx.ParseConfig(testdb.AdminURL())
	if err != nil {
		t.Fatal(err)
	}
	url := strings.Replace(testdb.AdminURL(), "/"+cfg.Database+"?", "/"+name+"?", 1)
	if url == testdb.AdminURL() {
		t.Fatalf("cannot name another database in %s", url)
	}
	var out bytes.Buffer
	got, err := devDatabase(ctx, url, &out)
	if err != nil || got != url {
		t.Fatalf("devDatabase: %q %v", got, err)
	}
	if !strings.Contains(out.String(), `created database "`+name+`"`) {
		t.Fatalf("output does not say it created the database: %q", out.String())
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("the database was not created: %v", err)
	}
	conn.Close(ctx)

	// The second time it exists and is used as it is.
	out.Reset()
	if _, err := devDatabase(ctx, url, &out); err != nil || strings.Contains(out.String(), "created") {
		t.Fatalf("second run: %v %q", err, out.String())
	}
}
