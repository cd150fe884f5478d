package db

import (
	"context"
	"fmt"

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
func Migrate(ctx context.Context, d *DB) ([]string, error) {
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
	defer m.Unlock(ctx) //nolint:errcheck
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
	m, err := migrator(d)
	if err != nil {
		return nil, err
	}
	if err := m.Lock(ctx); err != nil {
		return nil, fmt.Errorf("lock migrations: %w", err)
	}
	defer m.Unlock(ctx) //nolint:errcheck
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
