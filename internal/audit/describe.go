package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Change is one changed field of an entry, its values as shown to people (nil: none).
type Change struct {
	Field  string
	Before *string
	After  *string
}

// hidden fields are bookkeeping, not something an admin changed.
var hidden = map[string]bool{
	"id": true, "created_at": true, "updated_at": true, "created_by": true, "added_by": true,
	"festival_id": true, "festival_edition_id": true, "edition_id": true, "user_id": true,
	"time_start": true, "time_end": true, "email": true, "username": true,
}

// first fields come first, in this order; the rest alphabetically.
var first = []string{"name", "time", "stage", "artists", "role", "published", "archived"}

// labels name fields whose column name is not the word.
var labels = map[string]string{"stage_id": "stage", "artist_ids": "artists", "genre_ids": "genres"}

// maxValue caps a shown value (a description can be long).
const maxValue = 300

// describeAll fills Summary and Changes of rows, naming the stages, artists and genres their
// rows point at with one query.
func describeAll(ctx context.Context, db bun.IDB, rows []*Entry) error {
	idSet := map[uuid.UUID]bool{}
	parsed := make([][2]map[string]any, len(rows))
	for i, e := range rows {
		parsed[i] = [2]map[string]any{object(e.Before), object(e.After)}
		for _, row := range parsed[i] {
			for _, k := range []string{"stage_id", "artist_ids", "genre_ids"} {
				for _, s := range stringsOf(row[k]) {
					if id, err := uuid.Parse(s); err == nil {
						idSet[id] = true
					}
				}
			}
		}
	}
	names := map[string]string{}
	if len(idSet) > 0 {
		ids := make([]uuid.UUID, 0, len(idSet))
		for id := range idSet {
			ids = append(ids, id)
		}
		var found []struct {
			ID   uuid.UUID `bun:"id,type:uuid"`
			Name string    `bun:"name"`
		}
		err := db.NewRaw(`SELECT id, name FROM stages WHERE id IN (?0)
			UNION ALL SELECT id, name FROM artists WHERE id IN (?0)
			UNION ALL SELECT id, name FROM music_genres WHERE id IN (?0)`, bun.List(ids)).Scan(ctx, &found)
		if err != nil {
			return fmt.Errorf("audit names: %w", err)
		}
		for _, f := range found {
			names[f.ID.String()] = f.Name
		}
	}
	for i, e := range rows {
		loc := time.UTC
		if e.TimeZone != nil {
			if l, err := time.LoadLocation(*e.TimeZone); err == nil {
				loc = l
			}
		}
		e.Summary, e.Changes = describe(e, parsed[i][0], parsed[i][1], names, loc)
	}
	return nil
}

// describe names what e changed in words, and lists its changed fields.
func describe(e *Entry, before, after map[string]any, names map[string]string, loc *time.Location) (string, []Change) {
	verb := e.Action
	if i := strings.IndexByte(verb, '.'); i >= 0 {
		verb = verb[i+1:]
	}
	if e.EntityType == Role {
		return describeRole(verb, before, after)
	}
	kind := e.EntityType
	if kind == Import {
		return describeImport(verb, after)
	}
	changes := diff(before, after, names, loc)
	name := text(after["name"])
	if name == "" {
		name = text(before["name"])
	}
	subject := kind
	if name != "" {
		subject = fmt.Sprintf("%s '%s'", kind, name)
	}
	switch {
	case verb == "create" || (before == nil && after != nil && verb != "import"):
		return subject + " created", changes
	case verb == "archive":
		return subject + " archived", changes
	case verb == "delete":
		return subject + " deleted", changes
	case verb == "import":
		if how := text(after["import"]); how != "" {
			return fmt.Sprintf("%s imported (%s)", subject, how), changes
		}
		return subject + " imported", changes
	case verb == "logo.upload":
		return subject + ": logo uploaded", changes
	case verb == "logo.remove":
		return subject + ": logo removed", changes
	}
	if len(changes) == 0 {
		return fmt.Sprintf("%s: %s, nothing visible changed", subject, verb), changes
	}
	parts := make([]string, 0, 3)
	for i, c := range changes {
		if i == 3 {
			parts = append(parts, fmt.Sprintf("and %d more", len(changes)-3))
			break
		}
		parts = append(parts, fmt.Sprintf("%s %s → %s", c.Field, shown(c.Before), shown(c.After)))
	}
	return subject + ": " + strings.Join(parts, "; "), changes
}

