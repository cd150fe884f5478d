// Package loader batches the lookups of one GraphQL response (dataloaders). A fresh set is made
// per response (AroundResponses), so each subscription event reads current data, not a cache
// from an earlier event.
package loader

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/notes"
	"festival/internal/voting"
)

// wait is how long a loader collects keys before it runs its batch.
const wait = 2 * time.Millisecond

// Services are what the loaders read from.
type Services struct {
	Festivals *festival.Service
	Lineup    *lineup.Service
	Voting    *voting.Service
	Users     *auth.Users
	Groups    *groups.Service
	Notes     *notes.Service
}

// Loaders of one response.
type Loaders struct {
	FestivalByID       *dataloadgen.Loader[uuid.UUID, *festival.Festival]
	EditionByID        *dataloadgen.Loader[uuid.UUID, *festival.Edition]
	EditionsByFestival *dataloadgen.Loader[uuid.UUID, []*festival.Edition]
	StagesByEdition    *dataloadgen.Loader[uuid.UUID, []*lineup.Stage]
	StageByID          *dataloadgen.Loader[uuid.UUID, *lineup.Stage]
	SetByID            *dataloadgen.Loader[uuid.UUID, *lineup.Set]
	ArtistByID         *dataloadgen.Loader[uuid.UUID, *lineup.Artist]
	GenreByID          *dataloadgen.Loader[uuid.UUID, *lineup.Genre]
	ArtistsBySet       *dataloadgen.Loader[uuid.UUID, []*lineup.Artist]
	GenresByArtist     *dataloadgen.Loader[uuid.UUID, []*lineup.Genre]
	TallyBySet         *dataloadgen.Loader[uuid.UUID, lineup.Tally]
	MaxFollowersBySet  *dataloadgen.Loader[uuid.UUID, int]
	UserByID           *dataloadgen.Loader[uuid.UUID, *auth.User]
	GroupByID          *dataloadgen.Loader[uuid.UUID, *groups.Group]
	MemberByID         *dataloadgen.Loader[uuid.UUID, *groups.Member]
	InviteByID         *dataloadgen.Loader[uuid.UUID, *groups.Invite]
	NoteByID           *dataloadgen.Loader[uuid.UUID, *notes.Note]
	InvitationByID     *dataloadgen.Loader[uuid.UUID, *groups.Invitation]
	// MyVoteBySet holds the viewer's own votes (0 for none); nil for anonymous viewers.
	MyVoteBySet *dataloadgen.Loader[uuid.UUID, int]
}

// New makes the loaders for one response of viewer v (nil: anonymous).
func New(s Services, v *identity.Viewer) *Loaders {
	l := &Loaders{
		FestivalByID:       mapped(s.Festivals.ByIDs),
		EditionByID:        mapped(s.Festivals.EditionsByIDs),
		EditionsByFestival: mapped(s.Festivals.EditionsOf),
		StagesByEdition:    mapped(s.Lineup.StagesOf),
		StageByID:          mapped(s.Lineup.StagesByIDs),
		SetByID:            mapped(s.Lineup.SetsByIDs),
		ArtistByID:         mapped(s.Lineup.ArtistsByIDs),
		GenreByID:          mapped(s.Lineup.GenresByIDs),
		ArtistsBySet:       mapped(s.Lineup.ArtistsOfSets),
		GenresByArtist:     mapped(s.Lineup.GenresOfArtists),
		TallyBySet:         mapped(s.Lineup.Tallies),
		MaxFollowersBySet:  mapped(s.Lineup.MaxFollowers),
		UserByID:           mapped(s.Users.ByIDs),
		GroupByID:          mapped(s.Groups.ByIDs),
		MemberByID:         mapped(s.Groups.MembersByIDs),
		InviteByID:         mapped(s.Groups.InvitesByIDs),
		NoteByID:           mapped(s.Notes.ByIDs),
		InvitationByID:     mapped(s.Groups.InvitationsByIDs),
	}
	if v != nil {
		user := v.UserID
		l.MyVoteBySet = mapped(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]int, error) {
			return s.Voting.MyVotes(ctx, user, ids)
		})
	}
	return l
}

// mapped turns a batch fetch that returns a map into a loader; a missing key loads the zero
// value (nil: not found or not visible), not an error.
func mapped[K comparable, V any](fetch func(context.Context, []K) (map[K]V, error)) *dataloadgen.Loader[K, V] {
	return dataloadgen.NewLoader(func(ctx context.Context, keys []K) ([]V, []error) {
		m, err := fetch(ctx, keys)
		values := make([]V, len(keys))
		if err != nil {
			errs := make([]error, len(keys))
			for i := range errs {
				errs[i] = err
			}
			return values, errs
		}
		for i, k := range keys {
			values[i] = m[k]
		}
		return values, nil
	}, dataloadgen.WithWait(wait))
}

type ctxKey struct{}

// With returns ctx carrying l.
func With(ctx context.Context, l *Loaders) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// For returns the loaders of the response in ctx.
func For(ctx context.Context) *Loaders {
	return ctx.Value(ctxKey{}).(*Loaders)
}
