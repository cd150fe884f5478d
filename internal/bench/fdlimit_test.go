package bench

import (
	"slices"
	"strings"
	"testing"
)

func TestCapCountsLowersToTheOpenFileLimit(t *testing.T) {
	got, note := capCounts([]int{1000, 10000, 30000}, 20000)
	if want := []int{1000, 10000, 20000 - fdHeadroom}; !slices.Equal(got, want) {
		t.Fatalf("counts %v, want %v", got, want)
	}
	if !strings.Contains(note, "30000 subscribers asked for, 19500 run") {
		t.Fatalf("note %q", note)
	}
	got, note = capCounts([]int{1000, 30000}, 1<<20)
	if !slices.Equal(got, []int{1000, 30000}) || note != "" {
		t.Fatalf("uncapped: %v %q", got, note)
	}
	if got, _ := capCounts([]int{20000, 30000}, 20000); !slices.Equal(got, []int{19500}) {
		t.Fatalf("two counts over the limit run once: %v", got)
	}
}
