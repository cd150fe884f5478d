//go:build !linux

package web

// idlePoller is Linux's (idle_linux.go): elsewhere every socket keeps its reader.
type idlePoller struct{}

func idle() *idlePoller { return nil }

func (p *idlePoller) arm(c *wsConn, wake func()) bool { return false }

func (p *idlePoller) forget(c *wsConn) {}

func (p *idlePoller) count() int { return 0 }
