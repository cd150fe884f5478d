package graph

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"sort"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"

	"festival/graph/model"
	"festival/graph/relay"
	"festival/internal/identity"
	"festival/internal/lineup"
)

// syncAnswer is what Edition.timetableChanges writes: the service's answer without content,
// and for each set written its cached content and its row (the viewer's vote; tallies too for a
// complete answer).
type syncAnswer struct {
	c     *lineup.TimetableChangeIDs
	parts [][][]byte // each set's card bytes
	rows  []lineup.PageRow
	sets  *setPlan
}

// timetableChanges is Edition.timetableChanges as timetableChanges (the resolver) answers it,
// with the sets' content from the card cache: the service's statements give the watermark,
// removals, the viewer's votes and the sets' ids (with the rows of a complete answer). A since
// that does not parse goes to gqlgen, which answers its error.
func (p *fastWriter) timetableChanges(e *model.Edition, f graphql.CollectedField) bool {
	args, err := p.ec.field_Edition_timetableChanges_args(p.ctx, p.args(f))
	if err != nil {
		return false
	}
	var since *lineup.Watermark
	if s, _ := args["since"].(*string); s != nil {
		w, err := lineup.ParseWatermark(*s)
		if err != nil {
			return false
		}
		since = &w
	}
	a := &syncAnswer{}
	ops, _, ok := compileObject(p, f.Selections, timetableChangesImplementors, a.field)
	if !ok {
		return false
	}
	if a.c, err = p.f.r.LineupService.TimetableChangeIDs(p.ctx, e.ID, since); err != nil {
		return false
	}
	if a.sets != nil && !a.load(p, e) {
		return false
	}
	p.wrote = true
	writeObject(&p.b, ops, a)
	return true
}

// load reads the cached content of the sets to write, and their rows.
func (a *syncAnswer) load(p *fastWriter, e *model.Edition) (ok bool) {
	signedIn := identity.From(p.ctx) != nil
	if a.c.Complete {
		a.rows = a.c.Rows
		entries, ok := p.rowCards(e, a.rows)
		if !ok {
			return false
		}
		for _, en := range entries {
			// A cached card may predate a change this instance has not heard of yet: the answer's
			// watermark goes back to the oldest card's read, so the next sync lists that change.
			if x := en.Card.ReadXmin; x > 0 && x < a.c.Watermark.Xmin {
				a.c.Watermark.Xmin = x
			}
		}
		a.parts, ok = p.cardParts(a.sets, entries)
		return ok
	}
	if a.sets.tally {
		return false // changed sets' tallies are not read here
	}
	// The changed sets are read again (their entries dropped first): this instance may not have
	// heard of their change yet, and an answer with an older content and the newer watermark
	// would keep it on the client until the set changes again.
	for _, id := range a.c.Changed {
		p.f.cards.SetChanged(id)
	}
	entries, err := p.f.cards.Get(p.ctx, a.c.Changed)
	if err != nil {
		return false
	}
	// As TimetableChanges: sets archived or moved away since are left out, the others by start.
	kept := entries[:0:0]
	for _, en := range entries {
		if !en.Card.Set.Archived && en.Card.Set.FestivalEditionID == e.ID {
			kept = append(kept, en)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return lineup.ByStart(kept[i].Card.Set, kept[j].Card.Set) })
	// The resolver reads a changed set's myVote from the viewer's votes (Set.myVote's loader):
	// the same votes as myVotes (every vote on the edition's non-archived sets; 0 for none).
	var votes map[uuid.UUID]int
	if signedIn {
		votes = make(map[uuid.UUID]int, len(a.c.MyVotes))
		for _, v := range a.c.MyVotes {
			votes[v.SetID] = v.Vote
		}
	}
	if a.parts, ok = p.cardParts(a.sets, kept); !ok {
		return false
	}
	a.rows = make([]lineup.PageRow, len(kept))
	mine := make([]int, len(kept))
	for i, en := range kept {
		a.rows[i].ID = en.Card.Set.ID
		if signedIn {
			mine[i] = votes[en.Card.Set.ID]
			a.rows[i].MyVote = &mine[i]
		}
	}
	return true
}

