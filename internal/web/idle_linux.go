package web

import (
	"errors"
	"sync"

	"golang.org/x/sys/unix"
)

// idlePoller watches the sockets no goroutine reads (see wsConn.park): one epoll set for the
// process, one goroutine waiting on it. A socket is armed once per wait (EPOLLONESHOT); when it
// has data or its peer hangs up, its wake runs on a goroutine of operationWorkers, which reads it
// as before.
type idlePoller struct {
	epfd int

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
		idleP = &idlePoller{epfd: fd, waiting: map[uint64]func(){}}
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
	if err := c.raw.Control(func(fd uintptr) { ctlErr = unix.EpollCtl(p.epfd, op, int(fd), &ev) }); err != nil || ctlErr != nil {
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
	for {
		n, err := unix.EpollWait(p.epfd, events, -1)
		if err != nil {
			if errors.Is(err, unix.EINTR) {
				continue
			}
			// Not expected (a bad descriptor or argument): the armed sockets are read as before.
			p.mu.Lock()
			p.broken = true
			for token, wake := range p.waiting {
				delete(p.waiting, token)
				operationWorkers.run(wake)
			}
			p.mu.Unlock()
			return
		}
		p.mu.Lock()
		for _, ev := range events[:n] {
			token := uint64(uint32(ev.Fd)) | uint64(uint32(ev.Pad))<<32
			if wake := p.waiting[token]; wake != nil {
				delete(p.waiting, token)
				operationWorkers.run(wake)
			}
		}
		p.mu.Unlock()
	}
}
