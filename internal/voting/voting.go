// Package voting records votes on sets: one per user and set, replay-safe for the offline outbox.
package voting

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/lineup"
)

// Messages.
const (
	MsgSetNotFound  = "Set not found"
	MsgBadClientID  = "clientMutationId must be 1 to 200 characters"
	MsgClientIDUsed = "This clientMutationId was already used for a different change."
)

// maxClockSkew bounds how far in the future a client timestamp is believed.
const maxClockSkew = time.Minute

// Service writes votes.
type Service struct {
	DB     *db.DB
	Lineup *lineup.Service
	Now    func() time.Time
}

// Result of SetVote: the user's vote afterwards (nil for none), whether this call changed it,
// and the set voted on (as loaded to check it exists and is visible).
type Result struct {
	Vote    *int `json:"vote"`
	Applied bool `json:"applied"`
	SetID   uuid.UUID
	Set     *lineup.Set `json:"-"`
}

// SetVote states the user's final vote on a set (vote nil clears it). A change whose client
// timestamp is older than the stored one is ignored; the same clientID with the same payload
// (set, vote, client timestamp) returns the stored result, with another payload it is CONFLICT.
//
// It is one round trip: voteSQL does everything in one statement, behind (with a clientID)
// an advisory lock on the client id in the same pipeline and implicit transaction, so that a
// concurrent second use of the id waits and then finds the first one's record.
func (s *Service) SetVote(ctx context.Context, userID, setID uuid.UUID, vote *int, clientID *string, clientTS *time.Time) (*Result, error) {
	if vote != nil && *vote != lineup.MustGo && *vote != lineup.Interested && *vote != lineup.WontGo {
		return nil, apperr.Invalid("vote", "vote must be MUST_GO, INTERESTED or WONT_GO")
	}
	if clientID != nil && (len(*clientID) == 0 || len(*clientID) > 200) {
		return nil, apperr.Invalid("clientMutationId", MsgBadClientID)
	}
	now := s.Now()
	ts := now
	if clientTS != nil && clientTS.Before(now.Add(maxClockSkew)) {
		ts = *clientTS
	}
	var payload []byte
	b := &pgx.Batch{}
	if clientID != nil {
		payload = payloadHash(setID, vote, clientTS)
		b.Queue(lockStatement.Name, "idem:"+userID.String()+":"+*clientID)
	}
	var smallVote *int16
	if vote != nil {
		v := int16(*vote)
		smallVote = &v
	}
	b.Queue(voteStatement.Name, userID, clientID, setID, smallVote, ts, now, payload, identity.From(ctx).CanEditArtists())
	var r voteRow
	err := s.DB.Pipeline(ctx, []db.Statement{lockStatement, voteStatement}, b, func(br pgx.BatchResults) error {
		if clientID != nil {
			if _, err := br.Exec(); err != nil {
				return err
			}
		}
		return r.scan(br.QueryRow())
	})
	if err != nil {
		return nil, wrap(err)
	}
	return r.result(setID, payload)
}

// The vote's statements, prepared once per connection.
var (
	lockStatement = db.Statement{Name: "voting_lock", SQL: "SELECT pg_advisory_xact_lock(hashtext($1))"}
	voteStatement = db.Statement{Name: "voting_vote", SQL: voteSQL}
)

