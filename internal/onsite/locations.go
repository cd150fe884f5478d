package onsite

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/geo"
)

// Location is a member's latest shared position for a group: the only one kept.
type Location struct {
	GroupID        uuid.UUID `bun:"group_id,type:uuid"`
	UserID         uuid.UUID `bun:"user_id,type:uuid"`
	Name           string    `bun:"name"`
	Latitude       float64   `bun:"latitude"`
	Longitude      float64   `bun:"longitude"`
	AccuracyMeters float64   `bun:"accuracy_meters"`
	UpdatedAt      time.Time `bun:"updated_at"`
	ExpiresAt      time.Time `bun:"expires_at"`
}

// Approximate says the position is too vague for a dot: draw a circle of AccuracyMeters.
func (l *Location) Approximate() bool { return l.AccuracyMeters > ApproximateAccuracy }

// ShareInput is one location update of the viewer for a group.
type ShareInput struct {
	GroupID        uuid.UUID
	At             geo.GeoPoint
	AccuracyMeters float64
	// Minutes is how long the sharing lasts from now (1-1440).
	Minutes int
	// UntilDayEnd, when set, also ends the sharing at the end of this edition's festival day
	// (its next day start hour in its time zone): "until the end of the festival day".
	UntilDayEnd *festival.Edition
}

// Shared is the state of the viewer's sharing after an update.
type Shared struct {
	UpdatedAt, ExpiresAt time.Time
}

// Share keeps the viewer's latest position for a group they belong to (one row, replaced: no
// history), until now + Minutes (capped to the festival day's end when asked). Non-members:
// FORBIDDEN (an unknown group answers the same). An update less than MinUpdateInterval after the
// previous one is refused with RATE_LIMITED and the seconds to wait.
func (s *Service) Share(ctx context.Context, in ShareInput) (*Shared, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if in.Minutes < 1 || in.Minutes > 1440 {
		return nil, apperr.Invalid("minutes", MsgShareMinutes)
	}
	if !(in.At.Latitude >= -90 && in.At.Latitude <= 90) {
		return nil, apperr.Invalid("at", MsgShareLatitude)
	}
	if !(in.At.Longitude >= -180 && in.At.Longitude <= 180) {
		return nil, apperr.Invalid("at", MsgShareLongitude)
	}
	if !(in.AccuracyMeters >= 0 && in.AccuracyMeters <= 100000) {
		return nil, apperr.Invalid("accuracyMeters", MsgShareAccuracy)
	}
	now := s.Now().UTC().Truncate(time.Microsecond)
	expires := now.Add(time.Duration(in.Minutes) * time.Minute)
	if in.UntilDayEnd != nil {
		if end := DayEnd(in.UntilDayEnd, now); end.Before(expires) {
			expires = end
		}
	}
	e := &shareEntry{group: in.GroupID, user: v.UserID, lat: in.At.Latitude, lon: in.At.Longitude,
		accuracy: in.AccuracyMeters, updatedAt: now, expiresAt: expires}
	err = s.write(ctx, e)
	if err == nil {
		err = e.err
	}
	if err != nil {
		if foreignKeyViolation(err) {
			return nil, apperr.New(apperr.Forbidden, MsgNotMember)
		}
		return nil, fmt.Errorf("share location: %w", err)
	}
	if e.written {
		return &Shared{UpdatedAt: e.sharedUpdatedAt, ExpiresAt: e.sharedExpires}, nil
	}
	// Refused: a recent update (rate) or no membership.
	var last []time.Time
	if err := s.DB.NewRaw(`SELECT updated_at FROM member_locations WHERE group_id = ? AND user_id = ? AND expires_at > ?`,
		in.GroupID, v.UserID, now).Scan(ctx, &last); err != nil {
		return nil, fmt.Errorf("share location: %w", err)
	}
	if len(last) == 1 {
		wait := last[0].Add(MinUpdateInterval).Sub(now)
		e := apperr.Newf(apperr.RateLimited, msgRateLimitedShare, int(math.Ceil(wait.Seconds())))
		e.RetryAfter = wait
		return nil, e
	}
	return nil, apperr.New(apperr.Forbidden, MsgNotMember)
}

