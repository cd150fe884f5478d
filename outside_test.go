package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A person who clones the repository has nothing beside it, so no test, script or benchmark may
// read outside it (CI happens to have ../shared beside the clone; nobody else does). This test
// reads every tracked source, script and build file, resolves each relative path that climbs
// up ("../…") from the file's folder (the Makefile's and CI's from the root, where they run)
// and fails when one lands outside the repository, or when a file names the shared folder.
var (
	climb      = regexp.MustCompile(`(?:\.\./)+[A-Za-z0-9_.-]*`)
	sharedName = regexp.MustCompile(`/shared/(data|design|spec)\b|\bshared/data\b`)
	checked    = regexp.MustCompile(`(\.(go|mjs|js|cjs|ts|tsx|sh|json|yml|yaml|toml)|Makefile|\.ci/run)$`)
)

func TestNothingReadsOutsideTheRepository(t *testing.T) {
	out, err := exec.Command("git", "ls-files", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Skipf("not a git checkout: %v", err)
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	var n int
	for _, file := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if !checked.MatchString(file) || strings.HasSuffix(file, "package-lock.json") ||
			strings.Contains(file, "__generated__") || file == "outside_test.go" {
			continue
		}
		body, err := os.ReadFile(file)
		if err != nil {
			continue // deleted in the work tree
		}
		n++
		text := string(body)
		if m := sharedName.FindString(text); m != "" {
			t.Errorf("%s names %q: copy what it needs into the repository (testdata/)", file, m)
		}
		base := filepath.Dir(file)
		if file == "Makefile" || strings.HasPrefix(file, ".ci/") {
			base = "."
		}
		for _, rel := range climb.FindAllString(text, -1) {
			target := filepath.Join(root, base, rel)
			if r, err := filepath.Rel(root, target); err != nil || strings.HasPrefix(r, "..") {
				t.Errorf("%s reads %q, outside the repository", file, rel)
			}
		}
	}
	if n < 100 {
		t.Fatalf("checked only %d files: the listing is wrong", n)
	}
}
