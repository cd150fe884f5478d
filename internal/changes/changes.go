// Package changes is how writers announce a committed change of a set: a small event (ids only)
// sent with pg_notify inside their transaction, so it is delivered only at commit. Each
// instance's live hub (internal/live) LISTENs and fans the events out; writers import only this
// package, which knows nothing of GraphQL.
package changes

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Channel is the NOTIFY channel for set changes.
const Channel = "set_changed"

// NotifySetChanged publishes that setID of editionID changed. Call it inside the write's
// transaction: PostgreSQL delivers the event only if and when the transaction commits.
func NotifySetChanged(ctx context.Context, db bun.IDB, editionID, setID uuid.UUID) error {
	if _, err := db.ExecContext(ctx, "SELECT pg_notify(?, ?)", Channel, editionID.String()+" "+setID.String()); err != nil {
		return fmt.Errorf("notify set changed: %w", err)
	}
	return nil
}

// VotesKind ends the payload of a change to a set's votes only.
const VotesKind = "votes"

// NotifyVotesExpr is NotifyExpr for a write that changes only the set's votes: list screens
// then get its counts alone (Subscription.setTallies), not its whole card.
func NotifyVotesExpr(editionCol, setCol string) string {
	return "pg_notify('" + Channel + "', " + editionCol + "::text || ' ' || " + setCol + "::text || ' " + VotesKind + "')"
}

// NotifyExpr is the SQL expression that publishes a set change from inside a statement, for
// writes that do all their work in one (its payload is NotifySetChanged's).
func NotifyExpr(editionCol, setCol string) string {
	return "pg_notify('" + Channel + "', " + editionCol + "::text || ' ' || " + setCol + "::text)"
}

// NotifyEditionChanged publishes that editionID itself changed (not one of its sets): the event
// with the nil set id, on which each hub re-checks the edition and that watchers of the edition
// hear. Call it inside the write's transaction.
func NotifyEditionChanged(ctx context.Context, db bun.IDB, editionID uuid.UUID) error {
	return NotifySetChanged(ctx, db, editionID, uuid.Nil)
}
