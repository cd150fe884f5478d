package web

import "sync"

// operationWorkers runs the sockets' operations and woken readers on goroutines kept between
// runs. A goroutine's stack grows while it decodes a message and executes an operation through
// gqlgen (16-32 KB); a new goroutine for each started at 8 KB and copied its stack up every
// time (about 4 % of a crew-location update's CPU, docs/on-site.md). A kept goroutine has its
// stack already.
var operationWorkers workerPool

// maxIdleWorkers is how many idle goroutines the pool keeps; a goroutine that finishes when as
// many are idle ends.
const maxIdleWorkers = 64

// workerPool runs functions on idle goroutines of its own, or on new ones when none is idle.
type workerPool struct {
	mu   sync.Mutex
	idle []chan func()
}

// run runs f on an idle goroutine of the pool, or on a new one.
func (p *workerPool) run(f func()) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		w := p.idle[n-1]
		p.idle[n-1] = nil
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		w <- f // buffered: the worker takes it when it is scheduled
		return
	}
	p.mu.Unlock()
	go p.work(f)
}

// work runs f, then what it is given while idle, until the pool has enough idle goroutines.
func (p *workerPool) work(f func()) {
	next := make(chan func(), 1)
	for {
		f()
		f = nil
		p.mu.Lock()
		if len(p.idle) >= maxIdleWorkers {
			p.mu.Unlock()
			return
		}
		p.idle = append(p.idle, next)
		p.mu.Unlock()
		f = <-next
	}
}

// idleWorkers is how many goroutines wait in p (for tests).
func (p *workerPool) idleWorkers() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.idle)
}

// IdleWorkers is how many goroutines wait in the operation pool for work (at most
// maxIdleWorkers): a leak check counts goroutines without them.
func IdleWorkers() int { return operationWorkers.idleWorkers() }
