package web

import (
	"runtime"
	"sync"
	"time"

	"festival/internal/rawio"
)

// writers is an instance's pool of socket writers: a few goroutines (one per core) that take
// the sockets with something to write in turn, instead of a goroutine per socket and write.
// Under load, the sockets wait in the queue while their subscriptions merge what arrives; a
// writer's stack and batch buffer serve thousands of sockets. A writer never blocks on a
// client: it writes what the socket's send buffer takes at once (a non-blocking write), and
// hands the rest to a goroutine of the socket's own (see wsConn.write). The pool's goroutines
// end when the queue is empty.
//
// Sockets whose merge window holds their next write wait in held, a heap by release time,
// released by one timer.
type writers struct {
	mu      sync.Mutex
	queue   []*wsConn // sockets to write, in arrival order, from head on
	head    int
	running int
	held    heldHeap
	timer   *time.Timer
	timerAt time.Time // when the timer fires (zero: not armed)
	// limit is the number of writers: one per core, at least 2 (read when the pool starts
	// from idle; runtime.GOMAXPROCS takes the scheduler's lock, too dear for every push).
	limit int
}

// heldGrain rounds release times up, so that sockets held at about the same time are released
// by one timer firing.
const heldGrain = 5 * time.Millisecond

// push queues c, whose writing the caller set, and starts a writer if fewer than one per core
// run.
func (p *writers) push(c *wsConn) {
	p.mu.Lock()
	p.queue = append(p.queue, c)
	if p.running == 0 {
		p.limit = max(2, runtime.GOMAXPROCS(0))
	}
	start := p.running < p.limit
	if start {
		p.running++
	}
	p.mu.Unlock()
	if start {
		go p.work()
	}
}

// pop takes the next socket to write; nil (and the writer ends) when there is none.
func (p *writers) pop() *wsConn {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.head == len(p.queue) {
		p.queue, p.head = p.queue[:0], 0 // every entry was cleared as it was taken
		if cap(p.queue) > 4096 {
			p.queue = nil // a crowd's queue is not kept for good
		}
		p.running--
		return nil
	}
	c := p.queue[p.head]
	p.queue[p.head] = nil
	p.head++
	if p.head > 1024 && p.head > len(p.queue)/2 { // the queue never emptied: drop what was taken
		n := copy(p.queue, p.queue[p.head:])
		clear(p.queue[n:])
		p.queue, p.head = p.queue[:n], 0
	}
	return c
}

// writer is one goroutine of the pool, with what it reuses from socket to socket.
type writer struct {
	batch []byte // a write's frames, joined
	// The non-blocking write (rawWrite): its arguments and results, and the function made once.
	b   []byte
	n   int
	err error
	fn  func(fd uintptr) bool
}

// maxKeptBatch is the largest batch buffer a writer keeps between writes.
const maxKeptBatch = 256 << 10

// spareWriters keeps writers, with their batch buffers, between the pool's runs: under a
// steady trickle (a crew's location updates) the pool empties between writes, and each run
// made a writer and its buffer afresh.
var spareWriters = sync.Pool{New: func() any {
	w := &writer{}
	w.fn = w.rawWrite
	return w
}}

func (p *writers) work() {
	w := spareWriters.Get().(*writer)
	for c := p.pop(); c != nil; c = p.pop() {
		c.step(w)
		if cap(w.batch) > maxKeptBatch {
			w.batch = nil
		}
	}
	spareWriters.Put(w)
}

// rawWrite is one write system call on a non-blocking socket (RawConn.Write's function: it
// reports done, so Write never waits for the socket to become writable).
func (w *writer) rawWrite(fd uintptr) bool {
	w.n, w.err = rawio.RawWrite(int(fd), w.b)
	return true
}

// hold puts c in the held heap until at (rounded up to heldGrain); releaseDue takes it out.
func (p *writers) hold(c *wsConn, at time.Time) {
	at = at.Add(heldGrain - 1).Truncate(heldGrain)
	p.mu.Lock()
	p.held.push(heldConn{at: at, c: c})
	if p.timerAt.IsZero() || at.Before(p.timerAt) {
		p.timerAt = at
		if p.timer == nil {
			p.timer = time.AfterFunc(time.Until(at), p.releaseDue)
		} else {
			p.timer.Reset(time.Until(at))
		}
	}
	p.mu.Unlock()
}

// releaseDue ends the merge windows that are over and arms the timer for the next.
func (p *writers) releaseDue() {
	p.mu.Lock()
	now := time.Now()
	var due []*wsConn
	for len(p.held) > 0 && !p.held[0].at.After(now) {
		due = append(due, p.held.pop().c)
	}
	if len(p.held) > 0 {
		p.timerAt = p.held[0].at
		p.timer.Reset(time.Until(p.timerAt))
	} else {
		p.timerAt = time.Time{}
		p.held = nil
	}
	p.mu.Unlock()
	for _, c := range due {
		c.release()
	}
}

type heldConn struct {
	at time.Time
	c  *wsConn
}

// heldHeap is a min-heap of held sockets by release time.
type heldHeap []heldConn

func (h *heldHeap) push(x heldConn) {
	*h = append(*h, x)
	s := *h
	for i := len(s) - 1; i > 0; {
		parent := (i - 1) / 2
		if !s[i].at.Before(s[parent].at) {
			break
		}
		s[i], s[parent] = s[parent], s[i]
		i = parent
	}
}

func (h *heldHeap) pop() heldConn {
	s := *h
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	s[last] = heldConn{}
	s = s[:last]
	for i := 0; ; {
		l, r, min := 2*i+1, 2*i+2, i
		if l < len(s) && s[l].at.Before(s[min].at) {
			min = l
		}
		if r < len(s) && s[r].at.Before(s[min].at) {
			min = r
		}
		if min == i {
			break
		}
		s[i], s[min] = s[min], s[i]
		i = min
	}
	*h = s
	return top
}
