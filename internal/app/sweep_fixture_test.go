package app

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/graph/relay"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/testclock"
)

// The authorization sweep's fixture: content in every visibility state and people in every
// role. Whatever the public must not see carries a marker in its name: "xunpub" (unpublished),
// "xarch" (archived), "xpriv" (private to the group "Crew" or to its creator). The sweep reports
// which markers an answer holds, so a leak shows up whatever field it comes through.

// sweepRoles are the actors, in the order the sweep calls them (mutations that change the
// fixture are declared so that the actor allowed to make them comes after the refused ones).
var sweepRoles = []string{"anonymous", "user", "nonmember", "member", "moderator", "admin", "super_admin", "creator"}

// sweepMarkers are the words that reveal hidden content, in the order outcomes name them.
var sweepMarkers = []string{"xarch", "xpriv", "xunpub"}

// sweepIDs: fixture rows by name. Each gets a fixed UUID so the SQL and the global ids agree.
var sweepIDs = map[string]string{}

func sid(name string) string {
	if id, ok := sweepIDs[name]; ok {
		return id
	}
	id := fmt.Sprintf("00000000-0000-4000-8000-%012d", len(sweepIDs)+1)
	sweepIDs[name] = id
	return id
}

// sweepFixtureSQL uses {name} for the UUID of row name.
const sweepFixtureSQL = `
INSERT INTO users (id, email, username) VALUES
  ('{user}', 'user@sweep.test', 'plainuser'), ('{nonmember}', 'nonmember@sweep.test', 'nonmember'),
  ('{member}', 'member@sweep.test', 'member'), ('{moderator}', 'moderator@sweep.test', 'moderator'),
  ('{admin}', 'admin@sweep.test', 'admin'), ('{super_admin}', 'super@sweep.test', 'superadmin'),
  ('{creator}', 'creator@sweep.test', 'creator'), ('{extra}', 'extra-xpriv@sweep.test', NULL);
INSERT INTO admin_roles (id, user_id, role) VALUES ('{roleModerator}', '{moderator}', 'moderator'), ('{roleAdmin}', '{admin}', 'admin'),
  ('{roleSuper}', '{super_admin}', 'super_admin');

INSERT INTO festivals (id, name, slug, published, archived) VALUES
  ('{festOpen}', 'Open Fest', 'open', true, false),
  ('{festUnpub}', 'Fest xunpub', 'fest-xunpub', false, false),
  ('{festArch}', 'Fest xarch', 'fest-xarch', true, true);
INSERT INTO festival_editions (id, festival_id, name, slug, year, published, archived) VALUES
  ('{edOpen}', '{festOpen}', 'Open 2026', 'e', 2026, true, false),
  ('{edUnpub}', '{festOpen}', 'Open xunpub', 'xunpub', 2027, false, false),
  ('{edArch}', '{festOpen}', 'Open xarch', 'xarch', 2025, true, true),
  ('{edOfUnpub}', '{festUnpub}', 'Edition xunpub', 'e', 2026, true, false),
  ('{edOfArch}', '{festArch}', 'Edition xarch', 'e', 2026, true, false);
INSERT INTO stages (id, festival_edition_id, name, archived) VALUES
  ('{stageOpen}', '{edOpen}', 'Main', false), ('{stageArch}', '{edOpen}', 'Stage xarch', true),
  ('{stageUnpub}', '{edUnpub}', 'Stage xunpub', false), ('{stageOfArch}', '{edOfArch}', 'Stage2 xarch', false);
INSERT INTO music_genres (id, name) VALUES ('{genre}', 'Techno');
INSERT INTO artists (id, name, slug, archived) VALUES ('{artist}', 'DJ Open', 'dj-open', false), ('{artistArch}', 'DJ xarch', 'dj-xarch', true);
INSERT INTO artist_music_genres (artist_id, music_genre_id) VALUES ('{artist}', '{genre}');
INSERT INTO sets (id, festival_edition_id, stage_id, name, slug, archived) VALUES
  ('{setOpen}', '{edOpen}', '{stageOpen}', 'Set 1', 'set-1', false),
  ('{setOpen2}', '{edOpen}', '{stageOpen}', 'Set 2', 'set-2', false),
  ('{setArch}', '{edOpen}', '{stageOpen}', 'Set xarch', 'set-xarch', true),
  ('{setUnpub}', '{edUnpub}', '{stageUnpub}', 'Set xunpub', 'set-1', false),
  ('{setOfUnpub}', '{edOfUnpub}', NULL, 'Set2 xunpub', 'set-1', false),
  ('{setOfArch}', '{edOfArch}', '{stageOfArch}', 'Set2 xarch', 'set-1', false);
INSERT INTO set_artists (set_id, artist_id) VALUES ('{setOpen}', '{artist}'), ('{setOpen2}', '{artistArch}');

INSERT INTO groups (id, name, created_by) VALUES ('{group}', 'Crew xpriv', '{creator}'), ('{groupOther}', 'Other', '{nonmember}'),
  ('{groupSpare}', 'Spare', '{extra}');
INSERT INTO group_members (id, group_id, user_id, role) VALUES
  ('{gmCreator}', '{group}', '{creator}', 'creator'), ('{gmMember}', '{group}', '{member}', 'member'),
  ('{gmExtra}', '{group}', '{extra}', 'member'), ('{gmOther}', '{groupOther}', '{nonmember}', 'creator'),
  ('{gmSpare}', '{groupSpare}', '{extra}', 'creator');
INSERT INTO group_invites (id, group_id, token_hash, created_by) VALUES ('{invite}', '{group}', ?, '{creator}'),
  ('{inviteSpare}', '{groupSpare}', ?, '{extra}');
INSERT INTO group_member_requests (id, group_id, user_id, invited_by) VALUES
  ('{invitationDecline}', '{groupOther}', '{user}', '{nonmember}'),
  ('{invitationAccept}', '{group}', '{user}', '{creator}');
INSERT INTO notes (id, set_id, user_id, note_content) VALUES ('{note}', '{setOpen}', '{member}', 'note xpriv'),
  (gen_random_uuid(), '{setArch}', '{member}', 'note xarch');
INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, after) VALUES
  ('{audit}', '{moderator}', 'artist.update', 'Artist', '{artist}', jsonb_build_object('name', 'DJ Open'));
INSERT INTO votes (user_id, set_id, vote_type) VALUES ('{member}', '{setOpen}', 2), ('{extra}', '{setOpen}', 1),
  ('{member}', '{setArch}', 2);
INSERT INTO notifications (id, user_id, set_id, kind, message) VALUES
  ('{notification}', '{member}', '{setOpen}', 'SET_TIME_CHANGED', 'Set 1 moved xpriv'),
  (gen_random_uuid(), '{user}', '{setOpen}', 'SET_STAGE_CHANGED', 'Set 1 moved'),
  (gen_random_uuid(), '{nonmember}', '{setOpen}', 'SET_STAGE_CHANGED', 'Set 1 moved'),
  (gen_random_uuid(), '{moderator}', '{setOpen}', 'SET_STAGE_CHANGED', 'Set 1 moved'),
  (gen_random_uuid(), '{admin}', '{setOpen}', 'SET_STAGE_CHANGED', 'Set 1 moved'),
  (gen_random_uuid(), '{super_admin}', '{setOpen}', 'SET_STAGE_CHANGED', 'Set 1 moved'),
  (gen_random_uuid(), '{creator}', '{setOpen}', 'SET_STAGE_CHANGED', 'Set 1 moved');
INSERT INTO points_of_interest (id, festival_edition_id, kind, name, pos_x, pos_y) VALUES
  ('{poiOpen}', '{edOpen}', 'WATER', 'Water tap', 10, 10), ('{poiUnpub}', '{edUnpub}', 'TOILETS', 'Toilets xunpub', 5, 5);
INSERT INTO private_pins (id, user_id, festival_edition_id, label, pos_x, pos_y, created_at, updated_at) VALUES
  (gen_random_uuid(), '{extra}', '{edOpen}', 'tent xpriv', 1, 2, now(), now());
INSERT INTO member_locations (group_id, user_id, latitude, longitude, accuracy_meters, updated_at, expires_at) VALUES
  ('{group}', '{member}', 52.37, 4.89, 12, now() - interval '1 minute', now() + interval '1 day'),
  ('{groupSpare}', '{extra}', 51.5, 4.1, 12, now() - interval '1 minute', now() + interval '1 day');
INSERT INTO meeting_points (id, group_id, festival_edition_id, created_by, stage_id, meet_at, note, created_at) VALUES
  ('{meeting}', '{group}', '{edOpen}', '{member}', '{stageOpen}', now() + interval '1 hour', 'meet xpriv', now());
INSERT INTO access_tokens (id, user_id, name, token_hash, scopes, created_at, expires_at) VALUES
  ('{accessToken}', '{member}', 'script xpriv', decode('00', 'hex'), ARRAY['read'], now(), now() + interval '30 days');
`

