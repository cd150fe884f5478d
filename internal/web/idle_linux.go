package web

import (
	"os"
	"sync"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// idlePoller watches the sockets no goroutine reads (see wsConn.park): one epoll set for the
// process, one goroutine waiting on it. A socket is armed once per wait (EPOLLONESHOT); when it
// has data or its peer hangs up, its wake runs on a goroutine of operationWorkers, which reads it
// as before.
//
// The set's own descriptor waits in Go's network poller, like any socket, and is read without
// blocking (epoll_wait with no timeout, a raw system call as in internal/rawio): a goroutine
// blocked in epoll_wait held a P in a system call, which the runtime's monitor (sysmon) took
// back after 10 ms, and then polled every 20 µs for a millisecond, at every quiet gap between a
// crew's location updates (docs/on-site.md, "The runtime's monitor").
type idlePoller struct {
	epfd int
	rc   syscall.RawConn // epfd in Go's network poller
	file *os.File        // epfd's, kept for the process's life (its finalizer would close epfd)

	mu      sync.Mutex
	waiting map[uint64]func() // armed sockets' wakes, by token
	next    uint64            // the last token handed out
	broken  bool              // epoll_wait failed: nothing is armed any more
}

var (
	idleOnce sync.Once
	idleP    *idlePoller
)

// idle is the process's poller, started at the first call; nil when epoll is not available.
func idle() *idlePoller {
	idleOnce.Do(func() {
		fd, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
		if err != nil {
			return
		}
		if unix.SetNonblock(fd, true) != nil {
			_ = unix.Close(fd)
			return
		}
		// A non-blocking descriptor joins the network poller (os.NewFile).
		f := os.NewFile(uintptr(fd), "idle sockets")
		rc, err := f.SyscallConn()
		if err != nil {
			_ = f.Close()
			return
		}
		idleP = &idlePoller{epfd: fd, rc: rc, file: f, waiting: map[uint64]func(){}}
		go idleP.run()
	})
	return idleP
}

// arm hands c to the poller until it has data: wake then runs on a goroutine of operationWorkers. False when
// the socket cannot wait here (closed, or epoll refused it): the caller reads it itself.
func (p *idlePoller) arm(c *wsConn, wake func()) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if c.idleClosed || p.broken {
		return false
	}
	op := unix.EPOLL_CTL_MOD
	if c.idleToken == 0 {
		p.next++
		c.idleToken, op = p.next, unix.EPOLL_CTL_ADD
	}
	ev := unix.EpollEvent{
		Events: unix.EPOLLIN | unix.EPOLLRDHUP | unix.EPOLLONESHOT,
		Fd:     int32(uint32(c.idleToken)),
		Pad:    int32(uint32(c.idleToken >> 32)),
	}
	var ctlErr error
	// Control holds the descriptor open while it runs: a socket closed meanwhile fails here.
	if err := c.raw.Control(func(fd uintptr) { ctlErr = epollCtl(p.epfd, op, int(fd), &ev) }); err != nil || ctlErr != nil {
		if op == unix.EPOLL_CTL_ADD {
			c.idleToken = 0
		}
		return false
	}
	p.waiting[c.idleToken] = wake
	return true
}

// forget is c's end: a socket armed here is woken (its reader then finds it closed and ends the
// socket's operations), and it is never armed again. Closing the descriptor takes it out of the
// epoll set.
func (p *idlePoller) forget(c *wsConn) {
	p.mu.Lock()
	c.idleClosed = true
	wake := p.waiting[c.idleToken]
	delete(p.waiting, c.idleToken)
	p.mu.Unlock()
	if wake != nil {
		operationWorkers.run(wake)
	}
}

// count is the number of sockets armed now.
func (p *idlePoller) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.waiting)
}

func (p *idlePoller) run() {
	events := make([]unix.EpollEvent, 256)
	failed := false
	wait := func(fd uintptr) bool {
		n, errno := epollWaitNow(int(fd), events)
		switch {
		case errno == syscall.EINTR || (errno == 0 && n == 0):
			return false // nothing yet: Read waits until the set has events
		case errno != 0:
			failed = true
			return true
		}
		p.wakeAll(events[:n])
		return true
	}
	// Read resets the descriptor's readiness before wait's first call, so events that come
	// after wait found none are not lost.
	for !failed {
		if p.rc.Read(wait) != nil {
			break
		}
	}
	p.fail()
}

// wakeAll runs the wakes of the sockets events name.
func (p *idlePoller) wakeAll(events []unix.EpollEvent) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, ev := range events {
		token := uint64(uint32(ev.Fd)) | uint64(uint32(ev.Pad))<<32
		if wake := p.waiting[token]; wake != nil {
			delete(p.waiting, token)
			operationWorkers.run(wake)
		}
	}
}

// fail gives up the set (not expected: a bad descriptor or argument): the armed sockets are
// read as before, and none is armed again.
func (p *idlePoller) fail() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.broken = true
	for token, wake := range p.waiting {
		delete(p.waiting, token)
		operationWorkers.run(wake)
	}
}

// epollWaitNow is epoll_wait(2) with no timeout, a raw system call (internal/rawio says why).
func epollWaitNow(epfd int, events []unix.EpollEvent) (int, syscall.Errno) {
	n, _, errno := syscall.RawSyscall6(unix.SYS_EPOLL_PWAIT, uintptr(epfd), uintptr(unsafe.Pointer(&events[0])), uintptr(len(events)), 0, 0, 0)
	return int(n), errno
}

// epollCtl is epoll_ctl(2), made raw (it does not block).
func epollCtl(epfd, op, fd int, ev *unix.EpollEvent) error {
	_, _, errno := syscall.RawSyscall6(unix.SYS_EPOLL_CTL, uintptr(epfd), uintptr(op), uintptr(fd), uintptr(unsafe.Pointer(ev)), 0, 0)
	if errno != 0 {
		return errno
	}
	return nil
}