// field compiles a field of TimetableChanges; the sets' plan is kept in a.
func (a *syncAnswer) field(p *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *syncAnswer), string, bool) {
	switch f.Name {
	case "__typename":
		return typename[*syncAnswer]("TimetableChanges"), "", true
	case "watermark":
		return func(b *bytes.Buffer, a *syncAnswer) { writeString(b, a.c.Watermark.String()) }, "", true
	case "complete":
		return func(b *bytes.Buffer, a *syncAnswer) { writeBool(b, a.c.Complete) }, "", true
	case "removedSetIds":
		return func(b *bytes.Buffer, a *syncAnswer) {
			b.WriteByte('[')
			for i, id := range a.c.RemovedIDs {
				if i > 0 {
					b.WriteByte(',')
				}
				writeSetID(b, id)
			}
			b.WriteByte(']')
		}, "", true
	case "myVotes":
		ops, key, ok := compileObject(p, f.Selections, timetableVoteImplementors, timetableVoteField)
		if !ok {
			return nil, "", false
		}
		return func(b *bytes.Buffer, a *syncAnswer) {
			b.WriteByte('[')
			n := 0
			var v syncVote
			for _, x := range a.c.MyVotes {
				var known bool
				if v.vote, known = voteName(x.Vote); !known {
					continue // as the resolver: a vote of no known type is not listed
				}
				if n > 0 {
					b.WriteByte(',')
				}
				n++
				v.set = x.SetID
				writeObject(b, ops, &v)
			}
			b.WriteByte(']')
		}, key, true
	case "sets":
		if a.sets != nil {
			return nil, "", false // one sets field (merged by response key); an alias twice: gqlgen
		}
		plan, ok := compileSet(p, f)
		if !ok {
			return nil, "", false
		}
		a.sets = plan
		return func(b *bytes.Buffer, a *syncAnswer) { plan.list(b, a.parts, a.rows) }, plan.key, true
	}
	return nil, "", false
}

// syncVote is one of myVotes while it is written.
type syncVote struct {
	set  uuid.UUID
	vote model.VoteType
}

func timetableVoteField(_ *fastWriter, f graphql.CollectedField) (func(*bytes.Buffer, *syncVote), string, bool) {
	switch f.Name {
	case "__typename":
		return typename[*syncVote]("TimetableVote"), "", true
	case "setId":
		return func(b *bytes.Buffer, v *syncVote) { writeSetID(b, v.set) }, "", true
	case "vote":
		return func(b *bytes.Buffer, v *syncVote) { writeString(b, string(v.vote)) }, "", true
	}
	return nil, "", false
}

// writeSetID writes relay.ID(relay.TypeSet, id), quoted, without allocating (base64 needs no
// escapes).
func writeSetID(b *bytes.Buffer, id uuid.UUID) {
	const prefix = relay.TypeSet + ":"
	var raw [len(prefix) + 36]byte
	copy(raw[:], prefix)
	hex.Encode(raw[len(prefix):], id[0:4])
	raw[len(prefix)+8] = '-'
	hex.Encode(raw[len(prefix)+9:], id[4:6])
	raw[len(prefix)+13] = '-'
	hex.Encode(raw[len(prefix)+14:], id[6:8])
	raw[len(prefix)+18] = '-'
	hex.Encode(raw[len(prefix)+19:], id[8:10])
	raw[len(prefix)+23] = '-'
	hex.Encode(raw[len(prefix)+24:], id[10:])
	var out [(len(raw)*8 + 5) / 6]byte
	base64.RawURLEncoding.Encode(out[:], raw[:])
	b.WriteByte('"')
	b.Write(out[:])
	b.WriteByte('"')
}
