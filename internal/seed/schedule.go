package seed

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// plannedSet is a set of the active edition as the vote generator sees it.
type plannedSet struct {
	id     uuid.UUID
	appeal float64 // 0..1, from the artists' followers
}

// stagePlan is one stage's programme on one day: sets back to back (contiguous) or with short
// changeovers, from `from` until `until`.
type stagePlan struct {
	stage      uuid.UUID
	from       time.Time
	until      time.Time
	contiguous bool
	durations  []int // minutes to pick from

	headliner  []artist // if set, plays the first slot starting at or after headlineAt
	headlineAt time.Time
}

var (
	clubDurations     = []int{45, 45, 60, 60, 60, 75, 90, 120}
	showcaseDurations = []int{60, 75, 90, 120}
)

// festivals adds both festivals with their editions, stages and sets.
func (g *gen) festivals(d *dataset, artists []artist) error {
	ams, err := time.LoadLocation("Europe/Amsterdam")
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	lon, err := time.LoadLocation("Europe/London")
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	created := g.now.AddDate(0, 0, -60).Truncate(time.Second)
	p := newPool(g, artists)

	aurora := festivalRow{
		ID: g.id(), Name: "Aurora Fields", Slug: "aurora-fields", Published: true,
		Description: "Three days of electronic music on a reclaimed polder: five stages, " +
			"birch woods, a lake for the mornings and a terrace that never quite closes.",
		WebsiteURL: "https://aurora-fields.example",
		CreatedAt:  created, UpdatedAt: created,
	}
	harbour := festivalRow{
		ID: g.id(), Name: "Harbour Lights", Slug: "harbour-lights", Published: true,
		Description: "A two-day city festival in the old docks, with a stage on the quay " +
			"and one in a former grain warehouse.",
		WebsiteURL: "https://harbour-lights.example",
		CreatedAt:  created, UpdatedAt: created,
	}
	d.festivals = append(d.festivals, aurora, harbour)

	// Aurora Fields, this year: live now, from yesterday to tomorrow in its own zone.
	local := g.now.In(ams)
	today := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, ams)
	year := local.Year()
	live := g.edition(d, aurora, year, today.AddDate(0, 0, -1), 3, ams, true, true, created,
		"Meerwijk Polder, Flevoland",
		"The tenth edition, with the new Sunrise Terrace running from 02:00 until noon.")
	g.auroraLive(d, live, ams, today.AddDate(0, 0, -1), p)

	// Last year's edition, over.
	past := g.edition(d, aurora, year-1, today.AddDate(-1, 0, -1), 3, ams, true, false, created,
		"Meerwijk Polder, Flevoland", "Nine years in: the edition that introduced the Hangar.")
	g.smallEdition(d, past, today.AddDate(-1, 0, -1), 3, ams, []string{"Main Field", "The Hangar"}, p)

	// Next year's edition, still a draft.
	g.edition(d, aurora, year+1, today.AddDate(1, 0, -1), 3, ams, false, false, created,
		"Meerwijk Polder, Flevoland", "Line-up to be announced.")

	// Harbour Lights, a few weeks ahead.
	hlStart := time.Date(local.Year(), local.Month(), local.Day()+21, 0, 0, 0, 0, lon)
	hl := g.edition(d, harbour, hlStart.Year(), hlStart, 2, lon, true, false, created,
		"Old Dock Quay", "Two nights of house, disco and bass by the water.")
	g.smallEdition(d, hl, hlStart, 2, lon, []string{"Quay Stage", "Warehouse Nine"}, p)
	return nil
}

// edition adds one edition named after the festival and year and returns its id.
func (g *gen) edition(d *dataset, f festivalRow, year int, start time.Time, days int, loc *time.Location,
	published, active bool, created time.Time, location, description string,
) uuid.UUID {
	e := editionRow{
		ID: g.id(), FestivalID: f.ID, Name: fmt.Sprintf("%s %d", f.Name, year),
		Slug: strconv.Itoa(year), Year: year, Description: description, Location: location,
		StartDate: start.Format(time.DateOnly),
		EndDate:   start.AddDate(0, 0, days-1).Format(time.DateOnly),
		TimeZone:  loc.String(), Published: published, IsActive: active,
		CreatedAt: created, UpdatedAt: created,
	}
	d.editions = append(d.editions, e)
	return e.ID
}

