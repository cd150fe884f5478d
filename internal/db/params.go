package db

import (
	"context"
	"errors"

	"github.com/uptrace/bun"
)

// QueryParams runs query and scans its rows into dest as bun's Scan does. bun writes the
// values of args into the text at its ? placeholders, as everywhere; params are real
// parameters ($1, $2, ...) that stay out of the text, so a statement sent for every user or
// every instant keeps one text. Such a statement can then be prepared once per connection
// and its plan kept: put pgx.QueryExecModeCacheStatement first in params (only for a bounded
// set of texts; everything else runs unprepared, see OpenWith).
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
