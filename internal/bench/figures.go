package bench

import (
	"fmt"
	"slices"
	"time"
)

// Figures collects one value per run for each figure, to report median and spread.
type Figures struct {
	vals map[string][]float64
}

// Add records one run's value of a figure.
func (f *Figures) Add(key string, v float64) {
	if f.vals == nil {
		f.vals = map[string][]float64{}
	}
	f.vals[key] = append(f.vals[key], v)
}

// AddDuration records a duration in milliseconds.
func (f *Figures) AddDuration(key string, d time.Duration) {
	f.Add(key, float64(d)/float64(time.Millisecond))
}

// Median of a figure's runs (0 when none).
func (f *Figures) Median(key string) float64 {
	v := slices.Clone(f.vals[key])
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

// Has reports whether the figure was measured.
func (f *Figures) Has(key string) bool { return len(f.vals[key]) > 0 }

// Cell is "median (min–max)" with the given number format, or "–" when not measured.
func (f *Figures) Cell(key, format string) string {
	v := f.vals[key]
	if len(v) == 0 {
		return "–"
	}
	med := fmt.Sprintf(format, f.Median(key))
	if len(v) == 1 {
		return med + " (1 run)"
	}
	return fmt.Sprintf("%s (%s–%s)", med, fmt.Sprintf(format, slices.Min(v)), fmt.Sprintf(format, slices.Max(v)))
}
