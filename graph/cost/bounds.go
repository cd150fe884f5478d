package cost

import "github.com/vektah/gqlparser/v2/ast"

// Festival is the cost configuration of our schema.
//
// Bounds are declared upper sizes of the unpaged lists (connections are sized by `first`
// instead). A list field missing here costs DefaultBound, so a new field is never free; the
// package's tests list every list field of the schema and fail on a stale entry.
//
// The introspection lists (__Schema.types, __Type.fields, …) are sized by WithSchema from the
// schema itself (exact upper bounds) and charged to their own budget.
var Festival = Config{
	Bounds: map[string]int{
		"Query.nodes":       100, // sized by len(ids), at most this
		"Query.musicGenres": 300,
		"Festival.editions": 30,
		"Edition.stages":    30,
		"Edition.timetable": 1000,
		// A sync holds at most a timetable, in sets or removed ids.
		"TimetableChanges.sets":          1000,
		"TimetableChanges.removedSetIds": 1000,
		"TimetableChanges.myVotes":       1000,
		"Set.artists":                    10,
		"Set.groupVotes":                 100,
		"Set.myGroupVotes":               20, // the viewer's newest groups (graph.myGroupVotesLimit)
		"SetGroupVotes.votes":            100,
		"Artist.genres":                  10,
		// Changed fields of one entry: at most the columns of the widest table.
		"AuditEntry.changes": 30,
		// A plan's route and what it leaves out hold at most graph.maxPlanSets sets each (a route
		// through a four-day festival holds far fewer); a crew has at most plan.MaxCrew members,
		// each listing at most graph.maxMemberSets sets.
		"Plan.items":          300,
		"Plan.leftOut":        300,
		"Plan.members":        50,
		"PlanItem.wantedBy":   50,
		"SavedPlan.items":     300, // plan.MaxSavedSets
		"SavedPlan.problems":  300,
		"PlanMember.apart":    100,
		"PlanMember.together": 100,
		// The rows a preview lists (csvimport.MaxListed); a row changes at most 6 fields (a
		// new set: name, stage, artists, two times, description). Errors and kept sets: at
		// most one per row (csvimport.MaxRows).
		"ImportPreview.items":             1000,
		"ImportPreviewRow.changes":        6,
		"ApplyImportPayload.errors":       5000,
		"UndoImportPayload.keptWithVotes": 5000,
		"UndoImportPayload.keptStages":    5000,
		"SetConnection.ignoredFilters":    3,
		// Together on site (issue 35): an edition's points of interest (onsite.MaxPointsOfInterest,
		// enforced on create), a viewer's pins per edition (onsite.MaxPinsPerEdition), a group's
		// shared locations (onsite.MaxLocations, the latest ones) and active meeting points
		// (onsite.MaxMeetingPoints, enforced on drop); a georeference has 2 or 3 anchors and a
		// transform of 4 numbers.
		"Edition.pointsOfInterest":            500,
		"Edition.myPins":                      50,
		"Group.memberLocations":               30,
		"Group.meetingPoints":                 20,
		"Subscription.memberLocationsChanged": 30,
		"Subscription.meetingPointsChanged":   20,
		"MapGeoreference.anchors":             3,
		"MapGeoreference.transform":           4,
		// Personal access tokens (issue 37): the 100 most recent (auth.TokensListed), each
		// with at most both scopes.
		"Viewer.accessTokens": 100,
		"AccessToken.scopes":  2,
		// Share and remember (issue 36): a viewer's share links (share.MaxShares), a recap's
		// sets (recap.MaxSets), its groups (recap.MaxGroups) each with
		// at most the recap's sets, its top genres (recap.MaxGenres); a rating's distribution
		// has five counts; staff statistics per set (ratings.MaxStatSets) and per stage (an
		// edition's stages).
		"Viewer.planShares":          50,
		"Recap.sets":                 300,
		"Recap.groups":               10,
		"RecapGroup.sets":            300,
		"Recap.topGenres":            3,
		"RatingSummary.distribution": 5,
		"RatingStats.sets":           1000,
		"RatingStats.stages":         30,
		// A batch of live changes (Subscription.editionTallies) holds the sets that changed in
		// one window, each resolved from the card the hub loaded once: the same work per set
		// change as one setTallies event, which the subscription cost bounds. So one entry is
		// charged, as for setTallies: the work grows with the changes, not with the batching.
		"EditionTallyBatch.changes": 1,
	},
	SizedBy: map[string]string{"Query.nodes": "ids"},
	// A plan reads the votes of its people on the edition's sets and plans a route for the
	// crew and one for each member: its work is sets × people. The model cannot know an
	// edition's size or a group's before running, so it charges the bounds: PlanSets sets (twice
	// the largest edition benchmarked, 2,400 sets) × 1 person for one's own plan, × MaxCrew
	// for a crew plan (a groupId given).
	Work: map[string]Work{
		"Edition.plan": {Base: PlanSets, WithArg: PlanSets * MaxCrew, Arg: "groupId"},
	},
	DefaultBound: 100,
	MaxPage:      100,
}

