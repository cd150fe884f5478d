package db_test

import (
	"context"
	"slices"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"festival/internal/db"
	"festival/internal/testdb"
)

// The pool's connections carry uuid.UUID as bytes (internal/db/uuid.go): values, NULLs, arrays,
// pointers and text results read as they did through uuid.UUID's own Value and Scan, in both
// the prepared and the unprepared modes, and through database/sql (bun).
func TestUUIDsRoundTrip(t *testing.T) {
	ctx := context.Background()
	store, err := db.Open(ctx, testdb.URL(t), 2)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	a, b := uuid.New(), uuid.New()
	for _, mode := range []pgx.QueryExecMode{pgx.QueryExecModeCacheStatement, pgx.QueryExecModeExec} {
		var got, zero uuid.UUID
		var null *uuid.UUID
		var list []uuid.UUID
		var text string
		err := store.Pool.QueryRow(ctx, `SELECT $1::uuid, NULL::uuid, NULL::uuid, $2::uuid[], $1::uuid::text`, mode, a, []uuid.UUID{a, b}).
			Scan(&got, &zero, &null, &list, &text)
		if err != nil {
			t.Fatalf("mode %v: %v", mode, err)
		}
		if got != a || zero != (uuid.UUID{}) || null != nil || !slices.Equal(list, []uuid.UUID{a, b}) || text != a.String() {
			t.Fatalf("mode %v: got %v %v %v %v %q, want %v, zero, nil, [%v %v], %q", mode, got, zero, null, list, text, a, a, b, a.String())
		}
		var p *uuid.UUID
		if err := store.Pool.QueryRow(ctx, `SELECT $1::uuid`, mode, &b).Scan(&p); err != nil || p == nil || *p != b {
			t.Fatalf("mode %v: pointer %v %v, want %v", mode, p, err, b)
		}
	}
	var viaSQL uuid.UUID
	if err := store.DB.NewRaw(`SELECT ?::uuid`, b).Scan(ctx, &viaSQL); err != nil || viaSQL != b {
		t.Fatalf("bun: %v %v, want %v", viaSQL, err, b)
	}
}
