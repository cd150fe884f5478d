// Command print writes the whole GraphQL contract, schema.graphqls, from its parts in
// graph/schema/*.graphqls (one per domain). relay-compiler, GraphiQL users and outside clients
// read the printed file; gqlgen reads the parts. `make generate` runs it; CI checks the result
// is up to date.
//
// Usage: go run ./graph/schema/print [-dir graph/schema] [-out schema.graphqls]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"festival/graph/schema/sdl"
)

func main() {
	dir := flag.String("dir", "graph/schema", "folder of the schema parts")
	out := flag.String("out", "schema.graphqls", "file to write")
	flag.Parse()
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "print schema:", err)
		os.Exit(1)
	}
}

func run(dir, out string) error {
	b, err := Print(dir)
	if err != nil {
		return err
	}
	return os.WriteFile(out, append(b, '\n'), 0o644)
}

// Print merges the parts (type extensions folded into their types) and prints them (sdl.Print).
func Print(dir string) ([]byte, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.graphqls"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no *.graphqls in %s", dir)
	}
	sort.Strings(paths)
	var sources []*ast.Source
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		sources = append(sources, &ast.Source{Name: filepath.ToSlash(p), Input: string(b)})
	}
	schema, gerr := gqlparser.LoadSchema(sources...)
	if gerr != nil {
		return nil, gerr
	}
	return sdl.Print(schema), nil
}
