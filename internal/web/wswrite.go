package web

import (
	"bytes"
	"encoding/binary"
	"errors"
	"sync"
	"syscall"
	"time"
)

// The write side of a socket. Messages are framed here (a server's frames are not masked) and
// queued; the instance's pool of writers (wspool.go) takes the sockets that have something to
// write in turn and writes everything a socket has pending with one write: several events that
// arrive while the socket waits for its turn go out together. Subscription events are not
// queued as frames at all: the writer asks the transport for them (produce) just before it
// writes, so a socket that is behind holds only the subscriptions' pending events, at most one
// per set (see live.Sub).
//
// A socket is cut, never a queue dropped, when it is stuck: a write not done within
// Websockets.WriteTimeout (DefaultWriteTimeout), or more than maxQueued bytes of other messages
// waiting (a client that sends faster than it reads).
const (
	DefaultWriteTimeout = 10 * time.Second
	maxQueued           = 1 << 20
)

var errSocketStuck = errors.New("websocket: too much queued; socket closed")

// The merge window. When idle, a socket writes an event at once. When a write finds its oldest
// pending change waiting for more than MergeAfter (the socket, or the instance, is behind: its
// previous write had not completed, or it waited in the writers' queue), the socket's next write
// waits until MergeWindow after this one: what arrives meanwhile is merged (the subscriptions
// keep each set's newest state only, live.Sub) and goes out in one write. The socket stays in
// step while changes keep coming: a write less than a window after the previous window's end
// holds the next one too; a window that ends with nothing pending ends it. A loaded instance so
// writes each socket at most once per window, whatever the event rate, and nothing waits
// longer than the window plus the lag that caused it. MergeAfter is the 1,000-subscriber
// latency target (50 ms): below it, merging would only add latency. A socket further behind
// than the window (a starved instance) gets a window as long as its lag, up to
// maxWindowFactor windows (1 s, the 10,000-subscriber latency target), so the instance
// spends less per event exactly when it cannot keep up, and catches up.
const (
	DefaultMergeAfter  = 50 * time.Millisecond
	DefaultMergeWindow = 250 * time.Millisecond
	maxWindowFactor    = 4
)

// frameHeader returns the header of an unfragmented, unmasked frame of opcode with n payload
// bytes, followed by prefix.
func frameHeader(opcode byte, n int, prefix []byte) []byte {
	return append(appendHeader(make([]byte, 0, 10+len(prefix)), opcode, n), prefix...)
}

// appendHeader appends the header of an unfragmented, unmasked frame of opcode with n payload
// bytes.
func appendHeader(b []byte, opcode byte, n int) []byte {
	b = append(b, 0x80|opcode)
	switch {
	case n < 126:
		return append(b, byte(n))
	case n <= 0xffff:
		return binary.BigEndian.AppendUint16(append(b, 126), uint16(n))
	default:
		return binary.BigEndian.AppendUint64(append(b, 127), uint64(n))
	}
}

