package share

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"festival/internal/apperr"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/plan"
	"festival/internal/recap"
)

// Item is one set of a shared page: no value, no vote, nobody's name.
type Item struct {
	Name        string
	Stage       string
	Start, End  time.Time // in the edition's zone; zero when the set has no time
	WalkMinutes int       // from the set before (0 for the first)
}

// Page is what a shared link shows.
type Page struct {
	Kind     string
	Festival string
	Edition  string
	Zone     string
	Days     []string
	Items    []Item
	// Recap figures (KindRecap only).
	MusicMinutes  int
	WalkingMeters int
	TopStage      string
	TopGenres     []string
	Best          string
	// Version changes with anything the page shows: the image cache's key.
	Version string
}

// Title is the page's and the card's heading.
func (p *Page) Title() string {
	if p.Kind == KindRecap {
		return p.Festival + " " + p.Edition + ": my recap"
	}
	return p.Festival + " " + p.Edition + ": my plan"
}

// Pages loads shared pages (Cached: once per version of what they show).
type Pages struct {
	DB    bun.IDB
	Plan  *plan.Service
	Recap *recap.Service
	cache pageCache
}

// errGone is a share whose content is not (or no longer) shown: the link answers 404.
var errGone = errors.New("share gone")

// Load builds the page of sh as it is now (the saved plan, the current timetable). The edition
// must be public (published, not archived): an anonymous reader sees it. errGone when the
// page cannot be shown (edition hidden, crew left, recap not open).
func (p *Pages) Load(ctx context.Context, sh *Share) (*Page, error) {
	// One statement for the edition and its festival's name, public ones only (an anonymous
	// reader's view: published, not archived).
	var eds []struct {
		festival.Edition
		FestivalName string `bun:"festival_name"`
	}
	err := p.DB.NewRaw(`SELECT e.*, f.name AS festival_name FROM festival_editions e JOIN festivals f ON f.id = e.festival_id
		WHERE e.id = ? AND `+festival.VisibleEditionSQL("e.id", "false"), sh.EditionID).Scan(ctx, &eds)
	if err != nil {
		return nil, fmt.Errorf("shared page: %w", err)
	}
	if len(eds) == 0 {
		return nil, errGone
	}
	e := &eds[0].Edition
	loc, err := time.LoadLocation(e.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	page := &Page{Kind: sh.Kind, Festival: eds[0].FestivalName, Edition: e.Name, Zone: e.TimeZone}
	owner := identity.With(ctx, &identity.Viewer{UserID: sh.UserID})
	var steps []plan.Step
	switch {
	case sh.Kind == KindRecap:
		r, err := p.Recap.Of(ctx, sh.UserID, e)
		if err != nil {
			return nil, err
		}
		if r == nil {
			return nil, errGone
		}
		for _, x := range r.Sets {
			st := plan.Set{ID: x.ID, Start: x.Start, End: x.End}
			steps = append(steps, plan.Step{Set: st})
		}
		page.MusicMinutes, page.WalkingMeters, page.TopGenres = r.MusicMinutes, r.WalkingMeters, r.TopGenres
		if r.TopStage != nil {
			page.TopStage = *r.TopStage
		}
		if r.Best != nil {
			page.Best = r.Best.Name
		}
	case sh.GroupID != nil:
		res, err := p.Plan.Plan(owner, e, sh.GroupID)
		if code := apperr.CodeOf(err); code == apperr.Forbidden || code == apperr.NotFound {
			return nil, errGone
		} else if err != nil {
			return nil, err
		}
		for _, it := range res.Items {
			steps = append(steps, it.Step)
		}
	default:
		saved, err := p.Plan.Saved(owner, e)
		if err != nil {
			return nil, err
		}
		steps = saved.Steps
	}
	if err := p.fill(ctx, page, steps, loc); err != nil {
		return nil, err
	}
	return page, nil
}

// fill names the steps' sets and stages and sets the days and the version.
func (p *Pages) fill(ctx context.Context, page *Page, steps []plan.Step, loc *time.Location) error {
	ids := make([]uuid.UUID, len(steps))
	for i, st := range steps {
		ids[i] = st.Set.ID
	}
	names := map[uuid.UUID]struct{ name, stage string }{}
	if len(ids) > 0 {
		var rows []struct {
			ID    uuid.UUID `bun:"id,type:uuid"`
			Name  string    `bun:"name"`
			Stage *string   `bun:"stage"`
		}
		err := p.DB.NewRaw(`SELECT s.id, s.name, st.name AS stage FROM sets s LEFT JOIN stages st ON st.id = s.stage_id
			WHERE s.id IN (?) AND NOT s.archived`, bun.List(ids)).Scan(ctx, &rows)
		if err != nil {
			return fmt.Errorf("shared page: %w", err)
		}
		for _, r := range rows {
			n := names[r.ID]
			n.name = r.Name
			if r.Stage != nil {
				n.stage = *r.Stage
			}
			names[r.ID] = n
		}
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s|%s|%s|%d|%d|%s|%s|%s\n", page.Kind, page.Festival, page.Edition, page.MusicMinutes, page.WalkingMeters,
		page.TopStage, strings.Join(page.TopGenres, ","), page.Best)
	seenDay := map[string]bool{}
	for _, st := range steps {
		n, ok := names[st.Set.ID]
		if !ok {
			continue
		}
		it := Item{Name: n.name, Stage: n.stage, WalkMinutes: st.WalkBefore}
		if !st.Set.Start.IsZero() {
			it.Start, it.End = st.Set.Start.In(loc), st.Set.End.In(loc)
			day := it.Start.Format("Mon 2 Jan")
			if !seenDay[day] {
				seenDay[day] = true
				page.Days = append(page.Days, day)
			}
		}
		page.Items = append(page.Items, it)
		fmt.Fprintf(h, "%s|%s|%d|%d|%d\n", it.Name, it.Stage, it.Start.Unix(), it.End.Unix(), it.WalkMinutes)
	}
	page.Version = hex.EncodeToString(h.Sum(nil)[:12])
	return nil
}
