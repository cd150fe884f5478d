package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Erase removes a deleted account from the log, inside the deletion's transaction tx: entries
// it made lose their actor (Via becomes DeletedUser unless it already says how the change was
// made), and wherever a before or after names it, its id and e-mail address (also inside
// text) and its username (as a "username" value) become DeletedUser. It returns the number of
// entries changed.
func Erase(ctx context.Context, tx bun.IDB, userID uuid.UUID, email string, username *string) (int, error) {
	needles := []string{userID.String(), strings.ToLower(email)}
	if username != nil && *username != "" {
		needles = append(needles, strings.ToLower(*username))
	}
	var rows []struct {
		ID      uuid.UUID       `bun:"id,type:uuid"`
		ActorID *uuid.UUID      `bun:"actor_id,type:uuid"`
		Before  json.RawMessage `bun:"before,type:jsonb"`
		After   json.RawMessage `bun:"after,type:jsonb"`
	}
	err := tx.NewRaw(`SELECT id, actor_id, before, after FROM audit_log
		WHERE actor_id = ?0 OR EXISTS (SELECT 1 FROM unnest(ARRAY[?1]::text[]) AS n
			WHERE strpos(lower(coalesce(before::text, '')), n) > 0 OR strpos(lower(coalesce(after::text, '')), n) > 0)
		FOR UPDATE`, userID, bun.List(needles)).Scan(ctx, &rows)
	if err != nil {
		return 0, fmt.Errorf("audit entries naming the user: %w", err)
	}
	var pattern *regexp.Regexp
	if email != "" {
		pattern = regexp.MustCompile(`(?i)` + regexp.QuoteMeta(userID.String()) + `|` + regexp.QuoteMeta(email))
	} else {
		pattern = regexp.MustCompile(`(?i)` + regexp.QuoteMeta(userID.String()))
	}
	changed := false
	scrub := func(raw json.RawMessage) (json.RawMessage, error) {
		if len(raw) == 0 {
			return raw, nil
		}
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		var v any
		if err := d.Decode(&v); err != nil {
			return nil, fmt.Errorf("audit entry JSON: %w", err)
		}
		v, c := scrubValue(v, "", pattern, username)
		changed = changed || c
		return json.Marshal(v)
	}
	n := 0
	for _, r := range rows {
		changed = false
		before, err := scrub(r.Before)
		if err != nil {
			return n, err
		}
		after, err := scrub(r.After)
		if err != nil {
			return n, err
		}
		if !changed && (r.ActorID == nil || *r.ActorID != userID) {
			continue // named the user only in passing (e.g. a username that is also a role)
		}
		_, err = tx.NewRaw(`UPDATE audit_log SET before = ?::jsonb, after = ?::jsonb,
			via = CASE WHEN actor_id = ? THEN coalesce(via, ?) ELSE via END,
			actor_id = CASE WHEN actor_id = ? THEN NULL ELSE actor_id END WHERE id = ?`,
			nullJSON(before), nullJSON(after), userID, DeletedUser, userID, r.ID).Exec(ctx)
		if err != nil {
			return n, fmt.Errorf("erase audit entry: %w", err)
		}
		n++
	}
	return n, nil
}

// scrubValue replaces the account in v: any text holding its id or e-mail address, and a
// "username" value equal to its username. It reports whether it replaced anything.
func scrubValue(v any, key string, pattern *regexp.Regexp, username *string) (any, bool) {
	changed := false
	switch x := v.(type) {
	case map[string]any:
		for k, item := range x {
			var c bool
			x[k], c = scrubValue(item, k, pattern, username)
			changed = changed || c
		}
		return x, changed
	case []any:
		for i, item := range x {
			var c bool
			x[i], c = scrubValue(item, key, pattern, username)
			changed = changed || c
		}
		return x, changed
	case string:
		if username != nil && key == "username" && strings.EqualFold(x, *username) {
			return DeletedUser, true
		}
		if pattern.MatchString(x) {
			return pattern.ReplaceAllLiteralString(x, DeletedUser), true
		}
		return x, false
	}
	return v, false
}

func nullJSON(b json.RawMessage) any {
	if len(b) == 0 || string(b) == "null" {
		return nil
	}
	return string(b)
}
