// Package db opens PostgreSQL (one pgx pool, bun on top of it) and applies the migrations.
package db

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
)

// DB is the one store: bun for queries, the raw pool for LISTEN/NOTIFY.
type DB struct {
	*bun.DB
	Pool *pgxpool.Pool
}

// Open connects to url. It does not fail when the server is down: pgx connects lazily, so a
// server that starts without its database recovers by itself once PostgreSQL answers.
func Open(ctx context.Context, url string, maxConns int32) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("parse DATABASE_URL: %w", err)
	}
	if maxConns > 0 {
		cfg.MaxConns = maxConns
	}
	cfg.MinConns = 0
	cfg.MaxConnIdleTime = 5 * time.Minute
	cfg.HealthCheckPeriod = 15 * time.Second
	cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", err)
	}
	sqldb := stdlib.OpenDBFromPool(pool)
	sqldb.SetMaxOpenConns(int(cfg.MaxConns))
	sqldb.SetMaxIdleConns(int(cfg.MaxConns))
	bdb := bun.NewDB(sqldb, pgdialect.New())
	return &DB{DB: bdb, Pool: pool}, nil
}

// Close releases every connection.
func (d *DB) Close() {
	_ = d.DB.Close()
	d.Pool.Close()
}

// InTx runs fn in a transaction, committing when fn returns nil.
func (d *DB) InTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return d.RunInTx(ctx, &sql.TxOptions{}, fn)
}
