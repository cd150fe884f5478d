package db

import (
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
)

// registerUUID makes a connection encode uuid.UUID and scan into *uuid.UUID as the 16 bytes
// they are. Without it pgx goes through uuid.UUID's driver.Valuer and sql.Scanner: a string
// formatted and parsed for every value, a measurable part of a small query's CPU (a crew
// member's location update, issue 35).
func registerUUID(m *pgtype.Map) {
	m.RegisterType(&pgtype.Type{Name: "uuid", OID: pgtype.UUIDOID, Codec: uuidCodec{}})
	// Unprepared statements name no parameter types: these say what the values are.
	m.RegisterDefaultPgType(uuid.UUID{}, "uuid")
	m.RegisterDefaultPgType([]uuid.UUID{}, "_uuid")
}

// uuidCodec is pgx's UUIDCodec that also takes uuid.UUID values and *uuid.UUID targets.
type uuidCodec struct{ pgtype.UUIDCodec }

func (c uuidCodec) PlanEncode(m *pgtype.Map, oid uint32, format int16, value any) pgtype.EncodePlan {
	if _, ok := value.(uuid.UUID); ok {
		if next := c.UUIDCodec.PlanEncode(m, oid, format, pgtype.UUID{}); next != nil {
			return encodeUUID{next}
		}
	}
	return c.UUIDCodec.PlanEncode(m, oid, format, value)
}

func (c uuidCodec) PlanScan(m *pgtype.Map, oid uint32, format int16, target any) pgtype.ScanPlan {
	if _, ok := target.(*uuid.UUID); ok {
		if next := c.UUIDCodec.PlanScan(m, oid, format, (*pgtype.UUID)(nil)); next != nil {
			return scanUUID{next}
		}
	}
	return c.UUIDCodec.PlanScan(m, oid, format, target)
}

type encodeUUID struct{ next pgtype.EncodePlan }

func (p encodeUUID) Encode(value any, buf []byte) ([]byte, error) {
	return p.next.Encode(pgtype.UUID{Bytes: value.(uuid.UUID), Valid: true}, buf)
}

type scanUUID struct{ next pgtype.ScanPlan }

// Scan reads NULL as the zero UUID, as uuid.UUID's own Scan does.
func (p scanUUID) Scan(src []byte, target any) error {
	var u pgtype.UUID
	if err := p.next.Scan(src, &u); err != nil {
		return err
	}
	*target.(*uuid.UUID) = u.Bytes // the zero UUID for NULL
	return nil
}
