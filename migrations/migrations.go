// Package migrations embeds the SQL migrations, applied with bun's migrate.
package migrations

import "embed"

// FS holds every YYYYMMDDHHMMSS_name.up.sql / .down.sql file.
//
//go:embed *.sql
var FS embed.FS
