package bench

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"

	"festival/frontend"
)

// Process is a server the bench started; Stop ends it (and only it).
type Process struct {
	Name string
	cmd  *exec.Cmd
	log  *os.File
}

// Start runs name with env added to the bench's own, its output to logPath.
func Start(name, logPath string, env []string, bin string, args ...string) (*Process, error) {
	f, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Start(); err != nil {
		f.Close()
		return nil, err
	}
	return &Process{Name: name, cmd: cmd, log: f}, nil
}

// Pid is the process id (for its CPU times in /proc).
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// Stop interrupts the process and waits up to 10 s before killing it.
func (p *Process) Stop() {
	_ = p.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
		<-done
	}
	p.log.Close()
}

// WaitReady polls url until check accepts an answer, for up to 60 s.
func WaitReady(url string, body []byte) error {
	deadline := time.Now().Add(60 * time.Second)
	for {
		var err error
		if body == nil {
			var resp *http.Response
			if resp, err = http.Get(url); err == nil {
				resp.Body.Close()
				if resp.StatusCode != 200 {
					err = fmt.Errorf("status %d", resp.StatusCode)
				}
			}
		} else {
			_, err = Post(url, body, "")
		}
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s not ready: %w", url, err)
		}
		time.Sleep(300 * time.Millisecond)
	}
}

// SPAOperation reads the text of one Relay operation the SPA sends, from its committed artifact.
func SPAOperation(dir, name string) (string, error) {
	raw, err := os.ReadFile(dir + "/src/__generated__/" + name + ".graphql.ts")
	if err != nil {
		return "", err
	}
	text, err := frontend.OperationText(raw)
	if err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	return text, nil
}

// Version runs a command and returns the first line of its output.
func Version(name string, args ...string) string {
	out, _ := exec.Command(name, args...).CombinedOutput() // wrk -v exits 1
	if len(out) == 0 {
		return "unknown"
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	return line
}