func (g *gen) stage(d *dataset, edition uuid.UUID, name string) uuid.UUID {
	s := stageRow{ID: g.id(), FestivalEditionID: edition, Name: name, CreatedAt: d.festivals[0].CreatedAt}
	d.stages = append(d.stages, s)
	return s.ID
}

// auroraLive fills the active edition: four stages from noon to about 02:00 and the Sunrise
// Terrace from 02:00 to noon after the first two nights. The Main Field and the terrace run
// back to back, so at any moment of the middle day some set is on.
func (g *gen) auroraLive(d *dataset, edition uuid.UUID, loc *time.Location, start time.Time, p *pool) {
	main := g.stage(d, edition, "Main Field")
	hangar := g.stage(d, edition, "The Hangar")
	grove := g.stage(d, edition, "Birch Grove")
	tent := g.stage(d, edition, "Lantern Tent")
	terrace := g.stage(d, edition, "Sunrise Terrace")

	// The three best-known acts close the Main Field, one each night, and play a secret set.
	heads := slices.Clone(p.all)
	slices.SortStableFunc(heads, func(a, b artist) int { return b.followers - a.followers })
	heads = heads[:3]
	p.reserve(heads)

	sl := slugs{}
	at := func(day time.Time, h int) time.Time {
		return time.Date(day.Year(), day.Month(), day.Day(), h, 0, 0, 0, loc)
	}
	for i := range 3 {
		day := start.AddDate(0, 0, i)
		noon := at(day, 12)
		night := noon.Add(14 * time.Hour) // 02:00, whatever the clock change does
		plans := []stagePlan{
			{stage: main, from: noon, until: night, contiguous: true, durations: clubDurations,
				headliner: []artist{heads[i]}, headlineAt: noon.Add(10 * time.Hour)},
			{stage: hangar, from: noon.Add(time.Hour), until: night, durations: clubDurations},
			{stage: grove, from: noon, until: noon.Add(12 * time.Hour), durations: clubDurations},
			{stage: tent, from: noon, until: night, durations: clubDurations},
		}
		if i < 2 {
			plans = append(plans, stagePlan{stage: terrace, from: night, until: at(day.AddDate(0, 0, 1), 12),
				contiguous: true, durations: clubDurations})
		}
		for _, sp := range plans {
			d.live = append(d.live, g.programme(d, edition, sp, sl, p)...)
		}
	}

	// Sets without times: the headliners' secret sets (their slugs get -2) and two acts still
	// waiting for a slot.
	untimed := [][]artist{{heads[0]}, {heads[1]}, {heads[2]}, {p.next()}, {p.next()}}
	for i, acts := range untimed {
		var stage *uuid.UUID
		if i%2 == 1 {
			stage = &terrace
		}
		desc := "Secret set. Time to be announced on the day."
		if i >= 3 {
			desc = "Time to be announced."
		}
		d.live = append(d.live, g.addSet(d, edition, stage, acts, time.Time{}, time.Time{}, desc, sl))
	}
}

// smallEdition gives an edition a few stages with short afternoon-to-night programmes.
func (g *gen) smallEdition(d *dataset, edition uuid.UUID, start time.Time, days int, loc *time.Location,
	stages []string, p *pool,
) {
	sl := slugs{}
	ids := make([]uuid.UUID, len(stages))
	for i, n := range stages {
		ids[i] = g.stage(d, edition, n)
	}
	for day := range days {
		date := start.AddDate(0, 0, day)
		for i, st := range ids {
			from := time.Date(date.Year(), date.Month(), date.Day(), 15+2*i, 0, 0, 0, loc)
			sp := stagePlan{stage: st, from: from, until: from.Add(8 * time.Hour), durations: showcaseDurations}
			g.programme(d, edition, sp, sl, p)
		}
	}
}

