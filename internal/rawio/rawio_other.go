//go:build !linux

package rawio

import "syscall"

// Elsewhere Wrap returns the socket as it is.
const supported = false

func rawRead(fd uintptr, b []byte) (int, syscall.Errno)  { return 0, syscall.EINVAL }
func rawWrite(fd uintptr, b []byte) (int, syscall.Errno) { return 0, syscall.EINVAL }

// RawWrite is one write(2) of b to the non-blocking socket fd.
func RawWrite(fd int, b []byte) (int, error) { return syscall.Write(fd, b) }