// describeImport words an import as a whole from its after (the importer's record, see
// csvimport.recordJSON): "Imported sets.csv: 3 created, 2 changed", or what its undo did. Its
// changes are the counts and names in words; its ids and timestamps are bookkeeping (the entry
// has its own time and actor).
func describeImport(verb string, after map[string]any) (string, []Change) {
	file := text(after["file_name"])
	changes := []Change{}
	add := func(field, value string) {
		if value != "" {
			changes = append(changes, Change{Field: field, After: &value})
		}
	}
	add("file", file)
	add("kind", text(after["kind"]))
	count := func(k string) int {
		n, err := strconv.Atoi(text(after[k]))
		if err != nil {
			return 0
		}
		return n
	}
	// counts words the counts of keys (key, label pairs) that are not 0.
	counts := func(keys ...[2]string) []string {
		var parts []string
		for _, k := range keys {
			if n := count(k[0]); n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", n, k[1]))
				add(k[1], strconv.Itoa(n))
			}
		}
		return parts
	}
	if verb == "undo" {
		subject := "Import undone"
		if file != "" {
			subject = "Undid the import of " + file
		}
		parts := counts([2]string{"restored", "rows restored"}, [2]string{"artists_archived", "new artists archived"})
		if len(parts) == 0 {
			parts = append(parts, "nothing to restore")
		}
		for _, k := range [][2]string{{"kept_with_votes", "kept with votes"}, {"kept_stages", "kept stages"}} {
			if kept := stringsOf(after[k[0]]); len(kept) > 0 {
				list := strings.Join(kept, ", ")
				if r := []rune(list); len(r) > maxValue {
					list = string(r[:maxValue]) + "…"
				}
				parts = append(parts, fmt.Sprintf("%s: %s", k[1], list))
				add(k[1], list)
			}
		}
		return subject + ": " + strings.Join(parts, "; "), changes
	}
	subject := "Import"
	if file != "" {
		subject = "Imported " + file
	}
	if n := count("rows"); n > 0 {
		add("rows", strconv.Itoa(n))
	}
	parts := counts([2]string{"created", "created"}, [2]string{"changed", "changed"}, [2]string{"unchanged", "unchanged"})
	if len(parts) == 0 {
		return subject + ": nothing changed", changes
	}
	return subject + ": " + strings.Join(parts, ", "), changes
}

// describeRole words a role change: who (username, else e-mail; role entries are shown only
// to those who may read admin roles) and the role before and after.
func describeRole(verb string, before, after map[string]any) (string, []Change) {
	row := after
	if row == nil {
		row = before
	}
	who := text(row["username"])
	if who == "" {
		who = text(row["email"])
	}
	if who == "" {
		who = "unknown user"
	}
	b, a := opt(text(before["role"])), opt(text(after["role"]))
	changes := []Change{}
	if shown(b) != shown(a) {
		changes = append(changes, Change{Field: "role", Before: b, After: a})
	}
	switch verb {
	case "add":
		return fmt.Sprintf("Role: %s added as %s", who, shown(a)), changes
	case "remove":
		return fmt.Sprintf("Role: %s (%s) removed", who, shown(b)), changes
	default:
		return fmt.Sprintf("Role of %s: %s → %s", who, shown(b), shown(a)), changes
	}
}

