package db

import (
	"context"
	"errors"

	"github.com/uptrace/bun"
)

// QueryParams runs query and scans its rows into dest as bun's Scan does. bun writes the
// values of args into the text at its ? placeholders, as everywhere; params are real
// parameters ($1, $2, ...) that stay out of the text. bun writing every value in makes a
// statement that differs per user or per instant a new statement each time: one more round
// trip to prepare it, a new plan, and a per-connection statement cache that churns. With the
// varying values as parameters the text stays the same, and each connection prepares and
// plans it once.
func QueryParams(ctx context.Context, idb bun.IDB, dest any, query string, args []any, params ...any) error {
	d, ok := idb.(*bun.DB)
	if !ok {
		return errors.New("QueryParams runs on the database, not in a transaction")
	}
	text, err := d.NewRaw(query, args...).AppendQuery(d.QueryGen(), nil)
	if err != nil {
		return err
	}
	rows, err := d.DB.QueryContext(ctx, string(text), params...)
	if err != nil {
		return err
	}
	return d.ScanRows(ctx, rows, dest)
}