// The fixture's invite link tokens (stored hashed, like real ones): one into "Crew", one into
// "Spare" (a group none of the roles is in, for redeemInvite).
const (
	sweepInviteToken = "sweep-invite-token-0123456789abcdefghijklmnopqrstuv"
	sweepSpareToken  = "sweep-spare-token-0123456789abcdefghijklmnopqrstuvw"
)

// sweepNodeTypes gives each fixture row's GraphQL type, for its global id.
var sweepNodeTypes = map[string]string{
	"festOpen": relay.TypeFestival, "festUnpub": relay.TypeFestival, "festArch": relay.TypeFestival,
	"edOpen": relay.TypeEdition, "edUnpub": relay.TypeEdition, "edArch": relay.TypeEdition,
	"edOfUnpub": relay.TypeEdition, "edOfArch": relay.TypeEdition,
	"stageOpen": relay.TypeStage, "stageArch": relay.TypeStage, "stageUnpub": relay.TypeStage, "stageOfArch": relay.TypeStage,
	"genre": relay.TypeGenre, "artist": relay.TypeArtist, "artistArch": relay.TypeArtist,
	"setOpen": relay.TypeSet, "setOpen2": relay.TypeSet, "setArch": relay.TypeSet, "setUnpub": relay.TypeSet,
	"setOfUnpub": relay.TypeSet, "setOfArch": relay.TypeSet,
	"extra": relay.TypeUser, "member": relay.TypeUser,
	"group": relay.TypeGroup, "groupOther": relay.TypeGroup,
	"gmCreator": relay.TypeMember, "gmMember": relay.TypeMember, "gmExtra": relay.TypeMember,
	"invite": relay.TypeInvite, "note": relay.TypeNote,
	"invitationDecline": relay.TypeInvitation, "invitationAccept": relay.TypeInvitation,
	"audit": relay.TypeAuditEntry, "notification": relay.TypeNotification,
	"poiOpen": relay.TypePointOfInterest, "poiUnpub": relay.TypePointOfInterest,
	"meeting":     relay.TypeMeetingPoint, // not a Node: its id, for deleteMeetingPoint
	"accessToken": relay.TypeAccessToken,
}

