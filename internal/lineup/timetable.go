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
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"festival/internal/apperr"
	"festival/internal/identity"
)

// Watermark is a position in an edition's timetable changes: the xmin of the snapshot a sync
// read (see migrations/20261128100000_timetable_sync.up.sql for why a transaction id and not a
// time), for one viewer (the sets carry the viewer's votes: another viewer's watermark gets a
// full answer). Clients hold it as an opaque string.
type Watermark struct {
	Edition uuid.UUID
	Viewer  uuid.UUID // uuid.Nil: signed out
	Xmin    int64
}

const watermarkPrefix = "timetable:"

// String is the watermark as clients hold it.
func (w Watermark) String() string {
	return base64.RawURLEncoding.EncodeToString([]byte(watermarkPrefix + w.Edition.String() + ":" + w.Viewer.String() + ":" + strconv.FormatInt(w.Xmin, 10)))
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
	w := Watermark{Edition: edition, Viewer: viewer, Xmin: seq}
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
	// MyVotes are all the viewer's votes on the edition's non-archived sets, by set (none when
	// signed out); votes are not stamped as changes.
	MyVotes []SetVote
}

// SetVote is a viewer's vote on a set.
type SetVote struct {
	SetID uuid.UUID `bun:"set_id"`
	Vote  int       `bun:"vote_type"`
}

// myVotesStatement is the viewer's ($1) votes on the non-archived sets of an edition ($2).
const myVotesStatement = `SELECT v.set_id, v.vote_type FROM votes v JOIN sets s ON s.id = v.set_id
	WHERE v.user_id = $1 AND s.festival_edition_id = $2 AND NOT s.archived ORDER BY v.set_id`

type changeRow struct {
	// w: the watermark (the snapshot's xmin), x: the snapshot's xmax, s: a set stamped at or
	// after since, r: a tombstone.
	Kind     string    `bun:"kind"`
	ID       uuid.UUID `bun:"id"`
	Xid      int64     `bun:"xid"`
	Archived bool      `bun:"archived"`
}

