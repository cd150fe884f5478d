// Package rawio wraps a socket so that its reads and writes are system calls the Go scheduler
// is not told about (raw). The socket is non-blocking, so such a call returns at once (with
// EAGAIN when there is nothing to read or no room to write, and then the goroutine waits in
// the network poller as usual). Told about a system call (entersyscall), the runtime wakes its
// monitor thread (sysmon) if the process was idle, and the monitor then polls every 20 µs for a
// millisecond: under a trickle of small messages (a crew's location updates, 167 a second) that
// was a quarter to a third of the instance's CPU (docs/on-site.md).
package rawio

import (
	"io"
	"net"
	"os"
	"sync"
	"syscall"
)

// Conn is a socket whose Read and Write are raw system calls; the rest is the socket's own.
type Conn struct {
	net.Conn
	rc syscall.RawConn

	// Reads and writes may come from several goroutines at once (as on any net.Conn): each
	// direction runs one call at a time, under its lock, with its arguments, results and
	// function made once. A Write holds its lock until all of b is written, so concurrent
	// Writes do not interleave (as the socket's own).
	rmu    sync.Mutex
	rb     []byte
	rn     int
	rerr   syscall.Errno
	readFn func(fd uintptr) bool

	wmu     sync.Mutex
	wb      []byte
	wn      int
	werr    syscall.Errno
	writeFn func(fd uintptr) bool
}

// Wrap returns c reading and writing with raw system calls when it is a socket of the network
// poller (TCP or Unix), else c itself.
func Wrap(c net.Conn) net.Conn {
	sc, ok := c.(syscall.Conn)
	if !ok {
		return c
	}
	rc, err := sc.SyscallConn()
	if err != nil || !supported {
		return c
	}
	w := &Conn{Conn: c, rc: rc}
	w.readFn, w.writeFn = w.read, w.write
	return w
}

// SyscallConn is the socket's.
func (c *Conn) SyscallConn() (syscall.RawConn, error) { return c.rc, nil }

// Read reads what the socket has, waiting in the network poller (within the read deadline)
// when it has nothing.
func (c *Conn) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	c.rmu.Lock()
	defer c.rmu.Unlock()
	c.rb = b
	err := c.rc.Read(c.readFn)
	n, errno := c.rn, c.rerr
	c.rb = nil
	switch {
	case err != nil:
		return 0, err // the deadline passed, or the socket is closed
	case errno != 0:
		return 0, c.opError("read", errno)
	case n == 0:
		return 0, io.EOF
	}
	return n, nil
}

func (c *Conn) read(fd uintptr) bool { return attempt(rawRead, fd, c.rb, &c.rn, &c.rerr) }

// Write writes all of b, waiting in the network poller (within the write deadline) while the
// socket's buffer is full.
func (c *Conn) Write(b []byte) (int, error) {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	done := 0
	for done < len(b) {
		c.wb = b[done:]
		err := c.rc.Write(c.writeFn)
		n, errno := c.wn, c.werr
		c.wb = nil
		if err != nil {
			return done, err
		}
		if errno != 0 {
			return done, c.opError("write", errno)
		}
		if n == 0 { // not for a socket with room; never loop on it
			return done, io.ErrShortWrite
		}
		done += n
	}
	return done, nil
}

func (c *Conn) write(fd uintptr) bool { return attempt(rawWrite, fd, c.wb, &c.wn, &c.werr) }

// attempt is a RawConn function: sys on fd and b, again when interrupted; false (wait in the
// network poller) on EAGAIN, else done with its count and errno in n and errno.
func attempt(sys func(uintptr, []byte) (int, syscall.Errno), fd uintptr, b []byte, n *int, errno *syscall.Errno) bool {
	for {
		k, e := sys(fd, b)
		switch e {
		case syscall.EINTR:
			continue
		case syscall.EAGAIN:
			return false
		}
		*n, *errno = k, e
		return true
	}
}

func (c *Conn) opError(op string, errno syscall.Errno) error {
	return &net.OpError{Op: op, Net: c.LocalAddr().Network(), Source: c.LocalAddr(), Addr: c.RemoteAddr(), Err: os.NewSyscallError(op, errno)}
}