// sweepRoleIDs are the fixture's admin roles (not Node types: ids for the role mutations).
var sweepRoleIDs = []string{"roleModerator", "roleAdmin", "roleSuper"}

// loadSweepFixture writes the fixture, gives every role but anonymous a session, and returns the
// variables every sweep call gets (global ids by row name, the invite token) and each role's
// session token.
func loadSweepFixture(t *testing.T, store *db.DB) (vars map[string]any, sessions map[string]string) {
	t.Helper()
	// now() in the fixture is the tests' clock (the server's under TEST_CLOCK), not the database's.
	sql := strings.ReplaceAll(sweepFixtureSQL, "now()", "'"+testclock.Now().UTC().Format(time.RFC3339Nano)+"'::timestamptz")
	for strings.Contains(sql, "{") {
		i := strings.Index(sql, "{")
		j := strings.Index(sql[i:], "}") + i
		sql = sql[:i] + sid(sql[i+1:j]) + sql[j+1:]
	}
	ctx := context.Background()
	if _, err := store.ExecContext(ctx, sql, auth.HashToken(sweepInviteToken), auth.HashToken(sweepSpareToken)); err != nil {
		t.Fatalf("sweep fixture: %v", err)
	}
	vars = map[string]any{"inviteToken": sweepInviteToken, "spareToken": sweepSpareToken}
	for name, typ := range sweepNodeTypes {
		vars[name] = relay.ID(typ, uuid.MustParse(sid(name)))
	}
	for _, name := range sweepRoleIDs {
		vars[name] = relay.ID("AdminRoleAssignment", uuid.MustParse(sid(name)))
	}
	sessions = map[string]string{}
	for _, role := range sweepRoles[1:] {
		token := auth.NewToken()
		if _, err := store.ExecContext(ctx, `INSERT INTO sessions (token_hash, user_id, last_seen_at, expires_at) VALUES (?, ?, ?, ?)`,
			auth.HashToken(token), sid(role), testclock.Now(), testclock.Now().Add(24*time.Hour)); err != nil {
			t.Fatal(err)
		}
		sessions[role] = token
	}
	return vars, sessions
}
