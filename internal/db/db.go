// Package db opens PostgreSQL (one pgx pool, bun on top of it) and applies the migrations.
package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"net"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/rawio"
)

// DefaultAcquireTimeout bounds how long a query waits for a pool connection when its context
// has no earlier deadline.
const DefaultAcquireTimeout = 5 * time.Second

// DB is the one store: bun for queries over the request pool. Nothing else waits behind that
// pool: the live hub's LISTEN connection is its own (Listen), and the readiness probe has its
// own one-connection pool (Probe).
type DB struct {
	*bun.DB
	// Pool is the request pool under bun. Every acquire through bun is bounded by the query's
	// context deadline and by the acquire timeout.
	Pool *pgxpool.Pool
	// Probe is a separate pool of one connection for /readyz, so traffic cannot starve it.
	Probe *pgxpool.Pool
	// acquireTimeout bounds each acquire of a request pool connection.
	acquireTimeout time.Duration
}

// Options tune Open; zero values take the defaults.
type Options struct {
	// MaxConns is the size of the request pool.
	MaxConns int32
	// AcquireTimeout bounds the wait for a pool connection (DefaultAcquireTimeout when 0).
	AcquireTimeout time.Duration
}

// Open connects to url. It does not fail when the server is down: pgx connects lazily, so a
// server that starts without its database recovers by itself once PostgreSQL answers.
func Open(ctx context.Context, url string, maxConns int32) (*DB, error) {
	return OpenWith(ctx, url, Options{MaxConns: maxConns})
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, url string, o Options) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("parse DATABASE_URL: %w", err)
	}
	if o.MaxConns > 0 {
		cfg.MaxConns = o.MaxConns
	}
	if o.AcquireTimeout <= 0 {
		o.AcquireTimeout = DefaultAcquireTimeout
	}
	cfg.MinConns = 0
	cfg.MaxConnIdleTime = 5 * time.Minute
	cfg.HealthCheckPeriod = 15 * time.Second
	cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	cfg.ConnConfig.Tracer = statementTracer{}
	// Reads and writes without waking the runtime's monitor (rawio).
	dial := cfg.ConnConfig.DialFunc
	cfg.ConnConfig.DialFunc = func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := dial(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		return rawio.Wrap(c), nil
	}
	// bun writes the arguments into the SQL text, so nearly every statement is a text of its
	// own: preparing and caching each (pgx's default) only fills every connection's statement
	// cache, here and on the server, and costs a round trip. Run them unprepared, in one round
	// trip (results come back in text format, which pgx decodes the same).
	cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeExec
	cfg.AfterConnect = func(_ context.Context, c *pgx.Conn) error {
		registerUUID(c.TypeMap())
		return nil
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open pool: %w", err)
	}

	pcfg := cfg.Copy()
	pcfg.MaxConns = 1
	pcfg.ConnConfig.ConnectTimeout = 2 * time.Second
	probe, err := pgxpool.NewWithConfig(ctx, pcfg)
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("open probe pool: %w", err)
	}

	// database/sql must not keep pool connections idle (OpenDBFromPool sets idle to 0 on
	// purpose) and must not queue in front of the pool either: with no MaxOpenConns of its own
	// every query goes straight to pool.Acquire, which the connector bounds.
	sqldb := sql.OpenDB(acquireTimeout{stdlib.GetPoolConnector(pool), o.AcquireTimeout})
	sqldb.SetMaxIdleConns(0)
	sqldb.SetMaxOpenConns(0)
	bdb := bun.NewDB(sqldb, pgdialect.New())
	return &DB{DB: bdb, Pool: pool, Probe: probe, acquireTimeout: o.AcquireTimeout}, nil
}

// acquireTimeout bounds each pool acquire made on behalf of database/sql.
type acquireTimeout struct {
	driver.Connector
	d time.Duration
}

func (c acquireTimeout) Connect(ctx context.Context) (driver.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, c.d)
	defer cancel()
	return c.Connector.Connect(ctx)
}

// ConnectListener opens a dedicated connection (outside the request pool) with the pool's
// settings, for LISTEN. The caller closes it.
func ConnectListener(ctx context.Context, pool *pgxpool.Pool) (*pgx.Conn, error) {
	cfg := pool.Config().ConnConfig.Copy()
	if cfg.ConnectTimeout <= 0 || cfg.ConnectTimeout > 5*time.Second {
		cfg.ConnectTimeout = 5 * time.Second
	}
	return pgx.ConnectConfig(ctx, cfg)
}

// Close releases every connection.
func (d *DB) Close() {
	_ = d.DB.Close()
	d.Pool.Close()
	d.Probe.Close()
}

// Statement is a constant statement that a connection prepares once, under Name, and then
// runs by name (Pipeline).
type Statement struct{ Name, SQL string }

// Pipeline sends b's statements in one round trip: they run as one implicit transaction,
// committed when the last one succeeds, so statements after a pg_advisory_xact_lock run under
// it. Statements queued by the Name of one of prepared run prepared (each connection prepares
// them once). read takes the results in order; Pipeline returns once the transaction has ended.
func (d *DB) Pipeline(ctx context.Context, prepared []Statement, b *pgx.Batch, read func(pgx.BatchResults) error) error {
	actx, cancel := context.WithTimeout(ctx, d.acquireTimeout)
	conn, err := d.Pool.Acquire(actx)
	cancel()
	if err != nil {
		return err
	}
	defer conn.Release()
	for _, st := range prepared {
		if _, err := conn.Conn().Prepare(ctx, st.Name, st.SQL); err != nil { // a no-op once prepared
			return err
		}
	}
	br := conn.SendBatch(ctx, b)
	if err := read(br); err != nil {
		_ = br.Close()
		return err
	}
	return br.Close()
}

// InTx runs fn in a transaction, committing when fn returns nil.
func (d *DB) InTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return d.RunInTx(ctx, &sql.TxOptions{}, fn)
}

// ByID keys query rows by their id: the one helper behind every batch lookup ("rows by id")
// the dataloaders call.
func ByID[T any](rows []T, id func(T) uuid.UUID) map[uuid.UUID]T {
	out := make(map[uuid.UUID]T, len(rows))
	for _, r := range rows {
		out[id(r)] = r
	}
	return out
}
