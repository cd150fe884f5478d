//go:build linux

package rawio_test

import (
	"bytes"
	"crypto/rand"
	"errors"
	"io"
	"net"
	"os"
	"testing"
	"time"

	"festival/internal/rawio"
)

// pair returns a TCP connection wrapped by rawio and its peer, unwrapped.
func pair(t *testing.T) (*rawio.Conn, net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan net.Conn, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			close(accepted)
			return
		}
		accepted <- c
	}()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	peer, ok := <-accepted
	if !ok {
		t.Fatal("accept failed")
	}
	t.Cleanup(func() { c.Close(); peer.Close() })
	w, ok := rawio.Wrap(c).(*rawio.Conn)
	if !ok {
		t.Fatalf("Wrap(%T) did not wrap a TCP connection", c)
	}
	return w, peer
}

// Both ways, more than the sockets' buffers hold: the writer waits for room (EAGAIN) and
// resumes, and every byte arrives in order; the peer's close reads as io.EOF.
func TestReadWriteWholeStreams(t *testing.T) {
	c, peer := pair(t)
	out := make([]byte, 8<<20)
	if _, err := rand.Read(out); err != nil {
		t.Fatal(err)
	}
	got := make(chan []byte, 1)
	go func() {
		b, _ := io.ReadAll(peer)
		got <- b
	}()
	n, err := c.Write(out)
	if err != nil || n != len(out) {
		t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(out))
	}
	if err := c.Conn.(*net.TCPConn).CloseWrite(); err != nil {
		t.Fatal(err)
	}
	if b := <-got; !bytes.Equal(b, out) {
		t.Fatalf("the peer read %d bytes, not the %d written", len(b), len(out))
	}

	in := make([]byte, 3<<20)
	if _, err := rand.Read(in); err != nil {
		t.Fatal(err)
	}
	go func() {
		_, _ = peer.Write(in)
		_ = peer.Close()
	}()
	b, err := io.ReadAll(c) // io.EOF ends ReadAll without an error
	if err != nil || !bytes.Equal(b, in) {
		t.Fatalf("read %d bytes (%v), want the %d the peer wrote", len(b), err, len(in))
	}
	if n, err := c.Read(make([]byte, 1)); n != 0 || err != io.EOF {
		t.Fatalf("Read after the peer's close = %d, %v; want 0, io.EOF", n, err)
	}
}

// A read waits in the network poller within the deadline: a passed deadline is a timeout
// (net.Error, os.ErrDeadlineExceeded), as on the socket itself, which pgx relies on to cancel a
// query; once the deadline is lifted the data is read.
func TestReadDeadline(t *testing.T) {
	c, peer := pair(t)
	if err := c.SetReadDeadline(time.Unix(1, 0)); err != nil {
		t.Fatal(err)
	}
	_, err := c.Read(make([]byte, 8))
	var ne net.Error
	if !errors.Is(err, os.ErrDeadlineExceeded) || !errors.As(err, &ne) || !ne.Timeout() {
		t.Fatalf("Read past the deadline = %v; want a timeout", err)
	}
	if err := c.SetReadDeadline(time.Time{}); err != nil {
		t.Fatal(err)
	}
	if _, err := peer.Write([]byte("ok")); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 8)
	n, err := c.Read(b)
	if err != nil || string(b[:n]) != "ok" {
		t.Fatalf("Read = %q, %v; want ok", b[:n], err)
	}
}

// Closing the connection ends a read waiting for data with net.ErrClosed, and a write after
// the close fails.
func TestCloseEndsWaitingRead(t *testing.T) {
	c, _ := pair(t)
	done := make(chan error, 1)
	go func() {
		_, err := c.Read(make([]byte, 8))
		done <- err
	}()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; !errors.Is(err, net.ErrClosed) {
		t.Fatalf("the waiting Read ended with %v; want net.ErrClosed", err)
	}
	if _, err := c.Write([]byte("x")); err == nil {
		t.Fatal("Write after Close succeeded")
	}
}

// A connection that is not a socket of the network poller is returned as it is.
func TestWrapLeavesOthers(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	defer b.Close()
	if got := rawio.Wrap(a); got != a {
		t.Fatalf("Wrap(net.Pipe) = %T; want the pipe itself", got)
	}
}

// The wrapped connection still hands out its socket (the WebSocket writer's non-blocking writes
// use it).
func TestSyscallConn(t *testing.T) {
	c, peer := pair(t)
	rc, err := c.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var n int
	var werr error
	if err := rc.Write(func(fd uintptr) bool {
		n, werr = rawio.RawWrite(int(fd), []byte("hi"))
		return true
	}); err != nil || werr != nil || n != 2 {
		t.Fatalf("RawWrite = %d, %v, %v", n, err, werr)
	}
	b := make([]byte, 2)
	if _, err := io.ReadFull(peer, b); err != nil || string(b) != "hi" {
		t.Fatalf("peer read %q, %v", b, err)
	}
}

// Writes and reads from several goroutines at once, as on any net.Conn: each Write goes out
// whole, never interleaved with another's, and every byte arrives.
func TestConcurrentCalls(t *testing.T) {
	c, peer := pair(t)
	const writers, chunks, size = 8, 16, 64 << 10
	got := make(chan []byte, 1)
	go func() {
		b, _ := io.ReadAll(peer)
		got <- b
	}()
	errs := make(chan error, writers)
	for w := range writers {
		go func() {
			chunk := bytes.Repeat([]byte{byte('a' + w)}, size)
			for range chunks {
				if _, err := c.Write(chunk); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range writers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Conn.(*net.TCPConn).CloseWrite(); err != nil {
		t.Fatal(err)
	}
	b := <-got
	if len(b) != writers*chunks*size {
		t.Fatalf("the peer read %d bytes, want %d", len(b), writers*chunks*size)
	}
	for i := 0; i < len(b); i += size {
		if run := b[i : i+size]; bytes.Count(run, run[:1]) != size {
			t.Fatalf("the writes interleaved within the chunk at %d", i)
		}
	}

	// Two readers at once share what the peer sends, byte for byte.
	go func() {
		_, _ = peer.Write(bytes.Repeat([]byte("x"), 1<<20))
		_ = peer.Close()
	}()
	counts := make(chan int, 2)
	for range 2 {
		go func() {
			n, buf := 0, make([]byte, 4096)
			for {
				k, err := c.Read(buf)
				n += k
				if err != nil {
					counts <- n
					return
				}
			}
		}()
	}
	if total := <-counts + <-counts; total != 1<<20 {
		t.Fatalf("the readers read %d bytes together, want %d", total, 1<<20)
	}
}