// programme fills one stage plan with sets and returns them.
func (g *gen) programme(d *dataset, edition uuid.UUID, sp stagePlan, sl slugs, p *pool) []plannedSet {
	var out []plannedSet
	t := sp.from
	for t.Before(sp.until) {
		var acts []artist
		dur := time.Duration(sp.durations[g.r.IntN(len(sp.durations))]) * time.Minute
		if sp.headliner != nil && !t.Before(sp.headlineAt) {
			acts, sp.headliner, dur = sp.headliner, nil, 2*time.Hour
		}
		end := t.Add(dur)
		if end.After(sp.until) {
			end = sp.until
		}
		if end.Sub(t) < 30*time.Minute && len(out) > 0 {
			d.sets[len(d.sets)-1].TimeEnd = sp.until // too short a tail: the last set runs longer
			break
		}
		desc := ""
		if g.chance(0.6) {
			desc = g.pick(setBlurbs)
		}
		if acts == nil {
			acts = p.acts()
		}
		stage := sp.stage
		out = append(out, g.addSet(d, edition, &stage, acts, t, end, desc, sl))
		t = end
		if !sp.contiguous {
			t = t.Add(time.Duration(g.r.IntN(3)) * 5 * time.Minute)
		}
	}
	return out
}

// addSet appends a set with its artists; the name is the artists' names joined with "b2b".
func (g *gen) addSet(d *dataset, edition uuid.UUID, stage *uuid.UUID, acts []artist, from, until time.Time,
	desc string, sl slugs,
) plannedSet {
	names := make([]string, len(acts))
	best := 0
	for i, a := range acts {
		names[i] = a.name
		best = max(best, a.followers)
		d.setArtists = append(d.setArtists, setArtistRow{ArtistID: a.id, Position: i})
	}
	name := strings.Join(names, " b2b ")
	created := d.festivals[0].CreatedAt
	s := setRow{
		ID: g.id(), FestivalEditionID: edition, StageID: stage, Name: name, Slug: sl.next(name),
		Description: desc, TimeStart: from, TimeEnd: until, CreatedAt: created, UpdatedAt: created,
	}
	for i := len(d.setArtists) - len(acts); i < len(d.setArtists); i++ {
		d.setArtists[i].SetID = s.ID
	}
	d.sets = append(d.sets, s)
	// Followers are log-uniform, so appeal is too: 100 followers is 0, a million is about 0.93.
	return plannedSet{id: s.ID, appeal: max(0, min(1, (math.Log10(float64(best)+1)-2)/4.3))}
}

// pool deals artists in shuffled rounds so that every act plays before anyone repeats.
// Reserved artists are left out of the first round.
type pool struct {
	g        *gen
	all      []artist
	queue    []artist
	reserved []artist
}

func newPool(g *gen, all []artist) *pool { return &pool{g: g, all: all} }

func (p *pool) reserve(as []artist) { p.reserved = as }

func (p *pool) next() artist {
	if len(p.queue) == 0 {
		p.queue = slices.DeleteFunc(slices.Clone(p.all), func(a artist) bool {
			return slices.ContainsFunc(p.reserved, func(r artist) bool { return r.id == a.id })
		})
		p.reserved = nil
		p.g.r.Shuffle(len(p.queue), func(i, j int) { p.queue[i], p.queue[j] = p.queue[j], p.queue[i] })
	}
	a := p.queue[0]
	p.queue = p.queue[1:]
	return a
}

// acts returns the artists of one set: mostly one, sometimes a b2b of two or three.
func (p *pool) acts() []artist {
	n := 1
	switch x := p.g.r.Float64(); {
	case x < 0.02:
		n = 3
	case x < 0.07:
		n = 2
	}
	out := []artist{p.next()}
	for len(out) < n {
		a := p.next()
		if !slices.ContainsFunc(out, func(b artist) bool { return b.id == a.id }) {
			out = append(out, a)
		}
	}
	return out
}
