// Package changes names the events by which the database announces a committed change of a
// set. Nothing in Go sends them: triggers on every table a set card reads (sets, set_artists,
// artists, artist_music_genres, music_genres, stages, festival_editions, festivals, and
// set_tallies for votes; migration 20261128200000) call pg_notify in the writing transaction,
// so an event is delivered at commit, whoever wrote (our code, an import, an operator's SQL).
// Each instance's live hub (internal/live) LISTENs and fans the events out. See
// docs/live-updates.md.
package changes

// Channel is the NOTIFY channel for set changes. A payload is the edition id followed by one
// or more set ids of that edition (at most 100), space-separated; or the edition id, one set
// id and VotesKind.
const Channel = "set_changed"

// VotesKind ends the payload of a change to a set's votes only: list screens then get its
// counts alone (Subscription.setTallies), not its whole card.
const VotesKind = "votes"

// ContentChannel is the NOTIFY channel on which statement triggers on festivals,
// festival_editions, stages and music_genres announce a committed change of any of their rows
// (migration 20261206100000); the payload names the table. Instances drop what they keep of
// them (internal/kept).
const ContentChannel = "content_changed"
