package bench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// ticksPerSecond is USER_HZ, the unit of the CPU times in /proc/<pid>/stat (100 on Linux
// whatever the kernel's HZ).
const ticksPerSecond = 100

// procStat is the part of /proc/<pid>/stat the bench reads: the parent, the process's own
// user+sys, and its waited-for children's (cutime+cstime: children that exited and were reaped).
type procStat struct {
	pid, ppid   int
	own, reaped time.Duration
}

// readStat parses /proc/<pid>/stat. The command name (field 2) is in parentheses and may hold
// spaces or parentheses itself, so the fields are counted from the last ')'.
func readStat(pid int) (procStat, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return procStat{}, err
	}
	i := bytes.LastIndexByte(raw, ')')
	if i < 0 {
		return procStat{}, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	f := bytes.Fields(raw[i+1:])
	// After the name: state(3) ppid(4) ... utime(14) stime(15) cutime(16) cstime(17).
	if len(f) < 15 {
		return procStat{}, fmt.Errorf("/proc/%d/stat: %d fields", pid, len(f))
	}
	n := func(k int) int64 { v, _ := strconv.ParseInt(string(f[k-3]), 10, 64); return v }
	tick := func(v int64) time.Duration { return time.Duration(v) * time.Second / ticksPerSecond }
	return procStat{pid: pid, ppid: int(n(4)), own: tick(n(14) + n(15)), reaped: tick(n(16) + n(17))}, nil
}

// allStats reads every process's stat (processes that exit meanwhile are skipped).
func allStats() map[int]procStat {
	out := map[int]procStat{}
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil {
			continue
		}
		if s, err := readStat(pid); err == nil {
			out[pid] = s
		}
	}
	return out
}

// TreeCPU is the user+sys CPU of the process root and every live descendant, plus what each
// of them counts for its reaped children (so a worker that exited and was waited for still
// counts). A reaped child is no longer in the tree, so nothing is counted twice.
func TreeCPU(root int) (time.Duration, error) {
	stats := allStats()
	if _, ok := stats[root]; !ok {
		return 0, fmt.Errorf("process %d: not running", root)
	}
	children := map[int][]int{}
	for pid, s := range stats {
		children[s.ppid] = append(children[s.ppid], pid)
	}
	var total time.Duration
	queue := []int{root}
	for len(queue) > 0 {
		pid := queue[0]
		queue = queue[1:]
		s := stats[pid]
		total += s.own + s.reaped
		queue = append(queue, children[pid]...)
	}
	return total, nil
}

// ParentPID is the parent of a process (a PostgreSQL backend's parent is the postmaster).
func ParentPID(pid int) (int, error) {
	s, err := readStat(pid)
	return s.ppid, err
}
