package lineup

import (
	"context"
	"encoding/base64"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/identity"
)

// Watermark is a position in an edition's timetable changes: its change counter's value (see
// migrations/20261128100000_timetable_sync.up.sql for why a counter and not a time), for one
// viewer (the sets carry the viewer's votes: another viewer's watermark gets a full answer).
// Clients hold it as an opaque string.
type Watermark struct {
	Edition uuid.UUID
	Viewer  uuid.UUID // uuid.Nil: signed out
	Seq     int64
}

const watermarkPrefix = "timetable:"

// String is the watermark as clients hold it.
func (w Watermark) String() string {
	return base64.RawURLEncoding.EncodeToString([]byte(watermarkPrefix + w.Edition.String() + ":" + w.Viewer.String() + ":" + strconv.FormatInt(w.Seq, 10)))
}

// errWatermark is the answer to a since that no server wrote.
var errWatermark = apperr.Invalid("since", "since is not a timetable watermark: pass the watermark of an earlier answer, or null")

// ParseWatermark reads a watermark written by String, strictly (BAD_USER_INPUT otherwise).
func ParseWatermark(s string) (Watermark, error) {
	if len(s) > 200 {
		return Watermark{}, errWatermark
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return Watermark{}, errWatermark
	}
	rest, ok := strings.CutPrefix(string(raw), watermarkPrefix)
	if !ok {
		return Watermark{}, errWatermark
	}
	parts := strings.Split(rest, ":")
	if len(parts) != 3 {
		return Watermark{}, errWatermark
	}
	edition, err := uuid.Parse(parts[0])
	if err != nil {
		return Watermark{}, errWatermark
	}
	viewer, err := uuid.Parse(parts[1])
	if err != nil {
		return Watermark{}, errWatermark
	}
	seq, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || seq < 0 || seq == math.MaxInt64 {
		return Watermark{}, errWatermark
	}
	w := Watermark{Edition: edition, Viewer: viewer, Seq: seq}
	if w.String() != s { // one spelling per watermark
		return Watermark{}, errWatermark
	}
	return w, nil
}

// TimetableChanges is what changed in an edition's timetable after a watermark.
type TimetableChanges struct {
	// Watermark covers everything in this answer: the next sync passes it.
	Watermark Watermark
	// Complete: Cards is the whole timetable (no since, or one of another edition or viewer, or
	// unknown here), and the client replaces what it holds.
	Complete bool
	// Cards are the sets changed or added after since, with what a card shows, by start time.
	// A full answer carries the viewer's votes (as the timetable does); changed sets' are
	// loaded by the resolver (MyVote nil).
	Cards []*Card
	// RemovedIDs are the sets archived, deleted or moved to another edition after since.
	RemovedIDs []uuid.UUID
}

type changeRow struct {
	Kind     string    `bun:"kind"` // w: the watermark, s: a set stamped after since, r: a tombstone
	ID       uuid.UUID `bun:"id"`
	Seq      int64     `bun:"seq"`
	Archived bool      `bun:"archived"`
}

// TimetableChanges returns the sets of the edition changed after since (all of them without
// since), their removals, and the watermark to pass next time. The caller checks that the
// viewer may see the edition.
func (s *Service) TimetableChanges(ctx context.Context, editionID uuid.UUID, since *Watermark) (*TimetableChanges, error) {
	var viewer uuid.UUID
	if v := identity.From(ctx); v != nil {
		viewer = v.UserID
	}
	after := int64(-1) // a full sync still reads the watermark; it lists no stamps
	if since != nil && since.Edition == editionID && since.Viewer == viewer {
		after = since.Seq
	}
	// One statement, one snapshot: the counter and the stamps it covers are read together.
	var rows []changeRow
	err := s.DB.NewRaw(`SELECT 'w' AS kind, ?::uuid AS id, coalesce((SELECT seq FROM timetable_seqs WHERE festival_edition_id = ?), 0) AS seq, false AS archived
		UNION ALL (SELECT 's', id, changed_seq, archived FROM sets WHERE festival_edition_id = ? AND changed_seq > ? AND ? >= 0 LIMIT ?)
		UNION ALL (SELECT 'r', set_id, seq, true FROM timetable_removals WHERE festival_edition_id = ? AND seq > ? AND ? >= 0 LIMIT ?)`,
		editionID, editionID, editionID, after, after, MaxTimetable+1, editionID, after, after, MaxTimetable+1).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("timetable changes: %w", err)
	}
	out := &TimetableChanges{Watermark: Watermark{Edition: editionID, Viewer: viewer, Seq: rows[0].Seq}, RemovedIDs: []uuid.UUID{}}
	var changed []uuid.UUID
	for _, r := range rows[1:] {
		switch {
		case r.Kind == "r" || r.Archived:
			out.RemovedIDs = append(out.RemovedIDs, r.ID)
		default:
			changed = append(changed, r.ID)
		}
	}
	// No since, another edition's or viewer's, one ahead of the counter (a restored database), or more
	// changes than a timetable holds: the whole timetable, read after the watermark (so it is at
	// least as new; what changes in between comes again next time).
	if after < 0 || after > out.Watermark.Seq || len(changed) > MaxTimetable || len(out.RemovedIDs) > MaxTimetable {
		page, err := s.SetCards(ctx, editionID, SortDateAsc, Filter{}, MaxTimetable, 0)
		if err != nil {
			return nil, err
		}
		out.Complete, out.Cards, out.RemovedIDs = true, page.Cards, []uuid.UUID{}
		return out, nil
	}
	out.Cards = []*Card{}
	if len(changed) == 0 {
		return out, nil
	}
	cards, err := s.CardsByIDs(ctx, changed)
	if err != nil {
		return nil, err
	}
	// Cards are read after the watermark: a set archived or moved away since is left out here
	// (its stamp is above the watermark, so the next sync removes it).
	for _, c := range cards {
		if !c.Set.Archived && c.Set.FestivalEditionID == editionID {
			out.Cards = append(out.Cards, c)
		}
	}
	sort.SliceStable(out.Cards, func(i, j int) bool { return byStart(out.Cards[i].Set, out.Cards[j].Set) })
	return out, nil
}

// byStart orders sets as the timetable does: by start time, sets without one last, then name.
func byStart(a, b *Set) bool {
	switch {
	case a.TimeStart == nil || b.TimeStart == nil:
		if (a.TimeStart == nil) != (b.TimeStart == nil) {
			return b.TimeStart == nil
		}
	case !a.TimeStart.Equal(*b.TimeStart):
		return a.TimeStart.Before(*b.TimeStart)
	}
	if a.Name != b.Name {
		return a.Name < b.Name
	}
	return a.ID.String() < b.ID.String()
}