// shareSQL writes a batch of updates (sharebatch.go) in one statement: each is an upsert of the
// member's one row, only for a member of the live group, and only MinUpdateInterval ($8, in
// microseconds) after their previous update (or after an expired one). A member twice in the
// batch is written once, the first (their later update is refused by the rate limit). Rows are
// written in key order, so that two batches lock rows in the same order. One text for every
// batch, prepared once per connection.
const shareSQL = `INSERT INTO member_locations AS m (group_id, user_id, latitude, longitude, accuracy_meters, updated_at, expires_at)
	SELECT DISTINCT ON (v.group_id, v.user_id) v.group_id, v.user_id, v.latitude, v.longitude, v.accuracy_meters, v.updated_at, v.expires_at
	  FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::float8[], $5::float8[], $6::timestamptz[], $7::timestamptz[]) WITH ORDINALITY
	       AS v(group_id, user_id, latitude, longitude, accuracy_meters, updated_at, expires_at, ord)
	 WHERE EXISTS (SELECT 1 FROM group_members gm JOIN groups g ON g.id = gm.group_id AND NOT g.archived
	                WHERE gm.group_id = v.group_id AND gm.user_id = v.user_id)
	 ORDER BY v.group_id, v.user_id, v.ord
	ON CONFLICT (group_id, user_id) DO UPDATE SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
		accuracy_meters = EXCLUDED.accuracy_meters, updated_at = EXCLUDED.updated_at, expires_at = EXCLUDED.expires_at
	 WHERE m.updated_at <= EXCLUDED.updated_at - $8::bigint * interval '1 microsecond' OR m.expires_at <= EXCLUDED.updated_at
	RETURNING group_id, user_id, updated_at, expires_at`

// snapshotSQL is the snapshots of a set of groups in one round trip: their expired rows deleted
// (a data-modifying WITH runs whether or not it is read), and each member of each live group with
// their location, if any. The main query reads the rows as they were before the DELETE, so it
// skips expired ones itself. Prepared once per connection.
const snapshotSQL = `WITH gone AS (DELETE FROM member_locations WHERE group_id = ANY($1::uuid[]) AND expires_at <= $2::timestamptz)
	SELECT m.group_id, m.user_id, l.user_id IS NOT NULL, coalesce(u.username, $3::text), coalesce(l.latitude, 0), coalesce(l.longitude, 0),
		coalesce(l.accuracy_meters, 0), coalesce(l.updated_at, $2), coalesce(l.expires_at, $2)
	FROM group_members m JOIN groups g ON g.id = m.group_id AND NOT g.archived
	LEFT JOIN member_locations l ON l.group_id = m.group_id AND l.user_id = m.user_id AND l.expires_at > $2
	LEFT JOIN users u ON u.id = l.user_id
	WHERE m.group_id = ANY($1::uuid[])`

// DayEnd is the end of the festival day holding now: the next DayStartHour o'clock in the
// edition's time zone.
func DayEnd(e *festival.Edition, now time.Time) time.Time {
	loc, err := time.LoadLocation(e.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	t := now.In(loc)
	end := time.Date(t.Year(), t.Month(), t.Day(), e.DayStartHour, 0, 0, 0, loc)
	if !end.After(t) {
		end = time.Date(t.Year(), t.Month(), t.Day()+1, e.DayStartHour, 0, 0, 0, loc)
	}
	return end.UTC()
}

// Stop deletes the viewer's shared location for a group (nothing when there is none), after
// the viewer's update still waiting for its statement on this instance, if any.
func (s *Service) Stop(ctx context.Context, groupID uuid.UUID) error {
	v, err := viewer(ctx)
	if err != nil {
		return err
	}
	if err := s.settle(ctx, groupID, v.UserID); err != nil {
		return fmt.Errorf("stop sharing: %w", err)
	}
	if _, err := s.DB.NewDelete().Table("member_locations").Where("group_id = ? AND user_id = ?", groupID, v.UserID).Exec(ctx); err != nil {
		return fmt.Errorf("stop sharing: %w", err)
	}
	return nil
}

// SharingUntil is when the viewer's sharing with a group ends (nil: not sharing).
func (s *Service) SharingUntil(ctx context.Context, groupID uuid.UUID) (*time.Time, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, nil
	}
	var until []time.Time
	if err := s.DB.NewRaw(`SELECT expires_at FROM member_locations WHERE group_id = ? AND user_id = ? AND expires_at > ?`,
		groupID, v.UserID, s.Now()).Scan(ctx, &until); err != nil {
		return nil, fmt.Errorf("sharing until: %w", err)
	}
	if len(until) == 0 {
		return nil, nil
	}
	return &until[0], nil
}

