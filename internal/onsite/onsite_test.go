package onsite_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/account"
	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/geo"
	"festival/internal/groups"
	"festival/internal/identity"
	"festival/internal/onsite"
	"festival/internal/testdb"
)

func user(n int) uuid.UUID { return uuid.MustParse(fmt.Sprintf("70000000-0000-0000-0000-%012d", n)) }

func as(u uuid.UUID) context.Context {
	return identity.With(context.Background(), &identity.Viewer{UserID: u})
}

// clock is a settable "now".
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time          { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Advance(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

type fixture struct {
	db      *bun.DB
	clock   *clock
	s       *onsite.Service
	groups  *groups.Service
	group   uuid.UUID
	edition *festival.Edition
}

// Users 1 (creator), 2 and 3 are members of one group ("Crew"); user 4 is not. One edition in
// Amsterdam time with a stage "Main".
func setup(t *testing.T) *fixture {
	t.Helper()
	store := testdb.Open(t)
	ctx := context.Background()
	c := &clock{t: time.Date(2026, 7, 18, 16, 0, 0, 0, time.UTC)}
	_, err := store.ExecContext(ctx, `
		INSERT INTO users (id, email, username) SELECT ('70000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid,
			'u' || n || '@x.io', 'user' || n FROM generate_series(1, 4) n;
		INSERT INTO festivals (id, name, slug, published) VALUES ('80000000-0000-0000-0000-000000000001', 'F', 'f', true);
		INSERT INTO festival_editions (id, festival_id, name, slug, year, published, time_zone)
			VALUES ('80000000-0000-0000-0000-000000000002', '80000000-0000-0000-0000-000000000001', 'F 2026', 'e', 2026, true, 'Europe/Amsterdam');
		INSERT INTO stages (id, festival_edition_id, name) VALUES ('80000000-0000-0000-0000-000000000003', '80000000-0000-0000-0000-000000000002', 'Main');`)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{db: store.DB, clock: c, s: &onsite.Service{DB: store.DB, Pool: store.Pool, Now: c.Now}, groups: &groups.Service{DB: store.DB, Now: c.Now}}
	g, err := f.groups.Create(as(user(1)), "Crew", nil)
	if err != nil {
		t.Fatal(err)
	}
	f.group = g.ID
	if _, err := store.ExecContext(ctx, `INSERT INTO group_members (group_id, user_id) VALUES (?0, ?1), (?0, ?2)`, g.ID, user(2), user(3)); err != nil {
		t.Fatal(err)
	}
	var eds []*festival.Edition
	if err := store.DB.NewSelect().Model(&eds).Scan(ctx); err != nil || len(eds) != 1 {
		t.Fatal(err, len(eds))
	}
	f.edition = eds[0]
	return f
}

func (f *fixture) rows(t *testing.T) int {
	t.Helper()
	var n int
	if err := f.db.NewRaw(`SELECT count(*) FROM member_locations`).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (f *fixture) share(t *testing.T, u int, lat float64, minutes int) {
	t.Helper()
	_, err := f.s.Share(as(user(u)), onsite.ShareInput{GroupID: f.group, At: geo.GeoPoint{Latitude: lat, Longitude: 4.89}, AccuracyMeters: 8, Minutes: minutes})
	if err != nil {
		t.Fatalf("user %d shares: %v", u, err)
	}
}

func code(err error) string {
	if err == nil {
		return ""
	}
	return apperr.CodeOf(err)
}

// The location rows, counted in SQL, are deleted at expiry (the sweep, with "now" from the
// server's clock), when sharing stops, when the member leaves the group, and when the account is
// deleted.
func TestLocationRowsAreDeleted(t *testing.T) {
	f := setup(t)
	ctx := context.Background()

	// Expiry: user 2 shares for one minute; at +59 s it is kept, at +60 s the sweep deletes it.
	f.share(t, 2, 52.37, 1)
	f.clock.Advance(59 * time.Second)
	if n, _, err := f.s.Sweep(ctx); err != nil || n != 0 || f.rows(t) != 1 {
		t.Fatalf("before expiry: swept %d, %v; %d rows", n, err, f.rows(t))
	}
	f.clock.Advance(time.Second)
	if n, _, err := f.s.Sweep(ctx); err != nil || n != 1 || f.rows(t) != 0 {
		t.Fatalf("at expiry: swept %d, %v; %d rows", n, err, f.rows(t))
	}
	// Expired rows are also deleted by a read, before any sweep.
	f.share(t, 2, 52.37, 1)
	f.clock.Advance(2 * time.Minute)
	if locs, err := f.s.Locations(as(user(3)), f.group); err != nil || len(locs) != 0 || f.rows(t) != 0 {
		t.Fatalf("read after expiry: %v, %v; %d rows", locs, err, f.rows(t))
	}

	// Stop.
	f.share(t, 2, 52.37, 60)
	if err := f.s.Stop(as(user(2)), f.group); err != nil || f.rows(t) != 0 {
		t.Fatalf("stop: %v; %d rows", err, f.rows(t))
	}

	// Leaving the group (the groups service's own Leave): the cascade deletes the row.
	f.share(t, 2, 52.37, 60)
	f.share(t, 3, 52.37, 60)
	if err := f.groups.Leave(as(user(2)), f.group); err != nil {
		t.Fatal(err)
	}
	var left int
	if err := f.db.NewRaw(`SELECT count(*) FROM member_locations WHERE user_id = ?`, user(2)).Scan(ctx, &left); err != nil || left != 0 || f.rows(t) != 1 {
		t.Fatalf("after leaving: %d rows of the leaver, %d in all, %v", left, f.rows(t), err)
	}

	// Account deletion.
	accounts := &account.Service{DB: f.db, Now: f.clock.Now}
	if _, err := accounts.Delete(ctx, user(3)); err != nil {
		t.Fatal(err)
	}
	if f.rows(t) != 0 {
		t.Fatalf("after account deletion: %d rows", f.rows(t))
	}
}

// Updates replace the one row (no history); one sooner than 15 s is RATE_LIMITED with the wait.
func TestNoHistoryAndRateLimit(t *testing.T) {
	f := setup(t)
	f.share(t, 2, 52.3700, 60)
	_, err := f.s.Share(as(user(2)), onsite.ShareInput{GroupID: f.group, At: geo.GeoPoint{Latitude: 52.3800, Longitude: 4.89}, AccuracyMeters: 8, Minutes: 60})
	e, ok := apperr.As(err)
	if !ok || e.Code != apperr.RateLimited || e.RetryAfter != 15*time.Second {
		t.Fatalf("an update at once: %v (%+v)", err, e)
	}
	f.clock.Advance(15 * time.Second)
	f.share(t, 2, 52.3801, 60)
	if f.rows(t) != 1 {
		t.Fatalf("after two updates: %d rows, want 1", f.rows(t))
	}
	locs, err := f.s.Locations(as(user(3)), f.group)
	if err != nil || len(locs) != 1 || locs[0].Latitude != 52.3801 || !locs[0].UpdatedAt.Equal(f.clock.Now()) || locs[0].Name != "user2" {
		t.Fatalf("locations: %+v, %v", locs, err)
	}
	// Nor is the old position anywhere else: no other table holds it.
	var elsewhere int
	if err := f.db.NewRaw(`SELECT count(*) FROM audit_log x WHERE x::text LIKE '%52.37%'`).Scan(context.Background(), &elsewhere); err != nil || elsewhere != 0 {
		t.Fatalf("the old position in the audit log: %d, %v", elsewhere, err)
	}
	// An approximate position is flagged.
	f.clock.Advance(15 * time.Second)
	if _, err := f.s.Share(as(user(2)), onsite.ShareInput{GroupID: f.group, At: geo.GeoPoint{Latitude: 52.38, Longitude: 4.89}, AccuracyMeters: 150, Minutes: 60}); err != nil {
		t.Fatal(err)
	}
	if locs, _ := f.s.Locations(as(user(2)), f.group); len(locs) != 1 || !locs[0].Approximate() {
		t.Fatalf("150 m accuracy: %+v", locs)
	}
}

// Non-members are FORBIDDEN, to share as to read; bad input changes nothing.
func TestSharingIsForMembers(t *testing.T) {
	f := setup(t)
	_, err := f.s.Share(as(user(4)), onsite.ShareInput{GroupID: f.group, At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 60})
	if code(err) != apperr.Forbidden {
		t.Fatalf("a stranger shares: %v", err)
	}
	if _, err := f.s.Locations(as(user(4)), f.group); code(err) != apperr.Forbidden {
		t.Fatalf("a stranger reads: %v", err)
	}
	if _, err := f.s.Share(as(user(2)), onsite.ShareInput{GroupID: uuid.New(), At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 60}); code(err) != apperr.Forbidden {
		t.Fatalf("an unknown group: %v", err)
	}
	for _, in := range []onsite.ShareInput{
		{At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 0},
		{At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 1441},
		{At: geo.GeoPoint{Latitude: 91, Longitude: 4}, Minutes: 60},
		{At: geo.GeoPoint{Latitude: 52, Longitude: 181}, Minutes: 60},
		{At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 60, AccuracyMeters: -1},
	} {
		in.GroupID = f.group
		if _, err := f.s.Share(as(user(2)), in); code(err) != apperr.BadUserInput {
			t.Errorf("%+v: %v", in, err)
		}
	}
	if f.rows(t) != 0 {
		t.Fatalf("%d rows after refusals", f.rows(t))
	}
}

// "Until the end of the festival day": the next day start (6:00 in Amsterdam) caps the time.
func TestShareUntilEndOfFestivalDay(t *testing.T) {
	f := setup(t) // 16:00 UTC = 18:00 in Amsterdam; the day ends at 06:00 local = 04:00 UTC
	got, err := f.s.Share(as(user(2)), onsite.ShareInput{GroupID: f.group, At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 1440, UntilDayEnd: f.edition})
	if want := time.Date(2026, 7, 19, 4, 0, 0, 0, time.UTC); err != nil || !got.ExpiresAt.Equal(want) {
		t.Fatalf("expires %v, %v; want %v", got, err, want)
	}
	// One hour stays one hour.
	f.clock.Advance(20 * time.Second)
	got, err = f.s.Share(as(user(2)), onsite.ShareInput{GroupID: f.group, At: geo.GeoPoint{Latitude: 52, Longitude: 4}, Minutes: 60, UntilDayEnd: f.edition})
	if err != nil || !got.ExpiresAt.Equal(f.clock.Now().Add(time.Hour)) {
		t.Fatalf("an hour: %+v, %v", got, err)
	}
}

// A meeting point notifies every other member in the change's transaction (bell rows and push
// jobs), is listed for members only, and is gone an hour after its time.
func TestMeetingPointNotifiesAndExpires(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	if _, err := f.db.ExecContext(ctx, `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, 'https://push.example.com/3', 'k', 'a')`, user(3)); err != nil {
		t.Fatal(err)
	}
	stage := uuid.MustParse("80000000-0000-0000-0000-000000000003")
	note := "  by the bar  "
	at := f.clock.Now().Add(30 * time.Minute)
	d, err := f.s.Drop(as(user(2)), onsite.MeetInput{GroupID: f.group, Edition: f.edition, StageID: &stage, At: at, Note: &note})
	if err != nil {
		t.Fatal(err)
	}
	if d.Notified != 2 || d.Point.CreatorName != "user2" || *d.Point.Note != "by the bar" {
		t.Fatalf("dropped: %+v %+v", d, d.Point)
	}
	var got []struct {
		UserID  uuid.UUID `bun:"user_id,type:uuid"`
		Message string    `bun:"message"`
		Pushes  int       `bun:"pushes"`
	}
	if err := f.db.NewRaw(`SELECT n.user_id, n.message, (SELECT count(*) FROM push_jobs j WHERE j.notification_id = n.id) AS pushes
		FROM notifications n WHERE n.kind = 'MEETING_POINT' ORDER BY n.user_id`).Scan(ctx, &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].UserID != user(1) || got[1].UserID != user(3) || got[1].Pushes != 1 ||
		got[0].Message != "user2: meet at Main, Sat 18:30 · by the bar" {
		t.Fatalf("notifications: %+v", got)
	}
	if _, err := f.s.MeetingPoints(as(user(4)), f.group, f.edition.ID); code(err) != apperr.Forbidden {
		t.Fatalf("a stranger lists: %v", err)
	}
	if _, err := f.s.Drop(as(user(4)), onsite.MeetInput{GroupID: f.group, Edition: f.edition, StageID: &stage, At: at}); code(err) != apperr.Forbidden {
		t.Fatalf("a stranger drops: %v", err)
	}
	for name, in := range map[string]onsite.MeetInput{
		"neither stage nor position": {At: at},
		"both":                       {At: at, StageID: &stage, Position: &geo.MapPoint{X: 1, Y: 1}},
		"too late":                   {At: at.Add(15 * 24 * time.Hour), Position: &geo.MapPoint{X: 1, Y: 1}},
		"long note":                  {At: at, Position: &geo.MapPoint{X: 1, Y: 1}, Note: ptr(string(make([]byte, 141)))},
	} {
		in.GroupID, in.Edition = f.group, f.edition
		if _, err := f.s.Drop(as(user(2)), in); code(err) != apperr.BadUserInput {
			t.Errorf("%s: %v", name, err)
		}
	}
	list, err := f.s.MeetingPoints(as(user(3)), f.group, f.edition.ID)
	if err != nil || len(list) != 1 {
		t.Fatalf("listed: %+v, %v", list, err)
	}
	f.clock.Advance(30*time.Minute + time.Hour - time.Second)
	if list, _ := f.s.MeetingPoints(as(user(3)), f.group, f.edition.ID); len(list) != 1 {
		t.Fatalf("just before an hour past: %d", len(list))
	}
	f.clock.Advance(time.Second)
	if list, _ := f.s.MeetingPoints(as(user(3)), f.group, f.edition.ID); len(list) != 0 {
		t.Fatalf("an hour past: %d", len(list))
	}
	if _, n, err := f.s.Sweep(ctx); err != nil || n != 1 {
		t.Fatalf("sweep: %d, %v", n, err)
	}
}

func ptr[T any](v T) *T { return &v }

// Pins are their owner's only, bounded per edition.
func TestPrivatePins(t *testing.T) {
	f := setup(t)
	id := uuid.New()
	if _, err := f.s.SavePin(as(user(2)), id, f.edition, " my tent ", geo.MapPoint{X: 10, Y: 20}); err != nil {
		t.Fatal(err)
	}
	// Replayed (an outbox): the same row.
	if p, err := f.s.SavePin(as(user(2)), id, f.edition, "my tent", geo.MapPoint{X: 11, Y: 20}); err != nil || p.Label != "my tent" {
		t.Fatal(p, err)
	}
	if _, err := f.s.SavePin(as(user(3)), id, f.edition, "mine now", geo.MapPoint{X: 1, Y: 1}); code(err) != apperr.NotFound {
		t.Fatalf("someone else's id: %v", err)
	}
	if pins, _ := f.s.Pins(as(user(3)), f.edition.ID); len(pins) != 0 {
		t.Fatalf("another user's pins: %+v", pins)
	}
	if pins, _ := f.s.Pins(as(user(2)), f.edition.ID); len(pins) != 1 || pins[0].PosX != 11 {
		t.Fatalf("own pins: %+v", pins)
	}
	for i := 1; i < onsite.MaxPinsPerEdition; i++ {
		if _, err := f.s.SavePin(as(user(2)), uuid.New(), f.edition, "p", geo.MapPoint{}); err != nil {
			t.Fatal(i, err)
		}
	}
	if _, err := f.s.SavePin(as(user(2)), uuid.New(), f.edition, "one too many", geo.MapPoint{}); code(err) != apperr.BadUserInput {
		t.Fatalf("pin 51: %v", err)
	}
	if err := f.s.DeletePin(as(user(3)), id); code(err) != apperr.NotFound {
		t.Fatalf("deleting someone else's: %v", err)
	}
	if err := f.s.DeletePin(as(user(2)), id); err != nil {
		t.Fatal(err)
	}
}

// The feed loads the groups asked for within its window in one statement, and each group's
// snapshot holds its own members and locations only; a newer change of a group whose load has
// not started joins it; an expired location is deleted by the load.
func TestFeedLoadsGroupsTogether(t *testing.T) {
	f := setup(t)
	other, err := f.groups.Create(as(user(4)), "Other crew", nil)
	if err != nil {
		t.Fatal(err)
	}
	f.share(t, 2, 52.1, 60)
	if _, err := f.s.Share(as(user(4)), onsite.ShareInput{GroupID: other.ID, At: geo.GeoPoint{Latitude: 52.4, Longitude: 4.89}, AccuracyMeters: 8, Minutes: 240}); err != nil {
		t.Fatal(err)
	}
	gone := uuid.New()                              // no such group: no members
	feed := &onsite.Feed{S: f.s, Window: time.Hour} // flushed by hand below
	type result struct {
		snap *onsite.Snapshot
		err  error
	}
	load := func(g uuid.UUID, version uint64) <-chan result {
		ch := make(chan result, 1)
		go func() {
			snap, err := feed.Load(context.Background(), g, version)
			ch <- result{snap, err}
		}()
		return ch
	}
	waitPending := func(n int) {
		t.Helper()
		waitForState(t, fmt.Sprintf("never %d loads pending", n), func() bool { return feed.PendingLoads() == n })
	}
	crew, crewAgain, others, nobody := load(f.group, 1), load(f.group, 1), load(other.ID, 1), load(gone, 1)
	waitPending(3)
	newer := load(f.group, 2) // a change announced before the statement ran: the same load
	waitForState(t, "the newer change did not join the pending load", func() bool { return feed.PendingVersion(f.group) == 2 })
	waitPending(3)
	feed.Flush()
	members := func(s *onsite.Snapshot) int { return len(s.Members) }
	for name, c := range map[string]<-chan result{"crew": crew, "crew again": crewAgain, "crew's newer change": newer} {
		r := <-c
		if r.err != nil || members(r.snap) != 3 || len(r.snap.Locations) != 1 || r.snap.Locations[0].UserID != user(2) || r.snap.Locations[0].Latitude != 52.1 {
			t.Fatalf("%s: %+v %v", name, r.snap, r.err)
		}
	}
	if r := <-others; r.err != nil || members(r.snap) != 1 || !r.snap.Members[user(4)] || len(r.snap.Locations) != 1 || r.snap.Locations[0].Latitude != 52.4 {
		t.Fatalf("the other crew: %+v %v", r.snap, r.err)
	}
	if r := <-nobody; r.err != nil || members(r.snap) != 0 || len(r.snap.Locations) != 0 {
		t.Fatalf("no group: %+v %v", r.snap, r.err)
	}
	if n := feed.Held(); n != 0 {
		t.Fatalf("the feed still holds %d groups' snapshots after delivering them", n)
	}

	// An hour later the crew's location has expired: the next load deletes it; the other
	// crew's (4 hours) stays.
	f.clock.Advance(time.Hour)
	again := load(f.group, 3)
	waitPending(1)
	feed.Flush()
	if r := <-again; r.err != nil || members(r.snap) != 3 || len(r.snap.Locations) != 0 {
		t.Fatalf("after expiry: %+v %v", r.snap, r.err)
	}
	if n := f.rows(t); n != 1 {
		t.Fatalf("%d location rows, want the other crew's only", n)
	}
}
