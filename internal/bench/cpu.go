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
	benchPG    time.Duration // only the bench database's backends (see backendsCPU)
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
	b0 := e.backendsCPU()
	s0, p0, err0 := read()
	if err := load(); err != nil {
		return cpuUse{}, err
	}
	s1, p1, err1 := read()
	b1 := e.backendsCPU()
	if err0 != nil || err1 != nil {
		return cpuUse{}, nil
	}
	var bench time.Duration
	for pid, c := range b1 {
		bench += c - b0[pid] // a backend that started meanwhile counts whole
	}
	return cpuUse{server: s1 - s0, pg: p1 - p0, benchPG: bench, ok: true}, nil
}

// backendsCPU is the user+sys CPU of each backend connected to the bench database now
// (pg_stat_activity), by pid. Unlike the cluster's total, other databases' work on the
// machine does not count; a backend that exits during a phase loses its last part (the pools
// keep their connections while busy, so this is rare), and background processes (WAL
// writer, checkpointer) are left out.
func (e *Env) backendsCPU() map[int]time.Duration {
	out := map[int]time.Duration{}
	if e.Stats == nil {
		return out
	}
	rows, _ := e.Stats.Query(context.Background(), "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'")
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return out
	}
	for _, pid := range pids {
		if s, err := readStat(int(pid)); err == nil {
			out[int(pid)] = s.own + s.reaped
		}
	}
	return out
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
