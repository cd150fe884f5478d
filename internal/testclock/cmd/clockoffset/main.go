// Command clockoffset prints the Go duration (CLOCK_OFFSET) from now to an RFC 3339 instant:
// `clockoffset 2028-02-29T12:00:00Z` prints e.g. 10987h12m3s. `clockoffset -targets` prints
// the instants of `make test-clocks`, one a line with its name (scripts/test-clocks).
package main

import (
	"fmt"
	"os"
	"time"

	"festival/internal/testclock"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: clockoffset 2028-02-29T12:00:00Z | clockoffset -targets")
		os.Exit(2)
	}
	if os.Args[1] == "-targets" {
		targets, err := testclock.Targets(time.Now())
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, t := range targets {
			fmt.Printf("%s %s\n", t.At.UTC().Format(time.RFC3339), t.Name)
		}
		return
	}
	d, err := testclock.OffsetTo(os.Args[1], time.Now())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Println(d)
}
