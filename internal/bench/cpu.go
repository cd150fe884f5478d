package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// cpuUse is the CPU a load phase cost: the serving process tree's and the PostgreSQL
// cluster's (every postgres process, exited backends through the postmaster's cutime).
type cpuUse struct {
	server, pg time.Duration
	ok         bool
}

// measureCPU runs load and returns the CPU the instance inst ("A", "B" or "PG": the peer's
// master and its workers) and PostgreSQL spent meanwhile. The PostgreSQL cluster is the
// machine's one, so other databases' work counts too: on a shared machine it is an upper bound.
func (e *Env) measureCPU(inst string, load func() error) (cpuUse, error) {
	pid := e.Pids[inst]
	read := func() (time.Duration, time.Duration, error) {
		if pid == 0 || e.Postmaster == 0 {
			return 0, 0, fmt.Errorf("no pid")
		}
		s, err := TreeCPU(pid)
		if err != nil {
			return 0, 0, err
		}
		p, err := TreeCPU(e.Postmaster)
		return s, p, err
	}
	s0, p0, err0 := read()
	if err := load(); err != nil {
		return cpuUse{}, err
	}
	s1, p1, err1 := read()
	if err0 != nil || err1 != nil {
		return cpuUse{}, nil
	}
	return cpuUse{server: s1 - s0, pg: p1 - p0, ok: true}, nil
}

// postmasterPID is the PostgreSQL cluster's postmaster: the parent of this connection's backend.
func postmasterPID(ctx context.Context, dbURL string) (int, error) {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return 0, err
	}
	defer conn.Close(ctx)
	var pid int
	if err := conn.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
		return 0, err
	}
	return ParentPID(pid)
}

// voteTables are the tables whose state the read figures are taken in.
const voteTables = "votes, set_tallies"

// Vacuum brings the votes tables to the "vacuumed" state: VACUUM (ANALYZE) right before the reads.
func (e *Env) Vacuum(ctx context.Context) error {
	return execSQL(ctx, e.DBURL, "VACUUM (ANALYZE) "+voteTables)
}

// Autovacuum turns autovacuum off (or back to the default) for the votes tables, so the
// "after writes" state is the unvacuumed one.
func Autovacuum(ctx context.Context, dbURL string, on bool) error {
	for _, t := range []string{"votes", "set_tallies"} {
		q := "ALTER TABLE " + t + " SET (autovacuum_enabled = off)"
		if on {
			q = "ALTER TABLE " + t + " RESET (autovacuum_enabled)"
		}
		if err := execSQL(ctx, dbURL, q); err != nil {
			return err
		}
	}
	return nil
}

func execSQL(ctx context.Context, dbURL, q string) error {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, q)
	return err
}
