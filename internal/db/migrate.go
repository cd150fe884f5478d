package db

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun/migrate"

	"festival/migrations"
)

func migrator(d *DB) (*migrate.Migrator, error) {
	ms := migrate.NewMigrations()
	if err := ms.Discover(migrations.FS); err != nil {
		return nil, fmt.Errorf("discover migrations: %w", err)
	}
	return migrate.NewMigrator(d.DB, ms, migrate.WithMarkAppliedOnSuccess(true)), nil
}

// migrationLockKey is the advisory lock that serialises migrators across instances.
const migrationLockKey = 727275

// serialised runs fn while holding a session advisory lock on a connection of its own. bun's
// migration lock refuses a second migrator ("already locked") instead of waiting, and its Init
// races on a fresh database, so instances started together would fail; with this lock the later
// ones wait (bounded by ctx) and then find nothing pending.
func serialised(ctx context.Context, d *DB, fn func() ([]string, error)) ([]string, error) {
	conn, err := d.Pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("migration lock connection: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", migrationLockKey); err != nil {
		return nil, fmt.Errorf("wait for the migration lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", migrationLockKey) //nolint:errcheck // a lock not released ends with its session
	return fn()
}

// Migrate applies every pending migration, one instance at a time (instances starting together
// wait for each other). It returns the names applied.
func Migrate(ctx context.Context, d *DB) ([]string, error) {
	return serialised(ctx, d, func() ([]string, error) { return migrate1(ctx, d) })
}

func migrate1(ctx context.Context, d *DB) (_ []string, err error) {
	m, err := migrator(d)
	if err != nil {
		return nil, err
	}
	if err := m.Init(ctx); err != nil {
		return nil, fmt.Errorf("init migrations: %w", err)
	}
	if err := m.Lock(ctx); err != nil {
		return nil, fmt.Errorf("lock migrations: %w", err)
	}
	defer unlock(ctx, m, &err)
	group, err := m.Migrate(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	var names []string
	for _, mg := range group.Migrations {
		names = append(names, mg.Name)
	}
	return names, nil
}

// Rollback undoes the last applied group of migrations.
func Rollback(ctx context.Context, d *DB) ([]string, error) {
	return serialised(ctx, d, func() ([]string, error) { return rollback1(ctx, d) })
}

func rollback1(ctx context.Context, d *DB) (_ []string, err error) {
	m, err := migrator(d)
	if err != nil {
		return nil, err
	}
	if err := m.Lock(ctx); err != nil {
		return nil, fmt.Errorf("lock migrations: %w", err)
	}
	defer unlock(ctx, m, &err)
	group, err := m.Rollback(ctx)
	if err != nil {
		return nil, fmt.Errorf("rollback: %w", err)
	}
	var names []string
	for _, mg := range group.Migrations {
		names = append(names, mg.Name)
	}
	return names, nil
}

// Pending reports how many known migrations are not applied yet.
func Pending(ctx context.Context, d *DB) (int, error) {
	m, err := migrator(d)
	if err != nil {
		return 0, err
	}
	ms, err := m.MigrationsWithStatus(ctx)
	if err != nil {
		return 0, err
	}
	return len(ms.Unapplied()), nil
}

// Ready reports whether the database answers and every known migration is applied. It runs on
// the probe pool (never behind request traffic); give ctx a short deadline.
func Ready(ctx context.Context, d *DB) error {
	ms := migrate.NewMigrations()
	if err := ms.Discover(migrations.FS); err != nil {
		return fmt.Errorf("discover migrations: %w", err)
	}
	rows, err := d.Probe.Query(ctx, "SELECT name FROM bun_migrations")
	if err != nil {
		return fmt.Errorf("%w: %w", ErrNotReady, err)
	}
	applied, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("%w: %w", ErrNotReady, err)
	}
	have := make(map[string]bool, len(applied))
	for _, n := range applied {
		have[n] = true
	}
	for _, m := range ms.Sorted() {
		if !have[m.Name] {
			return ErrMigrationsPending
		}
	}
	return nil
}

// Errors of Ready.
var (
	ErrNotReady          = errors.New("database unreachable")
	ErrMigrationsPending = errors.New("migrations not applied")
)

// unlock releases the migration lock. A lock left behind makes every later migrate fail with
// "already locked", so failing to release it is reported (unless an earlier error is).
func unlock(ctx context.Context, m *migrate.Migrator, err *error) {
	if uerr := m.Unlock(context.WithoutCancel(ctx)); uerr != nil && *err == nil {
		*err = fmt.Errorf("unlock migrations: %w", uerr)
	}
}
