package bench

import (
	"fmt"
	"syscall"
)

// fdHeadroom is what a process keeps of its open-file limit beside the sockets of a fan-out run
// (database pool, listeners, files).
const fdHeadroom = 500

// capToOpenFiles lowers each subscriber count to what one process may hold open: the
// subscribing instance has one file per socket, and so has the client. The limit is the hard
// one (make bench raises the soft limit to it; raising the hard limit needs root outside a
// container). It returns the counts and, when any was lowered, a sentence saying so.
func capToOpenFiles(counts []int) ([]int, string) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return counts, ""
	}
	return capCounts(counts, int(min(lim.Max, 1<<24)))
}

func capCounts(counts []int, limit int) ([]int, string) {
	most := limit - fdHeadroom
	var out []int
	note := ""
	for _, n := range counts {
		if n > most {
			note = fmt.Sprintf("%d subscribers asked for, %d run: this machine's hard limit of open files per process is %d (one file per socket in the subscribing instance and in the client), and only root outside a container can raise it. ", n, most, limit)
			n = most
		}
		if len(out) == 0 || out[len(out)-1] != n {
			out = append(out, n)
		}
	}
	return out, note
}
