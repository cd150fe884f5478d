package storage

import (
	"context"
	"errors"
	"os"
	"testing"
)

// Keys are the server's own; anything that could leave the directory is refused.
func TestLocalRefusesForeignKeys(t *testing.T) {
	l := &Local{Dir: t.TempDir()}
	ctx := context.Background()
	for _, k := range []string{"../x.png", "/etc/x.png", "a/../../x.png", "A.png", "x", "festival-logos/x y.png"} {
		if err := l.Put(ctx, k, []byte("x")); !errors.Is(err, ErrBadKey) {
			t.Errorf("Put(%q) = %v", k, err)
		}
	}
	if err := l.Put(ctx, "festival-logos/f-logo.png", []byte("png")); err != nil {
		t.Fatal(err)
	}
	f, err := l.Open(ctx, "festival-logos/f-logo.png")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := l.Delete(ctx, "festival-logos/f-logo.png"); err != nil {
		t.Fatal(err)
	}
	if _, err := l.Open(ctx, "festival-logos/f-logo.png"); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("deleted file opens: %v", err)
	}
}
