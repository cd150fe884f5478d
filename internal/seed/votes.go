package seed

import (
	"fmt"
	"time"
)

const (
	userCount  = 50
	voterCount = 46 // the last few demo users have just signed up and not voted yet
	crewSize   = 6
)

// users adds the demo accounts demo01@example.invalid … demo50@example.invalid.
func (g *gen) users() []userRow {
	rows := make([]userRow, userCount)
	for i := range rows {
		created := g.now.Add(-time.Duration(userCount-i) * 26 * time.Hour).Truncate(time.Second)
		rows[i] = userRow{
			ID:                  g.id(),
			Email:               fmt.Sprintf("demo%02d@example.invalid", i+1),
			Username:            fmt.Sprintf("%s_%s%02d", g.pick(userAdjectives), g.pick(userNouns), i+1),
			CompletedOnboarding: true,
			CreatedAt:           created,
			UpdatedAt:           created,
		}
	}
	return rows
}

// votes lets the demo users vote on the active edition. Each set gets a score from its
// artists' appeal and some buzz; each user has an activity level and a mood, so sets differ
// clearly in popularity and no user votes on everything.
func (g *gen) votes(d *dataset) {
	score := make([]float64, len(d.live))
	for i, s := range d.live {
		score[i] = 0.6*s.appeal + 0.4*g.r.Float64()
	}
	for _, u := range d.users[:voterCount] {
		activity := 0.2 + 0.7*g.r.Float64()
		mood := (g.r.Float64() - 0.5) * 0.3
		span := g.now.Sub(u.CreatedAt)
		for i, s := range d.live {
			if !g.chance(activity * (0.1 + 0.8*score[i])) {
				continue
			}
			v := score[i] + mood + (g.r.Float64()-0.5)*0.8
			var vt int16
			switch {
			case v >= 0.7:
				vt = 2
			case v >= 0.25:
				vt = 1
			default:
				vt = -1
			}
			at := u.CreatedAt.Add(time.Duration(g.r.Float64() * float64(span))).Truncate(time.Millisecond)
			d.votes = append(d.votes, voteRow{UserID: u.ID, SetID: s.id, VoteType: vt,
				ClientTimestamp: at, CreatedAt: at, UpdatedAt: at})
			d.clocks = append(d.clocks, voteClockRow{UserID: u.ID, SetID: s.id, ClientTimestamp: at})
		}
	}
}

// group adds "Demo Crew": the first demo user and five friends, with a few notes on sets.
func (g *gen) group(d *dataset) {
	creator := d.users[0]
	created := g.now.AddDate(0, 0, -20).Truncate(time.Second)
	grp := groupRow{ID: g.id(), Name: "Demo Crew", CreatedBy: creator.ID, CreatedAt: created,
		Description: "Friends planning Aurora Fields together."}
	d.groups = append(d.groups, grp)
	for i, u := range d.users[:crewSize] {
		role := "member"
		if i == 0 {
			role = "creator"
		}
		d.members = append(d.members, groupMemberRow{ID: g.id(), GroupID: grp.ID, UserID: u.ID,
			Role: role, JoinedAt: created.Add(time.Duration(i) * 3 * time.Hour)})
	}

	// Each note goes on a set its author marked "must go".
	for i, text := range noteTexts[:3] {
		u := d.users[i*2]
		for _, v := range d.votes {
			if v.UserID != u.ID || v.VoteType != 2 {
				continue
			}
			at := v.CreatedAt.Add(time.Hour)
			if at.After(g.now) {
				at = g.now.Truncate(time.Second)
			}
			d.notes = append(d.notes, noteRow{ID: g.id(), SetID: v.SetID, UserID: u.ID,
				NoteContent: text, CreatedAt: at, UpdatedAt: at})
			break
		}
	}
}
