package main

import (
	"os"
	"strings"
	"testing"
)

// The README's layout names every package under internal/ (a new package is described there,
// where a newcomer looks first).
func TestReadmeLayoutNamesEveryPackage(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	dirs, err := os.ReadDir("internal")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if d.IsDir() && !strings.Contains(string(readme), "internal/"+d.Name()) {
			t.Errorf("README.md's layout does not name internal/%s", d.Name())
		}
	}
}
