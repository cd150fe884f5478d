package live

// sharedFields declares, for every field a live subscription's selection can reach (from the
// Subscription root, through shared fields only, and only into the lists cost.SubscriptionLists
// lets a subscription select), whether its value is the same for everyone who may see the
// edition (true) or depends on the viewer (false). A subscription selecting only shared fields
// shares one response per event among all its subscribers; any other field makes the response
// per viewer. A field missing here counts as per viewer, and TestSharedFieldsDeclared fails
// until it is declared: a new viewer-dependent field cannot leak into shared responses.
//
// Declaring false is always safe; declare true only for a field whose resolver reads nothing of
// the viewer (no identity, no viewer-scoped loader).
var sharedFields = map[string]bool{
	"Subscription.setUpdated":        true,
	"Subscription.setTallies":        true,
	"Subscription.editionTallies":    true,
	"Subscription.notificationAdded": false, // the viewer's own
	// A group's shared locations, for its members only (isViewer differs per member).
	"Subscription.memberLocationsChanged": false,
	// A group's meeting points, for its members only (isMine differs per member).
	"Subscription.meetingPointsChanged": false,
	// An edition's map content after a change: resolved per subscriber (not a hub event).
	"Subscription.editionMapChanged": false,
	"MapAnchor.position":             false,
	"MapAnchor.at":                   false,
	"MemberLocation.name":            false,
	"MemberLocation.isViewer":        false,
	"MemberLocation.position":        false,
	"MemberLocation.at":              false,
	"MemberLocation.accuracyMeters":  false,
	"MemberLocation.approximate":     false,
	"MemberLocation.updatedAt":       false,
	"MemberLocation.expiresAt":       false,
	"StagePosition.x":                false,
	"StagePosition.y":                false,
	"GeoPoint.latitude":              false,
	"GeoPoint.longitude":             false,
	"SetTallyChange.set":             true,
	"SetTallyChange.card":            true,
	"EditionTallyBatch.changes":      true,
	"Set.id":                         true,
	"Set.slug":                       true,
	"Set.name":                       true,
	"Set.description":                true,
	"Set.timeStart":                  true,
	"Set.timeEnd":                    true,
	"Set.stage":                      true,
	"Set.artists":                    true,
	"Set.maxFollowers":               true,
	"Set.tally":                      true,
	"Set.archived":                   true,
	// The SPA's subscription reads the edition's day start (schedules): the set's own edition,
	// the same for everyone who may see it.
	"Set.edition":                true,
	"Edition.id":                 true,
	"Edition.dayStartHour":       true,
	"Stage.id":                   true,
	"Stage.name":                 true,
	"Artist.id":                  true,
	"Artist.name":                true,
	"Artist.slug":                true,
	"Artist.description":         true,
	"Artist.imageUrl":            true,
	"Artist.spotifyUrl":          true,
	"Artist.soundcloudUrl":       true,
	"Artist.soundcloudFollowers": true,
	"Artist.genres":              true,
	"MusicGenre.id":              true,
	"MusicGenre.name":            true,
	"VoteTally.mustGo":           true,
	"VoteTally.interested":       true,
	"VoteTally.wontGo":           true,
	"VoteTally.total":            true,
	"VoteTally.netScore":         true,
	"VoteTally.popularity":       true,
	"VoteTally.average":          true,
	// The viewer's own: their vote, notes, groups' votes.
	"Set.groupVotes":   false,
	"Set.myGroupVotes": false,
	"Set.myVote":       false,
	"Set.notes":        false,
	// Not needed by a shared subscription so far: per viewer, which is always safe.
	"Edition.calendarFeed":           false,
	"Edition.ratingStats":            false, // staff; refused in subscriptions (cost.SubscriptionFields)
	"Edition.ratingsPublic":          false,
	"Edition.recap":                  false, // the viewer's; refused in subscriptions
	"Set.myRating":                   false, // the viewer's own
	"Set.myRatingDidNotSee":          false,
	"Set.canRate":                    false, // per viewer, and refused in subscriptions
	"Set.ratingSummary":              false, // by role and the edition's end; refused in subscriptions
	"Edition.defaultWalkMinutes":     false,
	"Edition.description":            false,
	"Edition.endDate":                false,
	"Edition.festival":               false,
	"Edition.isActive":               false,
	"Edition.lastImport":             false,
	"Edition.location":               false,
	"Edition.mapHeightPx":            false,
	"Edition.mapUrl":                 false,
	"Edition.mapWidthMeters":         false,
	"Edition.mapWidthPx":             false,
	"Edition.name":                   false,
	"Edition.plan":                   false,
	"Edition.planDownloadPath":       false,
	"Edition.published":              false,
	"Edition.savedPlan":              false,
	"Edition.set":                    false,
	"Edition.sets":                   false,
	"Edition.slug":                   false,
	"Edition.stages":                 false,
	"Edition.startDate":              false,
	"Edition.timeZone":               false,
	"Edition.timetable":              false,
	"Edition.timetableChanges":       false,
	"Edition.walkMinutes":            false,
	"Edition.walkingMetersPerMinute": false,
	"Edition.year":                   false,
	"Edition.geoPosition":            false,
	"Edition.georeference":           false,
	"Edition.georeferenced":          false,
	"Edition.mapPosition":            false,
	"Edition.myPins":                 false,
	"Edition.pointsOfInterest":       false,
	"Set.timeEndLocal":               false,
	"Set.timeStartLocal":             false,
	"Stage.position":                 false,
}

// Shared reports whether field ("Type.field") has the same value for every viewer who may see
// the edition (sharedFields).
func Shared(field string) bool { return sharedFields[field] }

// Declared reports how sharedFields declares field, and whether it does at all.
func Declared(field string) (shared, declared bool) {
	shared, declared = sharedFields[field]
	return shared, declared
}

// DeclaredFields lists the fields sharedFields declares.
func DeclaredFields() []string {
	out := make([]string, 0, len(sharedFields))
	for f := range sharedFields {
		out = append(out, f)
	}
	return out
}
