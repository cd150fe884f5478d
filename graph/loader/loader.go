// Package loader batches the lookups of one GraphQL response (dataloaders). A fresh set is made
// per response (AroundResponses), so each subscription event reads current data, not a cache
// from an earlier event.
package loader

import (
	"context"
	"sync"
	"sync/atomic"
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

	viewer uuid.UUID // the viewer's own loaders' (in a response's copy)
}

// Loaders of one response.
type Loaders struct {
	FestivalByID        Lazy[uuid.UUID, *model.Festival]
	EditionByID         Lazy[uuid.UUID, *model.Edition]
	EditionsByFestival  Lazy[uuid.UUID, []*model.Edition]
	StagesByEdition     Lazy[uuid.UUID, []*model.Stage]
	StageByID           Lazy[uuid.UUID, *model.Stage]
	SetByID             Lazy[uuid.UUID, *model.Set]
	ArtistByID          Lazy[uuid.UUID, *model.Artist]
	GenreByID           Lazy[uuid.UUID, *model.MusicGenre]
	ArtistsBySet        Lazy[uuid.UUID, []*model.Artist]
	GenresByArtist      Lazy[uuid.UUID, []*model.MusicGenre]
	TallyBySet          Lazy[uuid.UUID, lineup.Tally]
	MaxFollowersBySet   Lazy[uuid.UUID, int]
	UserByID            Lazy[uuid.UUID, *model.User]
	GroupByID           Lazy[uuid.UUID, *model.Group]
	MemberByID          Lazy[uuid.UUID, *model.GroupMember]
	InviteByID          Lazy[uuid.UUID, *model.GroupInvite]
	NoteByID            Lazy[uuid.UUID, *model.Note]
	InvitationByID      Lazy[uuid.UUID, *model.GroupInvitation]
	AuditEntryByID      Lazy[uuid.UUID, *model.AuditEntry]
	NotificationByID    Lazy[uuid.UUID, *model.Notification]
	PointOfInterestByID Lazy[uuid.UUID, *model.PointOfInterest]
	AccessTokenByID     Lazy[uuid.UUID, *model.AccessToken]
	PlanShareByID       Lazy[uuid.UUID, *model.PlanShare]
	// RatingSummaryBySet holds the summaries the viewer may see (nil otherwise); MyRatingBySet
	// the viewer's ratings (nil: none), CanRateBySet whether they may rate now.
	RatingSummaryBySet Lazy[uuid.UUID, *ratings.Summary]
	MyRatingBySet      *Lazy[uuid.UUID, *ratings.Rating]
	CanRateBySet       Lazy[uuid.UUID, bool]
	// MyVoteBySet holds the viewer's own votes (0 for none); nil for anonymous viewers.
	MyVoteBySet *Lazy[uuid.UUID, int]

	// editions holds editions loaded by slug together with their festival (nil: none visible).
	editions sync.Map

	// What the lazy loaders are made from, and the viewer's own two (MyVoteBySet and
	// MyRatingBySet point here when signed in).
	s         Services
	myVotes   Lazy[uuid.UUID, int]
	myRatings Lazy[uuid.UUID, *ratings.Rating]
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
	l := &Loaders{s: s}
	// Each loader is made from the services on its first use (non-capturing functions: nothing
	// is allocated for a loader the response does not use).
	l.FestivalByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Festival] {
		return mapped(s.Festivals.ByIDs, model.FestivalOf)
	})
	l.EditionByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Edition] {
		return mapped(s.Festivals.EditionsByIDs, model.EditionOf)
	})
	l.EditionsByFestival.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, []*model.Edition] {
		return mapped(s.Festivals.EditionsOf, lists(model.EditionOf))
	})
	l.StagesByEdition.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, []*model.Stage] {
		return mapped(s.Lineup.StagesOf, lists(model.StageOf))
	})
	l.StageByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Stage] {
		return mapped(s.Lineup.StagesByIDs, model.StageOf)
	})
	l.SetByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Set] {
		return mapped(s.Lineup.SetsByIDs, model.SetOf)
	})
	l.ArtistByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Artist] {
		return mapped(s.Lineup.ArtistsByIDs, model.ArtistOf)
	})
	l.GenreByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.MusicGenre] {
		return mapped(s.Lineup.GenresByIDs, model.MusicGenreOf)
	})
	l.ArtistsBySet.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, []*model.Artist] {
		return mapped(s.Lineup.ArtistsOfSets, lists(model.ArtistOf))
	})
	l.GenresByArtist.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, []*model.MusicGenre] {
		return mapped(s.Lineup.GenresOfArtists, lists(model.MusicGenreOf))
	})
	l.TallyBySet.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, lineup.Tally] {
		return mapped(s.Lineup.Tallies, same[lineup.Tally])
	})
	l.MaxFollowersBySet.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, int] { return mapped(s.Lineup.MaxFollowers, same[int]) })
	l.UserByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.User] {
		return mapped(s.Users.ByIDs, model.UserOf)
	})
	l.GroupByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Group] {
		return mapped(s.Groups.ByIDs, model.GroupOf)
	})
	l.MemberByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.GroupMember] {
		return mapped(s.Groups.MembersByIDs, model.GroupMemberOf)
	})
	l.InviteByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.GroupInvite] {
		return mapped(s.Groups.InvitesByIDs, model.GroupInviteOf)
	})
	l.NoteByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Note] {
		return mapped(s.Notes.ByIDs, model.NoteOf)
	})
	l.InvitationByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.GroupInvitation] {
		return mapped(s.Groups.InvitationsByIDs, model.GroupInvitationOf)
	})
	l.AuditEntryByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.AuditEntry] {
		return mapped(s.Admin.AuditEntriesByIDs, model.AuditEntryOf)
	})
	l.NotificationByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.Notification] {
		return mapped(s.Notify.ByIDs, model.NotificationOf)
	})
	l.PointOfInterestByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.PointOfInterest] {
		return mapped(s.Onsite.PointsOfInterestByIDs, model.PointOfInterestOf)
	})
	l.AccessTokenByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.AccessToken] {
		return mapped(s.Tokens.ByIDs, model.AccessTokenOf)
	})
	l.PlanShareByID.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *model.PlanShare] {
		return mapped(s.Shares.ByIDs, model.PlanShareOf)
	})
	l.RatingSummaryBySet.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *ratings.Summary] {
		return mapped(s.Ratings.Summaries, same[*ratings.Summary])
	})
	l.CanRateBySet.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, bool] { return mapped(s.Ratings.Rateable, same[bool]) })
	if v != nil {
		// The viewer's own, only when signed in.
		l.s.viewer = v.UserID
		l.myVotes.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, int] {
			return mapped(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]int, error) {
				return s.Voting.MyVotes(ctx, s.viewer, ids)
			}, same[int])
		})
		l.myRatings.init(&l.s, func(s *Services) *dataloadgen.Loader[uuid.UUID, *ratings.Rating] {
			return mapped(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*ratings.Rating, error) {
				return s.Ratings.Mine(ctx, s.viewer, ids)
			}, same[*ratings.Rating])
		})
		l.MyVoteBySet, l.MyRatingBySet = &l.myVotes, &l.myRatings
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

