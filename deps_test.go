package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// The direction of dependencies, checked on the real import graph (go list):
//
//   - Domain packages under internal/ know nothing of GraphQL: neither gqlgen nor anything of
//     graph/ (global ids, cursors and connections live in graph/relay). Exempt are internal/app
//     (the wiring, which builds the GraphQL server), internal/web (the transport adapter
//     that plugs gorilla/websocket into gqlgen) and internal/live (the delivery path of
//     subscriptions: its sharing middleware and streams are gqlgen's). Changes are announced by
//     the database's triggers (internal/changes names their events and is held to the rule),
//     so no domain package imports live. Test helpers (testdb, mailtest) and the seed
//     are held to the rule too: nothing there needs GraphQL.
//   - internal/identity, which every domain may import, imports nothing from the project.
const (
	module   = "festival"
	internal = module + "/internal/"
	identity = internal + "identity"
)

var (
	exempt    = map[string]bool{internal + "app": true, internal + "web": true, internal + "live": true}
	forbidden = []string{"github.com/99designs/gqlgen", module + "/graph"}
)

type goPackage struct {
	ImportPath string
	Deps       []string
}

func TestDependencyDirection(t *testing.T) {
	pkgs := listPackages(t, "./internal/...")
	checked := 0
	for _, p := range pkgs {
		if !strings.HasPrefix(p.ImportPath, internal) || exempt[p.ImportPath] || under(p.ImportPath, exempt) {
			continue
		}
		checked++
		for _, d := range p.Deps {
			for _, f := range forbidden {
				if d == f || strings.HasPrefix(d, f+"/") {
					t.Errorf("%s depends on %s: domain packages must not know GraphQL (see deps_test.go)", p.ImportPath, d)
				}
			}
			if p.ImportPath == identity && (d == module || strings.HasPrefix(d, module+"/")) {
				t.Errorf("%s imports %s: the identity package must stay a leaf", identity, d)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("checked only %d packages under internal/: is go list working?", checked)
	}
}

// under reports whether path is inside one of the exempt packages' folders.
func under(path string, dirs map[string]bool) bool {
	for d := range dirs {
		if strings.HasPrefix(path, d+"/") {
			return true
		}
	}
	return false
}

// listPackages runs `go list -deps -json` and returns the packages it names (dependencies
// included, each with its transitive Deps).
func listPackages(t *testing.T, patterns ...string) []goPackage {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-deps", "-json"}, patterns...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []goPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p goPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ImportPath < pkgs[j].ImportPath })
	return pkgs
}
