package db

import (
	"context"
	"sync/atomic"

	"github.com/jackc/pgx/v5"
)

// Statements counts the SQL statements sent on behalf of one request (or any unit of work whose
// context carries it): the request log and metrics report it, and tests pin it.
type Statements struct{ n atomic.Int64 }

// N is the number of statements counted so far.
func (s *Statements) N() int64 { return s.n.Load() }

type statementsKey struct{}

// CountStatements returns a context under which every statement sent through the pool adds one
// to the returned counter.
func CountStatements(ctx context.Context) (context.Context, *Statements) {
	s := &Statements{}
	return context.WithValue(ctx, statementsKey{}, s), s
}

// statementTracer counts each query, exec and transaction control statement (BEGIN included)
// against the counter in its context, if any.
type statementTracer struct{}

func (statementTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	if s, ok := ctx.Value(statementsKey{}).(*Statements); ok {
		s.n.Add(1)
	}
	return ctx
}

func (statementTracer) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// A pipeline (DB.Pipeline) counts each of its statements.
func (statementTracer) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	return ctx
}

func (statementTracer) TraceBatchQuery(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchQueryData) {
	if s, ok := ctx.Value(statementsKey{}).(*Statements); ok {
		s.n.Add(1)
	}
}

func (statementTracer) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData) {}
