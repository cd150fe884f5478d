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
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/lineup"
	"festival/internal/live"
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
	DB     *bun.DB
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
	if clientID == nil {
		res, err := s.vote(ctx, s.DB, userID, setID, vote, ts, now)
		return res, wrap(err)
	}
	var res *Result
	payload := payloadHash(setID, vote, clientTS)
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// One use of a client id at a time, so a concurrent second use sees the first.
		if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(hashtext(?))", "idem:"+userID.String()+":"+*clientID); err != nil {
			return err
		}
		var stored []struct {
			Operation   string `bun:"operation"`
			Result      string `bun:"result"`
			PayloadHash []byte `bun:"payload_hash"`
		}
		err := tx.NewSelect().Table("idempotency_keys").Column("operation", "result", "payload_hash").
			Where("user_id = ? AND client_id = ?", userID, *clientID).Scan(ctx, &stored)
		if err != nil {
			return err
		}
		if len(stored) > 0 {
			st := stored[0]
			if st.Operation != "setVote" || (st.PayloadHash != nil && !bytes.Equal(st.PayloadHash, payload)) {
				return apperr.New(apperr.Conflict, MsgClientIDUsed)
			}
			res = &Result{}
			if err := json.Unmarshal([]byte(st.Result), res); err != nil {
				return err
			}
			sets, err := s.Lineup.SetsByIDs(ctx, []uuid.UUID{setID})
			if err != nil {
				return err
			}
			if res.Set = sets[setID]; res.Set == nil {
				return apperr.New(apperr.NotFound, MsgSetNotFound)
			}
			res.SetID = setID
			return nil
		}
		if res, err = s.vote(ctx, tx, userID, setID, vote, ts, now); err != nil {
			return err
		}
		b, _ := json.Marshal(res)
		_, err = tx.NewRaw(`INSERT INTO idempotency_keys (user_id, client_id, operation, result, payload_hash)
			VALUES (?, ?, 'setVote', ?, ?) ON CONFLICT DO NOTHING`, userID, *clientID, string(b), payload).Exec(ctx)
		return err
	})
	if err != nil {
		return nil, wrap(err)
	}
	return res, nil
}

// vote applies one change in a single statement: it checks that the viewer may see the set,
// moves the clock row (which serialises changes per user and set and keeps the newest
// timestamp), writes or deletes the vote (the set's counters follow by trigger) and, when the
// change won, publishes it for live updates at commit. Only a change that lost to a newer one
// reads the standing vote afterwards, in a second statement.
func (s *Service) vote(ctx context.Context, db bun.IDB, userID, setID uuid.UUID, vote *int, ts, now time.Time) (*Result, error) {
	visible := festival.VisibleEdition(db.NewSelect().Model((*lineup.Set)(nil)).
		Where("s.id = ? AND NOT s.archived", setID), identity.From(ctx), "s.festival_edition_id")
	var rows []struct {
		lineup.Set
		Won      bool `bun:"won"`
		Notified int  `bun:"notified"`
	}
	err := db.NewSelect().
		With("s", visible).
		With("clock", db.NewRaw(`INSERT INTO vote_clocks (user_id, set_id, client_timestamp) SELECT ?, s.id, ? FROM s
			ON CONFLICT (user_id, set_id) DO UPDATE SET client_timestamp = EXCLUDED.client_timestamp
			WHERE vote_clocks.client_timestamp <= EXCLUDED.client_timestamp
			RETURNING set_id`, userID, ts)).
		With("removed", db.NewRaw(`DELETE FROM votes WHERE ?::smallint IS NULL AND user_id = ?
			AND set_id IN (SELECT set_id FROM clock) RETURNING set_id`, vote, userID)).
		With("upserted", db.NewRaw(`INSERT INTO votes (user_id, set_id, vote_type, client_timestamp, created_at, updated_at)
			SELECT ?, set_id, ?::smallint, ?, ?, ? FROM clock WHERE ?::smallint IS NOT NULL
			ON CONFLICT (user_id, set_id) DO UPDATE SET vote_type = EXCLUDED.vote_type,
				client_timestamp = EXCLUDED.client_timestamp, updated_at = EXCLUDED.updated_at
			RETURNING set_id`, userID, vote, ts, now, now, vote)).
		With("notified", db.NewRaw(`SELECT `+live.NotifyExpr("s.festival_edition_id", "s.id")+` FROM s
			WHERE EXISTS (SELECT 1 FROM clock)`)).
		TableExpr("s").ColumnExpr("s.*").
		ColumnExpr("EXISTS (SELECT 1 FROM clock) AS won").
		ColumnExpr("(SELECT count(*) FROM notified) + (SELECT count(*) FROM removed) + (SELECT count(*) FROM upserted) AS notified").
		Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	set := rows[0].Set
	res := &Result{SetID: setID, Set: &set, Applied: rows[0].Won, Vote: vote}
	if !res.Applied {
		if res.Vote, err = current(ctx, db, userID, setID); err != nil {
			return nil, err
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

func current(ctx context.Context, db bun.IDB, userID, setID uuid.UUID) (*int, error) {
	var v []int
	if err := db.NewSelect().Table("votes").Column("vote_type").
		Where("user_id = ? AND set_id = ?", userID, setID).Scan(ctx, &v); err != nil {
		return nil, err
	}
	if len(v) == 0 {
		return nil, nil
	}
	return &v[0], nil
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