// diff lists the fields that differ between before and after (every shown field of a
// creation), a set's time_start and time_end as one "time" in loc.
func diff(before, after map[string]any, names map[string]string, loc *time.Location) []Change {
	keys := map[string]bool{}
	for k := range before {
		keys[k] = true
	}
	for k := range after {
		keys[k] = true
	}
	var out []Change
	for k := range keys {
		if hidden[k] || k == "import" {
			continue
		}
		b, a := value(before, k, names), value(after, k, names)
		if before == nil {
			b = nil
		}
		if shown(b) == shown(a) && (b == nil) == (a == nil) {
			continue
		}
		if before == nil && (a == nil || *a == "") {
			continue
		}
		label := labels[k]
		if label == "" {
			label = strings.ReplaceAll(k, "_", " ")
		}
		out = append(out, Change{Field: label, Before: b, After: a})
	}
	if keys["time_start"] || keys["time_end"] {
		b, a := times(before, after, loc)
		if before == nil {
			b = nil
		}
		if shown(b) != shown(a) {
			out = append(out, Change{Field: "time", Before: b, After: a})
		}
	}
	rank := func(f string) int {
		for i, x := range first {
			if x == f {
				return i
			}
		}
		return len(first)
	}
	sort.Slice(out, func(i, j int) bool {
		ri, rj := rank(out[i].Field), rank(out[j].Field)
		if ri != rj {
			return ri < rj
		}
		return out[i].Field < out[j].Field
	})
	return out
}

// times shows a set's slot before and after as "20:00–21:00" in loc, with the day when the
// two start on different days (or only one exists).
func times(before, after map[string]any, loc *time.Location) (*string, *string) {
	parse := func(row map[string]any, k string) *time.Time {
		t, err := time.Parse(time.RFC3339Nano, text(row[k]))
		if err != nil {
			return nil
		}
		t = t.In(loc)
		return &t
	}
	bs, be, as, ae := parse(before, "time_start"), parse(before, "time_end"), parse(after, "time_start"), parse(after, "time_end")
	withDay := bs == nil || as == nil || bs.Format("2006-01-02") != as.Format("2006-01-02")
	slot := func(s, e *time.Time) *string {
		if s == nil && e == nil {
			return nil
		}
		out := "?"
		if s != nil {
			out = s.Format("15:04")
			if withDay {
				out = s.Format("Mon 2 Jan 15:04")
			}
		}
		out += "–"
		if e != nil {
			out += e.Format("15:04")
		} else {
			out += "?"
		}
		return &out
	}
	return slot(bs, be), slot(as, ae)
}

// value shows row[k]: text as is, yes/no, numbers, ids by their names, lists joined.
func value(row map[string]any, k string, names map[string]string) *string {
	v, ok := row[k]
	if !ok || v == nil {
		return nil
	}
	var s string
	switch x := v.(type) {
	case string:
		s = x
		if n, ok := names[x]; ok && strings.HasSuffix(k, "_id") {
			s = n
		}
	case bool:
		s = "no"
		if x {
			s = "yes"
		}
	case json.Number:
		s = x.String()
	case []any:
		parts := make([]string, 0, len(x))
		for _, item := range x {
			p := text(item)
			if n, ok := names[p]; ok {
				p = n
			}
			parts = append(parts, p)
		}
		s = strings.Join(parts, ", ")
	default:
		b, _ := json.Marshal(x)
		s = string(b)
	}
	if r := []rune(s); len(r) > maxValue {
		s = string(r[:maxValue]) + "…"
	}
	return &s
}

func object(raw json.RawMessage) map[string]any {
	if len(raw) == 0 {
		return nil
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var m map[string]any
	if d.Decode(&m) != nil {
		return nil
	}
	return m
}

func text(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case nil:
		return ""
	default:
		return fmt.Sprint(x)
	}
}

func stringsOf(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []any:
		out := make([]string, 0, len(x))
		for _, i := range x {
			if s, ok := i.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

func opt(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func shown(s *string) string {
	if s == nil {
		return "—"
	}
	return *s
}
