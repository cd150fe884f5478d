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

// Migrate applies every pending migration under a lock, so instances starting together are safe.
// It returns the names applied.
func Migrate(ctx context.Context, d *DB) (_ []string, err error) {
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
func Rollback(ctx context.Context, d *DB) (_ []string, err error) {
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
