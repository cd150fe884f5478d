package model

import (
	"festival/graph/relay"
	"festival/internal/audit"
	"festival/internal/auth"
	"festival/internal/festival"
	"festival/internal/groups"
	"festival/internal/lineup"
	"festival/internal/notes"
	"festival/internal/notify"
)

// The GraphQL object types that implement Node are defined types over the domain entities:
// the same fields and memory (a conversion costs nothing), plus the Relay id, which domain
// types do not know. gqlgen binds `id` to GlobalID, a method without a context, so ids are
// computed inline while marshalling, with no goroutine per object.

// Node is any object with a global id; the GraphQL Node interface binds to it.
type Node interface {
	GlobalID() string
}

type (
	Festival        festival.Festival
	Edition         festival.Edition
	User            auth.User
	Stage           lineup.Stage
	Artist          lineup.Artist
	MusicGenre      lineup.Genre
	Group           groups.Group
	GroupMember     groups.Member
	GroupInvite     groups.Invite
	GroupInvitation groups.Invitation
	Note            notes.Note
)

func (x *Festival) GlobalID() string        { return relay.ID(relay.TypeFestival, x.ID) }
func (x *Edition) GlobalID() string         { return relay.ID(relay.TypeEdition, x.ID) }
func (x *User) GlobalID() string            { return relay.ID(relay.TypeUser, x.ID) }
func (x *Stage) GlobalID() string           { return relay.ID(relay.TypeStage, x.ID) }
func (x *Set) GlobalID() string             { return relay.ID(relay.TypeSet, x.ID) }
func (x *Artist) GlobalID() string          { return relay.ID(relay.TypeArtist, x.ID) }
func (x *MusicGenre) GlobalID() string      { return relay.ID(relay.TypeGenre, x.ID) }
func (x *Group) GlobalID() string           { return relay.ID(relay.TypeGroup, x.ID) }
func (x *GroupMember) GlobalID() string     { return relay.ID(relay.TypeMember, x.ID) }
func (x *GroupInvite) GlobalID() string     { return relay.ID(relay.TypeInvite, x.ID) }
func (x *GroupInvitation) GlobalID() string { return relay.ID(relay.TypeInvitation, x.ID) }
func (x *Note) GlobalID() string            { return relay.ID(relay.TypeNote, x.ID) }

// Set is a set as the API shows it. Card, when set, is what the sets page or a live update
// loaded for the set's card (stage, artists with genres, tallies, the viewer's vote), so those
// fields need no further lookups; without it they resolve through the dataloaders.
type Set struct {
	*lineup.Set
	Card *lineup.Card
}

// SetOf is a set loaded on its own: its card fields resolve through the loaders.
func SetOf(x *lineup.Set) *Set {
	if x == nil {
		return nil
	}
	return &Set{Set: x}
}

// SetOfCard is a set of a list or a live update, with what its card shows already loaded.
func SetOfCard(c *lineup.Card) *Set { return &Set{Set: c.Set, Card: c} }

// Conversions from domain values. A nil pointer stays nil (a typed nil, which gqlgen
// marshals as null like any nil pointer).
func FestivalOf(x *festival.Festival) *Festival               { return (*Festival)(x) }
func EditionOf(x *festival.Edition) *Edition                  { return (*Edition)(x) }
func UserOf(x *auth.User) *User                               { return (*User)(x) }
func StageOf(x *lineup.Stage) *Stage                          { return (*Stage)(x) }
func ArtistOf(x *lineup.Artist) *Artist                       { return (*Artist)(x) }
func MusicGenreOf(x *lineup.Genre) *MusicGenre                { return (*MusicGenre)(x) }
func GroupOf(x *groups.Group) *Group                          { return (*Group)(x) }
func GroupMemberOf(x *groups.Member) *GroupMember             { return (*GroupMember)(x) }
func GroupInviteOf(x *groups.Invite) *GroupInvite             { return (*GroupInvite)(x) }
func GroupInvitationOf(x *groups.Invitation) *GroupInvitation { return (*GroupInvitation)(x) }
func NoteOf(x *notes.Note) *Note                              { return (*Note)(x) }

// List converts a list of domain values with of; never nil, so lists marshal as [].
func List[D, W any](xs []*D, of func(*D) *W) []*W {
	out := make([]*W, len(xs))
	for i, x := range xs {
		out[i] = of(x)
	}
	return out
}

// AuditEntry is an audit log entry as the API shows it.
type AuditEntry audit.Entry

func (x *AuditEntry) GlobalID() string { return relay.ID(relay.TypeAuditEntry, x.ID) }

// AuditEntryOf converts an entry.
func AuditEntryOf(x *audit.Entry) *AuditEntry { return (*AuditEntry)(x) }

// AccessToken is one of the viewer's personal access tokens (never its value).
type AccessToken auth.AccessToken

func (x *AccessToken) GlobalID() string { return relay.ID(relay.TypeAccessToken, x.ID) }

// AccessTokenOf converts a token.
func AccessTokenOf(x *auth.AccessToken) *AccessToken { return (*AccessToken)(x) }

// Notification is one of the viewer's notifications as the API shows it.
type Notification notify.Notification

func (x *Notification) GlobalID() string { return relay.ID(relay.TypeNotification, x.ID) }

// NotificationOf converts a notification.
func NotificationOf(x *notify.Notification) *Notification { return (*Notification)(x) }

// Position is the stage's place on the site map; nil when it has none.
func (x *Stage) Position() *StagePosition {
	if x.PosX == nil || x.PosY == nil {
		return nil
	}
	return &StagePosition{X: *x.PosX, Y: *x.PosY}
}

// SetTallyChange is one event of the compact stream: the set (its id and counts are what the
// client selects) and, when more than its votes changed, the whole set again as Card.
type SetTallyChange struct {
	Set  *Set
	Card *Set
}
