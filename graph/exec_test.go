package graph

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// funcSource is the text of the method name of executableSchema in file.
func funcSource(t *testing.T, file, name string) string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == name && fn.Recv != nil {
			return string(src[fset.Position(fn.Pos()).Offset:fset.Position(fn.End()).Offset])
		}
	}
	t.Fatalf("%s: no method %s", file, name)
	return ""
}

// execLean must stay gqlgen's generated Exec with the unmarshaler map's lines taken out: a gqlgen
// upgrade that changes the generated Exec fails here, and exec.go is then copied again.
func TestExecLeanIsGeneratedExec(t *testing.T) {
	var want []string
	skipping := false
	for _, line := range strings.Split(funcSource(t, "generated.go", "Exec"), "\n") {
		switch {
		case strings.Contains(line, "inputUnmarshalMap := graphql.BuildUnmarshalerMap("):
			skipping = true
		case skipping:
			skipping = strings.TrimSpace(line) != ")"
		case strings.Contains(line, "WithUnmarshalerMap"):
		default:
			want = append(want, line)
		}
	}
	if len(want) == 0 || !strings.HasPrefix(want[0], "func (e *executableSchema) Exec(") {
		t.Fatalf("generated Exec not found as expected: %q", want)
	}
	want[0] = strings.Replace(want[0], ") Exec(", ") execLean(", 1)
	got := funcSource(t, "exec.go", "execLean")
	if got != strings.Join(want, "\n") {
		t.Errorf("exec.go's execLean differs from generated.go's Exec without the unmarshaler map; copy it again.\n--- want\n%s\n--- got\n%s", strings.Join(want, "\n"), got)
	}
}

// The map execLean leaves out is read only by graphql.UnmarshalInputFromContext: nothing in the
// module may call it.
func TestNothingReadsTheUnmarshalerMap(t *testing.T) {
	root := ".."
	call := "UnmarshalInputFromContext" + "(" // split, so that this file does not match
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "frontend" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if strings.Contains(string(b), call) {
			t.Errorf("%s reads the unmarshaler map, which execLean (graph/exec.go) does not build", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
