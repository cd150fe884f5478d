// Package account is a user's own data as a whole (GDPR): deleting an account with everything
// personal in it, and exporting it as one JSON document. Each table that names a user is listed
// here on purpose, so a new table that names users must be added to both (the tests scan every
// table for the deleted user).
package account

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/audit"
	"festival/internal/auth"
	"festival/internal/recap"
)

// Service deletes and exports accounts.
type Service struct {
	DB  *bun.DB
	Now func() time.Time
	// Recap builds the recaps in the export (nil: none).
	Recap *recap.Service
}

// Deleted reports what a deletion did.
type Deleted struct {
	// Votes removed (they leave the sets' tallies).
	Votes int
	// GroupsTransferred went to their longest-standing member; GroupsDeleted had no one else.
	GroupsTransferred, GroupsDeleted int
}

// Delete removes the account of userID and everything that names it, in one transaction:
// votes (the per-set counters follow by trigger, whose trigger publishes each affected set for
// live updates at commit), vote clocks, notes, idempotency records, sessions, personal access
// tokens, calendar feeds, roles,
// pending invitations sent or received, invite links the user made, sign-in codes and
// rate-limit counters keyed by the address or the user. Groups the user created pass to their
// longest-standing member (who becomes the creator); groups with no other member, and groups
// the user had already deleted, are deleted. Rows of others that merely point at the user
// (sets, artists and roles they created) keep their content and lose the reference. The
// removal of the user's admin role is audited (via "account deletion"), and then the audit
// log forgets the user (audit.Erase): entries keep what changed, not who; so do the CSV
// imports' undo snapshots (scrubImportRows; the import itself loses its actor by the foreign
// key).
func (s *Service) Delete(ctx context.Context, userID uuid.UUID) (*Deleted, error) {
	out := &Deleted{}
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// Locking the user row first makes concurrent writes that reference the user (a vote,
		// a note, a join) wait for this transaction, then fail on the missing user.
		var users []auth.User
		if err := tx.NewRaw(`SELECT * FROM users WHERE id = ? FOR UPDATE`, userID).Scan(ctx, &users); err != nil {
			return fmt.Errorf("lock user: %w", err)
		}
		if len(users) == 0 {
			return apperr.New(apperr.NotFound, MsgAccountNotFound)
		}
		u := users[0]
		var err error
		if out.Votes, err = deleteVotes(ctx, tx, userID); err != nil {
			return err
		}
		if out.GroupsTransferred, out.GroupsDeleted, err = handOverGroups(ctx, tx, userID); err != nil {
			return err
		}
		if err := removeRole(ctx, tx, userID); err != nil {
			return err
		}
		if _, err := audit.Erase(ctx, tx, userID, u.Email, u.Username); err != nil {
			return err
		}
		if _, err := scrubImportRows(ctx, tx, userID, u.Email); err != nil {
			return err
		}
		for _, q := range []struct{ what, sql string }{
			{"vote clocks", `DELETE FROM vote_clocks WHERE user_id = ?0`},
			{"notes", `DELETE FROM notes WHERE user_id = ?0`},
			{"saved plans", `DELETE FROM saved_plans WHERE user_id = ?0`},
			{"notifications", `DELETE FROM notifications WHERE user_id = ?0`}, // their push jobs go with them
			{"push subscriptions", `DELETE FROM push_subscriptions WHERE user_id = ?0`},
			{"reminders", `DELETE FROM reminder_jobs WHERE user_id = ?0`},
			{"notification settings", `DELETE FROM notification_settings WHERE user_id = ?0`},
			// On site (issue 35): the shared positions (also cascaded with the memberships),
			// private pins and the meeting points the user dropped.
			{"shared locations", `DELETE FROM member_locations WHERE user_id = ?0`},
			{"private pins", `DELETE FROM private_pins WHERE user_id = ?0`},
			{"meeting points", `DELETE FROM meeting_points WHERE created_by = ?0`},
			// Share and remember (issue 36): share links (their pages answer 404) and ratings
			// (they leave the aggregates).
			{"share links", `DELETE FROM plan_shares WHERE user_id = ?0`},
			{"ratings", `DELETE FROM set_ratings WHERE user_id = ?0`},
			{"idempotency keys", `DELETE FROM idempotency_keys WHERE user_id = ?0`},
			{"invite links", `DELETE FROM group_invites WHERE created_by = ?0`},
			{"invitations", `DELETE FROM group_member_requests WHERE user_id = ?0 OR invited_by = ?0`},
			{"memberships", `DELETE FROM group_members WHERE user_id = ?0`},
			{"calendar feeds", `DELETE FROM calendar_feeds WHERE user_id = ?0`},
			{"sessions", `DELETE FROM sessions WHERE user_id = ?0`},
			{"access tokens", `DELETE FROM access_tokens WHERE user_id = ?0`}, // their sockets close (trigger)
			{"sign-in codes", `DELETE FROM sign_in_codes WHERE email = ?1`},
			// Counters are keyed "<kind>:user:<id>" or "<kind>:email:<address>" (auth, groups, notes).
			{"rate limits", `DELETE FROM rate_limits WHERE right(key, length(?2)) = ?2 OR right(key, length(?3)) = ?3`},
			{"user", `DELETE FROM users WHERE id = ?0`},
		} {
			if _, err := tx.NewRaw(q.sql, userID, u.Email, ":user:"+userID.String(), ":email:"+u.Email).Exec(ctx); err != nil {
				return fmt.Errorf("delete %s: %w", q.what, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// removeRole deletes the user's admin role, audited as made via the account deletion.
func removeRole(ctx context.Context, tx bun.Tx, userID uuid.UUID) error {
	ctx = audit.WithVia(ctx, audit.AccountDeletion)
	before, id, err := audit.RoleOf(ctx, tx, userID)
	if err != nil || before == nil {
		return err
	}
	if _, err := tx.NewRaw(`DELETE FROM admin_roles WHERE user_id = ?`, userID).Exec(ctx); err != nil {
		return fmt.Errorf("delete role: %w", err)
	}
	return audit.RecordRole(ctx, tx, before, nil, id, uuid.Nil)
}

// MsgAccountNotFound answers a deletion of an account that no longer exists.
const MsgAccountNotFound = "Account not found"

// deleteVotes removes the user's votes (the counters' trigger publishes each affected set).
func deleteVotes(ctx context.Context, tx bun.Tx, userID uuid.UUID) (int, error) {
	var n int
	err := tx.NewRaw(`WITH removed AS (DELETE FROM votes WHERE user_id = ? RETURNING set_id)
		SELECT count(*) FROM removed`, userID).Scan(ctx, &n)
	if err != nil {
		return 0, fmt.Errorf("delete votes: %w", err)
	}
	return n, nil
}

// handOverGroups gives each live group the user created to its longest-standing other member
// and deletes the rest. The group rows are locked (so nobody joins meanwhile: a join takes a
// key-share lock on the group) and so are the member rows (so the heir cannot leave meanwhile).
func handOverGroups(ctx context.Context, tx bun.Tx, userID uuid.UUID) (transferred, deleted int, err error) {
	var owned []struct {
		ID       uuid.UUID `bun:"id,type:uuid"`
		Archived bool      `bun:"archived"`
	}
	if err := tx.NewRaw(`SELECT id, archived FROM groups WHERE created_by = ? ORDER BY id FOR UPDATE`, userID).Scan(ctx, &owned); err != nil {
		return 0, 0, fmt.Errorf("lock groups: %w", err)
	}
	for _, g := range owned {
		var heirs []uuid.UUID
		if !g.Archived {
			err := tx.NewRaw(`SELECT user_id FROM group_members WHERE group_id = ? AND user_id <> ?
				ORDER BY joined_at, id FOR UPDATE`, g.ID, userID).Scan(ctx, &heirs)
			if err != nil {
				return 0, 0, fmt.Errorf("lock members: %w", err)
			}
		}
		if len(heirs) == 0 {
			if _, err := tx.NewRaw(`DELETE FROM groups WHERE id = ?`, g.ID).Exec(ctx); err != nil {
				return 0, 0, fmt.Errorf("delete group: %w", err)
			}
			deleted++
			continue
		}
		_, err := tx.NewRaw(`WITH g AS (UPDATE groups SET created_by = ?1 WHERE id = ?0)
			UPDATE group_members SET role = 'creator' WHERE group_id = ?0 AND user_id = ?1`, g.ID, heirs[0]).Exec(ctx)
		if err != nil {
			return 0, 0, fmt.Errorf("hand over group: %w", err)
		}
		transferred++
	}
	return transferred, deleted, nil
}