// voteSQL applies one change in a single statement. $1 user, $2 client id (NULL: none), $3 set,
// $4 vote (NULL clears), $5 the change's timestamp, $6 now, $7 the payload hash, $8 whether
// the viewer sees unpublished editions. It returns one row: the set if the viewer may see it
// (NULL columns otherwise), the client id's stored record if there is one (and then changes
// nothing), and otherwise whether the change won and its result (the vote afterwards).
//
// The change moves the clock row (which serialises changes per user and set and keeps the
// newest timestamp), writes or deletes the vote (the set's counters follow by trigger, and
// their trigger publishes the change for live updates at commit), and records the result
// under the client id. A change that lost reports the vote standing when it started (a newer change
// that committed while it waited for the clock row carries its own answer and event).
var voteSQL = `WITH stored AS (
	SELECT operation, result, payload_hash FROM idempotency_keys
	WHERE $2::text IS NOT NULL AND user_id = $1 AND client_id = $2::text),
vis AS (
	SELECT s.id, s.festival_edition_id, s.stage_id, s.name, s.slug, s.description, s.time_start, s.time_end
	FROM sets s WHERE s.id = $3 AND NOT s.archived AND ` + festival.VisibleEditionSQL("s.festival_edition_id", "$8::bool") + `),
s AS (SELECT * FROM vis WHERE NOT EXISTS (SELECT 1 FROM stored)),
clock AS (
	INSERT INTO vote_clocks (user_id, set_id, client_timestamp) SELECT $1, s.id, $5 FROM s
	ON CONFLICT (user_id, set_id) DO UPDATE SET client_timestamp = EXCLUDED.client_timestamp
	WHERE vote_clocks.client_timestamp <= EXCLUDED.client_timestamp
	RETURNING set_id),
removed AS (
	DELETE FROM votes WHERE $4::smallint IS NULL AND user_id = $1 AND set_id IN (SELECT set_id FROM clock)
	RETURNING set_id),
upserted AS (
	INSERT INTO votes (user_id, set_id, vote_type, client_timestamp, created_at, updated_at)
	SELECT $1, set_id, $4::smallint, $5, $6, $6 FROM clock WHERE $4::smallint IS NOT NULL
	ON CONFLICT (user_id, set_id) DO UPDATE SET vote_type = EXCLUDED.vote_type,
		client_timestamp = EXCLUDED.client_timestamp, updated_at = EXCLUDED.updated_at
	RETURNING set_id),
outcome AS (
	SELECT o.won, CASE WHEN o.won THEN $4::smallint
		ELSE (SELECT v.vote_type FROM votes v WHERE v.user_id = $1 AND v.set_id = $3) END AS vote
	FROM (SELECT EXISTS (SELECT 1 FROM clock) AS won) o),
kept AS (
	INSERT INTO idempotency_keys (user_id, client_id, operation, result, payload_hash)
	SELECT $1, $2::text, 'setVote', jsonb_build_object('vote', o.vote, 'applied', o.won), $7::bytea
	FROM outcome o WHERE $2::text IS NOT NULL AND EXISTS (SELECT 1 FROM s)
	ON CONFLICT DO NOTHING RETURNING 1)
SELECT vis.id, vis.festival_edition_id, vis.stage_id, vis.name, vis.slug, vis.description, vis.time_start,
	vis.time_end, stored.operation, stored.result::text, stored.payload_hash, o.won, o.vote::int,
	(SELECT count(*) FROM removed) + (SELECT count(*) FROM upserted) + (SELECT count(*) FROM kept) AS written
FROM outcome o LEFT JOIN vis ON true LEFT JOIN stored ON true`

// voteRow is voteSQL's row; the set's columns are NULL when the viewer may not see it.
type voteRow struct {
	set               lineup.Set
	setID, editionID  *uuid.UUID
	name, slug        *string
	operation, stored *string
	storedHash        []byte
	won               bool
	vote              *int
	written           int64
}

func (r *voteRow) scan(row pgx.Row) error {
	s := &r.set
	err := row.Scan(&r.setID, &r.editionID, &s.StageID, &r.name, &r.slug, &s.Description, &s.TimeStart,
		&s.TimeEnd, &r.operation, &r.stored, &r.storedHash, &r.won, &r.vote, &r.written)
	if err == nil && r.setID != nil {
		s.ID, s.FestivalEditionID, s.Name, s.Slug = *r.setID, *r.editionID, *r.name, *r.slug
	}
	return err
}

// result checks voteRow against the call: a client id used for another payload is CONFLICT
// (checked first, as before looking at the set), an invisible set NOT_FOUND.
func (r *voteRow) result(setID uuid.UUID, payload []byte) (*Result, error) {
	if r.stored != nil {
		if *r.operation != "setVote" || (r.storedHash != nil && !bytes.Equal(r.storedHash, payload)) {
			return nil, apperr.New(apperr.Conflict, MsgClientIDUsed)
		}
	}
	if r.setID == nil {
		return nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	res := &Result{SetID: setID, Set: &r.set, Applied: r.won, Vote: r.vote}
	if r.stored != nil {
		res = &Result{SetID: setID, Set: &r.set}
		if err := json.Unmarshal([]byte(*r.stored), res); err != nil {
			return nil, fmt.Errorf("set vote: stored result: %w", err)
		}
	}
	return res, nil
}

func wrap(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := apperr.As(err); ok {
		return err
	}
	return fmt.Errorf("set vote: %w", err)
}

// payloadHash identifies what a setVote asked for, to tell a replay from a reused client id.
func payloadHash(setID uuid.UUID, vote *int, clientTS *time.Time) []byte {
	v, ts := "none", ""
	if vote != nil {
		v = fmt.Sprint(*vote)
	}
	if clientTS != nil {
		ts = clientTS.UTC().Format(time.RFC3339Nano)
	}
	h := sha256.Sum256([]byte("setVote\x00" + setID.String() + "\x00" + v + "\x00" + ts))
	return h[:]
}

// MyVotes returns the user's votes on the sets, by set.
func (s *Service) MyVotes(ctx context.Context, userID uuid.UUID, setIDs []uuid.UUID) (map[uuid.UUID]int, error) {
	var rows []struct {
		SetID    uuid.UUID `bun:"set_id,type:uuid"`
		VoteType int       `bun:"vote_type"`
	}
	err := s.DB.NewSelect().Table("votes").Column("set_id", "vote_type").
		Where("user_id = ? AND set_id IN (?)", userID, bun.List(setIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("my votes: %w", err)
	}
	out := make(map[uuid.UUID]int, len(rows))
	for _, r := range rows {
		out[r.SetID] = r.VoteType
	}
	return out, nil
}
