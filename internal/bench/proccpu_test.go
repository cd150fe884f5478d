package bench

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"festival/internal/testdb"
)

// A parent whose child burned CPU and exited: the tree's CPU includes the reaped child's
// (the parent's cutime), which the parent's own utime+stime would miss.
func TestTreeCPUCountsReapedChildren(t *testing.T) {
	cmd := exec.Command("sh", "-c", `sh -c 'i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done'; echo done; read x`)
	stdin, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { stdin.Close(); _ = cmd.Wait() }()
	buf := make([]byte, 5)
	if _, err := out.Read(buf); err != nil { // the child has exited and been waited for
		t.Fatal(err)
	}
	parent, err := readStat(cmd.Process.Pid)
	if err != nil {
		t.Fatal(err)
	}
	total, err := TreeCPU(cmd.Process.Pid)
	if err != nil {
		t.Fatal(err)
	}
	if parent.reaped <= 0 || total < parent.own+parent.reaped || total <= parent.own {
		t.Errorf("parent own %v reaped %v, tree %v: the busy child's CPU is not counted", parent.own, parent.reaped, total)
	}
	if _, err := TreeCPU(1 << 30); err == nil {
		t.Error("TreeCPU of a missing process: no error")
	}
}

// A PostgreSQL backend that works and then exits still counts in the cluster's CPU: the
// postmaster reaps it, so its CPU moves to the postmaster's cutime.
func TestPostgresCPUCountsExitedBackends(t *testing.T) {
	ctx := context.Background()
	url := testdb.URL(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	var pid int
	if err := conn.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
		t.Fatal(err)
	}
	postmaster, err := ParentPID(pid)
	if err != nil {
		t.Fatal(err)
	}
	if pm, _ := readStat(postmaster); pm.ppid == postmaster || postmaster <= 1 {
		t.Fatalf("postmaster pid %d looks wrong", postmaster)
	}
	start, err := readStat(pid)
	if err != nil {
		t.Fatal(err)
	}
	before, err := TreeCPU(postmaster)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, "SELECT sum(i::bigint * i) FROM generate_series(1, 3000000) i"); err != nil {
		t.Fatal(err)
	}
	backend, err := readStat(pid)
	if err != nil {
		t.Fatal(err)
	}
	if backend.own <= 0 {
		t.Fatalf("backend used no CPU: %+v", backend)
	}
	conn.Close(ctx)
	for i := 0; i < 500; i++ { // until the postmaster has reaped it
		if _, err := os.Stat("/proc/" + strconv.Itoa(pid)); err != nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	after, err := TreeCPU(postmaster)
	if err != nil {
		t.Fatal(err)
	}
	if after-before < backend.own-start.own {
		t.Errorf("cluster CPU grew by %v, less than the exited backend's %v", after-before, backend.own-start.own)
	}
}

// backendsCPU finds the bench database's busy backend by pid and counts its CPU.
func TestBackendsCPU(t *testing.T) {
	ctx := context.Background()
	url := testdb.URL(t)
	stats, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer stats.Close(ctx)
	work, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer work.Close(ctx)
	var pid int
	if err := work.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
		t.Fatal(err)
	}
	e := &Env{Stats: stats}
	before := e.backendsCPU()
	if _, ok := before[pid]; !ok {
		t.Fatalf("backend %d not among %v", pid, before)
	}
	if _, err := work.Exec(ctx, "SELECT sum(i::bigint * i) FROM generate_series(1, 3000000) i"); err != nil {
		t.Fatal(err)
	}
	if after := e.backendsCPU(); after[pid] <= before[pid] {
		t.Errorf("backend %d: CPU %v → %v, the query's work is not counted", pid, before[pid], after[pid])
	}
}
