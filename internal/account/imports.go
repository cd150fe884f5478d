package account

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/audit"
)

// scrubImportRows removes the account from the CSV imports' undo snapshots
// (import_rows.before: a row as it was, e.g. a set's created_by), inside the deletion's
// transaction: a value that is the user's id becomes null (as the live row's reference does,
// ON DELETE SET NULL), and text holding the id or e-mail address has it replaced by
// audit.DeletedUser. Undo reads only the content fields (description, times, artists,
// archived), so it restores the same content afterwards. It returns the rows changed.
func scrubImportRows(ctx context.Context, tx bun.Tx, userID uuid.UUID, email string) (int, error) {
	id := userID.String()
	needles := []string{id}
	if email != "" {
		needles = append(needles, strings.ToLower(email))
	}
	var rows []struct {
		ImportID uuid.UUID       `bun:"import_id,type:uuid"`
		Position int             `bun:"position"`
		Before   json.RawMessage `bun:"before,type:jsonb"`
	}
	err := tx.NewRaw(`SELECT import_id, position, before FROM import_rows
		WHERE before IS NOT NULL AND EXISTS (SELECT 1 FROM unnest(ARRAY[?]::text[]) AS n
			WHERE strpos(lower(before::text), n) > 0)
		FOR UPDATE`, bun.List(needles)).Scan(ctx, &rows)
	if err != nil {
		return 0, fmt.Errorf("import snapshots naming the user: %w", err)
	}
	quoted := make([]string, len(needles))
	for i, n := range needles {
		quoted[i] = regexp.QuoteMeta(n)
	}
	pattern := regexp.MustCompile(`(?i)` + strings.Join(quoted, "|"))
	n := 0
	for _, r := range rows {
		d := json.NewDecoder(bytes.NewReader(r.Before))
		d.UseNumber()
		var v any
		if err := d.Decode(&v); err != nil {
			return n, fmt.Errorf("import snapshot JSON: %w", err)
		}
		v, changed := scrubSnapshot(v, id, pattern)
		if !changed {
			continue
		}
		out, err := json.Marshal(v)
		if err != nil {
			return n, err
		}
		if _, err := tx.NewRaw(`UPDATE import_rows SET before = ?::jsonb WHERE import_id = ? AND position = ?`,
			string(out), r.ImportID, r.Position).Exec(ctx); err != nil {
			return n, fmt.Errorf("scrub import snapshot: %w", err)
		}
		n++
	}
	return n, nil
}

// scrubSnapshot replaces the account in v: a string that is its id becomes null, text holding
// the id or address has it replaced. It reports whether it replaced anything.
func scrubSnapshot(v any, id string, pattern *regexp.Regexp) (any, bool) {
	changed := false
	switch x := v.(type) {
	case map[string]any:
		for k, item := range x {
			var c bool
			x[k], c = scrubSnapshot(item, id, pattern)
			changed = changed || c
		}
		return x, changed
	case []any:
		for i, item := range x {
			var c bool
			x[i], c = scrubSnapshot(item, id, pattern)
			changed = changed || c
		}
		return x, changed
	case string:
		if strings.EqualFold(x, id) {
			return nil, true
		}
		if pattern.MatchString(x) {
			return pattern.ReplaceAllLiteralString(x, audit.DeletedUser), true
		}
	}
	return v, false
}
