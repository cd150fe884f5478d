// Command bench is `make bench` (see internal/bench); `bench fanout-client CONFIG` is its
// fan-out load client, run as a separate process.
package main

import (
	"log"
	"os"

	"festival/internal/bench"
)

func main() {
	if err := bench.Main(os.Args); err != nil {
		log.Fatal(err)
	}
}
