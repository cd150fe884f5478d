package loader

import (
	"context"
	"sync"
	"testing"
)

// A response's loaders are made on first use, once however many fields ask at the same time,
// and are gone after Release.
func TestLoadersMadeOnFirstUse(t *testing.T) {
	ctx := With(context.Background(), &Services{}, nil)
	if l := ctx.Value(ctxKey{}).(*held).l.Load(); l != nil {
		t.Fatal("loaders made before their first use")
	}
	got := make([]*Loaders, 16)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = For(ctx)
		}()
	}
	wg.Wait()
	for i, l := range got {
		if l == nil || l != got[0] {
			t.Fatalf("field %d got loaders %p, field 0 %p", i, l, got[0])
		}
	}
	Release(ctx)
	if l := For(ctx); l != nil {
		t.Fatal("loaders after Release")
	}
}
