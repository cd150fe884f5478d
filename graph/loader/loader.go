// Package loader batches the lookups of one GraphQL response (dataloaders). A fresh set is made
// per response (AroundResponses), so each subscription event reads current data, not a cache
// from an earlier event.
package loader

import (
	"context"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"festival/graph/model"
	"festival/internal/admin"
	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/notes"
	"festival/internal/notify"
	"festival/internal/onsite"
	"festival/internal/ratings"
	"festival/internal/share"
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
	Admin     *admin.Service
	Notify    *notify.Service
	Onsite    *onsite.Service
	Tokens    *auth.AccessTokens
	Ratings   *ratings.Service
	Shares    *share.Service
}

// Loaders of one response.
type Loaders struct {
	FestivalByID        *dataloadgen.Loader[uuid.UUID, *model.Festival]
	EditionByID         *dataloadgen.Loader[uuid.UUID, *model.Edition]
	EditionsByFestival  *dataloadgen.Loader[uuid.UUID, []*model.Edition]
	StagesByEdition     *dataloadgen.Loader[uuid.UUID, []*model.Stage]
	StageByID           *dataloadgen.Loader[uuid.UUID, *model.Stage]
	SetByID             *dataloadgen.Loader[uuid.UUID, *model.Set]
	ArtistByID          *dataloadgen.Loader[uuid.UUID, *model.Artist]
	GenreByID           *dataloadgen.Loader[uuid.UUID, *model.MusicGenre]
	ArtistsBySet        *dataloadgen.Loader[uuid.UUID, []*model.Artist]
	GenresByArtist      *dataloadgen.Loader[uuid.UUID, []*model.MusicGenre]
	TallyBySet          *dataloadgen.Loader[uuid.UUID, lineup.Tally]
	MaxFollowersBySet   *dataloadgen.Loader[uuid.UUID, int]
	UserByID            *dataloadgen.Loader[uuid.UUID, *model.User]
	GroupByID           *dataloadgen.Loader[uuid.UUID, *model.Group]
	MemberByID          *dataloadgen.Loader[uuid.UUID, *model.GroupMember]
	InviteByID          *dataloadgen.Loader[uuid.UUID, *model.GroupInvite]
	NoteByID            *dataloadgen.Loader[uuid.UUID, *model.Note]
	InvitationByID      *dataloadgen.Loader[uuid.UUID, *model.GroupInvitation]
	AuditEntryByID      *dataloadgen.Loader[uuid.UUID, *model.AuditEntry]
	NotificationByID    *dataloadgen.Loader[uuid.UUID, *model.Notification]
	PointOfInterestByID *dataloadgen.Loader[uuid.UUID, *model.PointOfInterest]
	AccessTokenByID     *dataloadgen.Loader[uuid.UUID, *model.AccessToken]
	PlanShareByID       *dataloadgen.Loader[uuid.UUID, *model.PlanShare]
	// RatingSummaryBySet holds the summaries the viewer may see (nil otherwise); MyRatingBySet
	// the viewer's ratings (nil: none), CanRateBySet whether they may rate now.
	RatingSummaryBySet *dataloadgen.Loader[uuid.UUID, *ratings.Summary]
	MyRatingBySet      *dataloadgen.Loader[uuid.UUID, *ratings.Rating]
	CanRateBySet       *dataloadgen.Loader[uuid.UUID, bool]
	// MyVoteBySet holds the viewer's own votes (0 for none); nil for anonymous viewers.
	MyVoteBySet *dataloadgen.Loader[uuid.UUID, int]

	// editions holds editions loaded by slug together with their festival (nil: none visible).
	editions sync.Map
}

type editionSlug struct {
	festival uuid.UUID
	slug     string
}

// PrimeEdition records the festival's edition of slug (nil: none visible), loaded with it.
func (l *Loaders) PrimeEdition(festivalID uuid.UUID, slug string, e *model.Edition) {
	l.editions.Store(editionSlug{festivalID, slug}, e)
}

// PrimedEdition returns the edition PrimeEdition recorded, if any.
func (l *Loaders) PrimedEdition(festivalID uuid.UUID, slug string) (*model.Edition, bool) {
	e, ok := l.editions.Load(editionSlug{festivalID, slug})
	if !ok {
		return nil, false
	}
	return e.(*model.Edition), true
}