// held is what a context carries: the loaders of one response, made on first use (a response
// that reads nothing through them, such as a crew member's location update or its event,
// allocates none: about 1.7 KB each), and dropped by Release, which an idle subscription would
// otherwise keep for as long as it lives.
type held struct {
	s        *Services
	v        *identity.Viewer
	l        atomic.Pointer[Loaders]
	released atomic.Bool
}

// With returns ctx carrying the loaders of one response of viewer v (nil: anonymous) from the
// services s, which must not change afterwards; they are made on first use.
func With(ctx context.Context, s *Services, v *identity.Viewer) context.Context {
	return context.WithValue(ctx, ctxKey{}, &held{s: s, v: v})
}

// For returns the loaders of the response in ctx (nil once released).
func For(ctx context.Context) *Loaders {
	h := ctx.Value(ctxKey{}).(*held)
	if l := h.l.Load(); l != nil || h.released.Load() {
		return l
	}
	l := New(*h.s, h.v)
	if !h.l.CompareAndSwap(nil, l) { // another field of the response made them first
		return h.l.Load()
	}
	return l
}

// Release drops the loaders in ctx (their caches and batches), for an operation that lives on
// after its last use of them: a subscription's root resolver uses the operation's loaders, and
// each event then gets its own, so an idle subscription holds none.
func Release(ctx context.Context) {
	if h, _ := ctx.Value(ctxKey{}).(*held); h != nil {
		h.released.Store(true)
		h.l.Store(nil)
	}
}