// appendTextFrame appends one text message made of parts to b.
func appendTextFrame(b []byte, parts ...[]byte) []byte {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	b = appendHeader(b, 1, n)
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// frameBufs holds the buffers of queued frames once a writer has copied them into its write
// (a crew-location event's or a mutation's answer framed in a new buffer every time was a
// twelfth of a location update's allocations).
var frameBufs = sync.Pool{}

// maxKeptFrame is the largest frame buffer kept for another frame.
const maxKeptFrame = 16 << 10

// frameBuf returns an empty buffer for a frame to enqueue.
func frameBuf() []byte {
	if b, ok := frameBufs.Get().(*[]byte); ok {
		return (*b)[:0]
	}
	return make([]byte, 0, 512)
}

// recycleFrame keeps f, a queued frame nothing refers to any more, for frameBuf.
func recycleFrame(f []byte) {
	if cap(f) >= 256 && cap(f) <= maxKeptFrame {
		f = f[:0]
		frameBufs.Put(&f)
	}
}

// enqueue queues a whole frame, which the socket then owns (it is recycled once written), and
// makes sure a writer runs.
func (c *wsConn) enqueue(frame []byte) error {
	n := len(frame)
	c.qmu.Lock()
	if c.dead {
		c.qmu.Unlock()
		return errSocketClosed
	}
	if c.queued+n > maxQueued {
		c.qmu.Unlock()
		c.fail()
		return errSocketStuck
	}
	c.out = append(c.out, frame)
	c.queued += n
	c.qmu.Unlock()
	c.kick()
	return nil
}

// kick says there may be something to write (queued frames or a ready event source) and queues
// the socket for a writer unless it is queued or being written already, or the socket's merge
// window holds its next write.
func (c *wsConn) kick() {
	c.qmu.Lock()
	if !c.kicked && !c.writing {
		c.since = time.Now() // the oldest pending change's arrival
	}
	c.kicked = true
	start := !c.writing && !c.dead && !c.held
	if start {
		c.writing = true
	}
	c.qmu.Unlock()
	if start {
		c.owner.pool.push(c)
	}
}

// release ends the merge window: the held write is queued for a writer.
func (c *wsConn) release() {
	c.qmu.Lock()
	c.held = false
	start := !c.writing && !c.dead && (c.kicked || len(c.out) > 0)
	if start {
		c.writing = true
	}
	c.qmu.Unlock()
	if start {
		c.owner.pool.push(c)
	}
}

// step writes what c has pending (a writer of the pool runs it, c being queued by kick, release
// or done), or holds it for its merge window.
func (c *wsConn) step(w *writer) {
	c.qmu.Lock()
	if c.dead || (len(c.out) == 0 && !c.kicked) {
		c.writing = false
		c.qmu.Unlock()
		return
	}
	now := time.Now()
	if c.held || now.Before(c.holdUntil) {
		c.holdLocked()
		c.qmu.Unlock()
		return
	}
	window := c.owner.mergeWindow()
	lag := now.Sub(c.since)
	behind := c.kicked && lag > c.owner.mergeAfter()
	// In step: the previous window ended less than a window ago, and changes still come.
	inStep := !c.holdUntil.IsZero() && now.Sub(c.holdUntil) < window
	frames := c.out
	c.out, c.queued, c.kicked = nil, 0, false
	c.since = now
	c.qmu.Unlock()
	b := w.batch[:0]
	for _, f := range frames {
		b = append(b, f...)
		recycleFrame(f)
	}
	if c.produce != nil {
		b = c.produce(b)
	}
	w.batch = b
	if len(b) == 0 {
		c.done()
		return
	}
	c.owner.writes.Add(1)
	if behind || inStep {
		c.owner.merged.Add(1)
		hold := window
		if behind && lag > window {
			hold = min(lag, maxWindowFactor*window)
		}
		c.qmu.Lock()
		c.holdUntil = now.Add(hold)
		c.qmu.Unlock()
	}
	c.lastWrite.Store(now.UnixNano())
	c.write(w, b)
}

// holdLocked (under qmu) leaves c to the pool's timer until its merge window ends.
func (c *wsConn) holdLocked() {
	if !c.held {
		c.held = true
		c.owner.pool.hold(c, c.holdUntil)
	}
	c.writing = false
}

// done follows a write: c goes back to the pool if more is pending (held if its merge window
// holds the next write), else it waits for a kick.
func (c *wsConn) done() {
	c.qmu.Lock()
	defer c.qmu.Unlock()
	switch {
	case c.dead || (len(c.out) == 0 && !c.kicked):
		c.writing = false
	case c.held || time.Now().Before(c.holdUntil):
		c.holdLocked()
	default:
		c.owner.pool.push(c) // still writing: nobody else queues it meanwhile
	}
}

// write writes b, a write's frames joined, without blocking the pool's writer: what the socket
// does not take at once (its send buffer is full: the client reads slowly, or the network is)
// is written by a goroutine of the socket's own, within the write timeout, holding the write lock
// so that nothing comes between.
func (c *wsConn) write(w *writer, b []byte) {
	c.wmu.Lock()
	if c.closeSent {
		c.wmu.Unlock()
		c.done()
		return
	}
	n := 0
	if c.raw != nil {
		w.b = b
		err := c.raw.Write(w.fn)
		w.b = nil
		switch {
		case err != nil:
		case w.err == nil:
			n = w.n
		case w.err == syscall.EAGAIN || w.err == syscall.EINTR:
			err = nil
		default:
			err = w.err
		}
		if err != nil {
			c.wmu.Unlock()
			c.fail()
			return
		}
	}
	if n == len(b) {
		c.wmu.Unlock()
		c.done()
		return
	}
	rest := bytes.Clone(b[n:])
	go func() {
		nc := c.c.NetConn()
		_ = nc.SetWriteDeadline(time.Now().Add(c.owner.writeTimeout()))
		_, err := nc.Write(rest)
		_ = nc.SetWriteDeadline(time.Time{}) // the next non-blocking write must not see it
		c.wmu.Unlock()
		if err != nil {
			c.fail()
			return
		}
		c.done()
	}()
}

// fail closes a socket that cannot be written to: its reader then ends and with it the
// socket's operations.
func (c *wsConn) fail() {
	c.qmu.Lock()
	c.dead = true
	c.out, c.queued = nil, 0
	c.qmu.Unlock()
	_ = c.Close()
}
