package cards

// Kind says how the fast path (graph.FastPages) treats a field of a type a set card shows.
type Kind int

const (
	// Undeclared: a field missing from Fields. The fast path hands a query selecting it to
	// gqlgen, and TestCardFieldsDeclared fails until it is declared.
	Undeclared Kind = iota
	// Card: part of the card's cached bytes, written by gqlgen's generated marshaller once per
	// card and selection shape. Only for a field that has no arguments, is the same for every
	// viewer, is read from the card alone (lineup.Card: no lookup) and changes only with an edit
	// that drops the card (set_changed).
	Card
	// PerRequest: written by the fast path on every request, from the page's rows: everyone's
	// tally and the viewer's own vote.
	PerRequest
	// Elsewhere: not on the fast path (it reads more than a card, or per viewer beyond the
	// page's rows): a query selecting it goes to gqlgen.
	Elsewhere
)

// Fields declares every field of Set, Artist, Stage and MusicGenre: the one place that says
// what a set card is. The fast path writes Card fields from the cache (through gqlgen's
// marshallers) and PerRequest fields itself, and hands anything else to gqlgen.
var Fields = map[string]Kind{
	"Set.__typename":        Card,
	"Set.id":                Card,
	"Set.slug":              Card,
	"Set.name":              Card,
	"Set.description":       Card,
	"Set.timeStart":         Card,
	"Set.timeEnd":           Card,
	"Set.stage":             Card,
	"Set.artists":           Card,
	"Set.maxFollowers":      Card,
	"Set.archived":          Card,
	"Set.tally":             PerRequest,
	"Set.myVote":            PerRequest,
	"Set.edition":           Elsewhere,
	"Set.groupVotes":        Elsewhere, // per viewer: a group's members' votes
	"Set.myGroupVotes":      Elsewhere, // per viewer
	"Set.notes":             Elsewhere, // per viewer
	"Set.timeStartLocal":    Elsewhere, // needs the edition's time zone
	"Set.timeEndLocal":      Elsewhere,
	"Set.myRating":          Elsewhere, // per viewer (issue 36)
	"Set.myRatingDidNotSee": Elsewhere, // per viewer
	"Set.canRate":           Elsewhere, // per viewer, and by the clock
	"Set.ratingSummary":     Elsewhere, // by role and by the edition's end

	"Stage.__typename": Card,
	"Stage.id":         Card,
	"Stage.name":       Card,
	"Stage.position":   Elsewhere, // the card's stage has no place on the map

	"Artist.__typename":          Card,
	"Artist.id":                  Card,
	"Artist.name":                Card,
	"Artist.slug":                Card,
	"Artist.description":         Card,
	"Artist.imageUrl":            Card,
	"Artist.spotifyUrl":          Card,
	"Artist.soundcloudUrl":       Card,
	"Artist.soundcloudFollowers": Card,
	"Artist.genres":              Card,

	"MusicGenre.__typename": Card,
	"MusicGenre.id":         Card,
	"MusicGenre.name":       Card,
}

// KindOf returns how Fields declares field ("Type.field").
func KindOf(field string) Kind { return Fields[field] }
