// Command festival is the festival companion server. Everything lives in internal/app.
package main

import (
	"context"
	"fmt"
	"os"

	"festival/internal/app"
)

func main() {
	if err := app.Run(context.Background(), os.Args, os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}
