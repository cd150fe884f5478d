package app

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/identity"
)

// The cost budget of a personal access token: the costs of its operations (graph/cost, as
// checked before execution) add up per token in a fixed window kept in PostgreSQL, shared by
// every instance. Browser sessions and anonymous visitors have no window budget (their limits
// are per operation, per socket and per user action); their answers report null for
// remainingThisWindow and resetAt.
const (
	TokenCostBudget = 5_000_000
	TokenCostWindow = time.Hour
)

// tokenBudget is the budget servers start with (tests lower it).
var tokenBudget = struct {
	budget int64
	window time.Duration
}{TokenCostBudget, TokenCostWindow}

const (
	// DryRunHeader asks for an operation's cost without running it ("1" or "true"); the request
	// extension {"dryRun": true} does the same, over HTTP and WebSocket.
	DryRunHeader = "X-Cost-Dry-Run"
	costStat     = "festival.cost" // the operation's costReport in its Stats
)

// costReport is extensions.cost of every answer to a query or mutation: what the operation was
// charged, the most one may cost, and what is left of the caller's window budget (tokens only).
type costReport struct {
	Requested           int64      `json:"requested"`
	Limit               int        `json:"limit"`
	RemainingThisWindow *int64     `json:"remainingThisWindow"`
	ResetAt             *time.Time `json:"resetAt"`
	DryRun              bool       `json:"dryRun,omitempty"`
}

// reportOf returns the report costLimit left in the operation's stats (nil: none, e.g. a
// request that did not parse).
func reportOf(ctx context.Context) *costReport {
	if !graphql.HasOperationContext(ctx) {
		return nil
	}
	r, _ := graphql.GetOperationContext(ctx).Stats.GetExtension(costStat).(*costReport)
	return r
}

// isDryRun tells whether the operation asks for its cost only.
func isDryRun(opCtx *graphql.OperationContext) bool {
	if v, ok := opCtx.Extensions["dryRun"].(bool); ok && v {
		return true
	}
	h := strings.ToLower(strings.TrimSpace(opCtx.Headers.Get(DryRunHeader)))
	return h == "1" || h == "true"
}

// costBudget charges tokens' operations to their window budget.
type costBudget struct {
	limiter *auth.Limiter
	budget  int64
	window  time.Duration
}

// charge runs before an operation: it charges a token's budget (reads it, for a dry run) and
// fills the report, and answers at once, without running the operation, for a dry run or a
// token over its budget. nil lets the operation run.
func (b costBudget) charge(ctx context.Context) graphql.ResponseHandler {
	rep := reportOf(ctx)
	if rep == nil {
		return nil
	}
	opCtx := graphql.GetOperationContext(ctx)
	dry := isDryRun(opCtx)
	if v := identity.From(ctx); v.ViaToken() {
		amount := rep.Requested
		if dry {
			amount = 0
		}
		used, ok, resets, err := b.limiter.Spend(ctx, "cost:token:"+v.SessionID.String()+":user:"+v.UserID.String(), amount, b.budget, b.window)
		if err != nil {
			u := unavailableError()
			if !db.IsUnavailable(err) {
				u = &gqlerror.Error{Message: "Something went wrong on our side. Please try again.", Extensions: map[string]any{"code": apperr.Internal}}
			}
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{u}})
		}
		left := max(b.budget-used, 0)
		rep.RemainingThisWindow, rep.ResetAt = &left, &resets
		if !ok && !dry {
			err := gqlerror.Errorf("This token has used its budget of %d cost points for this window; it resets at %s.", b.budget, resets.UTC().Format(time.RFC3339))
			err.Extensions = map[string]any{"code": apperr.RateLimited, "retryAfterSeconds": int64(resets.Sub(b.limiter.Now()).Seconds()) + 1}
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{err}, Extensions: map[string]any{"cost": rep}})
		}
	}
	if dry {
		rep.DryRun = true
		return graphql.OneShot(&graphql.Response{Data: json.RawMessage("null"), Extensions: map[string]any{"cost": rep}})
	}
	return nil
}

// withCost adds extensions.cost to an answer of a query or mutation (a subscription's cost is
// charged and checked when it starts; its events carry none).
func withCost(ctx context.Context, resp *graphql.Response) {
	if resp == nil || isSubscription(ctx) {
		return
	}
	rep := reportOf(ctx)
	if rep == nil {
		return
	}
	if resp.Extensions == nil {
		resp.Extensions = map[string]any{}
	}
	resp.Extensions["cost"] = rep
}
