package relay

import (
	"testing"

	"github.com/google/uuid"

	"festival/internal/paging"
)

type key struct {
	N int `json:"n"`
}

func TestConnectionSetsCursorsAndPageInfo(t *testing.T) {
	empty := Connection(paging.Page[int]{}, ByOffset[int](0), false,
		func(n int, c string) string { return c },
		func(edges []string, _ *PageInfo) []string { return edges })
	if empty == nil || len(empty) != 0 {
		t.Fatalf("edges of an empty page: %#v (want [], never nil)", empty)
	}
	var info *PageInfo
	got := Connection(paging.Page[int]{Rows: []int{7, 8}, HasNext: true}, ByKey(func(n int) key { return key{n} }), true,
		func(n int, c string) string { return c },
		func(edges []string, pi *PageInfo) []string { info = pi; return edges })
	if len(got) != 2 || *info.StartCursor != got[0] || *info.EndCursor != got[1] || !info.HasNextPage || !info.HasPreviousPage {
		t.Fatalf("edges %v, page info %+v", got, info)
	}
	n, k, err := Keyset[key](nil, &got[1])
	if err != nil || n != DefaultFirst || k == nil || k.N != 8 {
		t.Fatalf("keyset of the end cursor: %d %v %v", n, k, err)
	}
	_, off, err := Offset(nil, ptr(EncodeCursor(4)))
	if err != nil || off != 5 {
		t.Fatalf("offset after position 4: %d %v", off, err)
	}
}

func TestBadArguments(t *testing.T) {
	if _, _, err := Offset(ptrInt(MaxPageSize+1), nil); err == nil {
		t.Error("first over the cap accepted")
	}
	if _, _, err := Keyset[key](nil, ptr("not a cursor")); err == nil {
		t.Error("malformed cursor accepted")
	}
	if _, _, err := Offset(nil, ptr(EncodeCursor(-1))); err == nil {
		t.Error("negative offset accepted")
	}
}

func ptr(s string) *string { return &s }
func ptrInt(n int) *int    { return &n }

func TestAppendOffsetCursorIsEncodeCursor(t *testing.T) {
	for _, at := range []int{0, 1, 9, 10, 29, 255, 256, 99_999, MaxOffset, -1} {
		got := string(AppendOffsetCursor([]byte("x"), at))
		if want := `x"` + EncodeCursor(at) + `"`; got != want {
			t.Fatalf("%d: %s, want %s", at, got, want)
		}
		var back int
		if !DecodeCursor(got[2:len(got)-1], &back) || back != at {
			t.Fatalf("%d: decodes to %d", at, back)
		}
	}
}

func TestAppendIDIsID(t *testing.T) {
	for _, id := range []uuid.UUID{uuid.Nil, uuid.Max, uuid.New(), uuid.MustParse("0a519ed9-4955-4b7d-8e1f-7e2fc78f0312")} {
		for _, typ := range []string{TypeSet, TypeEdition} {
			if got, want := string(AppendID([]byte("x"), typ, id)), `x"`+ID(typ, id)+`"`; got != want {
				t.Fatalf("%s %s: %s, want %s", typ, id, got, want)
			}
		}
	}
	if n := testing.AllocsPerRun(10, func() { AppendID(make([]byte, 0, 128)[:0], TypeSet, uuid.Max) }); n > 1 {
		t.Fatalf("%v allocations", n)
	}
}