// New makes the loaders for one response of viewer v (nil: anonymous).
func New(s Services, v *identity.Viewer) *Loaders {
	l := &Loaders{
		FestivalByID:        mapped(s.Festivals.ByIDs, model.FestivalOf),
		EditionByID:         mapped(s.Festivals.EditionsByIDs, model.EditionOf),
		EditionsByFestival:  mapped(s.Festivals.EditionsOf, lists(model.EditionOf)),
		StagesByEdition:     mapped(s.Lineup.StagesOf, lists(model.StageOf)),
		StageByID:           mapped(s.Lineup.StagesByIDs, model.StageOf),
		SetByID:             mapped(s.Lineup.SetsByIDs, model.SetOf),
		ArtistByID:          mapped(s.Lineup.ArtistsByIDs, model.ArtistOf),
		GenreByID:           mapped(s.Lineup.GenresByIDs, model.MusicGenreOf),
		ArtistsBySet:        mapped(s.Lineup.ArtistsOfSets, lists(model.ArtistOf)),
		GenresByArtist:      mapped(s.Lineup.GenresOfArtists, lists(model.MusicGenreOf)),
		TallyBySet:          mapped(s.Lineup.Tallies, same[lineup.Tally]),
		MaxFollowersBySet:   mapped(s.Lineup.MaxFollowers, same[int]),
		UserByID:            mapped(s.Users.ByIDs, model.UserOf),
		GroupByID:           mapped(s.Groups.ByIDs, model.GroupOf),
		MemberByID:          mapped(s.Groups.MembersByIDs, model.GroupMemberOf),
		InviteByID:          mapped(s.Groups.InvitesByIDs, model.GroupInviteOf),
		NoteByID:            mapped(s.Notes.ByIDs, model.NoteOf),
		InvitationByID:      mapped(s.Groups.InvitationsByIDs, model.GroupInvitationOf),
		AuditEntryByID:      mapped(s.Admin.AuditEntriesByIDs, model.AuditEntryOf),
		NotificationByID:    mapped(s.Notify.ByIDs, model.NotificationOf),
		PointOfInterestByID: mapped(s.Onsite.PointsOfInterestByIDs, model.PointOfInterestOf),
		AccessTokenByID:     mapped(s.Tokens.ByIDs, model.AccessTokenOf),
		PlanShareByID:       mapped(s.Shares.ByIDs, model.PlanShareOf),
		RatingSummaryBySet:  mapped(s.Ratings.Summaries, same[*ratings.Summary]),
		CanRateBySet:        mapped(s.Ratings.Rateable, same[bool]),
	}
	if v != nil {
		user := v.UserID
		l.MyVoteBySet = mapped(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]int, error) {
			return s.Voting.MyVotes(ctx, user, ids)
		}, same[int])
		l.MyRatingBySet = mapped(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*ratings.Rating, error) {
			return s.Ratings.Mine(ctx, user, ids)
		}, same[*ratings.Rating])
	}
	return l
}

// mapped turns a batch fetch that returns a map into a loader of the GraphQL types (of converts
// each value); a missing key loads the zero value (nil: not found or not visible), not an error.
func mapped[K comparable, D, V any](fetch func(context.Context, []K) (map[K]D, error), of func(D) V) *dataloadgen.Loader[K, V] {
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
			if d, ok := m[k]; ok {
				values[i] = of(d)
			}
		}
		return values, nil
	}, dataloadgen.WithWait(wait))
}

// lists converts lists of domain values; a nil list stays nil.
func lists[D, W any](of func(*D) *W) func([]*D) []*W {
	return func(xs []*D) []*W {
		if xs == nil {
			return nil
		}
		return model.List(xs, of)
	}
}

func same[T any](v T) T { return v }

type ctxKey struct{}

// With returns ctx carrying l.
func With(ctx context.Context, l *Loaders) context.Context {
	return context.WithValue(ctx, ctxKey{}, l)
}

// For returns the loaders of the response in ctx.
func For(ctx context.Context) *Loaders {
	return ctx.Value(ctxKey{}).(*Loaders)
}

// Release empties the loaders in ctx (their caches and batches), for an operation that lives
// on after its last use of them: a subscription's root resolver uses the operation's loaders,
// and each event then gets its own, so an idle subscription holds none.
func Release(ctx context.Context) {
	if l, _ := ctx.Value(ctxKey{}).(*Loaders); l != nil {
		*l = Loaders{}
	}
}