// TimetableChanges returns the sets of the edition changed since the watermark since (all of
// them without since), their removals, and the watermark to pass next time. Sets changed just
// before since may come again (see Watermark). The caller checks that the viewer may see the
// edition.
func (s *Service) TimetableChanges(ctx context.Context, editionID uuid.UUID, since *Watermark) (*TimetableChanges, error) {
	out, changed, full, err := s.timetableStamps(ctx, editionID, since)
	if err != nil {
		return nil, err
	}
	if full {
		page, err := s.SetCards(ctx, editionID, SortDateAsc, Filter{}, MaxTimetable, 0)
		if err != nil {
			return nil, err
		}
		out.Complete, out.Cards = true, page.Cards
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
	sort.SliceStable(out.Cards, func(i, j int) bool { return ByStart(out.Cards[i].Set, out.Cards[j].Set) })
	return out, nil
}

// TimetableChangeIDs is TimetableChanges without the cards' content, for a caller that keeps
// it (the card cache): the same statements up to the cards, then, for a complete answer, the
// timetable's rows (Timetable: ids in its order, tallies, the viewer's votes) in one statement;
// for changes, the ids of the sets stamped after since, in no order, which the caller reads,
// keeps when not archived and still in the edition, and orders by ByStart, as TimetableChanges
// does.
func (s *Service) TimetableChangeIDs(ctx context.Context, editionID uuid.UUID, since *Watermark) (*TimetableChangeIDs, error) {
	c, changed, full, err := s.timetableStamps(ctx, editionID, since)
	if err != nil {
		return nil, err
	}
	out := &TimetableChangeIDs{Watermark: c.Watermark, RemovedIDs: c.RemovedIDs, MyVotes: c.MyVotes}
	if full {
		if out.Rows, err = s.Timetable(ctx, editionID); err != nil {
			return nil, err
		}
		out.Complete = true
		return out, nil
	}
	out.Changed = changed
	return out, nil
}

// TimetableChangeIDs is TimetableChanges with ids in place of cards (see
// Service.TimetableChangeIDs).
type TimetableChangeIDs struct {
	Watermark Watermark
	Complete  bool
	// Rows: the whole timetable when Complete.
	Rows []PageRow
	// Changed: the sets stamped after since, when not Complete.
	Changed    []uuid.UUID
	RemovedIDs []uuid.UUID
	MyVotes    []SetVote
}

// timetableStamps reads the watermark, the stamps after since, the removals and the viewer's
// votes; full says the answer is the whole timetable (RemovedIDs then empty), changed are the
// non-archived sets stamped otherwise.
func (s *Service) timetableStamps(ctx context.Context, editionID uuid.UUID, since *Watermark) (out *TimetableChanges, changed []uuid.UUID, full bool, err error) {
	var viewer uuid.UUID
	if v := identity.From(ctx); v != nil {
		viewer = v.UserID
	}
	after := int64(-1) // a full sync still reads the watermark; it lists no stamps
	if since != nil && since.Edition == editionID && since.Viewer == viewer {
		after = since.Xmin
	}
	// One statement, one snapshot: the watermark and the stamps it covers are read together.
	var rows []changeRow
	err = s.DB.NewRaw(`SELECT 'w' AS kind, ?::uuid AS id, pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS xid, false AS archived
		UNION ALL SELECT 'x', ?::uuid, pg_snapshot_xmax(pg_current_snapshot())::text::bigint, false
		UNION ALL (SELECT 's', id, changed_xid::text::bigint, archived FROM sets
			WHERE festival_edition_id = ? AND ? >= 0 AND changed_xid >= ?::text::xid8 LIMIT ?)
		UNION ALL (SELECT 'r', set_id, changed_xid::text::bigint, true FROM timetable_removals
			WHERE festival_edition_id = ? AND ? >= 0 AND changed_xid >= ?::text::xid8 LIMIT ?)`,
		editionID, editionID, editionID, after, max(after, 0), MaxTimetable+1, editionID, after, max(after, 0), MaxTimetable+1).Scan(ctx, &rows)
	if err != nil {
		return nil, nil, false, fmt.Errorf("timetable changes: %w", err)
	}
	myVotes := []SetVote{}
	if viewer != uuid.Nil {
		// Up to a vote per set of the timetable: scanned natively (Service.query), not by bun.
		var id pgtype.UUID
		var vote int
		args := []any{pgx.QueryExecModeCacheStatement, pgtype.UUID{Bytes: viewer, Valid: true}, pgtype.UUID{Bytes: editionID, Valid: true}}
		err := s.query(ctx, myVotesStatement, args, func(scan func(...any) error) error {
			if err := scan(&id, &vote); err != nil {
				return err
			}
			myVotes = append(myVotes, SetVote{SetID: id.Bytes, Vote: vote})
			return nil
		})
		if err != nil {
			return nil, nil, false, fmt.Errorf("timetable votes: %w", err)
		}
	}
	out = &TimetableChanges{Watermark: Watermark{Edition: editionID, Viewer: viewer}, RemovedIDs: []uuid.UUID{}, MyVotes: myVotes}
	var xmax int64
	for _, r := range rows {
		switch {
		case r.Kind == "w":
			out.Watermark.Xmin = r.Xid
		case r.Kind == "x":
			xmax = r.Xid
		case r.Kind == "r" || r.Archived:
			out.RemovedIDs = append(out.RemovedIDs, r.ID)
		default:
			changed = append(changed, r.ID)
		}
	}
	// No since, another edition's or viewer's, one past every transaction id given out (not
	// ours: another database), or more changes than a timetable holds: the whole timetable,
	// read after the watermark (so it is at least as new; what changes in between comes again
	// next time).
	if after < 0 || after > xmax || len(changed) > MaxTimetable || len(out.RemovedIDs) > MaxTimetable {
		out.RemovedIDs = []uuid.UUID{}
		return out, nil, true, nil
	}
	return out, changed, false, nil
}

// ByStart orders sets as the timetable does: by start time, sets without one last, then name.
func ByStart(a, b *Set) bool {
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
