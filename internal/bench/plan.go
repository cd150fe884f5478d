package bench

import (
	"context"
	"fmt"
	"log"
	"slices"
	"sort"
	"syscall"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun/dialect/pgdialect"

	"festival/internal/db"
	"festival/internal/festival"
	"festival/internal/identity"
	"festival/internal/plan"
)

// PlanBench computes plans through an edition as the server does for Edition.plan (its SQL:
// votes and stage positions, and the planner), for one voter and for a crew of 20 voters.
type PlanBench struct {
	svc   *plan.Service
	ctx   context.Context
	e     festival.Edition
	group uuid.UUID
}

// NewPlanBench makes a 20-member group of the edition's most active voters (the first is the
// viewer) in store.
func NewPlanBench(ctx context.Context, store *db.DB, edition uuid.UUID) (*PlanBench, error) {
	var users []uuid.UUID
	if err := store.DB.NewRaw(`SELECT v.user_id FROM votes v JOIN sets s ON s.id = v.set_id
		WHERE s.festival_edition_id = ? GROUP BY v.user_id ORDER BY count(*) DESC, v.user_id LIMIT 20`, edition).Scan(ctx, &users); err != nil {
		return nil, err
	}
	if len(users) < 20 {
		return nil, fmt.Errorf("plan: %d voters, want 20", len(users))
	}
	p := &PlanBench{svc: &plan.Service{DB: store.DB}, ctx: identity.With(ctx, &identity.Viewer{UserID: users[0]})}
	if err := store.DB.NewRaw(`INSERT INTO groups (name, created_by) VALUES ('Bench crew', ?) RETURNING id`, users[0]).Scan(ctx, &p.group); err != nil {
		return nil, err
	}
	if _, err := store.DB.NewRaw(`INSERT INTO group_members (group_id, user_id, role)
		SELECT ?, u, CASE WHEN u = ? THEN 'creator' ELSE 'member' END FROM unnest(?::uuid[]) AS u`,
		p.group, users[0], pgdialect.Array(users)).Exec(ctx); err != nil {
		return nil, err
	}
	if err := store.DB.NewSelect().Model(&p.e).Where("id = ?", edition).Scan(ctx); err != nil {
		return nil, err
	}
	return p, nil
}

// NewCrewBench makes a group of members (the first is the viewer) in store for the plans of
// edition.
func NewCrewBench(ctx context.Context, store *db.DB, edition uuid.UUID, members []uuid.UUID) (*PlanBench, error) {
	p := &PlanBench{svc: &plan.Service{DB: store.DB}, ctx: identity.With(ctx, &identity.Viewer{UserID: members[0]})}
	if err := store.DB.NewRaw(`INSERT INTO groups (name, created_by) VALUES ('Bench crew', ?) RETURNING id`, members[0]).Scan(ctx, &p.group); err != nil {
		return nil, err
	}
	if _, err := store.DB.NewRaw(`INSERT INTO group_members (group_id, user_id, role)
		SELECT ?, u, CASE WHEN u = ? THEN 'creator' ELSE 'member' END FROM unnest(?::uuid[]) AS u`,
		p.group, members[0], pgdialect.Array(members)).Exec(ctx); err != nil {
		return nil, err
	}
	if err := store.DB.NewSelect().Model(&p.e).Where("id = ?", edition).Scan(ctx); err != nil {
		return nil, err
	}
	return p, nil
}

// Run computes the viewer's plan, or the crew's.
func (p *PlanBench) Run(crew bool) (*plan.Result, error) {
	var g *uuid.UUID
	if crew {
		g = &p.group
	}
	return p.svc.Plan(p.ctx, &p.e, g)
}

// CrewPlanTimes makes issue 34's crew plan (CrewEdition: members who voted on every one of sets
// sets) and computes it runs times; it returns the median and the slowest, and the median CPU
// time of this process per plan (the server's part: PostgreSQL's is not included).
func CrewPlanTimes(ctx context.Context, url, dir, festivalSlug string, sets, members, runs int) (wall [2]time.Duration, cpu time.Duration, err error) {
	ed, users, err := CrewEdition(ctx, url, dir, festivalSlug, sets, members)
	if err != nil {
		return wall, cpu, err
	}
	store, err := db.Open(ctx, url, 4)
	if err != nil {
		return wall, cpu, err
	}
	defer store.Close()
	p, err := NewCrewBench(ctx, store, ed.ID, users)
	if err != nil {
		return wall, cpu, err
	}
	times, cpus := make([]time.Duration, 0, runs), make([]time.Duration, 0, runs)
	for i := 0; i <= runs; i++ { // the first warms up
		start, c := time.Now(), ProcessCPU()
		res, err := p.Run(true)
		if err != nil {
			return wall, cpu, err
		}
		if len(res.Members) != members {
			return wall, cpu, fmt.Errorf("crew plan of %d members, want %d", len(res.Members), members)
		}
		if i > 0 {
			times, cpus = append(times, time.Since(start)), append(cpus, ProcessCPU()-c)
		}
	}
	slices.Sort(times)
	slices.Sort(cpus)
	return [2]time.Duration{times[len(times)/2], times[len(times)-1]}, cpus[len(cpus)/2], nil
}

// ProcessCPU is this process's user and system CPU time so far.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// PlanTimes runs each plan runs times against the benchmark's database and returns the median
// and the slowest of each.
func PlanTimes(ctx context.Context, url string, edition uuid.UUID, runs int) (own, crew [2]time.Duration, err error) {
	store, err := db.Open(ctx, url, 4)
	if err != nil {
		return own, crew, err
	}
	defer store.Close()
	p, err := NewPlanBench(ctx, store, edition)
	if err != nil {
		return own, crew, err
	}
	measure := func(crew bool) ([2]time.Duration, error) {
		times := make([]time.Duration, 0, runs)
		for i := 0; i < runs; i++ {
			start := time.Now()
			res, err := p.Run(crew)
			if err != nil {
				return [2]time.Duration{}, err
			}
			times = append(times, time.Since(start))
			if i == 0 {
				log.Printf("plan (crew %v): %d sets, score %d, %d members", crew, len(res.Items), res.Score, len(res.Members))
			}
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		return [2]time.Duration{times[len(times)/2], times[len(times)-1]}, nil
	}
	if own, err = measure(false); err != nil {
		return own, crew, err
	}
	crew, err = measure(true)
	return own, crew, err
}
