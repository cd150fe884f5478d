package cost

import (
	"sort"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// CodeFieldNotAllowed refuses a subscription that selects a field outside
// Limits.Selectable: one whose work grows with the edition or the viewer (a plan, a saved
// plan, a timetable sync), which every event would run again per distinct selection, or a
// field nobody has classified yet.
const CodeFieldNotAllowed = "FIELD_NOT_ALLOWED_IN_SUBSCRIPTION"

// SubscriptionFields declares every field a subscription's selection can reach (from the
// Subscription root, into the lists SubscriptionLists allows, through the possible types of
// interfaces and unions): true when its work per event is small and bounded whatever the
// edition's size and whoever the viewer (a column of the event's set, one row by key, a list
// SubscriptionLists bounds), false when it is refused at subscribe time.
//
// A field missing here is refused too (Limits.Selectable holds only the true ones), and
// TestSubscriptionFieldsDeclared fails until it is declared: a field added later to Set,
// Edition, … is refused in subscriptions until someone decides it is cheap per event.
var SubscriptionFields = map[string]bool{
	// Work that grows with the edition and the viewer: a crew plan reads every member's votes
	// on every set and plans a route for each; a saved plan up to 300 sets and the walks
	// between them; a timetable sync the whole timetable and the viewer's votes on it. Queries
	// may ask for them (costed, rate limited); a subscription would run them once per event.
	"Edition.plan":             false,
	"Edition.savedPlan":        false,
	"Edition.timetableChanges": false,
	// Reads the positions of every stage of the edition; a query's job.
	"Edition.walkMinutes": false,
	// Issue 36: a recap and the staff's rating statistics read a whole edition's ratings and
	// plans; refused in subscriptions. Whether ratings are public is a column.
	"Edition.recap":         false,
	"Edition.ratingStats":   false,
	"Edition.ratingsPublic": true,

	"Artist.description":         true,
	"Artist.genres":              true,
	"Artist.id":                  true,
	"Artist.imageUrl":            true,
	"Artist.name":                true,
	"Artist.slug":                true,
	"Artist.soundcloudFollowers": true,
	"Artist.soundcloudUrl":       true,
	"Artist.spotifyUrl":          true,

	"CalendarFeed.createdAt": true,

	"Edition.calendarFeed":           true,
	"Edition.dayStartHour":           true,
	"Edition.defaultWalkMinutes":     true,
	"Edition.description":            true,
	"Edition.endDate":                true,
	"Edition.festival":               true,
	"Edition.id":                     true,
	"Edition.isActive":               true,
	"Edition.lastImport":             true,
	"Edition.location":               true,
	"Edition.mapHeightPx":            true,
	"Edition.mapUrl":                 true,
	"Edition.mapWidthMeters":         true,
	"Edition.mapWidthPx":             true,
	"Edition.name":                   true,
	"Edition.planDownloadPath":       true,
	"Edition.published":              true,
	"Edition.set":                    true,
	"Edition.slug":                   true,
	"Edition.stages":                 true,
	"Edition.startDate":              true,
	"Edition.timeZone":               true,
	"Edition.walkingMetersPerMinute": true,
	"Edition.year":                   true,
	// The georeference is a column of the edition's row; the two conversions are arithmetic on it.
	"Edition.geoPosition":   true,
	"Edition.georeference":  true,
	"Edition.georeferenced": true,
	"Edition.mapPosition":   true,

	"Festival.description": true,
	"Festival.edition":     true,
	"Festival.id":          true,
	"Festival.logoUrl":     true,
	"Festival.name":        true,
	"Festival.published":   true,
	"Festival.slug":        true,
	"Festival.websiteUrl":  true,

	"Group.createdAt":   true,
	"Group.description": true,
	"Group.id":          true,
	"Group.isCreator":   true,
	"Group.isMember":    true,
	"Group.memberCount": true,
	"Group.name":        true,
	// One row by key (the viewer's own sharing in the group).
	"Group.sharingUntil": true,

	"GeoPoint.latitude":  true,
	"GeoPoint.longitude": true,

	"MapGeoreference.anchors":        true,
	"MapGeoreference.transform":      true,
	"MapGeoreference.origin":         true,
	"MapGeoreference.residualMeters": true,
	"MapGeoreference.scale":          true,

	// A group's meeting points (meetingPointsChanged, at most onsite.MaxMeetingPoints): columns
	// of the row, and its stage by key (one batched read).
	"MeetingPoint.at":        true,
	"MeetingPoint.createdBy": true,
	"MeetingPoint.expiresAt": true,
	"MeetingPoint.id":        true,
	"MeetingPoint.isMine":    true,
	"MeetingPoint.note":      true,
	"MeetingPoint.position":  true,
	"MeetingPoint.stage":     true,

	"MemberLocation.accuracyMeters": true,
	"MemberLocation.approximate":    true,
	"MemberLocation.at":             true,
	"MemberLocation.expiresAt":      true,
	"MemberLocation.isViewer":       true,
	"MemberLocation.name":           true,
	"MemberLocation.position":       true,
	"MemberLocation.updatedAt":      true,

	"GroupVote.user": true,
	"GroupVote.vote": true,

	"ImportRecord.appliedAt":     true,
	"ImportRecord.changed":       true,
	"ImportRecord.created":       true,
	"ImportRecord.fileName":      true,
	"ImportRecord.id":            true,
	"ImportRecord.kind":          true,
	"ImportRecord.rows":          true,
	"ImportRecord.unchanged":     true,
	"ImportRecord.undoableUntil": true,
	"ImportRecord.undoneAt":      true,

	"MusicGenre.id":   true,
	"MusicGenre.name": true,

	"Note.author":     true,
	"Note.authorName": true,
	"Note.content":    true,
	"Note.createdAt":  true,
	"Note.id":         true,
	"Note.isMine":     true,
	"Note.set":        true,
	"Note.updatedAt":  true,

	"NoteConnection.edges":    true,
	"NoteConnection.pageInfo": true,

	"NoteEdge.cursor": true,
	"NoteEdge.node":   true,

	"Notification.createdAt": true,
	"Notification.id":        true,
	"Notification.kind":      true,
	"Notification.message":   true,
	"Notification.read":      true,
	"Notification.set":       true,

	"PageInfo.endCursor":       true,
	"PageInfo.hasNextPage":     true,
	"PageInfo.hasPreviousPage": true,
	"PageInfo.startCursor":     true,

	"Set.archived":     true,
	"Set.artists":      true,
	"Set.description":  true,
	"Set.edition":      true,
	"Set.groupVotes":   true,
	"Set.id":           true,
	"Set.maxFollowers": true,
	"Set.myGroupVotes": true,
	"Set.myVote":       true,
	// The viewer's rating: one batched read per event, like myVote. Whether they may rate now
	// and the aggregate read more (the set's rules, all its ratings): refused.
	"Set.myRating":          true,
	"Set.myRatingDidNotSee": true,
	"Set.canRate":           false,
	"Set.ratingSummary":     false,
	"Set.name":              true,
	"Set.notes":             true,
	"Set.slug":              true,
	"Set.stage":             true,
	"Set.tally":             true,
	"Set.timeEnd":           true,
	"Set.timeEndLocal":      true,
	"Set.timeStart":         true,
	"Set.timeStartLocal":    true,

	"SetGroupVotes.group": true,
	"SetGroupVotes.votes": true,

	"SetTallyChange.card": true,
	"SetTallyChange.set":  true,

	// A batch's changes: each one set's loaded card, as on setTallies (see Bounds).
	"EditionTallyBatch.changes": true,

	"Stage.id":       true,
	"Stage.name":     true,
	"Stage.position": true,

	"StagePosition.x": true,
	"StagePosition.y": true,

	"Subscription.notificationAdded": true,
	"Subscription.setTallies":        true,
	"Subscription.setUpdated":        true,
	"Subscription.editionTallies":    true,
	// A group's latest positions (at most 30), loaded once per change for all its subscribers.
	"Subscription.memberLocationsChanged": true,
	// A group's meeting points (at most 20), read again after each change (drops are rare).
	"Subscription.meetingPointsChanged": true,
	// The edition after a change of its map content (rare: staff edits): its row, its
	// georeference's anchors (3) and conversions. Its points of interest (up to 500, a page's
	// work per event) are not in SubscriptionLists, so refused: the client fetches them again.
	"Subscription.editionMapChanged": true,
	"MapAnchor.position":             true,
	"MapAnchor.at":                   true,

	"User.id":       true,
	"User.username": true,

	"VoteTally.average":    true,
	"VoteTally.interested": true,
	"VoteTally.mustGo":     true,
	"VoteTally.netScore":   true,
	"VoteTally.popularity": true,
	"VoteTally.total":      true,
	"VoteTally.wontGo":     true,
}

// SubscriptionSelectable is the set of fields SubscriptionFields declares cheap per event.
func SubscriptionSelectable() map[string]bool {
	out := make(map[string]bool, len(SubscriptionFields))
	for f, ok := range SubscriptionFields {
		if ok {
			out[f] = true
		}
	}
	return out
}

// UndeclaredSubscriptionFields walks schema from its Subscription root as a subscription's
// selection can (lists only into SubscriptionLists, fields declared false not entered) and
// returns the fields it reaches that SubscriptionFields does not declare, and the declared
// fields it never reaches (stale entries), each sorted.
func UndeclaredSubscriptionFields(schema *ast.Schema) (missing, stale []string) {
	seen := map[string]bool{}
	reached := map[string]bool{}
	var walk func(typ *ast.Definition)
	walk = func(typ *ast.Definition) {
		if typ == nil || seen[typ.Name] {
			return
		}
		seen[typ.Name] = true
		if typ.IsAbstractType() {
			for _, pt := range schema.GetPossibleTypes(typ) {
				walk(pt)
			}
		}
		for _, f := range typ.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			name := typ.Name + "." + f.Name
			named := schema.Types[f.Type.Name()]
			list := f.Type.Elem != nil || (named != nil && strings.HasSuffix(named.Name, "Connection"))
			if list && !SubscriptionLists[name] {
				continue // refused as a list (LIST_NOT_ALLOWED)
			}
			reached[name] = true
			cheap, declared := SubscriptionFields[name]
			if !declared {
				missing = append(missing, name)
				continue
			}
			if cheap {
				walk(named)
			}
		}
	}
	walk(schema.Subscription)
	for f := range SubscriptionFields {
		if !reached[f] {
			stale = append(stale, f)
		}
	}
	sort.Strings(missing)
	sort.Strings(stale)
	return missing, stale
}

// checkSelectable refuses the fields of r outside selectable.
func (r Result) checkSelectable(selectable map[string]bool, what string) *gqlerror.Error {
	var refused []string
	for f := range r.Touched {
		if !selectable[f] {
			refused = append(refused, f)
		}
	}
	if len(refused) == 0 {
		return nil
	}
	sort.Strings(refused)
	err := gqlerror.Errorf("a %s may not select %s: a subscription runs its selection again for every event, and this work grows with the edition or the viewer (ask for it in a query instead)", what, strings.Join(refused, ", "))
	err.Extensions = map[string]any{"code": CodeFieldNotAllowed, "fields": refused}
	return err
}
