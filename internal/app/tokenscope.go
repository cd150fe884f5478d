package app

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"festival/internal/apperr"
	"festival/internal/identity"
)

// voteMutations are the only mutations a personal access token may run, and only with the
// VOTE scope: the user's own votes, notes and saved plans. Everything else (the account, tokens,
// sign-in, groups, notifications, every staff mutation) needs a session, whatever the token's
// scopes; a new mutation is refused to tokens until it is listed here.
var voteMutations = map[string]bool{
	"setVote": true, "addNote": true, "deleteNote": true, "savePlan": true,
}

// Messages of token refusals.
const (
	MsgTokenMutation = "A personal access token may only change votes, notes and plans (with the VOTE scope); it can never delete the account, manage tokens, change sign-in or make staff changes. Sign in on the site to do this."
	MsgTokenReadOnly = "This token has the READ scope only: votes, notes and plans need a token with the VOTE scope."
)

// tokenScope refuses, before execution, a mutation a personal access token may not run
// (FORBIDDEN, naming why). Resolvers of the account, tokens and sign-in check again.
type tokenScope struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = tokenScope{}

func (tokenScope) ExtensionName() string                          { return "TokenScope" }
func (tokenScope) Validate(schema graphql.ExecutableSchema) error { return nil }

func (tokenScope) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	v := identity.From(ctx)
	if !v.ViaToken() || opCtx.Operation == nil || opCtx.Operation.Operation != ast.Mutation {
		return nil
	}
	for _, f := range graphql.CollectFields(opCtx, opCtx.Operation.SelectionSet, []string{"Mutation"}) {
		if f.Name == "__typename" {
			continue
		}
		if !voteMutations[f.Name] {
			return refuseToken(f, MsgTokenMutation)
		}
		if !v.HasScope(identity.ScopeVote) {
			return refuseToken(f, MsgTokenReadOnly)
		}
	}
	return nil
}

func refuseToken(f graphql.CollectedField, msg string) *gqlerror.Error {
	err := gqlerror.ErrorPosf(f.Position, "%s", msg)
	err.Path = ast.Path{ast.PathName(f.Alias)}
	err.Extensions = map[string]any{"code": apperr.Forbidden}
	return err
}
