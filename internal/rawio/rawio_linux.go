package rawio

import (
	"syscall"
	"unsafe"
)

const supported = true

// rawRead is read(2), made raw.
func rawRead(fd uintptr, b []byte) (int, syscall.Errno) {
	n, _, errno := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	if errno != 0 {
		return 0, errno
	}
	return int(n), 0
}

// rawWrite is write(2), made raw.
func rawWrite(fd uintptr, b []byte) (int, syscall.Errno) {
	if len(b) == 0 {
		return 0, 0
	}
	n, _, errno := syscall.RawSyscall(syscall.SYS_WRITE, fd, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	if errno != 0 {
		return 0, errno
	}
	return int(n), 0
}

// RawWrite is one raw write(2) of b to the non-blocking socket fd (for callers that wait for
// room themselves).
func RawWrite(fd int, b []byte) (int, error) {
	n, errno := rawWrite(uintptr(fd), b)
	if errno != 0 {
		return 0, errno
	}
	return n, nil
}
