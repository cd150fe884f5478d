package db

import (
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
)

// uuid.UUID is encoded and scanned by the codec's own plans, not through its driver.Valuer and
// sql.Scanner (a string per value), in both formats.
func TestUUIDPlansSkipStrings(t *testing.T) {
	m := pgtype.NewMap()
	registerUUID(m)
	for _, format := range []int16{pgtype.BinaryFormatCode, pgtype.TextFormatCode} {
		if p, ok := m.PlanEncode(pgtype.UUIDOID, format, uuid.UUID{}).(encodeUUID); !ok {
			t.Errorf("format %d: encode plan %T, want encodeUUID", format, p)
		}
		if p, ok := m.PlanScan(pgtype.UUIDOID, format, &uuid.UUID{}).(scanUUID); !ok {
			t.Errorf("format %d: scan plan %T, want scanUUID", format, p)
		}
	}
}
