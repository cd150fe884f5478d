package live

import (
	"sync"

	"github.com/google/uuid"
)

// LocationChannel is the NOTIFY channel on which the database announces each change of a
// group's shared locations ('<group>': written, stopped, expired or cascaded away; see the
// migration on_site). The payload names the group only.
const LocationChannel = "member_location"

// EditionMapChannel is the NOTIFY channel on which the database announces a change of an
// edition's map content ('<edition>': its georeference, map, walking settings or points of
// interest; see the migration edition_map_changed).
const EditionMapChannel = "edition_map_changed"

// MeetingPointChannel is the NOTIFY channel on which the database announces each change of a
// group's meeting points ('<group>': dropped, deleted, expired or cascaded away; see the
// migration meeting_point_changed).
const MeetingPointChannel = "meeting_point"

// versionWatches are this instance's watches by id (a group's memberLocationsChanged, an
// edition's editionMapChanged), with each id's change count (its version: subscribers of one id
// share one load per version).
type versionWatches struct {
	mu       sync.Mutex
	m        map[uuid.UUID]map[chan uint64]struct{}
	versions map[uuid.UUID]uint64
}

// WatchLocations returns a channel of the group's versions as its locations change (a full
// channel keeps its older value: the newer version is loaded anyway), the current version, and
// stop. The current version is new: loading it reads the database. The channel is closed when the listener reconnects (changes may have been missed) or by
// stop.
func (h *Hub) WatchLocations(group uuid.UUID) (<-chan uint64, uint64, func()) {
	return h.locations.watch(group)
}

// WatchEditionMap is WatchLocations for an edition's map content (editionMapChanged).
func (h *Hub) WatchEditionMap(edition uuid.UUID) (<-chan uint64, uint64, func()) {
	return h.editionMaps.watch(edition)
}

// WatchMeetingPoints is WatchLocations for a group's meeting points (meetingPointsChanged).
func (h *Hub) WatchMeetingPoints(group uuid.UUID) (<-chan uint64, uint64, func()) {
	return h.meetingPoints.watch(group)
}

func (w *versionWatches) watch(group uuid.UUID) (<-chan uint64, uint64, func()) {
	ch := make(chan uint64, 1)
	w.mu.Lock()
	if w.m == nil {
		w.m = map[uuid.UUID]map[chan uint64]struct{}{}
		w.versions = map[uuid.UUID]uint64{}
	}
	if w.m[group] == nil {
		w.m[group] = map[chan uint64]struct{}{}
	}
	w.m[group][ch] = struct{}{}
	// A new version for each new watcher: changes made while nobody watched were not counted,
	// so what was loaded before is stale.
	w.versions[group]++
	version := w.versions[group]
	w.mu.Unlock()
	return ch, version, func() {
		w.mu.Lock()
		defer w.mu.Unlock()
		if _, ok := w.m[group][ch]; ok {
			delete(w.m[group], ch)
			close(ch)
			if len(w.m[group]) == 0 {
				delete(w.m, group)
			}
		}
	}
}

// changed counts a change of the id in payload and tells its watchers on this instance.
func (w *versionWatches) changed(payload string) {
	group, err := uuid.Parse(payload)
	if err != nil {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.m[group] == nil {
		return
	}
	w.versions[group]++
	v := w.versions[group]
	for ch := range w.m[group] {
		select {
		case ch <- v:
		default:
		}
	}
}

// end closes every watch (after a reconnect).
func (w *versionWatches) end() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, chans := range w.m {
		for ch := range chans {
			close(ch)
		}
	}
	w.m = nil
}