// Snapshot is a group's shared locations and its members at one moment.
type Snapshot struct {
	Locations []*Location
	Members   map[uuid.UUID]bool
}

// snapshot deletes the group's expired locations and reads the others with the members.
func (s *Service) snapshot(ctx context.Context, groupID uuid.UUID) (*Snapshot, error) {
	snaps, err := s.snapshots(ctx, []uuid.UUID{groupID})
	if err != nil {
		return nil, err
	}
	return snaps[groupID], nil
}

// snapshots is snapshot for several groups in one statement: one per group asked (a group
// that is gone or archived has no members).
func (s *Service) snapshots(ctx context.Context, groups []uuid.UUID) (map[uuid.UUID]*Snapshot, error) {
	out := make(map[uuid.UUID]*Snapshot, len(groups))
	for _, g := range groups {
		out[g] = &Snapshot{Locations: []*Location{}, Members: make(map[uuid.UUID]bool, 16)}
	}
	rows, err := s.Pool.Query(ctx, snapshotSQL, pgx.QueryExecModeCacheStatement, groups, s.Now(), AuthorWithoutName)
	if err != nil {
		return nil, fmt.Errorf("member locations: %w", err)
	}
	var group, member uuid.UUID
	var sharing bool
	var l Location
	_, err = pgx.ForEachRow(rows, []any{&group, &member, &sharing, &l.Name, &l.Latitude, &l.Longitude, &l.AccuracyMeters, &l.UpdatedAt, &l.ExpiresAt}, func() error {
		snap := out[group]
		if snap == nil {
			return nil
		}
		snap.Members[member] = true
		if sharing {
			loc := l
			loc.GroupID, loc.UserID = group, member
			snap.Locations = append(snap.Locations, &loc)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("member locations: %w", err)
	}
	for _, snap := range out {
		// The latest updated first (ties by user), at most MaxLocations.
		slices.SortFunc(snap.Locations, func(a, b *Location) int {
			if c := b.UpdatedAt.Compare(a.UpdatedAt); c != 0 {
				return c
			}
			return strings.Compare(a.UserID.String(), b.UserID.String())
		})
		if len(snap.Locations) > MaxLocations {
			snap.Locations = snap.Locations[:MaxLocations]
		}
	}
	return out, nil
}

// Locations returns the group's current shared locations for a member (FORBIDDEN for anyone
// else, admins included).
func (s *Service) Locations(ctx context.Context, groupID uuid.UUID) ([]*Location, error) {
	v, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := s.snapshot(ctx, groupID)
	if err != nil {
		return nil, err
	}
	if !snap.Members[v.UserID] {
		return nil, apperr.New(apperr.Forbidden, MsgNotMember)
	}
	return snap.Locations, nil
}

// RequireMember answers FORBIDDEN unless the viewer belongs to the (live) group.
func (s *Service) RequireMember(ctx context.Context, groupID uuid.UUID) error {
	v, err := viewer(ctx)
	if err != nil {
		return err
	}
	ok, err := s.DB.NewSelect().Table("group_members").Join("JOIN groups g ON g.id = group_members.group_id AND NOT g.archived").
		Where("group_members.group_id = ? AND group_members.user_id = ?", groupID, v.UserID).Exists(ctx)
	if err != nil {
		return fmt.Errorf("membership: %w", err)
	}
	if !ok {
		return apperr.New(apperr.Forbidden, MsgNotMember)
	}
	return nil
}

// Sweep deletes what has expired at Now: shared locations past their end and meeting points
// an hour past their time. It returns how many rows of each went.
func (s *Service) Sweep(ctx context.Context) (locations, meetings int64, err error) {
	now := s.Now()
	res, err := s.DB.NewDelete().Table("member_locations").Where("expires_at <= ?", now).Exec(ctx)
	if err != nil {
		return 0, 0, fmt.Errorf("expire locations: %w", err)
	}
	locations, _ = res.RowsAffected()
	res, err = s.DB.NewDelete().Table("meeting_points").Where("meet_at <= ?", now.Add(-MeetingPointLifetime)).Exec(ctx)
	if err != nil {
		return locations, 0, fmt.Errorf("expire meeting points: %w", err)
	}
	meetings, _ = res.RowsAffected()
	return locations, meetings, nil
}

// Feed shares the loading of groups' locations among their subscribers on this instance: each
// change of a group (a version, counted by the live hub) is loaded once, however many members
// watch, and the loads asked for within one window share one statement (FeedWindow), whatever
// the groups: at a festival's peak a statement per change was a sixth of a location update's CPU.
type Feed struct {
	S *Service
	// Window is how long the first load asked waits for others to share its statement (0:
	// FeedWindow).
	Window time.Duration

	mu      sync.Mutex
	m       map[uuid.UUID]*feedEntry // the groups being loaded (pending or started)
	pending []*feedEntry             // not started: a newer version of the same group joins its entry
	armed   bool                     // a flush is due
}

type feedEntry struct {
	group   uuid.UUID
	version uint64
	started bool
	done    chan struct{}
	snap    *Snapshot
	err     error
}

const (
	// FeedWindow is how long a load waits to share its statement with other groups' loads: a
	// shared dot arrives up to this much later (members send their position every 15 to 60 s).
	FeedWindow = 100 * time.Millisecond
	// feedTimeout bounds one shared load.
	feedTimeout = 5 * time.Second
	// feedBatch bounds the groups of one statement.
	feedBatch = 500
)

// Load returns the group's snapshot at version or later, loading it once for everyone waiting.
func (f *Feed) Load(ctx context.Context, groupID uuid.UUID, version uint64) (*Snapshot, error) {
	f.mu.Lock()
	if f.m == nil {
		f.m = map[uuid.UUID]*feedEntry{}
	}
	e := f.m[groupID]
	switch {
	case e != nil && !e.started:
		// Not read yet: the statement, run after this change was announced, sees it too.
		e.version = max(e.version, version)
	case e == nil || e.version < version:
		e = &feedEntry{group: groupID, version: version, done: make(chan struct{})}
		f.m[groupID] = e
		f.pending = append(f.pending, e)
		armWindow(&f.armed, f.Window, FeedWindow, f.flush)
	}
	f.mu.Unlock()
	select {
	case <-e.done:
		return e.snap, e.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// flush loads every pending group, at most feedBatch a statement.
func (f *Feed) flush() {
	f.mu.Lock()
	batch := f.pending
	f.pending, f.armed = nil, false
	for _, e := range batch {
		e.started = true
	}
	f.mu.Unlock()
	for len(batch) > 0 {
		n := min(len(batch), feedBatch)
		part := batch[:n]
		batch = batch[n:]
		groups := make([]uuid.UUID, len(part))
		for i, e := range part {
			groups[i] = e.group
		}
		ctx, cancel := context.WithTimeout(context.Background(), feedTimeout)
		snaps, err := f.S.snapshots(ctx, groups)
		cancel()
		f.mu.Lock()
		for _, e := range part {
			e.snap, e.err = snaps[e.group], err
			close(e.done)
			// The waiting subscribers hold the snapshot; the feed keeps no one's position once
			// it is delivered (a later Load of the same version reads again).
			if f.m[e.group] == e {
				delete(f.m, e.group)
			}
		}
		f.mu.Unlock()
	}
}

// ToMap is a location's place on an edition's map (nil when the edition is not georeferenced).
func ToMap(e *festival.Edition, p geo.GeoPoint) *geo.MapPoint {
	if e == nil || e.Georeference == nil {
		return nil
	}
	m := e.Georeference.ToMap(p)
	return &m
}
