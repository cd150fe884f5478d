package web

import (
	"encoding/binary"
	"errors"
	"sync"
	"time"
)

// The write side of a socket. Messages are framed here (a server's frames are not masked) and
// queued; at most one writer goroutine per socket, started when something is queued and ended
// when nothing is, writes everything pending with one write: several events that arrive while
// a write is under way go out together. Subscription events are not queued as frames at all:
// the writer asks the transport for them (produce) just before it writes, so a socket that is
// behind holds only the subscriptions' pending events, at most one per set (see live.Sub).
//
// A socket is cut, never a queue dropped, when it is stuck: a write not done within
// writeTimeout, or more than maxQueued bytes of other messages waiting (a client that sends
// faster than it reads).
const (
	writeTimeout = 10 * time.Second
	maxQueued    = 1 << 20
)

var errSocketStuck = errors.New("websocket: too much queued; socket closed")

// The merge window. When idle, a socket writes an event at once. When a write finds its oldest
// pending change waiting for more than MergeAfter (the socket, or the instance, is behind: its
// previous write had not completed, or the writer waited for a core), the socket's next write
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
	h := make([]byte, 0, 10+len(prefix))
	h = append(h, 0x80|opcode)
	switch {
	case n < 126:
		h = append(h, byte(n))
	case n <= 0xffff:
		h = append(h, 126)
		h = binary.BigEndian.AppendUint16(h, uint16(n))
	default:
		h = append(h, 127)
		h = binary.BigEndian.AppendUint64(h, uint64(n))
	}
	return append(h, prefix...)
}

// textFrame appends to bufs one text message made of parts, without copying the parts.
func textFrame(bufs [][]byte, parts ...[]byte) [][]byte {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if len(parts) == 0 {
		return append(bufs, frameHeader(1, 0, nil))
	}
	bufs = append(bufs, frameHeader(1, n, parts[0]))
	return append(bufs, parts[1:]...)
}

// enqueue queues whole frames (as pieces) and makes sure a writer runs.
func (c *wsConn) enqueue(pieces ...[]byte) error {
	n := 0
	for _, p := range pieces {
		n += len(p)
	}
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
	c.out = append(c.out, pieces...)
	c.queued += n
	c.qmu.Unlock()
	c.kick()
	return nil
}

// kick says there may be something to write (queued frames or a ready event source) and starts
// the writer unless one runs or the socket's merge window holds its next write.
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
		go c.writeLoop()
	}
}

// release ends the merge window: the held write goes out, written from the timer's own
// goroutine (time.AfterFunc runs it in one).
func (c *wsConn) release() {
	c.qmu.Lock()
	c.held = false
	start := !c.writing && !c.dead && (c.kicked || len(c.out) > 0)
	if start {
		c.writing = true
	}
	c.qmu.Unlock()
	if start {
		c.writeLoop()
	}
}

// writeLoop writes until nothing is pending, or until the merge window holds the next write.
func (c *wsConn) writeLoop() {
	for {
		c.qmu.Lock()
		if c.dead || (len(c.out) == 0 && !c.kicked) {
			c.writing = false
			c.qmu.Unlock()
			return
		}
		now := time.Now()
		if c.held || now.Before(c.holdUntil) {
			// Merge: what is pending waits for the window's end (a timer, not this goroutine).
			if !c.held {
				c.held = true
				time.AfterFunc(c.holdUntil.Sub(now), c.release)
			}
			c.writing = false
			c.qmu.Unlock()
			return
		}
		window := c.owner.mergeWindow()
		lag := now.Sub(c.since)
		behind := c.kicked && lag > c.owner.mergeAfter()
		// In step: the previous window ended less than a window ago, and changes still come.
		inStep := !c.holdUntil.IsZero() && now.Sub(c.holdUntil) < window
		bufs := c.out
		c.out, c.queued, c.kicked = nil, 0, false
		c.since = now
		c.qmu.Unlock()
		if c.produce != nil {
			bufs = c.produce(bufs)
		}
		if len(bufs) == 0 {
			continue
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
		if err := c.writeNow(bufs); err != nil {
			c.fail()
		}
	}
}

// batches lend the writer a buffer to join a write's frames in: one write system call, and
// nothing kept per socket afterwards (a writev would keep its iovec array per socket).
var batches = sync.Pool{New: func() any { return new([]byte) }}

// maxPooledBatch is the largest batch buffer kept for reuse.
const maxPooledBatch = 256 << 10

// writeNow writes bufs (pieces of whole frames) with one write.
func (c *wsConn) writeNow(bufs [][]byte) error {
	bp := batches.Get().(*[]byte)
	b := (*bp)[:0]
	for _, p := range bufs {
		b = append(b, p...)
	}
	defer func() {
		if cap(b) <= maxPooledBatch {
			*bp = b
			batches.Put(bp)
		}
	}()
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if c.closeSent {
		return nil
	}
	nc := c.c.NetConn()
	// Setting a deadline costs a timer update: renew it only when less than half is left, so a
	// write that makes no progress fails after writeTimeout/2 to writeTimeout.
	if now := time.Now(); c.deadline.Sub(now) < writeTimeout/2 {
		c.deadline = now.Add(writeTimeout)
		_ = nc.SetWriteDeadline(c.deadline)
	}
	_, err := nc.Write(b)
	return err
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