// PlanSets and MaxCrew size the work a plan is charged (Config.Work): the edition's sets (an
// assumed bound) and the people whose votes are summed (plan.MaxCrew, the largest crew).
const (
	PlanSets = 5000
	MaxCrew  = 50
)

// QueryLimits bound queries and mutations; SubscriptionLimits bound a subscription's selection,
// which runs again for every event. The introspection budget follows the schema's size (the
// full introspection query measured about 4,000,000 with the on-site types of issue 35).
var (
	// Work: one crew plan and one's own plan per request (the map screen asks for one or the
	// other); a second crew plan is refused before anything runs.
	QueryLimits        = Limits{Cost: 50000, Depth: 15, Fields: 500, Aliases: 30, RootFields: 20, Introspection: 6000000, Work: PlanSets*MaxCrew + PlanSets}
	SubscriptionLimits = Limits{Cost: 500, Depth: 10, Fields: 100, Aliases: 10, RootFields: 1, Lists: SubscriptionLists,
		Selectable: SubscriptionSelectable()}
)

// SubscriptionLists are the only lists a subscription's selection may reach: those of the one
// set an event carries (its artists and their genres; the viewer's notes on it and their groups'
// votes on it, which are resolved per viewer anyway) and the edition's stages. Other connections
// and lists of other sets (Edition.sets, Edition.timetable, Festival.editions, …) would make
// every event cost as much as a page, per distinct selection: they are refused at subscribe time.
var SubscriptionLists = map[string]bool{
	// The sets one window changed (Subscription.editionTallies), each an event's set.
	"EditionTallyBatch.changes": true,
	"Set.artists":               true,
	"Artist.genres":             true,
	"Edition.stages":            true,
	"Set.notes":                 true,
	"NoteConnection.edges":      true,
	"Set.groupVotes":            true,
	"Set.myGroupVotes":          true,
	"SetGroupVotes.votes":       true,
	// A group's shared locations: loaded once per change and group for all its subscribers
	// (onsite.Feed), at most onsite.MaxLocations.
	"Subscription.memberLocationsChanged": true,
	// A group's active meeting points (meetingPointsChanged), at most onsite.MaxMeetingPoints.
	"Subscription.meetingPointsChanged": true,
	// An edition's map content (editionMapChanged, sent after a staff edit): its
	// georeference's anchors (3) and transform (4 numbers).
	"MapGeoreference.anchors":   true,
	"MapGeoreference.transform": true,
}

// WithSchema returns c with the introspection lists bounded by the sizes of schema: the number
// of types and directives, and the most fields, arguments, input fields, enum values,
// interfaces and possible types any one of them has.
func (c Config) WithSchema(schema *ast.Schema) Config {
	out := c
	out.Bounds = make(map[string]int, len(c.Bounds)+10)
	for k, v := range c.Bounds {
		out.Bounds[k] = v
	}
	var fields, args, inputs, enums, ifaces, possible, dirArgs int
	for _, t := range schema.Types {
		if t.Kind == ast.InputObject {
			inputs = max(inputs, len(t.Fields))
		} else {
			fields = max(fields, len(t.Fields))
		}
		for _, f := range t.Fields {
			args = max(args, len(f.Arguments))
		}
		enums = max(enums, len(t.EnumValues))
		ifaces = max(ifaces, len(t.Interfaces))
		if t.IsAbstractType() {
			possible = max(possible, len(schema.GetPossibleTypes(t)))
		}
	}
	for _, d := range schema.Directives {
		dirArgs = max(dirArgs, len(d.Arguments))
	}
	for k, v := range map[string]int{
		"__Schema.types":        len(schema.Types),
		"__Schema.directives":   len(schema.Directives),
		"__Type.fields":         fields,
		"__Type.inputFields":    inputs,
		"__Type.enumValues":     enums,
		"__Type.interfaces":     ifaces,
		"__Type.possibleTypes":  possible,
		"__Field.args":          args,
		"__Directive.args":      dirArgs,
		"__Directive.locations": 19, // every DirectiveLocation
	} {
		out.Bounds[k] = max(v, 1)
	}
	return out
}
