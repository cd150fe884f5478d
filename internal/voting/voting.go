// Package voting records votes on sets: one per user and set, replay-safe for the offline outbox.
package voting

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
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
	sets, err := s.Lineup.SetsByIDs(ctx, []uuid.UUID{setID})
	if err != nil {
		return nil, err
	}
	set := sets[setID]
	if set == nil {
		return nil, apperr.New(apperr.NotFound, MsgSetNotFound)
	}
	now := s.Now()
	ts := now
	if clientTS != nil && clientTS.Before(now.Add(maxClockSkew)) {
		ts = *clientTS
	}
	res := &Result{SetID: setID}
	payload := payloadHash(setID, vote, clientTS)
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if clientID != nil {
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
				return json.Unmarshal([]byte(st.Result), res)
			}
		}
		// The clock row serialises changes per user and set and keeps the newest timestamp.
		var won bool
		err := tx.NewRaw(`INSERT INTO vote_clocks (user_id, set_id, client_timestamp) VALUES (?, ?, ?)
			ON CONFLICT (user_id, set_id) DO UPDATE SET client_timestamp = EXCLUDED.client_timestamp
			WHERE vote_clocks.client_timestamp <= EXCLUDED.client_timestamp
			RETURNING true`, userID, setID, ts).Scan(ctx, &won)
		if err != nil && !isNoRows(err) {
			return err
		}
		if won {
			if err := apply(ctx, tx, userID, setID, vote, ts, now); err != nil {
				return err
			}
			res.Applied = true
			if err := live.NotifySetChanged(ctx, tx, set.FestivalEditionID, setID); err != nil {
				return err
			}
		}
		if res.Vote, err = current(ctx, tx, userID, setID); err != nil {
			return err
		}
		if clientID != nil {
			b, _ := json.Marshal(res)
			_, err := tx.NewRaw(`INSERT INTO idempotency_keys (user_id, client_id, operation, result, payload_hash)
				VALUES (?, ?, 'setVote', ?, ?) ON CONFLICT DO NOTHING`, userID, *clientID, string(b), payload).Exec(ctx)
			return err
		}
		return nil
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, err
		}
		return nil, fmt.Errorf("set vote: %w", err)
	}
	res.SetID, res.Set = setID, set
	return res, nil
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

func apply(ctx context.Context, tx bun.Tx, userID, setID uuid.UUID, vote *int, ts, now time.Time) error {
	if vote == nil {
		_, err := tx.NewDelete().Table("votes").Where("user_id = ? AND set_id = ?", userID, setID).Exec(ctx)
		return err
	}
	_, err := tx.NewRaw(`INSERT INTO votes (user_id, set_id, vote_type, client_timestamp, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id, set_id) DO UPDATE SET vote_type = EXCLUDED.vote_type,
			client_timestamp = EXCLUDED.client_timestamp, updated_at = EXCLUDED.updated_at`,
		userID, setID, *vote, ts, now, now).Exec(ctx)
	return err
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

func isNoRows(err error) bool { return errors.Is(err, sql.ErrNoRows) }
